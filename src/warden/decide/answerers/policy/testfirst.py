"""A project's rule that tests come first ("Write the tests before the implementation, always", "Bug fixes start
from a failing test", "We work TDD"), and the one option that works in that order ("TDD workflow", "Show me the
tests: generate the test file first, then implement"). Asked how to go on, the files settle it: the option
that writes the tests first, over the one that implements straight away, however the workflow recommends.
"""

from __future__ import annotations

import re

from warden.decide.answerers.policy.evidence import _sentences
from warden.decide.answerers.policy.wording import short, straighten

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.askuser.model import Item, ItemAnswer
    from warden.decide.answerers.policy.project import Project
    from warden.decide.answerers.policy.structure import Question

    Verdict = tuple[ItemAnswer | None, str]

_I = re.IGNORECASE
# a rule putting tests first
_RULE = re.compile(r"\btests? (?:first|before (?:the |any |writing (?:the )?)?(?:implementation|code|coding|fix(?:es)?|changes?))\b"
                   r"|\bstart\w* (?:from|with) a failing test\b|\bfailing test (?:first|before)\b|\btest-first\b|\btest[- ]driven\b"
                   r"|(?-i:\bTDD\b)|\bred[- ]green\b", _I)
# a sentence that makes it optional or turns it down: "TDD is optional", "no TDD", "tests first where practical"
_SOFT = re.compile(r"\b(?:optional|not required|no|not|never|don'?t|skip|unless|where (?:practical|possible|it helps)|if (?:you|time))\b", _I)
# an option that writes the tests first
_FIRST = re.compile(r"(?-i:\bTDD\b)|\btest[- ]driven\b|\btests? first\b|\b(?:test|spec) files? first\b|\bfailing tests?\b"
                    r"|\bred[- ]green\b|\bwrite (?:the )?tests? before\b", _I)


def rule(project: Project) -> str | None:
    """The sentence of the project's files that puts tests first, unqualified (None: none does)."""
    for d in project.docs:
        if d.name == "the project's configuration":
            continue
        for sent, negative in _sentences(d.text):
            if not negative and _RULE.search(sent) and not _SOFT.search(sent):
                return sent.strip()
    return None


class TestFirst:
    """A step of :class:`~warden.decide.answerers.policy.reading.Reading` (its ``_test_first``), which provides
    what it uses besides: ``project``, ``_unsafe``, ``_pick``."""

    item: Item
    q: Question
    project: Project

    def _test_first(self) -> Verdict | None:
        if self.item.multi:
            return None
        first = [v for v in self.q.options if _FIRST.search(straighten(v.text)) and not v.has("negative", "stall")]
        if len(first) != 1 or self._unsafe(first[0]):
            return None
        said = rule(self.project)
        if not said:
            return None
        v = first[0]
        return self._pick(v), f"the files put tests first ({short(said, 100)!r}): chose {v.label!r}, which writes them first"
