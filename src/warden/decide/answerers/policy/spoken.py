"""What the project's files speak for: the option a file names (or the one left when the
files rule out the others), and for a multi-select the options they place in the work,
only when they account for every option.

What the question asks the options to be changes what a mention means (``asks``): asked
what to leave out, a file naming an option speaks against leaving it out; a sample of an
answer the person is invited to give in their own words is not the whole answer; other
work in place of what was asked is not chosen because a file names that work.
"""

from __future__ import annotations

import re

from warden.askuser.model import multi, select
from warden.decide.answerers.policy import asks
from warden.decide.answerers.policy.claims import decided as claims_decided
from warden.decide.answerers.policy.evidence import mentions_in
from warden.decide.answerers.policy.hazard import describe, own_hazards
from warden.decide.answerers.policy.listing import enumeration, is_menu
from warden.decide.answerers.policy.mentioned import states_choice
from warden.decide.answerers.policy.requested import unmet_condition
from warden.decide.answerers.policy.shown import failed_run
from warden.decide.answerers.policy.structure import View
from warden.decide.answerers.policy.wording import RESPONSE, asking_part, bare, content_words, short

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from warden.askuser.model import Item, ItemAnswer
    from warden.decide.answerers.policy.project import Project
    from warden.decide.answerers.policy.structure import Question

    Verdict = tuple[ItemAnswer | None, str]  # as reading.Verdict: an answer or none, and why

# a multi-select asking which areas are still open: to discuss, clarify or explore
_OPEN_AREAS = re.compile(r"\b(?:discuss\w*|clarif\w*|explor\w*|talk (?:about|through)|gr[ae]y areas?|unclear|unresolved|open questions?)\b", re.I)


# a document saying the work it describes is not decided yet
_UNDECIDED = re.compile(r"\b(?:TBD|TBC|to be (?:decided|determined|confirmed|defined|agreed)|not (?:yet )?(?:decided|defined|agreed)|undecided)\b")



# a question about the work the running command names: "this feature", "this change", "the story"
_THIS_WORK = re.compile(r"\b(?:this|the) (?:feature|change|task|story|ticket|issue|work|request|epic|item|fix|bug)\b", re.I)


# an option acting on what a run found: "file the problems found", "issues for each finding", "将发现的问题创建为Issue"
_ON_FINDINGS = re.compile(
    r"\b(?:found|discovered|detected|identified|reported)\s+(?:issues?|problems?|bugs?|defects?|failures?|errors?)\b"
    r"|\b(?:issues?|problems?|bugs?|defects?|failures?|errors?)\s+(?:found|discovered|detected|identified)\b|\bfindings?\b"
    r"|发现的(?:问题|缺陷|错误)", re.I)
# a listed item's own restriction: "Mailchimp (newsletter opt-in only)", "Redis (only for sessions)"
_ONLY = re.compile(r"\s*\(([^()]{0,80}?\bonly\b[^()]{0,80}?)\)", re.I)


# a sentence saying what something would destroy: "would be deleted by apply", "will be overwritten", "are removed on sync"
_LOSS_BY = re.compile(r"\b(?:would|will|could|may|might|to)\s+be\s+(?:deleted|removed|overwritten|dropped|wiped|destroyed|lost|purged|erased)\b"
                      r"|\b(?:deleted|removed|overwritten|dropped|wiped|destroyed|purged|erased)\s+(?:by|on|when you|if you)\b", re.I)


def _alternative(sentence: str, label: str, others: list[str]) -> str | None:
    """Another option's label that ``sentence`` names beside ``label`` as an alternative ("Recommendation:
    pivot or stop." names "Pivot" and "Stop"): such a sentence leaves the choice between them open."""
    mine = re.escape(bare(label).lower())
    for other in others:
        theirs = re.escape(bare(other).lower())
        if len(theirs) < 3 or theirs == mine:
            continue
        if re.search(rf"\b{mine}\b\W+(?:or|and/or|vs\.?|versus)\W+{theirs}\b|\b{theirs}\b\W+(?:or|and/or|vs\.?|versus)\W+{mine}\b",
                     sentence.lower()):
            return other
    return None


