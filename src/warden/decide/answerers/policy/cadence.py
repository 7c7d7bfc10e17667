"""How closely the person follows a run: a question whose options differ only in whether the person
approves between steps ("Pause for approval after each phase?": "Yes - interactive approval" against
"No - run all phases").

That is the person's working style. A file in which they say how they want to work ("I want to
approve each phase before the next runs", "run it unattended, don't ask me") settles it; without one
the workflow's recommended default stands where it marks one (for this run: a default for every later run, "by
default", is a standing preference of the person's), and otherwise the person decides.
"""

from __future__ import annotations

import re

from warden.decide.answerers.policy.wording import straighten

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.askuser.model import Item, ItemAnswer
    from warden.decide.answerers.policy.project import Project
    from warden.decide.answerers.policy.structure import Question, View

    Verdict = tuple[ItemAnswer | None, str]

_I = re.IGNORECASE
# the question asks about the person's part in the run
_ASKS = re.compile(r"\b(?:pause|approv\w*|review\w*|autonom\w*|supervis\w*|(?:non-?)?interactive(?:ly)?|check[- ]?ins?|ask (?:me )?before|sign[- ]?off)\b", _I)
# an option in which the person approves or reviews as the run goes ("Review and approve after each phase")
_SUPERVISED = re.compile(r"\b(?:approv\w*|review\w*|sign[- ]?off|check[- ]?ins?|ask(?:s)? (?:me |you )?before|interactive|supervised"
                         r"|step[- ]by[- ]step|one at a time|individually|pause\w*)\b", _I)
# handing the work to execution that runs without the person ("Fully autonomous execution", "without asking")
UNATTENDED = re.compile(r"\b(?:auto-?pilot|autonomous(?:ly)?|unattended|hands-?off|yolo|without (?:checking in|asking|stopping|(?:my |your )?approval))\b", _I)
# an option that runs every step through without stopping ("run all phases", "Auto-rerun dependent phases")
_THROUGH = re.compile(r"\b(?:run all|all at once|non-?interactive|uninterrupted|without (?:pausing|review\w*)|auto-?(?:run|approv\w*|continue)\w*"
                      r"|skip\w* (?:all |the |every )?(?:prompts|approvals?|gates|confirmations?)|treat\w* (?:every|all|each) \w+s? as approved)\b", _I)
# a question setting how every later run goes ("by default", "for all future runs"): a standing preference of the person's
_STANDING = re.compile(r"\bby default\b|\bfor (?:all |every )?(?:future|later|subsequent) (?:runs?|sessions?)\b|\bfrom now on\b", _I)
# a file in which the person says how they want the run followed
_WANTS_TO_APPROVE = re.compile(r"\b(?:I|we)\s+(?:want|would like|prefer|need|like|have)\s+to\s+(?:approve|review|sign off on|check|see|confirm)\s+"
                               r"(?:each|every|all)\b|\b(?:approv\w*|review\w*|sign[- ]?off)\s+(?:after|before|between)\s+(?:each|every)\b"
                               r"|\bask (?:me|us) before\b", _I)
_WANTS_UNATTENDED = re.compile(r"\b(?:run|runs|work|works)\s+(?:it\s+|them\s+)?(?:autonomously|unattended)\b|\bfully autonomous\b"
                               r"|\b(?:don'?t|do not|no need to|never)\s+(?:ask|stop|pause|check in with)\s+(?:me|us)\b"
                               r"|\b(?:I|we)\s+(?:don'?t|do not)\s+(?:want|need)\s+to\s+(?:approve|review|sign off on)\s+(?:each|every)\b", _I)


def _side(v: View) -> str | None:
    text = straighten(v.text)
    unattended = bool(UNATTENDED.search(text) or _THROUGH.search(text))
    # ("treat every gate as approved" approves nothing itself: the words that run through are left out of the supervision)
    supervised = bool(_SUPERVISED.search(_THROUGH.sub(" ", text)))
    if supervised == unattended:
        return None
    return "supervised" if supervised else "unattended"


def wanted(project: Project) -> tuple[str, str] | None:
    """("supervised" or "unattended", the file's sentence) where a file says how the person wants the run followed."""
    for d in project.docs:
        if d.name == "the project's configuration":
            continue
        for line in d.text.splitlines()[:400]:
            s = straighten(line)
            if _WANTS_UNATTENDED.search(s):
                return "unattended", line.strip(" -*\t")
            if _WANTS_TO_APPROVE.search(s):
                return "supervised", line.strip(" -*\t")
    return None


class Cadence:
    """A step of :class:`~warden.decide.answerers.policy.reading.Reading`, which provides what it uses
    besides: ``_unsafe``, ``_pick``."""

    item: Item
    q: Question
    project: Project

    def _cadence(self) -> Verdict | None:
        if self.item.multi or not _ASKS.search(straighten(f"{self.item.question} {self.item.header}")):
            return None
        sides = {v.index: _side(v) for v in self.q.options}
        if not ({"supervised", "unattended"} <= set(sides.values())):
            return None
        said = wanted(self.project)
        if said:
            fits = [v for v in self.q.options if sides[v.index] == said[0] and not self._unsafe(v)]
            if len(fits) == 1:
                return self._pick(fits[0]), f"how closely the person follows the run is theirs, and the files say it: {said[1][:100]!r}"
            return None
        standing = _STANDING.search(straighten(self.item.question))
        if standing:
            return None, (f"it sets how closely the person follows every later run ({standing.group(0)!r}): a standing preference"
                          " of theirs, and no file says it")
        if self.q.recommended is not None:
            return None  # the workflow's default for how it runs: the later steps weigh it
        return None, "it asks how closely the person follows the run (approving between steps or not): their working style, and no file says it"
