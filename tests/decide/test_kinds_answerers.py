"""Answerers on decisions that are not questions: who decides a permission, a plan, an
idle session or a failure, and who abstains."""

from __future__ import annotations

import time

from tests.payloads import BASH, plan_input
from warden import kinds
from warden.decide.context import Abstain, Context


def context(kind: str, offer_input: dict) -> Context:
    k = kinds.get(kind)
    return Context(call=k.offer(offer_input), kind=kind, tool_input=offer_input.get("tool_input", {}),
                   deadline=time.monotonic() + 5, question_id=7, session_name="api", cwd="/tmp/project")


PERMISSION = {"tool_name": "Bash", "tool_input": BASH, "permission_suggestions": [], "permission_mode": "default"}


def test_first_and_llm_never_allow_a_tool_call() -> None:
    from warden.decide.answerers.first import FirstAnswerer
    from warden.decide.answerers.llm import LLMAnswerer

    for answerer in (FirstAnswerer(), LLMAnswerer()):
        out = answerer.decide(context("permission", PERMISSION))
        assert isinstance(out, Abstain) and "permission" in out.reason


def test_the_agent_is_told_what_the_decision_is_and_how_to_answer_it() -> None:
    from warden import templates
    from warden.decide.answerers.agent import message_values

    values = message_values(context("permission", PERMISSION))
    text = templates.render("agent_decision.md", values)
    assert "A permission decision from Claude Code" in text and "**Decision ID:** 7" in text
    assert BASH["command"] in text and "warden answer 7 --by agent 1" in text and "--decline" in text
    plan = templates.render("agent_decision.md", message_values(context("plan", plan_input())))
    assert "# Plan: add a cache" in plan and "3. No, tell Claude what to change" in plan


def test_the_chain_uses_the_light_policy_for_a_permission() -> None:
    from warden.config import ChainEntry
    from warden.decide import chain

    assert type(chain.make(ChainEntry("policy"), "permission")).__name__ == "PermissionPolicy"
    assert type(chain.make(ChainEntry("policy"), "question")).__name__ == "PolicyAnswerer"
    result = chain.run([ChainEntry("policy")], context("plan", plan_input()))
    assert result.decision is None and "does not decide a plan" in result.steps[0].reason
