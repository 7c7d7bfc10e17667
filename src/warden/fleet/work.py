"""Work the server hands to a machine's relay: an answer to record there, a queue to
start or cancel there, a control to apply to a session there (a message, interrupt,
stop, resume). Queued inside the caller's write transaction, so the answer (or the
queue) and the work that carries it commit together or not at all."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from warden.store.machines import local_id

if TYPE_CHECKING:
    from warden.store import Row, Store

ANSWER, QUEUE, CANCEL, CONTROL = "answer", "queue", "queue_cancel", "control"
KINDS = (ANSWER, QUEUE, CANCEL, CONTROL)
ACTIONS = ("message", "interrupt", "stop", "resume")  # the controls a machine applies to its session


def _dumps(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def send_answer(store: Store, machine: str, q: Row, answer_id: int, answer_json: str, decided_by: str,
                reason: str) -> int:
    """Queue an answer recorded here for decision ``q`` of ``machine``'s session."""
    body = {"kind": ANSWER, "question": local_id(q["origin"], machine), "tool_use_id": q["tool_use_id"],
            "session_id": q["session_id"], "answer": json.loads(answer_json), "decided_by": decided_by,
            "reason": reason, "answer_id": answer_id}
    return store.add_work(machine, ANSWER, _dumps(body), question_id=int(q["id"]), answer_id=answer_id)


def send_queue(store: Store, machine: str, queue_id: int, session_id: str, commands: list[str], started_by: str,
               reason: str, awaits: dict[str, str] | None) -> int:
    """Queue a command queue started here (``queue_id``, its mirror) for ``machine``'s session."""
    body = {"kind": QUEUE, "queue_id": queue_id, "session_id": session_id, "commands": commands,
            "started_by": started_by, "reason": reason, "awaits": awaits or {}}
    return store.add_work(machine, QUEUE, _dumps(body), queue_id=queue_id)


def send_cancel(store: Store, machine: str, q: Row, detail: str) -> int:
    """Queue the cancelling of ``machine``'s queue ``q`` (a mirrored row, or one started
    here whose queue on the machine is not known yet)."""
    body = {"kind": CANCEL, "queue": local_id(q["origin"], machine), "server_queue": int(q["id"]),
            "session_id": q["session_id"], "detail": detail}
    return store.add_work(machine, CANCEL, _dumps(body), queue_id=int(q["id"]))


def send_control(store: Store, machine: str, session_id: str, action: str, text: str | None, by: str) -> int:
    """Queue a control for ``machine``'s session (its id is the same on both sides: a
    session is mirrored by its Claude Code id)."""
    if action not in ACTIONS:
        raise ValueError(f"no control {action!r} for a machine's session")
    body = {"kind": CONTROL, "session_id": session_id, "action": action, "text": text, "by": by}
    return store.add_work(machine, CONTROL, _dumps(body))
