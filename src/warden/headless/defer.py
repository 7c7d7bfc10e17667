"""The PreToolUse(AskUserQuestion) hook for headless sessions: task sessions and
deferred questions of ``claude -p`` pipelines.

``warden.capture.hook.ACT`` routes a managed session's AskUserQuestion here. Three cases:

* a task session (``WARDEN_TASK`` set by ``warden.headless.runner``): the runner answers
  through ``can_use_tool`` with no inline limit, so the hook only records the event and
  steps aside (no answer chain runs twice);
* a headless session (``claude -p``: Claude Code sets ``CLAUDE_CODE_SESSION_ATTENDED=0``
  for its hooks) whose profile says ``defer = true``: the answer chain runs within the
  budget as usual; when it does not decide, the hook answers
  ``permissionDecision: "defer"``. The run then ends with ``stop_reason:
  "tool_deferred"`` and the question stays pending (its session's end does not expire
  it). Once it is answered (``warden answer``), ``claude -p --resume <session>``
  (``warden task resume``) fires PreToolUse again for the same tool_use_id and this hook
  allows with the recorded answer, delivered by hook and verified at PostToolUse;
* anything else: the usual inline answer (``warden.kinds.question.answer_inline``).

Which case is read from the hook's meta (``warden.capture.hook.environment_meta``:
``task``, ``headless``), not from this process's environment: a server's own says
nothing about the sessions it serves.

On the hook's hot path: nothing beyond os is imported until a case needs it.
"""

from __future__ import annotations

import os

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from warden.capture.hook import HookCall
    from warden.store import Store

# a deferred question waits for `claude -p --resume`; its hook_until says so, so that an
# answer recorded meanwhile is left for that hook to deliver (no keystrokes)
DEFERRED_WAIT = 10 * 365 * 86400.0


def answer_inline(hc: HookCall) -> str | None:
    task = hc.meta.get("task")
    if task:
        hc.spool(note=f"task #{task}: its runner answers this question (SDK can_use_tool, no inline limit)")
        return None
    import warden.kinds.question as ask

    if hc.meta.get("headless") != "1":
        return ask.answer_inline(hc)
    profile = _profile(hc)
    if profile is None or not profile.headless.defer:
        return ask.answer_inline(hc)
    if not hc.waits:  # it reads the store first
        from warden.capture.hook import Wait

        raise Wait
    return _headless(hc)


def _profile(hc: HookCall) -> Any:
    from warden import config
    from warden.errors import ConfigError

    try:
        return config.load(os.path.join(hc.home, "config.toml")).profile(hc.meta.get("profile") or None)
    except ConfigError:
        return None  # ask.answer_inline reports it


def _headless(hc: HookCall) -> str | None:
    from warden.kinds import question as ask
    from warden.record.ingest import open_store

    p = hc.payload
    tool_use_id = p.get("tool_use_id") if isinstance(p.get("tool_use_id"), str) else None
    store = open_store(hc.home)
    try:
        q = store.question_by_tool_use(tool_use_id) if tool_use_id else None
        if q is not None and q["deferred_at"] is not None:
            return _resumed(hc, store, q["id"])
    finally:
        store.close()
    out = ask.answer_inline(hc)
    if out:
        return out
    store = open_store(hc.home)  # ingests the event answer_inline spooled
    try:
        q = store.question_by_tool_use(tool_use_id) if tool_use_id else None
        if q is None:
            return None  # malformed input: Claude Code's own handling
        _mark_deferred(store, q["id"], "no decision within the budget")
    finally:
        store.close()
    return _defer_output(q["id"])


def _resumed(hc: HookCall, store: Store, qid: int) -> str | None:
    """PreToolUse again for a deferred question (`claude -p --resume`)."""
    import json
    import time

    from warden.askuser.hook_output import hook_output
    from warden.askuser.model import Answer, Call
    from warden.record.ingest import drain
    from warden.store import write

    hc.spool(note=f"question #{qid}: asked again after a deferral (claude -p --resume)")
    drain(store, hc.home)
    tool_input = hc.payload.get("tool_input")
    with write(store.db):
        q = store.question(qid)
        call = Call.from_questions(json.loads(q["questions"]))
        latest = store.latest_answer(qid)
        event = store.pre_tool_use_event(q["tool_use_id"])
        answer = None
        if q["status"] == "answered" and latest is not None:
            store.mark_delivered(latest["id"], "hook")
            store.set_status(qid, "delivered")
            answer = Answer.from_json(latest["answer"])
            note = f"question #{qid} answered by {latest['decided_by']} after a deferral, delivered by hook"
        elif q["status"] == "delivered" and store.delivered_answer(qid) is not None:
            answer = Answer.from_json(store.delivered_answer(qid)["answer"])  # resumed twice: same answer
            note = f"question #{qid}: resumed again; the answer is delivered again"
        elif q["status"] == "pending":
            store.hold_hook(qid, time.time() + DEFERRED_WAIT)
            note = f"question #{qid} still unanswered: deferred again"
        else:
            note = f"question #{qid} is {q['status']}: the resumed call is refused"
        if answer is not None:
            store.release_hook(qid)
        if event is not None:
            store.note_event(event, note)
    if answer is not None:
        return json.dumps(hook_output(tool_input if isinstance(tool_input, dict) else json.loads(q["tool_input"]),
                                      call, answer))
    if q["status"] == "pending":
        return _defer_output(qid)
    return json.dumps({"hookSpecificOutput": {
        "hookEventName": "PreToolUse", "permissionDecision": "deny",
        "permissionDecisionReason": f"This question was closed ({q['status']}) while the run was deferred; "
                                    "ask again if it still matters."}})


def _mark_deferred(store: Store, qid: int, why: str) -> None:
    import time

    from warden.store import write

    with write(store.db):
        q = store.question(qid)
        store.defer(qid, time.time() + DEFERRED_WAIT,
                    f"deferred ({why}): answer it, then `warden task resume {q['session_id']}`")
        event = store.pre_tool_use_event(q["tool_use_id"])
        if event is not None:
            store.note_event(event, f"question #{qid} deferred ({why}); the run stops with tool_deferred")


def _defer_output(qid: int) -> str:
    import json

    return json.dumps({"hookSpecificOutput": {
        "hookEventName": "PreToolUse", "permissionDecision": "defer",
        "permissionDecisionReason": f"warden question #{qid} waits for an answer"}})


# ------------------------------------------------------------------ warden task resume


def resume_command(session_id: str, claude: str, extra: list[str]) -> list[str]:
    """The `claude -p --resume` command line that continues a deferred run.

    ``--permission-prompt-tool stdio`` is what makes Claude Code 2.1.332 offer
    AskUserQuestion in ``-p`` mode at all (without it the tool is hidden and nothing
    can be deferred); nothing answers on stdio, since the hook decides.
    """
    return [claude, "-p", "--resume", session_id, "--permission-prompt-tool", "stdio",
            "--output-format", "stream-json", "--verbose", *extra]


def resume_env(store: Store, session_id: str) -> dict[str, str]:
    """The environment of the resumed run: managed as the deferred run was."""
    row = store.session(session_id)
    env = {k: v for k, v in os.environ.items() if k not in ("WARDEN_TASK", "TMUX", "TMUX_PANE")}
    env["WARDEN_SESSION"] = (row["name"] if row is not None and row["name"] else env.get("WARDEN_SESSION")) or session_id[:8]
    profile = row["profile"] if row is not None else None
    if profile:
        env["WARDEN_PROFILE"] = profile
    return env
