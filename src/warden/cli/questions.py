"""`warden questions list / show / explain`."""

from __future__ import annotations

import json

import click

from warden.askuser.format import format_call
from warden.askuser.model import Answer
from warden.text import one_line
from warden.cli.output import ago, emit_json, open_store, question_json, session_label, short
from warden.store import STATUSES


@click.group()
def questions() -> None:
    """List, show and explain questions."""


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
        items = json.loads(q["questions"])
        first = items[0].get("question", "") if items and isinstance(items[0], dict) else ""
        more = f" (+{len(items) - 1})" if len(items) > 1 else ""
        click.echo(f"#{q['id']:<5} {q['status']:<10} {one_line(q['session_name'] or short(q['session_id']), 16):<16} "
                   f"{ago(q['created_at']):<8} {one_line(str(first), 60)}{more}")


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
    click.echo(f"Question #{qid} · session {session_label(s) if s else short(q['session_id'])} · "
               f"{q['status']} · asked {ago(q['created_at'])}")
    click.echo("")
    click.echo(format_call(call))
    a = store.latest_answer(qid)
    if a is not None:
        click.echo(f"\nAnswer: {one_line(Answer.from_json(a['answer']).describe(), 300)}")
        click.echo(f"  decided by {a['decided_by']}" + (f" ({one_line(a['reason'], 200)})" if a["reason"] else "")
                   + f", delivered by {a['delivery'] or '(not yet)'}")
    if q["detail"]:
        click.echo(f"  {q['status']}: {one_line(q['detail'], 500)}")
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
    click.echo(f"question #{qid}: {q['status']}" + (f" — {one_line(q['detail'], 300)}" if q["detail"] else ""))
    if not traces:
        click.echo("  no answer chain ran (an observed session, or answered at the keyboard)")
    for t in traces:
        click.echo(f"  {t['answerer']:<10} {t['outcome']:<10} {t['elapsed'] * 1000:7.0f} ms  {one_line(t['reason'] or '', 200)}")
    a = store.latest_answer(qid)
    if a is not None:
        click.echo(f"  → {a['decided_by']}: {one_line(Answer.from_json(a['answer']).describe(), 200)}"
                   f" (delivered by {a['delivery'] or '(not yet)'})")
