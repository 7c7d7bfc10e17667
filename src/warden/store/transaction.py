"""Write transactions of the store: one lock up front, nested ones as savepoints, and
work that waits for the commit."""

from __future__ import annotations

import sqlite3
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Callable


class Connection(sqlite3.Connection):
    """A connection that can run work once its current write transaction commits."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.after_commit: list[Callable[[], None]] = []


_savepoints = iter(range(1, 1 << 62))


class write:  # noqa: N801 - used like a function: `with write(db):`
    """A write transaction that takes the lock up front, so read-modify-write is atomic.

    Inside another write transaction it is a savepoint of it: ingestion records an
    event and everything its route writes in one transaction, so they commit together
    or not at all."""

    def __init__(self, db: sqlite3.Connection):
        self.db = db
        self.savepoint: str | None = None

    def __enter__(self) -> sqlite3.Connection:
        if self.db.in_transaction:
            self.savepoint = f"w{next(_savepoints)}"
            self.db.execute(f"SAVEPOINT {self.savepoint}")
        else:
            self.db.execute("BEGIN IMMEDIATE")
        return self.db

    def __exit__(self, exc_type: object, exc: object, tb: object) -> None:
        if self.savepoint is not None:
            if exc_type is not None:
                self.db.execute(f"ROLLBACK TO {self.savepoint}")
            self.db.execute(f"RELEASE {self.savepoint}")
            return
        pending: list[Callable[[], None]] = getattr(self.db, "after_commit", [])
        if exc_type is not None:
            pending.clear()
            self.db.execute("ROLLBACK")
            return
        try:
            self.db.execute("COMMIT")
        except BaseException:
            pending.clear()
            if self.db.in_transaction:  # a failed COMMIT (disk full) may leave it open
                self.db.execute("ROLLBACK")
            raise
        while pending:
            pending.pop(0)()


def after_commit(db: sqlite3.Connection, fn: Callable[[], None]) -> None:
    """Run ``fn`` once the current write transaction commits (now, outside one): work
    that others must see the outcome of (a detached process reading the store)."""
    if db.in_transaction and isinstance(db, Connection):
        db.after_commit.append(fn)
    else:
        fn()
