"""Fault injection: SIGKILL at random points of the hook, the drain, the server and
keystroke delivery; the store locked past its busy timeout; a full disk; a read-only
home. In every case: no event or answer that was accepted is lost, none is delivered
twice, and hooks exit 0.

``WARDEN_FAULT_TRIALS`` sets the SIGKILL trials per target (the suite: 5; the soak,
``bench/soak_faults.py``: 20) and ``WARDEN_FAULT_LOCK`` how long the store is locked
(the suite: 20 s, past the 15 s busy timeout; the soak: 40 s). Each test prints its
figures (``-s``).
"""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.board.conftest import start_server
from tests.payloads import SINGLE, pre
from tests.secure.faults import (Tmpfs, counts, drain_here, drain_process, finish, hook_process, need_root,
                                 spool_questions, waiting)
from warden.capture import spool

pytestmark = pytest.mark.faults

TRIALS = int(os.environ.get("WARDEN_FAULT_TRIALS", "5"))
LOCK_SECONDS = float(os.environ.get("WARDEN_FAULT_LOCK", "20"))
FIRST = '[profiles.f]\nchain = ["first"]\nbudget = 5\n'


def report(name: str, **figures: Any) -> None:
    print(f"\n[faults] {name}: " + ", ".join(f"{k}={v}" for k, v in figures.items()))


def stored_ids(home: Path) -> dict[str, int]:
    """tool_use_id -> how many PreToolUse events the store holds for it."""
    from warden.store import Store

    store = Store(home / "warden.db")
    try:
        rows = store.db.execute("SELECT tool_use_id, count(*) AS n FROM events WHERE event='PreToolUse' "
                                "AND rec_id IS NOT NULL GROUP BY tool_use_id").fetchall()
        return {r["tool_use_id"]: r["n"] for r in rows}
    finally:
        store.close()


# ------------------------------------------------------------------ SIGKILL


def test_sigkill_hooks_at_random_points(isolated_home: Path) -> None:
    isolated_home.mkdir(parents=True, exist_ok=True)
    (isolated_home / "config.toml").write_text(FIRST)
    rng = random.Random(1401)
    completed, killed = [], 0
    for i in range(TRIALS * 2):
        tid = f"toolu_h{i}"
        env = {"WARDEN_SESSION": "m", "WARDEN_PROFILE": "f"} if i % 2 else {}
        p = hook_process(isolated_home, pre(SINGLE, tid, f"sess-h{i % 3}"), env)
        time.sleep(rng.uniform(0.0, 0.09))
        if p.poll() is None:
            p.send_signal(signal.SIGKILL)
            killed += 1
        else:
            rc, out, err = finish(p)
            assert rc == 0 and err == b"", err
            if out:
                assert json.loads(out)["hookSpecificOutput"]["permissionDecision"] == "allow"
            completed.append(tid)
        p.wait()
    drain_here(isolated_home)
    ids = stored_ids(isolated_home)
    c = counts(isolated_home)
    report("hook", trials=TRIALS * 2, killed=killed, completed=len(completed), stored=len(ids),
           duplicated=sum(n > 1 for n in ids.values()), lost=sum(t not in ids for t in completed),
           dead_letters=spool.dead_count(str(isolated_home)))
    assert all(t in ids for t in completed), "a hook that exited 0 lost its event"
    assert all(n == 1 for n in ids.values()), "an event was ingested twice"
    assert (c["failed"], c["waiting"], c["orphans"]) == (0, 0, 0), c


def test_sigkill_drains_at_random_points(isolated_home: Path) -> None:
    rng = random.Random(1402)
    total = 0
    for trial in range(TRIALS):
        spool_questions(isolated_home, 150, prefix=f"d{trial}-")
        total += 150
        p = drain_process(isolated_home)
        time.sleep(rng.uniform(0.02, 0.8))
        p.send_signal(signal.SIGKILL)
        p.wait()
    drain_here(isolated_home)
    c = counts(isolated_home)
    report("drain", trials=TRIALS, records=total, events=c["events"], questions=c["questions"],
           orphans=c["orphans"], failed=c["failed"], left=c["waiting"])
    assert (c["events"], c["questions"], c["orphans"], c["failed"], c["waiting"]) == (total, total, 0, 0, 0), c


