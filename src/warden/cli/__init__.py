"""The `warden` command line: parse, call a typed function, print.

Known errors print one line and exit 1; Ctrl-C exits 130; anything else writes a crash
log with versions and traceback and says where it is.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path
from typing import Any

import click

from warden import __version__

from warden import askuser as askq
from warden.errors import WardenError
from warden.home import warden_home
from warden.store import STATUSES


def open_store():  # type: ignore[no-untyped-def]
    """The store, with everything hooks have spooled ingested first."""
    from warden.record.ingest import open_store as open_and_drain

    return open_and_drain(str(warden_home()))


def emit_json(obj: Any) -> None:
    click.echo(json.dumps(obj, indent=2, ensure_ascii=False, default=str))


def ago(ts: float | None) -> str:
    if not ts:
        return "-"
    d = max(0, time.time() - ts)
    if d < 60:
        return f"{d:.0f}s ago"
    if d < 3600:
        return f"{d / 60:.0f}m ago"
    if d < 86400:
        return f"{d / 3600:.0f}h ago"
    return f"{d / 86400:.0f}d ago"


def short(sid: str | None) -> str:
    return (sid or "?")[:8]


def session_label(row: Any) -> str:
    return row["name"] or short(row["id"])


@click.group(context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100})
@click.version_option(__version__, prog_name="warden")
def cli() -> None:
    """warden stands in for the human at Claude Code sessions.

    It captures every AskUserQuestion, gets it decided (a policy, a model, an agent or
    you), delivers the answer into the session and verifies that it landed.

    \b
    Start:   warden install            hooks into ~/.claude/settings.json
             warden run -- claude      a managed session in tmux
             warden status             sessions and pending questions
             warden answer ID 2        answer question ID with option 2
    State lives in $WARDEN_HOME (now: %s).
    """


cli.help = (cli.help or "").replace("%s", str(warden_home()))


# ------------------------------------------------------------------ install


@cli.command()
@click.option("--settings", "settings_path", type=click.Path(dir_okay=False, path_type=Path),
              help="Install into this settings file.")
@click.option("--project", is_flag=True, help="Install into ./.claude/settings.json (this project only).")
@click.option("--uninstall", is_flag=True, help="Remove warden's entries, and only those.")
@click.option("--python", "python", help="Interpreter baked into the hook command (default: this one).")
@click.option("--http", "http", metavar="URL",
              help="Register http hooks to a running `warden serve` at URL instead of command hooks.")
@click.option("--json", "as_json", is_flag=True, help="Print the result as JSON.")
def install(settings_path: Path | None, project: bool, uninstall: bool, python: str | None, as_json: bool,
            http: str | None = None) -> None:
    """Add warden's hooks to a Claude Code settings file.

    Default: the user's settings ($CLAUDE_CONFIG_DIR/settings.json, else
    ~/.claude/settings.json). Other tools' hooks are kept; running it again upgrades
    warden's entries in place; the old file is kept as settings.json.warden.bak.
    """
    from warden import install as inst
    if settings_path and project:
        raise click.UsageError("give either --settings or --project")
    path = settings_path or (inst.project_settings_path() if project else inst.user_settings_path())
    r = inst.install(path, uninstall=uninstall, python=python, http=http)
    if as_json:
        emit_json({"path": str(r.path), "changed": r.changed, "backup": str(r.backup) if r.backup else None,
                   "removed": r.removed, "added": r.added, "warnings": r.warnings})
        return
    if not r.changed:
        click.echo(f"{path}: already {'clean of warden hooks' if uninstall else 'up to date'}; nothing changed")
    elif uninstall:
        click.echo(f"{path}: removed {r.removed} warden hook(s)")
    else:
        verb = "upgraded" if r.removed else "installed"
        click.echo(f"{path}: {verb} warden hooks for {r.added} events")
        click.echo(f"  hook url: {inst.http_url(http)}" if http else f"  hook command: {inst.hook_command(python)}")
    if r.backup:
        click.echo(f"  backup: {r.backup}")
    for w in r.warnings:
        click.echo(f"  warning: {w}", err=True)


# ------------------------------------------------------------------ run


@cli.command(context_settings={"ignore_unknown_options": True, "allow_interspersed_args": False})
@click.option("--name", help="Session name (default: warden-<folder>).")
@click.option("--profile", help="Profile from config.toml for this session.")
@click.option("--cwd", type=click.Path(file_okay=False, exists=True, path_type=Path), help="Working directory.")
@click.option("--attach/--no-attach", default=None, help="Attach to the tmux session (default: when on a terminal).")
@click.option("--socket-name", help="tmux socket name (tmux -L); default: the default server.")
@click.argument("command", nargs=-1, type=click.UNPROCESSED, required=True)
def run(name: str | None, profile: str | None, cwd: Path | None, attach: bool | None,
        socket_name: str | None, command: tuple[str, ...]) -> None:
    """Start a managed Claude Code session in a new tmux session.

    \b
    warden run -- claude
    warden run --name api --profile auto -- claude --model opus
    """
    from warden import tmux
    argv = list(command)
    if argv and argv[0] == "--":
        argv = argv[1:]
    if not argv:
        raise click.UsageError("give the command to run, e.g. `warden run -- claude`")
    workdir = (cwd or Path.cwd()).resolve()
    if profile:
        from warden import config
        from warden.home import config_path

        config.load(config_path()).profile(profile)  # fail now, not at the first question
    base = tmux.safe_name(name or f"warden-{workdir.name}")
    session_name = base if name else tmux.unique_name(base, socket_name)
    env = {"WARDEN_SESSION": session_name}
    if profile:
        env["WARDEN_PROFILE"] = profile
    if os.environ.get("WARDEN_HOME"):
        env["WARDEN_HOME"] = os.environ["WARDEN_HOME"]
    started = tmux.new_session(session_name, argv, cwd=str(workdir), env=env, socket_name=socket_name)
    click.echo(f"started {session_name!r} (pane {started.pane_id}) in {workdir}")
    click.echo(f"  watch it:  {started.attach_command}")
    if attach is None:
        attach = sys.stdin.isatty() and sys.stdout.isatty()
    if attach:
        tmux.attach(started)


# ------------------------------------------------------------------ status


@cli.command()
@click.option("--json", "as_json", is_flag=True)
@click.option("--all", "show_all", is_flag=True, help="Include ended sessions.")
def status(as_json: bool, show_all: bool) -> None:
    """Sessions, their pending questions ([question]) and recent verification outcomes."""
    store = open_store()
    sessions = [s for s in store.sessions() if show_all or s["state"] != "ended"]
    pending = {}
    for q in store.questions(limit=500):
        if q["status"] in ("pending", "answered", "delivered"):
            pending.setdefault(q["session_id"], []).append(q)
    recent = [q for q in store.questions(limit=50) if q["status"] not in ("pending", "answered", "delivered")][:8]
    from warden.cli.task import status_json, status_lines

    if as_json:
        emit_json({
            "sessions": [dict(s) | {"pending": [q["id"] for q in pending.get(s["id"], [])]} for s in sessions],
            "recent": [_question_json(store, q) for q in recent],
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
        click.echo(f"{askq.one_line(session_label(s), 22):<22} {s['state']:<9} {mode:<8} "
                   f"{s['profile'] or ('default' if s['managed'] else '-'):<9} {ago(s['updated_at']):<9} {askq.one_line(cwd, 60)}")
        for q in pending.get(s["id"], []):
            first = json.loads(q["questions"])[0].get("question", "")
            click.echo(f"    [question] #{q['id']} {q['status']}: {askq.one_line(str(first), 70)}")
        from warden.cli.queue import status_line

        if (line := status_line(store, s["id"])) is not None:
            click.echo(line)
    if recent:
        click.echo("\nrecent outcomes:")
        for q in recent:
            a = store.latest_answer(q["id"])
            who = f"{a['decided_by']} via {a['delivery']}" if a is not None else "-"
            detail = f" — {askq.one_line(q['detail'], 100)}" if q["status"] == "mismatch" and q["detail"] else ""
            click.echo(f"  #{q['id']:<5} {q['status']:<10} {askq.one_line(q['session_name'] or short(q['session_id']), 18):<18} {who}{detail}")
    for line in status_lines(store):
        click.echo(line)


# ------------------------------------------------------------------ questions


@cli.group()
def questions() -> None:
    """List, show and explain questions."""


def _question_json(store: Any, q: Any) -> dict[str, Any]:
    a = store.latest_answer(q["id"])
    return {
        "id": q["id"], "session_id": q["session_id"], "tool_use_id": q["tool_use_id"], "status": q["status"],
        "questions": json.loads(q["questions"]), "created_at": q["created_at"], "closed_at": q["closed_at"],
        "detail": q["detail"], "received": json.loads(q["received"]) if q["received"] else None,
        "answer": None if a is None else {
            "answer": json.loads(a["answer"]), "decided_by": a["decided_by"], "reason": a["reason"],
            "delivery": a["delivery"], "created_at": a["created_at"], "delivered_at": a["delivered_at"]},
    }


@questions.command("list")
@click.option("--status", "status_", type=click.Choice(STATUSES),
              help="Only questions in this status.")
@click.option("--session", help="Only this session (name or id).")
@click.option("--limit", default=50, show_default=True)
@click.option("--json", "as_json", is_flag=True)
def questions_list(status_: str | None, session: str | None, limit: int, as_json: bool) -> None:
    """Questions, newest first."""
    store = open_store()
    rows = store.questions(status=status_, session=session, limit=limit)
    if as_json:
        emit_json([_question_json(store, q) for q in rows])
        return
    if not rows:
        click.echo("no questions")
        return
    for q in rows:
        items = json.loads(q["questions"])
        first = items[0].get("question", "") if items and isinstance(items[0], dict) else ""
        more = f" (+{len(items) - 1})" if len(items) > 1 else ""
        click.echo(f"#{q['id']:<5} {q['status']:<10} {askq.one_line(q['session_name'] or short(q['session_id']), 16):<16} "
                   f"{ago(q['created_at']):<8} {askq.one_line(str(first), 60)}{more}")


@questions.command("show")
@click.argument("qid", type=int)
@click.option("--json", "as_json", is_flag=True)
def questions_show(qid: int, as_json: bool) -> None:
    """Every item of a question, numbered options, and how to answer."""
    from warden.deliver.record import call_of

    store = open_store()
    call = call_of(store, qid)
    q = store.question(qid)
    if as_json:
        emit_json(_question_json(store, q))
        return
    s = store.session(q["session_id"])
    click.echo(f"Question #{qid} · session {session_label(s) if s else short(q['session_id'])} · "
               f"{q['status']} · asked {ago(q['created_at'])}")
    click.echo("")
    click.echo(askq.format_call(call))
    a = store.latest_answer(qid)
    if a is not None:
        click.echo(f"\nAnswer: {askq.one_line(askq.Answer.from_json(a['answer']).describe(), 300)}")
        click.echo(f"  decided by {a['decided_by']}" + (f" ({askq.one_line(a['reason'], 200)})" if a["reason"] else "")
                   + f", delivered by {a['delivery'] or '(not yet)'}")
    if q["detail"]:
        click.echo(f"  {q['status']}: {askq.one_line(q['detail'], 500)}")
    if q["status"] == "pending":
        example = " ".join("1,2" if i.multi else "1" for i in call.items)
        click.echo("\nHow to answer (one choice per question, in order):")
        click.echo(f"  warden answer {qid} {example}")
        click.echo("  a choice is an option number, comma-joined numbers for multi-select, "
                   "--type TEXT, or --chat TEXT;")
        click.echo(f"  or refuse the whole call: warden answer {qid} --decline \"REASON\"")


@questions.command("explain")
@click.argument("qid", type=int)
@click.option("--json", "as_json", is_flag=True)
def questions_explain(qid: int, as_json: bool) -> None:
    """The answer chain's trace: who abstained and why, who decided and why."""
    store = open_store()
    from warden.deliver.record import call_of

    call_of(store, qid)
    traces = store.traces(qid)
    if as_json:
        emit_json([dict(t) for t in traces])
        return
    q = store.question(qid)
    click.echo(f"question #{qid}: {q['status']}" + (f" — {askq.one_line(q['detail'], 300)}" if q["detail"] else ""))
    if not traces:
        click.echo("  no answer chain ran (an observed session, or answered at the keyboard)")
    for t in traces:
        click.echo(f"  {t['answerer']:<10} {t['outcome']:<10} {t['elapsed'] * 1000:7.0f} ms  {askq.one_line(t['reason'] or '', 200)}")
    a = store.latest_answer(qid)
    if a is not None:
        click.echo(f"  → {a['decided_by']}: {askq.one_line(askq.Answer.from_json(a['answer']).describe(), 200)}"
                   f" (delivered by {a['delivery'] or '(not yet)'})")


