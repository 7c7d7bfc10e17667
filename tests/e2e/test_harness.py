"""The harness itself, on the real Claude Code: a question asked by the scripted model
shows as a picker, keystrokes answer it, and the server sees exactly what the model sees.
These tests also pin the tool_result texts of Claude Code 2.1.332."""

from __future__ import annotations

import json
import os
import re
import sys
import time

import pytest

from warden.askuser.tool_result import REJECTED_PREFIX
from warden.sandbox import claude_install as install
from warden.sandbox import claude_session as harness
from warden.sandbox.claude_session import ANSWERED, DECLINED

Q_DB = "Which database should the orders service use?"
PICKER = "Enter to select"


@pytest.mark.e2e
def test_enter_answers_first_option(scripted_server, claude_session):
    server = scripted_server("single")
    s = claude_session(server)
    assert s.pane.startswith("%")
    s.type_prompt("pick a database for the orders service")
    s.wait_for_screen(PICKER)
    assert "❯ 1. PostgreSQL" in s.screen()
    s.press("Enter", expect=ANSWERED)
    call = server.wait_for_result(0, timeout=10)
    assert call.is_error is False and call.outcome == "answered"
    assert call.answers == {Q_DB: "PostgreSQL"}
    assert call.result_text == (f'Your questions have been answered: "{Q_DB}"="PostgreSQL". '
                                "You can now continue with these answers in mind.")
    assert 0 < call.latency < 30
    s.wait_for_screen("I'll wire the repository layer accordingly")
    assert [r.kind for r in server.requests()] == ["main", "main"]
    # The request metadata names the session: its transcript file carries the same id.
    assert call.session_id and list((s.config_dir / "projects").rglob(f"{call.session_id}.jsonl"))


@pytest.mark.e2e
def test_escape_declines_and_model_sees_it_with_next_prompt(scripted_server, claude_session):
    server = scripted_server("single")
    s = claude_session(server)
    s.type_prompt("pick a database")
    s.wait_for_screen(PICKER)
    s.press("Escape", expect=DECLINED)
    s.wait_ready()
    call = server.tool_calls()[0]
    # The turn ends without a request: nothing reaches the model until the user types.
    assert call.result_at is None and len(server.requests()) == 1
    s.type_prompt("ok, never mind")
    call = server.wait_for_result(0, timeout=10)
    assert call.is_error is True and call.outcome == "declined" and call.answers == {}
    assert call.result_text == (REJECTED_PREFIX + " The tool use was rejected (eg. if it was a file edit, "
                                "the new_string was NOT written to the file). STOP what you are doing and "
                                "wait for the user to tell you how to proceed.")
    last = server.requests()[-1]
    blocks = last.body["messages"][-1]["content"] if last.kind == "main" else []
    texts = [b.get("text") for b in blocks if b.get("type") == "text"]
    assert "[Request interrupted by user for tool use]\n" in texts
    assert last.user_text == "ok, never mind" and last.rule == "default"


@pytest.mark.e2e
def test_multi_question_call_with_multiselect(scripted_server, claude_session):
    server = scripted_server("three")
    s = claude_session(server)
    s.type_prompt("set up CI for the package")
    s.wait_for_screen("Which test runner should the package use?")
    s.press("Enter", expect="Which checks should run on every pull request?")
    s.press("Enter", expect="[✔] Unit tests")
    s.send_keys("Down", "Down")
    s.wait_for_screen("❯ 3. [ ] Linting")
    s.press("Enter", expect="[✔] Linting")
    s.send_keys("Down", "Down", "Down")
    s.wait_for_screen(re.compile(r"❯\s+Next"))
    s.press("Enter", expect="Where should tagged releases be published?")
    s.send_keys("Down")
    s.wait_for_screen("❯ 2. Private index")
    s.press("Enter", expect="Review your answers")
    s.press("Enter", expect=ANSWERED)
    call = server.wait_for_result(0, timeout=10)
    assert call.answers == {
        "Which test runner should the package use?": "pytest",
        "Which checks should run on every pull request?": "Unit tests, Linting",
        "Where should tagged releases be published?": "Private index",
    }
    assert call.result_text.startswith('Your questions have been answered: "Which test runner')
    assert call.outcome == "answered"


@pytest.mark.e2e
def test_typed_answer(scripted_server, claude_session):
    server = scripted_server("freetext")
    s = claude_session(server)
    s.type_prompt("name the new command")
    s.wait_for_screen(PICKER)
    s.send_keys("Down", "Down")
    s.wait_for_screen("❯ 3. Type something.")
    s.type_until("reconcile", re.compile(r"❯ 3\. reconcile"))
    s.press("Enter", expect=ANSWERED)
    call = server.wait_for_result(0, timeout=10)
    q = call.question_texts[0]
    assert call.answers == {q: "reconcile"} and call.outcome == "freeform"
    assert call.result_text == (f'The user answered: "{q}"="reconcile". Read the answers carefully \u2014 '
                                "they may request clarification, changes, or that you not proceed \u2014 "
                                "and follow what they actually say.")
    s.wait_for_screen("Named it: reconcile")


