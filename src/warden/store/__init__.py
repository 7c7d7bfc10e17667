"""The store: sessions, decisions, answers, traces, events, command queues and tasks.

One SQLite file (``$WARDEN_HOME/warden.db``, WAL) by default; a PostgreSQL database
when ``WARDEN_DB`` (or ``warden --db``) is a ``postgresql://`` URL, so several machines
share one store. Every caller goes through ``Store``; the SQL lives in this package only:

    db.py          the adapter: one SQL dialect, rows by name, write transactions
    postgres.py    the PostgreSQL backend (psycopg, imported only for such a URL)
    migrations.py  the schema: named migrations, applied by name on open
    events.py      events            sessions.py   sessions and their states
    decisions.py   decisions (the ``questions`` table) and their statuses
    answers.py     answers and traces
    queues.py      command queues    tasks.py      headless tasks
    launches.py    how warden started a session      stats.py   how warden is doing
    changes.py     waiting for other processes' commits
    machines.py    a fleet's server: machines, work for their relays, the mirror
    relay.py       a fleet's machine: the link to its server, the outbox

Every read-modify-write runs inside ``write(store.db)``, which holds the database's one
write lock from its first statement (``BEGIN IMMEDIATE`` on SQLite).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from warden.store.answers import Answers
from warden.store.db import SQLite, Database, Row, after_commit, unavailable, write
from warden.store.decisions import OPEN_STATUSES, STATUSES, Decisions, dumps
from warden.store.events import Events
from warden.store.machines import Machines
from warden.store.relay import Relay
from warden.store.sessions import SESSION_STATES, Sessions

if TYPE_CHECKING:
    from pathlib import Path

    from warden.store.changes import AnswerWaiter, Changes

__all__ = ["OPEN_STATUSES", "SESSION_STATES", "STATUSES", "Database", "Row", "Store", "after_commit", "dumps", "open_home",
           "unavailable", "write"]

TABLES = ("sessions", "questions", "answers", "traces", "events", "queues", "queue_commands", "tasks", "task_output",
          "launches", "migrations", "machines", "machine_work", "relay_link", "outbox")


POSTGRES_SCHEMES = ("postgresql://", "postgres://")


def connect(target: str | Path) -> Database:
    """A connection to ``target``: a ``postgresql://`` URL, else a SQLite file's path."""
    if str(target).startswith(POSTGRES_SCHEMES):
        from warden.store.postgres import Postgres

        return Postgres(str(target))
    if "://" in str(target):
        from warden.errors import StoreError
        from warden.store.postgres import redact

        raise StoreError(f"not a store warden knows: {redact(str(target))} (a postgresql:// URL or a file's path)")
    from pathlib import Path

    return SQLite(Path(target))


_CURRENT: set[str] = set()  # PostgreSQL stores this process found with every migration applied


def open_home(home: str) -> Store:
    """The store of the state directory ``home`` (``WARDEN_DB`` if set), as it is
    (``warden.record.ingest.open_store`` also ingests what the hooks spooled first)."""
    from warden.home import db_target

    return Store(db_target(home), home=home)


class Store(Events, Sessions, Decisions, Answers, Machines, Relay):
    """Typed access to the store. Hooks, the CLI and the board all go through it.

    ``target``: a SQLite file's path or a ``postgresql://`` URL. ``home``: the state
    directory beside it (the spool, queue markers, config), by default the file's folder.
    """

    def __init__(self, target: str | Path, home: str | None = None):
        from warden.store import migrations

        self.target = str(target)
        self.db: Database = connect(target)
        self.path: Path | None = getattr(self.db, "path", None)  # the SQLite file (None on PostgreSQL)
        if home is None:
            if self.path is None:
                from warden.home import home_dir

                home = home_dir()
            else:
                home = str(self.path.parent)
        self.home = home
        try:
            if self.target not in _CURRENT and not migrations.current(self.db):
                migrations.migrate(self.db)
        except BaseException:
            self.db.close()
            raise
        if self.db.backend == "postgres":
            # found current once: a process's later connections (a board opens one per
            # request) skip the two round trips of the check
            _CURRENT.add(self.target)

    def reopen(self) -> Store:
        """Another connection to the same store (for another thread)."""
        return Store(self.target, home=self.home)

    def close(self) -> None:
        self.db.close()

    @property
    def backend(self) -> str:
        return self.db.backend

    def changes(self) -> Changes:
        """A watch on other connections' commits (close it when done)."""
        from warden.store.changes import Changes

        return Changes(self)

    def answer_waiter(self, qid: int, poll: float) -> AnswerWaiter:
        """Wait for an answer to decision ``qid`` (see ``warden.store.changes``)."""
        from warden.store.changes import AnswerWaiter

        return AnswerWaiter(self, qid, poll)

    def count(self, table: str) -> int:
        """Rows in one of the store's tables (``warden doctor``, tests)."""
        if table not in TABLES:
            raise ValueError(f"not a table of the store: {table!r}")
        return int(self.db.value(f"SELECT count(*) AS n FROM {table}"))

    def check(self) -> tuple[bool, str]:
        """(healthy, what it is): SQLite's quick check and journal mode, or the server's version."""
        return self.db.check()  # type: ignore[attr-defined,no-any-return]

    def migrations(self) -> list[str]:
        from warden.store import migrations

        return migrations.applied(self.db)

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()
