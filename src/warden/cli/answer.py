"""`warden answer`: answer a question from the command line."""

from __future__ import annotations

import click

from warden.askuser.choices import parse_choices
from warden.askuser.format import format_call
from warden.askuser.model import QuestionError
from warden.text import one_line
from warden.cli.output import emit_json, open_store


@click.command(context_settings={"ignore_unknown_options": True})
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
      ... --note T   after a choice: a note the model reads beside it
    Or refuse the whole call:  --decline [REASON]
    \b
    warden answer 12 2
    warden answer 12 2 --note "use the managed instance, not a container"
    warden answer 13 1 1,3 --type "Postgres, with a read replica"
    """
    from warden.deliver import record as answering
    store = open_store()
    call = answering.call_of(store, qid)
    try:
        parsed = parse_choices(call, list(choices))
    except QuestionError as e:
        raise answering.AnswerRejected(f"{e}\n{format_call(call)}") from None
    if not by.strip() or len(by) > 64 or not by.isprintable():
        raise click.BadParameter("a short printable name, e.g. agent:openclaw", param_hint="--by")
    rec = answering.record(store, qid, parsed, by.strip())
    if as_json:
        emit_json({"question_id": qid, "answer_id": rec.answer_id, "answer": rec.answer.to_json(),
                   "hook_waiting": rec.hook_waiting})
        return
    click.echo(f"question #{qid}: {one_line(rec.answer.describe(), 300)}")
    click.echo(f"  recorded; {rec.route}")
    if rec.note_warning:
        click.echo(f"  {rec.note_warning}")
