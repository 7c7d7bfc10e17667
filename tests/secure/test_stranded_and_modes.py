"""A killed hook's answer goes to the keys (finding 5); `warden doctor` flags stuck
answers, dead letters and unsafe file modes; warden's files are private (finding 10)."""

from __future__ import annotations

import json
import os
import signal
import stat
import subprocess
import time
import uuid
from pathlib import Path

from tests.board.conftest import start_server, stop_server
from tests.payloads import SINGLE, pre, warden
from tests.secure.faults import hook_process, spool_questions
from warden import tmux
from warden.doctor import unsafe_modes
from warden.record.ingest import open_store


def wait(fn, timeout: float, what: str):  # type: ignore[no-untyped-def]
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        got = fn()
        if got:
            return got
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what}")


def question(home: Path, qid: int = 1):  # type: ignore[no-untyped-def]
    store = open_store(str(home))
    try:
        q = store.question(qid)
        a = store.latest_answer(qid)
        return (dict(q) if q else None), (dict(a) if a else None)
    finally:
        store.close()


def test_an_answer_left_by_a_killed_hook_is_typed_once_its_budget_is_over(isolated_home: Path) -> None:
    """The probe: SIGKILL a waiting hook, then answer: "the waiting hook delivers it" was
    reported, nothing delivered it, no keystroke delivery started, doctor was all green."""
    isolated_home.mkdir(parents=True, exist_ok=True)
    (isolated_home / "config.toml").write_text('[profiles.p]\nchain = [{answerer = "human", notify = false}]\n'
                                               'budget = 4\n')
    name = f"warden-strand-{uuid.uuid4().hex[:6]}"
    started = tmux.new_session("victim", ["sleep", "600"], socket_name=name, config_file="/dev/null")
    try:
        env = {"WARDEN_SESSION": "strand", "WARDEN_PROFILE": "p", "TMUX_PANE": started.pane_id,
               "TMUX": f"{started.socket_path},1,0"}
        hook = hook_process(isolated_home, pre(SINGLE, "toolu_k", "sess-k"), env)
        wait(lambda: (question(isolated_home)[0] or {}).get("hook_until"), 30, "the hook to wait for a person")
        hook.send_signal(signal.SIGKILL)
        hook.wait()
        r = warden("answer", "1", "1")
        assert r.returncode == 0, r.stderr
        assert "should that hook be gone, warden types it in once the hook's budget is over" in r.stdout
        # the budget runs out, then keystroke delivery claims the answer and starts typing
        # (into a pane with no picker: it fails there, and says so)
        q, a = wait(lambda: (lambda q, a: (q, a) if a and a["delivery"] else None)(*question(isolated_home)), 60,
                    "keystroke delivery to claim the answer")
        assert a["delivery"].startswith("tmux")
        assert q["status"] in ("delivered", "pending")
    finally:
        tmux.kill_server(socket=started.socket_path)


def test_doctor_flags_stuck_answers_dead_letters_and_unsafe_modes(isolated_home: Path) -> None:
    spool_questions(isolated_home, 1)
    store = open_store(str(isolated_home))
    store.add_answer(1, json.dumps({"items": [{"kind": "select", "labels": ["PostgreSQL"]}]}), "human:cli")
    store.set_status(1, "answered")
    store.db.execute("UPDATE answers SET created_at=created_at-600")
    store.close()
    with open(isolated_home / "spool", "ab") as f:
        f.write(b"\x1eWARDEN1 1-1 5 100\ntorn")
    open_store(str(isolated_home)).close()
    os.chmod(isolated_home, 0o755)
    r = warden("doctor", "--json")
    checks = {c["name"]: c for c in json.loads(r.stdout)}
    assert r.returncode == 1
    assert checks["stuck answers"]["level"] == "fail" and "#1" in checks["stuck answers"]["detail"]
    assert checks["spool"]["level"] == "fail" and "dead letters" in checks["spool"]["detail"]
    assert checks["file modes"]["level"] == "fail" and "755" in checks["file modes"]["detail"]


def test_the_state_directory_and_everything_in_it_are_private(isolated_home: Path) -> None:
    """The probe: `warden serve --token` as the first command made WARDEN_HOME 0755; the
    workflow spawner's hook.log, task logs and queue markers were 0644."""
    old = os.umask(0o022)  # a usual umask: warden must not depend on the user's
    try:
        served = start_server("--token")
        stop_server(served)
        from tests.payloads import run_hook

        run_hook(pre(SINGLE))
        from warden.workflow import queue
        from warden.workflow.on_hook import spawn

        queue._mark(str(isolated_home), 7, "%1", None, "x")
        spawn(str(isolated_home), "show")
        time.sleep(1.0)
        assert stat.S_IMODE(isolated_home.stat().st_mode) == 0o700
        assert unsafe_modes(str(isolated_home)) == []
        assert {"board.token", "hook.token", "warden.db", "queues"} <= set(os.listdir(isolated_home))
    finally:
        os.umask(old)
