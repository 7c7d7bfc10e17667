"""The option that writes the new thing beside what exists, in the project ("members.ts already exists. Overwrite it?" and
"Write members.v2.ts: Keep both"): the work gets done and nothing is lost. Replacing what exists can follow
later; undoing a replacement cannot. The reading takes it when removing is all that is hazardous and the
workflow recommends nothing else.
"""

from __future__ import annotations

import re

from warden.decide.answerers.policy import concerns

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.decide.answerers.policy.structure import Question, View
    from warden.judge.prose import Effect

# an option that writes the new thing beside what exists: "Keep both", "Keep alongside", "Save as a copy"
_BESIDE = re.compile(r"\bkeep(?:s|ing)? both\b|\balongside\b|\bside by side\b|\bas a (?:new )?copy\b", re.I)


def keeps_both(q: Question, hazards: dict[int, list[Effect]], asked: list[Effect]) -> View | None:
    """The one option of ``q`` that keeps both, doing nothing hazardous by its own words (``hazards`` per
    option; what the question proposes, ``asked``, is not what such an option does), where the workflow
    recommends no other."""
    if concerns.destination(q.item.question):
        return None  # what exists lies outside the project (a shared drive, a bucket): another copy there is seen by others
    found = [v for v in q.options if _BESIDE.search(v.text) and not v.has("negative", "stall")
             and not [e for e in hazards.get(v.index, []) if e not in asked] and not concerns.destination(v.text)]
    if len(found) != 1 or (q.recommended is not None and q.recommended is not found[0]):
        return None
    return found[0]
