"""`warden demo` end to end, as the README's first command runs it."""

from __future__ import annotations

import subprocess
import sys

import pytest

pytestmark = pytest.mark.e2e


def test_demo_answers_every_question_and_verifies_it(claude_bin: object) -> None:
    r = subprocess.run([sys.executable, "-m", "warden", "demo", "--timeout", "150"], capture_output=True, text=True,
                       timeout=240)
    assert r.returncode == 0, r.stdout + r.stderr
    out = r.stdout
    assert "every answer verified by PostToolUse" in out
    assert "tmux -L warden-demo-" in out  # how to watch
    for kind in ("Yes, create them", "You decide", "Receipt upload", "FastAPI + PostgreSQL", "typed: An audit log"):
        assert kind in out
    assert out.count(" verified ") >= 7
    assert "warden-demo-" in out and "kept" not in out  # cleaned up after itself
    # then a plan approved by the person, a command the policy allows, one the person denies
    assert "plan #" in out and "approve" in out
    assert "permission #" in out and "allowed: writes files inside the project" in out
    assert "deny: Keep .planning/" in out and "the deny read by the model" in out
