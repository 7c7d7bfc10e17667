"""The core runs without the extras: what needs one says so in one line, naming it."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.payloads import SINGLE
from warden.askuser.model import Call
from warden import extras
from warden.config import ChainEntry
from warden.decide import chain
from warden.decide.context import Context
from warden.workflow.planners.base import Plan, StopContext
from warden.workflow.planners.llm import LLMBrain


def without(module: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, module, None)  # as if not installed: find_spec says None


def test_missing_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    assert extras.missing("llm", "the llm answerer needs") is None
    without("anthropic", monkeypatch)
    assert extras.missing("llm", "the llm answerer needs") == \
        "the llm answerer needs the llm extra: pip install 'warden[llm]'"
    with pytest.raises(extras.MissingExtra, match=r"pip install 'warden\[llm\]'"):
        extras.require("llm", "x needs")


def test_without_anthropic_the_llm_answerer_abstains_with_the_reason(monkeypatch: pytest.MonkeyPatch) -> None:
    without("anthropic", monkeypatch)
    monkeypatch.setenv("ANTHROPIC_API_KEY", "k")
    ctx = Context(Call.from_questions(SINGLE), {"questions": SINGLE}, time.monotonic() + 5)
    result = chain.run([ChainEntry("llm"), ChainEntry("first")], ctx)
    assert [(s.answerer, s.outcome, s.reason) for s in result.steps][0] == \
        ("llm", "abstained", "the llm answerer needs the llm extra: pip install 'warden[llm]'")
    assert result.answerer == "first"


def test_without_anthropic_the_llm_brain_plans_nothing_and_says_why(monkeypatch: pytest.MonkeyPatch) -> None:
    without("anthropic", monkeypatch)
    plan = LLMBrain().decide(StopContext(session_id="s", session_name=None, message="done", suggested=[]))
    assert plan == Plan([], "the llm brain needs the llm extra: pip install 'warden[llm]'")


def test_without_the_sdk_a_task_is_refused_in_one_line(isolated_home: Path) -> None:
    code = ("import sys; sys.modules['claude_agent_sdk'] = None; sys.argv = ['warden', 'task', 'run', 'hi'];"
            "from warden.cli.main import main; raise SystemExit(main())")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert (r.returncode, r.stdout) == (1, "")
    assert r.stderr == "warden: headless tasks need the headless extra: pip install 'warden[headless]'\n"
    assert not (isolated_home / "warden.db").exists()  # no task was created
