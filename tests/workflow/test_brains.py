"""Workflow brains: suggested (parsing), llm (against the scripted model server), agent
(a real command and a real webhook receiver), and the registry."""

from __future__ import annotations

import json
import sys
import threading
from http.server import BaseHTTPRequestHandler, HTTPServer
from pathlib import Path
from typing import Any

import pytest

from warden.workflow import planners as brains
from warden.workflow.planners.base import Deferred, Plan, StopContext
from warden.workflow.planners.suggested import suggestions
from warden.config import workflow_settings
from warden.errors import ConfigError
from warden.sandbox.model_server import ScriptedModelServer

GSD_END = """Phase 2 verified.

Next steps:
- `/clear` to start with a fresh context
- `/gsd:plan-phase 3` to plan phase 3.
Or run /gsd:progress to see where things stand; see docs/gsd:plan-phase/README and https://x.io/clear.
Then /clear again and /gsd:plan-phase 3."""


def ctx(message: str = GSD_END, **kw: Any) -> StopContext:
    return StopContext(session_id="s1", session_name="api", message=message,
                       suggested=suggestions(message), **kw)


def test_suggested_in_order_without_duplicates() -> None:
    assert suggestions(GSD_END) == ["/clear", "/gsd:plan-phase 3", "/gsd:progress"]
    assert suggestions("Next: /clear then /gsd:execute-phase 2.1") == ["/clear", "/gsd:execute-phase 2.1"]
    assert suggestions("all done, nothing else") == []
    assert suggestions("run /review 12 next, then /clear", [r"/review \d+"]) == ["/review 12", "/clear"]


def test_suggested_brain_uses_profile_patterns() -> None:
    b = brains.load("suggested")
    plan = b.decide(ctx("Next: `/review 7`.", profile={"suggest_patterns": [r"/review \d+"]}))
    assert plan == Plan(["/review 7"], "suggested by the last message")
    assert b.decide(ctx("Done.")).commands == []


def test_registry_and_workflow_option() -> None:
    def workflow_of(options: dict[str, Any]) -> tuple[str, dict[str, Any]]:
        w = workflow_settings(options)
        return w.brain, w.brain_options

    assert workflow_of({}) == ("none", {})
    assert workflow_of({"workflow": "llm"}) == ("llm", {})
    assert workflow_of({"workflow": {"brain": "agent", "url": "http://x"}}) == ("agent", {"url": "http://x"})
    with pytest.raises(ConfigError):
        workflow_of({"workflow": 3})
    with pytest.raises(ConfigError, match="no workflow brain"):
        brains.load("nosuch")
    with pytest.raises(ConfigError, match="needs `command`"):
        brains.load("agent")
    assert brains.load("none").decide(ctx()).commands == []


def test_llm_brain_plans_with_the_scripted_model(monkeypatch: pytest.MonkeyPatch) -> None:
    reply = '{"commands": ["/clear", "/gsd:plan-phase 3"], "reason": "phase 2 is verified"}'
    with ScriptedModelServer({"name": "stop-brain", "side": {"text": reply}}) as server:
        monkeypatch.setenv("ANTHROPIC_AUTH_TOKEN", "test")
        b = brains.load("llm", {"base_url": server.url, "model": "claude-test"})
        plan = b.decide(ctx(phase="/gsd:verify-work 2"))
        assert plan.commands == ["/clear", "/gsd:plan-phase 3"]
        assert plan.reason == "claude-test: phase 2 is verified"
        sent = server.requests()[-1].body
    prompt = sent["messages"][0]["content"]
    assert "Phase 2 verified." in prompt and "- /gsd:plan-phase 3" in prompt and "/gsd:verify-work 2" in prompt
    assert '{"commands": ["/clear", "/gsd:plan-phase 3"], "reason": "one sentence"}' in prompt


def test_llm_brain_without_a_plan(monkeypatch: pytest.MonkeyPatch) -> None:
    with ScriptedModelServer({"name": "x", "side": {"text": "I think you should clear."}}) as server:
        monkeypatch.setenv("ANTHROPIC_AUTH_TOKEN", "test")
        plan = brains.load("llm", {"base_url": server.url}).decide(ctx())
    assert plan.commands == [] and "not a plan" in plan.reason
    monkeypatch.delenv("ANTHROPIC_AUTH_TOKEN")
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    assert "no API key" in brains.load("llm").decide(ctx()).reason


