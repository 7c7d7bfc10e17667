"""Lossless ingestion (findings 2 and 3): a claimed spool file is deleted only once each
of its records is committed or recorded as failed, and an event commits together with
what its route records."""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import time
from pathlib import Path

import pytest

from tests.secure.faults import counts, drain_here, drain_process, spool_questions
from warden.capture import spool


@pytest.fixture
def short_busy_timeout(monkeypatch: pytest.MonkeyPatch) -> None:
    """The store's 15 s busy timeout, shortened so a lock 'longer than it' takes 0.3 s."""
    from warden.store import db

    monkeypatch.setattr(db, "BUSY_TIMEOUT_MS", 300)


def hold_lock(home: Path) -> sqlite3.Connection:
    db = sqlite3.connect(home / "warden.db", isolation_level=None)
    db.execute("BEGIN IMMEDIATE")
    return db


def test_a_locked_store_keeps_the_spool_instead_of_deleting_it(isolated_home: Path, short_busy_timeout: None) -> None:
    """The probe: drain() swallowed each record's failure, then deleted the claimed file
    although recording the failure had failed too (database locked): questions vanished."""
    spool_questions(isolated_home, 5)
    drain_here(isolated_home)  # the store exists, 5 questions in
    spool_questions(isolated_home, 5, prefix="late")
    lock = hold_lock(isolated_home)
    try:
        assert drain_here(isolated_home) == 0
    finally:
        lock.execute("ROLLBACK")
        lock.close()
    c = counts(isolated_home)
    assert (c["questions"], c["waiting"], c["failed"]) == (5, 5, 0), c
    assert any(n.endswith(".draining") for n in os.listdir(isolated_home))  # claimed, kept
    assert drain_here(isolated_home) == 5
    c = counts(isolated_home)
    assert (c["questions"], c["events"], c["waiting"], c["failed"], c["orphans"]) == (10, 10, 0, 0, 0), c


def test_a_record_that_fails_for_good_is_kept_in_the_event_log(isolated_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from warden.record import ingest

    spool_questions(isolated_home, 3)

    def broken(ctx: object) -> None:
        raise KeyError("a bug in a route")

    monkeypatch.setitem(ingest.ROUTES, ("PreToolUse", "AskUserQuestion"), "tests.secure.test_lossless:_broken")
    monkeypatch.setattr(__import__("tests.secure.test_lossless", fromlist=["_broken"]), "_broken", broken, raising=False)
    assert drain_here(isolated_home) == 3
    c = counts(isolated_home)
    # the route's failure rolled back the event with it: no event without its question
    assert (c["failed"], c["events"], c["questions"], c["waiting"], c["orphans"]) == (3, 0, 0, 0, 0), c


def test_torn_bytes_go_to_the_dead_letter_file(isolated_home: Path) -> None:
    spool_questions(isolated_home, 2)
    with open(isolated_home / spool.SPOOL, "ab") as f:
        f.write(spool.MAGIC + b"123-4 10 99999\n{torn")  # a writer killed mid-record
    spool_questions(isolated_home, 2, prefix="b")
    assert drain_here(isolated_home) == 4
    assert spool.dead_count(str(isolated_home)) == 1
    assert b"{torn" in (isolated_home / spool.DEAD).read_bytes()
    assert counts(isolated_home)["questions"] == 4


def test_a_drain_killed_at_any_point_loses_no_question(isolated_home: Path) -> None:
    """The probe: 4,000 records, SIGKILL at 0.9 s: 3,999 questions (an event committed
    without its question, never retried). Event and question now commit together."""
    n = 1500
    spool_questions(isolated_home, n)
    rng = random.Random(14)
    for trial in range(3):
        p = drain_process(isolated_home)
        time.sleep(rng.uniform(0.3, 1.5))
        p.send_signal(signal.SIGKILL)
        p.wait()
    drain_here(isolated_home)
    c = counts(isolated_home)
    assert (c["events"], c["questions"], c["orphans"], c["waiting"], c["failed"]) == (n, n, 0, 0, 0), c


def _swallowing(ctx: object) -> None:
    """A route that catches an error out of its own write block and goes on."""
    from warden.store import write

    store = ctx.store  # type: ignore[attr-defined]
    try:
        with write(store.db):
            store.upsert_session(f"ghost-{ctx.session_id}")  # type: ignore[attr-defined]
            raise ValueError("caught by the route")
    except ValueError:
        pass
    ctx.note = "went on"  # type: ignore[attr-defined]


def test_a_write_block_that_fails_is_undone_even_when_its_error_is_caught(isolated_home: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    # a drain takes a batch at once, without a savepoint per block; a block that fails
    # makes it go record by record, each block a savepoint, so its writes are undone
    from warden.record import ingest
    from warden.record.ingest import open_store

    spool_questions(isolated_home, 3)
    monkeypatch.setitem(ingest.ROUTES, ("PreToolUse", "AskUserQuestion"), "tests.secure.test_lossless:_swallowing")
    assert drain_here(isolated_home) == 3
    store = open_store(str(isolated_home))
    try:
        ids = [r["id"] for r in store.db.all("SELECT id FROM sessions")]
        notes = [r["note"] for r in store.db.all("SELECT note FROM events")]
    finally:
        store.close()
    assert not [i for i in ids if i.startswith("ghost-")], ids
    assert notes == ["went on"] * 3
