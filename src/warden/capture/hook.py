"""`warden hook`: the one entry point Claude Code runs for every event.

Two paths. An event of an unmanaged session, or one a managed session needs no action
on, is appended raw to the spool (``warden.capture.spool``) and the hook exits: no JSON parsing,
no database. An event that needs an answer now (a managed session's AskUserQuestion)
is handled here by the handler ``ACT`` names. Everything the spool holds is ingested
into the store, in order, by whoever reads it next (``warden.record.ingest``), where the
handlers of ``warden.record.ingest.ROUTES`` record, verify and close questions. Adding a tool
is one handler module plus one registry line.

It fails open: whatever goes wrong, it exits 0 with nothing on stdout and says why in
the hook log; each event in the log carries a note saying what was done with it, so a
silent hook can always be explained (``warden log``).

This module is on the hot path of every Claude Code session: it imports os and sys.
"""

from __future__ import annotations

import os
import sys

from warden.hooklog import log

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# (event, tool_name) -> "module:function", run inside the hook for managed sessions;
# tool_name is "" for events without a tool (Stop, SessionStart, ...), "*" for any tool.
ACT: dict[tuple[str, str], str] = {
    # task sessions and deferred `claude -p` questions first; everything else goes on to
    # warden.kinds.question:answer_inline
    ("PreToolUse", "AskUserQuestion"): "warden.headless.defer:answer_inline",
    ("PostToolUse", "AskUserQuestion"): "warden.record.ingest:append_and_ingest",
    # permissions and plans (warden.kinds.permission, warden.kinds.plan)
    ("PermissionRequest", "*"): "warden.kinds.permission:answer_inline",
    ("PostToolUse", "ExitPlanMode"): "warden.record.ingest:append_and_ingest",
    ("Notification", ""): "warden.kinds.idle:on_notification",
    ("Stop", ""): "warden.workflow.on_hook:on_event",
    ("SessionStart", ""): "warden.workflow.on_hook:on_event",
    ("UserPromptSubmit", ""): "warden.workflow.on_hook:on_event",
    ("SessionEnd", ""): "warden.kinds.failure:on_session_end",
    ("StopFailure", ""): "warden.record.ingest:append_and_ingest",
}

# Past this size the spool is ingested by a detached process, so it stays small even
# when nothing reads the store for a long time (only unmanaged sessions, no CLI, no board).
SPOOL_LIMIT = 4 << 20


_limit: list[int] = []  # read once per process: a server appends many records


def _spool_limit() -> int:
    if not _limit:
        try:
            _limit.append(int(os.environ.get("WARDEN_SPOOL_LIMIT", SPOOL_LIMIT)))
        except ValueError:
            _limit.append(SPOOL_LIMIT)
    return _limit[0]


# a long-running process (the server) starts one such ingester at most every this many
# seconds: while the spool is past the limit, every event it spools would start another
SPAWN_EVERY = 5.0
_spawned = [float("-inf")]


def _spawn_ingester(home: str) -> None:
    import time

    now = time.monotonic()
    if now - _spawned[0] < SPAWN_EVERY:
        return
    _spawned[0] = now
    from warden import detach
    try:
        detach.code(home, "from warden.record.ingest import main; main()")
    except OSError as e:  # the next reader drains it
        log(home, "warning", f"could not start the spool ingester: {e}")


class Wait(BaseException):
    """Raised by an action run with ``HookCall.waits`` False when it would have to wait
    (an answerer that may take time, the store): nothing is spooled yet, and the caller
    runs the action again where it may wait (a worker thread). A BaseException, so that
    no ``except Exception`` on the way (an answerer's failure) takes it for an error."""


