"""``agent``: wakes an external agent with the question, then waits for its answer.

The agent (an OpenClaw-style gateway, a chat bot, a script) gets a message saying
exactly how to answer: the question id, every question with numbered options, and the
``warden answer ID ...`` / ``warden drive --session NAME '[...]'`` commands. It is woken
by one of::

    chain = [{ answerer = "agent", budget = 120, command = ["openclaw", "wake", "--agent", "gsd"] }, "human"]
    chain = [{ answerer = "agent", budget = 120, webhook = "http://127.0.0.1:18789/hooks/agent",
               token_env = "OPENCLAW_TOKEN" }, "human"]

``command`` is an argv list run without a shell, the message on its stdin and
``WARDEN_QUESTION_ID`` / ``WARDEN_QUESTION_SESSION`` in its environment; exit status 0
means woken. ``webhook`` receives a JSON POST (``message`` plus the question's id,
session and questions); any 2xx means woken; ``headers`` adds headers, ``token_env``
names a variable holding a bearer token. Waking (``warden.outbound.wake``) is tried
``attempts`` times (default 3) with doubling backoff, within the answerer's deadline.

Then, like ``human``, it polls the store until the answer arrives (``warden answer``,
``warden drive``) or its deadline passes. The message is rendered from
``templates/agent.md`` (``$WARDEN_HOME/templates/agent.md`` overrides it).

When verification later finds that an answer it delivered did not land, the agent is
woken again with ``templates/agent_mismatch.md`` (see :meth:`AgentAnswerer.notice_mismatch`).
"""

from __future__ import annotations

import json
import shlex
import time

from warden.askuser.format import format_call
from warden.askuser.model import Call
from warden.text import one_line
from warden.decide.context import Abstain, Context, Decision, Outcome
from warden.outbound.wake import WakeError, Waker

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def answer_example(qid: int | str, call: Call, by: str | None = None) -> str:
    """The `warden answer` command for this question; ``by`` records who decides (an
    agent says so, or its answer would read as a person's)."""
    choices = " ".join("1,2" if item.multi and len(item.options) > 1 else "1" for item in call.items)
    return f"warden answer {qid} {f'--by {by} ' if by else ''}{choices}"


def drive_example(session: str, qid: int | str, call: Call) -> str:
    actions = [{"action": "multi-select", "selectedIndices": [0, 1]} if item.multi and len(item.options) > 1
               else {"action": "select", "optionIndex": 0} for item in call.items]
    return f"warden drive --session {shlex.quote(session)} --question {qid} {shlex.quote(json.dumps(actions))}"


def message_values(context: Context) -> dict[str, Any]:
    qid = context.question_id if context.question_id is not None else "?"
    session = context.session_name or context.session_id or "?"
    mismatches = context.mismatches
    if context.kind != "question":
        from warden import kinds

        kind = kinds.get(context.kind)
        return {
            "kind": context.kind, "question_id": qid, "session": one_line(session),
            "cwd": one_line(context.cwd or "unknown"), "phase": one_line(context.phase or "unknown"),
            "offer": kind.show(context.offer),
            "mismatches": ("## Earlier answers that did not land\n"
                           + "\n".join(f"- {one_line(m)}" for m in mismatches) + "\n") if mismatches else "",
            "budget": f"{context.remaining:.0f}",
            "answer_example": kind.answer_hint(qid, context.offer, by="agent"),
            "drive_example": "",
        }
    return {
        "question_id": qid,
        "session": one_line(session),
        "cwd": one_line(context.cwd or "unknown"),
        "phase": one_line(context.phase or "unknown"),
        "questions": format_call(context.call),
        "mismatches": ("## Earlier answers that did not land — correct them first\n"
                       + "\n".join(f"- {one_line(m)}" for m in mismatches) + "\n") if mismatches else "",
        "budget": f"{context.remaining:.0f}",
        "answer_example": answer_example(qid, context.call, by="agent"),
        "drive_example": drive_example(session, qid, context.call),
    }


class AgentAnswerer:
    name = "agent"

    def __init__(self, command: list[str] | None = None, webhook: str | None = None,
                 headers: dict[str, str] | None = None, token_env: str | None = None,
                 attempts: int = 3, backoff: float = 1.0, timeout: float = 10.0, poll: float = 0.1):
        try:
            self.waker = Waker(command, webhook, headers=headers, token_env=token_env, attempts=attempts,
                               backoff=backoff, timeout=timeout)
        except ValueError as e:
            raise ValueError(f"agent: {e}") from None
        self.poll = float(poll)

    @property
    def transport(self) -> str:
        return self.waker.transport

    def wake(self, message: str, payload: dict[str, Any], deadline: float) -> int:
        """Deliver ``message`` (a command's stdin; a webhook gets ``payload``); returns the
        attempts it took. Raises WakeError when every attempt failed or the deadline came first."""
        env = {"WARDEN_QUESTION_ID": str(payload.get("question_id", "")),
               "WARDEN_QUESTION_SESSION": str(payload.get("session", ""))}
        return self.waker.wake(payload, deadline, stdin=message, env=env)

    # ------------------------------------------------------------ deciding

    def decide(self, context: Context) -> Outcome:
        store, qid = context.store, context.question_id
        if store is None or qid is None:
            return Abstain("no store to wait on (not running in a session): the agent could not answer")
        from warden import kinds, templates
        values = message_values(context)
        kind = kinds.get(context.kind)
        message = templates.render("agent.md" if context.kind == "question" else "agent_decision.md", values)
        payload = {
            "message": message, "name": "warden", "question_id": qid, "session": values["session"],
            "session_id": context.session_id, "cwd": context.cwd, "phase": context.phase, "kind": context.kind,
            "questions": context.tool_input.get("questions")
            if context.kind == "question" and isinstance(context.tool_input, dict) else None,
            "answer_with": {"cli": values["answer_example"], "drive": values["drive_example"]},
        }
        if context.kind != "question":
            payload["offer"] = kind.offer_json(context.offer)
        try:
            attempts = self.wake(message, payload, context.deadline)
        except WakeError as e:
            return Abstain(str(e))
        woken = f"woke the agent ({self.transport}" + (f", attempt {attempts}" if attempts > 1 else "") + ")"
        while True:
            row = store.latest_answer(qid)
            if row is not None:
                return Decision(kind.answer_of(row["answer"]),
                                f"{woken}; it answered through {row['decided_by']}"
                                + (f": {row['reason']}" if row["reason"] else ""),
                                decided_by=row["decided_by"], answer_id=row["id"])
            left = context.deadline - time.monotonic()
            if left <= 0:
                return Abstain(f"{woken}; no answer within the budget")
            time.sleep(min(self.poll, left))

    def notice_mismatch(self, report: dict[str, Any], timeout: float = 30.0) -> str:
        """Tell the agent that an answer did not land (``report``: question_id, session,
        tool_use_id, details). Returns what was done; raises WakeError."""
        from warden import templates
        message = templates.render("agent_mismatch.md", report)
        payload = {"message": message, "name": "warden", "kind": "mismatch", **report}
        self.wake(message, payload, time.monotonic() + timeout)
        return f"told the agent ({self.transport})"
