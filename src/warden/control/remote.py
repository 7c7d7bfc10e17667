"""A control for a session of another machine (on a fleet's server): checked here as far
as the server can (the session is managed; a message is one typable line that
``[commands] allow`` admits), then queued in the same write transaction as its
``WardenControl`` event, for that machine's relay (``warden.fleet.work``). The relay
applies it to the session's pane there through the same control function a local request
uses (``warden.fleet.carry``), with the checks only the machine can make (what its screen
shows: a picker or a dialog, a running turn, someone typing). What became of it comes
back as the work's acknowledgement: a ``warden:relay`` event in the session's log."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Self

from warden.control.target import ControlError, Target, note
from warden.store import write

if TYPE_CHECKING:
    from warden.store import Row, Store


class Sent(str):
    """What a control said when it went to a machine (a ``str``, as every control's line
    is), with the work item that carries it, for whoever wants to wait for it."""

    work: int
    machine: str

    def __new__(cls, said: str, work: int, machine: str) -> Self:
        self = super().__new__(cls, said)
        self.work, self.machine = work, machine
        return self


def to_machine(store: Store, target: Target, action: str, text: str | None, by: str) -> tuple[int, str]:
    """Queue ``action`` for the machine's relay (``text``: a message or a resume's prompt,
    checked by the caller with ``message.check_text``); (work id, one line saying so)."""
    from warden.fleet.work import send_control

    s, machine = target.session, target.machine
    assert s is not None and machine is not None
    if not s["managed"]:
        raise ControlError(f"{target.label} is observed, not managed: warden leaves it to its person (start it with "
                           "`warden run` on its machine, or match it with a [[manage]] rule there)")
    with write(store.db):
        work = send_control(store, machine, str(s["id"]), action, text, by)
        said = f"sent to machine {machine} (work #{work}): its relay applies it to the session there"
        note(store, target, action, by, said, work=work, machine=machine, **({"text": text} if text else {}))
    return work, said


def wait(store: Store, work_id: int, timeout: float) -> Row | None:
    """The work item once its machine has acknowledged it, or None after ``timeout``
    seconds. Woken by the store's changes (LISTEN/NOTIFY on PostgreSQL)."""
    from warden.store.changes import Changes

    end = time.monotonic() + timeout
    changes = Changes(store)
    try:
        while True:
            row = store.work_item(work_id)
            if row is None or row["done_at"] is not None:
                return row
            left = end - time.monotonic()
            if left <= 0:
                return None
            changes.wait(min(left, 1.0))
    finally:
        changes.close()


def message(store: Store, target: Target, text: str, by: str) -> dict[str, object]:
    """``message.send`` for a machine's session: what the board and `warden send` show."""
    work, said = to_machine(store, target, "message", text, by)
    return {"route": "machine", "machine": target.machine, "work_id": work, "detail": said + "; what became of it follows in the session's log"}
