"""`warden status`: sessions, their pending questions, recent outcomes, queues and tasks."""

from __future__ import annotations

from pathlib import Path

import click

from warden.text import one_line
from warden.cli.output import ago, emit_json, open_store, question_json, session_label, short, summary
from warden.cli.queue import status_line
from warden.cli.task import status_json, status_lines


@click.command()
@click.option("--json", "as_json", is_flag=True)
@click.option("--all", "show_all", is_flag=True, help="Include ended sessions.")
def status(as_json: bool, show_all: bool) -> None:
    """Sessions, their open decisions ([question], [permission], [plan], [idle], [failure])
    and recent verification outcomes."""
    store = open_store()
    from warden.home import warden_home
    from warden.kinds.failure import sweep

    sweep(store, str(warden_home()))  # a managed session whose Claude Code is gone is a failure
    pending = {}
    for q in store.questions(limit=500):
        if q["status"] in ("pending", "answered", "delivered"):
            pending.setdefault(q["session_id"], []).append(q)
    # an ended session still shows while a decision of it is open (a failure to resume)
    sessions = [s for s in store.sessions() if show_all or s["state"] != "ended" or s["id"] in pending]
    recent = [q for q in store.questions(limit=50) if q["status"] not in ("pending", "answered", "delivered")][:8]
    if as_json:
        emit_json({
            "sessions": [dict(s) | {"pending": [q["id"] for q in pending.get(s["id"], [])]} for s in sessions],
            "recent": [question_json(store, q) for q in recent],
            "tasks": status_json(store),
        })
        return
    if not sessions:
        click.echo("no sessions yet: `warden install`, then start Claude Code (or `warden run -- claude`)")
        return
    click.echo(f"{'SESSION':<22} {'STATE':<9} {'MODE':<8} {'PROFILE':<9} {'SEEN':<9} CWD")
    for s in sessions:
        mode = "managed" if s["managed"] else "observed"
        cwd = (s["cwd"] or "").replace(str(Path.home()), "~")
        click.echo(f"{one_line(session_label(s), 22):<22} {s['state']:<9} {mode:<8} "
                   f"{one_line(s['profile'] or ('default' if s['managed'] else '-'), 24):<9} {ago(s['updated_at']):<9} {one_line(cwd, 60)}")
        for q in pending.get(s["id"], []):
            click.echo(f"    [{q['kind']}] #{q['id']} {q['status']}: {one_line(summary(q), 70)}")
        if (line := status_line(store, s["id"])) is not None:
            click.echo(line)
    if recent:
        click.echo("\nrecent outcomes:")
        for q in recent:
            a = store.latest_answer(q["id"])
            who = one_line(f"{a['decided_by']} via {a['delivery']}", 60) if a is not None else "-"
            detail = f" — {one_line(q['detail'], 100)}" if q["status"] == "mismatch" and q["detail"] else ""
            click.echo(f"  #{q['id']:<5} {q['kind']:<10} {q['status']:<10} "
                       f"{one_line(q['session_name'] or short(q['session_id']), 18):<18} {who}{detail}")
    for line in status_lines(store):
        click.echo(line)
