"""`warden decide`: the chain on a payload from stdin, no session, the decision as JSON."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.decide.conftest import write_config
from tests.payloads import SINGLE, pre
from warden.sandbox.model_server import ScriptedModelServer

CONFIRM = [{"question": "The plan is ready. Proceed with execution?", "header": "Go", "multiSelect": False,
            "options": [{"label": "Yes, proceed", "description": ""}, {"label": "No, revise", "description": ""}]}]
ORDERS = [{"question": "Which database should the orders service use?", "header": "Database", "multiSelect": False,
           "options": [{"label": "PostgreSQL", "description": ""}, {"label": "SQLite", "description": ""}]}]


def decide(payload: object, *args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    import os

    return subprocess.run([sys.executable, "-m", "warden", "decide", *args], input=json.dumps(payload),
                          capture_output=True, text=True, timeout=120, env={**os.environ, **(env or {})})


def test_the_default_chain_decides_a_confirmation_in_a_plan_phase() -> None:
    r = decide(pre(CONFIRM), "--phase", "/gsd:plan-phase 2")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert (out["decided"], out["decided_by"], out["describe"]) == (True, "policy", "Yes, proceed")
    assert out["hook_output"]["hookSpecificOutput"]["updatedInput"]["answers"] == {CONFIRM[0]["question"]: "Yes, proceed"}
    assert out["steps"][0]["answerer"] == "policy" and out["steps"][0]["outcome"] == "decided"


def test_one_answerer_on_bare_tool_input() -> None:
    r = decide({"questions": SINGLE}, "--answerer", "first")
    out = json.loads(r.stdout)
    assert (r.returncode, out["decided_by"], out["answer"]) == (0, "first", {"items": [{"kind": "select",
                                                                                        "labels": ["PostgreSQL"]}]})


def test_nobody_decides_exits_2_with_every_reason() -> None:
    r = decide(pre(ORDERS), "--budget", "5")
    assert r.returncode == 2
    out = json.loads(r.stdout)
    assert out["decided"] is False and out["answer"] is None
    assert [(s["answerer"], s["outcome"]) for s in out["steps"]] == [("policy", "abstained"), ("human", "abstained")]
    assert out["steps"][1]["reason"] == "no store to wait on (not running in a session)"


def test_llm_with_the_profiles_options(isolated_home: Path) -> None:
    script = {"rules": [{"match": ORDERS[0]["question"], "side": True,
                         "text": json.dumps({"answers": [{"kind": "select", "label": "SQLite"}], "reason": "tiny"})}]}
    with ScriptedModelServer(script) as server:
        write_config(isolated_home, f'[profiles.try]\nchain = ["policy", {{ answerer = "llm", base_url = "{server.url}", '
                                    'model = "claude-x" }]\nbudget = 60\n')
        r = decide(pre(ORDERS), "--profile", "try", env={"ANTHROPIC_AUTH_TOKEN": "t"})
        out = json.loads(r.stdout)
        assert (r.returncode, out["decided_by"], out["reason"]) == (0, "llm", "claude-x: tiny"), r.stderr
        r = decide(pre(ORDERS), "--profile", "try", "--answerer", "llm", env={"ANTHROPIC_AUTH_TOKEN": "t"})
        assert [s["answerer"] for s in json.loads(r.stdout)["steps"]] == ["llm"]
        assert len(server.requests()) == 2


def test_a_bad_payload_is_one_clear_line() -> None:
    r = decide({"tool_input": {"questions": []}})
    assert r.returncode == 1
    assert r.stderr.strip() == "warden: not an AskUserQuestion input: tool_input.questions is missing or empty"
    r = subprocess.run([sys.executable, "-m", "warden", "decide"], input="{nope", capture_output=True, text=True)
    assert r.returncode == 1 and r.stderr.startswith("warden: the payload is not JSON")
