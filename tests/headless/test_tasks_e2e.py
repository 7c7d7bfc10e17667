"""Headless tasks on the real Claude Code (SDK protocol) against the scripted model."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest

from warden.record.ingest import open_store

pytestmark = pytest.mark.e2e

Q = "Which database should the orders service use?"
POLICY = """
[profiles.auto]
chain = [{ answerer = "policy", rules = [{ question = "which database", choose = "SQLite" }] }]
"""
HUMAN = """
[profiles.people]
chain = ["human"]
"""


def answered(h: Any, n: int = 1) -> list[Any]:
    return h.until(lambda: [c for c in h.server.tool_calls() if c.answered][:n] if
                   len([c for c in h.server.tool_calls() if c.answered]) >= n else None, why="tool results")


def question_row(home: Path, qid: int) -> tuple[Any, Any]:
    store = open_store(str(home))
    try:
        return store.question(qid), store.latest_answer(qid)
    finally:
        store.close()


def test_question_answered_by_policy(headless: Any) -> None:
    h = headless("single")
    h.profile(POLICY)
    r = h.warden("task", "run", "--name", "db", "--profile", "auto", "--wait", "--timeout", "150", "pick a database")
    assert r.returncode == 0, r.stderr + r.stdout
    assert "task #1 db: done" in r.stdout
    assert f"{Q} → SQLite" in r.stdout  # the model's final reply quotes what it received
    (call,) = answered(h)
    assert call.answers == {Q: "SQLite"} and not call.is_error
    t = h.task("db")
    assert t["state"] == "done" and t["session_id"] and t["turns"] >= 2
    (q,) = t["questions"]
    assert q["status"] == "verified"
    row, a = question_row(h.home, q["id"])
    assert (a["decided_by"], a["delivery"]) == ("policy", "sdk")
    assert json.loads(row["received"]) == {Q: "SQLite"}
    # the session is a managed session named after the task
    status = json.loads(h.warden("status", "--json").stdout)
    (s,) = [s for s in status["sessions"] if s["id"] == t["session_id"]]
    assert (s["name"], s["managed"], s["profile"]) == ("db", 1, "auto")
    assert [x["id"] for x in status["tasks"]] == [t["id"]]
    kinds = [o["kind"] for o in t.get("output", [])] or [o["kind"] for o in h.task("db")["output"]]
    assert kinds[0] == "prompt" and "question" in kinds and "verified" in kinds and kinds[-1] == "result"


def test_question_answered_later_from_the_cli_while_the_task_waits(headless: Any) -> None:
    h = headless("single")
    h.profile(HUMAN)
    # Claude Code's away-from-keyboard answer (CLAUDE_AFK_TIMEOUT_MS, default 60 s) does not
    # cut a can_use_tool wait short: seen with 2 s here, and with a 200 s wait by hand
    h.env["CLAUDE_AFK_TIMEOUT_MS"] = "2000"
    tid = h.run_task("--profile", "people", "pick a database")
    t = h.task_in(tid, "waiting")
    (q,) = t["questions"]
    assert q["status"] == "pending"
    # nobody answers for a while: the task keeps waiting (no inline limit, no picker)
    end = time.monotonic() + 6
    while time.monotonic() < end:
        assert not [c for c in h.server.tool_calls() if c.answered], "answered without anyone answering"
        time.sleep(0.25)
    listed = h.warden("status")
    assert f"[question] #{q['id']} pending" in listed.stdout and "waiting" in listed.stdout
    assert h.task(tid)["state"] == "waiting"
    r = h.warden("answer", str(q["id"]), "3")
    assert r.returncode == 0, r.stderr
    assert "no keystrokes" in r.stdout
    t = h.task_in(tid, "done")
    (call,) = answered(h)
    assert call.answers == {Q: "MongoDB"}
    row, a = question_row(h.home, q["id"])
    assert row["status"] == "verified"
    assert (a["decided_by"], a["delivery"]) == ("human:cli", "sdk")
    assert "MongoDB" in t["result"]


def test_a_new_message_to_a_finished_task_resumes_its_session(headless: Any) -> None:
    h = headless("single")
    h.profile(POLICY)
    tid = h.run_task("--profile", "auto", "pick a database")
    first = h.task_in(tid, "done")
    r = h.warden("task", "send", str(tid), "--wait", "--timeout", "150", "pick a database for the audit log too")
    assert r.returncode == 0, r.stderr + r.stdout
    t = h.task(tid)
    assert t["state"] == "done" and t["session_id"] == first["session_id"]
    assert [q["status"] for q in t["questions"]] == ["verified", "verified"]
    calls = answered(h, 2)
    assert [c.session_id for c in calls] == [first["session_id"]] * 2
    # the second turn carried the first one's conversation
    last = h.server.requests("main")[-1].body["messages"]
    texts = json.dumps(last)
    assert "pick a database for the audit log too" in texts and calls[0].tool_use_id in texts
    prompts = [o["text"] for o in t["output"] if o["kind"] == "prompt"]
    assert prompts == ["pick a database", "pick a database for the audit log too"]


def test_stop_a_waiting_task_expires_its_question(headless: Any) -> None:
    h = headless("single")
    h.profile(HUMAN)
    tid = h.run_task("--profile", "people", "pick a database")
    t = h.task_in(tid, "waiting")
    pid = t["pid"]
    r = h.warden("task", "stop", str(tid))
    assert r.returncode == 0, r.stderr
    t = h.task(tid)
    assert t["state"] == "stopped"
    assert [q["status"] for q in t["questions"]] == ["expired"]
    from warden.store.tasks import alive

    assert not alive(pid)
    assert h.warden("answer", str(t["questions"][0]["id"]), "1").returncode == 1


def test_with_warden_hooks_installed_the_runner_answers_once(headless: Any) -> None:
    """Installed hooks see the task as a managed session and step aside; PostToolUse
    hooks fire in SDK mode as well and agree with the stream's verification."""
    h = headless("single")
    h.install_hooks()
    h.profile(POLICY)
    r = h.warden("task", "run", "--name", "hooked", "--profile", "auto", "--wait", "--timeout", "150",
                 "pick a database")
    assert r.returncode == 0, r.stderr + r.stdout
    t = h.task("hooked")
    (q,) = t["questions"]
    assert q["status"] == "verified"
    store = open_store(str(h.home))
    try:
        answers = store.db.execute("SELECT decided_by, delivery FROM answers WHERE question_id=?", (q["id"],)).fetchall()
        events = [(e["event"], e["tool_name"]) for e in store.events(t["session_id"])]
        pre = store.db.execute("SELECT note FROM events WHERE event='PreToolUse'").fetchone()
        s = store.session(t["session_id"])
    finally:
        store.close()
    assert [tuple(a) for a in answers] == [("policy", "sdk")]  # one decision, not one per path
    assert ("PreToolUse", "AskUserQuestion") in events and ("PostToolUse", "AskUserQuestion") in events
    assert "its runner answers" in pre["note"]
    assert (s["name"], s["managed"]) == ("hooked", 1)


