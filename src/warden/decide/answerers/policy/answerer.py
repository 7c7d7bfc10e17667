"""The policy answerer: the user's rules first, then the question read the way a person
reads it (see the package's docstring for the order of evidence).
"""

from __future__ import annotations

import re

from warden.askuser.model import Answer, Item, ItemAnswer, multi, select
from warden.askuser.validate import validate
from warden.decide.answerers.policy import settings as current_settings
from warden.decide.answerers.policy.classify import classify
from warden.decide.answerers.policy.evidence import claims, staleness, topic_decision
from warden.decide.answerers.policy.hazard import describe, option_hazards
from warden.decide.answerers.policy.phase import Phase
from warden.decide.answerers.policy.project import MAX_BYTES, PLANNING_FILES, Project
from warden.decide.answerers.policy.rules import Rule
from warden.decide.answerers.policy.structure import Question, View
from warden.decide.answerers.policy.wording import short, straighten
from warden.decide.context import Abstain, Context, Decision, Outcome

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from warden.judge.prose import Effect

Verdict = "tuple[ItemAnswer | None, str]"


class PolicyAnswerer:
    """Rules first, then the question's structure, the project's files and the phase."""

    name = "policy"
    instant = False  # it reads a few small project files

    OPTIONS = ("planning_files", "max_bytes")

    def __init__(self, rules: list[dict[str, Any]] | None = None, **options: Any):
        unknown = sorted(set(options) - set(self.OPTIONS))
        if unknown:
            raise ValueError(f"policy: unknown option(s) {', '.join(unknown)} (known: rules, {', '.join(self.OPTIONS)})")
        if rules is None:
            rules = []
        if not isinstance(rules, list):
            raise ValueError(f"policy: rules must be a list of tables, got {type(rules).__name__}")
        self.rules = [Rule(i, r) for i, r in enumerate(rules, 1)]
        files = options.get("planning_files", PLANNING_FILES)
        if isinstance(files, str) or not isinstance(files, (list, tuple)) or not all(isinstance(f, str) and f for f in files):
            raise ValueError("policy: planning_files must be a list of paths relative to the project directory")
        self.planning_files = tuple(files)
        max_bytes = options.get("max_bytes", MAX_BYTES)
        if not isinstance(max_bytes, int) or isinstance(max_bytes, bool) or max_bytes <= 0:
            raise ValueError(f"policy: max_bytes must be a positive integer, got {max_bytes!r}")
        self.max_bytes = max_bytes

    # -- public API

    def classify(self, item: Item) -> str:
        return classify(item)

    def project(self, context: Context) -> Project:
        return Project(context.cwd, Phase(context.phase), self.planning_files, self.max_bytes)

    def decide(self, context: Context) -> Outcome:
        project = self.project(context)
        call = context.call
        answers: list[ItemAnswer] = []
        reasons: list[str] = []
        for n, item in enumerate(call.items, 1):
            answer, reason = self.decide_item(item, context, project)
            if answer is None:
                if len(call.items) == 1:
                    return Abstain(reason)
                return Abstain(f"question {n} ({_name(item)}) could not be decided: {reason}")
            answers.append(answer)
            reasons.append(reason if len(call.items) == 1 else f"question {n} ({_name(item)}): {reason}")
        answer = validate(call, Answer(tuple(answers)))
        return Decision(answer, "; ".join(reasons))

    def decide_item(self, item: Item, context: Context, project: Project | None = None) -> tuple[ItemAnswer | None, str]:
        """The answer for one item (None to abstain) and why."""
        if project is None:
            project = self.project(context)
        for rule in self.rules:
            if rule.matches(item, project.phase):
                got = rule.resolve(item)
                if got is not None:
                    answer, what = got
                    return answer, f"user rule {rule.index} (question ~ {rule.question.pattern!r}): {what}"
        answer, why = Reading(item, project).decide()
        return answer, f"{classify(item).replace('_', ' ')} in {project.phase.label}: {why}"


