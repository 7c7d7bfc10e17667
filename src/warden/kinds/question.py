"""AskUserQuestion: capture at PreToolUse, answer inline, verify at PostToolUse.

In the hook (``answer_inline``, managed sessions only) the answer chain runs within the
profile's inline budget. A decision is printed as the documented ``updatedInput``
answer (or a ``deny`` for a decline or a redirect) and recorded as the intent,
delivered by hook. With no decision in time the hook exits silently, Claude Code shows
its picker, and the question stays pending for an answer delivered later by keystrokes.
An answerer that decides from the question alone costs no database work: the question
and its decision reach the store through the spool. One that needs the store (a person,
polled in the store) makes the hook ingest the question first, so it can be answered.

At ingestion, PreToolUse records the question; PostToolUse compares the answers Claude
Code received with the intent (verified or mismatch), or, with no intent, records an
answer given at the keyboard; a question whose session moves on without a PostToolUse
is closed as declined (or redirected, when the intent was "Chat about this").
"""

from __future__ import annotations

import time

from warden import fastjson as json

from warden.askuser.hook_output import hook_output
from warden.askuser.model import Answer, Call, QuestionError
from warden.capture.hook import HookCall
from warden.hooklog import log
from warden.text import one_line

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from warden.record.ingest import HookContext
    from warden.store import Store


# ------------------------------------------------------------------ in the hook

MAX_INLINE_BUDGET = 590.0  # below the PreToolUse hook timeout warden installs (600 s)


def answer_inline(hc: HookCall) -> str | None:
    p = hc.payload
    tool_input = p.get("tool_input")
    try:
        call = Call.from_tool_input(tool_input)
    except QuestionError:
        hc.spool()  # ingestion records why it was skipped
        return None
    import os

    from warden import config
    from warden.errors import ConfigError

    try:
        profile = config.load(os.path.join(hc.home, "config.toml")).profile(hc.meta.get("profile") or None)
    except ConfigError as e:
        hc.spool(note=f"managed session, but its profile could not be loaded ({e}); left to the picker")
        log(hc.home, "error", f"profile not loaded: {e}")
        return None

    from warden.decide import chain
    from warden.decide.context import Context

    started = time.monotonic()
    state: dict[str, Any] = {}
    # Claude Code kills a hook after its timeout (600 s as installed): a longer wait would
    # leave the question claiming a hook that no longer exists
    budget = min(profile.budget, MAX_INLINE_BUDGET)

    def open_store(ctx: Context) -> Store:
        # The question must be in the store before a person can answer it: spool this
        # event (with the time its hook gives up) and ingest everything up to it.
        from warden.record.ingest import open_store as open_and_drain

        hc.spool(hook_until=repr(time.time() + max(0.0, started + budget - time.monotonic())))
        store = open_and_drain(hc.home)
        row = store.question_by_tool_use(p.get("tool_use_id")) if isinstance(p.get("tool_use_id"), str) else None
        ctx.question_id = row["id"] if row is not None else None
        state["store"] = store
        return store

    cwd, transcript = p.get("cwd"), p.get("transcript_path")
    context = Context(
        call=call,
        tool_input=tool_input,
        deadline=started + budget,
        session_id=p.get("session_id") if isinstance(p.get("session_id"), str) else None,
        session_name=hc.meta.get("name"),
        cwd=cwd if isinstance(cwd, str) else None,
        transcript_path=transcript if isinstance(transcript, str) else None,
        store_opener=open_store,
    )
    result = chain.run(profile.chain, context)
    decision, decided_by = result.decision, result.answerer
    store = state.get("store")
    if store is None:
        # never touched the store: the question, its trace and its decision go through the spool
        meta = {"trace": json.dumps([s.to_json() for s in result.steps])}
        if decision is not None:
            meta["decision"] = json.dumps({"answer": decision.answer.to_json(), "by": decided_by,
                                           "reason": decision.reason})
        hc.spool(**meta)
    else:
        decision, decided_by = _settle_in_store(store, context.question_id, result, budget)
        store.close()
    if decision is None:
        return None
    return json.dumps(hook_output(tool_input, call, decision.answer))


