"""The CLI's views and `warden run`, against a real store and real tmux."""

from __future__ import annotations

import json
import time
import uuid
from pathlib import Path


from tests.realparts import require_tmux

from tests.payloads import THREE, post, pre, run_hook, warden
from warden import tmux


def test_views_of_a_recorded_question(isolated_home: Path) -> None:
    run_hook(pre(THREE))
    st = warden("status")
    assert "[question] #1 pending" in st.stdout and "observed" in st.stdout
    lst = warden("questions", "list", "--json")
    data = json.loads(lst.stdout)
    assert data[0]["status"] == "pending" and data[0]["questions"] == THREE
    show = warden("questions", "show", "1").stdout
    assert "1. PostgreSQL — Relational, the team knows it" in show
    assert "(multi-select)" in show and "warden answer 1 1 1,2 1" in show
    bad = warden("answer", "1", "9", "1", "1")
    assert bad.returncode == 1 and "option 9 does not exist" in bad.stderr and "Question 1:" in bad.stderr
    missing = warden("questions", "show", "42")
    assert missing.returncode == 1 and "no question #42" in missing.stderr
    log = [json.loads(line) for line in warden("log", "--json").stdout.splitlines()]
    assert log[0]["event"] == "PreToolUse" and log[0]["payload"]["tool_input"]["questions"] == THREE


def test_answer_refuses_a_settled_question(isolated_home: Path) -> None:
    run_hook(pre(THREE))
    answers = {THREE[0]["question"]: "SQLite", THREE[1]["question"]: "Login", THREE[2]["question"]: "No"}
    run_hook(post(answers, THREE))
    r = warden("answer", "1", "1", "1", "1")
    assert r.returncode == 1 and "already keyboard" in r.stderr


def test_status_json_and_doctor(isolated_home: Path) -> None:
    run_hook(pre(THREE))
    st = json.loads(warden("status", "--json").stdout)
    assert st["sessions"][0]["pending"] == [1]
    doc = warden("doctor")
    assert "store" in doc.stdout and "tmux" in doc.stdout


def test_bad_config_is_a_clear_error(isolated_home: Path) -> None:
    isolated_home.mkdir(parents=True, exist_ok=True)
    (isolated_home / "config.toml").write_text("[profiles.x]\nchain = 5\n")
    r = warden("run", "--profile", "x", "--no-attach", "--", "true")
    assert r.returncode == 1 and "chain must be a non-empty list" in r.stderr and "Traceback" not in r.stderr


def test_run_starts_a_managed_session_in_tmux(tmp_path: Path, isolated_home: Path) -> None:
    require_tmux()
    sock = f"warden-run-{uuid.uuid4().hex[:8]}"
    out = tmp_path / "env.txt"
    try:
        r = warden("run", "--name", "api", "--no-attach", "--socket-name", sock, "--cwd", str(tmp_path), "--",
                   "sh", "-c", f'echo "$WARDEN_SESSION $WARDEN_HOME $PWD" > {out}; sleep 30')
        assert r.returncode == 0, r.stderr
        assert f"tmux -L {sock} attach -t api" in r.stdout
        end = time.monotonic() + 10
        while not out.exists() and time.monotonic() < end:
            time.sleep(0.05)
        assert out.read_text().split() == ["api", str(isolated_home), str(tmp_path)]
        again = warden("run", "--name", "api", "--no-attach", "--socket-name", sock, "--", "true")
        assert again.returncode == 1 and "already exists" in again.stderr
    finally:
        tmux.kill_server(socket_name=sock)
