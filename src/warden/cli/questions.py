"""`warden questions list / show / explain`."""

from __future__ import annotations

import json

import click

from warden.askuser.format import format_call
from warden import kinds
from warden.text import one_line
from warden.cli.output import ago, emit_json, open_store, question_json, session_label, short, summary
from warden.store import STATUSES


@click.group()
def questions() -> None:
    """List, show and explain decisions: questions, permissions, plans, idle sessions, failures."""


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
        emit_json([question_json(store, q) for q in rows])
        return
    if not rows:
        click.echo("no questions")
        return
    for q in rows:
        more = ""
        if q["kind"] == "question":
            items = json.loads(q["questions"])
            more = f" (+{len(items) - 1})" if len(items) > 1 else ""
        click.echo(f"#{q['id']:<5} {q['kind']:<10} {q['status']:<10} "
                   f"{one_line(q['session_name'] or short(q['session_id']), 16):<16} "
                   f"{ago(q['created_at']):<8} {one_line(summary(q), 60)}{more}"
                   + (f"  [{q['tool_use_id']}]" if q["tool_use_id"] and q["kind"] != "question" else ""))


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
        emit_json(question_json(store, q))
        return
    s = store.session(q["session_id"])
    kind = kinds.of(q)
    click.echo(f"{q['kind'].capitalize()} #{qid} · session {session_label(s) if s else short(q['session_id'])} · "
               f"{q['status']} · asked {ago(q['created_at'])}"
               + (f" · call {q['tool_use_id']}" if q["tool_use_id"] else ""))
    click.echo("")
    click.echo(format_call(call) if q["kind"] == "question" else kind.show(call))
    a = store.latest_answer(qid)
    if a is not None:
        click.echo(f"\nAnswer: {one_line(kind.describe(kind.answer_of(a['answer'])), 300)}")
        click.echo(f"  decided by {a['decided_by']}" + (f" ({one_line(a['reason'], 200)})" if a["reason"] else "")
                   + f", delivered by {a['delivery'] or '(not yet)'}")
    if q["detail"]:
        click.echo(f"  {q['status']}: {one_line(q['detail'], 500)}")
    if q["status"] == "pending" and q["kind"] != "question":
        click.echo(f"\nHow to answer:\n  {kind.answer_hint(qid, call)}")
        click.echo("  an option number, with --type TEXT for what it takes; or "
                   f"warden answer {qid} --decline \"REASON\" (see `warden answer --help`)")
    elif q["status"] == "pending":
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
    click.echo(f"{q['kind']} #{qid}: {q['status']}" + (f" — {one_line(q['detail'], 300)}" if q["detail"] else ""))
    if not traces:
        click.echo("  no answer chain ran (an observed session, or answered at the keyboard)")
    for t in traces:
        click.echo(f"  {t['answerer']:<10} {t['outcome']:<10} {t['elapsed'] * 1000:7.0f} ms  {one_line(t['reason'] or '', 200)}")
    a = store.latest_answer(qid)
    if a is not None:
        kind = kinds.of(q)
        click.echo(f"  → {a['decided_by']}: {one_line(kind.describe(kind.answer_of(a['answer'])), 200)}"
                   f" (delivered by {a['delivery'] or '(not yet)'})")


# `warden decisions ...`: the same commands under the name of what they list
decisions = click.Group("decisions", commands=dict(questions.commands),
                        help="List, show and explain decisions (the same as `warden questions`).")