def _settle_in_store(store: Store, qid: int | None, result: Any, budget: float) -> tuple[Any, str | None]:
    """Record how the chain ended and decide what the hook prints, under the write lock.

    A recorded answer nobody has delivered yet (a person's, given through the CLI or the
    board while the chain was still deciding, or in the instant its budget ran out) wins
    over the chain's own decision: the person saw the question and answered it. An
    answer another path has already claimed (keystrokes) is left to that path.
    """
    from warden.decide.context import Decision
    from warden.store import write

    if qid is None:
        return result.decision, result.answerer
    decision, decided_by = result.decision, result.answerer
    with write(store.db):
        for step in result.steps:
            store.add_trace(qid, step.answerer, step.outcome, step.reason, step.started_at, step.elapsed)
        note_event = store.db.execute(
            "SELECT id FROM events WHERE tool_use_id=(SELECT tool_use_id FROM questions WHERE id=?) "
            "AND event='PreToolUse' ORDER BY id DESC LIMIT 1", (qid,)).fetchone()

        def note(text: str) -> None:
            if note_event:
                store.note_event(note_event["id"], text)

        q = store.question(qid)
        if q is None or q["status"] not in ("pending", "answered"):
            store.release_hook(qid)
            note(f"question #{qid}: already {q['status'] if q else 'gone'} when the chain ended; the hook stays silent")
            return None, None
        waiting = store.db.execute(
            "SELECT * FROM answers WHERE question_id=? AND delivered_at IS NULL ORDER BY id DESC LIMIT 1", (qid,)
        ).fetchone()
        if waiting is not None and q["status"] == "answered":
            if decision is not None and decision.answer_id != waiting["id"]:
                store.add_trace(qid, decided_by or "?", "superseded",
                                f"{waiting['decided_by']} answered while the chain was deciding; that answer wins",
                                time.time(), 0.0)
            decision = Decision(Answer.from_json(waiting["answer"]), waiting["reason"] or "",
                                waiting["decided_by"], waiting["id"])
            decided_by = waiting["decided_by"]
        elif decision is None:
            store.release_hook(qid)
            note(f"question #{qid}: no decision within {budget:g}s ({_summary(result.steps)}); "
                 "left to the picker, pending")
            return None, None
        if decision.answer_id is not None:
            store.mark_delivered(decision.answer_id, "hook")
        else:
            store.add_answer(qid, decision.answer.dumps(), decided_by or "?", decision.reason, delivery="hook")
        store.set_status(qid, "delivered")
        store.release_hook(qid)
        note(f"question #{qid} answered inline by {decided_by}: {one_line(decision.answer.describe(), 200)}")
    return decision, decided_by


# ------------------------------------------------------------------ at ingestion


def record_question(ctx: HookContext) -> None:
    from warden.store import write

    p, store = ctx.payload, ctx.store
    tool_input = p.get("tool_input")
    tool_use_id = p.get("tool_use_id") if isinstance(p.get("tool_use_id"), str) else None
    try:
        Call.from_tool_input(tool_input)
    except QuestionError as e:
        ctx.note = f"skipped: malformed AskUserQuestion input ({e}); the picker handles it"
        log(ctx.home, "warning", f"session={ctx.session_id} {ctx.note}")
        return
    assert isinstance(tool_input, dict)
    hook_until = float(ctx.meta["hook_until"]) if ctx.meta.get("hook_until") else None
    with write(store.db):
        qid = store.add_question(ctx.session_id, tool_use_id, tool_input.get("questions"), tool_input, hook_until)
        store.db.execute("UPDATE sessions SET state='waiting', updated_at=? WHERE id=?", (time.time(), ctx.session_id))
        for step in json.loads(ctx.meta.get("trace") or "[]"):
            store.add_trace(qid, step["answerer"], step["outcome"], step["reason"], step["started_at"], step["elapsed"])
        decision = json.loads(ctx.meta["decision"]) if ctx.meta.get("decision") else None
        if decision is not None:
            answer = Answer.from_json(decision["answer"])
            store.add_answer(qid, answer.dumps(), decision["by"] or "?", decision.get("reason") or "", delivery="hook")
            store.set_status(qid, "delivered")
            ctx.note = f"question #{qid} answered inline by {decision['by']}: {one_line(answer.describe(), 200)}"
        elif hook_until is not None:
            ctx.note = f"question #{qid} recorded; the hook waits for a decision"
        elif ctx.managed and ctx.meta.get("trace"):
            ctx.note = f"question #{qid}: no decision in time; left to the picker, pending"
        elif ctx.managed:
            ctx.note = ctx.note or f"question #{qid} recorded; managed session, left to the picker"
        else:
            ctx.note = f"question #{qid} recorded; observed session, left to the keyboard"


