"""The workflow's own recommendation, where a question reports a problem or proposes something
only the person may authorise.

A workflow that reports a problem often says which option it recommends ("Recommendation: 2A
because the helper already exists"); a person answering for someone else takes it unless the
project's files argue against it (rule out what it uses, speak for another option, decide the
topic without it, record an open blocker), or it goes on regardless, costs money or acts
outside the project. Where what the question proposes is outward or destructive (a merge, a
deploy, a push), the recommended option that does not do it (holds off, investigates, fixes
first) is taken: not doing the hazardous thing leaves the person's decision to them.
"""

from __future__ import annotations

import re

from warden.decide.answerers.policy import concerns, person
from warden.decide.answerers.policy.claims import option_ruled_out, spoken_of, topic_decision
from warden.decide.answerers.policy.hazard import describe, outward, own_hazards, routine
from warden.decide.answerers.policy.project import run_failure
from warden.decide.answerers.policy.structure import View
from warden.decide.answerers.policy.wording import RESPONSE, asking, asking_part, bare, short, straighten

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.askuser.model import Item, ItemAnswer
    from warden.decide.answerers.policy.project import Project
    from warden.decide.answerers.policy.structure import Question
    from warden.judge.prose import Effect

    Verdict = tuple[ItemAnswer | None, str]  # as reading.Verdict: an answer or none, and why


_WORDS = re.compile(r"[a-z0-9][a-z0-9_.-]*")
# the words of a label that only say yes or go
_DOUBTS = re.compile(r"\b(?:low confidence|confidence is low|uncertain\w*|unverified|unclear|ambigu\w*|inconclusive|guess\w*|not sure)\b", re.I)
# what puts the work out, and a push that is itself the fix
_GOES_OUT = re.compile(r"\b(?:push\w*|releas\w*|deploy\w*|ship\w*|tag\w*|publish\w*)\b", re.I)
_MENDS = re.compile(r"\b(?:fix(?:es|ed)?|hotfix\w*|repair\w*|resolv\w*|revert\w*)\b", re.I)
_BARE = frozenset("yes y ok okay sure run do it now proceed go ahead the a please".split())
# a label that ends the work here, and a question saying someone asked for the act
_FINISH = re.compile(r"^\W*(?:done|finish(?:ed)?|nothing(?: else)?|that'?s (?:all|it)|end here)\W*$", re.I)
_TOLD = re.compile(r"\b(?:asked|requested|told|instructed)\b", re.I)


