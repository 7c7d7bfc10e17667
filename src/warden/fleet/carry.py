"""A machine carries out the server's work (``warden.fleet``), through the same functions
as a local request: an answer through ``warden.deliver.record``, a queue through the
local workflow queue, a control (message, interrupt, stop, resume) through
``warden.control`` with every check a local request gets. Each item ends with a ``warden:relay`` event that acknowledges it
upstream, written with the relay's cursor in one transaction."""

from __future__ import annotations

from typing import Any

from warden.errors import WardenError
from warden.fleet import work as kinds
from warden.store import Store, dumps, write
from warden.store.machines import SERVER
from warden.text import one_line

ACK_EVENT = "warden:relay"


def carry(store: Store, item: dict[str, Any]) -> tuple[str, str]:
    """Carry out one work item; (outcome, detail). Never raises for a refusal: the
    outcome says it (``rejected``), and the server is told."""
    kind = item.get("kind")
    try:
        if kind == kinds.ANSWER:
            return _answer(store, item)
        if kind == kinds.QUEUE:
            return _queue(store, item)
        if kind == kinds.CANCEL:
            return _cancel(store, item)
        if kind == kinds.CONTROL:
            return _control(store, item)
    except (KeyError, TypeError, ValueError) as e:
        return "rejected", f"malformed work: {type(e).__name__}: {e}"
    return "rejected", f"this relay does not know work of kind {kind!r}"


def acknowledge(store: Store, item: dict[str, Any], outcome: str, detail: str) -> None:
    """Say upstream what became of a work item, and move past it."""
    payload = {"hook_event_name": ACK_EVENT, "session_id": item.get("session_id"),
               "tool_use_id": item.get("tool_use_id"), "work_id": int(item["id"]), "kind": item.get("kind"),
               "outcome": outcome, "detail": detail}
    note = one_line(f"from the server: {item.get('kind')} (work #{item['id']}) {outcome}: {detail}", 300)
    with write(store.db):
        store.add_event(dumps(payload), payload, note)
        store.set_work_after(int(item["id"]))
        if item.get("kind") == kinds.ANSWER and isinstance(item.get("question"), int):
            # the decision as it stands here is what the server must end with
            store.outbox_touch("decision", item["question"])


def _answer(store: Store, item: dict[str, Any]) -> tuple[str, str]:
    from warden import kinds as decision_kinds
    from warden.deliver.record import AnswerRejected, record

    qid = item["question"]
    q = store.question(qid) if isinstance(qid, int) else None
    if q is None or q["tool_use_id"] != item.get("tool_use_id"):
        return "rejected", f"no decision #{qid} for tool call {item.get('tool_use_id')} on this machine"
    origin = f"{SERVER}/{int(item['answer_id'])}"
    if any(a["origin"] == origin for a in store.answers(qid)):
        return "recorded", "recorded when this work was carried before"
    try:
        answer = decision_kinds.of(q).answer_of(item["answer"])
        rec = record(store, qid, answer, str(item["decided_by"]), str(item.get("reason") or ""), origin=origin)
    except AnswerRejected as e:
        return "rejected", str(e)
    return "recorded", rec.route


def _queue(store: Store, item: dict[str, Any]) -> tuple[str, str]:
    from warden.workflow import queue as q
    from warden.workflow.on_hook import spawn
    from warden.workflow.worker import awaits_of

    origin = f"{SERVER}/{int(item['queue_id'])}"
    found = q.by_origin(store, origin)
    if found is not None:
        return "started", f"queue #{found['id']} (started when this work was carried before)"
    commands = item["commands"]
    if not isinstance(commands, list) or not all(isinstance(c, str) for c in commands):
        return "rejected", "commands must be strings"
    given = item.get("awaits") if isinstance(item.get("awaits"), dict) else {}
    try:
        sid = store.resolve_session(str(item["session_id"]))
        awaits = {**awaits_of(store, sid), **{str(k): str(v) for k, v in given.items()}}
        qid = q.start(store, sid, commands, str(item.get("started_by") or "server"), str(item.get("reason") or ""),
                      awaits, origin=origin)
    except WardenError as e:
        return "rejected", str(e)
    spawn(store.home, "run-next", str(qid))
    return "started", f"queue #{qid}"


def _cancel(store: Store, item: dict[str, Any]) -> tuple[str, str]:
    from warden.workflow import queue as q
    from warden.workflow.worker import announce

    row = q.queue(store, item["queue"]) if isinstance(item.get("queue"), int) else None
    if row is None:
        row = q.by_origin(store, f"{SERVER}/{int(item['server_queue'])}")
    if row is None:
        return "rejected", "no such queue on this machine"
    if not q.cancel(store, int(row["id"]), str(item.get("detail") or "cancelled on the server")):
        return "rejected", f"queue #{row['id']} is {row['status']}, not running"
    announce(store, int(row["id"]))
    return "cancelled", f"queue #{row['id']}"


DONE = {"message": "sent", "interrupt": "interrupted", "stop": "stopped", "resume": "resumed"}


def _control(store: Store, item: dict[str, Any]) -> tuple[str, str]:
    from warden.control import lifecycle, message
    from warden.control.target import CARRYING, resolve

    action, sid, work = item["action"], str(item["session_id"]), int(item["id"])
    if action not in DONE:
        return "rejected", f"no control {action!r}"
    if _applied(store, sid, work):
        return DONE[action], "applied when this work was carried before"
    by, text = str(item.get("by") or "server"), item.get("text")
    token = CARRYING.set(work)
    try:
        if action == "message":
            said = str(message.send(store, resolve(store, sid), text, by)["detail"])
        elif action == "resume":
            said = lifecycle.resume(store, sid, text if isinstance(text, str) else None, by)
        elif action == "interrupt":
            said = lifecycle.interrupt(store, sid, by)
        else:
            said = lifecycle.stop(store, sid, by)
    except WardenError as e:  # the control's refusal, said as it is said locally
        return "rejected", str(e)
    finally:
        CARRYING.reset(token)
    return DONE[action], said


def _applied(store: Store, session_id: str, work: int) -> bool:
    """Whether the session's log holds this work's control already (a relay killed
    between applying it and acknowledging it): typed twice it would be said twice."""
    import json

    if store.session(session_id) is None:
        return False
    for e in store.events(session_id, event="WardenControl", limit=50):
        try:
            if json.loads(e["payload"]).get("work") == work:
                return True
        except (ValueError, AttributeError):
            continue
    return False
