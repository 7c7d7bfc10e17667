"""`warden demo`: a real Claude Code session supervised end to end, on this machine alone.

It starts warden's scripted model server (an Anthropic-compatible stand-in, so no
account is needed), prepares a throwaway project with planning files and a private
Claude Code config with warden's hooks installed, and runs the real Claude Code in tmux
as a managed session in plan mode. The scripted model walks a short project-setup workflow
that asks several kinds of questions, then plans the first phase: a plan to approve, and
tool calls that need permission once it is approved. warden's answer chain decides them
(the policy where the project's files and the permission judge decide, else a person —
played by the demo through `warden answer`, exactly as you would: it approves the plan
and refuses to let the planning files be deleted). At the end it prints, for each question, the answer, who decided,
how it was delivered, whether PostToolUse verified it, and the latency from question to
answer as the model server measured it. It ends by pointing at the board (the command and
its login link) with the demo's history on it; ``--ask-me`` first leaves one question
for a person to answer on the board (``warden.sandbox.demo_board``).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from warden.askuser.model import Answer, Call
from warden.text import one_line


def summary(q: Any) -> str:
    from warden import kinds

    kind = kinds.of(q)
    return kind.summary(kind.offer_from_stored(q))
from warden.errors import WardenError

PROMPT = "start a new project for a team expense tracker"
# then, in plan mode: a plan to approve, and the tool calls that need permission after it
PROMPT_PLAN = "plan the first phase"
# the person's word on a held permission (the demo plays the person)
KEEP = "Keep .planning/: the roadmap and the decisions live there."
PLANNING = {
    "PROJECT.md": """# Expense tracker

An internal tool for the team to submit and approve expenses.

## Decisions
- Backend: FastAPI + PostgreSQL (the team runs Postgres already).
- Work is split into vertical slices: each phase ships a usable feature.
""",
    "ROADMAP.md": """# Roadmap

## Phase 1: submit and approve
Receipt upload, approval flow.

