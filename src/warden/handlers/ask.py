"""AskUserQuestion: capture at PreToolUse, answer inline, verify at PostToolUse.

PreToolUse records the question. In a managed session it runs the answer chain within
the profile's inline budget; a decision is stored as the intent and printed as the
documented ``updatedInput`` answer (or a ``deny`` for a decline or a redirect). With no
decision in time the hook exits silently, Claude Code shows its picker, and the question
stays pending for an answer delivered later by keystrokes.

PostToolUse settles the question: the answers Claude Code received are compared with the
intent (verified or mismatch), or, with no intent, recorded as answered at the keyboard.
A question whose session moves on without a PostToolUse is closed as declined (or
redirected, when the intent was "Chat about this").
"""

from __future__ import annotations

import json
import time
from typing import Any

from warden import askq
from warden.hook import HookContext, log
from warden.store import write


def pre_tool_use(ctx: HookContext) -> str | None:
    p, store = ctx.payload, ctx.store
    tool_input = p.get("tool_input")
    tool_use_id = p.get("tool_use_id") if isinstance(p.get("tool_use_id"), str) else None
    try:
        call = askq.Call.from_tool_input(tool_input)
    except askq.QuestionError as e:
        ctx.note = f"skipped: malformed AskUserQuestion input ({e}); the picker handles it"
        log(ctx.home, "warning", f"session={ctx.session_id} {ctx.note}")
        return None
    assert isinstance(tool_input, dict)

    profile = None
    if ctx.managed:
        from warden import config
        from warden.paths import config_path

        try:
            profile = config.load(config_path(_home(ctx))).profile(ctx.profile)
        except Exception as e:  # noqa: BLE001 - a broken config must not lose the question
            ctx.note = f"managed session, but its profile could not be loaded ({e}); left to the picker"
            log(ctx.home, "error", f"session={ctx.session_id} {ctx.note}")
    budget = profile.budget if profile is not None else 0.0
    started = time.monotonic()
    with write(store.db):
        qid = store.add_question(
            ctx.session_id, tool_use_id, tool_input.get("questions"), tool_input,
            hook_until=time.time() + budget if profile is not None else None,
        )
        store.db.execute("UPDATE sessions SET state='waiting', updated_at=? WHERE id=?", (time.time(), ctx.session_id))
    if profile is None:
        ctx.note = ctx.note or f"question #{qid} recorded; observed session, left to the keyboard"
        return None

    from warden.answerers import chain
    from warden.answerers.base import Context, Decision

    row = store.session(ctx.session_id)
    context = Context(
        call=call,
        tool_input=tool_input,
        deadline=started + budget,
        question_id=qid,
        session_id=ctx.session_id,
        session_name=ctx.name,
        cwd=_path(p.get("cwd")),
        transcript_path=_path(p.get("transcript_path")),
        phase=row["phase"] if row is not None else None,
        mismatches=recent_mismatches(store, ctx.session_id),
        store=store,
    )
    result = chain.run(profile.chain, context)
    for step in result.steps:
        store.add_trace(qid, step.answerer, step.outcome, step.reason, step.started_at, step.elapsed)
    decision, decided_by = result.decision, result.answerer

    with write(store.db):
        if decision is None:
            # A person may have answered in the instant the budget ran out: take that answer,
            # or release the question for keystroke delivery. Both under the write lock.
            late = store.latest_answer(qid)
            if late is not None:
                decision = Decision(askq.Answer.from_json(late["answer"]), late["reason"] or "", late["decided_by"], late["id"])
                decided_by = late["decided_by"]
            else:
                store.release_hook(qid)
                ctx.note = (
                    f"question #{qid}: no decision within {budget:g}s "
                    f"({_summary(result.steps)}); left to the picker, pending"
                )
                return None
        if decision.answer_id is not None:
            store.mark_delivered(decision.answer_id, "hook")
        else:
            store.add_answer(qid, decision.answer.dumps(), decided_by or "?", decision.reason, delivery="hook")
        store.set_status(qid, "delivered")
        store.release_hook(qid)
    out = askq.hook_output(tool_input, call, decision.answer)
    ctx.note = f"question #{qid} answered inline by {decided_by}: {askq.one_line(decision.answer.describe(), 200)}"
    return json.dumps(out)