def _restricted_to(sentence: str, label: str) -> set[str]:
    """The content words of the use the listing sentence restricts ``label`` to, right after its
    name ("Mailchimp (newsletter opt-in only)" -> newsletter, opt-in); empty: no restriction."""
    at = sentence.lower().find(bare(label).lower())
    if at < 0:
        return set()
    m = _ONLY.match(sentence, at + len(bare(label)))
    return content_words(m.group(1)) if m else set()


# what a file calls someone else's: vendored copies, third-party code or documents
_THIRD_PARTY = re.compile(r"\b(?:third[- ]party|vendored|not ours)\b", re.I)


class Spoken:
    """The files' evidence for an option (a mixin of ``Reading``)."""

    item: Item
    project: Project
    q: Question
    shown: str
    hazards: dict
    held: list[str]
    keyed: bool

    def _limited_one(self, candidates: list) -> list[str] | None:
        """The one option whose text (label and description) names what the person's request limits the
        work to, and says itself that it is limited ("... only")."""
        texts = {v.text: v for v in candidates}
        named = self.project.phase.limited(list(texts))
        if not named or len(named) != 1 or not re.search(r"\b(?:only|just)\b", named[0], re.I) or self._unsafe(texts[named[0]]):
            return None
        return [texts[named[0]].label]

    def _files(self) -> Verdict | None:
        q = self.q
        # an option that only answers (yes, no, done, skip, an action's bare verb) names no content a file could speak for
        candidates = [v for v in q.options if (v.substantive or v.has("recommended")) and not RESPONSE.match(bare(v.label))]
        # other work in place of what was asked: a file naming that work does not change the person's request
        instead = [v for v in candidates if asks.substitutes(v.text)]
        if instead:
            self.held.append(f"{instead[0].label!r} does other work instead of what was asked")
            candidates = [v for v in candidates if v not in instead]
        if not candidates:
            return None
        limited = self.project.phase.limited([v.label for v in candidates]) if self.item.multi else self._limited_one(candidates)
        if limited and not self.item.multi:
            # one option limits the work to what the request limits it to ("security findings only" and
            # "Important only: security vulnerabilities only"): a default covering everything is not what was asked
            return select(limited[0]), f"the request limits the work to what {limited[0]!r} is limited to ({self.project.phase.label})"
        if limited:
            # the person's request says which of them the work is ("old sessions only"): a file naming another does not widen it.
            # A word shared with the request names an item, it does not approve what the item does: an item that would
            # send, publish, deploy, delete or touch a secret by its own words stays the person's
            production = self.project.production_database
            for v in (v for v in candidates if v.label in limited):
                effects = own_hazards(v, self.item.question, production=production) or self.hazards.get(v.index)
                if effects:
                    self.held.append(f"the request names {v.label!r}, which would {describe(effects)}")
                    return None
            return multi(limited), f"the request limits the work to {', '.join(map(repr, limited))} ({self.project.phase.label})"
        open_work = self._undecided_work()
        if open_work:
            # the work's own document leaves it open: another file's sentence does not decide what it is
            self.held.append(f"the work's own document says it is not decided yet ({short(open_work, 80)!r})")
            return None
        labels = [v.label for v in candidates]
        m = self.project.mentions(self.item, labels, for_scope=self.item.multi, additions=q.additions)
        pos = [v for v in candidates if v.label in m.positive and v.label not in m.negative]
        neg = [v for v in candidates if v.label in m.negative]
        if asks.asks_which_work(self.item):
            # asked which work to start, a file speaks for a piece of work where it plans it, not where it mentions its topic
            m = mentions_in(asks.planned(self.project.docs), self.item, labels, self.project.phase.number,
                            for_scope=self.item.multi, additions=q.additions)
            named = pos
            pos = [v for v in candidates if v.label in m.positive and v.label not in m.negative]
            neg = [v for v in candidates if v.label in m.negative]
            if [v for v in named if v not in pos]:
                self.held.append("asked which work to start, the files mention " + ", ".join(repr(v.label) for v in named if v not in pos)
                                 + " without planning it")
            if len(pos) > 1 and not self.item.multi:
                # several are planned; the entry that marks itself as next is the next one
                nm = mentions_in(asks.marked_next(self.project.docs), self.item, labels, self.project.phase.number)
                marked = [v for v in pos if v.label in nm.positive and v.label not in nm.negative]
                if len(marked) == 1:
                    pos, m = marked, nm
        if asks.excludes(self.item):
            # asked what to leave out, a sentence naming an option speaks for leaving it out only when it
            # says so itself ("Out of scope: ..."); one naming it as part of the project speaks for keeping it
            m = mentions_in(asks.leaving_out(self.project.docs), self.item, labels, self.project.phase.number,
                            for_scope=self.item.multi, additions=q.additions)
            named = pos
            pos = [v for v in candidates if v.label in m.positive]
            if [v for v in named if v not in pos]:
                self.held.append("asked what to leave out, the files name " + ", ".join(repr(v.label) for v in named if v not in pos)
                                 + " without leaving it out")
            neg = []
        if len(pos) > 1 and not self.item.multi:
            # several are named; the one a field named by the question gives as its value is the answer ("Author: kyle")
            fm = mentions_in(asks.fields(self.project.docs, self.item), self.item, labels, self.project.phase.number)
            given = [v for v in pos if v.label in fm.positive and v.label not in fm.negative]
            # (not where the request's words lean to another one named: "our product to compare with Expensify's
            # receipt scanning" is the receipt OCR beta, whatever "Product: expense reports" says)
            if len(given) == 1:
                asked = content_words(self.project.phase.command or "")
                if not any(content_words(bare(v.label)) & asked for v in pos if v is not given[0]):
                    pos, m = given, fm
        if self.item.multi:
            return self._files_multi(candidates, pos, neg, m)
        # one ordinary word of a longer label is too little to choose it by
        strong = [v for v in pos if m.strength.get(v.label, 2) >= 2]
        if self.keyed and strong:
            # a list's entries are sentences that share their words: one speaks only when no other entry is named at all
            every = mentions_in(self.project.docs, self.item, [o.label for o in self.item.options], self.project.phase.number,
                                for_scope=True)
            others = [o.label for o in self.item.options if (o.label in every.positive or every.strength.get(o.label, 0) >= 2)
                      and o.label != strong[0].label]
            if others:
                self.held.append("the files name " + ", ".join(repr(x) for x in [strong[0].label, *others]))
                return None
        pos = strong
        if len(pos) == 1:
            v = pos[0]
            if self._unsafe(v):
                self.held.append(f"the files name {v.label!r}, but it would {describe(self.hazards[v.index])}")
                return None
            if v.has("proceed") and (bad := failed_run(self.shown)):
                # a standing go-ahead ("once every PR is green, merge") is not one past a run the session shows failing
                self.held.append(f"the files name {v.label!r}, but it goes on past what the session showed ({short(bad, 80)!r})")
                return None
            other = self._about_other(v, m.why.get(v.label, ""))
            if other:
                self.held.append(other)
                return None
            loss = _LOSS_BY.search(m.why.get(v.label, ""))
            if loss:
                # "extra (would be deleted by apply): `help wanted` (12 open issues)": the sentence names what the option
                # would destroy; it warns of it, it does not speak for it
                self.held.append(f"the files name {v.label!r} where they say what it would destroy ({loss.group(0)!r})")
                return None
            alt = _alternative(m.why.get(v.label, ""), v.label, [o.label for o in self.q.options if o is not v])
            if alt:
                self.held.append(f"the files name {v.label!r} only as an alternative to {alt!r}")
                return None
            unmet = unmet_condition(m.why.get(v.label, "").strip(" -*"), self.project.phase.command)
            if unmet:
                self.held.append(f"the files approve {v.label!r} for {short(unmet, 80)!r}, which the request does not show this work is")
                return None
            own = asks.own_words(self.item)
            if own:
                # the options are samples of an answer the person is invited to give in their own words: one
                # the files agree with is part of it, not the whole
                self.held.append(f"the files agree with {v.label!r}, but {own!r} invites the person's own answer")
                return None
            put_forward = asks.slot(self.item)
            if put_forward and not asks.names_slot(m.why.get(v.label, "")):
                # asked what to put forward, a sentence listing what there is does not say which leads
                self.held.append(f"the files name {v.label!r}, but not as the {put_forward} ({short(m.why.get(v.label, ''), 80)!r})")
                return None
            at = m.where.get(v.label)
            if at and not any(states_choice(m.why[v.label], *span, v.label) for span in at):
                # "Major releases need Matt's go-ahead", "Claude may cut patch releases", "Ravi merges to main": the
                # sentence speaks of the option without choosing it
                self.held.append(f"the files name {v.label!r} without choosing it ({short(m.why[v.label], 80)!r})")
                return None
            return self._pick(v), f"{m.cite(v.label)} speaks for {v.label!r}: {short(m.why.get(v.label, ''), 120)!r}"
        if len(pos) > 1:
            self.held.append("the files name " + ", ".join(repr(v.label) for v in pos))
            return None
        # nor is one ordinary word enough to rule an option out ("no separate worker fleet" and "Add as separate")
        neg = [v for v in neg if m.against.get(v.label, 2) >= 2]
        left = [v for v in candidates if v not in neg]
        if neg and len(left) == 1 and left[0].has("paper"):
            # ruling out a remedy does not make going on despite what the question reports the person's intent
            self.held.append(f"the files rule out {_cite(neg, m, negative=True)}, which leaves {left[0].label!r}: going on despite it")
            return None
        if neg and len(left) == 1 and not self._unsafe(left[0]) and len(candidates) >= 2:
            v = left[0]
            return self._pick(v), f"the files rule out the others ({_cite(neg, m, negative=True)}): chose {v.label!r}"
        if neg:
            self.held.append("the files rule out " + _cite(neg, m, negative=True))
        return None

    def _about_other(self, v: View, sentence: str) -> str | None:
        """Why the files' sentence naming ``v`` does not speak of the case the question asks
        about: it states a rule for every case of that kind ("Every bug gets an issue first"
        does not say whether this one is a bug), or the question asks about the work the
        command names ("How critical is this feature?" in "/feature-forge visitor berth
        photos") and the sentence speaks of other work (a roadmap line on "berth waiting
        list" shares one word of it)."""
        if _ON_FINDINGS.search(v.option.description) and not self.q.reports and not self.project.failures:
            # "Create issues for the problems found" after a report of none: nothing to act on, whatever the files say of issues
            return f"{v.label!r} acts on problems found, and neither the question nor the project's outputs report any"
        # an option that is itself a rule for every case ("TOTP for all staff") is what such a sentence settles
        quantified = re.search(r"\b(?:every|each|all|any)\b", v.label, re.I)
        for w in [] if quantified else re.findall(r"[A-Za-z]{3,}", v.label):
            if re.search(rf"\b(?:every|each|all|any)\s+(?:[a-z]+\s+)?{re.escape(w)}", sentence, re.I):
                return f"the files state a rule for every {w!r} ({short(sentence, 80)!r}), not which this one is"
        if not _THIS_WORK.search(self.item.question):
            return None
        work = content_words(self.project.phase.command.partition(" ")[2])
        if len(work) >= 2 and len(work & content_words(sentence)) < 2:
            return f"the files name {v.label!r} of other work ({short(sentence, 80)!r}), not of {self.project.phase.command!r}"
        return None

    def _undecided_work(self) -> str | None:
        """The sentence with which the document about the work the running command names (its
        heading uses two of the command's words) says that work is not decided yet ("Details TBD")."""
        parts = self.project.phase.command.split(None, 1)
        if len(parts) < 2:
            return None
        words = {w.lower().rstrip("s") for w in re.findall(r"[A-Za-z]{4,}", parts[1])}
        if len(words) < 2:
            return None
        for d in self.project.docs:
            heading = re.search(r"^#+\s*(.+)$", d.text, re.M)
            if not heading or len(words & {w.lower().rstrip("s") for w in re.findall(r"[A-Za-z]{4,}", heading.group(1))}) < 2:
                continue
            m = _UNDECIDED.search(d.text)
            if m:
                line = d.text[d.text.rfind("\n", 0, m.start()) + 1 : d.text.find("\n", m.end()) % (len(d.text) + 1)]
                return f"{d.name}: {line.strip()}"
        return None

    def _files_multi(self, candidates: list[View], pos: list[View], neg: list[View], m: Any) -> Verdict | None:
        """A multi-select takes what the files positively place in the work, and only when
        every option is accounted for: named, ruled out, or marked optional."""
        if self.q.corrections and neg:
            return multi([v.label for v in neg]), "the files contradict " + _cite(neg, m, negative=True)
        if _OPEN_AREAS.search(asking_part(self.item.question)) and self.project.phase.kind == "discuss":
            return self._open_areas(candidates, pos, neg, m)
        if not pos:
            return None
        if not _THIRD_PARTY.search(f"{self.item.question} {self.item.header}"):
            # what the files call someone else's ("vendor/ (third-party READMEs)") is not the project's own work
            theirs = [v for v in pos if _THIRD_PARTY.search(m.why.get(v.label, ""))]
            pos, neg = [v for v in pos if v not in theirs], neg + theirs
            if not pos:
                return None
        # a sentence listing several options by their whole names is the project's own enumeration: it is what
        # belongs, and an option other sentences name only in passing is not in it
        listing = enumeration(self.project.docs, self.item, [v.label for v in candidates])
        if listing:
            listed, elsewhere, sentence = listing
            if len(listed) == len(candidates) and is_menu(sentence):
                # the set the options are taken from ("Labels from: Feature, Bug, …"), naming them all: it chooses none
                self.held.append(f"the files give {short(sentence, 80)!r} as the set to choose from, not which apply")
                return None
            elsewhere = [x for x in elsewhere if x not in m.negative]
            if elsewhere:
                self.held.append(f"the files list {', '.join(map(repr, listed))} ({short(sentence, 80)!r}) and name "
                                 + ", ".join(map(repr, elsewhere)) + " elsewhere")
                return None
            chosen = [v for v in candidates if v.label in listed and v not in neg and not self._unsafe(v)]
            for v in list(chosen):
                use = _restricted_to(sentence, v.label)
                if use and not use & content_words(f"{v.text} {self.item.question} {self.project.phase.command}"):
                    chosen.remove(v)  # listed for another use only ("Mailchimp (newsletter opt-in only)")
            if chosen:
                return multi([v.label for v in chosen]), f"the files list {', '.join(repr(v.label) for v in chosen)} ({short(sentence, 100)!r})"
        # what fits a scope, a constraint or a release must be named to be in: the rest is out
        selective = bool(re.search(r"\b(?:scope|constraints?|requirements?|must|match(?:es)?|in v\d+|in this (?:milestone|phase|release))\b",
                                   self.q.text, re.I))
        undecided = [v for v in candidates if v not in pos and v not in neg and not v.has("optional", "none")]
        # one sentence listing several options is a closed list of what is in ("The settings page covers X and Y")
        listed = len(pos) >= 2 and len({m.why.get(v.label) for v in pos}) == 1
        if undecided and not (selective or listed):
            self.held.append("the files name " + _cite(pos, m) + " but say nothing of "
                             + ", ".join(repr(v.label) for v in undecided))
            return None
        chosen = [v for v in pos if not self._unsafe(v)]
        if not chosen:
            return None
        return multi([v.label for v in chosen]), "the files name " + _cite(chosen, m)

    def _open_areas(self, candidates: list[View], pos: list[View], neg: list[View], m: Any) -> Verdict | None:
        """Which areas to discuss, while discussing: the open ones. An area the files already decide,
        rule out or place in other work is not open; every other one is, since a discussion phase is
        where the person's open decisions are gathered."""
        decided = [v for v in candidates if claims_decided(self.item, self.project.docs, v.label)]
        open_ = [v for v in candidates if v not in neg and v not in decided and not v.has("none", "optional")]
        if not open_ or any(self._unsafe(v) for v in open_):
            return None
        closed = [v for v in candidates if v not in open_ and not v.has("none", "optional")]
        why = f" (the files settle {', '.join(repr(v.label) for v in closed)})" if closed else ""
        return multi([v.label for v in open_]), f"it asks which areas are open: nothing in the files settles {len(open_)} of them{why}"


def _cite(views: list[View], m: Any, negative: bool = False) -> str:
    parts = []
    for v in views:
        why = m.why.get(("-" if negative else "") + v.label) or m.why.get(v.label)
        parts.append(f"{v.label!r}" + (f" ({short(why, 80)!r})" if why else ""))
    return ", ".join(parts)