class Reading:
    """One question read against the project: its structure, the options' hazards and
    the evidence of the files, and the decision they lead to."""

    def __init__(self, item: Item, project: Project):
        self.item = item
        self.project = project
        self.q = Question(item)
        self.hazards = option_hazards(self.q, production=project.production_database)
        self.held: list[str] = []  # why options were passed over: shown when nothing is chosen
        self.unconfirmed = False  # it states facts the files do not confirm: only the files may decide

    # -- the order of evidence

    def decide(self) -> tuple[ItemAnswer | None, str]:
        q, project = self.q, self.project
        steps = (self._current_setting, self._person, self._observation, self._report, self._existing,
                 self._assertion, self._conventions, self._files, self._money, self._recommended, self._more_input,
                 self._proposal, self._delegate, self._scope)
        for step in steps:
            got = step()
            if got is not None:
                return got
        held = f" ({'; '.join(self.held)})" if self.held else ""
        if not project.docs and q.item.multi:
            return None, f"nothing in the question or the project says what to choose{held}"
        return None, f"options with different consequences, and nothing in the project settles it{held}"

    def _current_setting(self) -> Verdict | None:
        got = current_settings.choose(self.q, self.project.settings)
        if got is None:
            return None
        view, key, value = got
        if self._unsafe(view):
            return None
        return self._pick(view), f"keeps the person's current setting {key} = {value!r} (.planning/config.json)"

    def _person(self) -> Verdict | None:
        q = self.q
        if q.about_person:
            return None, f"it is about the person ({q.about_person!r}): only they can answer"
        forward = [v for v in q.options if v.has("proceed", "recommended") and not v.has("negative")]
        if forward and all(self._unsafe(v) for v in forward) and not self._safe_alternative():
            v = forward[0]
            return None, f"going on would {describe(self.hazards[v.index])}: left to a person"
        return None

    def _observation(self) -> Verdict | None:
        if not self.q.observation:
            return None
        return None, "it asks what someone observed (does it work, did it pass), which only someone who checked can report"

    def _report(self) -> Verdict | None:
        q = self.q
        if not q.reports:
            return None
        if q.auth_cause:
            return None, f"it reports {q.reports!r} caused by access or credentials, which only a person can clear"
        remedies = [v for v in q.options if v.has("remedy") and not v.has("stall", "paper", "manual", "negative", "view")]
        safe = [v for v in remedies if not self._unsafe(v)]
        if safe:
            v = next((x for x in safe if x.has("recommended")), safe[0])
            return self._pick(v), f"it reports {q.reports!r}; chose the remedy {v.label!r} over going on regardless"
        if remedies:
            v = remedies[0]
            return None, f"it reports {q.reports!r} and its remedy would {describe(self.hazards[v.index])}: left to a person"
        return None, f"it reports {q.reports!r} and the options only accept it or stop: a person decides"

    def _existing(self) -> Verdict | None:
        q = self.q
        if not q.existing:
            return None
        if q.duplicate:
            keep = [v for v in q.with_role("keep") if not self._unsafe(v)]
            if keep:
                return self._pick(keep[0]), f"what it would add already exists: kept the existing one ({keep[0].label!r})"
        redo = [v for v in q.with_role("redo") if not self._unsafe(v) and not v.has("negative")]
        if redo:
            changed = staleness(self.project.docs)
            if changed:
                return self._pick(redo[0]), f"the files say things changed since: {short(changed, 120)!r}; chose {redo[0].label!r}"
        return None

    def _assertion(self) -> Verdict | None:
        q = self.q
        if not q.assertion:
            return None
        yes = [v for v in q.options if v.has("proceed") and not v.has("negative")]
        fix = [v for v in q.options if v.has("object") and not v.has("manual")]
        supported, contradicted, unknown = claims(self.item.question, self.project.docs)
        if not (supported or contradicted or unknown) and self.project.phase.proceeds:
            return None  # "Does this plan look good?" while planning: an approval, confirmed and gone on with
        if contradicted:
            if len(fix) >= 1 and not self._unsafe(fix[0]) and not _asks_to_type(fix[0]):
                return self._pick(fix[0]), f"the files contradict {short(contradicted[0], 60)!r}; chose {fix[0].label!r}"
            return None, f"the files contradict {short(contradicted[0], 60)!r}, and correcting it needs the person's words"
        if supported and len(supported) >= 2 * len(unknown) and yes and not self._unsafe(yes[0]):
            return self._pick(yes[0]), f"the files confirm what it states ({short('; '.join(supported), 80)!r})"
        self.unconfirmed = True
        self.held.append("it asks whether stated facts are right, and the files do not confirm them")
        return None

    def _conventions(self) -> Verdict | None:
        """A style question the project's configuration or code already answers."""
        if classify(self.item) != "style":
            return None
        options = [v for v in self.q.options if v.substantive]
        conv = self.project.conventions
        for c in [*conv.found, *conv.sampled(self.item)]:
            hit = [v for v in options if c.pattern.search(straighten(v.label))]
            if len(hit) == 1 and not self._unsafe(hit[0]):
                return self._pick(hit[0]), f"chose {hit[0].label!r}, the project's convention: {c.source}"
        return None

    def _more_input(self) -> Verdict | None:
        if self.q.more_input:
            return None, "it asks whether there is more to add, which is the person's to say"
        return None

    def _files(self) -> Verdict | None:
        q = self.q
        candidates = [v for v in q.options if v.substantive or v.has("recommended")]
        if not candidates:
            return None
        labels = [v.label for v in candidates]
        m = self.project.mentions(self.item, labels, for_scope=self.item.multi, additions=q.additions)
        pos = [v for v in candidates if v.label in m.positive and v.label not in m.negative]
        if not self.item.multi:
            # one ordinary word of a longer label is too little to choose it by
            pos = [v for v in pos if m.strength.get(v.label, 2) >= 2]
        neg = [v for v in candidates if v.label in m.negative]
        if self.item.multi:
            if q.corrections and neg:
                chosen = neg
                return multi([v.label for v in chosen]), "the files contradict " + _cite(chosen, m, negative=True)
            # what fits a scope, or a constraint, must be named; what to enable is whatever is not excluded
            selective = bool(re.search(r"\b(?:scope|constraints?|requirements?|must|match(?:es)?|in v\d+)\b", q.text, re.I))
            # files that name some options and rule out others have said what is in
            if pos and (selective or neg or len(pos) * 2 > len(candidates)):
                chosen = [v for v in pos if not self._unsafe(v)]
                if chosen:
                    return multi([v.label for v in chosen]), "the files name " + _cite(chosen, m)
            if neg or pos:
                rest = [v for v in candidates if v not in neg and not v.has("optional", "none") and not self._unsafe(v)]
                if rest:
                    return multi([v.label for v in rest]), (
                        f"chose everything the files do not exclude; they exclude {_cite(neg, m, negative=True)}")
            return None
        if len(pos) == 1:
            v = pos[0]
            if self._unsafe(v):
                self.held.append(f"the files name {v.label!r}, but it would {describe(self.hazards[v.index])}")
                return None
            return self._pick(v), f"{m.cite(v.label)} speaks for {v.label!r}: {short(m.why.get(v.label, ''), 120)!r}"
        if len(pos) > 1:
            self.held.append("the files name " + ", ".join(repr(v.label) for v in pos))
            return None
        left = [v for v in candidates if v not in neg]
        if neg and len(left) == 1 and not self._unsafe(left[0]) and len(candidates) >= 2:
            v = left[0]
            return self._pick(v), f"the files rule out the others ({_cite(neg, m, negative=True)}): chose {v.label!r}"
        if neg:
            self.held.append("the files rule out " + _cite(neg, m, negative=True))
        return None

    def _money(self) -> Verdict | None:
        if self.q.about_person_weak:
            return None, f"it is about the person or their money ({self.q.about_person_weak!r}) and no file decides it"
        return None

    def _recommended(self) -> Verdict | None:
        if self.unconfirmed:
            return None
        rec = self.q.recommended
        if rec is None or rec.has("stall", "manual", "view", "paper", "delegate", "open", "unsure"):
            return None
        if self._unsafe(rec):
            self.held.append(f"the recommended {rec.label!r} would {describe(self.hazards[rec.index])}")
            return None
        if any(x.startswith("the files rule out") and repr(rec.label) in x for x in self.held):
            return None
        spoken = topic_decision(self.item, self.project.docs, rec.label)
        if spoken:
            self.held.append(f"the files decide this without naming the recommended {rec.label!r}: {short(spoken, 100)!r}")
            return None
        return self._pick(rec), f"took the recommended {rec.label!r}: nothing in the project argues against it"

    def _proposal(self) -> Verdict | None:
        if self.unconfirmed:
            return None
        q = self.q
        if self.item.multi:
            return None
        papering = ("paper",) if q.reports else ()
        forward = [v for v in q.options if v.has("proceed") and not v.has("negative", "manual", "object", "stay", *papering)
                   and not _detour(v)]
        if len(forward) == 1 and _BARE_YES.match(straighten(forward[0].label)) and not _ACTION_ASK.search(q.text):
            return None  # "Should the API support pagination?" is a design question, not a go-ahead
        safe = [v for v in forward if not self._unsafe(v)]
        if not forward:
            return None
        if not safe:
            v = forward[0]
            return None, f"going on would {describe(self.hazards[v.index])}: left to a person"
        if len(safe) > 1:
            return None
        v = safe[0]
        others = [o for o in q.options if o is not v]
        holding = all(o.has("negative", "stall", "view", "manual", "object", "stay", "keep", "paper", "delegate", "open")
                      or _detour(o) or self._unsafe(o) for o in others)
        # plan and execute phases confirm and go on (the person moved the work there): an
        # option that only goes back a step (discuss, gather context, research) does not hold
        if not holding and not (self.project.phase.proceeds and all(
                _BACK.search(straighten(o.label)) or _detour(o) or o.has("negative", "stall", "view", "manual", "object",
                                                                           "stay", "keep", "paper", "delegate", "open")
                for o in others)):
            return None
        return self._pick(v), f"chose {v.label!r}, the option that goes on with what it proposes"

    def _delegate(self) -> Verdict | None:
        if self.unconfirmed:
            return None
        d = self.q.with_role("delegate")
        if self.item.multi or not d or any(self._unsafe(v) for v in self.q.options if v.substantive):
            return None
        return self._pick(d[0]), f"nothing in the project prefers an option: chose {d[0].label!r}"

    def _scope(self) -> Verdict | None:
        if self.unconfirmed:
            return None
        q = self.q
        if not self.item.multi:
            return None
        chosen = [v for v in q.options if v.substantive and not v.has("optional", "none", "negative") and not self._unsafe(v)]
        if not chosen or len(chosen) < len([v for v in q.options if v.substantive]) and not chosen:
            return None
        if any(self._unsafe(v) for v in q.options if v.substantive):
            return None
        left = [v.label for v in q.options if v not in chosen and v.substantive]
        note = f" (left out as optional: {', '.join(repr(x) for x in left)})" if left else ""
        return multi([v.label for v in chosen]), f"nothing narrows it, so chose every option that belongs to the work{note}"

    # -- helpers

    def _unsafe(self, view: View) -> bool:
        return bool(self.hazards.get(view.index))

    def _safe_alternative(self) -> bool:
        """Whether some option gets the work done without a hazard: a remedy, or keeping
        what exists when the question is about a duplicate."""
        q = self.q
        for v in q.options:
            if self._unsafe(v) or v.has("negative", "stall", "view", "manual", "object", "paper"):
                continue
            if v.has("remedy") and q.reports:
                return True
            if v.has("keep") and q.duplicate:
                return True
            if v.has("proceed") or v.substantive and not self.item.multi:
                return True
        return False

    def _view(self, label: str) -> View | None:
        return next((v for v in self.q.options if v.label == label), None)

    def _pick(self, view: View) -> ItemAnswer:
        return multi([view.label]) if self.item.multi else select(view.label)


