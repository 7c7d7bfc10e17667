"""The tasks tables: creating, resolving, and noticing a runner that died."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from warden.errors import NotFound
from warden.record.ingest import open_store
from warden.store import write
from warden.store import tasks as ts


def test_create_resolve_and_output(isolated_home: Path) -> None:
    store = open_store(str(isolated_home))
    a = ts.create(store, "first prompt", "/tmp")
    b = ts.create(store, "second", "/tmp", name="named", profile="auto")
    assert ts.get(store, a)["name"] == f"task-{a}" and ts.get(store, b)["profile"] == "auto"
    assert ts.resolve(store, str(b))["id"] == b and ts.resolve(store, "named")["id"] == b
    with write(store.db):
        ts.update(store, a, session_id="abcdef12-3456")
    assert ts.resolve(store, "abcdef")["id"] == a
    with pytest.raises(NotFound):
        ts.resolve(store, "nope")
    assert [o["kind"] for o in ts.output(store, a)] == ["prompt"]
    assert [t["id"] for t in ts.tasks(store, ts.ACTIVE)] == [b, a]
    store.close()


def test_a_runner_that_died_marks_its_task_failed(isolated_home: Path) -> None:
    store = open_store(str(isolated_home))
    tid = ts.create(store, "p", "/tmp")
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    with write(store.db):
        store.upsert_session("sess-dead", name="t", managed=1)
        qid = store.add_question("sess-dead", "toolu_x", [{"question": "Q?"}], {}, 1e12)
        ts.set_state(store, tid, "waiting", pid=dead.pid, session_id="sess-dead")
    assert ts.reap_dead(store) == 1
    t = ts.get(store, tid)
    assert t["state"] == "failed" and "ended unexpectedly" in t["error"] and t["finished_at"]
    q = store.question(qid)
    assert q["status"] == "expired" and q["hook_until"] is None
    store.close()


def test_list_and_status_show_tasks(isolated_home: Path) -> None:
    store = open_store(str(isolated_home))
    tid = ts.create(store, "write the docs", "/tmp", name="docs")
    store.close()
    r = subprocess.run([sys.executable, "-m", "warden", "task", "list"], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert f"#{tid}" in r.stdout and "docs" in r.stdout and "queued" in r.stdout


def test_a_runner_that_cannot_start_fails_its_task(isolated_home: Path) -> None:
    from warden.headless.launch import start, wait

    store = open_store(str(isolated_home))
    tid = ts.create(store, "p", "/tmp")
    start(store, tid, prompt_id=999)  # no such prompt
    t = wait(store, tid, timeout=60)
    assert t["state"] == "failed" and "no prompt #999" in t["error"]
    store.close()