# ------------------------------------------------------------------ answer


@cli.command(context_settings={"ignore_unknown_options": True})
@click.argument("qid", type=int)
@click.argument("choices", nargs=-1, type=click.UNPROCESSED)
@click.option("--by", "by", default="human:cli", show_default=True, metavar="WHO",
              help="Who decided, as recorded with the answer (e.g. agent, agent:openclaw).")
@click.option("--json", "as_json", is_flag=True)
def answer(qid: int, choices: tuple[str, ...], by: str, as_json: bool) -> None:
    """Answer question QID: one choice per question, in order.

    \b
    A choice is:
      N              option N (1-based, as `warden questions show` numbers them)
      N,M            several options of a multi-select question
      N,M --extra T  ... plus a typed extra ("Type something" in a multi-select)
      --type TEXT    free text ("Type something")
      --chat TEXT    redirect: the question is wrong, discuss instead
    Or refuse the whole call:  --decline [REASON]
    \b
    warden answer 12 2
    warden answer 13 1 1,3 --type "Postgres, with a read replica"
    """
    from warden.deliver import record as answering
    store = open_store()
    call = answering.call_of(store, qid)
    try:
        parsed = askq.parse_choices(call, list(choices))
    except askq.QuestionError as e:
        raise answering.AnswerRejected(f"{e}\n{askq.format_call(call)}") from None
    if not by.strip() or len(by) > 64 or not by.isprintable():
        raise click.BadParameter("a short printable name, e.g. agent:openclaw", param_hint="--by")
    rec = answering.record(store, qid, parsed, by.strip())
    if as_json:
        emit_json({"question_id": qid, "answer_id": rec.answer_id, "answer": rec.answer.to_json(),
                   "hook_waiting": rec.hook_waiting})
        return
    click.echo(f"question #{qid}: {askq.one_line(rec.answer.describe(), 300)}")
    click.echo(f"  recorded; {rec.route}")


