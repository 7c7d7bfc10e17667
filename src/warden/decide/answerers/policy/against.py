"""What the person's request says where the workflow would go on: where they asked it to stop ("stop after
phase 2"); and what stands against a choice once a step has made it: the request naming what
another option does or the step another option goes to, an item that would rewrite what the
files say is approved, and a ranking whose top item the choice passes over.
"""

from __future__ import annotations

import re

from warden.decide.answerers.policy.wording import short

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.askuser.model import Item, ItemAnswer
    from warden.decide.answerers.policy.project import Project
    from warden.decide.answerers.policy.structure import Question

    Verdict = tuple[ItemAnswer | None, str]  # as reading.Verdict: an answer or none, and why


# a proposal to change a document by its kind ("update the Design Doc to 24", "rewrite the PRD")
_UPDATES = re.compile(r"\b(?:update|rewrite|change|edit|amend)\s+(?:the\s+)?((?:[A-Z][\w-]*\s+)?(?:[Dd]oc|PRD|ADR|[Ss]pec|[Dd]esign [Dd]oc)\w*)")
# options the question presents in ranked order ("Select a task (ranked by score):", "score 98")
_RANKED = re.compile(r"\b(?:ranked|ranking|sorted by (?:score|priority)|in priority order|by priority)\b|\bscore:?\s*\d", re.I)


class AgainstRequest:
    """The last check of :class:`~warden.decide.answerers.policy.reading.Reading`, which provides what it
    uses besides: ``_unsafe``, ``_hazardous_option``, ``_pick``."""

    item: Item
    q: Question
    project: Project

    def _stop_here(self) -> Verdict | None:
        """The person's request says where to stop ("stop after phase 2") and the question reports reaching that
        point ("Phase 2 of 4 validated"): the one option that stops there is what they asked for."""
        where = self.project.phase.stops_at()
        # reached: the unit is reported done ("Phase 2 of 4 (invites) validated"), not named as what comes next
        if not where or not re.search(r"\b" + re.escape(where).replace(r"\ ", r"\s+") + r"\b(?!\.\d)[^.?!\n]{0,60}?"
                                      r"\b(?:validated|complete|completed|done|finished|passed|verified)\b", self.item.question, re.I):
            return None
        stop = [v for v in self.q.options if re.match(r"^\W*(?:pause|stop|halt|wait)\b", v.label, re.I)]
        if len(stop) != 1 or self._unsafe(stop[0]):
            return None
        return self._pick(stop[0]), f"the person's request says to stop at {where} ({self.project.phase.label}), which it reports reached"

    def _against_request(self, got: Verdict) -> Verdict:
        """A choice stands unless the person's own request names what another option does ("/choir-docs
        ...; replace the old rota" and "Start over (replace all)"): then what they meant is theirs to say. Where
        it names the step one option goes to ("go straight to the technical design" and "skip to technical
        design"), that option is what they asked for."""
        answer, why = got
        if answer is None or self.item.multi:
            return got
        others = [v.label for v in self.q.options if v.label not in answer.labels]
        echoed = self.project.phase.echoes([v.label for v in self.q.options])
        if echoed and echoed[0] in others:
            return None, f"the person's request names what {echoed[0]!r} does ({echoed[1]!r}), not {answer.labels[0]!r}"
        named = self.project.phase.repeats([v.text for v in self.q.options])
        v = next((o for o in self.q.options if o.text == named), None)
        if v is not None and v.label in others and not self._unsafe(v) and not self._hazardous_option():
            return self._pick(v), f"the person's request names the step {v.label!r} goes to ({self.project.phase.label})"
        approved = self._rewrites_approved() if re.search(r"\ball\b", answer.labels[0], re.I) else None
        if approved:
            return None, f"one item would rewrite what the files say is approved ({short(approved, 80)!r}): it needs its own decision, not a batch"
        top = self.q.options[0].label
        if _RANKED.search(f"{self.item.question} {self.q.options[0].text}") and answer.labels[0] != top and not self._taken_by_another(top):
            # the ranking is the workflow's reading of what matters most; passing over its top item (a security task,
            # a committee's decision) is a judgement of why that one waits, which is the person's
            return None, f"the options are ranked and {answer.labels[0]!r} passes over the top one, {top!r}: the person's call"
        return got

    def _rewrites_approved(self) -> str | None:
        """The files' sentence saying a document the question proposes to update ("update the Design Doc to 24")
        is approved by someone ("Design Docs in docs/design/ are approved by the school's owner")."""
        for m in _UPDATES.finditer(self.item.question):
            doc = re.compile(r"\b" + re.escape(m.group(1)) + r"s?\b[^.\n]{0,60}\b(?:approved|signed off) by\b", re.I)
            for d in self.project.docs:
                found = doc.search(d.text)
                if found:
                    return found.group(0)
        return None

    def _taken_by_another(self, label: str) -> bool:
        """Whether the files say the work ``label`` names by its key ("#212", "PAY-7") is someone else's
        already: assigned to a person or in progress."""
        key = re.match(r"\W*((?:#|[A-Z]+-)?\d+)\b", label)
        if not key:
            return False
        mark = re.compile(r"(?<![\w-])" + re.escape(key.group(1)) + r"\b[^\n]*?\b(?:assignee: @|assigned to @?\w|in progress|claimed by)", re.I)
        return any(mark.search(d.text) for d in self.project.docs)
