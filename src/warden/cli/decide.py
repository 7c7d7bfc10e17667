"""`warden decide`: run the answer chain on one decision, outside any session.

Give it a PreToolUse payload (or just the tool input, ``{"questions": [...]}``), or a
PermissionRequest payload (``{"tool_name": "Bash", "tool_input": {"command": ...}}``), on stdin;
it prints what ``warden.decide.dry_run`` finds, as JSON.
"""

from __future__ import annotations

import json
import sys
from typing import Any

import click

from warden.errors import WardenError


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
    """Run the answer chain on a PreToolUse or PermissionRequest payload and print the decision as JSON.

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
    from warden.decide import dry_run

    out = dry_run.run(payload, answerer=answerer, profile=profile, cwd=cwd, phase=phase, budget=budget)
    click.echo(json.dumps(out, indent=2, ensure_ascii=True))
    if not out["decided"]:
        sys.exit(2)
