"""`warden task ...`: headless Claude Code sessions run and answered by warden."""

from __future__ import annotations

import json
import subprocess
import time
from pathlib import Path
from typing import Any

import click

from warden import kinds
from warden.text import one_line
from warden import extras
from warden.cli.output import ago, open_store, summary
from warden.headless import launch
from warden.store import Store
from warden.store import tasks as ts


def _open() -> Store:
    store = open_store()
    ts.reap_dead(store)
    return store


def _check_profile(profile: str | None) -> None:
    if profile:
        from warden import config
        from warden.home import config_path

        config.load(config_path()).profile(profile)  # fail now, not in the detached runner


def _profile_claude(profile: str | None) -> str | None:
    """The profile's ``claude`` option; a profile that is gone or broken has none."""
    from warden import config
    from warden.errors import ConfigError
    from warden.home import config_path

    try:
        return config.load(config_path()).profile(profile).headless.claude
    except ConfigError:
        return None


def _finish_output(t: Any, as_json: bool, store: Store) -> None:
    if as_json:
        click.echo(json.dumps(ts.to_json(store, t), indent=2, ensure_ascii=True, default=str))
    else:
        click.echo(f"task #{t['id']} {t['name']}: {t['state']}")
        if t["result"]:
            click.echo(one_line(t["result"], 2000))
        if t["error"] and t["state"] != "done":
            click.echo(f"  error: {one_line(t['error'], 500)}")
    if t["state"] == "failed":
        raise SystemExit(1)


@click.group("task")
def task() -> None:
    """Headless Claude Code tasks, answered by warden (the SDK protocol).

    \b
    warden task run "fix the flaky test"       starts a task in the background
    warden task list / show TASK               state, questions, output
    warden answer ID 2                         answer a question the task waits on
    warden task send TASK "now add docs"       a new turn of a finished task
    warden task stop TASK
    warden task resume SESSION                 continue a deferred `claude -p` run
    """


@task.command("run")
@click.argument("prompt")
@click.option("--name", help="A name for the task (default task-ID); also its session's name.")
@click.option("--cwd", "cwd", type=click.Path(file_okay=False, exists=True, path_type=Path), default=".",
              help="Working directory (default: here).")
@click.option("--profile", help="Profile from config.toml: the answer chain and SDK options.")
@click.option("--wait", "wait_", is_flag=True, help="Wait until the task has finished; print its result.")
@click.option("--timeout", type=float, default=None, help="With --wait: give up after this many seconds.")
@click.option("--json", "as_json", is_flag=True)
def run(prompt: str, name: str | None, cwd: Path, profile: str | None, wait_: bool, timeout: float | None,
        as_json: bool) -> None:
    """Start Claude Code headless on PROMPT, as a managed session; prints the task id."""
    extras.require("headless", "headless tasks need")
    _check_profile(profile)
    store = _open()
    tid, pid = launch.run(store, prompt, str(cwd.resolve()), name=name, profile=profile)
    if not wait_:
        t = ts.get(store, tid)
        if as_json:
            click.echo(json.dumps({"task": tid, "name": t["name"], "pid": pid}))
        else:
            click.echo(f"task #{tid} {t['name']} started (pid {pid}); `warden task show {tid}`")
        return
    _finish_output(launch.wait(store, tid, timeout), as_json, store)


@task.command("send")
@click.argument("ref", metavar="TASK")
@click.argument("message")
@click.option("--wait", "wait_", is_flag=True)
@click.option("--timeout", type=float, default=None)
@click.option("--json", "as_json", is_flag=True)
def send(ref: str, message: str, wait_: bool, timeout: float | None, as_json: bool) -> None:
    """Continue a finished TASK with a new user turn (resumes its session)."""
    extras.require("headless", "headless tasks need")
    store = _open()
    t, pid = launch.send(store, ref, message)
    if not wait_:
        click.echo(json.dumps({"task": t["id"], "pid": pid}) if as_json
                   else f"task #{t['id']} {t['name']}: new turn started (pid {pid})")
        return
    _finish_output(launch.wait(store, t["id"], timeout), as_json, store)


@task.command("stop")
@click.argument("ref", metavar="TASK")
@click.option("--timeout", type=float, default=15.0, show_default=True)
def stop(ref: str, timeout: float) -> None:
    """Stop TASK: Claude Code is ended, open questions expire."""
    store = _open()
    t, running = launch.stop(store, ref, timeout)
    if not running:
        click.echo(f"task #{t['id']} is already {t['state']}")
        return
    click.echo(f"task #{t['id']} stopped")


@task.command("done")
@click.argument("ref", metavar="TASK")
def done(ref: str) -> None:
    """Mark TASK done: a running turn is stopped first; the board files it under Done."""
    from warden.control.lifecycle import mark_done

    store = _open()
    t = ts.resolve(store, ref)
    click.echo(mark_done(store, f"task:{t['id']}", "human:cli"))


