"""The PostgreSQL backend: ``WARDEN_DB=postgresql://...`` (psycopg, the ``fleet`` extra).

Several warden processes, on several machines, share one database.

Write transactions take one transaction-level advisory lock (``pg_advisory_xact_lock``)
right after ``BEGIN``, in the same round trip: one writer at a time, as SQLite's
``BEGIN IMMEDIATE`` gives. Row locks (``SELECT ... FOR UPDATE``) were not enough: the
store's read-modify-writes also decide on rows that do not exist yet (a session's one
active queue, a question recorded once per tool call), and every transaction was written
for SQLite's serial writers. A write statement outside a transaction runs as its own
short transaction under the same lock, so it cannot land between another transaction's
read and its write. Readers never wait. The lock is per database, held only for the few
statements of one transaction; ``bench/store_bench.py`` measures many concurrent writers.

Change notifications: triggers (migration ``0006_change_notifications``) send
``NOTIFY warden, '<table>'`` when a transaction changed sessions, questions, answers,
events, queues or tasks, and ``NOTIFY warden_answer_<question id>`` when an answer is
recorded. PostgreSQL delivers them at commit, to every listening connection.
"""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING, Any

from warden.store.db import Database

if TYPE_CHECKING:
    from collections.abc import Iterator, Sequence

CONNECT_TIMEOUT = 10  # seconds, unless the URL says (a hook must not hang on an unreachable server)
LOCK = 0x77617264656E  # "warden": the write lock's advisory key (advisory locks are per database)
CHANNEL = "warden"
_CHANNEL_NAME = re.compile(r"^[a-z0-9_]{1,63}$")


def answer_channel(qid: int) -> str:
    return f"warden_answer_{int(qid)}"


class PgRow:
    """A row like sqlite3.Row: by name or position, ``keys()``, ``dict(row)``."""

    __slots__ = ("_values", "_index")

    def __init__(self, values: Sequence[Any], index: dict[str, int]):
        self._values = values
        self._index = index

    def __getitem__(self, key: str | int) -> Any:
        if isinstance(key, str):
            return self._values[self._index[key]]
        return self._values[key]

    def keys(self) -> list[str]:
        return list(self._index)

    def __iter__(self) -> Iterator[Any]:
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, PgRow) and tuple(self._values) == tuple(other._values) and self._index == other._index

    __hash__ = None  # type: ignore[assignment] # mutable-looking, as sqlite3.Row is compared by value

    def __repr__(self) -> str:
        return f"PgRow({dict(zip(self._index, self._values))!r})"


def _rows(cursor: Any) -> Any:
    # from the result's field names, not ``cursor.description`` (a Column object per
    # column per statement, ~8 us of a statement's ~40)
    res = cursor.pgresult
    n = 0 if res is None else res.nfields
    if not n:
        return tuple
    names = tuple(res.fname(i) for i in range(n))
    index = _INDEX.get(names)
    if index is None:
        if len(_INDEX) > 256:
            _INDEX.clear()
        index = _INDEX[names] = {name.decode(): i for i, name in enumerate(names)}
    return lambda values: PgRow(values, index)


_INDEX: dict[tuple[bytes, ...], dict[str, int]] = {}  # field names -> their positions, per result shape


@functools.lru_cache(maxsize=1024)
def _translate(sql: str) -> str:
    # the store's SQL has no "?" or "%" inside literals
    return sql.replace("%", "%%").replace("?", "%s")


@functools.lru_cache(maxsize=1024)
def _writes(sql: str) -> bool:
    return sql.lstrip()[:6].upper() in ("INSERT", "UPDATE", "DELETE")


def _clean(args: Sequence[Any]) -> tuple[Any, ...]:
    # PostgreSQL text cannot hold NUL, SQLite's can; a payload that is not JSON may carry one
    return tuple(a.replace("\x00", "\ufffd") if type(a) is str and "\x00" in a else a for a in args)


def redact(url: str) -> str:
    """The URL with its password hidden, for messages and logs."""
    return re.sub(r"^(\w+://[^:/@]*:)[^@]*@", r"\1***@", url)


class Postgres(Database):
    backend = "postgres"

    def __init__(self, url: str):
        from warden.extras import require

        require("fleet", "a postgresql:// store (WARDEN_DB, --db) needs")
        import psycopg

        self.url = url
        self.target = redact(url)
        self.path = None
        extra = {} if "connect_timeout" in url else {"connect_timeout": CONNECT_TIMEOUT}
        try:
            self.conn = psycopg.connect(url, autocommit=True, row_factory=_rows, **extra)
        except psycopg.OperationalError as e:
            from warden.errors import StoreError

            raise StoreError(f"cannot open the store at {self.target}: {str(e).strip()}") from None
        self._idle = psycopg.pq.TransactionStatus.IDLE

    def execute(self, sql: str, args: Sequence[Any] = ()) -> Any:
        if args:
            query, params = _translate(sql), _clean(args)
        else:
            query, params = sql, None
        if _writes(sql) and not self.in_transaction:
            self.begin()
            try:
                cur = self.conn.execute(query, params)
            except BaseException:
                self.rollback()
                raise
            self.commit()
            return cur
        return self.conn.execute(query, params)

    @property
    def in_transaction(self) -> bool:
        return bool(self.conn.info.transaction_status != self._idle)

    def begin(self) -> None:
        # one round trip: without parameters psycopg sends both statements at once
        self.conn.execute(f"BEGIN; SELECT pg_advisory_xact_lock({LOCK})")

    def commit(self) -> None:
        self.conn.execute("COMMIT")

    def rollback(self) -> None:
        self.conn.execute("ROLLBACK")

    def script(self, sql: str) -> None:
        self.conn.execute(sql)

    def batched(self) -> Any:
        # pipeline mode: a write whose result is not read costs no round trip of its own
        # (a drain's batch: half the round trips, a quarter less CPU on both sides)
        import psycopg

        if not psycopg.Pipeline.is_supported():  # libpq before 14
            return super().batched()
        return self.conn.pipeline()

    def table_exists(self, name: str) -> bool:
        return bool(self.conn.execute("SELECT to_regclass(%s) IS NOT NULL", (name,)).fetchone()[0])

    def check(self) -> tuple[bool, str]:
        version = self.conn.execute("SHOW server_version").fetchone()[0]
        return True, f"PostgreSQL {version}"

    # ------------------------------------------------------------ notifications

    def listen(self, channel: str) -> None:
        if not _CHANNEL_NAME.match(channel):
            raise ValueError(f"not a channel name: {channel!r}")
        self.conn.execute(f"LISTEN {channel}")

    def unlisten(self, channel: str) -> None:
        if _CHANNEL_NAME.match(channel):
            self.conn.execute(f"UNLISTEN {channel}")
            for _ in self.conn.notifies(timeout=0):  # what arrived meanwhile is no one's now
                pass

    def notified(self, timeout: float, channel: str | None = None) -> bool:
        """Wait up to ``timeout`` seconds for a notification (on ``channel``, else any);
        take every one that has arrived."""
        got = False
        for n in self.conn.notifies(timeout=max(0.0, timeout)):
            if channel is None or n.channel == channel:
                got = True
                break
        if got:
            for _ in self.conn.notifies(timeout=0):
                pass
        return got

    def close(self) -> None:
        self.conn.close()
