"""The workflow driver on the real Claude Code: a Stop suggests `/clear` and a command;
warden types `/clear`, waits for SessionStart(clear), types the command, and the model
receives it. A person typing mid-queue cancels it."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from warden.workflow import queue as q
from warden.record.ingest import open_store

pytestmark = pytest.mark.e2e

MANAGED = {"WARDEN_SESSION": "e2e", "WARDEN_PROFILE": "t"}
SCRIPT = {
    "name": "workflow",
    "default": {"text": "Ready."},
    "rules": [
        {"match": ["start work"], "steps": [{"kind": "text", "text": (
            "Phase 0 is done.\n\nNext steps:\n- `/clear` to start with a fresh context\n"
            "- `/gsd:plan-phase 1` to plan the first phase")}]},
        {"match": ["plan phase 1 of"], "steps": [{"kind": "text", "delay": 2.0,
                                                   "text": "Planned phase 1: three tasks."}]},
        {"match": ["plan phase 3 of"], "steps": [{"kind": "text", "delay": 6.0, "text": "Planned phase 3."}]},
        {"match": ["plan phase 2 of"], "steps": [{"kind": "text", "text": "Planned phase 2."}]},
        {"match": ["take over"], "steps": [{"kind": "text", "text": "Understood, I'll wait."}]},
    ],
}


def warden(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "warden", *args], capture_output=True, text=True, timeout=60)


def project(tmp_path: Path) -> Path:
    proj = tmp_path / "project"
    cmds = proj / ".claude" / "commands" / "gsd"
    cmds.mkdir(parents=True)
    # a custom command, so Claude Code sends /gsd:plan-phase to the model instead of "unknown command"
    (cmds / "plan-phase.md").write_text("---\ndescription: Plan a phase\n---\nPlan phase $ARGUMENTS of the roadmap.\n")
    return proj


def config(home: Path, workflow: str) -> None:
    home.mkdir(parents=True, exist_ok=True)
    (home / "config.toml").write_text(f'[profiles.t]\nchain = ["human"]\nworkflow = "{workflow}"\n')


def wait_queue(home: Path, done: Any, timeout: float = 90) -> dict[str, Any]:
    end = time.monotonic() + timeout
    rep = None
    while time.monotonic() < end:
        store = open_store(str(home))
        row = store.db.execute("SELECT id FROM queues ORDER BY id DESC LIMIT 1").fetchone()
        rep = q.report(store, row["id"]) if row is not None else None
        store.close()
        if rep is not None and done(rep):
            return rep
        time.sleep(0.2)
    log = (home / "hook.log").read_text() if (home / "hook.log").exists() else ""
    raise AssertionError(f"queue not as expected within {timeout}s: {rep}\n--- hook.log ---\n{log[-3000:]}")


def announced(home: Path, timeout: float = 30) -> str:
    """The end of the queue as told to the person (the event log), by the detached worker."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        store = open_store(str(home))
        told = store.events(event="WardenQueue", limit=1)
        store.close()
        if told:
            return str(told[-1]["note"])
        time.sleep(0.2)
    raise AssertionError("the queue's end was not announced")


def user_texts(server: Any) -> list[str]:
    return [r.user_text or "" for r in server.requests("main")]


def test_stop_suggesting_clear_then_a_command_runs_both(isolated_home: Path, tmp_path: Path, scripted_server: Any,
                                                        claude_session: Any) -> None:
    config(isolated_home, "suggested")
    server = scripted_server(SCRIPT)
    s = claude_session(server, warden=True, env=MANAGED, cwd=project(tmp_path))
    s.type_prompt("start work")
    rep = wait_queue(isolated_home, lambda r: r["status"] != "active")
    assert rep["status"] == "done", rep
    assert rep["started_by"] == "brain:suggested"
    assert [(c["command"], c["awaits"], c["status"]) for c in rep["commands"]] == [
        ("/clear", "SessionStart:clear", "done"), ("/gsd:plan-phase 1", "Stop", "done")]
    assert rep["commands"][1]["result"] == "Planned phase 1: three tasks."
    # the model received the command, in a new conversation (after /clear)
    reqs = server.requests("main")
    assert [r.user_text for r in reqs] == ["start work", "Plan phase 1 of the roadmap."]
    assert reqs[0].session_id != reqs[1].session_id
    store = open_store(str(isolated_home))
    events = [(e["event"], e["note"] or "") for e in store.events(limit=100)]
    store.close()
    kinds = [k for k, _ in events if k != "WardenQueue"]
    # the prompt, /clear (no UserPromptSubmit of its own), then the command warden typed
    assert kinds[:7] == ["SessionStart", "UserPromptSubmit", "Stop", "SessionEnd", "SessionStart",
                         "UserPromptSubmit", "Stop"], events
    assert any("warden's own /gsd:plan-phase 1 submitted" in n for _, n in events)
    assert "queue #1 done (2/2 commands done)" in announced(isolated_home)
    # the final message suggests nothing more: the session stays idle, no second queue
    time.sleep(1.0)
    store = open_store(str(isolated_home))
    assert store.count("queues") == 1
    store.close()


