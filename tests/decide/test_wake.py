"""warden.outbound.wake: the one waker, as the agent answerer and the agent brain use it."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from warden.outbound.wake import WakeError, Waker
from warden.workflow.planners.agent import AgentBrain
from warden.workflow.planners.base import Deferred, Plan, StopContext


def test_attempts_stop_at_the_deadline(receiver: Any) -> None:
    hook = receiver()
    hook.statuses = [500] * 10
    t0 = time.monotonic()
    with pytest.raises(WakeError, match=r"after 2 attempt\(s\): the webhook answered 500; the webhook answered 500"):
        # 0.3 s, then 0.6 s: the third attempt would start after the deadline
        Waker(webhook=hook.url(), attempts=5, backoff=0.3).wake({"x": 1}, time.monotonic() + 0.8)
    # the deadline bounds the whole wake (a second of slack for a loaded machine)
    assert len(hook.posts) == 2 and time.monotonic() - t0 < 0.8 + 1.0


def test_a_command_reads_stdin_and_its_environment(tmp_path: Path) -> None:
    out = tmp_path / "got.json"
    script = ("import json, os, sys; json.dump({'stdin': sys.stdin.read(), 'id': os.environ['ID']}, "
              f"open({str(out)!r}, 'w'))")
    w = Waker([sys.executable, "-c", script])
    assert w.transport == f"command {sys.executable}"
    assert w.wake({"ignored": True}, time.monotonic() + 10, stdin="hello", env={"ID": "7"}) == 1
    assert json.loads(out.read_text()) == {"stdin": "hello", "id": "7"}


def test_the_brain_wakes_a_webhook_with_its_token(receiver: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BRAIN_TOKEN", "t0k")
    hook = receiver()
    brain = AgentBrain(url=hook.url(), token_env="BRAIN_TOKEN", headers={"X-Who": "warden"})
    ctx = StopContext(session_id="s1", session_name="api", message="done", suggested=["/clear"])
    assert isinstance(brain.decide(ctx), Deferred)
    path, body, headers = hook.wait(1)[0]
    assert body["kind"] == "stop" and body["respond_with"] == "warden queue start --by brain:agent api /clear"
    assert headers["Authorization"] == "Bearer t0k" and headers["X-Who"] == "warden"


def test_the_brain_reports_every_channel_that_failed(receiver: Any, tmp_path: Path) -> None:
    hook = receiver()
    hook.statuses = [502]
    # one attempt each (the brain retries 3 times by default, as the answerer does)
    brain = AgentBrain(command=[sys.executable, "-c", "import sys; sys.exit(4)"], url=hook.url(), attempts=1)
    plan = brain.decide(StopContext(session_id="s1", session_name=None, message="m", suggested=[]))
    assert isinstance(plan, Plan) and plan.commands == []
    assert "exited 4" in plan.reason and "the webhook answered 502" in plan.reason
