"""Limits the project's files record ("at most 20 % of owners", "4 weeks max", "no more than
3 retries") against the quantities a question states ("50 % of owners, 8 weeks").

A person approving a summary checks its figures against the limits already agreed: going
on with a figure over a recorded limit is not what the person asked for, whatever the
workflow's phase.
"""

from __future__ import annotations

import re

from warden.decide.answerers.policy.concerns import statements
from warden.decide.answerers.policy.evidence import Doc, _sentences
from warden.decide.answerers.policy.wording import straighten

_I = re.IGNORECASE
_NUMBER = r"(\d+(?:[.,]\d+)?)"
_UNIT = r"\s*(%|percent\b|[A-Za-z]{2,}\b)"
_UPPER = re.compile(rf"\b(?:at most|no more than|not more than|up to|max(?:imum)?(?: of)?|under|below)\s+{_NUMBER}{_UNIT}"
                    rf"|(?<!\d){_NUMBER}{_UNIT}\s+(?:max(?:imum)?|at most|or less|or fewer|tops)\b", _I)
_QUANTITY = re.compile(rf"(?<![\w.,]){_NUMBER}{_UNIT}", _I)
_MAX_LIMITS = 50  # a question's figures are checked against each: the cost stays linear in its length
# a quantity's unit, with its plural and spelling folded
_SAME = {"percent": "%", "pct": "%"}


def _unit(word: str) -> str:
    w = word.lower()
    w = _SAME.get(w, w)
    return w[:-1] if len(w) > 3 and w.endswith("s") else w


def _value(text: str) -> float:
    return float(text.replace(",", "."))


def recorded(docs: list[Doc]) -> list[tuple[float, str, str]]:
    """(limit, unit, sentence) for every upper limit the documents record."""
    out = []
    for d in docs:
        for sentence, _ in _sentences(d.text):
            for m in _UPPER.finditer(sentence):
                number, unit = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
                out.append((_value(number), _unit(unit), f"{d.name}: {sentence.strip()}"))
    return out[:_MAX_LIMITS]


def exceeded(question: str, docs: list[Doc]) -> str | None:
    """The recorded limit a quantity the question states goes over, with that quantity."""
    limits = recorded(docs)
    if not limits:
        return None
    for m in _QUANTITY.finditer(straighten(statements(question))):
        value, unit = _value(m.group(1)), _unit(m.group(2))
        for limit, limit_unit, sentence in limits:
            if unit == limit_unit and value > limit:
                return f"{m.group(0).strip()} against {sentence}"
    return None