def test_a_declined_question_reaches_the_model_as_a_rejection(headless: Any) -> None:
    h = headless("single")
    h.profile(HUMAN)
    tid = h.run_task("--profile", "people", "pick a database")
    (q,) = h.task_in(tid, "waiting")["questions"]
    r = h.warden("answer", str(q["id"]), "--decline", "Not now: the storage design is still open.")
    assert r.returncode == 0, r.stderr
    h.task_in(tid, "done")
    (call,) = answered(h)
    assert call.is_error and "Not now: the storage design is still open." in call.result_text
    row, a = question_row(h.home, q["id"])
    assert row["status"] == "declined" and (a["decided_by"], a["delivery"]) == ("human:cli", "sdk")


PERMISSIONS = """
[profiles.careful]
chain = ["human"]
permission_mode = "default"
"""


def test_a_tasks_permission_request_is_decided_by_the_chain(headless: Any) -> None:
    h = headless("permissions")
    h.profile(PERMISSIONS)
    tid = h.run_task("--profile", "careful", "run the tests")
    t = h.task_in(tid, "waiting")
    (q,) = t["questions"]
    assert (q["kind"], q["status"]) == ("permission", "pending") and q["tool_use_id"]
    r = h.warden("answer", str(q["id"]), "1", "--command", "echo ran by the task")
    assert r.returncode == 0, r.stderr
    t = h.task_in(tid, "done")
    call = h.until(lambda: next((c for c in h.server.tool_calls(None) if c.name == "Bash" and c.answered), None),
                   why="the Bash result")
    assert not call.is_error and call.result_text.strip() == "ran by the task"
    row, a = question_row(h.home, q["id"])
    assert row["status"] == "verified"
    assert (a["decided_by"], a["delivery"]) == ("human:cli", "sdk")
