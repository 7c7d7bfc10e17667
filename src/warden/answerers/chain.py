"""The answer chain: answerers asked in order, each within its budget; the first decision wins.

Every step is traced (who decided or abstained, why, how long it took) so that
``warden questions explain`` can show how a question was settled.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from typing import Any

from warden.answerers.base import Abstain, Answerer, Context, Decision, Outcome
from warden.askq import QuestionError, validate
from warden.config import ChainEntry

ENTRY_POINT_GROUP = "warden.answerers"

# The built-ins are registered in the entry-point group like any plugin; this map only
# spares the hook a scan of every installed distribution's metadata for them.
BUILTINS = {
    "first": "warden.answerers.first:FirstAnswerer",
    "human": "warden.answerers.human:HumanAnswerer",
}


class UnknownAnswerer(LookupError):
    pass


def _load_ref(ref: str) -> Any:
    import importlib

    module, _, attr = ref.partition(":")
    obj: Any = importlib.import_module(module)
    for part in attr.split("."):
        obj = getattr(obj, part)
    return obj


def factory(name: str) -> Any:
    if name in BUILTINS:
        return _load_ref(BUILTINS[name])
    from importlib.metadata import entry_points

    for ep in entry_points(group=ENTRY_POINT_GROUP):
        if ep.name == name:
            return ep.load()
    raise UnknownAnswerer(f"no answerer named {name!r} (installed: {', '.join(available())})")


def available() -> list[str]:
    from importlib.metadata import entry_points

    return sorted({*BUILTINS, *(ep.name for ep in entry_points(group=ENTRY_POINT_GROUP))})


def make(entry: ChainEntry) -> Answerer:
    return factory(entry.answerer)(**entry.options)


@dataclass
class Step:
    answerer: str
    outcome: str  # decided | abstained | error | timeout
    reason: str
    started_at: float
    elapsed: float


@dataclass
class ChainResult:
    decision: Decision | None
    answerer: str | None
    steps: list[Step] = field(default_factory=list)


def _call(answerer: Answerer, context: Context, deadline: float) -> Outcome | None:
    """Run ``decide`` in a daemon thread so an answerer that overruns cannot hold the hook."""
    box: list[Any] = []

    def target() -> None:
        try:
            box.append(answerer.decide(context))
        except BaseException as e:  # noqa: BLE001 - an answerer's failure is an abstention
            box.append(e)

    t = threading.Thread(target=target, daemon=True, name=f"answerer-{getattr(answerer, 'name', '?')}")
    t.start()
    t.join(max(0.0, deadline - time.monotonic()) + 0.05)
    if not box:
        return None
    if isinstance(box[0], BaseException):
        raise box[0]
    return box[0]


def run(entries: tuple[ChainEntry, ...] | list[ChainEntry], context: Context, budget: float | None = None) -> ChainResult:
    """Ask each answerer in turn until one decides. ``budget`` caps the whole chain."""
    overall = context.deadline if budget is None else min(context.deadline, time.monotonic() + budget)
    result = ChainResult(None, None)
    for entry in entries:
        now = time.monotonic()
        deadline = overall if entry.budget is None else min(overall, now + entry.budget)
        started = time.time()
        name = entry.answerer
        if deadline <= now:
            result.steps.append(Step(name, "abstained", "no time left in the budget", started, 0.0))
            continue
        ctx = Context(**{**context.__dict__, "deadline": deadline})
        try:
            answerer = make(entry)
            outcome = _call(answerer, ctx, deadline)
        except UnknownAnswerer as e:
            result.steps.append(Step(name, "error", str(e), started, time.monotonic() - now))
            continue
        except Exception as e:  # noqa: BLE001
            result.steps.append(Step(name, "error", f"{type(e).__name__}: {e}", started, time.monotonic() - now))
            continue
        elapsed = time.monotonic() - now
        if outcome is None:
            result.steps.append(Step(name, "timeout", f"no decision within {deadline - now:.1f}s", started, elapsed))
            continue
        if isinstance(outcome, Abstain):
            result.steps.append(Step(name, "abstained", outcome.reason, started, elapsed))
            continue
        if not isinstance(outcome, Decision):
            result.steps.append(Step(name, "error", f"returned {type(outcome).__name__}, not a Decision", started, elapsed))
            continue
        try:
            answer = validate(context.call, outcome.answer)
        except QuestionError as e:
            result.steps.append(Step(name, "error", f"invalid decision: {e}", started, elapsed))
            continue
        decision = Decision(answer, outcome.reason, outcome.decided_by, outcome.answer_id)
        result.steps.append(Step(name, "decided", outcome.reason, started, elapsed))
        result.decision, result.answerer = decision, outcome.decided_by or name
        return result
    return result
