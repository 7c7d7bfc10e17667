"""⑤ Verify: what Claude Code received, compared with what warden meant to deliver.

Every answer is verified. Its intent (the delivered answer) is stored before delivery;
when Claude Code reports what it received — a PostToolUse payload at ingestion, or the
tool result in a headless task's stream — :func:`received` settles the decision:
``verified``, or ``mismatch`` with what was expected and what arrived (and whoever
decided is told), or, with no intent, an answer given at the keyboard. A call that ended
as a rejection (Esc, "Chat about this", a deny) settles as ``declined`` or ``redirected``.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from warden.store import Store


def received(store: Store, qid: int, got: Any, *, is_error: bool = False, keyboard: bool = True,
             row: Any = None) -> str:
    """Settle decision ``qid`` against ``got`` (what Claude Code received), inside the
    caller's write transaction. Returns the note to show: what was decided. ``row``: the
    decision's row, when the caller has just read it in this transaction.

    ``keyboard=False``: with no intent, leave the decision alone (the headless runner only
    settles what it delivered). ``is_error``: the call ended as a rejection.
    """
    from warden import kinds
    from warden.text import one_line

    q = row if row is not None else store.question(qid)
    kind = kinds.of(q)
    label = f"{q['kind']} #{qid}"
    offer = kind.offer_from_stored(q)
    intent = store.delivered_answer(qid)
    if intent is None:
        if not keyboard or got is None:
            return f"{label}: nothing was delivered; left {q['status']}"
        answer = kind.keyboard(offer, got)
        undelivered = store.latest_answer(qid)
        store.add_answer(qid, answer.dumps(), "keyboard", "answered at the keyboard", delivery="keyboard")
        detail = None
        if undelivered is not None:
            detail = f"a recorded answer by {undelivered['decided_by']} was never delivered; the keyboard answered first"
        store.set_status(qid, "keyboard", detail=detail, received=got)
        return f"{label} answered at the keyboard: {one_line(kind.describe(answer), 200)}"
    answer = kind.answer_of(intent["answer"])
    carried = getattr(kind, "as_delivered", None)
    unsaid = ""
    if carried is not None:
        # what this route can carry: keystrokes cannot type a note where the picker has no field
        answer, unsaid = carried(offer, answer, intent["delivery"])
    if is_error:
        status = (kind.closed(answer) or ("declined", ""))[0]
        store.set_status(qid, status, detail=f"{status} by {intent['decided_by']} (the call ended as a rejection)")
        return f"{label} {status}"
    cmp = kind.compare(offer, answer, got)
    if cmp.ok:
        store.set_status(qid, "verified", received=got, detail=unsaid or None)
        return f"{label} verified ({intent['decided_by']} via {intent['delivery']})" + (f"; {unsaid}" if unsaid else "")
    detail = "; ".join(cmp.differences)
    store.set_status(qid, "mismatch", detail=detail, received=got)
    return f"{label} MISMATCH: {one_line(detail, 400)}"


def tell_mismatch(home: str, store: Store, qid: int) -> None:
    """After the commit (the detached sender reads it): if ``qid`` ended in a mismatch,
    tell whoever decided, and the person."""
    q = store.question(qid)
    if q is not None and q["status"] == "mismatch":
        from warden.outbound import notify

        notify.mismatch(home, qid)