def post_tool_use(ctx: HookContext) -> str | None:
    p, store = ctx.payload, ctx.store
    tool_use_id = p.get("tool_use_id")
    tool_input = p.get("tool_input") if isinstance(p.get("tool_input"), dict) else {}
    response = p.get("tool_response")
    received = response.get("answers") if isinstance(response, dict) else None
    if not isinstance(received, dict):
        received = tool_input.get("answers")
    if not isinstance(received, dict):
        ctx.note = "skipped: PostToolUse carries no answers"
        return None
    with write(store.db):
        q = store.question_by_tool_use(tool_use_id) if isinstance(tool_use_id, str) else None
        if q is None:
            # asked before warden was watching: record it so the history is whole
            try:
                askq.Call.from_tool_input(tool_input)
            except askq.QuestionError as e:
                ctx.note = f"skipped: PostToolUse for an unknown question with malformed input ({e})"
                return None
            qid = store.add_question(ctx.session_id, tool_use_id if isinstance(tool_use_id, str) else None,
                                     tool_input.get("questions"), tool_input, None)
            q = store.question(qid)
        qid = q["id"]
        call = askq.Call.from_questions(json.loads(q["questions"]))
        intent = store.latest_answer(qid)
        store.db.execute("UPDATE sessions SET state='working', updated_at=? WHERE id=?", (time.time(), ctx.session_id))
        if intent is None or intent["delivered_at"] is None:
            got = askq.received_answer(call, received)
            store.add_answer(qid, got.dumps(), "keyboard", "answered at the keyboard", delivery="keyboard")
            detail = None
            if intent is not None:
                detail = f"a recorded answer by {intent['decided_by']} was never delivered; the keyboard answered first"
            store.set_status(qid, "keyboard", detail=detail, received=received)
            ctx.note = f"question #{qid} answered at the keyboard: {askq.one_line(got.describe(), 200)}"
            return None
        answer = askq.Answer.from_json(intent["answer"])
        cmp = askq.compare(call, answer, received)
        if cmp.ok:
            store.set_status(qid, "verified", received=received)
            ctx.note = f"question #{qid} verified ({intent['decided_by']} via {intent['delivery']})"
        else:
            detail = "; ".join(cmp.differences)
            store.set_status(qid, "mismatch", detail=detail, received=received)
            ctx.note = f"question #{qid} MISMATCH: {askq.one_line(detail, 400)}"
            log(ctx.home, "warning", f"session={ctx.session_id} {ctx.note}")
    return None


def post_tool_use_failure(ctx: HookContext) -> str | None:
    # close_moved_on has already closed this session's open questions, this one included
    ctx.note = ctx.note or "recorded: AskUserQuestion failed"
    return None


def close_moved_on(ctx: HookContext) -> None:
    """Close the session's open questions that this event shows can no longer be answered."""
    store = ctx.store
    this = ctx.payload.get("tool_use_id")
    closed = []
    with write(store.db):
        for q in store.open_questions(ctx.session_id):
            if ctx.event == "PreToolUse" and q["tool_use_id"] == this:
                continue
            if q["hook_until"] is not None and q["hook_until"] > time.time() and ctx.event != "PostToolUseFailure":
                # its hook still waits; Claude Code cannot have moved on past it
                continue
            intent = store.latest_answer(q["id"])
            delivered = intent is not None and intent["delivered_at"] is not None
            answer = askq.Answer.from_json(intent["answer"]) if delivered else None
            how = f"the session moved on ({ctx.event}) without a PostToolUse"
            if answer is not None and answer.is_redirect:
                status, detail = "redirected", f"redirect delivered by {intent['delivery']}"
            elif answer is not None and answer.decline is not None:
                status, detail = "declined", f"declined by {intent['decided_by']}: {answer.decline.reason}"
            else:
                status = "declined"
                detail = how + (": Esc or 'Chat about this' at the keyboard" if not delivered else "")
                if ctx.event == "PostToolUseFailure":
                    err = ctx.payload.get("error")
                    detail = f"the call failed: {err}" if isinstance(err, str) else "the call failed"
            store.set_status(q["id"], status, detail=detail)
            closed.append(f"#{q['id']} {status}")
    if closed:
        ctx.note = "closed " + ", ".join(closed) + (f"; {ctx.note}" if ctx.note else "")


def recent_mismatches(store: Any, session_id: str | None, limit: int = 3) -> list[str]:
    if not session_id:
        return []
    rows = store.db.execute(
        "SELECT id, detail FROM questions WHERE session_id=? AND status='mismatch' ORDER BY id DESC LIMIT ?",
        (session_id, limit),
    ).fetchall()
    return [f"question #{r['id']}: {r['detail']}" for r in rows]


def _summary(steps: Any) -> str:
    return "; ".join(f"{s.answerer} {s.outcome}: {s.reason}" for s in steps) or "empty chain"


def _home(ctx: HookContext) -> Any:
    from pathlib import Path

    return Path(ctx.home)


def _path(v: Any) -> Any:
    from pathlib import Path

    return Path(v) if isinstance(v, str) and v else None
