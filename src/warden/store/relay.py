"""A machine's side of a fleet (``warden.fleet.relay``): its link to the server and the
outbox of what its relay has to ship.

While the store is linked (one row in ``relay_link``), SQLite triggers (migration
``0009_relay_outbox``) queue ``(item, ref)`` in ``outbox`` for every event written or
noted, and every session, decision (with its answers and traces) and queue (with its
commands) written: the hooks, the CLI, the local board and deliveries need not know
about the relay. The relay reads the outbox in order, ships the current state of each
row it names, and deletes what the server acknowledged.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from warden.store.db import Database, Row

ITEMS = ("event", "session", "decision", "queue")


def _plain(row: Row | None) -> dict[str, Any] | None:
    return None if row is None else dict(zip(row.keys(), row))


class Relay:
    db: Database

    # ------------------------------------------------------------ the link

    def link(self) -> Row | None:
        return self.db.one("SELECT * FROM relay_link WHERE id=1")

    def set_link(self, server: str, machine: str) -> bool:
        """Link this store to ``machine`` at ``server`` (inside a write transaction). A
        new link (or another server or machine) queues everything already in the store
        and starts the work cursor afresh; returns whether it did."""
        row = self.link()
        if row is not None and (row["server"], row["machine"]) == (server, machine):
            return False
        self.db.execute("DELETE FROM relay_link")
        self.db.execute("DELETE FROM outbox")
        self.db.execute("INSERT INTO relay_link (id, server, machine, work_after, linked_at) VALUES (1,?,?,0,?)",
                        (server, machine, time.time()))
        # what happened before the link, in the order it happened
        self.db.execute("INSERT INTO outbox (item, ref) SELECT 'session', id FROM sessions ORDER BY created_at")
        self.db.execute("INSERT INTO outbox (item, ref) SELECT 'event', id FROM events ORDER BY id")
        self.db.execute("INSERT INTO outbox (item, ref) SELECT 'decision', id FROM questions ORDER BY id")
        self.db.execute("INSERT INTO outbox (item, ref) SELECT 'queue', id FROM queues ORDER BY id")
        return True

    def unlink(self) -> None:
        self.db.execute("DELETE FROM relay_link")
        self.db.execute("DELETE FROM outbox")

    def set_work_after(self, work_id: int) -> None:
        self.db.execute("UPDATE relay_link SET work_after=? WHERE id=1 AND work_after<?", (work_id, work_id))

    # ------------------------------------------------------------ the outbox

    def outbox(self, limit: int) -> list[Row]:
        return self.db.all("SELECT id, item, ref FROM outbox ORDER BY id LIMIT ?", (limit,))

    def outbox_count(self) -> int:
        return int(self.db.value("SELECT count(*) AS n FROM outbox"))

    def outbox_done(self, upto: int) -> None:
        """The server has what the outbox named up to id ``upto``."""
        self.db.execute("DELETE FROM outbox WHERE id<=?", (upto,))

    def outbox_touch(self, item: str, ref: Any) -> None:
        """Ship this row again (its state here is what the server must end with)."""
        if item not in ITEMS:
            raise ValueError(f"not an outbox item: {item!r}")
        if self.link() is not None:
            self.db.execute("INSERT INTO outbox (item, ref) VALUES (?,?)", (item, str(ref)))

    # ------------------------------------------------------------ what is shipped

    def shipment(self, item: str, ref: str) -> dict[str, Any] | None:
        """The current state of the row an outbox entry names (None: gone)."""
        if item == "event":
            row = _plain(self.db.one("SELECT * FROM events WHERE id=?", (int(ref),)))
            if row is None:
                return None
            return {"item": "event", "id": row.pop("id"), "row": row}
        if item == "session":
            row = _plain(self.db.one("SELECT * FROM sessions WHERE id=?", (ref,)))
            return None if row is None else {"item": "session", "id": ref, "row": row}
        if item == "decision":
            row = _plain(self.db.one("SELECT * FROM questions WHERE id=?", (int(ref),)))
            if row is None:
                return None
            answers = [_plain(a) for a in self.db.all("SELECT * FROM answers WHERE question_id=? ORDER BY id",
                                                      (int(ref),))]
            traces = [_plain(t) for t in self.db.all("SELECT * FROM traces WHERE question_id=? ORDER BY id",
                                                     (int(ref),))]
            return {"item": "decision", "id": row.pop("id"), "row": row, "answers": answers, "traces": traces}
        if item == "queue":
            row = _plain(self.db.one("SELECT * FROM queues WHERE id=?", (int(ref),)))
            if row is None:
                return None
            commands = [_plain(c) for c in self.db.all("SELECT * FROM queue_commands WHERE queue_id=? ORDER BY seq",
                                                       (int(ref),))]
            return {"item": "queue", "id": row.pop("id"), "row": row, "commands": commands}
        raise ValueError(f"not an outbox item: {item!r}")
