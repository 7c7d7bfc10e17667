"""Deferred questions of `claude -p` pipelines, on the real Claude Code 2.1.332.

Pinned here (seen on 2.1.332):
* plain `claude -p` does not offer AskUserQuestion at all; with
  `--permission-prompt-tool stdio` it does, and a PreToolUse hook may then defer it;
* a deferred call ends the run with a `result` line: `subtype: "success"`,
  `is_error: false`, `stop_reason: "tool_deferred"`, `terminal_reason: "tool_deferred"`,
  `result: ""` and `deferred_tool_use: {id, name, input}`; no Stop hook fires, SessionEnd does;
* `claude -p --resume <session>` (no prompt) fires SessionStart(resume), then PreToolUse
  again with the same tool_use_id; once the hook allows with answers, PostToolUse fires
  and the model receives the tool_result followed by the text "Continue from where you
  left off." in the same user message.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from warden.record.ingest import open_store

pytestmark = pytest.mark.e2e

SCRIPT = Path(__file__).with_name("resumed.toml")
Q = "Which database should the orders service use?"
PIPE = """
[profiles.pipe]
defer = true
chain = ["human"]
budget = 1
"""
MANAGED = {"WARDEN_SESSION": "pipe", "WARDEN_PROFILE": "pipe"}
P_ARGS = ("--permission-prompt-tool", "stdio", "--output-format", "stream-json", "--verbose")


def records(stdout: str) -> list[dict[str, Any]]:
    return [json.loads(line) for line in stdout.splitlines() if line.strip()]


def result_of(stdout: str) -> dict[str, Any]:
    (result,) = [r for r in records(stdout) if r.get("type") == "result"]
    return result


def test_plain_print_mode_hides_ask_user_question(headless: Any) -> None:
    h = headless(SCRIPT)
    plain = h.claude("-p", "pick a database", "--output-format", "stream-json", "--verbose")
    offered = h.claude("-p", "pick a database", "--output-format", "stream-json", "--verbose",
                       "--permission-prompt-tool", "stdio", "--max-turns", "1")
    tools = [[r["tools"] for r in records(p.stdout) if r.get("subtype") == "init"][0] for p in (plain, offered)]
    assert "AskUserQuestion" not in tools[0]
    assert "AskUserQuestion" in tools[1]


def test_defer_then_answer_then_resume(headless: Any) -> None:
    h = headless(SCRIPT)
    h.install_hooks()
    h.profile(PIPE)

    first = h.claude("-p", "pick a database", *P_ARGS, env=MANAGED)
    assert first.returncode == 0, first.stderr
    result = result_of(first.stdout)
    assert (result["subtype"], result["is_error"], result["stop_reason"]) == ("success", False, "tool_deferred")
    assert result["terminal_reason"] == "tool_deferred" and result["result"] == ""
    deferred = result["deferred_tool_use"]
    assert deferred["name"] == "AskUserQuestion" and deferred["input"]["questions"][0]["question"] == Q
    session = result["session_id"]

    store = open_store(str(h.home))
    try:
        q = store.question_by_tool_use(deferred["id"])
        events = [e["event"] for e in store.events(session)]
        s = store.session(session)
    finally:
        store.close()
    assert q["status"] == "pending" and q["deferred_at"] is not None and "deferred" in q["detail"]
    assert events[-2:] == ["PreToolUse", "SessionEnd"] and "Stop" not in events
    assert s["state"] == "ended"  # the run ended, but its deferred question did not expire

    # resumed before anyone answered: deferred again, still pending
    again = h.warden("task", "resume", session)
    assert again.returncode == 0, again.stderr
    assert result_of(again.stdout)["stop_reason"] == "tool_deferred"
    assert "no answer yet" in again.stderr

    r = h.warden("answer", str(q["id"]), "2")
    assert r.returncode == 0, r.stderr
    assert "no keystrokes" in r.stdout

    resumed = h.warden("task", "resume", session)
    assert resumed.returncode == 0, resumed.stderr
    out = records(resumed.stdout)
    assert result_of(resumed.stdout)["stop_reason"] == "end_turn"
    results = [b for r in out if r.get("type") == "user" for b in r["message"]["content"]
               if isinstance(b, dict) and b.get("type") == "tool_result"]
    assert [b["tool_use_id"] for b in results] == [deferred["id"]]
    assert f'"{Q}"="SQLite"' in results[0]["content"]
    (call,) = [c for c in h.server.tool_calls() if c.answered]
    assert call.answers == {Q: "SQLite"}
    last = h.server.requests("main")[-1].body["messages"][-1]["content"]
    assert [b["type"] for b in last][:2] == ["tool_result", "text"]
    assert last[1]["text"] == "Continue from where you left off."

    store = open_store(str(h.home))
    try:
        q = store.question(q["id"])
        a = store.latest_answer(q["id"])
        events = [e["event"] for e in store.events(session)]
    finally:
        store.close()
    assert q["status"] == "verified", q["detail"]
    assert (a["decided_by"], a["delivery"]) == ("human:cli", "hook")
    assert events.count("PreToolUse") == 3 and "PostToolUse" in events

    # the same stream, read back by `warden stream parse`
    parsed = subprocess.run([sys.executable, "-m", "warden", "stream", "parse", "--json", "-"],
                            input=first.stdout + resumed.stdout, capture_output=True, text=True, env=h.env)
    rows = records(parsed.stdout)
    assert [(r["tool_use_id"], r["status"], r["deferred"]) for r in rows[:-1]] == [(deferred["id"], "answered", True)]
    assert rows[0]["answers"] == {Q: "SQLite"}
    alone = subprocess.run([sys.executable, "-m", "warden", "stream", "parse", "--json", "-"],
                           input=first.stdout, capture_output=True, text=True, env=h.env)
    assert records(alone.stdout)[0]["status"] == "deferred"
    assert rows[-1]["type"] == "summary" and rows[-1]["malformed"] == 0


def test_an_interactive_session_is_never_deferred(headless: Any, tmp_path: Path) -> None:
    """Claude Code tells hooks CLAUDE_CODE_SESSION_ATTENDED=1 in the terminal (0 under
    -p): with the same defer profile, a terminal session gets its picker."""
    import uuid

    from warden.sandbox.claude_session import ClaudeSession

    from tests.realparts import require_tmux

    require_tmux()
    h = headless(SCRIPT)
    h.install_hooks()
    h.profile(PIPE)
    env = {k: h.env[k] for k in ("ANTHROPIC_BASE_URL", "ANTHROPIC_AUTH_TOKEN", "CLAUDE_CONFIG_DIR",
                                 "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC", "DISABLE_AUTOUPDATER", "WARDEN_HOME")}
    env.update(MANAGED, IS_SANDBOX="1")
    with ClaudeSession(cwd=h.project, env=env, args=["--dangerously-skip-permissions"],
                       binary=h.env["WARDEN_CLAUDE_BIN"], socket_name=f"warden-defer-{uuid.uuid4().hex[:8]}") as s:
        s.wait_ready(timeout=60)
        s.type_prompt("pick a database")
        s.wait_for_screen("Enter to select", timeout=60)
        store = open_store(str(h.home))
        try:
            (q,) = store.questions()
        finally:
            store.close()
        assert q["status"] == "pending" and q["deferred_at"] is None
