"""`warden doctor`: is everything warden needs in place?"""

from __future__ import annotations

import click

from warden.cli.output import emit_json


@click.command()
@click.option("--json", "as_json", is_flag=True)
def doctor(as_json: bool) -> None:
    """Check Claude Code, the hooks, tmux and the store."""
    from warden.doctor import run_checks

    checks = run_checks()
    if as_json:
        emit_json([c.__dict__ for c in checks])
    else:
        for c in checks:
            click.echo(f"{ {'ok': '✓', 'warn': '!', 'fail': '✗'}[c.level]} {c.name:<14} {c.detail}")
    if any(c.level == "fail" for c in checks):
        raise SystemExit(1)
