"""Decisions at ingestion: recorded when Claude Code asks, settled when it reports back,
closed when the session moves on without reporting.

Generic over kinds (``warden.kinds``): each step asks the decision's kind what only the
kind knows. A kind's ingestion routes (``warden.record.ingest.ROUTES``) call these with
its ``KIND``.
"""

from __future__ import annotations

from warden import fastjson as json
from warden.hooklog import log

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.kinds.base import Kind
    from warden.record.context import HookContext


def record(ctx: HookContext, kind: Kind, tool_use_id: str | None = None) -> None:
    """The session asks: record the decision (and, when the hook decided it without
    the store, the chain's trace and answer it spooled alongside). ``tool_use_id``: the
    call's id when the payload does not carry it (a PermissionRequest, paired)."""
    from warden.store import write

    p, store = ctx.payload, ctx.store
    tool_input = p.get("tool_input") if isinstance(p.get("tool_input"), dict) else {}
    if tool_use_id is None:
        tool_use_id = p.get("tool_use_id") if isinstance(p.get("tool_use_id"), str) else None
    offer_input = kind.offer_input(p)
    try:
        kind.offer(offer_input)
    except ValueError as e:
        ctx.note = f"skipped: malformed {ctx.tool_name or kind.name} input ({e}); Claude Code's dialog handles it"
        log(ctx.home, "warning", f"session={ctx.session_id} {ctx.note}")
        return
    hook_until = float(ctx.meta["hook_until"]) if ctx.meta.get("hook_until") else None
    with write(store.db):
        qid = store.add_question(ctx.session_id, tool_use_id, kind.offer_stored(offer_input), tool_input, hook_until,
                                 kind=kind.name)
        store.set_session_state(ctx.session_id, "waiting")
        for step in json.loads(ctx.meta.get("trace") or "[]"):
            store.add_trace(qid, step["answerer"], step["outcome"], step["reason"], step["started_at"], step["elapsed"])
        decision = _inline_decision(kind, ctx.meta["decision"]) if ctx.meta.get("decision") else None
        label = f"{kind.name} #{qid}"
        if decision is not None:
            by, reason, answer_json, described = decision
            store.add_answer(qid, answer_json, by or "?", reason, delivery="hook")
            store.set_status(qid, "delivered")
            ctx.note = f"{label} answered inline by {by}: {described}"
        elif hook_until is not None:
            ctx.note = f"{label} recorded; the hook waits for a decision"
        elif ctx.managed and ctx.meta.get("trace"):
            ctx.note = f"{label}: no decision in time; left to Claude Code's dialog, pending"
        elif ctx.managed:
            ctx.note = ctx.note or f"{label} recorded; managed session, left to Claude Code's dialog"
        else:
            ctx.note = f"{label} recorded; observed session, left to the keyboard"


# The same decision spooled again (a question many sessions ask, answered the same way
# by the policy's kept decision) is read once: the spooled text, decoded, is the key.
_DECISIONS: dict[tuple[str, str], tuple[str | None, str, str, str]] = {}
_DECISIONS_MAX = 256


def _inline_decision(kind: Kind, text: str) -> tuple[str | None, str, str, str]:
    """A decision the hook spooled: who decided, why, the answer as the store keeps it,
    and the answer described for the event's note."""
    from warden.text import one_line

    hit = _DECISIONS.get((kind.name, text))
    if hit is not None:
        return hit
    decision = json.loads(text)
    answer = kind.answer_of(decision["answer"])
    got = (decision["by"], decision.get("reason") or "", answer.dumps(), one_line(kind.describe(answer), 200))
    if len(_DECISIONS) >= _DECISIONS_MAX:
        _DECISIONS.clear()
    _DECISIONS[kind.name, text] = got
    return got


def reported(ctx: HookContext, kind: Kind) -> None:
    """Claude Code reports what it received (PostToolUse): verify it (``warden.verify``)."""
    from warden import verify
    from warden.store import write

    p, store = ctx.payload, ctx.store
    tool_use_id = p.get("tool_use_id") if isinstance(p.get("tool_use_id"), str) else None
    got = kind.received(p)
    if got is None:
        ctx.note = f"skipped: PostToolUse carries nothing to verify the {kind.name} against"
        return
    with write(store.db):
        q = store.question_by_tool_use(tool_use_id) if tool_use_id else None
        if q is None:
            # asked before warden was watching: record it so the history is whole
            tool_input = p.get("tool_input") if isinstance(p.get("tool_input"), dict) else {}
            try:
                kind.offer(tool_input)
            except ValueError as e:
                ctx.note = f"skipped: PostToolUse for an unknown {kind.name} with malformed input ({e})"
                return
            q = store.question(store.add_question(ctx.session_id, tool_use_id, kind.offer_stored(tool_input),
                                                  tool_input, None, kind=kind.name))
        qid = q["id"]
        store.set_session_state(ctx.session_id, "working")
        ctx.note = verify.received(store, qid, got, row=q)
    if "MISMATCH" in ctx.note:
        log(ctx.home, "warning", f"session={ctx.session_id} {ctx.note}")
    from warden.store import after_commit

    # the detached sender reads the outcome: once ingestion's transaction commits
    after_commit(store.db, lambda: verify.tell_mismatch(ctx.home, store, qid))


def reported_any(ctx: HookContext) -> None:
    """PostToolUse of any tool: verify the decision that call was waiting for, if any (a
    permission, a plan); other calls are only recorded."""
    from warden import kinds

    tuid = ctx.payload.get("tool_use_id")
    row = ctx.store.question_by_tool_use(tuid) if isinstance(tuid, str) else None
    if row is None:
        return
    reported(ctx, kinds.of(row))


def close_moved_on(ctx: HookContext) -> None:
    """Close the session's open decisions that this event shows can no longer be answered:
    Claude Code has moved on (Esc, "Chat about this", a deny, or a failure ended the call)."""
    from warden import kinds
    from warden.store import write

    store = ctx.store
    this = ctx.payload.get("tool_use_id")
    closed = []
    with write(store.db):
        for q in store.open_questions(ctx.session_id):
            if ctx.event == "PreToolUse" and q["tool_use_id"] == this:
                continue
            kind = kinds.of(q)
            intent = store.delivered_answer(q["id"])
            if intent is not None and ctx.event == kind.landing:
                # this event is the one the delivered answer was to bring (a typed prompt taken)
                from warden import verify

                closed.append(verify.received(store, q["id"], kind.received(ctx.payload)))
                continue
            ended = kind.closed(kind.answer_of(intent["answer"])) if intent is not None else None
            if ended is not None:
                status, why = ended
                detail = (f"redirect delivered by {intent['delivery']}" if status == "redirected"
                          else f"declined by {intent['decided_by']}: {why}")
            elif ctx.event == "PostToolUseFailure":
                err = ctx.payload.get("error")
                status, detail = "declined", f"the call failed: {err}" if isinstance(err, str) else "the call failed"
            else:
                status = "declined"
                detail = f"the session moved on ({ctx.event}) without a PostToolUse"
                if intent is None:
                    detail += ": Esc or 'Chat about this' at the keyboard"
            store.release_hook(q["id"])
            store.set_status(q["id"], status, detail=detail)
            closed.append(f"#{q['id']} {status}")
    if closed:
        ctx.note = "closed " + ", ".join(closed) + (f"; {ctx.note}" if ctx.note else "")
