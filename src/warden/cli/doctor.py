"""`warden doctor`: is everything warden needs in place?"""

from __future__ import annotations

import click

from warden.cli.output import emit_json
from warden.text import one_line


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
            # details quote logs and paths, which may hold text from payloads
            click.echo(f"{ {'ok': '✓', 'warn': '!', 'fail': '✗'}[c.level]} {c.name:<14} {one_line(c.detail, 1000)}")
    if any(c.level == "fail" for c in checks):
        raise SystemExit(1)
