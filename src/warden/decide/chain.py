"""The answer chain: answerers asked in order, each within its budget; the first decision wins.

Every step is traced (who decided or abstained, why, how long it took) so that
``warden questions explain`` can show how a question was settled.
"""

from __future__ import annotations

import time

from warden import kinds
from warden import plugins
from warden.memo import ByIdentity
from warden.decide.context import Abstain, Context, Decision

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from warden.decide.context import Answerer
    from warden.config import ChainEntry

ENTRY_POINT_GROUP = "warden.answerers"

# The built-ins are registered in the entry-point group like any plugin (warden.plugins);
# this map only spares the hook a scan of every installed distribution's metadata for them.
BUILTINS = {
    "first": "warden.decide.answerers.first:FirstAnswerer",
    "human": "warden.decide.answerers.human:HumanAnswerer",
    "policy": "warden.decide.answerers.policy:PolicyAnswerer",
    "llm": "warden.decide.answerers.llm:LLMAnswerer",
    "agent": "warden.decide.answerers.agent:AgentAnswerer",
}


# A built-in answerer's lighter class for decisions that are not questions: the hook
# decides a permission request without importing the question policy.
KIND_BUILTINS = {
    ("policy", kind): "warden.decide.answerers.permissions:PermissionPolicy"
    for kind in ("permission", "plan", "idle", "failure")
}


class UnknownAnswerer(LookupError):
    pass


def factory(name: str) -> Any:
    found = plugins.find(ENTRY_POINT_GROUP, name, BUILTINS)
    if found is None:
        raise UnknownAnswerer(f"no answerer named {name!r} (installed: {', '.join(available())})")
    return found


def available() -> list[str]:
    return plugins.available(ENTRY_POINT_GROUP, BUILTINS)


# Answerers that say ``shared = True`` (they keep nothing between decisions, so one may
# decide many at once): made once per chain entry of a loaded profile and kept, for a
# server answering many questions. Keyed by the entry's id, the entry kept beside it, so
# the id stays its own; config.load gives the same entries while config.toml is unchanged.
_SHARED: dict[tuple[int, str], tuple[ChainEntry, Answerer]] = {}
_SHARED_MAX = 64


def make(entry: ChainEntry, kind: str = "question") -> Answerer:
    kept = _SHARED.get((id(entry), kind))
    if kept is not None and kept[0] is entry:
        return kept[1]
    light = KIND_BUILTINS.get((entry.answerer, kind))
    made = plugins.load_ref(light)(**entry.options) if light is not None else factory(entry.answerer)(**entry.options)
    if getattr(made, "shared", False) is True:
        if len(_SHARED) >= _SHARED_MAX:
            _SHARED.clear()
        _SHARED[id(entry), kind] = (entry, made)
    return made


# An answerer's kept outcome (the policy's, for a question it has decided before) is the
# same Decision object each time, and validating the same answer against the same offer
# gives the same result: done once. Keyed by identity, the objects kept beside the
# result, so an id is not reused while its entry lives; only immutable (hashable)
# offers and answers are kept.
_VALIDATED = ByIdentity()


def _validated(kind: str, offer: Any, answer: Any) -> Any:
    hit = _VALIDATED.get(offer, answer)
    if hit is not None and hit[0] == kind:
        return hit[1]
    valid = kinds.get(kind).validate(offer, answer)
    try:
        hash(offer), hash(answer)
    except TypeError:
        return valid
    _VALIDATED.put(offer, answer, (kind, valid))
    return valid


class Step:
    __slots__ = ("answerer", "outcome", "reason", "started_at", "elapsed")

    def __init__(self, answerer: str, outcome: str, reason: str, started_at: float, elapsed: float):
        self.answerer = answerer
        self.outcome = outcome  # decided | abstained | error | timeout
        self.reason = reason
        self.started_at = started_at
        self.elapsed = elapsed

    def to_json(self) -> dict[str, Any]:
        return {s: getattr(self, s) for s in self.__slots__}


class ChainResult:
    __slots__ = ("decision", "answerer", "steps")

    def __init__(self) -> None:
        self.decision: Decision | None = None
        self.answerer: str | None = None
        self.steps: list[Step] = []


def _instant(answerer: Answerer, kind: str) -> bool:
    return bool(getattr(answerer, "instant", False)) or kind in getattr(answerer, "instant_kinds", ())


def _call(answerer: Answerer, context: Context, deadline: float, waits: bool = True) -> Any:
    """Run ``decide``; in a daemon thread unless it is instant, so an answerer that
    overruns its deadline cannot hold the hook. None means it ran out of time.
    ``waits=False``: a quick answerer runs in this thread too (the caller cannot wait)."""
    if _instant(answerer, context.kind) or not waits:
        return answerer.decide(context)
    if not getattr(answerer, "quick", False):
        # an answerer that takes time: the question goes into the store first, so people and
        # views can see it while it is being decided
        _ = context.store
    # _thread, not threading, whose import costs the hook more than a quick answerer's
    # decision: a bare thread that releases a lock when it is done; like a daemon thread,
    # one left behind does not keep the process alive
    import _thread

    box: list[Any] = []
    done = _thread.allocate_lock()
    done.acquire()

    def target() -> None:
        try:
            box.append(answerer.decide(context))
        except BaseException as e:  # noqa: BLE001 - an answerer's failure is an abstention
            box.append(e)
        finally:
            done.release()

    _thread.start_new_thread(target, ())
    done.acquire(timeout=max(0.0, deadline - time.monotonic()) + 0.05)
    if not box:
        return None
    if isinstance(box[0], BaseException):
        raise box[0]
    return box[0]


def run(entries: Any, context: Context, budget: float | None = None, *, waits: bool = True) -> ChainResult:
    """Ask each answerer in turn until one decides. ``budget`` caps the whole chain.

    ``waits=False``, for a caller that must not wait (a server's event loop): quick and
    instant answerers are asked in the caller's thread, and the chain stops, undecided,
    before the first answerer that may take time."""
    overall = context.deadline if budget is None else min(context.deadline, time.monotonic() + budget)
    result = ChainResult()
    for entry in entries:
        now = time.monotonic()
        deadline = overall if entry.budget is None else min(overall, now + entry.budget)
        started = time.time()
        name = entry.answerer
        if deadline <= now:
            result.steps.append(Step(name, "abstained", "no time left in the budget", started, 0.0))
            continue
        try:
            answerer = make(entry, context.kind)
            if not waits and not (_instant(answerer, context.kind) or getattr(answerer, "quick", False)):
                return result
            # the copy only when this entry has a deadline of its own
            outcome = _call(answerer, context if deadline == context.deadline else context.with_deadline(deadline),
                            deadline, waits)
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
            answer = _validated(context.kind, context.call, outcome.answer)
        except ValueError as e:
            result.steps.append(Step(name, "error", f"invalid decision: {e}", started, elapsed))
            continue
        result.steps.append(Step(name, "decided", outcome.reason, started, elapsed))
        # a Decision is a value: one whose answer validated as itself is kept as it is
        # (the policy's kept outcome, the same object each time)
        result.decision = (outcome if answer is outcome.answer and type(outcome) is Decision
                           else Decision(answer, outcome.reason, outcome.decided_by, outcome.answer_id))
        result.answerer = outcome.decided_by or name
        return result
    return result
