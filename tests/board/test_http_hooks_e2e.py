"""HTTP hooks on the real Claude Code 2.1.332: `warden install --http` pointing at
`warden serve`. Pinned here: an inline answer over HTTP lands exactly like a command
hook's; the session's environment reaches the server through the header
interpolation; and with the server down Claude Code shows its picker (fails open)."""

from __future__ import annotations

import re
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from tests.e2e.test_warden_e2e import SINGLE_Q, THREE_QS, profile, settled, wait_question
from warden.record.ingest import open_store
from warden.sandbox.claude_session import HOOK_FAILED

pytestmark = pytest.mark.e2e

MANAGED = {"WARDEN_SESSION": "http-e2e", "WARDEN_PROFILE": "t"}


def install_http(config: Path, url: str) -> None:
    r = subprocess.run([sys.executable, "-m", "warden", "install", "--settings", str(config / "settings.json"),
                        "--http", url], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture
def http_claude(tmp_path: Path, claude_bin: Path, isolated_home: Path) -> Any:
    """Start Claude Code with warden's *http* hooks installed into its config dir."""
    import itertools
    import os
    import uuid

    from warden.sandbox.claude_session import ClaudeSession, claude_env, prepare_config_dir

    sessions: list[ClaudeSession] = []
    counter = itertools.count(1)

    def start(scripted: Any, url: str, env: dict[str, str] | None = None) -> ClaudeSession:
        n = next(counter)
        project, config = tmp_path / f"hproject{n}", tmp_path / f"hconfig{n}"
        project.mkdir()
        prepare_config_dir(config, project)
        install_http(config, url)
        from warden.board.auth import hook_token

        # the hook-only credential, as `warden run` puts it in a session's environment
        full_env = {"WARDEN_HOME": str(isolated_home), "WARDEN_HOOK_TOKEN": hook_token(str(isolated_home)),
                    **(env or {})}
        s = ClaudeSession(cwd=project, env=claude_env(config, scripted.url, full_env),
                          args=["--dangerously-skip-permissions"], binary=claude_bin,
                          socket_name=f"warden-http-{os.getpid()}-{n}-{uuid.uuid4().hex[:6]}")
        sessions.append(s)
        s.start()
        s.wait_ready(timeout=90)
        return s

    yield start
    for s in sessions:
        s.close()


def test_http_hook_answers_inline_with_the_session_from_its_environment(
        isolated_home: Path, server: Any, scripted_server: Any, http_claude: Any) -> None:
    profile(isolated_home, '["first"]')
    board = server()
    scripted = scripted_server("single")
    s = http_claude(scripted, board.url + "/hooks/claude-code", env=MANAGED)
    s.type_prompt("pick a database")
    call = scripted.wait_for(lambda srv: next((c for c in srv.tool_calls() if c.answered), None), timeout=60)
    assert call.answers == {SINGLE_Q: "PostgreSQL"}
    assert not call.is_error
    q, a = settled(isolated_home, 1)
    assert q["status"] == "verified"
    assert (a["decided_by"], a["delivery"]) == ("first", "hook")
    store = open_store(str(isolated_home))
    sess = store.session(q["session_id"])
    store.close()
    # WARDEN_SESSION / WARDEN_PROFILE came through X-Warden-* headers filled from the environment
    assert (sess["name"], sess["managed"], sess["profile"]) == ("http-e2e", 1, "t")
    assert "Enter to select" not in s.screen()


def test_http_hook_answer_from_the_board_api(isolated_home: Path, server: Any, scripted_server: Any,
                                             http_claude: Any) -> None:
    import httpx

    profile(isolated_home, '["human"]')
    board = server()
    scripted = scripted_server("three")
    session = http_claude(scripted, board.url + "/hooks/claude-code", env=MANAGED)
    session.type_prompt("set up the CI pipeline")
    q = wait_question(isolated_home, "pending")
    r = httpx.post(f"{board.url}/api/questions/{q['id']}/answer", timeout=30, headers=board.headers, json={"actions": [
        {"action": "select", "optionIndex": 0},
        {"action": "multi-select", "selectedIndices": [0, 2], "text": "and a docs build"},
        {"action": "select", "optionIndex": 2}]})
    assert r.status_code == 200, r.text
    assert r.json()["hook_waiting"] is True
    call = scripted.wait_for(lambda srv: next((c for c in srv.tool_calls() if c.answered), None), timeout=60)
    assert call.answers == {THREE_QS[0]: "pytest", THREE_QS[1]: "Unit tests, Linting, and a docs build",
                            THREE_QS[2]: "Nowhere"}
    q, a = settled(isolated_home, q["id"])
    assert q["status"] == "verified", q["detail"]
    assert (a["decided_by"], a["delivery"]) == ("human:web", "hook")


def test_server_down_shows_the_picker(isolated_home: Path, scripted_server: Any, http_claude: Any) -> None:
    """Seen on 2.1.332: with nothing listening at the hook URL, Claude Code carries on and
    shows its picker; the question is answered at the keyboard as if there were no hook.
    Each failed http hook leaves a notice in the transcript (`PreToolUse:AskUserQuestion
    hook failed` / `connect ECONNREFUSED 127.0.0.1:PORT`); nothing blocks."""
    profile(isolated_home, '["first"]')
    scripted = scripted_server("single")
    s = http_claude(scripted, f"http://127.0.0.1:{free_port()}/hooks/claude-code", env=MANAGED)
    t0 = time.monotonic()
    s.type_prompt("pick a database")
    s.wait_for_screen("Enter to select", timeout=60)
    shown_after = time.monotonic() - t0
    s.send_keys("Down")
    s.wait_for_screen(lambda screen: "❯ 2. SQLite" in screen, timeout=10)
    s.press("Enter")
    call = scripted.wait_for(lambda srv: next((c for c in srv.tool_calls() if c.answered), None), timeout=60)
    assert call.answers == {SINGLE_Q: "SQLite"}
    assert not call.is_error
    # each failed hook is reported in the transcript as a non-blocking notice
    s.wait_for_screen(re.compile(HOOK_FAILED.format(event="PostToolUse")), timeout=30)
    screen = s.screen()
    assert re.search(HOOK_FAILED.format(event="PreToolUse"), screen)
    assert "ECONNREFUSED" in screen
    assert shown_after < 30, f"the picker took {shown_after:.1f}s to show with the hook URL down"
    # nothing reached warden: the server was down
    store = open_store(str(isolated_home))
    assert store.questions() == []
    store.close()


def test_http_hook_carries_the_token_from_the_environment(isolated_home: Path, server: Any,
                                                          scripted_server: Any, http_claude: Any) -> None:
    """The hook's `Authorization: Bearer $WARDEN_HOOK_TOKEN` is filled from the session's
    environment; without it the server refuses (401) and Claude Code shows the picker."""
    profile(isolated_home, '["first"]')
    board = server("--new-token")
    from warden.board.auth import hook_token

    scripted = scripted_server("single")
    s = http_claude(scripted, board.url + "/hooks/claude-code",
                    env={**MANAGED, "WARDEN_HOOK_TOKEN": hook_token(str(isolated_home))})
    s.type_prompt("pick a database")
    call = scripted.wait_for(lambda srv: next((c for c in srv.tool_calls() if c.answered), None), timeout=60)
    assert call.answers == {SINGLE_Q: "PostgreSQL"}
    q, a = settled(isolated_home, 1)
    assert (q["status"], a["decided_by"]) == ("verified", "first")

    scripted2 = scripted_server("single")
    s2 = http_claude(scripted2, board.url + "/hooks/claude-code",
                     env={**MANAGED, "WARDEN_HOOK_TOKEN": ""})  # no hook credential
    s2.type_prompt("pick a database")
    s2.wait_for_screen("Enter to select", timeout=60)
