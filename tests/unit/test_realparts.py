"""Under CI a missing real part fails the run; on a developer's machine it skips."""

from __future__ import annotations

import pytest

from tests.realparts import require


def test_a_missing_part_fails_under_ci(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception, match="tmux is missing"):
        require(False, "tmux")


def test_a_missing_part_skips_elsewhere(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("CI", raising=False)
    with pytest.raises(pytest.skip.Exception, match="scripts/setup"):
        require(False, "chromium")


def test_a_present_part_does_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CI", "true")
    require(True, "tmux")
