"""The spool: where hooks append events cheaply, before they reach the store.

A hook of an unmanaged session must cost almost nothing, so it neither parses JSON nor
opens SQLite: it appends the raw payload, with what its environment knows (tmux pane,
session name), to ``$WARDEN_HOME/spool`` under an exclusive ``flock`` and exits.
Whoever reads the store next (the CLI, the board, a managed session's hook) first
drains the spool into it, in order, under the same lock (``warden.ingest``).

A record is a header line and two byte blobs::

    \\x1eWARDEN1 <record-id> <meta-length> <payload-length>\\n<meta><payload>\\n

``meta`` is tab-separated ``key=value`` pairs with ``\\\\``, tab and newline escaped;
the record id (time_ns-pid) makes ingestion idempotent should a drain be interrupted
between committing to the store and truncating the spool.

This module is imported on the hot path: it uses only os, fcntl and time.
"""

from __future__ import annotations

import fcntl
import os
import time

MAGIC = b"\x1eWARDEN1 "
SPOOL = "spool"


def _esc(v: str) -> str:
    return v.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n")


def _unesc(v: str) -> str:
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


def encode(payload: bytes, meta: dict[str, str]) -> bytes:
    rid = f"{time.time_ns()}-{os.getpid()}"
    m = "\t".join(f"{k}={_esc(v)}" for k, v in meta.items() if v is not None).encode("utf-8", "surrogateescape")
    return MAGIC + f"{rid} {len(m)} {len(payload)}\n".encode() + m + payload + b"\n"


def append(home: str, payload: bytes, meta: dict[str, str]) -> int:
    """Append one record; one write() under an exclusive lock, so records never interleave.
    Returns the spool's size after the write."""
    record = encode(payload, meta)
    try:
        fd = os.open(os.path.join(home, SPOOL), os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
    except FileNotFoundError:
        os.makedirs(home, mode=0o700, exist_ok=True)
        fd = os.open(os.path.join(home, SPOOL), os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        view = memoryview(record)
        while view:
            n = os.write(fd, view)
            view = view[n:]
        return os.fstat(fd).st_size
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


def parse(data: bytes) -> tuple[list[Record], int]:
    """Parse records; return them and the number of bytes skipped as unreadable."""
    records: list[Record] = []
    skipped = 0
    pos = 0
    while pos < len(data):
        if not data.startswith(MAGIC, pos):
            nxt = data.find(MAGIC, pos + 1)
            nxt = len(data) if nxt < 0 else nxt
            skipped += nxt - pos
            pos = nxt
            continue
        nl = data.find(b"\n", pos)
        try:
            rid, mlen, plen = data[pos + len(MAGIC) : nl].decode().split(" ")
            mlen_i, plen_i = int(mlen), int(plen)
        except ValueError:
            skipped += 1
            pos += 1
            continue
        start = nl + 1
        end = start + mlen_i + plen_i
        if end > len(data) or data[end : end + 1] != b"\n":
            skipped += 1  # a torn record (its writer was killed mid-write): resync on the next magic
            pos += 1
            continue
        meta_text = data[start : start + mlen_i].decode("utf-8", "surrogateescape")
        meta = {}
        for part in meta_text.split("\t") if meta_text else []:
            k, _, v = part.partition("=")
            meta[k] = _unesc(v)
        records.append(Record(rid, meta, data[start + mlen_i : end]))
        pos = end + 1
    return records, skipped


class Drain:
    """Context manager: lock the spool, hand out its records, truncate it on success."""

    def __init__(self, home: str):
        self.path = os.path.join(home, SPOOL)
        self.fd = -1

    def __enter__(self) -> tuple[list[Record], int]:
        try:
            self.fd = os.open(self.path, os.O_RDWR)
        except FileNotFoundError:
            return [], 0
        fcntl.flock(self.fd, fcntl.LOCK_EX)
        chunks = []
        while True:
            b = os.read(self.fd, 1 << 20)
            if not b:
                break
            chunks.append(b)
        return parse(b"".join(chunks))

    def __exit__(self, exc_type: object, exc: object, tb: object) -> None:
        if self.fd < 0:
            return
        try:
            if exc_type is None:
                os.ftruncate(self.fd, 0)
        finally:
            os.close(self.fd)
