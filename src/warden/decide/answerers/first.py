"""``first``: picks option 1 of every item of a question. Instant and thoughtless; for
tests and demos. It decides questions only: allowing tool calls or approving plans
without looking is not a default anyone should get by accident."""

from __future__ import annotations

from warden.decide.context import Abstain, Context, Decision, Outcome
from warden.askuser.model import Answer, multi, select


class FirstAnswerer:
    name = "first"
    instant = True
    shared = True

    def decide(self, context: Context) -> Outcome:
        if context.kind != "question":
            return Abstain(f"first answers questions only, not a {context.kind}")
        items = tuple(
            multi([item.options[0].label]) if item.multi else select(item.options[0].label)
            for item in context.call.items
        )
        return Decision(Answer(items), "picked option 1 of every question")
