"""The workflow driver's hands: work the hooks hand off to a detached process.

A Stop hook must return at once (Claude Code is still finishing the turn when it fires),
so the slow parts run in ``warden queue run-next QUEUE`` / ``warden queue decide EVENT``,
started with ``start_new_session`` by the hook:

* ``run_next``: wait until the session's input box is on screen, empty and idle, then
  type the queue's active command (recorded first, so its UserPromptSubmit is known to be
  warden's); or, once the queue has ended, announce it — to the brain that started it
  (an agent is woken with the report) or to the person — and, after a queue that ran to
  completion, ask the brain for the next commands.
* ``decide``: ask the profile's brain what to run after a Stop, and start that queue.
"""

from __future__ import annotations

import json
import os
import time
from typing import TYPE_CHECKING, Any, Callable

from warden.workflow import queue as q
from warden.hooklog import log

if TYPE_CHECKING:
    from warden.config import Profile
    from warden.store import Row, Store

READY_TIMEOUT = 120.0  # seconds to wait for the input box before giving up on a command
TYPE_TIMEOUT = 10.0
BUSY = "esc to interrupt"  # Claude Code's footer while a turn runs (2.1.332)


def _home(store: Store) -> str:
    return store.home


# ------------------------------------------------------------------ the screen


def _pane(pane: str, socket: str | None) -> Any:
    from warden.tmux import Pane

    return Pane(pane, socket)


def _screen(p: Any) -> str:
    return p.screen()  # a pane that is gone raises: the command cannot be typed


def idle_box(screen: str) -> bool:
    """The prompt's input box is on screen and empty, and no turn is running."""
    from warden.deliver.screen import input_box

    return input_box(screen) == "" and BUSY not in screen


def wait_ready(pane: str, socket: str | None, timeout: float = READY_TIMEOUT,
               wanted: Callable[[], bool] = lambda: True) -> bool:
    """Wait until the session takes a command: the box idle on two captures in a row.
    False as soon as ``wanted()`` says the command is no longer to be typed."""
    p = _pane(pane, socket)
    deadline, seen, n = time.monotonic() + timeout, 0, 0
    while time.monotonic() < deadline:
        seen = seen + 1 if idle_box(_screen(p)) else 0
        if seen >= 2:
            return True
        n += 1
        if n % 7 == 0 and not wanted():
            return False
        time.sleep(0.15)
    raise q.QueueError(f"the input box of pane {pane} was not idle within {timeout:.0f}s "
                       f"(a picker, a running turn, or someone typing)")


def type_command(pane: str, text: str, socket: str | None, timeout: float = TYPE_TIMEOUT) -> None:
    """Type one command and Enter, confirmed on screen (the driver's typer)."""
    from warden.deliver.prompt import type_command as typer

    typer(pane, text, socket=socket, timeout=timeout)


# ------------------------------------------------------------------ telling


def tell(store: Store, session_id: str | None, text: str, report: dict[str, Any] | None = None) -> None:
    """Tell the person: the event log (``warden log`` shows a ``WardenQueue`` event), the
    hook log, and the profile's notification channels (``warden.outbound.notify``, if any)."""
    from warden.store import dumps, write

    home = _home(store)
    payload = {"hook_event_name": "WardenQueue", "session_id": session_id, "message": text, "report": report}
    with write(store.db):
        store.add_event(dumps(payload), payload, text)
    log(home, "info", f"session={session_id} {text}")
    try:
        from warden.outbound import notify
        s = store.session(session_id) if session_id else None
        urls = notify.channels(home, s["profile"] if s is not None else None)
        if urls:
            who = (s["name"] if s is not None else None) or (session_id or "?")[:8]
            ok, why = notify.send(urls, f"warden: {who}: {text}"[:200], _body(text, report))
            if not ok:
                log(home, "warning", f"queue notification not delivered: {why}")
    except Exception as e:  # noqa: BLE001 - telling must not undo the queue's bookkeeping
        log(home, "warning", f"queue notification failed: {e}")


def _body(text: str, report: dict[str, Any] | None) -> str:
    from warden.text import one_line

    lines = [text]
    for n, c in enumerate((report or {}).get("commands", []), 1):
        lines.append(f"{n}. {c['command']} — {c['status']}"
                     + (f": {one_line(c['result'] or '', 300)}" if c.get("result") else ""))
    if report:
        lines.append(f"Details: warden queue show {report.get('session') or report['session_id'][:8]}")
    return "\n".join(lines)


def summary(rep: dict[str, Any]) -> str:
    done = sum(1 for c in rep["commands"] if c["status"] == "done")
    head = f"queue #{rep['queue']} {rep['status']} ({done}/{len(rep['commands'])} commands done)"
    return head + (f": {rep['detail']}" if rep["detail"] and rep["status"] != "done" else "")


# ------------------------------------------------------------------ run-next


