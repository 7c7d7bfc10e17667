"""The real parts the suite runs against: tmux, the Claude Code binary, chromium, PostgreSQL.

A test that needs one calls ``require``. On a developer's machine a missing part skips the
test and says how to get it; under CI (``CI`` set to true/1/yes) it fails the run: CI
installs every real part (``./scripts/setup``), so a missing one is a broken setup, never a
reason to pass with fewer tests.
"""

from __future__ import annotations

import os
import shutil

import pytest

CHROMIUM = "/usr/bin/chromium"


def under_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in ("1", "true", "yes")


def require(present: bool, what: str) -> None:
    if present:
        return
    if under_ci():
        pytest.fail(f"{what} is missing; CI must install every real part (./scripts/setup)", pytrace=False)
    pytest.skip(f"{what} is missing (./scripts/setup installs it)")


def require_tmux() -> None:
    require(shutil.which("tmux") is not None, "tmux")


def require_chromium() -> None:
    require(os.path.exists(CHROMIUM), f"chromium ({CHROMIUM})")