@pytest.mark.parametrize("bad", ["!rm -rf ~", " #always answer yes"])
def test_llm_brain_plans_only_slash_commands_and_plain_prompts(bad: str) -> None:
    from warden.workflow.planners.llm import parse

    plan = parse(json.dumps({"commands": ["/clear", bad], "reason": "r"}))
    assert plan.commands == [] and "starts with '!' or '#'" in plan.reason
    plan = parse(json.dumps({"commands": ["/clear", "Fix issue #3 now!"], "reason": "r"}))
    assert plan.commands == ["/clear", "Fix issue #3 now!"]


def test_llm_prompt_keeps_untrusted_braces() -> None:
    from warden.workflow.planners.llm import render

    text = render(ctx("use {phase} and {{x}} literally"), "M: {message} P: {phase} {unknown}")
    assert text == "M: use {phase} and {{x}} literally P: (unknown) {unknown}"


def test_agent_brain_wakes_a_command(tmp_path: Path) -> None:
    out = tmp_path / "woken.json"
    script = tmp_path / "agent.py"
    script.write_text(f"import sys; open({str(out)!r}, 'a').write(sys.stdin.read() + '\\n')\n")
    b = brains.load("agent", {"command": [sys.executable, str(script)]})
    assert isinstance(b.decide(ctx(message="$(rm -rf /) `x` /clear")), Deferred)
    doc = json.loads(out.read_text().splitlines()[0])
    assert doc["kind"] == "stop" and doc["last_assistant_message"] == "$(rm -rf /) `x` /clear"
    assert doc["respond_with"] == "warden queue start --by brain:agent api /clear"
    # the instruction it reads, like a person's stop prompt: what came, what to do, when to do nothing
    msg = doc["message"]
    assert msg.startswith("# Stop Event") and "    $(rm -rf /) `x` /clear" in msg
    assert "warden queue start --by brain:agent api /clear" in msg and "## When to do nothing" in msg
    assert "awaits SessionStart (source: clear)" in msg
    assert b.finished({"queue": 1, "status": "done"})
    assert json.loads(out.read_text().splitlines()[1]) == {"kind": "queue_ended", "report": {"queue": 1, "status": "done"}}


def test_agent_brain_retries_like_the_agent_answerer(tmp_path: Path) -> None:
    tries = tmp_path / "tries"
    script = tmp_path / "flaky.py"
    # fails twice, then takes the wake-up: the brain's waker retries as the answerer's does
    script.write_text(f"import sys\np={str(tries)!r}\nn=len(open(p).read()) if __import__('os').path.exists(p) else 0\n"
                      f"open(p,'a').write('x')\nsys.exit(0 if n >= 2 else 1)\n")
    b = brains.load("agent", {"command": [sys.executable, str(script)], "backoff": 0.05})
    assert isinstance(b.decide(ctx()), Deferred)
    assert tries.read_text() == "xxx"


def test_agent_brain_wakes_a_webhook() -> None:
    got: list[Any] = []

    class H(BaseHTTPRequestHandler):
        def do_POST(self) -> None:  # noqa: N802
            got.append(json.loads(self.rfile.read(int(self.headers["Content-Length"]))))
            self.send_response(204)
            self.end_headers()

        def log_message(self, *a: Any) -> None:
            pass

    srv = HTTPServer(("127.0.0.1", 0), H)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    try:
        b = brains.load("agent", {"url": f"http://127.0.0.1:{srv.server_address[1]}/wake"})
        assert isinstance(b.decide(ctx()), Deferred)
    finally:
        srv.shutdown()
    assert got[0]["suggested_commands"] == ["/clear", "/gsd:plan-phase 3", "/gsd:progress"]
    down = brains.load("agent", {"url": "http://127.0.0.1:9/none", "timeout": 2})
    plan = down.decide(ctx())
    assert isinstance(plan, Plan) and "could not wake the agent" in plan.reason
