"""The tmux side of the controls: a managed Claude Code in a tmux pane.

What the screen says decides what may be done (Claude Code 2.1.332, seen):

* the prompt's input box on screen, empty, no turn running (no ``esc to interrupt`` in
  the footer): it takes a message — the queue's own test (``warden.workflow.worker.idle_box``);
  a picker or a dialog replaces the box; text in the box is someone typing;
* Escape while a turn runs interrupts it (no Stop hook fires). When it comes before the
  model answered, Claude Code puts the prompt back into the box; an interrupt from here
  clears it again when it is exactly the prompt that was submitted, so the box is free;
* ``/exit`` typed into the box ends Claude Code with SessionEnd ``prompt_input_exit`` (a
  deliberate end: no failure is escalated);
* ``claude --resume SESSION_ID`` continues the session under the same id
  (SessionStart ``resume``).

Everything typed goes through ``warden.deliver.prompt`` under the pane's delivery lock.
"""

from __future__ import annotations

import os
import shlex
import time
from typing import TYPE_CHECKING, Any

from warden.control.target import ControlError
from warden.errors import TmuxError, TypingError

if TYPE_CHECKING:
    from warden.store import Row, Store
    from warden.tmux import Pane, Started

BUSY = "esc to interrupt"  # Claude Code's footer while a turn runs (the queue's worker reads it too)
SETTLE = 10.0  # seconds for Claude Code to take an Escape or to exit
BUSY_CLEARS = 2.0  # seconds a just-ended turn's footer is given to clear before a message is refused
PUT_BACK = 1.5  # seconds Claude Code may take, after its busy footer clears, to put the prompt back
RESUME_TIMEOUT = 60.0  # seconds for a resumed Claude Code to show its prompt


def _pane(s: Row) -> Pane:
    from warden.tmux import Pane

    if not s["tmux_pane"]:
        raise ControlError("the session has no known tmux pane")
    return Pane(s["tmux_pane"], s["tmux_socket"], error=ControlError)


def _locked(home: str, s: Row) -> Any:
    from warden.deliver.by_keys import pane_lock

    return pane_lock(home, f"{s['tmux_socket']}:{s['tmux_pane']}")


def running(s: Row) -> bool:
    """Whether Claude Code still runs in the session's pane."""
    try:
        return _pane(s).alive()
    except ControlError:
        return False


def _box(term: Pane) -> str | None:
    from warden.deliver.prompt import box_text

    return box_text(term)


def refusal(term: Pane) -> str | None:
    """Why a message cannot be typed into the pane now (None: it can)."""
    screen = term.screen()
    box = _box(term)
    if box is None:
        return "a picker or a dialog is open in the session: answer it first"
    if BUSY in screen:
        return "a turn is running: interrupt it first, or send the message when it stops"
    if box:
        from warden.text import one_line

        return f"someone is typing into the session (its input box holds {one_line(box, 60)!r}); not typing over it"
    return None


def type_message(home: str, s: Row, text: str) -> None:
    """Type ``text`` into the session's prompt and submit it, if the screen allows."""
    from warden.deliver.prompt import type_into_box

    with _locked(home, s):
        term = _pane(s)
        if not term.alive():
            raise ControlError("Claude Code is not running in the session's pane: resume it first")
        term.check_mode()
        # a turn that has just ended may show its busy footer a moment longer (its Stop event comes before
        # Claude Code repaints, and the board shows the session idle on the event): a short while to clear
        if BUSY in term.screen():
            _settle(term, lambda: BUSY not in term.screen(), BUSY_CLEARS)
        why = refusal(term)
        if why:
            raise ControlError(why)
        try:
            type_into_box(term, text, 10.0)
        except TypingError as e:
            raise ControlError(f"could not type the message: {e}") from None


def _settle(term: Pane, test: Any, timeout: float = SETTLE) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if test():
            return True
        time.sleep(0.1)
    return False


def _clear_put_back(term: Pane, last_prompt: str | None, wait: float = PUT_BACK) -> bool:
    """Clear the box when it holds exactly the prompt Claude Code put back after an
    interrupt (never what someone typed); ``wait``: how long it may take to appear."""
    from warden.deliver.screen import norm

    if not last_prompt:
        return False
    # the busy footer clears before the box is repainted with the prompt: wait a moment for it
    if wait:
        _settle(term, lambda: bool(_box(term)), wait)
    box = _box(term)
    if box and norm(box) == norm(last_prompt):
        term.keys("C-u")
        _settle(term, lambda: _box(term) == "", 3.0)
        return True
    return False


def interrupt(home: str, s: Row, last_prompt: str | None) -> str:
    """Escape the running turn."""
    with _locked(home, s):
        term = _pane(s)
        if not term.alive():
            raise ControlError("Claude Code is not running in the session's pane")
        if BUSY not in term.screen():
            raise ControlError("no turn is running: nothing to interrupt")
        term.keys("Escape")
        if not _settle(term, lambda: BUSY not in term.screen()):
            raise ControlError("Claude Code did not take the interrupt (the turn still runs)")
        cleared = _clear_put_back(term, last_prompt)
    return "interrupted" + ("; the prompt Claude Code put back into its input box was cleared" if cleared else "")


