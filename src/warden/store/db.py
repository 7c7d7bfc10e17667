"""The database adapter: the store's SQL is written once and runs on SQLite and PostgreSQL.

What the store's SQL may rely on, on both backends:

* ``?`` placeholders (PostgreSQL gets psycopg's ``%s``);
* rows addressed by name: ``row["col"]``, ``row.keys()``, ``dict(row)`` (and by position);
* an insert returns its id through ``RETURNING id`` (``Database.insert``), never ``lastrowid``;
* ``INSERT ... ON CONFLICT ... DO NOTHING / DO UPDATE SET col=excluded.col``;
* JSON as TEXT, timestamps as REAL (DOUBLE PRECISION on PostgreSQL);
* ``floor()`` (given to a SQLite built without its math functions) and ``GROUP BY 1, 2``.

Writes are serialised as SQLite serialises them: a write transaction (``write(db)``)
holds the database's one write lock from its first statement, so a read-modify-write
inside it is atomic across processes (and, on PostgreSQL, machines). On SQLite that is
``BEGIN IMMEDIATE``; on PostgreSQL a transaction-level advisory lock
(``warden.store.postgres``). A statement outside ``write()`` is its own transaction.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import time
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator, Sequence
    from pathlib import Path
    from typing import Protocol

    class Row(Protocol):
        """A row: by name (``row["id"]``), ``keys()``, ``dict(row)``; by position too."""

        def __getitem__(self, key: str | int) -> Any: ...

        def keys(self) -> list[str]: ...

        def __iter__(self) -> Iterator[Any]: ...
else:
    Row = Any  # a type for annotations only (sqlite3.Row, warden.store.postgres.PgRow)

BUSY_TIMEOUT_MS = 15000


class Database:
    """One connection to the store's database; the interface both backends keep."""

    backend: str  # "sqlite" | "postgres"
    target: str  # the file's path, or the URL (password hidden)

    def execute(self, sql: str, args: Sequence[Any] = ()) -> Any:  # a cursor: fetchone(), fetchall()
        raise NotImplementedError

    def one(self, sql: str, args: Sequence[Any] = ()) -> Row | None:
        return self.execute(sql, args).fetchone()  # type: ignore[no-any-return]

    def all(self, sql: str, args: Sequence[Any] = ()) -> list[Row]:
        return self.execute(sql, args).fetchall()  # type: ignore[no-any-return]

    def value(self, sql: str, args: Sequence[Any] = ()) -> Any:
        """The first column of the first row (None when there is no row)."""
        row = self.execute(sql, args).fetchone()
        return None if row is None else row[0]

    def insert(self, sql: str, args: Sequence[Any] = ()) -> int | None:
        """Run an INSERT and return the id of the row it inserted or updated (None: none,
        as after ``ON CONFLICT DO NOTHING``)."""
        rows = self.execute(sql + " RETURNING id", args).fetchall()
        return int(rows[0][0]) if rows else None

    @property
    def in_transaction(self) -> bool:
        raise NotImplementedError

    def begin(self) -> None:
        """Start a write transaction holding the write lock."""
        raise NotImplementedError

    def commit(self) -> None:
        self.execute("COMMIT")

    def rollback(self) -> None:
        self.execute("ROLLBACK")

    def script(self, sql: str) -> None:
        """Run DDL (several statements) inside the current transaction."""
        raise NotImplementedError

    def table_exists(self, name: str) -> bool:
        raise NotImplementedError

    def batched(self) -> Any:
        """A context in which statements whose results are not read yet go out together
        (PostgreSQL's pipeline mode); an error may then surface at a later statement, or
        when the context ends. SQLite runs in the process: nothing to gather."""
        return contextlib.nullcontext()

    def close(self) -> None:
        raise NotImplementedError


def unavailable(error: BaseException) -> bool:
    """An error of the database's surroundings rather than of what was asked of it: the
    database locked past the busy timeout, a full disk, a read-only file, a server gone.
    Worth trying again later; never a verdict on the data."""
    if isinstance(error, (sqlite3.OperationalError, OSError)):
        return True
    if type(error).__name__ == "PipelineAborted":  # psycopg's: an earlier statement of the batch failed
        return False
    return any(c.__name__ == "OperationalError" for c in type(error).__mro__)  # psycopg's



class write:  # noqa: N801 - used like a function: `with write(store.db):`
    """A write transaction that takes the write lock up front, so read-modify-write is
    atomic. Takes the Store or its Database.

    Inside another write transaction it is a savepoint of it: ingestion records an
    event and everything its route writes in one transaction, so they commit together
    or not at all. Work that others must see the outcome of waits for the outermost
    commit (:func:`after_commit`)."""

    __slots__ = ("db", "savepoint", "flat")

    def __init__(self, target: Any):
        self.db: Database = getattr(target, "db", target)
        self.savepoint: str | None = None
        self.flat: flat | None = None

    def __enter__(self) -> Database:
        if self.db.in_transaction:
            self.flat = self.db.__dict__.get("flat")
            if self.flat is not None:
                return self.db  # the caller undoes the whole transaction on any failure
            # named by its depth: the same few statements again and again, which both
            # backends prepare once (ingestion opens three of them per record)
            depth = self.db.__dict__.get("savepoints", 0) + 1
            self.savepoint = f"w{depth}"
            self.db.execute(f"SAVEPOINT {self.savepoint}")
            self.db.__dict__["savepoints"] = depth
        else:
            self.db.begin()
        return self.db

    def __exit__(self, exc_type: object, exc: object, tb: object) -> None:
        if self.flat is not None:
            if exc_type is not None:
                self.flat.broken = True  # nothing undid its writes, caught or not
            return
        if self.savepoint is not None:
            try:
                if exc_type is not None:
                    self.db.execute(f"ROLLBACK TO SAVEPOINT {self.savepoint}")
                self.db.execute(f"RELEASE SAVEPOINT {self.savepoint}")
            finally:
                self.db.__dict__["savepoints"] = int(self.savepoint[1:]) - 1
            return
        pending = _pending(self.db)
        if exc_type is not None:
            pending.clear()
            self.db.rollback()
            return
        try:
            self.db.commit()
        except BaseException:
            pending.clear()
            if self.db.in_transaction:  # a failed COMMIT (disk full) may leave it open
                self.db.rollback()
            raise
        while pending:
            pending.pop(0)()