def test_sigkill_the_server_at_random_points(isolated_home: Path) -> None:
    from warden.board.auth import hook_token

    isolated_home.mkdir(parents=True, exist_ok=True)
    rng = random.Random(1403)
    accepted: list[str] = []
    sent = 0
    for trial in range(TRIALS):
        board = start_server()
        hdr = {"authorization": f"Bearer {hook_token(str(isolated_home))}", "content-type": "application/json"}
        lock = threading.Lock()

        def post(tid: str) -> None:
            try:
                r = httpx.post(board.url + "/hooks/claude-code", headers=hdr, timeout=10,
                               content=json.dumps(pre(SINGLE, tid, f"sess-s{trial}")))
                if r.status_code == 200:
                    with lock:
                        accepted.append(tid)
            except httpx.HTTPError:
                pass

        threads = [threading.Thread(target=post, args=(f"toolu_s{trial}-{i}",)) for i in range(30)]
        sent += len(threads)
        for t in threads:
            t.start()
        time.sleep(rng.uniform(0.05, 0.6))
        board.proc.send_signal(signal.SIGKILL)
        board.proc.wait()
        for t in threads:
            t.join()
    drain_here(isolated_home)
    ids = stored_ids(isolated_home)
    c = counts(isolated_home)
    report("serve", trials=TRIALS, sent=sent, accepted_200=len(accepted), stored=len(ids),
           lost=sum(t not in ids for t in accepted), duplicated=sum(n > 1 for n in ids.values()))
    assert all(t in ids for t in accepted), "an event the server answered 200 for was lost"
    assert all(n == 1 for n in ids.values())
    assert (c["failed"], c["waiting"], c["orphans"]) == (0, 0, 0), c


def test_sigkill_keystroke_delivery_at_random_points(isolated_home: Path) -> None:
    """Two deliverers race for each answer and one is killed at a random point: the
    answer is claimed at most once and is never lost."""
    from warden import tmux
    from warden.askuser.model import Answer, select
    from warden.deliver.record import record
    from warden.record.ingest import open_store

    name = f"warden-faults-{uuid.uuid4().hex[:6]}"
    started = tmux.new_session("keys", ["cat"], socket_name=name, config_file="/dev/null")
    rng = random.Random(1404)
    outcomes: dict[str, int] = {}
    recovered = 0
    try:
        isolated_home.mkdir(parents=True, exist_ok=True)
        (isolated_home / "config.toml").write_text('[profiles.k]\nchain = [{answerer = "human", notify = false}]\n'
                                                   'budget = 0.1\n')
        env = {"WARDEN_SESSION": "keys", "WARDEN_PROFILE": "k", "TMUX_PANE": started.pane_id,
               "TMUX": f"{started.socket_path},1,0"}
        from tests.payloads import run_hook

        for trial in range(TRIALS):
            assert run_hook(pre(SINGLE, f"toolu_k{trial}", "sess-k"), env=env).returncode == 0
            store = open_store(str(isolated_home))
            qid = store.question_by_tool_use(f"toolu_k{trial}")["id"]
            record(store, qid, Answer((select("SQLite"),)), "human:cli", autodeliver=False)
            store.close()
            cmd = [sys.executable, "-m", "warden", "deliver", str(qid), "--timeout", "1", "--quiet"]
            procs = [subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                      env={**os.environ, "WARDEN_HOME": str(isolated_home)}) for _ in range(2)]
            time.sleep(rng.uniform(0.0, 1.5))
            procs[0].send_signal(signal.SIGKILL)
            for p in procs:
                p.wait(timeout=60)
            store = open_store(str(isolated_home))
            answers = store.db.execute("SELECT * FROM answers WHERE question_id=?", (qid,)).fetchall()
            runs = store.db.execute("SELECT count(*) FROM events WHERE event='warden:deliver' AND tool_use_id=?",
                                    (f"toolu_k{trial}",)).fetchone()[0]
            q = store.question(qid)
            store.close()
            assert len(answers) == 1, "the answer was lost or duplicated"
            assert runs <= 1, "two deliveries ran for one answer"
            assert q["status"] in ("pending", "answered", "delivered"), q["status"]
            key = f"{q['status']}/{answers[0]['delivery'] or '-'}"
            outcomes[key] = outcomes.get(key, 0) + 1
            if q["status"] == "delivered":  # the killed deliverer held it: doctor says so
                from warden.doctor import check_stuck

                stuck = check_stuck()
                assert stuck.level == "fail" and f"#{qid}" in stuck.detail and "interrupted" in stuck.detail, stuck
            if q["status"] in ("delivered", "answered"):
                # the killed deliverer held the answer (or never took it): the next one types it
                subprocess.run(cmd, env={**os.environ, "WARDEN_HOME": str(isolated_home)}, timeout=60)
                store = open_store(str(isolated_home))
                q = store.question(qid)
                again = store.db.execute("SELECT count(*) FROM answers WHERE question_id=?", (qid,)).fetchone()[0]
                store.close()
                assert again == 1 and q["status"] == "pending" and "keystroke delivery failed" in q["detail"], dict(q)
                recovered += 1
    finally:
        tmux.kill_server(socket=started.socket_path)
    report("deliver", trials=TRIALS, outcomes=outcomes, taken_over_after_the_kill=recovered)


