"""Checking a decision against the call it answers."""

from __future__ import annotations

# On the hook's inline-answer path, like model.py: no dataclasses, typing or re.
from warden.askuser.model import Answer, Call, ItemAnswer, QuestionError

MAX_NOTE = 2000  # characters: a note is a sentence or two beside a choice, not a document

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable


def typable(answer: Answer, refused: Callable[[str], str | None] | None = None) -> None:
    """Refuse, where it enters (a person's or an agent's answer), text that could not be
    delivered as given, whichever route delivers it: text that is not one typable line
    (``warden.text.untypable``), and redirect or decline text that Claude Code's prompt
    would take as bash or memory mode, or a slash command ``refused`` says no to."""
    from warden.text import mode_prefix, untypable

    texts = [("a decline reason", answer.decline.reason, True)] if answer.decline is not None else []
    for n, a in enumerate(answer.items, 1):
        if a.text:
            texts.append((f"answer {n}'s {'redirect' if a.kind == 'chat' else 'typed'} text", a.text, a.kind == "chat"))
        if a.note:
            texts.append((f"answer {n}'s note", a.note, False))
    for where, text, prompt in texts:
        why = untypable(text) or (mode_prefix(text) if prompt else None) or (
            refused(text) if prompt and refused is not None else None)
        if why:
            raise QuestionError(f"{where}: {why}")


def validate(call: Call, answer: Answer) -> Answer:
    """Check ``answer`` against ``call``; return it with multi labels in option order."""
    if answer.decline is not None:
        return answer
    if len(answer.items) != len(call.items):
        raise QuestionError(
            f"the call has {len(call.items)} question(s) but {len(answer.items)} answer(s) were given"
        )
    fixed = []
    for n, (item, a) in enumerate(zip(call.items, answer.items), 1):
        where = f"question {n} ({item.header or item.question[:40]})"
        if a.kind == "select":
            if len(a.labels) != 1 or a.labels[0] not in item.labels:
                raise QuestionError(f"{where}: {a.labels!r} is not one of its options")
            if item.multi:
                a = ItemAnswer("multi", a.labels, "", a.note)
        elif a.kind == "multi":
            if not item.multi:
                if len(a.labels) == 1 and not a.text:
                    a = ItemAnswer("select", a.labels, "", a.note)
                else:
                    raise QuestionError(f"{where} is single-select; choose one option")
            unknown = [x for x in a.labels if x not in item.labels]
            if unknown:
                raise QuestionError(f"{where}: {unknown!r} not among its options")
            if not a.labels and not a.text.strip():
                raise QuestionError(f"{where}: choose at least one option")
            if a.kind == "multi":
                order = {label: i for i, label in enumerate(item.labels)}
                a = ItemAnswer("multi", tuple(sorted(set(a.labels), key=order.__getitem__)), a.text, a.note)
        elif a.kind in ("type", "chat"):
            if not a.text.strip():
                raise QuestionError(f"{where}: the {a.kind} text is empty")
        if a.note:
            if a.kind == "chat":
                raise QuestionError(f"{where}: a redirect carries its own text; a note goes beside a choice")
            if len(a.note) > MAX_NOTE:
                raise QuestionError(f"{where}: the note is longer than {MAX_NOTE} characters")
            if not a.note.strip():
                a = a.with_note("")
        fixed.append(a)
    return Answer(tuple(fixed))
