"""A choice between speed and quality: "Ship fast with shortcuts", "Balanced", "Quality-first".

Options laid out along that trade (one names going faster or cutting corners, another names
quality itself) ask how much risk the person accepts for time: a workflow's default
is not their answer, and a deadline the files give ("the season starts 6 January") says when,
not what may be traded for it. Only the project's own stated priority ("Quality over speed",
"speed matters more than polish") settles it, and then for the option naming that side alone.
"""

from __future__ import annotations

import re

from warden.decide.answerers.policy.evidence import Doc
from warden.decide.answerers.policy.structure import Question, View
from warden.decide.answerers.policy.wording import straighten

_I = re.IGNORECASE
_SPEED = r"(?:fast\w*|quick\w*|speed\w*|shortcuts?|cut(?:ting)? corners|rapid\w*|asap|hack\w*|quick[- ]and[- ]dirty)"
# (quality itself, not depth: "Thorough coverage (8-12 phases)" is how much planning, not what may be cut)
_QUALITY = r"(?:quality(?:-first)?|rigou?r\w*)"
_SIDES = {"speed": re.compile(rf"\b{_SPEED}\b", _I), "quality": re.compile(rf"\b{_QUALITY}\b", _I)}
# the project's stated priority: "quality over speed", "speed matters more than polish", "quality before speed"
_OVER = re.compile(rf"\b(?P<a>{_SPEED}|{_QUALITY})\s+(?:over|before|matters more than|beats|rather than|not)\s+(?P<b>{_SPEED}|{_QUALITY})\b", _I)
_MAX_LINES = 400  # lines read per document: the cost stays linear in the files' length


def _side(word: str) -> str | None:
    return next((k for k, rx in _SIDES.items() if rx.fullmatch(word)), None)


def trade(q: Question) -> bool:
    """Whether the options lay out a trade of quality for time: one names speed, another quality."""
    speed = [v for v in q.options if _SIDES["speed"].search(v.text)]
    quality = [v for v in q.options if _SIDES["quality"].search(v.text)]
    return bool(speed and quality and set(map(id, speed)) != set(map(id, quality)))


def priority(docs: list[Doc]) -> tuple[str, str] | None:
    """(the side the project puts first, its sentence), from the files' stated priority."""
    for d in docs:
        for line in d.text.splitlines()[:_MAX_LINES]:
            m = _OVER.search(straighten(line))
            if m:
                a, b = _side(m.group("a")), _side(m.group("b"))
                if a and b and a != b:
                    return a, line.strip(" -*\t")
    return None


def chosen(q: Question, docs: list[Doc]) -> tuple[View | None, str]:
    """The option naming the side the project puts first (None: the person's), and why."""
    got = priority(docs)
    if got is None:
        return None, "its options trade quality for time, which is a risk the person accepts or not, and no file states the priority"
    side, sentence = got
    other = "quality" if side == "speed" else "speed"
    named = [v for v in q.options if _SIDES[side].search(v.text) and not _SIDES[other].search(v.text)]
    if len(named) != 1:
        return None, f"the files put {side} first ({sentence!r}), and not one option alone says so"
    return named[0], f"its options trade quality for time, and the files put {side} first: {sentence!r}"
