"""The one place the policy asks the judge what an option does (``warden.judge.prose``).

An option is hazardous when its own words, or the question's words about what going on
does, name an action a person must authorise: deleting or discarding work, rewriting
history, pushing, publishing, deploying, sending, handling credentials, granting
privileges, or anything warned to be irreversible.
"""

from __future__ import annotations

from warden.decide.answerers.policy.structure import Question, View
from warden.judge.prose import Effect, hazards


_WHERE = frozenset({"outside_project", "credentials", "privilege", "system", "network_exec"})


def option_hazards(question: Question, *, production: bool = False) -> dict[int, list[Effect]]:
    """Per option (by index): the hazardous effects choosing it has. What the question
    says going on does belongs to the options that go on."""
    asked = hazards(question.item.question, production=production)
    out: dict[int, list[Effect]] = {}
    for v in question.options:
        if question.item.multi:
            # a multi-select's options are things to include, their descriptions say what they are
            # ("Notify the owner when stock is low"); what is done to them is in the question, and
            # only where an item would land (outside the project, a credential) is its own hazard
            own = [e for e in hazards(v.text, question.item.question, production=production) if e.effect in _WHERE]
            out[v.index] = own + [e for e in asked if e not in own]
            continue
        found = hazards(v.text, question.item.question, production=production)
        if asked and v.has("proceed", "recommended", "paper", "remedy") and not v.has("negative", "stall", "object"):
            found = found + [e for e in asked if e not in found]
        out[v.index] = found
    return out


def describe(effects: list[Effect]) -> str:
    e = effects[0]
    what = e.effect.replace("_", " ")
    return f"{what} ({e.words!r}{', irreversible' if e.irreversible else ''})"


__all__ = ["option_hazards", "describe", "View"]