## Phase 2: reporting
CSV export.
""",
    "STATE.md": "Current phase: 1 (planning).\n",
}


PERSON_DELAY = 1.5


class DemoError(WardenError):
    pass


@dataclass
class Row:
    qid: int
    question: str
    answer: str
    decided_by: str
    delivery: str
    status: str
    latency_ms: float | None
    reason: str
    kind: str = "question"
    tool_use_id: str | None = None


def run_demo(keep: bool = False, pause: float = 0.0, timeout: float = 180.0, echo: Any = print,
             ask_me: bool = False, ask_timeout: float = 900.0) -> int:
    from warden import install as inst
    from warden.decide import chain
    from warden.sandbox.model_server import ScriptedModelServer
    from warden.sandbox.claude_install import ensure_claude
    from warden.sandbox.claude_session import ClaudeSession, claude_env, prepare_config_dir

    from warden import tmux

    if tmux.version() is None:
        raise DemoError("tmux is not installed (scripts/setup installs it)")
    echo("warden demo: a real Claude Code session, supervised by warden")
    binary = ensure_claude()
    root = Path(tempfile.mkdtemp(prefix="warden-demo-"))
    home, project, config = root / "warden-home", root / "project", root / "claude-config"
    for d in (home, project / ".planning", config):
        d.mkdir(parents=True)
    for name, text in PLANNING.items():
        (project / ".planning" / name).write_text(text)
    try:
        chain.factory("policy")
        # a user rule, as a profile would carry one: the open question gets a typed answer
        answerers = ('[{ answerer = "policy", rules = [{ question = "anything else", choose = '
                     '{ type = "text", text = "An audit log of every approval, exportable with the CSV" } }] }, '
                     '"human"]')
    except chain.UnknownAnswerer:
        answerers = '[{ answerer = "first", budget = 0 }, "human"]'
    (home / "config.toml").write_text(f"[profiles.demo]\nchain = {answerers}\nbudget = 60\n")
    env_warden = {"WARDEN_HOME": str(home), "WARDEN_SESSION": "demo", "WARDEN_PROFILE": "demo"}
    prepare_config_dir(config, project)
    inst.install(config / "settings.json")

    server = ScriptedModelServer("demo").start()
    socket = f"warden-demo-{os.getpid()}"
    session = ClaudeSession(cwd=project, env=claude_env(config, server.url, env_warden),
                            args=["--permission-mode", "plan"], binary=binary, socket_name=socket,
                            session_name="demo")
    old_home = os.environ.get("WARDEN_HOME")
    os.environ["WARDEN_HOME"] = str(home)
    try:
        session.start()
        echo(f"  Claude Code {_version(binary)} in tmux; watch it:  tmux -L {socket} attach -t demo")
        echo(f"  model: scripted server at {server.url}; warden state: {home}")
        session.wait_ready(timeout=60)
        if pause:
            echo(f"  waiting {pause:g}s so you can attach ...")
            time.sleep(pause)
        seen: dict[int, float] = {}
        for prompt in (PROMPT, PROMPT_PLAN):
            echo(f"  prompt: {prompt!r}\n")
            session.type_prompt(prompt)
            _supervise(session, server, home, timeout, echo, seen)
        rows = _report_rows(home, server)
        _print_report(rows, echo)
        # a deny is settled as declined, and the model must have read the person's reason
        read = {c.tool_use_id for c in server.tool_calls(None) if c.is_error and c.result_text == KEEP}
        bad = [r for r in rows if r.status != "verified" and not (r.status == "declined" and r.tool_use_id in read)]
        echo("")
        if bad or not rows:
            echo(f"demo finished with {len(bad)} unverified decision(s)" if rows else "demo asked no questions")
            return 1
        people = len({r.qid for r in rows if r.decided_by.startswith("human")})
        how = "autonomously" if not people else f"({people} by a person at the CLI)"
        echo(f"demo finished: {len({r.qid for r in rows if r.qid})} decisions (questions, a plan, permissions) "
             f"made {how}, every answer verified by PostToolUse, the deny read by the model")
        if ask_me:
            from warden.sandbox import demo_board

            landed = demo_board.ask_me(session, home, echo, lambda t: _supervise(
                session, server, home, t, echo, seen, play=False), ask_timeout)
            if not landed:
                return 1
        return 0
    finally:
        from warden.sandbox import demo_board

        demo_board.pointer(home, root, echo)
        session.close()
        server.stop()
        if old_home is None:
            os.environ.pop("WARDEN_HOME", None)
        else:
            os.environ["WARDEN_HOME"] = old_home
        if keep:
            echo(f"  kept {root} (WARDEN_HOME={home} warden status)")
        else:  # the store stays, for the board
            shutil.rmtree(project, ignore_errors=True)
            shutil.rmtree(config, ignore_errors=True)


def _version(binary: Path) -> str:
    try:
        out = subprocess.run([str(binary), "--version"], capture_output=True, text=True, timeout=30).stdout
        return out.split()[0] if out.split() else "?"
    except (OSError, subprocess.SubprocessError):
        return "?"


def _supervise(session: Any, server: Any, home: Path, timeout: float, echo: Any, seen: dict[int, float],
               play: bool = True) -> None:
    """Wait for the workflow to end; play the person for decisions left to a human
    (unless ``play`` is off: a real person answers, on the board)."""
    from warden.record.ingest import open_store

    import json

    end = time.monotonic() + timeout
    played: set[int] = set()
    stops = _stops(home)  # the turn ends with a Stop newer than these
    while time.monotonic() < end:
        store = open_store(str(home))
        try:
            for q in store.questions(limit=50)[::-1]:
                if q["id"] not in seen:
                    seen[q["id"]] = time.monotonic()
                    if q["kind"] == "question":
                        items = Call.from_questions(json.loads(q["questions"])).items
                        echo(f"  question #{q['id']}: " + " | ".join(one_line(i.question, 70) for i in items))
                    else:
                        echo(f"  {q['kind']} #{q['id']}: {one_line(summary(q), 90)}")
                waiting = q["hook_until"] is not None and q["hook_until"] > time.time()
                # a person reads for a moment; the automatic answerers decide in milliseconds
                if (play and q["status"] == "pending" and waiting and q["id"] not in played
                        and time.monotonic() - seen[q["id"]] > PERSON_DELAY):
                    played.add(q["id"])
                    _play_person(q, echo)
            session_row = store.newest_session()
            calls = server.tool_calls(None)
            still_open = store.count_open()
            stopped = len(store.events(event="Stop", limit=10000)) > stops
            finished = (bool(calls) and all(c.answered for c in calls) and session_row is not None
                        and session_row["state"] == "stopped" and still_open == 0 and stopped)
        finally:
            store.close()
        if finished:
            return
        if not session.alive:
            raise DemoError(f"Claude Code exited early; its screen:\n{session.screen()}")
        time.sleep(0.2)
    raise DemoError(f"the workflow did not finish within {timeout:g}s; the screen:\n{session.screen()}")


def _stops(home: Path) -> int:
    from warden.record.ingest import open_store

    store = open_store(str(home))
    try:
        return len(store.events(event="Stop", limit=10000))
    finally:
        store.close()


def _play_person(q: Any, echo: Any) -> None:
    """Answer as a person at the CLI would: read the question, pick, `warden answer`;
    approve the plan; refuse to let the planning files be deleted."""
    import json

    choices = []
    if q["kind"] == "plan":
        choices = ["1"]
    elif q["kind"] == "permission":
        choices = ["--decline", KEEP]
    else:
        for item in Call.from_questions(json.loads(q["questions"])).items:
            if item.multi:
                choices.append(",".join(str(i) for i in range(1, len(item.options) + 1)))
            else:
                choices.append("1")
    args = [sys.executable, "-m", "warden", "answer", str(q["id"]), *choices]
    import shlex

    echo(f"    (a person answers: warden answer {q['id']} {shlex.join(choices)})")
    r = subprocess.run(args, capture_output=True, text=True, env=os.environ.copy())
    if r.returncode != 0:
        echo(f"    warden answer failed: {r.stderr.strip()}")


def _report_rows(home: Path, server: Any) -> list[Row]:
    import json

    from warden.record.ingest import open_store

    from warden import kinds

    latencies = {c.tool_use_id: c.latency for c in server.tool_calls(None)}
    store = open_store(str(home))
    rows = []
    for q in store.questions(limit=100)[::-1]:
        if q["kind"] != "question":
            kind = kinds.of(q)
            a = store.latest_answer(q["id"])
            lat = latencies.get(q["tool_use_id"])
            rows.append(Row(q["id"], summary(q), kind.describe(kind.answer_of(a["answer"])) if a is not None else "-",
                            a["decided_by"] if a is not None else "-", (a["delivery"] or "-") if a is not None else "-",
                            q["status"], lat * 1000 if lat is not None else None,
                            (a["reason"] or "") if a is not None else "", q["kind"], q["tool_use_id"]))
            continue
        call = Call.from_questions(json.loads(q["questions"]))
        a = store.latest_answer(q["id"])
        answer = Answer.from_json(a["answer"]) if a is not None else None
        lat = latencies.get(q["tool_use_id"])
        for n, item in enumerate(call.items):
            rows.append(Row(
                q["id"] if n == 0 else 0, item.question,
                answer.items[n].describe() if answer is not None and answer.items else "-",
                a["decided_by"] if a is not None else "-", a["delivery"] or "-" if a is not None else "-",
                q["status"], lat * 1000 if lat is not None and n == 0 else None,
                (a["reason"] or "") if a is not None and n == 0 else "",
            ))
    store.close()
    return rows


def _print_report(rows: list[Row], echo: Any) -> None:
    echo("\nreport")
    echo(f"{'#':>3}  {'question':<44} {'answer':<28} {'decided by':<11} {'delivery':<8} {'outcome':<9} {'latency':>8}")
    for r in rows:
        lat = f"{r.latency_ms:6.0f} ms" if r.latency_ms is not None else ""
        qid = str(r.qid) if r.qid else ""
        echo(f"{qid:>3}  {one_line(r.question, 44):<44} {one_line(r.answer, 28):<28} "
             f"{r.decided_by:<11} {r.delivery:<8} {r.status:<9} {lat:>8}")
        if r.reason:
            echo(f"{'':>5}why: {one_line(r.reason, 100)}")
