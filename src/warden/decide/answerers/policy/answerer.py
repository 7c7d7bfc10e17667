"""The policy answerer: the user's rules first, then one strategy per question category,
informed by the project and the workflow phase (see the package's docstring).
"""

from __future__ import annotations

import re

from warden.askuser.model import Answer, Item, ItemAnswer, Option, multi, select
from warden.askuser.validate import validate
from warden.decide.answerers.policy.classify import classify
from warden.decide.answerers.policy.destructive import destructive
from warden.decide.answerers.policy.phase import Phase
from warden.decide.answerers.policy.project import MAX_BYTES, PLANNING_FILES, Project
from warden.decide.answerers.policy.rules import Rule
from warden.decide.answerers.policy.wording import (
    affirmatives,
    asks_observation,
    is_delegation_label,
    is_open_option,
    question_text,
    short,
    straighten,
)
from warden.decide.context import Abstain, Context, Decision, Outcome

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

_I = re.IGNORECASE

# an affirmative with conditions ("Yes, but ...", "after changes"): a plain one is preferred
_QUALIFIED = re.compile(r"\b(?:but|with (?:changes|edits|modifications)|except|after|first|instead|partially|adjust|tweak)\b", _I)

# a scope option that is not for now
_OPTIONAL = re.compile(
    r"\b(?:optional|later|nice[- ]to[- ]have|stretch(?: goal)?|future|v2|someday|defer(?:red)?|maybe|if time|bonus|extra credit|experimental)\b",
    _I,
)