def test_a_person_typing_mid_queue_cancels_it(isolated_home: Path, tmp_path: Path, scripted_server: Any,
                                              claude_session: Any) -> None:
    config(isolated_home, "none")
    server = scripted_server(SCRIPT)
    s = claude_session(server, warden=True, env=MANAGED, cwd=project(tmp_path))
    s.type_prompt("hello")
    end = time.monotonic() + 30
    while "stopped" not in warden("status").stdout:  # the turn is over (the box shows during one, too)
        assert time.monotonic() < end
        time.sleep(0.2)
    r = warden("queue", "e2e", "/gsd:plan-phase 3", "/gsd:plan-phase 2")
    assert r.returncode == 0, r.stderr
    assert "queue #1 started" in r.stdout
    # plan-phase 3 is typed and submitted; the model takes 6 s to answer ...
    end = time.monotonic() + 60
    while "awaiting Stop after /gsd:plan-phase 3" not in (st := warden("status").stdout):
        assert time.monotonic() < end, st
        time.sleep(0.2)
    shown = warden("queue", "show", "e2e").stdout
    assert "▸ 1. /gsd:plan-phase 3" in shown and "awaiting Stop" in shown, shown
    # ... and a person types meanwhile
    s.send_text("I will take over from here")
    s.wait_for_screen("take over from here", timeout=10)
    s.send_keys("Enter")
    rep = wait_queue(isolated_home, lambda r: r["status"] != "active")
    assert rep["status"] == "cancelled", rep
    assert "a person typed into the session: I will take over from here" in rep["detail"]
    server.wait_for(lambda srv: "I will take over from here" in user_texts(srv), timeout=60)
    assert "Plan phase 3 of the roadmap." in user_texts(server)
    time.sleep(2.0)
    assert "Plan phase 2 of the roadmap." not in user_texts(server)
    # Claude Code 2.1.332 submits a prompt typed during a turn at once (its UserPromptSubmit
    # fires mid-turn), so the queue is cancelled before plan-phase 3 even stops
    assert [c["status"] for c in rep["commands"]] == ["cancelled", "cancelled"]
    assert rep["commands"][1]["delivery"] is None  # never typed
    assert "queue #1 cancelled (0/2 commands done): a person typed" in announced(isolated_home)

    st = warden("status")
    assert "[queue]" not in st.stdout


def test_plain_continuation_delivered_by_the_stop_hook(isolated_home: Path, tmp_path: Path, scripted_server: Any,
                                                       claude_session: Any) -> None:
    isolated_home.mkdir(parents=True, exist_ok=True)
    (isolated_home / "config.toml").write_text('[profiles.t]\nchain = ["human"]\ncontinue_via = "block"\n')
    server = scripted_server(SCRIPT)
    s = claude_session(server, warden=True, env=MANAGED, cwd=project(tmp_path))
    s.type_prompt("hello")
    end = time.monotonic() + 30
    while "stopped" not in warden("status").stdout:
        assert time.monotonic() < end
        time.sleep(0.2)
    r = warden("queue", "e2e", "/gsd:plan-phase 2", "Now write the tests for phase 2.")
    assert r.returncode == 0, r.stderr
    rep = wait_queue(isolated_home, lambda r: r["status"] != "active")
    assert rep["status"] == "done", rep
    assert [(c["delivery"], c["status"]) for c in rep["commands"]] == [("keys", "done"), ("block", "done")]
    # no keys: the model gets the reason as a system message of the same turn (2.1.332)
    last = server.requests("main")[-1].body["messages"][-1]
    assert last["role"] == "system"
    text = last["content"][0]["text"]
    assert text.startswith("Stop hook blocking error from command: ")
    assert text.endswith(": Now write the tests for phase 2.")
    assert "Now write the tests" not in s.screen().split("────")[-2]  # never typed into the box
    # the Stop that ends the continued turn carries stop_hook_active
    store = open_store(str(isolated_home))
    stops = [json.loads(e["payload"])["stop_hook_active"] for e in store.events(limit=100) if e["event"] == "Stop"]
    store.close()
    assert stops == [False, False, True]
