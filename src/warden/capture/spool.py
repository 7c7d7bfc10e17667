"""The spool: where hooks append events cheaply, before they reach the store.

A hook of an unmanaged session must cost almost nothing, so it neither parses JSON nor
opens SQLite: it appends the raw payload, with what its environment knows (tmux pane,
session name), to ``$WARDEN_HOME/spool`` under an exclusive ``flock`` and exits.
Whoever reads the store next (the CLI, the board, a managed session's hook) first
drains the spool into it, in order (``warden.record.ingest``).

A drain never makes hooks wait for the store: under the spool's lock it only renames
the spool to ``spool.<time>.draining`` (writers that were waiting see that the file they
hold is no longer the spool and reopen it), then ingests the claimed file and deletes
it. Drainers take turns on ``spool.lock``; a claimed file left by a drain that died is
ingested by the next one, first, so order is kept.

Nothing is deleted that is not safe elsewhere: a claimed file is removed only once
every record in it is committed to the store or recorded there as failed. A drain that
cannot do that (the store locked, the disk full, the home read-only) stops and leaves
the files for the next one (:meth:`Drain.keep`). Bytes that are no record (a writer
killed mid-write) are appended to ``spool.dead``, the dead-letter file ``warden
doctor`` reports, before their file goes.

A record is a header line and two byte blobs::

    \\x1eWARDEN1 <record-id> <meta-length> <payload-length>\\n<meta><payload>\\n

``meta`` is tab-separated ``key=value`` pairs with ``\\\\``, tab and newline escaped;
the record id (time_ns-pid) makes ingestion idempotent should a drain be interrupted
between committing to the store and deleting the claimed file.

This module is imported on the hot path: it uses only os, fcntl and time.
"""

from __future__ import annotations

import fcntl
import os
import time

MAGIC = b"\x1eWARDEN1 "
SPOOL = "spool"
DEAD = "spool.dead"


def _esc(v: str) -> str:
    if "\\" not in v and "\t" not in v and "\n" not in v:
        return v  # most values: nothing to escape
    return v.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n")


def _unesc(v: str) -> str:
    if "\\" not in v:
        return v  # most values: nothing escaped
    out, i = [], 0
    while i < len(v):
        c = v[i]
        if c == "\\" and i + 1 < len(v):
            n = v[i + 1]
            out.append({"t": "\t", "n": "\n", "\\": "\\"}.get(n, n))
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


_pid = [os.getpid()]  # asked once per process (a long-running server appends many records)
os.register_at_fork(after_in_child=lambda: _pid.__setitem__(0, os.getpid()))


def encode(payload: bytes, meta: dict[str, str]) -> bytes:
    text = "\t".join([f"{k}={_esc(v)}" for k, v in meta.items() if v is not None])
    try:
        m = text.encode("utf-8", "surrogateescape")  # the environment's undecodable bytes, as they were
    except UnicodeEncodeError:
        m = text.encode("utf-8", "surrogatepass")  # any other lone surrogate: kept, scrubbed at ingestion
    # one join, not four concatenations each copying the payload
    return b"".join((MAGIC, f"{time.time_ns()}-{_pid[0]} {len(m)} {len(payload)}\n".encode(), m, payload, b"\n"))


def append(home: str, payload: bytes, meta: dict[str, str]) -> int:
    """Append one record; one write() under an exclusive lock, so records never interleave.
    Returns the spool's size after the write."""
    return write(home, encode(payload, meta))


def write(home: str, record: bytes) -> int:
    """Append ``encode``'s output: one record, or several joined (a server's requests of
    one event-loop step, ``warden.capture.http.Appender``), in one write() under the
    lock; all of them or, on an error, none. Returns the spool's size after the write."""
    path = os.path.join(home, SPOOL)
    while True:
        try:
            fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        except FileNotFoundError:
            os.makedirs(home, mode=0o700, exist_ok=True)
            os.chmod(home, 0o700)
            continue
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            held = os.fstat(fd)
            try:
                live = os.stat(path).st_ino == held.st_ino
            except FileNotFoundError:
                live = False
            if not live:
                continue  # a drain claimed this file while we waited: write to the new spool
            start = held.st_size  # we hold the lock: nobody writes after us until we close
            view = memoryview(record)
            try:
                while view:
                    n = os.write(fd, view)
                    view = view[n:]
            except OSError:
                # a full disk took part of the record: take it back, so no torn record
                # is left for the drain (we hold the lock: nobody wrote after us)
                try:
                    os.ftruncate(fd, start)
                except OSError:
                    pass
                raise
            return start + len(record)
        finally:
            os.close(fd)  # closing releases the lock


class Record:
    __slots__ = ("rid", "meta", "payload", "ts")

    def __init__(self, rid: str, meta: dict[str, str], payload: bytes):
        self.rid, self.meta, self.payload = rid, meta, payload
        try:
            self.ts = int(rid.split("-", 1)[0]) / 1e9
        except ValueError:
            self.ts = time.time()


