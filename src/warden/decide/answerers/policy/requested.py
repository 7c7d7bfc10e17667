"""The option the person's request names: they typed the command with words that one option's label
holds and no other ("/triage bugs" asked "What type of tasks?" among "All", "Bugs", "Features"), so
which one they meant is said already. Only for a plain choice of one option, none of which is
hazardous or leaves the project, where the question reports nothing, asks for no name and states
no facts the files leave unconfirmed; the option named must be a real choice of content, not a way
out, a hand-back or a non-answer.
"""

from __future__ import annotations

from warden.decide.answerers.policy import concerns, person
from warden.decide.answerers.policy.wording import short

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.askuser.model import Item, ItemAnswer
    from warden.decide.answerers.policy.project import Project
    from warden.decide.answerers.policy.structure import Question, View

    Verdict = tuple[ItemAnswer | None, str]  # as reading.Verdict: an answer or none, and why


class Requested:
    """A step of :class:`~warden.decide.answerers.policy.reading.Reading`, which provides what it
    uses besides: ``_unsafe``, ``_hazardous_option``, ``_elsewhere``, ``_pick``, ``unconfirmed``."""

    item: Item
    q: Question
    project: Project
    unconfirmed: bool

    def _requested(self) -> Verdict | None:
        if self.item.multi or self.unconfirmed or self.q.reports or len(self.q.options) < 2:
            return None
        got = self.project.phase.names_one([v.label for v in self.q.options], self.item.question)
        if got is None:
            return None
        v: View = next(v for v in self.q.options if v.label == got[0])
        if not v.substantive or v.has("negative", "paper", "proceed") or self._unsafe(v) or self._hazardous_option() \
                or self._elsewhere(*self.q.options) or person.costs(v.text) or concerns.naming(self.item.question):
            return None
        return self._pick(v), (f"the request ({short(self.project.phase.command, 80)!r}) names {got[1]!r}, which only"
                               f" {v.label!r} holds: chose it")
