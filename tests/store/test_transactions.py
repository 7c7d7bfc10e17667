"""Write transactions: one writer at a time, across processes, on both backends."""

from __future__ import annotations

import subprocess
import sys
import threading
import time

import pytest

from warden.store import Store, write

# a read-modify-write that loses updates unless the write lock is held from the read on
INCREMENT = """
import sys, time
from warden.store import Store, write
store = Store(sys.argv[1], home=sys.argv[2])
for _ in range(int(sys.argv[3])):
    with write(store.db):
        n = int(store.session("counter")["phase"])
        time.sleep(0.002)
        store.set_session_state("counter", "working", phase=str(n + 1))
store.close()
"""


def test_read_modify_write_in_concurrent_processes_loses_nothing(store: Store, target: str, tmp_path: object) -> None:
    store.upsert_session("counter", phase="0")
    procs = [subprocess.Popen([sys.executable, "-c", INCREMENT, target, store.home, "15"], stderr=subprocess.PIPE,
                              text=True) for _ in range(4)]
    for p in procs:
        _, err = p.communicate(timeout=120)
        assert p.returncode == 0, err
    assert store.session("counter")["phase"] == "60"


def test_a_lone_write_waits_for_the_transaction_that_holds_the_lock(store: Store, target: str) -> None:
    # SQLite's BEGIN IMMEDIATE makes every other write wait, a single statement too; so must PostgreSQL
    store.upsert_session("s1", phase="start")
    other = Store(target, home=store.home)
    inside, done = threading.Event(), {}

    def holder() -> None:
        with write(store.db):
            seen = store.session("s1")["phase"]
            inside.set()
            time.sleep(0.4)
            store.set_session_state("s1", "working", phase=seen + "+holder")

    t = threading.Thread(target=holder)
    t.start()
    assert inside.wait(10)
    t0 = time.monotonic()
    other.set_session_state("s1", "stopped", phase="lone")
    done["waited"] = time.monotonic() - t0
    t.join()
    assert store.session("s1")["phase"] == "lone"  # ordered after the transaction, not inside it
    assert done["waited"] > 0.2
    other.close()


def test_a_failed_statement_in_a_transaction_rolls_it_all_back(store: Store) -> None:
    store.upsert_session("s1", phase="before")
    with pytest.raises(Exception):  # noqa: B017,PT011 - each backend raises its own error class
        with write(store.db):
            store.set_session_state("s1", "working", phase="inside")
            store.db.execute("INSERT INTO no_such_table VALUES (1)")
    assert store.session("s1")["phase"] == "before" and not store.db.in_transaction
    store.set_session_state("s1", "working", phase="after")  # the connection is usable again
    assert store.session("s1")["phase"] == "after"
