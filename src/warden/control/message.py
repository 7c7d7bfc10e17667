"""A new message to a session: typed into the prompt of a managed session in tmux, or a
new turn of a headless task.

Refused where it enters, with the queue's checks: text that is no text or cannot be
typed as one line (a session in tmux), that Claude Code's prompt would take as a shell
command (``!``) or a memory (``#``), a slash command ``[commands] allow`` does not list;
a session that is observed, outside tmux, ended, running a command queue, showing a
picker or a dialog, running a turn, or holding someone's typing. A session idle with an
open ``idle`` decision gets the message as that decision's answer (its prompt), so the
decision is settled and verified like any other.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from warden.control.target import BadInput, ControlError, Target, note
from warden.store import OPEN_STATUSES, write
from warden.store import tasks as ts

if TYPE_CHECKING:
    from warden.store import Store

MAX_CHARS = 20000


def check_text(store: Store, text: Any, *, one_line: bool) -> str:
    """The message, or ControlError saying why it cannot be sent."""
    from warden import config
    from warden.deliver.prompt import check_prompt
    from warden.text import invalid, untypable

    if not isinstance(text, str) or not text.strip():
        raise BadInput("the message is empty")
    text = text.strip()
    if len(text) > MAX_CHARS:
        raise BadInput(f"the message is longer than {MAX_CHARS} characters")
    why = invalid(text)
    if why is None and one_line:
        why = untypable(text)
        if why and ("\n" in text or "\r" in text):
            why = "a session in tmux takes a message of one line (a line break would submit it early)"
    if why:
        raise BadInput(why)
    check_prompt(text, BadInput)
    refused = config.load(os.path.join(store.home, "config.toml")).commands.refused(text)
    if refused:
        raise BadInput(refused)
    return text


def send(store: Store, target: Target, text: Any, by: str) -> dict[str, Any]:
    """Send ``text``; returns what happened (``route``: ``typed``, ``idle decision`` or
    ``new turn``, or ``machine``: queued for the relay of the machine the session runs
    on; ``detail``)."""
    if target.machine:
        from warden.control import remote

        return remote.message(store, target, check_text(store, text, one_line=True), by)
    if target.headless:
        return _new_turn(store, target, check_text(store, text, one_line=False), by)
    s = target.tui()
    text = check_text(store, text, one_line=True)
    if s["state"] == "ended":
        raise ControlError(f"{target.label} has ended: resume it first")
    opened = store.open_questions(s["id"])
    idle = [q for q in opened if q["kind"] == "idle" and q["status"] == "pending"]
    if idle and len(idle) == len(opened):
        return _answer_idle(store, target, idle[0]["id"], text, by)
    if opened:
        q = opened[0]
        raise ControlError(f"{q['kind']} #{q['id']} is open ({q['status']}): answer it first")
    from warden.workflow import queue

    busy = queue.find_active(store, s["id"], s["tmux_pane"], s["tmux_socket"], s["name"])
    if busy is not None:
        raise ControlError(f"queue #{busy['id']} runs in this session (typing it would cancel the queue): cancel it "
                           "first")
    from warden.control import tui

    tui.type_message(store.home, s, text)
    with write(store.db):
        note(store, target, "message", by, _short(text), text=text)
    return {"route": "typed", "detail": f"typed into pane {s['tmux_pane']} and submitted"}


def _answer_idle(store: Store, target: Target, qid: int, text: str, by: str) -> dict[str, Any]:
    from warden import kinds
    from warden.deliver.record import AnswerRejected, call_of, record

    kind = kinds.get("idle")
    try:
        rec = record(store, qid, kind.from_body(call_of(store, qid), {"option": 1, "text": text}), by,
                     reason="a message from the board")
    except (AnswerRejected, ValueError) as e:
        raise ControlError(str(e)) from None
    with write(store.db):
        note(store, target, "message", by, f"{_short(text)} (as the answer to idle #{qid})", text=text, question=qid)
    return {"route": "idle decision", "question_id": qid, "answer_id": rec.answer_id,
            "detail": f"the answer to idle #{qid}: typed into the session by keystrokes, verified by its next prompt"}


def _new_turn(store: Store, target: Target, text: str, by: str) -> dict[str, Any]:
    from warden.headless import launch

    t = target.task
    assert t is not None
    if t["state"] in ts.ACTIVE:
        opened = [q for q in ts.open_questions(store, t) if q["status"] in OPEN_STATUSES]
        why = f"{opened[0]['kind']} #{opened[0]['id']} waits for an answer" if opened else f"its turn is {t['state']}"
        raise ControlError(f"task #{t['id']} is busy ({why}): answer it, wait, or stop it first")
    try:
        t, pid = launch.send(store, str(t["id"]), text)
    except ts.TaskError as e:
        raise ControlError(str(e)) from None
    with write(store.db):
        note(store, target, "message", by, _short(text), text=text)
    return {"route": "new turn", "task": t["id"], "pid": pid, "detail": f"a new turn of task #{t['id']} (pid {pid})"}


def _short(text: str) -> str:
    from warden.text import one_line

    return one_line(text, 120)
