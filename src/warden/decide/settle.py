"""Settling what a waiting deliverer delivers: the one place a chain's outcome meets the store.

The hook (delivery ``hook``) and the headless runner (delivery ``sdk``) both end here once
their chain has run. Under one write lock: the chain's steps become the decision's trace;
a recorded answer nobody has delivered yet — a person's, given through the CLI or the
board while the chain was deciding, or in the instant its budget ran out — wins over the
chain's own decision (the person saw the question and answered it); the winner is marked
delivered by the caller's route, the decision ``delivered``, and the waiting claim
released. An answer another route has already claimed (keystrokes), or a decision that
was closed meanwhile, is left alone and nothing is delivered.
"""

from __future__ import annotations

import time

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from warden.decide.chain import ChainResult
    from warden.decide.context import Decision
    from warden.store import Store


def settle(store: Store, qid: int, result: ChainResult, *, delivery: str,
           gave_up: str = "no decision") -> tuple[Decision | None, str | None]:
    """Record how the chain ended for decision ``qid`` and what ``delivery`` delivers.
    Returns (decision, decided_by), or (None, None) when nothing is to be delivered."""
    from warden import kinds
    from warden.decide.context import Decision
    from warden.store import write
    from warden.text import one_line

    decision, decided_by = result.decision, result.answerer
    with write(store.db):
        for step in result.steps:
            store.add_trace(qid, step.answerer, step.outcome, step.reason, step.started_at, step.elapsed)
        q = store.question(qid)
        kind = kinds.of(q)
        if q is None or q["status"] not in ("pending", "answered"):
            store.release_hook(qid)
            _note(store, q, f"#{qid}: already {q['status'] if q else 'gone'} when the chain ended; nothing delivered")
            return None, None
        waiting = store.undelivered_answer(qid)
        if waiting is not None and q["status"] == "answered":
            if decision is not None and decision.answer_id != waiting["id"]:
                store.add_trace(qid, decided_by or "?", "superseded",
                                f"{waiting['decided_by']} answered while the chain was deciding; that answer wins",
                                time.time(), 0.0)
            decision = Decision(kind.answer_of(waiting["answer"]), waiting["reason"] or "",
                                waiting["decided_by"], waiting["id"])
            decided_by = waiting["decided_by"]
        elif decision is None:
            store.release_hook(qid)
            _note(store, q, f"#{qid}: {gave_up} ({_summary(result.steps)}); left to Claude Code's dialog, pending")
            return None, None
        if decision.answer_id is not None:
            store.mark_delivered(decision.answer_id, delivery)
        else:
            store.add_answer(qid, decision.answer.dumps(), decided_by or "?", decision.reason, delivery=delivery)
        store.set_status(qid, "delivered")
        store.release_hook(qid)
        how = "inline" if delivery == "hook" else f"(delivered by {delivery})"
        # the hook's own event said it waits: replace that; another route's event keeps what it said
        _note(store, q, f"#{qid} answered {how} by {decided_by}: {one_line(kind.describe(decision.answer), 200)}",
              append=delivery != "hook")
    return decision, decided_by


def _note(store: Store, q: Any, text: str, append: bool = False) -> None:
    """Say on the decision's PreToolUse event what became of it (``warden log``)."""
    if q is None or not q["tool_use_id"]:
        return
    event_id = store.pre_tool_use_event(q["tool_use_id"])
    if event_id is not None:
        store.note_event(event_id, f"{_label(q)} {text}", append=append)


def _label(q: Any) -> str:
    return str(q["kind"])


def _summary(steps: Any) -> str:
    return "; ".join(f"{s.answerer} {s.outcome}: {s.reason}" for s in steps) or "empty chain"