def parse(data: bytes, unreadable: list[bytes] | None = None) -> tuple[list[Record], int]:
    """Parse records; return them and the number of bytes skipped as unreadable (those
    bytes are appended to ``unreadable`` when it is given)."""
    records: list[Record] = []
    skipped = 0
    pos = 0
    bad_from = -1

    def bad(upto: int) -> None:
        nonlocal skipped, bad_from
        if bad_from < 0:
            bad_from = pos
        skipped += upto - pos

    while pos < len(data):
        if not data.startswith(MAGIC, pos):
            nxt = data.find(MAGIC, pos + 1)
            nxt = len(data) if nxt < 0 else nxt
            bad(nxt)
            pos = nxt
            continue
        nl = data.find(b"\n", pos)
        try:
            rid, mlen, plen = data[pos + len(MAGIC) : nl].decode().split(" ")
            mlen_i, plen_i = int(mlen), int(plen)
            if mlen_i < 0 or plen_i < 0 or nl < 0:
                raise ValueError
        except (ValueError, UnicodeDecodeError):
            bad(pos + 1)
            pos += 1
            continue
        start = nl + 1
        end = start + mlen_i + plen_i
        if end > len(data) or data[end : end + 1] != b"\n":
            bad(pos + 1)  # a torn record (its writer was killed mid-write): resync on the next magic
            pos += 1
            continue
        if bad_from >= 0:
            if unreadable is not None:
                unreadable.append(data[bad_from:pos])
            bad_from = -1
        meta_text = data[start : start + mlen_i].decode("utf-8", "surrogateescape")
        meta = {}
        for part in meta_text.split("\t") if meta_text else []:
            k, _, v = part.partition("=")
            meta[k] = _unesc(v)
        records.append(Record(rid, meta, data[start + mlen_i : end]))
        pos = end + 1
    if bad_from >= 0 and unreadable is not None:
        unreadable.append(data[bad_from:])
    return records, skipped


class Drain:
    """Context manager: claim the spool, hand out the records of every claimed file (a
    dead drain's leftovers first), delete those files when the block ends without an
    error and without :meth:`keep`; unreadable bytes go to the dead-letter file first."""

    def __init__(self, home: str):
        self.home = home
        self.path = os.path.join(home, SPOOL)
        self.lock_fd = -1
        self.files: list[str] = []
        self.unreadable: list[bytes] = []
        self.kept = False

    def __enter__(self) -> tuple[list[Record], int]:
        try:
            self.lock_fd = os.open(os.path.join(self.home, SPOOL + ".lock"), os.O_WRONLY | os.O_CREAT, 0o600)
        except FileNotFoundError:
            return [], 0  # no state directory yet: nothing was ever spooled
        except OSError:
            # a read-only home: nothing can be claimed or deleted; read what is there
            self.kept = True
        if self.lock_fd >= 0:
            fcntl.flock(self.lock_fd, fcntl.LOCK_EX)
            self._claim()
        self.files = sorted(
            os.path.join(self.home, n) for n in os.listdir(self.home)
            if n.startswith(SPOOL + ".") and n.endswith(".draining")
        )
        chunks = []
        for f in self.files:
            with open(f, "rb") as fh:
                chunks.append(fh.read())
        return parse(b"".join(chunks), self.unreadable)

    def _claim(self) -> None:
        try:
            fd = os.open(self.path, os.O_RDONLY)
        except FileNotFoundError:
            return
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)  # no writer is half-way through a record
            if os.fstat(fd).st_size:
                os.rename(self.path, f"{self.path}.{time.time_ns():020d}.draining")
        except OSError:
            pass  # a read-only home: the spool stays where it is
        finally:
            os.close(fd)

    def keep(self) -> None:
        """Leave every claimed file in place: not all of their records are safe in the store."""
        self.kept = True

    def __exit__(self, exc_type: object, exc: object, tb: object) -> None:
        try:
            if exc_type is None and not self.kept:
                if self.unreadable:
                    dead_letter(self.home, self.unreadable)  # raises: the files then stay
                for f in self.files:
                    os.unlink(f)
        finally:
            if self.lock_fd >= 0:
                os.close(self.lock_fd)


def dead_letter(home: str, chunks: list[bytes]) -> None:
    """Append unreadable spool bytes to the dead-letter file, durably."""
    fd = os.open(os.path.join(home, DEAD), os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
    try:
        for chunk in chunks:
            head = f"\x1eDEAD {time.time_ns()} {len(chunk)}\n".encode()
            view = memoryview(head + chunk + b"\n")
            while view:
                view = view[os.write(fd, view):]
        os.fsync(fd)
    finally:
        os.close(fd)


def dead_count(home: str) -> int:
    """How many chunks the dead-letter file holds."""
    try:
        with open(os.path.join(home, DEAD), "rb") as f:
            return f.read().count(b"\x1eDEAD ")
    except FileNotFoundError:
        return 0
