"""warden.claude: the one lookup of the Claude Code binary, and its version."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.payloads import warden
from warden import claude


def fake(path: Path, version: str = "2.1.332") -> str:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f"#!/bin/sh\necho '{version} (Claude Code)'\n")
    path.chmod(0o755)
    return str(path)


def test_the_lookup_order(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", str(tmp_path / "bin"))
    monkeypatch.delenv(claude.ENV, raising=False)
    on_path = fake(tmp_path / "bin" / "claude")
    env, prof, arg = fake(tmp_path / "env"), fake(tmp_path / "prof"), fake(tmp_path / "arg")
    assert claude.lookup() == (on_path, "PATH")
    assert claude.lookup(profile=prof) == (prof, "profile")
    monkeypatch.setenv(claude.ENV, env)
    assert claude.lookup(profile=prof) == (env, "$WARDEN_CLAUDE_BIN")
    assert claude.lookup(arg, profile=prof) == (arg, "--claude")
    assert claude.find(arg) == claude.need(arg) == arg


def test_without_one_on_path_the_sdk_bundled_binary_is_last(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    monkeypatch.delenv(claude.ENV, raising=False)
    sdk = claude.bundled()
    assert claude.find() == sdk
    if sdk is None:
        with pytest.raises(claude.ClaudeNotFound, match="warden\\[headless\\]"):
            claude.need()
    else:
        assert claude.lookup() == (sdk, "claude-agent-sdk")


def test_version(tmp_path: Path) -> None:
    assert claude.version(fake(tmp_path / "c")) == (2, 1, 332)
    assert claude.version(fake(tmp_path / "d", "no version here")) is None
    with pytest.raises(claude.ClaudeNotFound, match="cannot run it"):
        claude.version(str(tmp_path / "missing"))


def test_doctor_checks_the_binary_the_lookup_finds(tmp_path: Path) -> None:
    old = fake(tmp_path / "old", "2.1.0")
    checks = json.loads(warden("doctor", "--json", env={claude.ENV: old}).stdout)
    c = next(c for c in checks if c["name"] == "claude")
    assert c["level"] == "fail" and c["detail"].startswith(f"{old} ($WARDEN_CLAUDE_BIN): 2.1.0 is older than 2.1.85")
