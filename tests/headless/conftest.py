"""Fixtures for headless Claude Code: the real binary, the scripted model, warden's CLI.

``headless(script)`` starts a :class:`ScriptedModelServer`, prepares a private Claude
config dir and a project dir, and returns a :class:`Headless` whose ``warden(...)``
and ``claude(...)`` run subprocesses with the environment a user would have: Claude
Code pointed at the scripted model, ``WARDEN_CLAUDE_BIN`` at the pinned binary.
Every task started is stopped at teardown.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

import pytest

from tests.realparts import require

from warden.sandbox.model_server import ScriptedModelServer
from warden.sandbox.claude_install import ClaudeUnavailable, ensure_claude
from warden.sandbox.claude_session import UNSET_VARS, claude_env, prepare_config_dir


@pytest.fixture(scope="session")
def claude_bin() -> Path:
    try:
        return ensure_claude()
    except ClaudeUnavailable as e:
        require(False, f"Claude Code ({e})")
        raise


@dataclass
class Headless:
    server: ScriptedModelServer
    home: Path
    project: Path
    config: Path
    env: dict[str, str]
    started: list[str] = field(default_factory=list)

    def warden(self, *args: str, env: dict[str, str] | None = None, timeout: float = 180,
               input: str | None = None) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "warden", *args], capture_output=True, text=True,
                              timeout=timeout, env={**self.env, **(env or {})}, cwd=self.project, input=input)

    def claude(self, *args: str, env: dict[str, str] | None = None, timeout: float = 180) -> subprocess.CompletedProcess[str]:
        return subprocess.run([self.env["WARDEN_CLAUDE_BIN"], *args], capture_output=True, text=True, timeout=timeout,
                              env={**self.env, **(env or {})}, cwd=self.project, stdin=subprocess.DEVNULL)

    def profile(self, text: str) -> None:
        self.home.mkdir(parents=True, exist_ok=True)
        (self.home / "config.toml").write_text(text)

    def install_hooks(self) -> None:
        r = self.warden("install", "--settings", str(self.config / "settings.json"))
        assert r.returncode == 0, r.stderr

    def run_task(self, *args: str) -> int:
        r = self.warden("task", "run", "--json", "--cwd", str(self.project), *args)
        assert r.returncode == 0, r.stderr
        tid = json.loads(r.stdout)["task"]
        self.started.append(str(tid))
        return int(tid)

    def task(self, ref: str | int) -> dict[str, Any]:
        r = self.warden("task", "show", str(ref), "--json")
        assert r.returncode == 0, r.stderr
        return json.loads(r.stdout)

    def until(self, what: Callable[[], Any], timeout: float = 120, interval: float = 0.2, why: str = "") -> Any:
        end = time.monotonic() + timeout
        while True:
            value = what()
            if value:
                return value
            if time.monotonic() > end:
                raise AssertionError(f"not within {timeout}s: {why}")
            time.sleep(interval)

    def task_in(self, ref: str | int, *states: str, timeout: float = 120) -> dict[str, Any]:
        last: dict[str, Any] = {}

        def check() -> Any:
            nonlocal last
            last = self.task(ref)
            return last if last["state"] in states else None

        try:
            return self.until(check, timeout)
        except AssertionError:
            log = self.home / "tasks" / f"{last.get('id')}.log"
            raise AssertionError(f"task {ref} is {last.get('state')}, not {states}; error={last.get('error')}\n"
                                 f"{log.read_text()[-3000:] if log.exists() else ''}") from None


@pytest.fixture
def headless(tmp_path: Path, isolated_home: Path, claude_bin: Path) -> Any:
    made: list[Headless] = []

    def start(script: Any = "single") -> Headless:
        server = ScriptedModelServer(script).start()
        project = tmp_path / f"project{len(made) + 1}"
        project.mkdir()
        config = tmp_path / f"claude-config{len(made) + 1}"
        prepare_config_dir(config, project)
        env = {k: v for k, v in os.environ.items() if k not in UNSET_VARS}
        env.update(claude_env(config, server.url))
        env.update(WARDEN_HOME=str(isolated_home), WARDEN_CLAUDE_BIN=str(claude_bin))
        h = Headless(server, isolated_home, project, config, env)
        made.append(h)
        return h

    yield start
    for h in made:
        for ref in h.started:
            h.warden("task", "stop", ref, timeout=60)
        h.server.stop()
