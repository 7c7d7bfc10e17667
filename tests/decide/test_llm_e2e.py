"""The chain policy → llm answering a real Claude Code question inline.

Claude Code talks to one scripted model server (it asks the question); the ``llm``
answerer talks to a second one (configured in ``[llm]``), whose side rule returns the
decision JSON. The answer is checked where it lands: in what Claude Code sent back to
its model, and in the store (verified, decided by llm)."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from tests.e2e.conftest import claude_bin, claude_session, scripted_server  # noqa: F401 - fixtures
from warden.record.ingest import open_store

pytestmark = pytest.mark.e2e

SINGLE_Q = "Which database should the orders service use?"


def settled(home: Path, qid: int, timeout: float = 60) -> Any:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        store = open_store(str(home))
        q, a = store.question(qid), store.latest_answer(qid)
        store.close()
        if q is not None and q["status"] not in ("pending", "answered", "delivered"):
            return q, a
        time.sleep(0.1)
    raise AssertionError(f"question #{qid} not settled within {timeout}s")


def test_policy_abstains_and_llm_answers_inline(isolated_home: Path, scripted_server: Any,
                                                 claude_session: Any) -> None:
    decision = {"answers": [{"kind": "select", "label": "SQLite"}], "reason": "a prototype needs no server"}
    model = scripted_server({"rules": [{"match": SINGLE_Q, "side": True, "text": json.dumps(decision)}]})
    claude_model = scripted_server("single")
    isolated_home.mkdir(parents=True, exist_ok=True)
    (isolated_home / "config.toml").write_text(
        f'[llm]\nbase_url = "{model.url}"\nmodel = "claude-e2e"\n'
        '[profiles.t]\nchain = ["policy", "llm", "human"]\nbudget = 90\n')
    s = claude_session(claude_model, warden=True, env={"WARDEN_SESSION": "e2e", "WARDEN_PROFILE": "t"})
    s.type_prompt("pick a database")
    call = claude_model.wait_for(lambda srv: next((c for c in srv.tool_calls() if c.answered), None), timeout=120)
    assert call.answers == {SINGLE_Q: "SQLite"}  # the llm's choice, not option 1
    assert not call.is_error
    print(f"question to answer, as Claude Code's model saw it: {call.latency:.2f}s")
    q, a = settled(isolated_home, 1)
    assert q["status"] == "verified", q["detail"]
    assert (a["decided_by"], a["delivery"], a["reason"]) == ("llm", "hook", "claude-e2e: a prototype needs no server")
    # the llm answerer asked the second server once, with the question and its options
    [req] = model.requests()
    prompt = req.body["messages"][0]["content"]
    assert req.kind == "side" and req.body["model"] == "claude-e2e"
    assert f"{SINGLE_Q} (single-select)" in prompt and "  3. MongoDB — Document store" in prompt
    assert "Enter to select" not in s.screen()  # no picker was ever shown
    explain = subprocess.run([sys.executable, "-m", "warden", "questions", "explain", "1"],
                             capture_output=True, text=True, timeout=60).stdout
    assert "question #1: verified" in explain
    assert any(ln.split()[:2] == ["policy", "abstained"] for ln in explain.splitlines()), explain
    assert any(ln.split()[:2] == ["llm", "decided"] for ln in explain.splitlines()), explain
