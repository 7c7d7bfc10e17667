"""Command queues: the slash commands warden types into a session, one after another.

A queue belongs to one session (followed across ``/clear``, which gives Claude Code a new
session id, by its tmux pane). Each command awaits an event before the next is typed:
``/clear`` awaits SessionStart(source ``clear``), anything else awaits Stop (both
configurable). The state machine::

    queue:    active ─▶ done                  every command's awaited event came
                     ├▶ cancelled             a person typed into the session, or `warden queue cancel`
                     ├▶ stale                 Claude Code restarted (or ended) with commands left
                     └▶ failed                a command could not be typed
    command:  pending ─▶ active ─▶ done       (typed_at: warden typed it; submitted_at: its
                               └▶ cancelled    UserPromptSubmit came back; done_at: its event)

Every transition runs inside the store's write lock (``warden.store.write``), so two hooks firing
at once cannot both advance a queue, and a session never gets two active queues. An
event completes the active command only if the command was typed before the event
arrived and, when both are known, the event carries the ``prompt_id`` of the prompt
warden submitted: a duplicate or late Stop is an unexpected event, ignored and noted.

Hooks learn that a queue may be active for their session without opening the database:
each active queue has a marker file in ``$WARDEN_HOME/queues/`` naming its tmux pane and
session name (written and removed inside the transaction that starts or ends it).
"""

from __future__ import annotations

import os
import re
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from warden.errors import WardenError
from warden.store import queues as rows
from warden.store import write

if TYPE_CHECKING:
    from warden.store import Row, Store

MARKERS = "queues"
ENDED = ("done", "cancelled", "stale", "failed")
# command prefix -> (event, SessionStart source); everything else awaits Stop
DEFAULT_AWAITS: dict[str, tuple[str, str | None]] = {"/clear": ("SessionStart", "clear")}
AWAITABLE = ("Stop", "SessionStart")
RESTART_SOURCES = ("startup", "resume")


class QueueError(WardenError):
    pass


# ------------------------------------------------------------------ markers (read by hooks)


def markers_dir(home: str) -> str:
    return os.path.join(home, MARKERS)


def any_active(home: str) -> bool:
    """Whether any queue may be active: one listdir, for the hook's hot path."""
    try:
        return bool(os.listdir(os.path.join(home, MARKERS)))
    except OSError:
        return False