def stop(home: str, s: Row, last_prompt: str | None) -> str:
    """End Claude Code: interrupt what runs, close what is open, type ``/exit``."""
    from warden.deliver.prompt import type_into_box

    with _locked(home, s):
        term = _pane(s)
        if not term.alive():
            raise ControlError("Claude Code is not running in the session's pane")
        term.check_mode()
        escaped_turn = False
        for _ in range(3):  # a running turn, a picker or a dialog: Escape each
            screen = term.screen()
            if _box(term) is not None and BUSY not in screen:
                break
            escaped_turn = escaped_turn or BUSY in screen
            term.keys("Escape")
            _settle(term, lambda: _box(term) is not None and BUSY not in term.screen(), 3.0)
        _clear_put_back(term, last_prompt, PUT_BACK if escaped_turn else 0.0)
        why = refusal(term)
        if why:
            raise ControlError(f"cannot stop it: {why}")
        try:
            type_into_box(term, "/exit", 10.0)
        except TypingError as e:
            raise ControlError(f"could not type /exit: {e}") from None
        if not _settle(term, lambda: not term.alive(), 15.0):
            raise ControlError("Claude Code did not exit after /exit")
    return "stopped: Claude Code exited (/exit)"


def session_env(home: str, name: str, profile: str | None) -> dict[str, str]:
    """The environment of a managed session warden starts in tmux (`warden run`, the board):
    its name, profile, the hook-only credential (http hooks send it) and the state directory."""
    from warden.board.auth import HOOK_TOKEN_ENV, hook_token
    from warden.home import ensure_home

    env = {"WARDEN_SESSION": name, HOOK_TOKEN_ENV: hook_token(ensure_home(home))}
    if profile:
        env["WARDEN_PROFILE"] = profile
    if os.environ.get("WARDEN_HOME"):
        env["WARDEN_HOME"] = os.environ["WARDEN_HOME"]
    return env


def launch(store: Store, name: str, argv: list[str], cwd: str, profile: str | None,
           socket_name: str | None, *, unique: bool = True) -> Started:
    """Start ``argv`` as a managed session in a new tmux session (named ``name``, or
    ``name-2``... when ``unique``) and record how, so it can be resumed once its pane is gone."""
    from warden import tmux
    from warden.store import launches, write

    base = tmux.safe_name(name)
    session_name = tmux.unique_name(base, socket_name) if unique else base
    started = tmux.new_session(session_name, argv, cwd=cwd, env=session_env(store.home, session_name, profile),
                               socket_name=socket_name)
    with write(store.db):
        launches.record(store, session_name, argv, cwd, socket_name, profile)
    return started


def start(store: Store, name: str | None, cwd: str, profile: str | None) -> Started:
    """A managed Claude Code in a new tmux session, as `warden run` starts one: the binary
    the profile names (or ``$WARDEN_CLAUDE_BIN``, ``claude`` on PATH...), then
    ``[board] start_args``; on the ``[board] tmux_socket`` server."""
    from warden import claude, config

    cfg = config.load(os.path.join(store.home, "config.toml"))
    prof = cfg.profile(profile)  # an unknown profile fails here, not at the first question
    settings = config.board_settings(cfg)
    argv = [claude.need(profile=prof.headless.claude), *settings.start_args]
    try:
        return launch(store, name or f"warden-{os.path.basename(cwd.rstrip('/')) or 'session'}", argv, cwd, profile,
                      settings.tmux_socket)
    except TmuxError as e:
        raise ControlError(str(e)) from None


def resume(store: Store, s: Row, prompt: str | None) -> str:
    """Start Claude Code again on this session (``--resume``): in its pane when tmux kept
    it (``remain-on-exit``), else in a new tmux session started as warden started it
    (``launches``), else with the Claude Code binary warden would run. Then type ``prompt``."""
    from warden import claude, tmux
    from warden.deliver.prompt import type_command
    from warden.kinds.failure import _unquote
    from warden.store import launches

    sid = str(s["id"])
    try:
        resume = claude.resume_args(sid)
    except claude.NotASessionId as e:
        raise ControlError(str(e)) from None
    if running(s):
        raise ControlError("Claude Code still runs in the session's pane: send it a message instead")
    term: Pane | None = None
    try:
        term = _pane(s)
        start_cmd = _unquote(term.display("#{pane_start_command}"))
    except ControlError:
        term, start_cmd = None, ""
    if term is not None and "claude" in start_cmd:
        term.respawn(f"{start_cmd} {shlex.join(resume)}")
        pane, socket = s["tmux_pane"], s["tmux_socket"]
        how = f"started again in its pane {pane}"
    else:
        row = launches.latest(store, s["name"])
        argv = launches.argv(row) if row is not None else [claude.need()]
        socket_name = row["socket_name"] if row is not None else None
        name = s["tmux_session"] or s["name"] or f"warden-{sid[:8]}"
        cwd = s["cwd"] if s["cwd"] and os.path.isdir(s["cwd"]) else (row["cwd"] if row is not None else None)
        try:
            started = tmux.new_session(tmux.unique_name(tmux.safe_name(name), socket_name), [*argv, *resume],
                                       cwd=cwd, env=session_env(store.home, s["name"] or name, s["profile"]),
                                       socket_name=socket_name)
        except TmuxError as e:
            raise ControlError(f"could not start it again: {e}") from None
        pane, socket = started.pane_id, started.socket_path
        how = f"started again in tmux session {started.session_name} ({started.attach_command})"
    if prompt:
        try:
            type_command(pane, prompt, socket, RESUME_TIMEOUT)
        except TypingError as e:
            raise ControlError(f"{how}, but the prompt could not be typed: {e}") from None
        how += f"; typed {prompt!r}"
    return f"resumed: {how}"
