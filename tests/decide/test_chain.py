"""When the chain puts the question in the store: before an answerer that takes time (so
people and views see it meanwhile), not before an instant or a quick one."""

from __future__ import annotations

import time

import pytest

from warden.askuser.model import Answer, Call, select
from warden.config import ChainEntry
from warden.decide import chain
from warden.decide.context import Abstain, Context, Decision

QUESTIONS = [{"question": "Which database?", "header": "DB", "multiSelect": False,
              "options": [{"label": "PostgreSQL", "description": ""}, {"label": "SQLite", "description": ""}]}]
SEEN: list[tuple[str, bool]] = []  # (answerer, whether the store was open when it decided)


class _Recording:
    name = "?"
    decides = False

    def decide(self, context: Context) -> Decision | Abstain:
        SEEN.append((self.name, context.store_opened))
        if self.decides:
            return Decision(Answer((select("SQLite"),)), f"{self.name} decided")
        return Abstain(f"{self.name} abstained")


class Quick(_Recording):
    name, quick = "quick", True


class Instant(_Recording):
    name, instant = "instant", True


class Slow(_Recording):
    name, decides = "slow", True


class Stuck(_Recording):
    name, quick = "stuck", True

    def decide(self, context: Context) -> Decision | Abstain:
        time.sleep(3)
        return super().decide(context)


@pytest.fixture
def answerers(monkeypatch: pytest.MonkeyPatch) -> None:
    SEEN.clear()
    for cls in (Quick, Instant, Slow, Stuck):
        monkeypatch.setitem(chain.BUILTINS, cls.name, f"{__name__}:{cls.__name__}")


def context(opened: list[float]) -> Context:
    def opener(ctx: Context) -> object:
        opened.append(time.monotonic())
        return object()  # stands for the store: these answerers only ask whether it is open

    return Context(Call.from_questions(QUESTIONS), {"questions": QUESTIONS}, time.monotonic() + 5,
                   store_opener=opener)  # type: ignore[arg-type]


def test_quick_and_instant_answerers_decide_before_the_store_is_opened(answerers: None) -> None:
    opened: list[float] = []
    result = chain.run([ChainEntry("instant"), ChainEntry("quick")], context(opened))
    assert result.decision is None and opened == []
    assert SEEN == [("instant", False), ("quick", False)]


def test_an_answerer_that_takes_time_gets_the_question_in_the_store_first(answerers: None) -> None:
    opened: list[float] = []
    result = chain.run([ChainEntry("quick"), ChainEntry("slow")], context(opened))
    assert result.answerer == "slow" and len(opened) == 1
    assert SEEN == [("quick", False), ("slow", True)]
    assert [s.outcome for s in result.steps] == ["abstained", "decided"]


def test_the_policy_is_quick() -> None:
    from warden.decide.answerers.policy import PolicyAnswerer

    assert PolicyAnswerer.quick is True and PolicyAnswerer.instant is False  # under the chain's watchdog


def test_an_answerer_past_its_budget_is_left_behind(answerers: None) -> None:
    t0 = time.monotonic()
    result = chain.run([ChainEntry("stuck", budget=0.2), ChainEntry("slow")], context([]))
    assert time.monotonic() - t0 < 2
    assert [s.outcome for s in result.steps] == ["timeout", "decided"] and result.answerer == "slow"


def test_an_answerer_that_keeps_nothing_is_made_once_per_chain_entry() -> None:
    """``shared = True`` (the policy, ``first``): a server makes it once per entry of a
    loaded profile; any other answerer is made for every decision, as before."""
    entry, other = ChainEntry("policy"), ChainEntry("policy")
    assert chain.make(entry) is chain.make(entry)
    assert chain.make(other) is not chain.make(entry)
    assert chain.make(entry, "permission") is not chain.make(entry)  # the permission policy: its own class
    unshared = ChainEntry("agent", options={"command": ["true"]})
    assert chain.make(unshared) is not chain.make(unshared)


def test_the_chains_decision_is_the_answerers_with_the_answer_validated(answerers: None) -> None:
    """The decision the chain gives has the answerer's reason and its answer as validated
    (a kept Decision, given again, is given as it is)."""
    result = chain.run([ChainEntry("slow")], context([]))
    assert result.decision == Decision(Answer((select("SQLite"),)), "slow decided") and result.answerer == "slow"
    again = chain.run([ChainEntry("slow")], context([]))
    assert again.decision == result.decision


def test_each_answerer_sees_the_deadline_of_its_own_entry(answerers: None, monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[float] = []
    monkeypatch.setattr(Quick, "decide", lambda self, ctx: (seen.append(ctx.deadline), Abstain("no"))[1])
    ctx = context([])
    chain.run([ChainEntry("quick"), ChainEntry("quick", budget=0.5)], ctx)
    assert seen[0] == ctx.deadline and seen[1] < ctx.deadline - 4
