"""`warden decide`: run the answer chain on one AskUserQuestion, outside any session.

For trying rules, prompts and answerers: give it a PreToolUse payload (or just the
tool input, ``{"questions": [...]}``) on stdin and it prints what the chain decides, the
hook output Claude Code would get, and every answerer's step, as JSON. Nothing is
recorded; answerers that wait for the store (``human``, ``agent``) abstain.
"""

from __future__ import annotations

import json
import os
import sys
import time
from typing import Any

import click

from warden.askuser.hook_output import hook_output
from warden.askuser.model import Call, QuestionError
from warden.errors import WardenError


def run_decide(payload: Any, *, answerer: str | None = None, profile: str | None = None, cwd: str | None = None,
               phase: str | None = None, budget: float | None = None) -> dict[str, Any]:
    from warden import config
    from warden.decide import chain
    from warden.decide.context import Context
    from warden.home import config_path

    if not isinstance(payload, dict):
        raise WardenError("the payload must be a JSON object (a PreToolUse payload or {\"questions\": [...]})")
    tool_input = payload.get("tool_input") if "tool_input" in payload else payload
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
    transcript = payload.get("transcript_path")
    context = Context(call=call, tool_input=tool_input, deadline=started + limit, cwd=where,
                      transcript_path=transcript if isinstance(transcript, str) else None,
                      phase=phase or "", mismatches=[])
    result = chain.run(entries, context)
    d = result.decision
    return {
        "decided": d is not None,
        "decided_by": result.answerer,
        "reason": d.reason if d is not None else None,
        "answer": d.answer.to_json() if d is not None else None,
        "describe": d.answer.describe() if d is not None else None,
        "hook_output": hook_output(tool_input, call, d.answer) if d is not None else None,
        "steps": [{"answerer": s.answerer, "outcome": s.outcome, "reason": s.reason, "elapsed": round(s.elapsed, 3)}
                  for s in result.steps],
        "profile": prof.name,
        "budget": limit,
    }


@click.command()
@click.option("--answerer", help="Run only this answerer (with the profile's options for it, if any).")
@click.option("--profile", help="Profile from config.toml whose chain and budget to use (default: default).")
@click.option("--cwd", type=click.Path(file_okay=False, exists=True), help="Project folder the answerers read "
              "(default: the payload's cwd, else this folder).")
@click.option("--phase", help="Workflow phase to assume, e.g. \"/gsd:plan-phase 2\".")
@click.option("--budget", type=float, help="Seconds for the whole chain (default: the profile's).")
@click.argument("payload_file", type=click.File("r"), default="-")
def decide(answerer: str | None, profile: str | None, cwd: str | None, phase: str | None, budget: float | None,
           payload_file: Any) -> None:
    """Run the answer chain on a PreToolUse payload and print the decision as JSON.

    \b
    warden decide < payload.json
    warden decide --answerer policy --phase "/gsd:plan-phase 1" payload.json
    warden decide --answerer llm --cwd ~/src/app < payload.json
    Exit status: 0 decided, 2 nobody decided, 1 a bad payload or config.
    """
    text = payload_file.read()
    try:
        payload = json.loads(text)
    except ValueError as e:
        raise WardenError(f"the payload is not JSON: {e}") from None
    out = run_decide(payload, answerer=answerer, profile=profile, cwd=cwd, phase=phase, budget=budget)
    click.echo(json.dumps(out, indent=2, ensure_ascii=False))
    if not out["decided"]:
        sys.exit(2)