class Recommended:
    """The recommendation steps of :class:`~warden.decide.answerers.policy.reading.Reading`, which
    provides what they use besides: ``_unsafe``, ``_hazardous_option``, ``_pick``, ``hazards``, ``asked``."""

    item: Item
    q: Question
    project: Project
    held: list[str]
    hazards: dict[int, list[Effect]]
    asked: list[Effect]
    shown: str

    def _holds_back(self) -> Verdict | None:
        """What it proposes (or one of its options) would leave the project or destroy something,
        or it reports a problem with going on; the workflow recommends the option that does not go
        on: holds off, investigates, fixes first. Not doing it leaves the person's decision to them."""
        failed = self._failed_before_going_out() or self._forbidden_going_out()
        if failed:
            return failed
        rec = self.q.recommended
        if rec is None or self.item.multi or rec.has("paper", "delegate", "open", "unsure", "none", "negative"):
            return None
        if rec.has("proceed") and not checks_only(rec, self.item.question):
            return None  # going on, unless all it does is look or test (a quick review before the merge)
        if own_hazards(rec, self.item.question) or concerns.regardless(rec.text) or concerns.silences(rec.text):
            return None
        if re.search(r"\bmanual(?:ly)?\b|\bmyself\b|\bby hand\b|\bI'?ll\b", rec.text, re.I):
            return None  # handing the work back to the person leaves the decision with them, not with a proxy
        if not (rec.has("stall", "remedy", "view") or checks_only(rec, self.item.question)):
            return None
        against = self._against(rec)
        if against:
            self.held.append(against)
            return None
        risk = self.asked or outward(self.hazards)
        why = f"what it proposes would {describe(risk)}" if risk else f"it reports {self.q.reports!r}"
        return self._pick(rec), f"{why}; chose the recommended {rec.label!r}, which holds back from going on"

    def _failed_before_going_out(self) -> Verdict | None:
        """What would go out (a push, a release, a deploy) is reported failing: the project's run outputs or
        the text the session showed before asking say so ("tests FAILED", "2 failed"). The one option that
        holds back (not yet, keep it local, cancel) loses nothing and is what a person would choose; with no
        such option, or several, the person decides."""
        risk = self.asked or outward(self.hazards)
        # the code going out (a push, a release, a deploy), not a push that is itself the fix
        if not risk or self.item.multi or not _GOES_OUT.search(self.item.question) or _MENDS.search(self.item.question):
            return None
        if self.q.reports and not any(v.has("remedy") for v in self.q.options):
            return None  # the question itself reports it and offers only going on or stopping: the person judges it
        failed = (self.project.failed_runs() or [None])[0] or run_failure(self.shown)
        if not failed:
            return None
        back = self._holding_back()
        if back is None:
            return None
        return self._pick(back), (f"what it proposes would {describe(risk)}, and a run reports a failure ({short(failed, 100)!r});"
                                  f" chose {back.label!r}, which holds back and loses nothing")

    def _forbidden_going_out(self) -> Verdict | None:
        """What would go out (a push, a publish, a merge, a comment) is what the project's files forbid the
        agent ("Never push; Alex pushes"): the one option that does not do it keeps the rule and loses
        nothing, and the person the step is reserved for still takes it. Handing the step back ("Not now —
        I'll run npm publish") does not do it either. With no such option, or several ("Commit only",
        "Cancel"), or where the question says someone asked for the act, the person decides."""
        risk = self.asked or outward(self.hazards)
        if not risk or self.item.multi or _TOLD.search(self.item.question):
            return None
        offered = " ".join(f"{v.label} {v.option.description}" for v in self.q.options)
        asks = asking_part(self.item.question)
        # what the question asks to do or offers, not what it reports done ("Merge complete on main. Push now?")
        risk = [e for e in risk if straighten(e.evidence) in asks or e.evidence in offered] or risk
        from warden.decide.answerers.policy import forbidden  # only a question that would put work out reads it

        effects = {e.effect for e in risk}
        rule = forbidden.prohibition(self.project.docs, effects, self.project.phase.command)
        said = None if rule else forbidden.held_back(self.project.phase.command, effects, self.item.question)
        if not rule and not said:
            return None
        sentence, kinds = rule or (said, effects)
        risk = [e for e in risk if e.effect in kinds] or risk
        back = []
        for v in self.q.options:
            if v.has("delegate", "open", "unsure"):
                continue
            if v.has("manual") and v.has("stall", "negative"):
                back.append(v)  # the step handed back: the person's own to take
            elif own_hazards(v, self.item.question) or forbidden.does(v.text, kinds):
                continue
            elif self.hazards.get(v.index) and not v.has("stall", "negative", "keep"):
                continue  # going on does what the question asks; keeping it local ("Commit only") does not
            elif v.has("stall", "negative", "keep", "manual") or _FINISH.match(bare(v.label)):
                back.append(v)  # (not another step on the way to it: "Run the security tests only" before the push)
        if len(back) != 1:
            return None
        whose = "the person's request holds back" if said else "the files forbid"
        return self._pick(back[0]), (f"what it proposes would {describe(risk)}, which {whose} ({short(sentence, 100)!r});"
                                     f" chose {back[0].label!r}, which does not and loses nothing")

    def _holding_back(self) -> View | None:
        """The one option that does not go on and does nothing hazardous itself (not yet, keep it local,
        cancel); None with none or several."""
        back = [v for v in self.q.options if v.has("stall", "negative", "keep") and not v.has("proceed", "delegate", "open", "unsure", "manual")
                and not self.hazards.get(v.index) and not own_hazards(v, self.item.question)]
        return back[0] if len(back) == 1 else None

    def _proposed_remedy(self) -> Verdict | None:
        """A report the workflow itself proposes a remedy for: its recommended option, when that
        acts on the report (not going on regardless, not stopping, not choosing nothing), does
        nothing outside the project, and the files do not argue against it."""
        rec = self.q.recommended
        if rec is None or rec.has("paper", "stall", "none", "keep", "delegate", "open", "unsure", "negative", "manual", "view"):
            return None
        if rec.has("proceed") and not rec.has("remedy"):
            return None  # going on with what the report is about does not remedy it
        if self._unsafe(rec) or concerns.regardless(rec.text) or concerns.silences(rec.text) or self._hazardous_option() or person.costs(rec.text) \
                or concerns.destination(rec.text):
            return None
        against = self._against(rec)
        if against:
            return None, f"it reports {self.q.reports!r}, and the files argue against the recommended remedy: {against}"
        return self._pick(rec), f"it reports {self.q.reports!r}; chose the remedy the workflow recommends, {rec.label!r}, which changes nothing outside the project"

    def _asked_remedy(self) -> Verdict | None:
        """A report whose asking sentence proposes one piece of ordinary project work ("The build
        fails: the package is declared but not installed. Run `pip install -e .`?"): the option that
        does what it proposes, in its own words, is the remedy the question offers."""
        asks = " ".join(asking(straighten(self.item.question)))
        if not asks or concerns.regardless(asks) or concerns.destination(asks) or _DOUBTS.search(self.item.question):
            return None  # (a report that doubts the proposal itself, "low confidence", is not what it remedies)
        made = routine(asks)
        if not made or all(e.effect == "read" for e in made):
            return None
        said = set(_WORDS.findall(asks.lower()))
        doing = [v for v in self.q.options if v.has("proceed") and not v.has("paper", "negative", "manual", "stall")
                 and (words := set(_WORDS.findall(bare(v.label).lower())) - _BARE) and words <= said]
        if len(doing) != 1 or self._unsafe(doing[0]) or concerns.silences(doing[0].text) or self._hazardous_option() or self._against(doing[0]):
            return None
        v = doing[0]
        return self._pick(v), f"it reports {self.q.reports!r} and proposes {short(asks, 60)!r} ({made[0].effect.replace('_', ' ')}); chose {v.label!r}"

    def _against(self, rec: View) -> str | None:
        """Why the project's files argue against the recommended ``rec`` (None: they do not):
        they rule it out, name another option, speak of another, or decide the topic without it."""
        candidates = [v for v in self.q.options if (v.substantive or v.has("recommended")) and not RESPONSE.match(bare(v.label))]
        if candidates:
            m = self.project.mentions(self.item, [v.label for v in candidates], additions=self.q.additions)
            if rec.label in m.negative and m.against.get(rec.label, 2) >= 1:
                return f"the files rule out {rec.label!r} ({short(m.why.get('-' + rec.label) or '', 80)!r})"
            others = [v for v in candidates if v is not rec and v.label in m.positive and v.label not in m.negative
                      and m.strength.get(v.label, 2) >= 2]
            if others:
                return f"the files speak for {others[0].label!r} ({short(m.why.get(others[0].label, ''), 80)!r}), not the recommended"
        out = option_ruled_out(self.project.docs, rec, self.item.question)
        if out:
            return f"the files rule out what {rec.label!r} uses: {short(out, 100)!r}"
        said = spoken_of(self.item, self.project.docs)
        if said and said[0] != rec.index:
            return f"the files speak of {self.item.options[said[0]].label!r} ({short(said[1], 80)!r}), not of the recommended"
        spoken = topic_decision(self.item, self.project.docs, rec.label)
        if spoken:
            return f"the files decide this without naming the recommended {rec.label!r}: {short(spoken, 80)!r}"
        if self.project.blockers:
            return f"the project records an open blocker ({short(self.project.blockers[0], 80)!r})"
        return None


def reads_only(view: View, question: str) -> bool:
    """An option that only looks (investigates, reviews, checks): it changes nothing anywhere."""
    made = routine(view.text, question)
    return bool(made) and all(e.effect == "read" for e in made)


def checks_only(view: View, question: str) -> bool:
    """An option that only looks or runs the project's checks (reviews, scans, tests): it changes nothing."""
    made = routine(view.text, question)
    return bool(made) and all(e.effect in ("read", "build_test") for e in made)