@pytest.mark.e2e
def test_chat_about_this_rejects_and_continues(scripted_server, claude_session):
    server = scripted_server("single")
    s = claude_session(server)
    s.type_prompt("pick a database")
    s.wait_for_screen(PICKER)
    s.send_keys("Down", "Down", "Down", "Down")
    s.wait_for_screen("❯ 5. Chat about this")
    s.press("Enter")
    # Unlike Escape, the turn goes on: the model gets the rejection at once.
    call = server.wait_for_result(0, timeout=10)
    assert call.is_error is True and call.outcome == "chat" and call.answers == {}
    assert call.result_text.startswith(REJECTED_PREFIX + " The tool use was rejected")
    assert "To tell you how to proceed, the user said:\nThe user wants to clarify these questions." in call.result_text
    assert call.result_text.endswith(f'Questions asked:\n- "{Q_DB}"\n  (No answer provided)')


# --- the harness's own pieces, without Claude Code ---------------------------------------


def test_prepare_config_dir_merges(tmp_path):
    cfg, cwd = tmp_path / "cfg", tmp_path / "proj"
    cwd.mkdir()
    (cfg).mkdir()
    (cfg / "settings.json").write_text('{"env": {"A": "1"}}')
    harness.prepare_config_dir(cfg, cwd, {"hooks": {"Stop": []}}, api_key="sk-ant-0123456789abcdefghijKLMNOPQRST")
    state = json.loads((cfg / ".claude.json").read_text())
    assert state["hasCompletedOnboarding"] is True
    assert state["projects"][str(cwd.resolve())]["hasTrustDialogAccepted"] is True
    assert state["customApiKeyResponses"]["approved"] == ["abcdefghijKLMNOPQRST"]
    settings = json.loads((cfg / "settings.json").read_text())
    assert settings == {"env": {"A": "1"}, "skipDangerousModePermissionPrompt": True, "hooks": {"Stop": []}}


def test_claude_env(tmp_path, monkeypatch):
    env = harness.claude_env(tmp_path, "http://127.0.0.1:9", {"X": "y"})
    assert env["ANTHROPIC_BASE_URL"] == "http://127.0.0.1:9" and env["ANTHROPIC_AUTH_TOKEN"]
    assert env["CLAUDE_CONFIG_DIR"] == str(tmp_path.resolve())
    assert env["CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC"] == "1" and env["DISABLE_AUTOUPDATER"] == "1"
    assert env["X"] == "y"
    assert ("IS_SANDBOX" in env) == (os.geteuid() == 0)
    session = harness.ClaudeSession(cwd=tmp_path, env=env, args=["--x"], binary="/bin/true")
    cmd = session.command()
    assert cmd[0] == "env" and ["-u", "ANTHROPIC_API_KEY"] == cmd[1:3] and cmd[-2:] == ["/bin/true", "--x"]
    assert session.config_dir == tmp_path.resolve()