class HookCall:
    """One hook invocation: the raw payload, what the environment says, and the payload
    parsed once a handler needs it. ``waits`` False: the caller cannot wait (a server's
    event loop), so an action that would raises ``Wait`` before it spools anything.
    ``held`` a list: what the call spools is encoded into it instead of written, and the
    caller writes it to the spool before it answers (a server writes what the requests
    of one event-loop step spooled as one append, ``warden.capture.http.Appender``)."""

    __slots__ = ("raw", "home", "meta", "payload", "spooled", "waits", "held")

    def __init__(self, raw: bytes, home: str, meta: dict[str, str], payload: Any = None):
        self.raw, self.home, self.meta, self.payload = raw, home, meta, payload
        self.spooled = False
        self.waits = True
        self.held: list[bytes] | None = None

    def spool(self, **extra: str) -> None:
        import warden.capture.spool as spool  # not `from warden.capture import`: no importlib per event
        record = spool.encode(self.raw, {**self.meta, **extra})
        if self.held is not None:
            self.held.append(record)
            self.spooled = True
            return
        size = spool.write(self.home, record)
        self.spooled = True
        grown(self.home, size)


def grown(home: str, size: int) -> None:
    """The spool is ``size`` bytes after an append: past the limit, have it ingested."""
    if size > _spool_limit():
        _spawn_ingester(home)


def main() -> None:
    code = run()
    try:
        sys.stdout.flush()
    except Exception:  # noqa: BLE001 - Claude Code closed our stdout: nothing is lost by leaving
        pass
    # exit without the interpreter's own final flush, which would fail again on a closed
    # stdout and turn the exit status into 120
    os._exit(code)


def run() -> int:
    """Entry point. Always returns 0; prints only a complete, successful hook answer."""
    from warden.home import home_dir

    os.umask(0o077)  # the spool, the log, the store and the hook's children: the user's alone
    home = home_dir()
    try:
        raw = sys.stdin.buffer.read()
    except BaseException as e:  # noqa: BLE001 - fail open, always
        log(home, "error", f"hook could not read its input, Claude Code continues unaffected: {e}")
        return 0
    out = answer(HookCall(raw, home, environment_meta()))
    if out:
        try:
            sys.stdout.write(out)
            sys.stdout.flush()
        except Exception as e:  # noqa: BLE001
            log(home, "error", f"could not write the hook answer: {e}")
    return 0


def environment_meta() -> dict[str, str]:
    """What the hook's environment says about its session: the tmux pane and socket
    (inherited from the pane Claude Code runs in); for a session `warden run` started,
    its name and profile; whether it runs headless (``claude -p``), and the task whose
    runner started it. The one place a hook reads its environment about its session:
    the actions read ``HookCall.meta`` (an http hook's meta comes from its headers, and
    the server's own environment says nothing about a session)."""
    meta = {}
    pane = os.environ.get("TMUX_PANE")
    if pane:
        meta["pane"] = pane
        tmux = os.environ.get("TMUX", "")
        if tmux:
            meta["socket"] = tmux.split(",")[0]
    name = os.environ.get("WARDEN_SESSION")
    if name:
        meta.update(managed="1", name=name, profile=os.environ.get("WARDEN_PROFILE", ""))
    task = os.environ.get("WARDEN_TASK")
    if task:
        meta["task"] = task  # its runner answers through the SDK (warden.headless.runner)
    if os.environ.get("CLAUDE_CODE_SESSION_ATTENDED") == "0" or task:
        meta["headless"] = "1"  # `claude -p`, a task: it ends with SessionEnd(other) when done
    return meta


def answer(call: HookCall, spool_only: frozenset[str] = frozenset()) -> str | None:
    """The hook's answer to one event (None: print nothing), for the command hook and the
    http hook alike. Fails open: any error is logged, the payload still reaches the event
    log, and None is returned. ``spool_only`` names ACT actions the caller settles by
    itself (the board drains the spool continuously)."""
    try:
        return handle(call, spool_only)
    except BaseException as e:  # noqa: BLE001 - fail open, always
        failed(call, e)
        return None


