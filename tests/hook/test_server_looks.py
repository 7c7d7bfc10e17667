"""A server answering many questions looks at config.toml and a session's phase file at
most every ``inline.FRESH`` seconds (well under a second): an edit shows for the questions
asked from then on, and a phase the server itself records shows at once."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from tests.payloads import pre
from warden import config
from warden.capture import http
from warden.decide import inline
from warden.record import phase

META = {"via": "http", "managed": "1", "name": "s", "profile": "p"}


def ask(home: Path, n: int) -> str | None:
    return http.handle(str(home), json.dumps(pre(tool_use_id=f"toolu_{n}")).encode(), dict(META))


def test_the_interval_is_well_under_a_second() -> None:
    assert 0 < inline.FRESH <= 0.1


def test_an_edited_profile_answers_the_questions_asked_from_the_interval_on(isolated_home: Path) -> None:
    isolated_home.mkdir(parents=True)
    cfg = isolated_home / "config.toml"
    cfg.write_text('[profiles.p]\nchain = ["first"]\n')
    assert ask(isolated_home, 1) is not None  # `first` answers inline
    cfg.write_text('[profiles.p]\nbudget = 0.2\nchain = ["human"]\n')
    time.sleep(inline.FRESH + 0.02)
    assert ask(isolated_home, 2) is None  # nobody answered in time: Claude Code's dialog shows


def test_config_is_looked_at_again_once_the_interval_is_past(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    clock = [1000.0]
    monkeypatch.setattr(time, "monotonic", lambda: clock[0])
    path = tmp_path / "config.toml"
    path.write_text("[profiles.a]\nbudget = 5\n")
    assert config.load(path, 0.1).profile("a").budget == 5
    path.write_text("[profiles.a]\nbudget = 7\n")
    clock[0] += 0.05
    assert config.load(path, 0.1).profile("a").budget == 5  # within the interval: the kept one
    assert config.load(path).profile("a").budget == 7  # a plain load always looks
    clock[0] += 0.06
    assert config.load(path, 0.1).profile("a").budget == 7


def test_a_phase_file_is_read_again_once_the_interval_is_past_and_at_once_when_this_process_writes_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    clock = [1000.0]
    monkeypatch.setattr(time, "monotonic", lambda: clock[0])
    home = str(tmp_path)
    assert phase.read(home, "sess", 0.1) == ""
    phase.remember(home, {"session_id": "sess", "prompt": "/gsd:plan-phase 1"})  # this process: at once
    assert phase.read(home, "sess", 0.1) == "/gsd:plan-phase 1"
    (tmp_path / phase.DIR / "sess").write_text("/gsd:execute-phase 1")  # another process
    clock[0] += 0.05
    assert phase.read(home, "sess", 0.1) == "/gsd:plan-phase 1"
    assert phase.read(home, "sess") == "/gsd:execute-phase 1"
    clock[0] += 0.06
    assert phase.read(home, "sess", 0.1) == "/gsd:execute-phase 1"