def run_next(store: Store, qid: int) -> str:
    """Type the active command, or announce the ended queue. Returns what was done."""
    row = q.queue(store, qid)
    if row is None:
        raise q.QueueError(f"no queue #{qid}")
    if row["status"] != "active":
        return announce(store, qid)
    if not row["tmux_pane"]:
        return f"queue #{qid}: no pane here to type into (a queue of another machine's session runs there)"
    cmd = q.claim(store, qid)
    if cmd is None:
        return f"queue #{qid}: nothing to type (already typed, or being typed by another worker)"
    try:
        def wanted() -> bool:
            now = q.queue(store, qid)
            return now is not None and now["status"] == "active"

        if not wait_ready(row["tmux_pane"], row["tmux_socket"], wanted=wanted) or not q.mark_typed(store, cmd["id"]):
            return announce(store, qid)
        type_command(row["tmux_pane"], cmd["command"], row["tmux_socket"])
    except Exception as e:  # noqa: BLE001 - any failure ends the queue, said plainly
        q.fail(store, qid, f"could not type {cmd['command']}: {e}")
        return announce(store, qid)
    return f"queue #{qid}: typed {cmd['command']}"


def announce(store: Store, qid: int) -> str:
    row = q.claim_notice(store, qid)
    if row is None:
        return f"queue #{qid}: nothing to announce"
    rep = q.report(store, qid)
    text = summary(rep)
    brain = _brain_of(store, row)
    cmds = q.commands(store, qid)
    last = cmds[-1] if cmds else None
    if row["status"] == "done" and brain is not None and last is not None and last["done_event_id"] \
            and last["awaits_event"] == "Stop":
        # the queue ran through: the brain reads its report with the final message and plans on
        tell(store, row["session_id"], text, rep)
        decide(store, int(last["done_event_id"]), previous=rep)
        return text
    told = False
    if brain is not None and row["started_by"].startswith("brain:") and hasattr(brain, "finished"):
        try:
            told = bool(brain.finished(rep))
        except Exception as e:  # noqa: BLE001
            log(_home(store), "warning", f"queue #{qid}: the brain was not told: {e}")
    tell(store, row["session_id"], text + (" (the brain was told)" if told else ""), rep)
    return text


def _brain_of(store: Store, row: Row) -> Any:
    from warden.workflow.planners import load

    w = profile_of(store, row["session_id"]).workflow
    return None if w.brain == "none" else load(w.brain, w.brain_options)


def awaits_of(store: Store, session_id: str) -> dict[str, str]:
    """The session's profile's ``awaits`` table; empty for a session of another machine
    (a fleet's server), whose own profile applies there."""
    if store.session_machine(session_id):
        return {}
    return dict(profile_of(store, session_id).workflow.awaits)


def profile_of(store: Store, session_id: str) -> Profile:
    """The profile of a session, from config.toml beside the store."""
    from warden import config
    s = store.session(session_id)
    return config.load(os.path.join(_home(store), "config.toml")).profile(s["profile"] if s is not None else None)


# ------------------------------------------------------------------ decide


def decide(store: Store, event_id: int, previous: dict[str, Any] | None = None) -> str:
    """Ask the session's brain what follows the Stop ``event_id``; start that queue."""
    ev = store.event(event_id)
    if ev is None or ev["event"] != "Stop" or not ev["session_id"]:
        raise q.QueueError(f"event #{event_id} is not a Stop of a session")
    sid = ev["session_id"]
    payload = json.loads(ev["payload"])
    if store.count_events_after(sid, event_id, ("UserPromptSubmit", "Stop")):
        return f"session {sid[:8]} moved on since Stop #{event_id}; no decision"
    profile = profile_of(store, sid)
    from warden.workflow.planners import load
    from warden.workflow.planners.base import Plan, StopContext
    from warden.workflow.planners.suggested import suggestions

    w = profile.workflow
    name = w.brain
    if name == "none":
        return "no workflow brain"
    rounds = _rounds(store, sid)
    limit = w.max_rounds
    if rounds >= limit:
        tell(store, sid, f"the {name} brain started {rounds} queues in a row; warden stops here "
                         f"(max_rounds = {limit}); type into the session to go on")
        return "max_rounds reached"
    s = store.session(sid)
    message = str(payload.get("last_assistant_message") or "")
    ctx = StopContext(session_id=sid, session_name=s["name"] if s is not None else None, message=message,
                      suggested=suggestions(message, w.suggest_patterns),
                      cwd=payload.get("cwd") if isinstance(payload.get("cwd"), str) else None,
                      transcript_path=payload.get("transcript_path") if isinstance(
                          payload.get("transcript_path"), str) else None,
                      phase=s["phase"] if s is not None else None, profile=profile.options, previous=previous,
                      home=_home(store))
    outcome = load(name, w.brain_options).decide(ctx)
    if not isinstance(outcome, Plan):
        return f"{name}: {outcome.reason}"
    if not outcome.commands:
        return f"{name}: no commands ({outcome.reason})"
    # the person may have typed while the brain thought
    if store.count_events_after(sid, event_id, ("UserPromptSubmit",)):
        return f"{name}: session {sid[:8]} moved on while deciding; plan dropped"
    qid = q.start(store, sid, outcome.commands, f"brain:{name}", outcome.reason, w.awaits)
    return run_next(store, qid)


def _rounds(store: Store, session_id: str) -> int:
    """Brain-started queues that ran to completion in a row, newest first, for this session
    (followed by name across /clear)."""
    from warden.store import queues

    s = store.session(session_id)
    rows = queues.history(store, session_id, s["name"] if s is not None else None, limit=100)
    n = 0
    for r in rows:
        if r["status"] != "done" or not r["started_by"].startswith("brain:"):
            break
        n += 1
    return n