def failed(call: HookCall, e: BaseException) -> None:
    """Fail open: log why, and the payload still reaches the event log."""
    import traceback

    log(call.home, "error", f"hook failed, Claude Code continues unaffected: {type(e).__name__}: {e}\n"
        + traceback.format_exc())
    if not call.spooled:
        try:
            call.spool(note=f"hook error: {type(e).__name__}: {e}; Claude Code continued unaffected")
        except BaseException:  # noqa: BLE001
            pass


def handle(call: HookCall, spool_only: frozenset[str] = frozenset()) -> str | None:
    ref = route(call, spool_only)
    return None if ref is None else act(call, ref)


def route(call: HookCall, spool_only: frozenset[str] = frozenset()) -> str | None:
    """The in-hook action this event needs (an ACT reference); None when it needs none,
    and then the event is spooled."""
    if call.meta.get("managed") != "1":
        from warden.config import has_rules

        cfg = os.path.join(call.home, "config.toml")
        if has_rules(cfg):
            _match_rules(call, cfg)
    if call.meta.get("managed") != "1":
        call.spool()
        _debug(call, "spooled: unmanaged session (no WARDEN_SESSION, no matching [[manage]] rule)")
        return None
    if call.payload is None:
        call.payload = parse_payload(call.raw)
    p = call.payload
    ref = None
    if isinstance(p, dict) and isinstance(p.get("hook_event_name"), str):
        tool = p.get("tool_name")
        tool = tool if isinstance(tool, str) else ""
        ref = ACT.get((p["hook_event_name"], tool)) or (ACT.get((p["hook_event_name"], "*")) if tool else None)
    if ref is None or ref in spool_only:
        pass_through(call)
        return None
    return ref


def act(call: HookCall, ref: str) -> str | None:
    """Run the event's in-hook action; its hook output, if any."""
    import warden.plugins as plugins

    out = plugins.load_ref(ref)(call)
    return out if isinstance(out, str) else None


def pass_through(call: HookCall) -> None:
    """Spool an event of a managed session that needs nothing done in the hook."""
    call.spool()
    _debug(call, "spooled: managed session, nothing to do in the hook for this event")


def _debug(call: HookCall, why: str) -> None:
    # every early exit can be explained: the event's note in `warden log` says what was
    # done with it; with WARDEN_LOG_LEVEL=debug the hook also says so in hook.log
    if os.environ.get("WARDEN_LOG_LEVEL") == "debug":
        log(call.home, "debug", f"{why}; {len(call.raw)} bytes")


def parse_payload(raw: bytes) -> Any:
    from warden import fastjson
    text = raw.decode("utf-8", errors="replace")
    try:
        payload = fastjson.loads(text)
    except (ValueError, RecursionError):
        return None
    if "\\ud" in text or "\\uD" in text:  # lone surrogates are not text: never let one reach the store
        from warden.text import scrub

        payload = scrub(payload)
    return payload


def _match_rules(call: HookCall, cfg_path: str) -> None:
    """Manage the session if a [[manage]] rule of config.toml matches its cwd (from the
    payload) or its tmux session name (looked up from the pane and socket in ``meta``)."""
    from warden import config

    call.payload = parse_payload(call.raw)
    cwd = call.payload.get("cwd") if isinstance(call.payload, dict) else None
    cfg = config.load(cfg_path)
    if not cfg.rules:
        return
    tmux_name = _tmux_session_name(call.meta) if cfg.needs_tmux_name else None
    rule = cfg.match(cwd if isinstance(cwd, str) else "", tmux_name)
    if rule is not None:
        call.meta.update(managed="1", profile=rule.profile)
        if tmux_name:
            call.meta["name"] = tmux_name


def _tmux_session_name(meta: dict[str, str]) -> str | None:
    pane, socket = meta.get("pane"), meta.get("socket")
    if not pane or not socket:
        return None
    from warden import tmux

    return tmux.session_name(pane, socket)
