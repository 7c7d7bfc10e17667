"""Deciding inside the hook: the answer chain within the profile's inline budget.

For a managed session the hook runs the chain on the decision it captured. A decision in
time is printed as the kind's hook output (AskUserQuestion: ``updatedInput`` with the
answers; a decline or a redirect: ``deny`` with a reason) and recorded as the intent,
delivered by hook. With no decision in time the hook exits silently, Claude Code shows its
own dialog, and the decision stays pending for an answer delivered later by keystrokes.

An answerer that decides from the offer, the project's files and the session's phase
(``first``, ``policy``) costs no database work: the phase comes from the file the
session's UserPromptSubmit hook wrote (``warden.record.phase``), and the decision and its
trace reach the store through the spool. One that needs the store or takes time (a
person, polled in the store; a model) makes the hook ingest the event first, so it can be
answered and seen there; the hook then settles what it prints in the store
(``warden.decide.settle``).
"""

from __future__ import annotations

import os
import time

# everything an answer needs, imported once: a server answers many (the command hook
# imports this module only when it answers)
from warden import config, rxcache
from warden import fastjson as json
from warden.decide import chain
from warden.decide.context import Context, WouldWait
from warden.errors import ConfigError
from warden.hooklog import log
from warden.memo import ByIdentity
from warden.record import phase

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from warden.capture.hook import HookCall
    from warden.kinds.base import Kind
    from warden.store import Store

MAX_INLINE_BUDGET = 590.0  # below the PreToolUse hook timeout warden installs (600 s)

# config.toml and the session's phase file are looked at again at most this often by a
# process that answers many questions (``warden serve``): an edit to the profile made by
# hand, or a phase another process writes, is seen by the questions asked from 0.1 s on
# (a phase the server's own UserPromptSubmit writes, at once). A command hook answers
# one question, and looks once.
FRESH = 0.1

# A question asked again (by many sessions of a server, or again by one) whose decision
# is the same answer (the policy's kept decision, validated once: ``chain``) is encoded
# once: the hook output and the decision's record for the spool. Keyed by the offer and
# the answer themselves (the objects kept beside, so an id is not reused while its entry
# lives). The offer is the Call parsed from this tool_input's questions, and
# ``askuser.model`` gives one Call per questions' JSON: the same offer echoes the same
# questions byte for byte. A tool_input with any key the output echoes besides the
# questions is encoded afresh, as is any other kind.
_ENCODED = ByIdentity()
_ONLY_QUESTIONS = frozenset({"questions", "answers", "annotations"})


def _encoded(kind: Kind, tool_input: Any, offer: Any, answer: Any, by: str | None, reason: str) -> tuple[str, str]:
    """The decision's record and the hook output, as JSON."""
    memo = kind.name == "question" and isinstance(tool_input, dict) and _ONLY_QUESTIONS.issuperset(tool_input)
    if memo:
        hit = _ENCODED.get(offer, answer)
        if hit is not None and hit[0] == by and hit[1] == reason:
            return hit[2], hit[3]
    record = json.dumps({"answer": answer.to_json(), "by": by, "reason": reason})
    output = json.dumps(kind.hook_output(tool_input, offer, answer))
    if memo:
        _ENCODED.put(offer, answer, (by, reason, record, output))
    return record, output


# A step's trace entry as JSON is its answerer, outcome and reason, encoded once per
# distinct three (a kept decision gives the same each time), then its two clocks
_STEP_HEAD: dict[tuple[Any, Any, Any], str] = {}


def _trace(steps: list[Any]) -> str:
    """``json.dumps([s.to_json() for s in steps])``, the same text."""
    parts = []
    for s in steps:
        at, took = s.started_at, s.elapsed
        if type(at) is not float or type(took) is not float or at - at != 0.0 or took - took != 0.0:
            return json.dumps([s.to_json() for s in steps])  # not a finite float: as json writes it
        key = (s.answerer, s.outcome, s.reason)
        try:
            head = _STEP_HEAD.get(key)
        except TypeError:
            return json.dumps([s.to_json() for s in steps])
        if head is None:
            head = json.dumps({"answerer": s.answerer, "outcome": s.outcome, "reason": s.reason})[:-1]
            if len(_STEP_HEAD) >= 256:
                _STEP_HEAD.clear()
            _STEP_HEAD[key] = head
        parts.append(f'{head}, "started_at": {at!r}, "elapsed": {took!r}}}')
    return "[" + ", ".join(parts) + "]"