@task.command("list")
@click.option("--all", "show_all", is_flag=True, help="Include finished tasks older than a day.")
@click.option("--json", "as_json", is_flag=True)
def list_(show_all: bool, as_json: bool) -> None:
    """Tasks, newest first."""
    store = _open()
    rows = [t for t in ts.tasks(store, limit=500)
            if show_all or t["state"] in ts.ACTIVE or (time.time() - (t["finished_at"] or 0)) < 86400]
    if as_json:
        click.echo(json.dumps([ts.to_json(store, t) for t in rows], indent=2, ensure_ascii=True, default=str))
        return
    if not rows:
        click.echo("no tasks: `warden task run \"PROMPT\"` starts one")
        return
    for line in task_lines(store, rows):
        click.echo(line)


def task_lines(store: Store, rows: list[Any]) -> list[str]:
    lines = []
    for t in rows:
        lines.append(f"#{t['id']:<4} {one_line(t['name'], 18):<18} {t['state']:<8} {ago(t['updated_at']):<9} "
                     f"{one_line(t['prompt'], 60)}")
        for q in ts.open_questions(store, t):
            lines.append(f"    [{q['kind']}] #{q['id']} {q['status']}: {one_line(summary(q), 70)}")
    return lines


def status_lines(store: Store) -> list[str]:
    """What `warden status` shows of tasks: the active ones and those finished in the last hour."""
    rows = [t for t in ts.tasks(store, limit=200)
            if t["state"] in ts.ACTIVE or (time.time() - (t["finished_at"] or 0)) < 3600]
    return (["", "tasks:"] + ["  " + line for line in task_lines(store, rows)]) if rows else []


def status_json(store: Store) -> list[dict[str, Any]]:
    return [ts.to_json(store, t) for t in ts.tasks(store, limit=50)]


@task.command("show")
@click.argument("ref", metavar="TASK")
@click.option("--lines", default=40, show_default=True, help="Output lines to show.")
@click.option("--json", "as_json", is_flag=True)
def show(ref: str, lines: int, as_json: bool) -> None:
    """A task: state, session, questions and output."""
    store = _open()
    t = ts.resolve(store, ref)
    if as_json:
        click.echo(json.dumps(ts.to_json(store, t, with_output=True), indent=2, ensure_ascii=True, default=str))
        return
    click.echo(f"task #{t['id']} {one_line(t['name'], 60)} · {t['state']} · started {ago(t['created_at'])} · "
               f"cwd {one_line(t['cwd'], 200)}")
    click.echo(f"  session {one_line(t['session_id'] or '-', 60)} · profile {one_line(t['profile'] or 'default', 40)} · "
               f"turns {t['turns']} · cost ${t['cost_usd'] or 0:.4f}")
    if t["error"] and t["state"] != "done":
        click.echo(f"  error: {one_line(t['error'], 500)}")
    for q in ts.questions(store, t):
        a = store.latest_answer(q["id"])
        kind = kinds.of(q)
        who = f" — {a['decided_by']}: {one_line(kind.describe(kind.answer_of(a['answer'])), 80)}" if a else ""
        click.echo(f"  [{q['kind']}] #{q['id']} {q['status']}: {one_line(summary(q), 70)}{who}")
    click.echo("")
    for o in ts.output(store, t["id"], limit=lines):
        stamp = time.strftime("%H:%M:%S", time.localtime(o["ts"]))
        click.echo(f"{stamp} {o['kind']:<10} {one_line(o['text'], 200)}")


@task.command("resume", context_settings={"ignore_unknown_options": True})
@click.argument("session")
@click.argument("extra", nargs=-1, type=click.UNPROCESSED)
@click.option("--claude", "claude", help="Claude Code binary (default: $WARDEN_CLAUDE_BIN, else the profile's "
              "`claude`, else `claude` on PATH, else the one bundled with claude-agent-sdk).")
def resume(session: str, extra: tuple[str, ...], claude: str | None) -> None:
    """Continue a `claude -p` run whose question was deferred: `claude -p --resume SESSION`.

    The hook delivers the recorded answer (`warden answer`) and the run goes on; its
    stream-json output goes to stdout (pipe it to `warden stream parse -`). Arguments
    after the session go to Claude Code.
    """
    from warden import claude as binaries
    from warden.headless import defer

    store = _open()
    sid = store.resolve_session(session)
    pending = [q for q in store.open_questions(sid) if q["deferred_at"] is not None and q["status"] == "pending"]
    if pending:
        click.echo(f"warden: question #{pending[0]['id']} has no answer yet; the run will defer it again "
                   f"(`warden questions show {pending[0]['id']}`)", err=True)
    row = store.session(sid)
    binary = binaries.need(claude, profile=_profile_claude(row["profile"] if row is not None else None))
    env = defer.resume_env(store, sid)
    store.close()
    cwd = row["cwd"] if row is not None and row["cwd"] and Path(row["cwd"]).is_dir() else None
    proc = subprocess.run(defer.resume_command(sid, binary, list(extra)), cwd=cwd, env=env, stdin=subprocess.DEVNULL)
    raise SystemExit(proc.returncode)