# ------------------------------------------------------------------ log


def _event_line(e: Any) -> str:
    t = time.strftime("%H:%M:%S", time.localtime(e["ts"]))
    what = (e["event"] or "?") + (f"/{e['tool_name']}" if e["tool_name"] else "")
    return f"{t} #{e['id']:<6} {short(e['session_id']):<8} {what:<32} {askq.one_line(e['note'] or '', 160)}"


@cli.command()
@click.option("--session", help="Only this session (name or id).")
@click.option("--follow", "-f", is_flag=True, help="Keep printing new events.")
@click.option("--limit", default=40, show_default=True)
@click.option("--json", "as_json", is_flag=True, help="One JSON object per line, payload included.")
def log(session: str | None, follow: bool, limit: int, as_json: bool) -> None:
    """The event log: every hook payload and what warden did with it."""
    store = open_store()
    last = 0

    def show(rows: list[Any]) -> int:
        nonlocal last
        for e in rows:
            if as_json:
                d = dict(e)
                try:
                    d["payload"] = json.loads(d["payload"])
                except ValueError:
                    pass
                click.echo(json.dumps(d, ensure_ascii=False))
            else:
                click.echo(_event_line(e))
            last = max(last, e["id"])
        return len(rows)

    show(store.events(session, limit=limit))
    if follow:
        from warden.record.ingest import drain

        home = str(warden_home())
        while True:
            time.sleep(0.3)
            drain(store, home)  # hooks of unmanaged sessions only spool their events
            show(store.events(session, after=last, limit=1000))


