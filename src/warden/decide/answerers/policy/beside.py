"""Keeping what exists. Asked to keep it or remove it, the recommended keeping: it can be undone. Asked to
replace it, the option that writes the new thing beside what exists, in the project ("members.ts already
exists. Overwrite it?" and "Write members.v2.ts: Keep both"), or asked to discard uncommitted work, the option
that stashes it ("Stash instead"): the work gets done and nothing is lost;
replacing what exists can follow later, undoing a replacement cannot. Either only when removing is all that
is hazardous, and the second where the workflow recommends nothing else.
"""

from __future__ import annotations

import re

from warden.decide.answerers.policy import concerns
from warden.decide.answerers.policy.wording import asking_part

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.askuser.model import Item, ItemAnswer
    from warden.decide.answerers.policy.structure import Question, View
    from warden.judge.prose import Effect

    Verdict = tuple[ItemAnswer | None, str]

# an option that writes the new thing beside what exists ("Keep both", "Keep alongside", "Save as a copy") or adds to
# what exists and replaces none of it ("Keep and extend: add to the existing spec.md", "Install, keep existing: skip the 3
# that exist"). Keeping is what the option is when its label opens with it (or goes on to it after a comma) or its
# description does ("Skip (keep existing)" too): "Switch to the new queue, keep the old one in history" switches.
_KEEPS = r"keep(?:s|ing)? (?:both|and extend|(?:the )?existing)\b"
_KEEPING_LABEL = re.compile(rf"(?:^|[,(])\W*{_KEEPS}", re.I)
_KEEPING_DESCRIPTION = re.compile(rf"^\W*{_KEEPS}", re.I)
_BESIDE = re.compile(r"\balongside\b|\bside by side\b|\bas a (?:new )?copy\b|\badd(?:s|ing)? (?:it |them )?to the existing\b"
                     r"|\bskip(?:s|ping)? the \d+ that exist", re.I)
# an option that sets uncommitted work aside instead of throwing it away ("Stash instead", "Stash and continue"): the
# tree is clean as asked and the work comes back with one command
_SETS_ASIDE = re.compile(r"^\W*stash(?:es|ing)?\b(?!\s+(?:pop|drop|clear|apply)\b)", re.I)
# the question says what exists already: "posts/…/imgs/ already has 3 images", "Project guidelines already contain entries"
_EXISTS = re.compile(r"\balready (?:exists?|has|have|contains?|holds?|tracks?)\b", re.I)


def _keeps(v: View) -> bool:
    return bool(_KEEPING_LABEL.search(v.label) or _KEEPING_DESCRIPTION.search(v.option.description) or _BESIDE.search(v.text)
                or _SETS_ASIDE.search(v.label))


def keeps_both(q: Question, hazards: dict[int, list[Effect]], asked: list[Effect]) -> View | None:
    """The one option of ``q`` that keeps both, doing nothing hazardous by its own words (``hazards`` per
    option; what the question proposes, ``asked``, is not what such an option does), where the workflow
    recommends no other."""
    if not asked and not _EXISTS.search(q.item.question):
        return None  # it neither asks to replace anything nor says anything exists: what options delete is theirs to weigh
    if concerns.destination(q.item.question):
        return None  # what exists lies outside the project (a shared drive, a bucket): another copy there is seen by others
    found = [v for v in q.options if _keeps(v) and not v.has("negative", "stall")
             and not [e for e in hazards.get(v.index, []) if e not in asked] and not concerns.destination(v.text)]
    if len(found) != 1 or (q.recommended is not None and q.recommended is not found[0]):
        return None
    return found[0]


class Beside:
    """A step of :class:`~warden.decide.answerers.policy.reading.Reading` (its ``_reversible``), which provides
    what it uses besides: ``hazards``, ``asked``, ``_unsafe``, ``_pick``."""

    item: Item
    q: Question
    hazards: dict[int, list[Effect]]
    asked: list[Effect]

    def _reversible(self) -> Verdict | None:
        """Asked to keep what exists or to remove it ("Keep it or delete it?"), the workflow recommending
        keeping: keeping can be undone later, removing cannot; or to replace it, one option writing the new
        beside the old (:func:`keeps_both`). Only when removing is all that is hazardous."""
        rec = self.q.recommended
        found = [e for effs in self.hazards.values() for e in effs] + list(self.asked)
        if self.item.multi or not found or any(e.effect not in ("delete", "discard_work") for e in found):
            return None
        if both := keeps_both(self.q, self.hazards, self.asked):
            what = "discard work" if any(e.effect == "discard_work" for e in self.asked) else "replace what exists"
            return self._pick(both), f"it would {what}: chose {both.label!r}, which keeps what exists"
        if rec is None or not rec.has("keep") or self._unsafe(rec) or not re.search(r"\bor\b", asking_part(self.item.question), re.I):
            return None
        return self._pick(rec), f"it asks whether to keep what exists or remove it: chose {rec.label!r}, which can be undone"
