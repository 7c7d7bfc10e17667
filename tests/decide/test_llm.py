"""The ``llm`` answerer against the scripted model server: what it sends, what it accepts."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

import anthropic  # noqa: F401 - imported up front: its import takes seconds, not the tests' deadlines
import pytest

from tests.decide.conftest import write_config
from tests.payloads import SINGLE, THREE, pre, run_hook, warden
from warden.askuser.model import Answer, Call, chat, multi, select, typed
from warden.decide import chain
from warden.decide.context import Abstain, Context, Decision
from warden.decide.answerers.llm import LLMAnswerer
from warden.config import ChainEntry
from warden.sandbox.model_server import ScriptedModelServer

DB_Q = SINGLE[0]["question"]
# the scripted "single" question: no delegation option, so policy leaves it to the next answerer
ORDERS = [{"question": "Which database should the orders service use?", "header": "Database", "multiSelect": False,
           "options": [{"label": "PostgreSQL", "description": "Relational; the team runs it."},
                       {"label": "SQLite", "description": "A single file, zero setup."},
                       {"label": "MongoDB", "description": "Document store."}]}]


def side_script(reply: str | dict[str, Any], match: str = DB_Q, delay: float = 0.0) -> dict[str, Any]:
    text = reply if isinstance(reply, str) else json.dumps(reply)
    return {"rules": [{"match": match, "side": True, "steps": [{"kind": "text", "text": text, "delay": delay}]}]}


def context(questions: list[dict[str, Any]] = SINGLE, seconds: float = 30, **kw: Any) -> Context:
    kw.setdefault("phase", "/gsd:discuss-phase 2")
    kw.setdefault("mismatches", [])
    return Context(Call.from_questions(questions), {"questions": questions}, time.monotonic() + seconds, **kw)


@pytest.fixture(autouse=True)
def token(monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("ANTHROPIC_API_KEY", "ANTHROPIC_BASE_URL", "WARDEN_LLM_MODEL"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("ANTHROPIC_AUTH_TOKEN", "offline")


def ask(reply: Any, questions: list[dict[str, Any]] = SINGLE, delay: float = 0.0, seconds: float = 30,
        **kw: Any) -> tuple[Any, ScriptedModelServer]:
    with ScriptedModelServer(side_script(reply, questions[0]["question"], delay)) as server:
        outcome = LLMAnswerer(base_url=server.url).decide(context(questions, seconds, **kw))
    return outcome, server


def test_a_valid_decision_is_taken_with_the_models_reason() -> None:
    outcome, server = ask({"answers": [{"kind": "select", "label": "SQLite"}], "reason": "one file is enough"})
    assert isinstance(outcome, Decision)
    assert outcome.answer == Answer((select("SQLite"),))
    assert outcome.reason == "claude-sonnet-5-5: one file is enough"
    [req] = server.requests()
    assert (req.kind, req.rule) == ("side", DB_Q)  # played by the side rule, not Claude Code's script
    assert req.body["model"] == "claude-sonnet-5-5"


def test_select_multi_type_and_chat_across_three_questions() -> None:
    outcome, _ = ask({"answers": [{"kind": "chat", "text": "phase 1 settled on SQLite"},
                                  {"kind": "multi", "labels": ["Search", "login"], "text": "audit log"},
                                  {"kind": "type", "text": "rate limits"}]}, THREE)
    assert isinstance(outcome, Decision), outcome
    assert outcome.answer == Answer((chat("phase 1 settled on SQLite"),
                                     multi(["Login", "Search"], "audit log"),  # option order, case fixed
                                     typed("rate limits")))
    assert outcome.reason == "claude-sonnet-5-5 decided"


def test_the_model_may_add_a_note_beside_a_choice() -> None:
    outcome, _ = ask({"answers": [{"kind": "select", "label": "SQLite", "note": " one file, backed up nightly "}]})
    assert isinstance(outcome, Decision)
    assert outcome.answer == Answer((select("SQLite").with_note("one file, backed up nightly"),))


def test_fenced_json_is_accepted() -> None:
    outcome, _ = ask('Here it is:\n```json\n{"answers": [{"kind": "select", "label": "PostgreSQL"}]}\n```')
    assert isinstance(outcome, Decision) and outcome.answer.items[0].labels == ("PostgreSQL",)


def test_invalid_json_abstains_with_the_reason() -> None:
    outcome, _ = ask('{"answers": [{"kind": "select", "label": "SQLite"}')
    assert isinstance(outcome, Abstain)
    assert "invalid decision: the model's reply is not" in outcome.reason and "JSON" in outcome.reason
    outcome, _ = ask("I think SQLite is best.")
    assert isinstance(outcome, Abstain) and "not JSON" in outcome.reason


def test_a_label_that_does_not_exist_abstains() -> None:
    outcome, _ = ask({"answers": [{"kind": "select", "label": "Cassandra"}]})
    assert isinstance(outcome, Abstain)
    assert "invalid decision" in outcome.reason and "'Cassandra'" in outcome.reason
    assert "not one of its options" in outcome.reason


def test_a_wrong_number_of_answers_abstains() -> None:
    outcome, _ = ask({"answers": [{"kind": "select", "label": "SQLite"}, {"kind": "type", "text": "x"}]})
    assert isinstance(outcome, Abstain) and "has 1 question(s) but the model answered 2" in outcome.reason


def test_the_model_may_abstain() -> None:
    outcome, _ = ask({"abstain": "only the user knows the budget"})
    assert outcome == Abstain("claude-sonnet-5-5 abstained: only the user knows the budget")


def test_a_model_slower_than_the_deadline_abstains_before_it() -> None:
    t0 = time.monotonic()
    outcome, _ = ask({"answers": [{"kind": "select", "label": "SQLite"}]}, delay=10, seconds=3)
    elapsed = time.monotonic() - t0
    assert isinstance(outcome, Abstain)
    assert "did not answer within" in outcome.reason
    assert elapsed < 3 + 1.0  # bounded by the deadline (plus slack for a loaded machine), not the model's 10 s


def test_in_the_chain_a_timeout_is_an_abstention_and_the_next_answerer_decides() -> None:
    import anthropic  # noqa: F401 - imported first: on a loaded machine the import alone can outlast the budget

    with ScriptedModelServer(side_script({"answers": [{"kind": "select", "label": "SQLite"}]}, delay=10)) as server:
        entries = [ChainEntry("llm", 2.5, {"base_url": server.url}), ChainEntry("first")]
        result = chain.run(entries, context())
    assert [(s.answerer, s.outcome) for s in result.steps] == [("llm", "abstained"), ("first", "decided")]
    assert "did not answer within" in result.steps[0].reason
    assert result.answerer == "first"


def test_an_unreachable_server_abstains() -> None:
    outcome = LLMAnswerer(base_url="http://127.0.0.1:9").decide(context())
    assert isinstance(outcome, Abstain) and "could not reach the model at http://127.0.0.1:9" in outcome.reason


def test_no_key_abstains_without_asking(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("ANTHROPIC_AUTH_TOKEN")
    outcome = LLMAnswerer(base_url="http://127.0.0.1:9").decide(context())
    assert isinstance(outcome, Abstain) and outcome.reason.startswith("no API key")
    monkeypatch.setenv("ANTHROPIC_API_KEY", "k")
    outcome = LLMAnswerer(base_url="http://127.0.0.1:9", api_key_env="MY_KEY").decide(context())
    assert isinstance(outcome, Abstain) and "($MY_KEY is empty)" in outcome.reason


def test_the_prompt_carries_questions_phase_planning_transcript_and_mismatches(tmp_path: Path) -> None:
    project = tmp_path / "project"
    (project / ".planning").mkdir(parents=True)
    (project / ".planning/STATE.md").write_text("Decision: the orders service stays on SQLite until v2.\n")
    (project / ".planning/ROADMAP.md").write_text("x" * 20000)  # capped
    # where Claude Code keeps transcripts (the only place the answerer reads one from)
    transcript = Path(os.environ["HOME"]) / ".claude/projects/-tmp-project/t.jsonl"
    transcript.parent.mkdir(parents=True)
    lines = [{"type": "user", "message": {"role": "user", "content": "build the orders service"}},
             {"type": "assistant", "message": {"role": "assistant", "content": [
                 {"type": "text", "text": "I will scaffold the persistence layer."},
                 {"type": "tool_use", "name": "Bash", "input": {"command": "ls"}}]}}]
    transcript.write_text("".join(json.dumps(x) + "\n" for x in lines))
    outcome, server = ask({"answers": [{"kind": "select", "label": "SQLite"}]}, cwd=str(project),
                          transcript_path=str(transcript), session_name="api",
                          mismatches=["question #3: 'Naming?': expected 'snake_case', received 'kebab-case'"])
    assert isinstance(outcome, Decision)
    prompt = server.requests()[0].body["messages"][0]["content"]
    assert "Question 1: [Database] Which database should the service use? (single-select)" in prompt
    assert "  2. SQLite — One file, no server" in prompt
    assert "/gsd:discuss-phase 2" in prompt
    assert "## .planning/STATE.md\nDecision: the orders service stays on SQLite until v2." in prompt
    assert "[... cut ...]" in prompt and len(prompt) < 30000
    assert "User: build the orders service" in prompt and "Claude: I will scaffold the persistence layer." in prompt
    assert "[tool Bash:" in prompt
    assert "expected 'snake_case', received 'kebab-case'" in prompt
    assert '{"kind": "select", "label": "<an option label>"}' in prompt


def test_the_users_template_overrides_the_packaged_one(isolated_home: Path) -> None:
    (isolated_home / "templates").mkdir(parents=True)
    (isolated_home / "templates/llm.md").write_text("HOUSE RULES. Phase $phase.\n$questions\nJSON only; $$5 max.")
    outcome, server = ask({"answers": [{"kind": "select", "label": "SQLite"}]})
    prompt = server.requests()[0].body["messages"][0]["content"]
    assert prompt.startswith("HOUSE RULES. Phase /gsd:discuss-phase 2.\nQuestion 1:")
    assert prompt.endswith("JSON only; $5 max.")


def test_config_llm_section_wins_over_the_environment(isolated_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ANTHROPIC_BASE_URL", "http://127.0.0.1:9")  # what Claude Code itself uses
    monkeypatch.setenv("ANSWER_KEY", "secret-key")
    with ScriptedModelServer(side_script({"answers": [{"kind": "select", "label": "SQLite"}]})) as server:
        write_config(isolated_home, f'[llm]\nbase_url = "{server.url}"\nmodel = "claude-test"\n'
                                    'api_key_env = "ANSWER_KEY"\n')
        outcome = LLMAnswerer().decide(context())
        assert isinstance(outcome, Decision), outcome
        assert outcome.reason == "claude-test decided"
        [req] = server.requests()
        assert req.body["model"] == "claude-test"
        # the chain entry's own options win over [llm]
        outcome = LLMAnswerer(model="claude-other").decide(context())
        assert outcome.reason == "claude-other decided"


def test_in_a_managed_session_policy_abstains_llm_decides_and_explain_shows_both(isolated_home: Path) -> None:
    with ScriptedModelServer(side_script({"answers": [{"kind": "select", "label": "SQLite"}],
                                          "reason": "a prototype"}, ORDERS[0]["question"])) as server:
        write_config(isolated_home, '[profiles.t]\nbudget = 60\n'
                                    f'chain = ["policy", {{ answerer = "llm", base_url = "{server.url}" }}, "human"]\n')
        r = run_hook(pre(ORDERS), {"WARDEN_SESSION": "api", "WARDEN_PROFILE": "t", "ANTHROPIC_AUTH_TOKEN": "x"})
    assert r.returncode == 0, r.stderr
    assert r.json["hookSpecificOutput"]["updatedInput"]["answers"] == {ORDERS[0]["question"]: "SQLite"}
    out = warden("questions", "explain", "1").stdout
    lines = out.splitlines()
    assert any(ln.split()[:2] == ["policy", "abstained"] for ln in lines), out
    assert any(ln.split()[:2] == ["llm", "decided"] and "claude-sonnet-5-5: a prototype" in ln for ln in lines), out
    assert "→ llm: SQLite" in out


def plan_context(tmp_path: Path, seconds: float = 30) -> Context:
    from tests.payloads import plan_input
    from warden import kinds

    (tmp_path / ".planning").mkdir(exist_ok=True)
    (tmp_path / ".planning" / "ROADMAP.md").write_text("# Roadmap\n\nPhase 1: the cache, with eviction tests.\n")
    plan = kinds.get("plan")
    return Context(plan.offer(plan_input()), plan_input(), time.monotonic() + seconds, kind="plan",
                   cwd=str(tmp_path), phase="/gsd:plan-phase 1", mismatches=[])


def test_a_plan_is_reviewed_against_the_planning_files(tmp_path: Path) -> None:
    from warden.kinds.choice import Pick

    reply = {"approve": False, "feedback": "Add the eviction tests the roadmap asks for", "reason": "tests missing"}
    with ScriptedModelServer(side_script(reply, "Plan: add a cache")) as server:
        outcome = LLMAnswerer(base_url=server.url).decide(plan_context(tmp_path))
        prompt = json.dumps(server.requests()[0].body)
    assert isinstance(outcome, Decision)
    assert outcome.answer == Pick(3, "reject", "Add the eviction tests the roadmap asks for")
    assert "Phase 1: the cache, with eviction tests." in prompt and "# Plan: add a cache" in prompt
    with ScriptedModelServer(side_script({"approve": True, "reason": "fits phase 1"}, "Plan: add a cache")) as server:
        approved = LLMAnswerer(base_url=server.url).decide(plan_context(tmp_path))
    assert isinstance(approved, Decision) and approved.answer == Pick(1, "approve")
    with ScriptedModelServer(side_script({"approve": False}, "Plan: add a cache")) as server:
        bad = LLMAnswerer(base_url=server.url).decide(plan_context(tmp_path))
    assert isinstance(bad, Abstain) and "feedback" in bad.reason