# ------------------------------------------------------------------ the store locked


def test_the_store_locked_past_its_busy_timeout(isolated_home: Path) -> None:
    isolated_home.mkdir(parents=True, exist_ok=True)
    (isolated_home / "config.toml").write_text(FIRST)
    spool_questions(isolated_home, 3, prefix="before")
    drain_here(isolated_home)
    db = sqlite3.connect(isolated_home / "warden.db", isolation_level=None, check_same_thread=False)
    db.execute("BEGIN IMMEDIATE")
    release = threading.Timer(LOCK_SECONDS, lambda: db.execute("ROLLBACK"))
    release.start()
    t0 = time.monotonic()
    slowest = 0.0
    try:
        for i in range(6):
            env = {"WARDEN_SESSION": "m", "WARDEN_PROFILE": "f"} if i % 2 else {}
            s = time.monotonic()
            p = hook_process(isolated_home, pre(SINGLE, f"toolu_l{i}", "sess-l"), env)
            rc, out, err = finish(p)
            slowest = max(slowest, time.monotonic() - s)
            assert rc == 0 and err == b""
            if out:  # decided inline without the store
                assert json.loads(out)["hookSpecificOutput"]["updatedInput"]["answers"]
        d = drain_process(isolated_home)  # waits out the busy timeout, then keeps the spool
        d.wait(timeout=LOCK_SECONDS + 30)
        during = counts(isolated_home) if time.monotonic() - t0 < LOCK_SECONDS else None
    finally:
        release.join()
        db.close()
    drain_here(isolated_home)
    c = counts(isolated_home)
    report("locked store", seconds=LOCK_SECONDS, hooks=6, slowest_hook_s=round(slowest, 2),
           questions=c["questions"], failed=c["failed"], left=c["waiting"],
           kept_during_lock=None if during is None else during["waiting"])
    assert (c["questions"], c["events"], c["failed"], c["waiting"], c["orphans"]) == (9, 9, 0, 0, 0), c


# ------------------------------------------------------------------ a full disk, a read-only home


@pytest.fixture
def small_disk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    need_root("a full disk")
    fs = Tmpfs(tmp_path / "disk", "600k")
    home = fs.path / "home"
    monkeypatch.setenv("WARDEN_HOME", str(home))
    yield fs, home
    fs.close()


def test_a_full_disk_loses_no_accepted_event(small_disk: Any) -> None:
    from warden.capture.hook import HookCall, answer

    fs, home = small_disk
    spool_questions(home, 2, prefix="first")
    drain_here(home)  # the store exists
    filler = b"x" * 8000
    calls = 0
    while True:  # hooks append until the disk is full; each fails open
        calls += 1
        payload = dict(pre(SINGLE, f"toolu_f{calls}", "sess-f"), prompt=filler.decode())
        assert answer(HookCall(json.dumps(payload).encode(), str(home), {})) is None
        if calls > 200:
            break
    r = hook_process(home, pre(SINGLE, "toolu_full", "sess-f"))
    assert finish(r) == (0, b"", b""), "a hook on a full disk must exit 0 silently"
    spooled = waiting(home)
    try:
        drain_here(home)  # the store cannot grow: the drain keeps the spool
    except sqlite3.OperationalError:
        pass  # or the store cannot even be opened; nothing is deleted either way
    kept = waiting(home)
    fs.remount("size=64m")
    drain_here(home)
    c = counts(home)
    report("full disk", hook_calls=calls, spooled=spooled, kept_while_full=kept, events=c["events"],
           failed=c["failed"], dead_letters=spool.dead_count(str(home)))
    assert spooled > 0 and kept == spooled, (spooled, kept)
    assert c["events"] == spooled + 2 and c["questions"] == spooled + 2, c
    assert (c["failed"], c["waiting"], c["orphans"]) == (0, 0, 0), c


def test_a_read_only_home_loses_nothing_and_hooks_exit_0(small_disk: Any) -> None:
    fs, home = small_disk
    spool_questions(home, 3, prefix="ro")
    fs.remount("ro")
    try:
        for env in ({}, {"WARDEN_SESSION": "m"}):
            r = hook_process(home, pre(SINGLE, "toolu_ro-x", "sess-ro"), env)
            assert finish(r) == (0, b"", b"")
        try:
            drain_here(home)
        except (sqlite3.OperationalError, OSError):
            pass  # no store can be made on a read-only disk; nothing was deleted
        assert (home / "spool").exists()
    finally:
        fs.remount("rw")
    drain_here(home)
    c = counts(home)
    report("read-only home", spooled=3, events=c["events"], failed=c["failed"], left=c["waiting"])
    assert (c["events"], c["questions"], c["failed"], c["waiting"]) == (3, 3, 0, 0), c