class flat:  # noqa: N801 - used like a function: `with flat(store.db) as f:`
    """Inside a write transaction: nested ``write()`` blocks take no savepoint (on
    PostgreSQL each costs a round trip), and statements go out together until a result
    is read (``Database.batched``), for a caller that undoes the whole transaction when
    anything goes wrong (ingestion, a batch of records at a time). ``broken``: an
    exception went through a nested block, so its writes were not undone even if someone
    caught it; the caller must roll the transaction back. A failed statement may raise
    at a later one, or when the block ends: the caller undoes it all either way."""

    __slots__ = ("db", "broken", "batch")

    def __init__(self, target: Any):
        self.db: Database = getattr(target, "db", target)
        self.broken = False
        self.batch: Any = None

    def __enter__(self) -> flat:
        self.batch = self.db.batched()
        self.batch.__enter__()
        self.db.__dict__["flat"] = self
        return self

    def __exit__(self, exc_type: object, exc: object, tb: object) -> None:
        self.db.__dict__.pop("flat", None)
        if exc_type is not None:
            self.broken = True
        self.batch.__exit__(exc_type, exc, tb)  # raises what failed and was not read yet


def _pending(db: Database) -> list[Callable[[], None]]:
    return db.__dict__.setdefault("after_commit", [])  # type: ignore[no-any-return]


def after_commit(target: Any, fn: Callable[[], None]) -> None:
    """Run ``fn`` once the current write transaction commits (now, outside one): work
    that others must see the outcome of (a detached process reading the store)."""
    db: Database = getattr(target, "db", target)
    if db.in_transaction:
        _pending(db).append(fn)
    else:
        fn()


_FLOOR: list[bool] = []  # whether this process's SQLite has floor(), once known


def _has_floor(c: sqlite3.Connection) -> bool:
    if not _FLOOR:
        try:
            c.execute("SELECT floor(1.5)")
            _FLOOR.append(True)
        except sqlite3.OperationalError:
            _FLOOR.append(False)
    return _FLOOR[0]


class SQLite(Database):
    """One SQLite file in WAL mode: readers never wait, writers wait up to the busy timeout."""

    backend = "sqlite"

    def __init__(self, path: Path):
        # the store holds prompts, questions and answers: readable by the user only
        if not path.parent.is_dir():
            path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
            path.parent.chmod(0o700)  # mkdir's mode is filtered by the umask
        if not path.exists():
            os.close(os.open(path, os.O_WRONLY | os.O_CREAT, 0o600))
        self.path = path
        self.target = str(path)
        c = sqlite3.connect(str(path), timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None,
                            check_same_thread=False)
        c.row_factory = sqlite3.Row
        c.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
        c.execute("PRAGMA synchronous=NORMAL")
        if not _has_floor(c):  # SQLite built without its math functions; PostgreSQL has floor()
            import math

            c.create_function("floor", 1, math.floor, deterministic=True)
        self.conn = c
        self.execute = c.execute  # type: ignore[method-assign] # the connection's own: no wrapper on the hot path

    @property
    def in_transaction(self) -> bool:
        return self.conn.in_transaction

    def begin(self) -> None:
        self.conn.execute("BEGIN IMMEDIATE")

    def script(self, sql: str) -> None:
        # not executescript(): it commits first, which would break the migration's transaction;
        # statements are cut where SQLite says one is complete (a trigger's body holds ";")
        pending = ""
        for piece in sql.split(";"):
            pending += piece + ";"
            if sqlite3.complete_statement(pending):
                if pending.strip(" \t\n;"):
                    self.conn.execute(pending)
                pending = ""
        if pending.strip(" \t\n;"):
            self.conn.execute(pending)

    def table_exists(self, name: str) -> bool:
        return self.conn.execute("SELECT 1 FROM sqlite_master WHERE type='table' AND name=?",
                                 (name,)).fetchone() is not None

    def user_version(self) -> int:
        return int(self.conn.execute("PRAGMA user_version").fetchone()[0])

    def set_user_version(self, n: int) -> None:
        self.conn.execute(f"PRAGMA user_version={int(n)}")

    def wal(self) -> None:
        """Switch to WAL (outside a transaction; persistent once set). Another process
        switching at the same moment makes it fail for a moment: retry."""
        for _ in range(50):
            try:
                self.conn.execute("PRAGMA journal_mode=WAL")
                return
            except sqlite3.OperationalError:
                time.sleep(0.05)

    def data_version(self) -> int:
        return int(self.conn.execute("PRAGMA data_version").fetchone()[0])

    def check(self) -> tuple[bool, str]:
        ok = self.conn.execute("PRAGMA quick_check").fetchone()[0]
        mode = self.conn.execute("PRAGMA journal_mode").fetchone()[0]
        return ok == "ok", mode if ok == "ok" else f"integrity check says {ok}"

    def close(self) -> None:
        self.conn.close()
