"""The version bump the commits shown above the question call for, by their Conventional Commits types.

A release workflow lists the commits since the last tag and asks "Which version bump?": a person
reads the types. Choosing the bump is making the release, which goes out: only where a file lets the
agent make releases of that kind ("Claude may cut patch releases") is the bump the commits call for the
agent's to choose. Only fixes and upkeep ("fix:", "docs:", "chore:", "refactor:" …) make a patch; a
"feat:" makes a minor. A breaking change ("feat!:", "BREAKING CHANGE") is a major, which is left to the
person, as is a list holding a type the convention does not define, or no commit at all. Who may make
the release is a separate question: a bump the files reserve for someone is still theirs
(``against``), and a file allowing the agent some kind of release does not say which kind this is.
"""

from __future__ import annotations

import re

# a commit line: an optional list mark and hash, the type, an optional scope, "!" for a breaking change
_COMMIT = re.compile(r"^[ \t]*(?:[-*+][ \t]+)?(?:[0-9a-f]{7,40}[ \t]+)?(?P<type>[a-z]+)(?:\([^)\n]*\))?(?P<bang>!)?:[ \t]+\S", re.M)
_BREAKING = re.compile(r"\bBREAKING[ -]CHANGES?\b")
_UPKEEP = frozenset("fix docs chore refactor perf test tests style build ci revert deps".split())


def called_for(shown: str) -> str | None:
    """"patch" or "minor" as the commits in ``shown`` call for; None for a breaking change, a type the
    convention does not define, or no commit."""
    types = [(m.group("type"), bool(m.group("bang"))) for m in _COMMIT.finditer(shown or "")]
    if not types or any(bang for _, bang in types) or _BREAKING.search(shown):
        return None
    if any(t not in _UPKEEP and t != "feat" for t, _ in types):
        return None
    return "minor" if any(t == "feat" for t, _ in types) else "patch"


def permitted(kind: str, lines: list[str]) -> str | None:
    """The line letting the agent make releases of ``kind`` ("Claude may cut patch releases", "Claude can
    release"), or None."""
    allows = re.compile(rf"\b(?:claude|agents?|the\s+agent|assistants?|you)\s+(?:may|can|(?:is|are)\s+allowed\s+to)\s+"
                        rf"(?!not\b|never\b)(?:(?!(?:patch|minor|major)\b)[\w-]+\s+){{0,2}}?(?:{kind}\s+)?releases?\b", re.I)
    return next((line.strip(" -*\t") for line in lines if allows.search(line)), None)


def kind_of(label: str) -> str | None:
    """The bump an option's label names by its first word ("patch", "minor (Recommended)"), or None."""
    m = re.match(r"\W*(patch|minor|major)\b", label, re.I)
    return m.group(1).lower() if m else None


def is_bump_question(labels: list[str]) -> bool:
    """Whether the options are the bumps themselves: two or more of patch, minor and major."""
    return len({k for k in map(kind_of, labels) if k}) >= 2


TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.askuser.model import Item, ItemAnswer
    from warden.decide.answerers.policy.project import Project
    from warden.decide.answerers.policy.structure import Question, View

    Verdict = tuple[ItemAnswer | None, str]  # as reading.Verdict: an answer or none, and why


class Bump:
    """A step of :class:`~warden.decide.answerers.policy.reading.Reading`, which provides what it uses
    besides: ``_unsafe``, ``_pick``, ``shown``."""

    item: Item
    q: Question
    project: Project
    shown: str

    def _bump(self) -> Verdict | None:
        if self.item.multi or not is_bump_question([v.label for v in self.q.options]):
            return None
        kind = called_for(self.shown)
        chosen: list[View] = [v for v in self.q.options if kind_of(v.label) == kind]
        rec = self.q.recommended
        if kind is None or len(chosen) != 1 or self._unsafe(chosen[0]) or (rec is not None and rec is not chosen[0]):
            return None
        allowed = permitted(kind, [line for d in self.project.docs for line in d.text.splitlines()])
        if allowed is None:
            return None
        return self._pick(chosen[0]), (f"the commits shown above the question call for a {kind} bump"
                                       f" ({'a feat' if kind == 'minor' else 'fixes and upkeep only'}), which the files let"
                                       f" the agent make ({allowed!r}): chose {chosen[0].label!r}")
