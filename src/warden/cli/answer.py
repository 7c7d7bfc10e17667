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
    """Answer decision QID: a question (one choice per question, in order), a permission,
    a plan, an idle session or a failure (one option, numbered as the dialog numbers it).

    \b
    A question's choice is:
      N              option N (1-based, as `warden questions show` numbers them)
      N,M            several options of a multi-select question
      N,M --extra T  ... plus a typed extra ("Type something" in a multi-select)
      --type TEXT    free text ("Type something")
      --chat TEXT    redirect: the question is wrong, discuss instead
      ... --note T   after a choice: a note the model reads beside it
    Or refuse the whole call:  --decline [REASON]
    \b
    A permission, plan, idle session or failure:
      N              option N (1 = allow / approve; see `warden questions show ID`)
      --type TEXT    what the option takes: the message Claude reads, the plan feedback,
                     the prompt to type into an idle session
      --edit JSON    (a permission) allow an edited call: fields replacing the input's
      --command CMD  (a permission) allow, running CMD instead of the Bash command
      --queue CMD    (an idle session) commands to run in turn; repeat for more
      --decline [REASON]  deny the call, reject the plan, leave it; REASON reaches Claude
    \b
    warden answer 12 2
    warden answer 12 2 --note "use the managed instance, not a container"
    warden answer 13 1 1,3 --type "Postgres, with a read replica"
    warden answer 14 --decline "use the project's tmp/ folder, not /tmp"
    warden answer 15 1 --command "pytest -x tests/unit"
    """
    from warden import kinds
    from warden.deliver import record as answering
    store = open_store()
    call = answering.call_of(store, qid)
    kind = kinds.of(store.question(qid))
    try:
        if kind.name == "question":
            parsed = parse_choices(call, list(choices))
        else:
            parsed = kind.parse_choices(call, list(choices))
    except QuestionError as e:
        raise answering.AnswerRejected(f"{e}\n{format_call(call)}") from None
    except ValueError as e:
        raise answering.AnswerRejected(f"{e}\n{kind.show(call)}") from None
    if not by.strip() or len(by) > 64 or not by.isprintable():
        raise click.BadParameter("a short printable name, e.g. agent:openclaw", param_hint="--by")
    rec = answering.record(store, qid, parsed, by.strip())
    if as_json:
        emit_json({"question_id": qid, "answer_id": rec.answer_id, "answer": rec.answer.to_json(),
                   "hook_waiting": rec.hook_waiting})
        return
    click.echo(f"{kind.name} #{qid}: {one_line(kind.describe(rec.answer), 300)}")
    click.echo(f"  recorded; {rec.route}")
    if rec.note_warning:
        click.echo(f"  {rec.note_warning}")