def _mark(home: str, qid: int, pane: str, socket: str | None, name: str | None) -> None:
    # read by warden.workflow.on_hook.queue_here: pane, socket, session name, one a line
    from warden.home import private_dir

    private_dir(markers_dir(home))
    fd = os.open(os.path.join(markers_dir(home), str(qid)), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with open(fd, "w", encoding="utf-8") as f:
        f.write(f"{pane}\n{socket or ''}\n{name or ''}")


def _unmark(home: str, qid: int) -> None:
    try:
        os.unlink(os.path.join(markers_dir(home), str(qid)))
    except FileNotFoundError:
        pass


def _home_of(store: Store) -> str:
    return store.home


# ------------------------------------------------------------------ awaits


def parse_await(spec: str) -> tuple[str, str | None]:
    """``"Stop"`` or ``"SessionStart:clear"`` -> (event, source)."""
    event, _, source = str(spec).partition(":")
    event = event.strip()
    if event not in AWAITABLE:
        raise QueueError(f"a command can await {' or '.join(AWAITABLE)} (e.g. SessionStart:clear), not {spec!r}")
    if event == "SessionStart" and not source:
        raise QueueError(f"SessionStart needs a source to await, e.g. SessionStart:clear (got {spec!r})")
    return event, (source.strip() or None)


def awaits_for(command: str, overrides: dict[str, str] | None = None) -> tuple[str, str | None]:
    """What ``command`` awaits: the longest matching prefix in ``overrides`` (from the
    profile's ``awaits`` table or the CLI), then the defaults, then Stop."""
    word = command.strip().split()[0] if command.strip() else ""
    table = {k: parse_await(v) for k, v in (overrides or {}).items()}
    for prefix in sorted(table, key=len, reverse=True):
        if word == prefix or command.strip().startswith(prefix):
            return table[prefix]
    if word in DEFAULT_AWAITS:
        return DEFAULT_AWAITS[word]
    return "Stop", None


def is_slash(command: str) -> bool:
    return command.lstrip().startswith("/")


# ------------------------------------------------------------------ reading


queue = rows.queue
commands = rows.commands


def active_command(store: Store, qid: int) -> Row | None:
    return rows.command_with_status(store, qid, "active")


def find_active(store: Store, session_id: str | None = None, pane: str | None = None, socket: str | None = None,
                name: str | None = None) -> Row | None:
    """The active queue of a session: by session id, else by tmux pane, else by name."""
    if session_id:
        row = rows.active_by_session(store, session_id)
        if row is not None:
            return row
    if pane:
        row = rows.active_by_pane(store, pane, socket)
        if row is not None:
            return row
    if name:
        return rows.active_by_name(store, name)
    return None


def latest(store: Store, session_id: str) -> Row | None:
    """The session's active queue, else its newest one."""
    row = find_active(store, session_id)
    if row is not None:
        return row
    s = store.session(session_id)
    found = rows.history(store, session_id, s["name"] if s is not None else None, limit=1)
    return found[0] if found else None


# ------------------------------------------------------------------ starting


def start(store: Store, session_id: str, cmds: list[str], started_by: str, reason: str = "",
          awaits: dict[str, str] | None = None, origin: str | None = None) -> int:
    """Create an active queue for the session, its first command active (not yet typed).

    Refuses a session that is not managed, has no tmux pane, or already runs a queue. A
    session of another machine (a fleet's server) gets its queue from that machine's
    relay: this makes the queue's mirror and the work that carries it (``warden.fleet``).
    """
    cmds = [c.strip() for c in cmds if c and c.strip()]
    if not cmds:
        raise QueueError("give at least one command")
    from warden.deliver.prompt import check_prompt
    from warden.text import invalid, untypable

    for c in cmds:
        if "\n" in c or "\r" in c:
            raise QueueError(f"a command is one line: {c!r}")
        why = invalid(c) or untypable(c)
        if why:
            raise QueueError(f"{c!r}: {why}")
        check_prompt(c, QueueError)  # "!" would run a shell command, "#" save a memory
    plan = [(c, *awaits_for(c, awaits)) for c in cmds]
    home = _home_of(store)
    with write(store.db):
        s = store.session(session_id)
        if s is None:
            raise QueueError(f"no session {session_id!r}")
        if not s["managed"]:
            raise QueueError(f"session {s['name'] or session_id[:8]} is observed, not managed: warden does not act on "
                             "its events (start it with `warden run`, or match it with a [[manage]] rule)")
        if not s["tmux_pane"] and not s["machine"]:
            raise QueueError(f"session {s['name'] or session_id[:8]} runs outside tmux: warden has no pane to type into")
        busy = find_active(store, session_id, s["tmux_pane"], s["tmux_socket"], None if s["machine"] else s["name"])
        if busy is not None:
            raise QueueError(f"session {s['name'] or session_id[:8]} already runs queue #{busy['id']} "
                             f"(`warden queue cancel {s['name'] or session_id[:8]}` first)")
        refused = _refused(home, cmds)
        if refused:
            raise QueueError(refused)
        qid = rows.create(store, s, started_by, reason, plan, origin=origin)
        if s["machine"]:
            from warden.fleet.work import send_queue

            send_queue(store, s["machine"], qid, session_id, cmds, started_by, reason, awaits)
        else:
            _mark(home, qid, s["tmux_pane"], s["tmux_socket"], s["name"])
    return qid


def by_origin(store: Store, origin: str) -> Row | None:
    """The queue started elsewhere as ``origin`` (a fleet's server: ``server/<id>``)."""
    return rows.by_origin(store, origin)


def _refused(home: str, cmds: list[str]) -> str | None:
    """Why warden may not type one of ``cmds`` (``[commands] allow`` of config.toml)."""
    from warden import config

    allowed = config.load(os.path.join(home, "config.toml")).commands
    return next((why for why in map(allowed.refused, cmds) if why), None)


# ------------------------------------------------------------------ typing (the worker's side)


def claim(store: Store, qid: int) -> Row | None:
    """Claim the active command for typing; None if the queue is not active, the command
    is already claimed (another worker has it), or there is none."""
    with write(store.db):
        q = queue(store, qid)
        if q is None or q["status"] != "active":
            return None
        cmd = active_command(store, qid)
        if cmd is None or cmd["claimed_at"] is not None:
            return None
        rows.update_command(store, cmd["id"], claimed_at=time.time())
        return rows.command(store, cmd["id"])


def mark_typed(store: Store, cmd_id: int, delivery: str = "keys") -> bool:
    """Record, just before Enter, that warden types this command (so its UserPromptSubmit
    is known to be warden's). False if the queue stopped meanwhile: do not type."""
    with write(store.db):
        row = rows.command(store, cmd_id)
        if row is None or row["queue_status"] != "active" or row["status"] != "active":
            return False
        now = time.time()
        rows.update_command(store, cmd_id, typed_at=now, delivery=delivery)
        rows.update_queue(store, row["queue_id"], updated_at=now)
        return True


def fail(store: Store, qid: int, error: str) -> None:
    with write(store.db):
        row = queue(store, qid)
        if row is None or row["status"] != "active":
            return  # cancelled or ended meanwhile: that end stands
        cmd = active_command(store, qid)
        if cmd is not None:
            rows.update_command(store, cmd["id"], error=error)
        _end(store, qid, "failed", error)


def cancel(store: Store, qid: int, detail: str) -> bool:
    """Cancel an active queue. A queue of another machine's session is cancelled by that
    machine's relay: its status here follows when the machine says so."""
    with write(store.db):
        q = queue(store, qid)
        if q is None or q["status"] != "active":
            return False
        machine = store.session_machine(q["session_id"])
        if machine:
            from warden.fleet.work import send_cancel

            send_cancel(store, machine, q, detail)
            return True
        _end(store, qid, "cancelled", detail)
        return True


def _end(store: Store, qid: int, status: str, detail: str) -> None:
    """End a queue (inside a write transaction): unfinished commands are cancelled."""
    now = time.time()
    rows.update_queue(store, qid, status=status, detail=detail, updated_at=now, ended_at=now)
    if status != "done":
        rows.cancel_unfinished(store, qid)
    _unmark(_home_of(store), qid)


def claim_notice(store: Store, qid: int) -> Row | None:
    """The ended queue, if its end has not been announced yet (claimed atomically)."""
    with write(store.db):
        q = queue(store, qid)
        if q is None or q["status"] not in ENDED or q["notified_at"] is not None:
            return None
        rows.update_queue(store, qid, notified_at=time.time())
        return q


# ------------------------------------------------------------------ events (the hooks' side)


@dataclass
class Event:
    """What a hook saw, reduced to what the state machine needs."""

    kind: str  # Stop | SessionStart | UserPromptSubmit | SessionEnd
    session_id: str | None
    at: float = field(default_factory=time.time)
    source: str | None = None  # SessionStart source / SessionEnd reason
    prompt: str | None = None
    prompt_id: str | None = None
    message: str | None = None  # last_assistant_message
    stop_hook_active: bool = False
    pane: str | None = None
    socket: str | None = None
    name: str | None = None
    event_id: int | None = None

    @classmethod
    def from_hook(cls, payload: dict[str, Any], meta: dict[str, str], event_id: int | None = None) -> Event:
        def s(key: str) -> str | None:
            v = payload.get(key)
            return v if isinstance(v, str) else None

        kind = s("hook_event_name") or ""
        return cls(kind=kind, session_id=s("session_id"), source=s("source") or s("reason"), prompt=s("prompt"),
                   prompt_id=s("prompt_id"), message=s("last_assistant_message"),
                   stop_hook_active=payload.get("stop_hook_active") is True, pane=meta.get("pane") or None,
                   socket=meta.get("socket") or None, name=meta.get("name") or None, event_id=event_id)


@dataclass
class Outcome:
    """What the hook should do next: ``type`` (spawn the worker to type the active
    command), ``block`` (print a Stop block with ``text``), ``ended`` (spawn the worker
    to announce the end), or nothing."""

    queue_id: int | None = None
    action: str | None = None
    text: str = ""
    note: str = ""
    status: str | None = None  # the queue's status afterwards


def _norm(text: str | None) -> str:
    return re.sub(r"\s+", " ", text or "").strip()


def on_event(store: Store, ev: Event, continue_via: str = "keys") -> Outcome:
    """Apply one hook event to the session's active queue, atomically."""
    with write(store.db):
        q = find_active(store, ev.session_id, ev.pane, ev.socket, ev.name)
        if q is None:
            return Outcome()
        out = _apply(store, q, ev, continue_via)
        out.queue_id = q["id"]
        row = queue(store, q["id"])
        out.status = row["status"] if row is not None else None
        return out


def _apply(store: Store, q: Row, ev: Event, continue_via: str) -> Outcome:
    qid = q["id"]
    cmd = active_command(store, qid)
    tag = f"queue #{qid}"
    if ev.kind == "UserPromptSubmit":
        if (cmd is not None and cmd["typed_at"] is not None and cmd["submitted_at"] is None
                and cmd["delivery"] == "keys" and _norm(ev.prompt) == _norm(cmd["command"])):
            rows.update_command(store, cmd["id"], submitted_at=ev.at, prompt_id=ev.prompt_id)
            return Outcome(note=f"{tag}: warden's own {cmd['command']} submitted")
        from warden.text import one_line

        _end(store, qid, "cancelled", f"a person typed into the session: {one_line(ev.prompt or '', 120)}")
        return Outcome(action="ended", note=f"{tag} cancelled: a person typed into the session")

    if ev.kind == "SessionStart":
        if ev.source in RESTART_SOURCES:
            left = sum(1 for c in commands(store, qid) if c["status"] in ("pending", "active"))
            _end(store, qid, "stale", f"Claude Code restarted (SessionStart {ev.source}) with {left} command(s) left")
            return Outcome(action="ended", note=f"{tag} stale: Claude Code restarted with {left} command(s) left")
        if ev.session_id and ev.session_id != q["session_id"]:
            # /clear and /compact give the session a new id; the queue follows its pane
            rows.update_queue(store, qid, session_id=ev.session_id)
        if cmd is not None and cmd["awaits_event"] == "SessionStart" and cmd["awaits_source"] == ev.source \
                and _typed_before(cmd, ev):
            return _advance(store, q, cmd, ev, None, continue_via)
        return Outcome(note=f"{tag}: SessionStart({ev.source}) not awaited; ignored")

    if ev.kind == "SessionEnd":
        if ev.source == "clear":
            return Outcome(note=f"{tag}: session cleared; the queue follows the pane")
        _end(store, qid, "stale", f"the session ended ({ev.source or 'no reason given'})")
        return Outcome(action="ended", note=f"{tag} stale: the session ended")

    if ev.kind == "Stop":
        if cmd is None or cmd["awaits_event"] != "Stop" or not _typed_before(cmd, ev):
            return Outcome(note=f"{tag}: Stop not awaited now; ignored")
        if ev.stop_hook_active and cmd["delivery"] != "block":
            return Outcome(note=f"{tag}: Stop with stop_hook_active (another hook made Claude continue); ignored")
        if cmd["prompt_id"] and ev.prompt_id and cmd["prompt_id"] != ev.prompt_id:
            return Outcome(note=f"{tag}: Stop of another prompt than {cmd['command']}; ignored")
        return _advance(store, q, cmd, ev, ev.message, continue_via)

    return Outcome(note=f"{tag}: {ev.kind} not awaited; ignored")


def _typed_before(cmd: Row, ev: Event) -> bool:
    return cmd["typed_at"] is not None and ev.at >= cmd["typed_at"]


def _advance(store: Store, q: Row, cmd: Row, ev: Event, result: str | None,
             continue_via: str) -> Outcome:
    qid, now = q["id"], time.time()
    rows.update_command(store, cmd["id"], status="done", done_at=now, done_event_id=ev.event_id, result=result)
    nxt = rows.command_with_status(store, qid, "pending")
    total = rows.count_commands(store, qid)
    tag = f"queue #{qid}: {cmd['command']} done ({cmd['seq']}/{total})"
    if nxt is None:
        _end(store, qid, "done", f"{total}/{total} commands done")
        return Outcome(action="ended", note=f"{tag}; queue complete")
    rows.update_command(store, nxt["id"], status="active")
    rows.update_queue(store, qid, updated_at=now)
    if ev.kind == "Stop" and continue_via == "block" and not is_slash(nxt["command"]):
        # a plain continuation goes back through this Stop hook: no keystrokes
        rows.update_command(store, nxt["id"], claimed_at=now, typed_at=now, delivery="block")
        return Outcome(action="block", text=nxt["command"], note=f"{tag}; next delivered by the Stop hook")
    return Outcome(action="type", note=f"{tag}; typing {nxt['command']}")


def report(store: Store, qid: int) -> dict[str, Any]:
    """The queue and every command with its result, for the brain or the person."""
    q = queue(store, qid)
    if q is None:
        raise QueueError(f"no queue #{qid}")
    return {
        "queue": qid, "session_id": q["session_id"], "session": q["name"], "status": q["status"],
        "detail": q["detail"], "started_by": q["started_by"], "reason": q["reason"],
        "commands": [{"command": c["command"], "status": c["status"], "awaits": awaits_text(c),
                      "delivery": c["delivery"], "result": c["result"], "error": c["error"]}
                     for c in commands(store, qid)],
    }


def awaits_text(c: Row) -> str:
    return c["awaits_event"] + (f":{c['awaits_source']}" if c["awaits_source"] else "")


def sync_markers(store: Store) -> None:
    """Remove markers of queues that are no longer active (a crash between the two steps
    of ending one); run by `warden queue show`."""
    home = _home_of(store)
    try:
        names = os.listdir(markers_dir(home))
    except OSError:
        return
    for n in names:
        row = queue(store, int(n)) if n.isdigit() else None
        if row is None or row["status"] != "active":
            try:
                os.unlink(os.path.join(markers_dir(home), n))
            except FileNotFoundError:
                pass
