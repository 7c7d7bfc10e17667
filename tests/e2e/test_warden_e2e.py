"""warden on the real Claude Code: hooks installed with `warden install --settings`,
questions asked by the scripted model, answers checked where they land — in what Claude
Code sent back to the model — and in the store."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from warden.record.ingest import open_store

pytestmark = pytest.mark.e2e

SINGLE_Q = "Which database should the orders service use?"
THREE_QS = ("Which test runner should the package use?", "Which checks should run on every pull request?",
            "Where should tagged releases be published?")
FREE_Q = "What should the new subcommand that reconciles local and remote state be called?"


def warden(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "warden", *args], capture_output=True, text=True, timeout=60)


def profile(home: Path, chain: str, budget: float = 60) -> None:
    home.mkdir(parents=True, exist_ok=True)
    (home / "config.toml").write_text(f"[profiles.t]\nchain = {chain}\nbudget = {budget}\n")


MANAGED = {"WARDEN_SESSION": "e2e", "WARDEN_PROFILE": "t"}


def wait_question(home: Path, status: str | None = None, timeout: float = 30) -> Any:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        store = open_store(str(home))
        rows = store.questions(status=status)
        store.close()
        if rows:
            return rows[0]
        time.sleep(0.1)
    raise AssertionError(f"no question{' ' + status if status else ''} within {timeout}s")


def settled(home: Path, qid: int, timeout: float = 30) -> Any:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        store = open_store(str(home))
        q = store.question(qid)
        a = store.latest_answer(qid)
        store.close()
        if q is not None and q["status"] not in ("pending", "answered", "delivered"):
            return q, a
        time.sleep(0.1)
    raise AssertionError(f"question #{qid} not settled within {timeout}s")


def test_single_question_answered_inline(isolated_home: Path, scripted_server: Any, claude_session: Any) -> None:
    profile(isolated_home, '["first"]')
    server = scripted_server("single")
    s = claude_session(server, warden=True, env=MANAGED)
    s.type_prompt("pick a database")
    call = server.wait_for(lambda srv: next((c for c in srv.tool_calls() if c.answered), None), timeout=60)
    assert call.answers == {SINGLE_Q: "PostgreSQL"}
    assert not call.is_error
    q, a = settled(isolated_home, 1)
    assert q["status"] == "verified"
    assert (a["decided_by"], a["delivery"]) == ("first", "hook")
    assert "Enter to select" not in s.screen()  # no picker was ever needed


def test_three_questions_with_multi_select_answered_from_the_cli(isolated_home: Path, scripted_server: Any,
                                                                  claude_session: Any) -> None:
    profile(isolated_home, '["human"]')
    server = scripted_server("three")
    s = claude_session(server, warden=True, env=MANAGED)
    s.type_prompt("set up the CI pipeline")
    q = wait_question(isolated_home, "pending")
    r = warden("answer", str(q["id"]), "1", "1,3", "--extra", "and a docs build", "3")
    assert r.returncode == 0, r.stderr
    assert "waiting hook delivers it" in r.stdout
    call = server.wait_for(lambda srv: next((c for c in srv.tool_calls() if c.answered), None), timeout=60)
    assert call.answers == {
        THREE_QS[0]: "pytest",
        THREE_QS[1]: "Unit tests, Linting, and a docs build",
        THREE_QS[2]: "Nowhere",
    }
    q, a = settled(isolated_home, q["id"])
    assert q["status"] == "verified", q["detail"]
    assert (a["decided_by"], a["delivery"]) == ("human:cli", "hook")


def test_a_note_beside_the_choice_reaches_the_model_and_is_verified(isolated_home: Path, scripted_server: Any,
                                                                      claude_session: Any) -> None:
    profile(isolated_home, '["human"]')
    server = scripted_server("single")
    s = claude_session(server, warden=True, env=MANAGED)
    s.type_prompt("pick a database")
    q = wait_question(isolated_home, "pending")
    r = warden("answer", str(q["id"]), "2", "--note", "one file is enough; back it up nightly")
    assert r.returncode == 0, r.stderr
    assert "waiting hook delivers it" in r.stdout and "not typed" not in r.stdout
    call = server.wait_for(lambda srv: next((c for c in srv.tool_calls() if c.answered), None), timeout=60)
    assert call.answers == {SINGLE_Q: "SQLite"}
    # the model reads the note beside the choice (Claude Code 2.1.332's wording)
    assert call.result_text.startswith(f'The user answered: "{SINGLE_Q}"="SQLite" notes: one file is enough; '
                                       "back it up nightly.")
    q, a = settled(isolated_home, q["id"])
    assert q["status"] == "verified", q["detail"]  # PostToolUse echoed the note in tool_response.annotations
    assert (a["decided_by"], a["delivery"]) == ("human:cli", "hook")
    assert '"note": "one file is enough; back it up nightly"' in a["answer"]


def test_free_text_answer_inline(isolated_home: Path, scripted_server: Any, claude_session: Any) -> None:
    profile(isolated_home, '["human"]')
    server = scripted_server("freetext")
    s = claude_session(server, warden=True, env=MANAGED)
    s.type_prompt("name the new command")
    q = wait_question(isolated_home, "pending")
    assert warden("answer", str(q["id"]), "--type", "reconcile — it's \"two-way\" $(not run)").returncode == 0
    call = server.wait_for(lambda srv: next((c for c in srv.tool_calls() if c.answered), None), timeout=60)
    assert call.answers == {FREE_Q: "reconcile — it's \"two-way\" $(not run)"}
    q, _ = settled(isolated_home, q["id"])
    assert q["status"] == "verified"


def test_unmanaged_session_is_left_to_the_keyboard(isolated_home: Path, scripted_server: Any,
                                                   claude_session: Any) -> None:
    server = scripted_server("single")
    s = claude_session(server, warden=True)
    s.type_prompt("pick a database")
    s.wait_for_screen("Enter to select", timeout=60)
    q = wait_question(isolated_home, "pending")
    s.send_keys("Down")
    s.wait_for_screen(lambda screen: "❯ 2. SQLite" in screen, timeout=10)
    s.press("Enter")
    call = server.wait_for(lambda srv: next((c for c in srv.tool_calls() if c.answered), None), timeout=60)
    assert call.answers == {SINGLE_Q: "SQLite"}
    q, a = settled(isolated_home, q["id"])
    assert q["status"] == "keyboard"
    assert a["decided_by"] == "keyboard"


def test_escape_closes_the_question_as_declined(isolated_home: Path, scripted_server: Any,
                                                claude_session: Any) -> None:
    server = scripted_server("single")
    s = claude_session(server, warden=True)
    s.type_prompt("pick a database")
    s.wait_for_screen("Enter to select", timeout=60)
    q = wait_question(isolated_home, "pending")
    s.send_keys("Escape")
    s.wait_ready(timeout=30)
    # the question closes on the session's next event; a new prompt is one
    s.type_prompt("hello again")
    q, _ = settled(isolated_home, q["id"], timeout=60)
    assert q["status"] == "declined"


def test_budget_expiry_shows_the_picker(isolated_home: Path, scripted_server: Any, claude_session: Any) -> None:
    profile(isolated_home, '["human"]', budget=1)
    server = scripted_server("single")
    s = claude_session(server, warden=True, env=MANAGED)
    s.type_prompt("pick a database")
    s.wait_for_screen("Enter to select", timeout=60)
    q = wait_question(isolated_home, "pending")
    assert q["hook_until"] is None  # released for keystroke delivery
    s.press("Enter")
    q, a = settled(isolated_home, q["id"])
    assert q["status"] == "keyboard"




COMMIT_Q = "Commit the fix?"


def _commit(text: str, word: str) -> dict[str, Any]:
    return {"match": [word], "steps": [
        {"kind": "ask", "text": text, "questions": [
            {"question": COMMIT_Q, "header": "Commit", "multiSelect": False,
             "options": [{"label": "Yes, commit", "description": "commit the staged change"},
                         {"label": "No, wait", "description": ""}]}]},
        {"kind": "text", "text": "Got it: {answers}."}]}


def test_the_policy_reads_what_the_session_showed_before_asking(isolated_home: Path, scripted_server: Any,
                                                                  claude_session: Any) -> None:
    """The same question, asked twice: after a turn that only committed, the policy answers it in the
    hook; after a turn saying it will push and deploy, the policy leaves it to a person (the picker
    shows). Claude Code writes the turn to the transcript while the hook runs (test_harness.py): the
    hook waits for the question's own line."""
    profile(isolated_home, '["policy"]', budget=5)
    server = scripted_server({"name": "shown", "default": {"text": "Ask me to commit."}, "rules": [
        _commit("The fix is staged and the suite passes.", "quietly"),
        _commit("Then I will push main to origin and deploy it to production.", "deploy")]})
    s = claude_session(server, warden=True, env=MANAGED)
    s.type_prompt("commit it quietly")
    call = server.wait_for(lambda srv: next((c for c in srv.tool_calls() if c.answered), None), timeout=60)
    assert call.answers == {COMMIT_Q: "Yes, commit"}
    q, a = settled(isolated_home, 1)
    assert (q["status"], a["decided_by"], a["delivery"]) == ("verified", "policy", "hook")
    s.wait_ready(timeout=30)
    s.type_prompt("commit it and deploy")
    s.wait_for_screen("Enter to select", timeout=60)
    q = wait_question(isolated_home, "pending")
    store = open_store(str(isolated_home))
    try:
        (step,) = [t for t in store.traces(q["id"]) if t["answerer"] == "policy"]
    finally:
        store.close()
    assert step["outcome"] == "abstained" and "deploy" in step["reason"], step["reason"]
