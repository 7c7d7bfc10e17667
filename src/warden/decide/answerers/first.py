"""``first``: picks option 1 of every item. Instant and thoughtless; for tests and demos."""

from __future__ import annotations

from warden.decide.context import Context, Decision, Outcome
from warden.askuser.model import Answer, multi, select


class FirstAnswerer:
    name = "first"
    instant = True

    def decide(self, context: Context) -> Outcome:
        items = tuple(
            multi([item.options[0].label]) if item.multi else select(item.options[0].label)
            for item in context.call.items
        )
        return Decision(Answer(items), "picked option 1 of every question")
