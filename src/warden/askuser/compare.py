"""What Claude Code received, compared with what was intended (PostToolUse).

An answer may arrive as the hook wrote it or as the picker writes keystrokes, which
quotes some parts of a multi-select answer; both count as the intended answer. An answer
given at the keyboard, with no intent to compare, is read back as an ``Answer``.
"""

from __future__ import annotations

# Imported by PostToolUse ingestion, like model.py: no dataclasses, typing or re.
from warden.askuser.hook_output import answer_text
from warden.askuser.model import MULTI_JOIN, Answer, Call, Item, ItemAnswer, Value, multi, select, typed

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def norm(text: str) -> str:
    """Whitespace runs collapsed to one space, ends stripped."""
    return " ".join(text.split())


def picker_part(text: str) -> str:
    """How the picker writes one part of a multi-select answer: a part holding a comma or
    a double quote is quoted CSV-style, ``"a, \\"b\\""`` (seen on 2.1.332; an answer given
    through the hook's updatedInput is taken as written)."""
    if "," in text or '"' in text:
        return '"' + text.replace('"', '\\"') + '"'
    return text


def unquote_part(text: str) -> str:
    """The text of a part :func:`picker_part` quoted (other text as it is)."""
    if len(text) >= 2 and text[0] == '"' and text[-1] == '"' and picker_part(text[1:-1].replace('\\"', '"')) == text:
        return text[1:-1].replace('\\"', '"')
    return text


def split_multi(item: Item, received: str) -> tuple[set[str], str]:
    """Split a multi-select answer string into (labels, typed extra).

    Labels may themselves contain ", " (and one label may begin with another), so the
    string is matched against the known labels in option order, each as written or as
    the picker quotes it (:func:`picker_part`), trying every way and keeping the one
    that explains the most of it; what is left is the typed extra, returned as received
    (see :func:`unquote_part`).
    """
    forms = [tuple(dict.fromkeys((norm(label), norm(picker_part(label))))) for label in item.labels]
    best: tuple[set[str], str] = (set(), norm(received))

    def walk(start: int, rest: str, chosen: frozenset[str]) -> None:
        nonlocal best
        if len(rest) < len(best[1]) or (len(rest) == len(best[1]) and len(chosen) > len(best[0])):
            best = (set(chosen), rest)
        for j in range(start, len(item.labels)):
            for form in forms[j]:
                if rest == form:
                    walk(j + 1, "", chosen | {item.labels[j]})
                elif rest.startswith(form + ","):
                    walk(j + 1, rest[len(form) + 1 :].lstrip(), chosen | {item.labels[j]})

    walk(0, norm(received), frozenset())
    return best


def multi_renderings(item: Item, a: ItemAnswer) -> set[str]:
    """The strings a multi-select answer arrives as: joined as written (the hook's
    delivery) or with each part quoted the way the picker quotes it (keystrokes)."""
    parts = [label for label in item.labels if label in a.labels] + ([a.text] if a.text else [])
    return {norm(MULTI_JOIN.join(parts)), norm(MULTI_JOIN.join(picker_part(p) for p in parts))}


class Received(dict):
    """What Claude Code received (``tool_response.answers``, keyed by question text), with
    the notes beside the choices (``tool_response.annotations``: ``{question: {"notes": ...}}``)
    as ``annotations``. It is the answers map itself, so whoever only needs the answers
    reads it as before."""

    def __init__(self, answers: dict[str, Any], annotations: Any = None):
        super().__init__(answers)
        self.annotations: dict[str, Any] = annotations if isinstance(annotations, dict) else {}

    def note(self, question: str) -> str | None:
        entry = self.annotations.get(question)
        note = entry.get("notes") if isinstance(entry, dict) else None
        return note if isinstance(note, str) else None


class Comparison(Value):
    __slots__ = ("ok", "differences")
    _defaults = {"differences": []}
    ok: bool
    differences: list[str]


def compare(call: Call, intent: Answer, received: dict[str, Any]) -> Comparison:
    """Compare what Claude Code received (tool_response.answers) with the intent."""
    if intent.decline is not None:
        return Comparison(False, ["a declined call was answered"])
    diffs = []
    for item, a in zip(call.items, intent.items):
        got = received.get(item.question)
        if a.kind == "chat":
            continue
        if not isinstance(got, str):
            diffs.append(f"{item.question!r}: expected {answer_text(item, a)!r}, received nothing")
            continue
        if a.kind == "multi":
            ok = norm(got) in multi_renderings(item, a)
            if not ok:
                labels, extra = split_multi(item, got)
                ok = labels == set(a.labels) and norm(extra) in (norm(a.text), norm(picker_part(a.text)))
        elif a.kind == "type" and item.multi:
            # typed into a multi-select's "Type something": the picker quotes it like a part
            ok = norm(got) in (norm(a.text), norm(picker_part(a.text)))
        else:
            ok = norm(got) == norm(answer_text(item, a))
        if not ok:
            diffs.append(f"{item.question!r}: expected {answer_text(item, a)!r}, received {got!r}")
        if a.note and isinstance(received, Received):
            note = received.note(item.question)
            if note is None or norm(note) != norm(a.note):
                diffs.append(f"{item.question!r}: expected the note {a.note!r}, received "
                             + ("no note" if note is None else repr(note)))
    return Comparison(not diffs, diffs)


def received_answer(call: Call, received: dict[str, Any]) -> Answer:
    """Interpret the answers Claude Code received as an Answer (for keyboard answers)."""
    items = []
    for item in call.items:
        got = received.get(item.question)
        got = got if isinstance(got, str) else ""
        if item.multi:
            labels, extra = split_multi(item, got)
            a = multi([x for x in item.labels if x in labels], unquote_part(extra))
        elif got in item.labels:
            a = select(got)
        else:
            a = typed(got)
        note = received.note(item.question) if isinstance(received, Received) else None
        items.append(a.with_note(note) if note else a)
    return Answer(tuple(items))
