"""Waiting for what other processes write: the board's live loop, a hook waiting for a person.

On SQLite, what works stays: ``PRAGMA data_version`` on a connection that never writes
goes up when any other connection commits, a cheap look every ``TICK``; a waiter for an
answer sleeps between cheap indexed reads. On PostgreSQL nothing polls: the store's
triggers NOTIFY at commit (``warden.store.postgres``), ``Changes`` LISTENs on its own
connection, and an answer waiter LISTENs for its decision's channel on the store's
connection, so it wakes when the answer is committed, by any process on any machine.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from warden.store import Store

TICK = 0.1


class Changes:
    """Whether anything was committed to the store since the last look."""

    def __init__(self, store: Store):
        from warden.store import connect

        # a connection of its own: on SQLite its data_version moves for every other
        # connection's commits (the store's own included); on PostgreSQL it only listens
        self.backend = store.db.backend
        self._db = connect(store.target)
        self._seen = -1
        if self.backend == "postgres":
            from warden.store.postgres import CHANNEL

            self._db.listen(CHANNEL)  # type: ignore[attr-defined]

    def poll(self) -> bool:
        """Changed since the last look? Never blocks."""
        return self.wait(0.0)

    def wait(self, timeout: float) -> bool:
        """Block until something is committed (True) or ``timeout`` passes (False)."""
        if self.backend == "postgres":
            return bool(self._db.notified(timeout))  # type: ignore[attr-defined]
        end = time.monotonic() + timeout
        while True:
            dv = self._db.data_version()  # type: ignore[attr-defined]
            changed, self._seen = dv != self._seen, dv
            left = end - time.monotonic()
            if changed or left <= 0:
                return changed
            time.sleep(min(TICK, left))

    def close(self) -> None:
        self._db.close()


class AnswerWaiter:
    """Waits between looks at a decision's answers (``with store.answer_waiter(qid) as w``).

    SQLite: ``wait`` sleeps ``poll`` seconds (the hook's path, measured: one indexed read
    per look). PostgreSQL: ``wait`` returns when an answer to this decision is committed,
    or after ``timeout``; LISTEN starts before the first look, so none is missed."""

    def __init__(self, store: Store, qid: int, poll: float):
        self.db = store.db
        self.poll = poll
        self.channel: str | None = None
        if self.db.backend == "postgres":
            from warden.store.postgres import answer_channel

            self.channel = answer_channel(qid)
            self.db.listen(self.channel)  # type: ignore[attr-defined]

    def wait(self, timeout: float) -> None:
        if self.channel is None:
            time.sleep(max(0.0, min(self.poll, timeout)))
        else:
            self.db.notified(timeout, self.channel)  # type: ignore[attr-defined]

    def __enter__(self) -> AnswerWaiter:
        return self

    def __exit__(self, *exc: object) -> None:
        if self.channel is not None:
            try:
                self.db.unlisten(self.channel)  # type: ignore[attr-defined]
            except Exception:  # noqa: BLE001 - a broken connection has stopped listening anyway
                pass