class PolicyAnswerer:
    """Rules first, then a strategy per question category, informed by the project."""

    name = "policy"
    instant = False  # it reads a few small project files
    instant_kinds = ("permission", "plan", "idle", "failure")  # judged from the request alone, no I/O

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
        if context.kind != "question":
            from warden.decide.answerers.policy import permission

            return permission.decide(context)
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
        phase = project.phase
        for rule in self.rules:
            if rule.matches(item, phase):
                got = rule.resolve(item)
                if got is not None:
                    answer, what = got
                    return answer, f"user rule {rule.index} (question ~ {rule.question.pattern!r}): {what}"
        category = classify(item)
        head = f"{category.replace('_', ' ')} in {phase.label}"
        answer, why = getattr(self, f"_{category}")(item, project)
        return answer, f"{head}: {why}"

    # -- strategies, one per category

    def _confirmation(self, item: Item, project: Project) -> tuple[ItemAnswer | None, str]:
        if asks_observation(item.question):
            return None, "it asks whether something works, which only someone who checked can report"
        affirm = affirmatives(item, bare=True)
        danger = _destructive_item(item, [o for o in item.options if o.label in affirm])
        if danger:
            return None, danger
        plain = [x for x in affirm if not _QUALIFIED.search(straighten(x))]
        label = (plain or affirm)[0]
        return _pick(item, label), f"chose the affirmative {label!r}"

    def _delegation(self, item: Item, project: Project) -> tuple[ItemAnswer | None, str]:
        delegate = next(o.label for o in item.options if is_delegation_label(o.label))
        others = [o.label for o in item.options if not is_delegation_label(o.label)]
        # delegating hands Claude every option: none of them may be destructive
        danger = _destructive_item(item, list(item.options))
        if danger:
            return None, danger
        pref = self._preferred(item, others, project)
        if pref is not None:
            return pref
        if project.phase.kind == "discuss":
            return None, f"nothing in the project prefers an option, and a discuss phase gathers the person's own choices rather than {delegate!r}"
        return _pick(item, delegate), f"nothing in the project prefers another option: chose {delegate!r}"

    def _scope(self, item: Item, project: Project) -> tuple[ItemAnswer | None, str]:
        candidates = [o for o in item.options if not is_delegation_label(o.label)]
        labels = [o.label for o in candidates]
        m = project.mentions(item, labels, for_scope=True)
        if m.positive:
            chosen = [x for x in labels if x in m.positive]
            cites = ", ".join(dict.fromkeys(d for x in chosen for d in m.positive[x]))
            return multi(chosen) if item.multi else select(chosen[0]), (
                f"the planning files ({cites}) name {', '.join(repr(x) for x in chosen)}")
        if project.phase.proceeds:
            chosen = [o.label for o in candidates if not _OPTIONAL.search(straighten(f"{o.label} {o.description}")) and o.label not in m.negative]
            if chosen:
                left = [x for x in labels if x not in chosen]
                note = f" (left out as optional or deferred: {', '.join(repr(x) for x in left)})" if left else ""
                return multi(chosen), f"no planning file narrows it, so chose every option meant for now: {', '.join(repr(x) for x in chosen)}{note}"
            return None, "every option is marked optional or deferred"
        if project.phase.kind == "discuss":
            return None, "no planning file names any of the options, and a discuss phase is where the person decides scope"
        return None, "no planning file names any of the options and the phase does not say what to include"

    def _style(self, item: Item, project: Project) -> tuple[ItemAnswer | None, str]:
        labels = list(item.labels)
        conv = project.conventions
        for c in conv.found:
            hit = [x for x in labels if c.pattern.search(straighten(x)) and not is_delegation_label(x)]
            if len(hit) == 1:
                return _pick(item, hit[0]), f"chose {hit[0]!r}, the project's convention: {c.source}"
        others = [x for x in labels if not is_delegation_label(x)]
        m = project.mentions(item, others)
        if len(m.positive) == 1:
            label = next(iter(m.positive))
            return _pick(item, label), f"chose {label!r}, as {m.cite(label)} says"
        for c in conv.sampled(item):
            hit = [x for x in labels if c.pattern.search(straighten(x)) and not is_delegation_label(x)]
            if len(hit) == 1:
                return _pick(item, hit[0]), f"chose {hit[0]!r}, following the codebase: {c.source}"
        if project.phase.kind == "discuss":
            return None, "no convention of the project settles it, and a discuss phase gathers the person's own preferences"
        delegate = next((x for x in labels if is_delegation_label(x)), None)
        if delegate is not None:
            return _pick(item, delegate), f"no convention of the project settles it: chose {delegate!r}"
        return None, "no convention of the project settles it and there is no option to delegate the choice"

    def _architecture(self, item: Item, project: Project) -> tuple[ItemAnswer | None, str]:
        labels = [x for x in item.labels if not is_delegation_label(x)]
        return self._preferred(item, labels, project) or (None, self._no_evidence(item, labels, project))

    def _open_floor(self, item: Item, project: Project) -> tuple[ItemAnswer | None, str]:
        labels = [x for x in item.labels if not is_delegation_label(x) and not is_open_option(x)]
        return self._preferred(item, labels, project) or (
            None, "it asks for the person's own input, and no user rule or planning file answers it")

    # -- helpers

    def _preferred(self, item: Item, labels: list[str], project: Project) -> tuple[ItemAnswer, str] | None:
        """The one option the planning files speak for, if exactly one."""
        m = project.mentions(item, labels)
        if len(m.positive) != 1:
            return None
        label = next(iter(m.positive))
        why = f"chose {label!r}, the only option the planning files name ({m.cite(label)})"
        if project.phase.kind == "execute" and classify(item) == "architecture":
            why += "; a design question while executing suggests the plan missed it"
        return _pick(item, label), why

    @staticmethod
    def _no_evidence(item: Item, labels: list[str], project: Project) -> str:
        m = project.mentions(item, labels)
        if len(m.positive) > 1:
            named = ", ".join(f"{x!r} ({m.cite(x)})" for x in m.positive)
            return f"the planning files name more than one option: {named}"
        if not project.docs:
            return "options with different consequences, and no planning files to settle it"
        return "options with different consequences, and the planning files name none of them"


def _destructive_item(item: Item, options: list[Option]) -> str | None:
    """Why ``item`` is left to a person, if its question, header or ``options`` name a destructive action."""
    question = question_text(item)
    for text, context in [(item.header, ""), (item.question, ""), *((f"{o.label}. {o.description}", question) for o in options)]:
        hit = destructive(text, context) if text else None
        if hit:
            return f"destructive: {short(hit, 40)!r} in {short(text)!r} is left to a person (add a user rule to decide it)"
    return None


def _pick(item: Item, label: str) -> ItemAnswer:
    return multi([label]) if item.multi else select(label)


def _name(item: Item) -> str:
    return item.header or short(item.question, 40)
