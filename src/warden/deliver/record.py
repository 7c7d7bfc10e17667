"""Recording a decision: the one function the CLI, the board and `warden drive` call."""

from __future__ import annotations

import os
import time
from dataclasses import dataclass
from typing import Any

from warden import kinds
from warden.errors import NotFound, WardenError
from warden.store import OPEN_STATUSES, Store, write


class AnswerRejected(WardenError):
    pass


@dataclass(frozen=True)
class Recorded:
    question_id: int
    answer_id: int
    hook_waiting: bool  # a hook is waiting and will deliver it without keystrokes
    answer: Any  # the kind's answer (a question's Answer, a choice's Pick)

    typing: bool = False  # keystroke delivery was started for it (after the waiting hook's budget, if one waits)
    final: str = ""  # the answer settled the decision at once (nothing to deliver)
    machine: str | None = None  # the session runs on this machine: its relay carries the answer there

    @property
    def note_warning(self) -> str:
        """Said when the answer's notes cannot reach the session by the route it takes."""
        if self.hook_waiting or not getattr(self.answer, "has_notes", False):
            return ""
        return ("the note is kept with the answer but not typed: only a waiting hook delivers notes "
                "(the picker has no notes field for most questions)")

    @property
    def route(self) -> str:
        if self.final:
            return self.final + (f" (the relay of machine {self.machine} carries it there)" if self.machine else "")
        if self.machine:
            there = ("the hook waiting there delivers it (no keystrokes)" if self.hook_waiting
                     else "typed into the session's pane there when it is managed in tmux")
            return f"the relay of machine {self.machine} carries it to the session: {there}"
        if self.hook_waiting and self.typing:
            return ("the waiting hook delivers it (no keystrokes); should that hook be gone, warden types it in "
                    "once the hook's budget is over")
        if self.hook_waiting:
            return "the waiting hook delivers it (no keystrokes)"
        if self.typing:
            return "no hook waits: warden is typing it in (keystroke delivery)"
        return ("no hook waits and warden cannot type into this session (not managed, or no known "
                "tmux pane): answer at the keyboard, or `warden deliver` it once the pane is known")


def call_of(store: Store, qid: int) -> Any:
    """The offer of decision ``qid`` (for a question, its askuser Call)."""
    q = store.question(qid)
    if q is None:
        raise NotFound(f"no question #{qid} (see `warden questions list`)")
    return kinds.of(q).offer_from_stored(q)


def _deliverable(store: Store, answer: Any) -> None:
    """Refuse now what could not be delivered later: invalid text (lone surrogates, NUL)
    in any kind's answer; for a question, text that is no single typable line, redirect
    text Claude Code's prompt would not take as a prompt or a slash command the config
    does not allow (``askuser.validate.typable``)."""
    from warden import config
    from warden.askuser.model import Answer
    from warden.askuser.validate import typable
    from warden.text import refuse_invalid

    if hasattr(answer, "to_json"):
        refuse_invalid(answer.to_json(), AnswerRejected, "the answer")
    commands = config.load(os.path.join(store.home, "config.toml")).commands
    if isinstance(answer, Answer):
        typable(answer, commands.refused)
        return
    from warden.text import mode_prefix, one_line, untypable

    # a dialog's pick: its text is typed into the dialog's field, or (an idle session's
    # prompt) into the prompt; queued commands are typed into the prompt one by one
    prompt = getattr(answer, "role", "") == "prompt"
    texts = [(getattr(answer, "text", "") or "", prompt)] + [(c, True) for c in getattr(answer, "commands", ()) or ()]
    for text, into_prompt in texts:
        if not text:
            continue
        why = untypable(text) or (mode_prefix(text) or commands.refused(text) if into_prompt else None)
        if why:
            raise AnswerRejected(f"{one_line(text, 60)!r}: {why}")


def record(store: Store, qid: int, answer: Any, decided_by: str, reason: str = "",
           autodeliver: bool = True, origin: str | None = None) -> Recorded:
    """Validate ``answer`` against question ``qid`` and store it as the question's answer.

    Refused when the question is already settled or already has an answer being
    delivered; the check and the write happen under one write lock, so two people
    answering at once cannot both win. When no hook waits to deliver it and the session
    is managed in a known tmux pane, keystroke delivery starts in the background
    (``warden.deliver.by_keys.after_record``); ``autodeliver=False`` leaves that to the caller.
    A session of another machine (a fleet's server) gets the answer through that machine's
    relay: the work that carries it is queued in the same transaction (``warden.fleet``).
    ``origin``: where the answer was given, when not here (a relay records ``server/<id>``).
    """
    call = call_of(store, qid)
    kind = kinds.of(store.question(qid))
    try:
        answer = kind.validate(call, answer)
        _deliverable(store, answer)
    except ValueError as e:
        raise AnswerRejected(str(e)) from None
    with write(store.db):
        q = store.question(qid)
        label = f"{q['kind']} #{qid}"
        if q["status"] not in OPEN_STATUSES:
            raise AnswerRejected(f"{label} is already {q['status']}; it can no longer be answered")
        if q["status"] != "pending":
            prev = store.latest_answer(qid)
            who = prev["decided_by"] if prev is not None else "someone"
            raise AnswerRejected(f"{label} already has an answer by {who} ({q['status']})")
        waiting = q["hook_until"] is not None and q["hook_until"] > time.time()
        refusal = None if waiting else kind.keys_refusal(call, answer)
        if refusal:
            raise AnswerRejected(f"{label}: no hook waits any more, and {refusal}")
        machine = store.session_machine(q["session_id"])
        final = getattr(kind, "final", None)
        settled = final(answer) if final is not None else None
        if settled is not None:
            # nothing to deliver (leave an idle session as it is, dismiss a failure)
            aid = store.add_answer(qid, answer.dumps(), decided_by, reason, delivery="none", origin=origin)
            store.set_status(qid, settled[0], detail=settled[1])
            if q["kind"] == "idle":
                store.set_session_state(q["session_id"], "stopped")
            if machine:
                from warden.fleet.work import send_answer

                send_answer(store, machine, q, aid, answer.dumps(), decided_by, reason)
            return Recorded(qid, aid, False, answer, final=f"{settled[0]} ({settled[1]}): nothing to deliver",
                            machine=machine)
        aid = store.add_answer(qid, answer.dumps(), decided_by, reason, origin=origin)
        store.set_status(qid, "answered")
        if machine:
            from warden.fleet.work import send_answer

            send_answer(store, machine, q, aid, answer.dumps(), decided_by, reason)
    if machine:
        return Recorded(qid, aid, waiting, answer, machine=machine)
    typing = False
    if autodeliver:
        from warden.deliver.by_keys import after_record

        typing = after_record(store, qid, waiting)
    return Recorded(qid, aid, waiting, answer, typing)
