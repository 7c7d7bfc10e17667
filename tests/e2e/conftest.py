"""Fixtures for driving the real Claude Code against the scripted model server.

``scripted_server(script)`` starts a :class:`ScriptedModelServer`;
``claude_session(server, ...)`` starts Claude Code in a private tmux server, with a
config dir and a project dir under ``tmp_path``, and waits for its prompt. Both are
always torn down, even when a test fails.
"""

from __future__ import annotations

import itertools
import os
import subprocess
import sys
import uuid
from pathlib import Path
from typing import Any, Mapping, Sequence

import pytest

from tests.realparts import require, require_tmux

from warden.sandbox.model_server import ScriptedModelServer
from warden.sandbox.claude_install import ClaudeUnavailable, ensure_claude
from warden.sandbox.claude_session import ClaudeSession, claude_env, prepare_config_dir

_counter = itertools.count(1)


@pytest.fixture(scope="session")
def claude_bin() -> Path:
    require_tmux()
    try:
        return ensure_claude()
    except ClaudeUnavailable as e:
        require(False, f"Claude Code ({e})")
        raise


@pytest.fixture
def scripted_server() -> Any:
    servers: list[ScriptedModelServer] = []

    def start(script: Any = "single", **kwargs: Any) -> ScriptedModelServer:
        server = ScriptedModelServer(script, **kwargs).start()
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.stop()


@pytest.fixture
def claude_session(tmp_path: Path, claude_bin: Path, request: pytest.FixtureRequest) -> Any:
    sessions: list[ClaudeSession] = []

    def start(server: ScriptedModelServer, *, args: Sequence[str] = ("--dangerously-skip-permissions",),
              settings: Mapping[str, Any] | None = None, env: Mapping[str, str] | None = None,
              cwd: Path | None = None, ready: bool = True, warden: bool = False,
              claude_json: Mapping[str, Any] | None = None, **kwargs: Any) -> ClaudeSession:
        n = next(_counter)
        project = cwd or tmp_path / f"project{n}"
        project.mkdir(parents=True, exist_ok=True)
        config = tmp_path / f"config{n}"
        prepare_config_dir(config, project, settings, claude_json=claude_json)
        if warden:
            # exactly as a user would: `warden install --settings <claude config>/settings.json`
            subprocess.run([sys.executable, "-m", "warden", "install", "--settings", str(config / "settings.json")],
                           check=True, capture_output=True, text=True)
            env = {"WARDEN_HOME": os.environ["WARDEN_HOME"], **(env or {})}
        session = ClaudeSession(
            cwd=project, env=claude_env(config, server.url, env), args=args, binary=claude_bin,
            socket_name=f"warden-test-{os.getpid()}-{n}-{uuid.uuid4().hex[:6]}", **kwargs)
        sessions.append(session)
        session.start()
        if ready:
            session.wait_ready()
        return session

    yield start
    for session in sessions:
        failed = getattr(request.node, "rep_call", None)
        if failed is not None and failed.failed:
            try:
                print(f"--- last screen of {session.socket_name} ---\n{session.screen()}")
            except Exception:
                pass
        session.close()


@pytest.hookimpl(hookwrapper=True, tryfirst=True)
def pytest_runtest_makereport(item: pytest.Item, call: Any) -> Any:
    outcome = yield
    rep = outcome.get_result()
    setattr(item, f"rep_{rep.when}", rep)