def test_ensure_claude_overrides(tmp_path, monkeypatch):
    fake = tmp_path / "claude"
    fake.write_text("#!/bin/sh\n")
    fake.chmod(0o755)
    monkeypatch.setenv("WARDEN_CLAUDE_BIN", str(fake))
    assert install.ensure_claude() == fake
    monkeypatch.delenv("WARDEN_CLAUDE_BIN")
    monkeypatch.setenv("WARDEN_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("WARDEN_CLAUDE_VERSION", "9.9.9")
    assert install.cache_dir() == tmp_path / "cache"
    binary = tmp_path / "cache/claude-code/9.9.9/node_modules" / install.platform_package() / "claude"
    binary.parent.mkdir(parents=True)
    binary.write_text("")
    assert install.ensure_claude() == binary
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    with pytest.raises(install.ClaudeUnavailable, match="npm is not on PATH"):
        install.ensure_claude("1.0.0")


def test_input_box():
    rule = "─" * 40
    assert harness.input_box(f"x\n{rule}\n❯ hello there\n{rule}\n  footer") == "hello there"
    assert harness.input_box(f"x\n{rule}\n❯\n{rule}\n") == ""
    picker = f"{rule}\n ☐ Database\n\nQ?\n\n❯ 1. A\n  2. B\n{rule}\n  3. Chat about this"
    assert harness.input_box(picker) is None


def key_until(s, key, shown, tries=5):
    """Send ``key`` until the screen shows ``shown``: a key sent while the picker is still
    settling is dropped, and the screen is the only truth."""
    for _ in range(tries):
        s.send_keys(key)
        try:
            return s.wait_for_screen(shown, 1.5)
        except harness.ScreenTimeout:
            time.sleep(0.3)
    return s.wait_for_screen(shown, 1.0)


PREVIEW_SCRIPT = {"name": "preview", "rules": [{"match": ["database"], "steps": [
    {"kind": "ask", "text": "One decision.", "questions": [{
        "question": Q_DB, "header": "Database", "multiSelect": False,
        "options": [{"label": "PostgreSQL", "description": "Relational.", "preview": "CREATE TABLE orders ();"},
                    {"label": "SQLite", "description": "One file.", "preview": "sqlite3 orders.db"}]}]},
    {"kind": "text", "text": "Got it: {answers}."}]}]}


@pytest.mark.e2e
def test_the_picker_takes_notes_only_beside_option_previews(scripted_server, claude_session):
    # a plain question offers no notes field (see test_enter_answers_first_option's screen)
    s = claude_session(scripted_server("single"))
    s.type_prompt("pick a database")
    s.wait_for_screen(PICKER)
    assert "to add notes" not in s.screen()
    # beside previews: n opens a notes field; Escape leaves it (the picker stays); Enter selects
    server = scripted_server(PREVIEW_SCRIPT)
    s = claude_session(server)
    s.type_prompt("pick a database")
    s.wait_for_screen("n to add notes")
    key_until(s, "Down", re.compile(r"❯ 2\. SQLite"))
    key_until(s, "n", "Add notes on this design")
    s.send_text("prefer managed hosting")
    s.wait_for_screen("Notes: prefer managed hosting")
    s.press("Escape", expect=re.compile(r"Notes: prefer managed hosting[\s\S]*Esc to cancel"))
    assert PICKER in s.screen()
    s.press("Enter", expect=ANSWERED)
    call = server.wait_for_result(0, timeout=10)
    assert call.answers == {Q_DB: "SQLite"}
    assert call.result_text.startswith(f'The user answered: "{Q_DB}"="SQLite" selected preview:\nsqlite3 orders.db '
                                       "notes: prefer managed hosting.")


# a PreToolUse hook that copies the transcript as it finds it, then again once the line of its
# own tool_use is there (waiting up to 3 s)
_COPYING_HOOK = """
import json, sys, time
p = json.load(sys.stdin)

def read():
    try:
        return open(p["transcript_path"], encoding="utf-8").read()
    except FileNotFoundError:  # not even the file yet: a session's first turn
        return ""

open(sys.argv[1], "w", encoding="utf-8").write(read())
started = time.monotonic()
while time.monotonic() - started < 3:
    text = read()
    if p["tool_use_id"] in text:
        open(sys.argv[2], "w", encoding="utf-8").write(text)
        break
    time.sleep(0.02)
"""


@pytest.mark.e2e
def test_at_a_questions_hook_the_transcript_catches_up_with_the_message_that_asks(scripted_server, claude_session,
                                                                                   tmp_path):
    """When the question's PreToolUse hook starts, the transcript holds the turn (the user's
    prompt, the text the model wrote before the question, the question's tool_use) only as far
    as Claude Code has written it: in runs of the same binary and script (2.1.332, 2.1.296) it
    held all of it, or none of it, not even the prompt, and in a fresh session the file may not
    exist yet. Claude Code writes it while the hook
    runs (within 0.1 s in those runs): a hook that waits for the line of its own tool_use_id
    reads the text the model wrote just before asking, before the question's tool_use."""
    script, first, caught = tmp_path / "copy.py", tmp_path / "first.jsonl", tmp_path / "caught.jsonl"
    script.write_text(_COPYING_HOOK)
    hook = f"{sys.executable} {script} {first} {caught}"
    settings = {"hooks": {"PreToolUse": [{"matcher": "AskUserQuestion",
                                          "hooks": [{"type": "command", "command": hook}]}]}}
    server = scripted_server("single")
    s = claude_session(server, settings=settings)
    s.type_prompt("pick a database for the orders service")
    s.wait_for_screen(PICKER)

    def asking(path: object) -> list[str]:
        kinds = []
        for line in open(path, encoding="utf-8"):  # type: ignore[call-overload]
            r = json.loads(line) if line.strip() else {}
            content = (r.get("message") or {}).get("content") if r.get("type") == "assistant" else None
            for b in content if isinstance(content, list) else []:
                if b.get("type") == "text" and "Before I scaffold the persistence layer" in b.get("text", ""):
                    kinds.append("text")
                elif b.get("type") == "tool_use" and b.get("name") == "AskUserQuestion":
                    kinds.append("tool_use")
        return kinds

    assert asking(first) in ([], ["text"], ["text", "tool_use"])  # what is there is in order
    assert asking(caught) == ["text", "tool_use"]