_BACK = re.compile(r"\b(?:discuss\w*|gather\w*|context|research\w*|revis\w*|rethink|re-?plan\w*|go back|back to)\b|^\W*plan\b", re.I)
_BARE_YES = re.compile(r"^\W*(?:yes|yep|ok(?:ay)?|sure|y)\W*$", re.I)
_ACTION_ASK = re.compile(
    r"\b(?:proceed|continue|go ahead|run|create|apply|approve|commit|initiali[sz]e|spawn|resume|update|upgrade|generate|enable|install"
    r"|start|write|save|execute|implement|research|verify|map|use your saved|add|set up|fix|retry|re-?run|move on|merge|push|deploy|send"
    r"|publish|delete|remove|overwrite|replace|discard|revert|undo|reset|import|export|build|scan|ship|finish|accept)\b",
    re.I,
)


def _detour(view: View) -> bool:
    """An option that first does something else ("Run discuss-phase first", "Export first")."""
    return bool(re.search(r"\b(?:first|before)\b", straighten(view.label), re.I))


def _asks_to_type(view: View) -> bool:
    return bool(re.search(r"\btell me\b|\btype\b|\bdescribe\b|\bexplain\b|\bin your own words\b", view.text, re.I))


def _cite(views: list[View], m: Any, negative: bool = False) -> str:
    parts = []
    for v in views:
        why = m.why.get(("-" if negative else "") + v.label) or m.why.get(v.label)
        parts.append(f"{v.label!r}" + (f" ({short(why, 80)!r})" if why else ""))
    return ", ".join(parts)


def _name(item: Item) -> str:
    return item.header or short(item.question, 40)
