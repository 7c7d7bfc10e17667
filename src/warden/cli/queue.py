"""`warden queue`: start, show and cancel a session's command queue."""

from __future__ import annotations

import json
import time
from typing import Any

import click

from warden.text import one_line
from warden.cli.output import ago, open_store
from warden.store import queues
from warden.workflow import queue as q


class _DefaultStart(click.Group):
    """`warden queue SESSION CMD...` means `warden queue start SESSION CMD...`."""

    def collect_usage_pieces(self, ctx: click.Context) -> list[str]:
        return ["SESSION COMMAND... | start SESSION COMMAND... | show [SESSION] | cancel SESSION"]

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        if args and args[0] not in self.commands and args[0] not in ("-h", "--help"):
            args = ["start", *args]
        return super().parse_args(ctx, args)


@click.group("queue", cls=_DefaultStart)
def queue_group() -> None:
    """Type slash commands into a managed session, one after another.

    \b
    warden queue SESSION /clear "/gsd:plan-phase 3"   start a queue (same as `queue start`)
    warden queue show [SESSION]                        its commands, what each awaits, results
    warden queue cancel SESSION                        stop typing (what runs, runs on)

    Each command is typed once the previous one's awaited event came: /clear awaits
    SessionStart(clear), anything else awaits Stop (change it with --awaits or the
    profile's `awaits` table). A person typing into the session cancels the queue.
    When a managed session stops with no queue, its profile's workflow brain
    (`workflow = "suggested" | "llm" | "agent"`) may start one.
    """


@queue_group.command("start")
@click.argument("session")
@click.argument("commands", nargs=-1, required=True)
@click.option("--awaits", "awaits", multiple=True, metavar="PREFIX=EVENT[:SOURCE]",
              help='What commands starting with PREFIX await, e.g. "/compact=SessionStart:compact". Repeatable.')
@click.option("--by", "started_by", default="human:cli", show_default=True,
              help="Who starts it; an agent woken by the agent brain passes brain:agent to get the report.")
@click.option("--reason", default="", help="Why (shown by `queue show`).")
@click.option("--json", "as_json", is_flag=True)
def start_cmd(session: str, commands: tuple[str, ...], awaits: tuple[str, ...], started_by: str, reason: str,
              as_json: bool) -> None:
    """Start a queue: SESSION (name or id), then the commands in order."""
    from warden.workflow.on_hook import spawn
    from warden.workflow.worker import awaits_of

    store = open_store()
    sid = store.resolve_session(session)
    table = awaits_of(store, sid)
    for a in awaits:
        prefix, eq, spec = a.partition("=")
        if not eq or not prefix.strip():
            raise click.UsageError(f"--awaits wants PREFIX=EVENT[:SOURCE], not {a!r}")
        table[prefix.strip()] = spec.strip()
    qid = q.start(store, sid, list(commands), started_by, reason, table)
    spawn(store.home, "run-next", str(qid))
    if as_json:
        click.echo(json.dumps(q.report(store, qid), indent=2, ensure_ascii=True))
        return
    cmds = q.commands(store, qid)
    click.echo(f"queue #{qid} started for {session}: {len(cmds)} command(s); typing {cmds[0]['command']} "
               "as soon as the input box is idle")
    click.echo(f"  watch it: warden queue show {session}")


@queue_group.command("show")
@click.argument("session", required=False)
@click.option("--json", "as_json", is_flag=True)
def show_cmd(session: str | None, as_json: bool) -> None:
    """A session's queue (active, else its newest), or every active queue."""
    store = open_store()
    q.sync_markers(store)
    if session:
        row = q.latest(store, store.resolve_session(session))
        rows = [row] if row is not None else []
    else:
        rows = queues.active_queues(store)
    if as_json:
        click.echo(json.dumps([q.report(store, r["id"]) for r in rows], indent=2, ensure_ascii=True))
        return
    if not rows:
        click.echo(f"no queue for {session}" if session else "no active queue")
        return
    for r in rows:
        _print_queue(store, r)


def _print_queue(store: Any, r: Any) -> None:
    who = r["name"] or r["session_id"][:8]
    click.echo(f"queue #{r['id']} · {one_line(who, 40)} · {r['status']} · started {ago(r['created_at'])} by "
               f"{one_line(r['started_by'], 40)}"
               + (f" ({one_line(r['reason'], 80)})" if r["reason"] else ""))
    if r["detail"]:
        click.echo(f"  {one_line(r['detail'], 200)}")
    for c in q.commands(store, r["id"]):
        state = c["status"]
        if state == "active":
            state = "awaiting " + q.awaits_text(c) if _sent(c) else "typing" if c["typed_at"] else "to type"
        mark = {"done": "✓", "cancelled": "✗"}.get(c["status"], "▸" if c["status"] == "active" else " ")
        line = f"  {mark} {c['seq']}. {one_line(c['command'], 60):<40} {state}"
        if c["delivery"] == "block":
            line += " (via Stop block)"
        if c["result"]:
            line += f" — {one_line(c['result'], 80)}"
        if c["error"]:
            line += f" — error: {one_line(c['error'], 120)}"
        click.echo(line)


@queue_group.command("cancel")
@click.argument("session")
def cancel_cmd(session: str) -> None:
    """Cancel the session's active queue; nothing more is typed."""
    store = open_store()
    sid = store.resolve_session(session)
    s = store.session(sid)
    row = q.find_active(store, sid, s["tmux_pane"], s["tmux_socket"], s["name"])
    if row is None:
        raise q.QueueError(f"no active queue for {session}")
    q.cancel(store, row["id"], "cancelled with `warden queue cancel`")
    from warden.workflow.worker import announce

    announce(store, row["id"])
    click.echo(f"queue #{row['id']} cancelled")


@queue_group.command("run-next", hidden=True)
@click.argument("queue_id", type=int)
def run_next_cmd(queue_id: int) -> None:
    """(Started by the hooks.) Type the queue's next command, or announce its end."""
    from warden.workflow.worker import run_next

    click.echo(run_next(open_store(), queue_id))


@queue_group.command("decide", hidden=True)
@click.argument("event_id", type=int)
def decide_cmd(event_id: int) -> None:
    """(Started by the Stop hook.) Ask the workflow brain what follows Stop EVENT_ID."""
    from warden.workflow.worker import decide

    click.echo(decide(open_store(), event_id))


def _sent(c: Any) -> bool:
    """Typed and gone in: its prompt came back (UserPromptSubmit), or nothing comes back
    for it (/clear), or the Stop hook delivered it."""
    return c["typed_at"] is not None and (c["submitted_at"] is not None or c["awaits_event"] != "Stop"
                                          or c["delivery"] == "block")


def status_line(store: Any, session_id: str) -> str | None:
    """One line for `warden status`: the session's running queue, if any."""
    row = q.find_active(store, session_id)
    if row is None:
        return None
    cmds = q.commands(store, row["id"])
    done = sum(1 for c in cmds if c["status"] == "done")
    cur = next((c for c in cmds if c["status"] == "active"), None)
    what = ""
    if cur is not None:
        what = (f": awaiting {q.awaits_text(cur)} after {one_line(cur['command'], 50)}" if _sent(cur)
                else f": typing {one_line(cur['command'], 50)}")
    return f"    [queue] #{row['id']} {done}/{len(cmds)} done{what} (since {time.strftime('%H:%M', time.localtime(row['created_at']))})"
