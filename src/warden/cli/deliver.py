"""`warden deliver` and `warden drive`: keystroke delivery from the command line."""

from __future__ import annotations

import json
import time
from typing import Any

import click

from warden.askuser.choices import parse_actions
from warden.askuser.format import format_call
from warden.text import one_line
from warden.cli.output import open_store
from warden.errors import NotFound, WardenError

SETTLED_WAIT = 30.0


def _open() -> tuple[Any, str]:
    from warden.home import home_dir

    return open_store(), home_dir()


@click.command()
@click.argument("qid", type=int)
@click.option("--timeout", default=20.0, show_default=True, help="Seconds to wait for the picker to show.")
@click.option("--quiet", is_flag=True, help="Print nothing on success (errors are logged either way).")
@click.option("--after-hook", is_flag=True,
              help="First wait out the budget of a hook waiting to deliver it; type only if it did not.")
def deliver(qid: int, timeout: float, quiet: bool, after_hook: bool) -> None:
    """Type question QID's recorded answer into its session's tmux pane.

    Runs by itself when an answer is recorded: at once when no hook waits, else once the
    waiting hook's budget is over and it has not delivered the answer (it was killed).
    Run it by hand to retry. A failure puts the question back to pending with the reason.
    """
    from warden.deliver.by_keys import FAILED, deliver_question, wait_for_hook
    from warden.errors import DeliveryError

    store, home = _open()
    if after_hook and not wait_for_hook(store, qid):
        return  # the hook delivered it
    try:
        took = deliver_question(store, home, qid, timeout=timeout)
    except DeliveryError as e:
        raise WardenError(f"question #{qid}: {FAILED}{e}\n  the question is pending again; "
                          "the last screen is in the hook log (`warden log` shows the event)") from None
    if not quiet:
        click.echo(f"question #{qid}: typed in {took:.1f}s; PostToolUse verifies it")


@click.command(context_settings={"ignore_unknown_options": True})
@click.option("--session", "session_ref", required=True, help="Session name or id.")
@click.option("--question", "qid", type=int, help="Question id (default: the session's pending question).")
@click.option("--timeout", default=20.0, show_default=True, help="Seconds to wait for the picker to show.")
@click.option("--wait", "wait_s", default=SETTLED_WAIT, show_default=True,
              help="Seconds to wait for PostToolUse to settle the question (0: do not wait).")
@click.option("--json", "as_json", is_flag=True)
@click.argument("actions")
def drive(session_ref: str, qid: int | None, timeout: float, wait_s: float, as_json: bool, actions: str) -> None:
    """Answer a session's pending question with driver actions, one per question, in order.

    \b
    ACTIONS is a JSON array (indices are 0-based):
      {"action": "select", "optionIndex": 1}
      {"action": "multi-select", "selectedIndices": [0, 2], "text": "optional typed extra"}
      {"action": "type", "text": "free text"}
      {"action": "chat", "text": "the question is wrong because ..."}
    A permission, plan, idle session or failure takes one object instead:
      {"option": 1}, {"option": 1, "edit": {"command": "..."}}, {"decline": "reason"}
    \b
    warden drive --session api '[{"action":"select","optionIndex":1}]'
    """
    from warden.deliver import record as answering
    from warden.deliver.by_keys import FAILED, deliver_question
    from warden.errors import DeliveryError

    store, home = _open()
    sid = store.resolve_session(session_ref)
    if qid is None:
        pending = [q for q in store.open_questions(sid) if q["status"] == "pending"]
        if not pending:
            raise NotFound(f"session {session_ref!r} has no pending question (see `warden questions list`)")
        qid = max(q["id"] for q in pending)
    elif store.question(qid) is None or store.question(qid)["session_id"] != sid:
        raise NotFound(f"question #{qid} is not a question of session {session_ref!r}")
    call = answering.call_of(store, qid)
    from warden import kinds

    kind = kinds.of(store.question(qid))
    try:
        if kind.name == "question":
            parsed = parse_actions(call, json.loads(actions))
        else:  # a permission, plan, idle session or failure: {"option": N, ...} or {"decline": REASON}
            parsed = kind.from_body(call, json.loads(actions))
    except ValueError as e:  # QuestionError and JSONDecodeError are both ValueErrors
        shown = format_call(call, zero_based=True) if kind.name == "question" else kind.show(call)
        raise answering.AnswerRejected(f"{e}\n{shown}") from None
    rec = answering.record(store, qid, parsed, "agent:drive", autodeliver=False)
    route = "hook"
    if not rec.hook_waiting:
        route = "tmux"
        try:
            deliver_question(store, home, qid, timeout=timeout)
        except DeliveryError as e:
            raise WardenError(f"question #{qid}: {FAILED}{e}\n  the question is pending again") from None
    status = _settled(qid, wait_s) if wait_s > 0 else store.question(qid)["status"]
    q = store.question(qid)
    if as_json:
        click.echo(json.dumps({"question_id": qid, "answer": parsed.to_json(), "delivery": route,
                               "status": status, "detail": q["detail"]}, ensure_ascii=True))
        return
    via = "the waiting hook (no keystrokes)" if route == "hook" else "keystrokes"
    click.echo(f"{kind.name} #{qid}: {one_line(kind.describe(parsed), 300)}")
    click.echo(f"  delivered by {via}; {status}" + (f": {one_line(q['detail'], 300)}" if q["detail"] and
                                                     status not in ("verified", "delivered") else ""))
    if status == "mismatch":
        raise SystemExit(1)


def _settled(qid: int, wait_s: float) -> str:
    """The question's status once PostToolUse (or the next event) settled it, or its
    status when ``wait_s`` ran out."""
    from warden.store import OPEN_STATUSES

    deadline = time.monotonic() + wait_s
    while True:
        store = open_store()
        try:
            status = str(store.question(qid)["status"])
        finally:
            store.close()
        if status not in OPEN_STATUSES or time.monotonic() >= deadline:
            return status
        time.sleep(0.1)
