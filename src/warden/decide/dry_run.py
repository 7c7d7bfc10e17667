"""The answer chain run on one decision outside any session (``warden decide``).

For trying rules, prompts and answerers: the input is a PreToolUse payload (or just the
tool input, ``{"questions": [...]}``), or a PermissionRequest payload (a permission, or
a plan for ExitPlanMode); the result says what the chain decides, the hook
output Claude Code would get, and every answerer's step. Nothing is recorded; answerers
that wait for the store (``human``, ``agent``) abstain.
"""

from __future__ import annotations

import os
import time
from typing import Any

from warden.askuser.model import Call, QuestionError
from warden.errors import WardenError


def run(payload: Any, *, answerer: str | None = None, profile: str | None = None, cwd: str | None = None,
               phase: str | None = None, budget: float | None = None) -> dict[str, Any]:
    from warden import config
    from warden.decide import chain
    from warden.decide.context import Context
    from warden.home import config_path

    if not isinstance(payload, dict):
        raise WardenError("the payload must be a JSON object (a PreToolUse payload or {\"questions\": [...]})")
    tool_input = payload.get("tool_input") if "tool_input" in payload else payload
    tool = payload.get("tool_name")
    if isinstance(tool, str) and tool != "AskUserQuestion":
        # a permission request (or the PreToolUse of the call it is about), a plan
        from warden.kinds.permission import kind_for

        kind = kind_for(tool)
        try:
            call = kind.offer(kind.offer_input(payload))
        except ValueError as e:
            raise WardenError(f"not a {kind.name} request: {e}") from None
    else:
        from warden.kinds.question import KIND as kind

        try:
            call = Call.from_tool_input(tool_input)
        except QuestionError as e:
            raise WardenError(f"not an AskUserQuestion input: {e}") from None
    prof = config.load(config_path()).profile(profile)
    entries = prof.chain
    if answerer:
        # the profile's own options for that answerer, if the profile has it
        own = next((e for e in prof.chain if e.answerer == answerer), None)
        entries = (config.ChainEntry(answerer, None, own.options if own is not None else {}),)
    limit = prof.budget if budget is None else budget
    started = time.monotonic()
    where = cwd or (payload.get("cwd") if isinstance(payload.get("cwd"), str) else None) or os.getcwd()
    transcript, tuid = payload.get("transcript_path"), payload.get("tool_use_id")
    context = Context(call=call, kind=kind.name, tool_input=tool_input, deadline=started + limit, cwd=where,
                      transcript_path=transcript if isinstance(transcript, str) else None,
                      tool_use_id=tuid if isinstance(tuid, str) else None,
                      phase=phase or "", mismatches=[], extra={"permissions": prof.options.get("permissions")})
    result = chain.run(entries, context)
    d = result.decision
    return {
        "decided": d is not None,
        "decided_by": result.answerer,
        "reason": d.reason if d is not None else None,
        "kind": kind.name,
        "answer": d.answer.to_json() if d is not None else None,
        "describe": kind.describe(d.answer) if d is not None else None,
        "hook_output": kind.hook_output(tool_input, call, d.answer) if d is not None else None,
        "steps": [{"answerer": s.answerer, "outcome": s.outcome, "reason": s.reason, "elapsed": round(s.elapsed, 3)}
                  for s in result.steps],
        "profile": prof.name,
        "budget": limit,
    }
