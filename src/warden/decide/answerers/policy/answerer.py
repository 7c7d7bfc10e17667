"""The policy answerer: the user's rules first, then the question read the way a person
reads it (``reading``; the package's docstring gives the order of evidence).
"""

from __future__ import annotations

from warden.askuser.model import Answer, Item, ItemAnswer
from warden.askuser.validate import validate
from warden.decide.answerers.policy import cache, keyed, runs
from warden.decide.answerers.policy.classify import classify
from warden.decide.answerers.policy.files import Files
from warden.decide.answerers.policy.phase import Phase
from warden.decide.answerers.policy.project import MAX_BYTES, PLANNING_FILES, Project
from warden.decide.answerers.policy.reading import Reading
from warden.decide.answerers.policy.rules import Rule
from warden.decide.answerers.policy.wording import short
from warden.decide.context import Abstain, Context, Decision, Outcome

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


# the question text a call may hold (questions, headers, labels, descriptions) for the policy to read it
MAX_CALL_CHARS = 10_000


def _length(call: Any) -> int:
    """The characters the policy reads of ``call``: a long run of blanks or of one mark counts
    as the policy reads it (``runs``), counted only for a call longer than the limit."""
    texts = [t for i in call.items for t in (i.question, i.header, *(x for o in i.options for x in (o.label, o.description)))]
    size = sum(map(len, texts))
    return size if size <= MAX_CALL_CHARS else sum(len(runs.shorten(t)) for t in texts)


class PolicyAnswerer:
    """Rules first, then the question's structure, the project's files and the phase."""

    name = "policy"
    instant = False  # it reads a few small project files: under the chain's watchdog
    instant_kinds = ("permission", "plan", "idle", "failure")  # judged from the request alone, no I/O
    quick = True  # milliseconds: decided before the question goes into the store
    shared = True  # keeps nothing between decisions (kept outcomes live in ``cache``): one decides many

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
        # what a kept decision depends on besides the question, the phase and the disk
        self.options = repr((rules, self.planning_files, self.max_bytes))

    # -- public API

    def classify(self, item: Item) -> str:
        return classify(item)

    def project(self, context: Context, disk: Files | None = None) -> Project:
        return Project(context.cwd, Phase(context.phase), self.planning_files, self.max_bytes, disk)

    def decide(self, context: Context) -> Outcome:
        if context.kind != "question":
            from warden.decide.answerers import permissions

            return permissions.decide(context)
        # the same question, phase, options, text shown before it and files give the same outcome (``cache``)
        key = (self.options, context.cwd, context.phase, context.call, context.shown)
        return cache.decided(key, context.cwd, lambda disk: self.read(context, disk))

    def read(self, context: Context, disk: Files | None = None) -> Outcome:
        """The outcome, read afresh: every look at the disk through ``disk``."""
        size = _length(context.call)
        if size > MAX_CALL_CHARS:
            # a question no workflow asks (the longest seen is ~1,200 characters), and its
            # reading costs more than a hook may spend (``warden serve`` decides on its loop)
            return Abstain(f"the question is {size:,} characters long, more than the policy reads "
                           f"({MAX_CALL_CHARS:,}): a person reads it")
        project = self.project(context, disk)
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
        # long runs of blanks or marks are read short (linear time); the labels offered come back
        try:
            short_item = runs.shortened(item)
        except ValueError as e:
            return None, f"in {project.phase.label}: {e}: a person decides"
        if short_item is not None:
            answer, why = self.decide_item(short_item[0], context, project)
            return keyed.keys_again(answer, short_item[1]), why
        for rule in self.rules:
            if rule.matches(item, project.phase):
                got = rule.resolve(item)
                if got is not None:
                    answer, what = got
                    return answer, f"user rule {rule.index} (question ~ {rule.question.pattern!r}): {what}"
        # options named by a key ("A", "B") are read as what their keys stand for, and answered by key
        keyed_item = keyed.meanings(item)
        if keyed_item is None:
            answer, why = Reading(item, project, shown=context.shown).decide()
        else:
            meant, back = keyed_item
            answer, why = Reading(meant, project, keyed=True, shown=context.shown).decide()
            answer = keyed.keys_again(answer, back)
        return answer, f"{classify(item).replace('_', ' ')} in {project.phase.label}: {why}"


def _name(item: Item) -> str:
    return item.header or short(item.question, 40)
