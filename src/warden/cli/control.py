"""`warden send`, `interrupt`, `stop`, `resume`, `done`: what the board's controls do,
from the command line (``warden.control``); `warden stats`: how warden is doing."""

from __future__ import annotations

import json
import time
from typing import TYPE_CHECKING

import click

from warden.cli.output import open_store
from warden.text import one_line

if TYPE_CHECKING:
    from warden.store import Store

BY = "human:cli"

WAIT = click.option("--wait", "wait", type=click.FloatRange(min=0), default=0, metavar="SECONDS",
                    help="A session of another machine: wait up to SECONDS for its relay to say what became "
                         "of the control (exit 1 if the machine refused it, 2 if it did not answer in time).")


def _outcome(store: Store, said: str, work: object, machine: object, wait: float) -> None:
    """Print what a control said; for a machine's session with ``--wait``, wait for the
    machine's acknowledgement and say it (the exit status tells refused and no answer)."""
    from warden.control import remote

    click.echo(said)
    if not wait or not isinstance(work, int):
        return
    row = remote.wait(store, work, wait)
    if row is None or row["done_at"] is None:
        click.echo(f"machine {one_line(str(machine), 60)} has not acknowledged work #{work} within {wait:g} s "
                   "(`warden machines list` shows when its relay was last seen)", err=True)
        raise SystemExit(2)
    detail = one_line(row["detail"] or "", 300)
    click.echo(f"on {one_line(str(machine), 60)}: {one_line(row['outcome'] or 'done', 40)}" + (f": {detail}" if detail else ""))
    if row["outcome"] == "rejected":
        raise SystemExit(1)


@click.command("send")
@click.argument("session")
@click.argument("message")
@click.option("--json", "as_json", is_flag=True)
@WAIT
def send(session: str, message: str, as_json: bool, wait: float) -> None:
    """Send SESSION a message: typed into its prompt (a managed session in tmux, idle, its
    input box empty) or a new turn (a headless task that has finished its turn).

    \b
    warden send api "now add tests for the parser"
    warden send task-3 "and document it"
    warden send api "run the tests" --wait 30   # api on another machine: wait for its relay
    """
    from warden.control import message as m
    from warden.control.target import resolve

    store = open_store()
    out = m.send(store, resolve(store, session), message, BY)
    _outcome(store, json.dumps(out) if as_json else str(out["detail"]), out.get("work_id"), out.get("machine"), wait)


@click.command("interrupt")
@click.argument("session")
@WAIT
def interrupt(session: str, wait: float) -> None:
    """Interrupt SESSION's running turn (Escape; a headless task's turn is stopped)."""
    from warden.control.lifecycle import interrupt as do

    store = open_store()
    said = do(store, session, BY)
    _outcome(store, said, getattr(said, "work", None), getattr(said, "machine", None), wait)


@click.command("stop")
@click.argument("session")
@WAIT
def stop(session: str, wait: float) -> None:
    """Stop SESSION: Claude Code in tmux exits (/exit); a headless task's runner is stopped."""
    from warden.control.lifecycle import stop as do

    store = open_store()
    said = do(store, session, BY)
    _outcome(store, said, getattr(said, "work", None), getattr(said, "machine", None), wait)


@click.command("resume")
@click.argument("session")
@click.argument("prompt", required=False)
@WAIT
def resume(session: str, prompt: str | None, wait: float) -> None:
    """Resume a failed or finished SESSION (claude --resume in tmux; a task's new turn),
    then type PROMPT (a task: "continue" when none is given)."""
    from warden.control.lifecycle import resume as do

    store = open_store()
    said = do(store, session, prompt, BY)
    _outcome(store, said, getattr(said, "work", None), getattr(said, "machine", None), wait)


@click.command("done")
@click.argument("session")
def done(session: str) -> None:
    """Mark SESSION done (a task's running turn is stopped): the board files it under Done
    until its next prompt."""
    from warden.control.lifecycle import mark_done

    click.echo(mark_done(open_store(), session, BY))


@click.command("stats")
@click.option("--session", "session_ref", help="One session (name or id).")
@click.option("--hours", type=float, default=24.0, show_default=True, help="The window, ending now.")
@click.option("--json", "as_json", is_flag=True)
def stats(session_ref: str | None, hours: float, as_json: bool) -> None:
    """How warden is doing: decisions by kind and by who decided, delivery, outcomes, time
    to a decision and to delivery (the board's stats page, as text)."""
    from warden.store.stats import stats as compute

    store = open_store()
    sid = store.resolve_session(session_ref) if session_ref else None
    now = time.time()
    data = compute(store, since=now - hours * 3600, until=now, session=sid)
    if as_json:
        click.echo(json.dumps(data, indent=2, ensure_ascii=True))
        return
    click.echo(f"{data['decisions']} decision(s) in the last {hours:g} h" + (f" of {session_ref}" if sid else ""))
    for title, key in (("by kind", "by_kind"), ("by who decided", "by_decider")):
        parts = [f"{one_line(k, 30)} {sum(v)}" for k, v in data[key].items()]
        click.echo(f"  {title}: {', '.join(parts) or '-'}")
    d = data["delivery_summary"]
    click.echo(f"  delivery: inline {d['inline']}, keystrokes {d['keystrokes']}, other {d['other']}")
    click.echo("  outcomes: " + (", ".join(f"{k} {n}" for k, n in sorted(data["outcomes"].items())) or "-"))
    for title, key in (("time to a decision", "time_to_decision"), ("time to delivery", "time_to_delivery")):
        t = data[key]
        if t["count"]:
            click.echo(f"  {title}: median {_secs(t['p50'])}, p90 {_secs(t['p90'])}, max {_secs(t['max'])} "
                       f"({t['count']})")


def _secs(v: float | None) -> str:
    if v is None:
        return "-"
    return f"{v * 1000:.0f} ms" if v < 1 else f"{v:.1f} s" if v < 120 else f"{v / 60:.1f} min"