def verify(ctx: HookContext) -> None:
    from warden.askuser.compare import compare, received_answer
    from warden.store import write

    p, store = ctx.payload, ctx.store
    tool_use_id = p.get("tool_use_id")
    tool_input = p.get("tool_input") if isinstance(p.get("tool_input"), dict) else {}
    response = p.get("tool_response")
    received = response.get("answers") if isinstance(response, dict) else None
    if not isinstance(received, dict):
        received = tool_input.get("answers")
    if not isinstance(received, dict):
        ctx.note = "skipped: PostToolUse carries no answers"
        return
    with write(store.db):
        q = store.question_by_tool_use(tool_use_id) if isinstance(tool_use_id, str) else None
        if q is None:
            # asked before warden was watching: record it so the history is whole
            try:
                Call.from_tool_input(tool_input)
            except QuestionError as e:
                ctx.note = f"skipped: PostToolUse for an unknown question with malformed input ({e})"
                return
            qid = store.add_question(ctx.session_id, tool_use_id if isinstance(tool_use_id, str) else None,
                                     tool_input.get("questions"), tool_input, None)
            q = store.question(qid)
        qid = q["id"]
        call = Call.from_questions(json.loads(q["questions"]))
        intent = store.delivered_answer(qid)
        undelivered = store.latest_answer(qid)
        store.db.execute("UPDATE sessions SET state='working', updated_at=? WHERE id=?", (time.time(), ctx.session_id))
        if intent is None:
            got = received_answer(call, received)
            store.add_answer(qid, got.dumps(), "keyboard", "answered at the keyboard", delivery="keyboard")
            detail = None
            if undelivered is not None:
                detail = (f"a recorded answer by {undelivered['decided_by']} was never delivered; "
                          "the keyboard answered first")
            store.set_status(qid, "keyboard", detail=detail, received=received)
            ctx.note = f"question #{qid} answered at the keyboard: {one_line(got.describe(), 200)}"
            return
        answer = Answer.from_json(intent["answer"])
        cmp = compare(call, answer, received)
        if cmp.ok:
            store.set_status(qid, "verified", received=received)
            ctx.note = f"question #{qid} verified ({intent['decided_by']} via {intent['delivery']})"
        else:
            detail = "; ".join(cmp.differences)
            store.set_status(qid, "mismatch", detail=detail, received=received)
            ctx.note = f"question #{qid} MISMATCH: {one_line(detail, 400)}"
            log(ctx.home, "warning", f"session={ctx.session_id} {ctx.note}")
    if store.question(qid)["status"] == "mismatch":
        # after the commit, so the detached sender reads it: tell whoever decided, and the person
        from warden.outbound import notify
        notify.mismatch(ctx.home, qid)


def failed(ctx: HookContext) -> None:
    # close_moved_on has already closed this session's open questions, this one included
    ctx.note = ctx.note or "recorded: AskUserQuestion failed"


def close_moved_on(ctx: HookContext) -> None:
    """Close the session's open questions that this event shows can no longer be answered."""
    from warden.store import write

    store = ctx.store
    this = ctx.payload.get("tool_use_id")
    closed = []
    with write(store.db):
        for q in store.open_questions(ctx.session_id):
            if ctx.event == "PreToolUse" and q["tool_use_id"] == this:
                continue
            intent = store.delivered_answer(q["id"])
            delivered = intent is not None
            answer = Answer.from_json(intent["answer"]) if delivered else None
            if answer is not None and answer.is_redirect:
                status, detail = "redirected", f"redirect delivered by {intent['delivery']}"
            elif answer is not None and answer.decline is not None:
                status, detail = "declined", f"declined by {intent['decided_by']}: {answer.decline.reason}"
            elif ctx.event == "PostToolUseFailure":
                err = ctx.payload.get("error")
                status, detail = "declined", f"the call failed: {err}" if isinstance(err, str) else "the call failed"
            else:
                status = "declined"
                detail = f"the session moved on ({ctx.event}) without a PostToolUse"
                if not delivered:
                    detail += ": Esc or 'Chat about this' at the keyboard"
            store.release_hook(q["id"])
            store.set_status(q["id"], status, detail=detail)
            closed.append(f"#{q['id']} {status}")
    if closed:
        ctx.note = "closed " + ", ".join(closed) + (f"; {ctx.note}" if ctx.note else "")


def _summary(steps: Any) -> str:
    return "; ".join(f"{s.answerer} {s.outcome}: {s.reason}" for s in steps) or "empty chain"