# ------------------------------------------------------------------ doctor


@cli.command()
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


# ------------------------------------------------------------------ demo


@cli.command()
@click.option("--keep", is_flag=True, help="Keep the demo's project, Claude config and warden state.")
@click.option("--pause", type=float, default=0.0, help="Seconds to wait before the prompt, to attach and watch.")
@click.option("--timeout", type=float, default=180.0, show_default=True, help="Give up after this many seconds.")
def demo(keep: bool, pause: float, timeout: float) -> None:
    """Run a real Claude Code session under warden, against a scripted local model.

    Needs tmux and the Claude Code binary (./scripts/setup installs both); no Anthropic
    account. Prints each question, its answer, who decided, how it was delivered,
    whether it was verified, and the question-to-answer latency the model measured.
    """
    from warden.sandbox.demo import run_demo

    raise SystemExit(run_demo(keep=keep, pause=pause, timeout=timeout))


# ------------------------------------------------------------------ commands of other modules
# Each capability keeps its commands beside its code; one line here registers them.


def _register() -> None:
    from warden import plugins

    for ref in COMMAND_MODULES:
        cli.add_command(plugins.load_ref(ref))


COMMAND_MODULES: list[str] = [
    "warden.cli.decide:decide",
    "warden.cli.serve:serve",
    "warden.cli.queue:queue_group",
    "warden.cli.deliver:deliver",
    "warden.cli.deliver:drive",
    "warden.cli.task:task",
    "warden.headless.stream:stream",
]
_register()


# ------------------------------------------------------------------ entry


def main(argv: list[str] | None = None) -> int:
    try:
        cli.main(args=argv, prog_name="warden", standalone_mode=False)
    except click.exceptions.Abort:
        click.echo("aborted", err=True)
        return 130
    except KeyboardInterrupt:
        return 130
    except click.ClickException as e:
        e.show()
        return e.exit_code
    except WardenError as e:
        click.echo(f"warden: {e}", err=True)
        return 1
    except SystemExit as e:
        return int(e.code or 0) if not isinstance(e.code, str) else 1
    except Exception:
        return _crash()
    return 0


def _crash() -> int:
    import platform
    import traceback

    path = warden_home() / "crash.log"
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("a", encoding="utf-8") as f:
            f.write(f"--- {time.ctime()} warden {__version__} python {platform.python_version()} "
                    f"{platform.platform()}\nargv: {sys.argv}\n{traceback.format_exc()}\n")
        where = str(path)
    except OSError:
        where = "(could not write the crash log)"
        traceback.print_exc()
    click.echo(f"warden: internal error; details in {where}", err=True)
    return 3