def answer(hc: HookCall, kind: Kind) -> str | None:
    """Run the chain on the hook's payload; return the hook output, or None (Claude Code's dialog shows)."""
    p = hc.payload
    tool_input = p.get("tool_input")
    try:
        offer = kind.offer(kind.offer_input(p))
    except ValueError:
        hc.spool()  # ingestion records why it was skipped
        return None
    try:
        profile = config.load(os.path.join(hc.home, "config.toml"), FRESH).profile(hc.meta.get("profile") or None)
    except ConfigError as e:
        hc.spool(note=f"managed session, but its profile could not be loaded ({e}); left to Claude Code's dialog")
        log(hc.home, "error", f"profile not loaded: {e}")
        return None

    # the patterns the answerers compile come from the last hook's (warden.rxcache)
    rxcache.enable(hc.home)
    started = time.monotonic()
    state: dict[str, Any] = {}
    # Claude Code kills a hook after its timeout (600 s as installed): a longer wait would
    # leave the decision claiming a hook that no longer exists
    budget = min(profile.budget, MAX_INLINE_BUDGET)

    def open_store(ctx: Context) -> Store:
        # The decision must be in the store before a person can answer it: spool this
        # event (with the time its hook gives up) and ingest everything up to it.
        from warden.record.ingest import open_store as open_and_drain

        if not hc.waits:
            from warden.capture.hook import Wait

            raise Wait  # before the event is spooled: the thread that takes over spools it
        hc.spool(hook_until=repr(time.time() + max(0.0, started + budget - time.monotonic())))
        store = open_and_drain(hc.home)
        row = kind.locate(store, p)
        ctx.question_id = row["id"] if row is not None else None
        state["store"] = store
        return store

    cwd, transcript, tuid = p.get("cwd"), p.get("transcript_path"), p.get("tool_use_id")
    session_id = p.get("session_id") if isinstance(p.get("session_id"), str) else None
    context = Context(
        call=offer,
        kind=kind.name,
        tool_input=tool_input,
        deadline=started + budget,
        session_id=session_id,
        session_name=hc.meta.get("name"),
        # as this session's UserPromptSubmit hook recorded it ("" when none): no store needed
        phase=phase.read(hc.home, session_id, FRESH),
        cwd=cwd if isinstance(cwd, str) else None,
        transcript_path=transcript if isinstance(transcript, str) else None,
        tool_use_id=tuid if isinstance(tuid, str) else None,
        waits=hc.waits,
        store_opener=open_store,
        extra={"permissions": profile.options.get("permissions")},
    )
    try:
        result = chain.run(profile.chain, context, waits=hc.waits)
    except WouldWait:
        from warden.capture.hook import Wait

        raise Wait from None  # nothing is spooled yet: where it may wait, the chain runs again
    if not hc.waits and result.decision is None:
        # the caller cannot wait: only a decision of a quick answerer is delivered here
        # (nothing is spooled yet); the rest of the chain runs where it may wait
        from warden.capture.hook import Wait

        raise Wait
    rxcache.save()  # only when the file lacks a pattern compiled here: once after an upgrade
    decision = result.decision
    store = state.get("store")
    output = None
    if store is None:
        # never touched the store: the decision, its trace and its answer go through the spool
        meta = {"trace": _trace(result.steps)}
        if decision is not None:
            meta["decision"], output = _encoded(kind, tool_input, offer, decision.answer, result.answerer,
                                                decision.reason)
        hc.spool(**meta)
    else:
        from warden.decide.settle import settle

        try:
            if context.question_id is not None:
                decision, _ = settle(store, context.question_id, result, delivery="hook",
                                     gave_up=f"no decision within {budget:g}s")
        finally:
            store.close()
    if decision is None:
        if profile.escalate.active:
            # nobody decided in time: the watcher reminds the person and, later, lets the
            # fallback decide (warden.decide.escalate), with no hook running any more
            from warden.decide.escalate import start_watcher

            start_watcher(hc.home)
        return None
    return output or json.dumps(kind.hook_output(tool_input, offer, decision.answer))
