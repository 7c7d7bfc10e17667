"""Decisions as people and external agents write them: numbered choices on the command
line (``warden answer``) and driver actions with 0-based indices (board API, ``warden deliver``)."""

from __future__ import annotations

from warden.askuser.model import Answer, Call, Decline, Item, ItemAnswer, QuestionError, chat, multi, select, typed
from warden.askuser.validate import validate

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def parse_choices(call: Call, tokens: list[str]) -> Answer:
    """Build an answer from command-line tokens, one choice per item, in order.

    A choice is an option number (1-based, as shown), comma-joined numbers for a
    multi-select item, ``--type TEXT`` for free text, or ``--chat TEXT`` for a redirect.
    ``--extra TEXT`` right after a multi-select item's numbers adds a typed extra.
    ``--note TEXT`` right after a choice adds a note beside it (not to a redirect).
    ``--decline [REASON]`` alone refuses the whole call.
    """
    toks = list(tokens)
    if toks and toks[0] == "--decline":
        if len(toks) > 2:
            raise QuestionError("--decline takes one optional REASON and no other choices")
        return Answer(decline=Decline(toks[1] if len(toks) == 2 else ""))
    items: list[ItemAnswer] = []
    n = 0
    while toks:
        tok = toks.pop(0)
        n += 1
        if n > len(call.items):
            raise QuestionError(f"too many choices: the call has {len(call.items)} question(s)")
        item = call.items[n - 1]
        if tok in ("--type", "--chat"):
            if not toks:
                raise QuestionError(f"{tok} needs a TEXT")
            text = toks.pop(0)
            items.append(typed(text) if tok == "--type" else chat(text))
            _take_note(toks, items)
            continue
        if tok in ("--extra", "--decline", "--note"):
            raise QuestionError(f"{tok} is out of place (see `warden answer --help`)")
        numbers = _numbers(tok, item, n)
        if item.multi:
            extra = ""
            if toks and toks[0] == "--extra":
                toks.pop(0)
                if not toks:
                    raise QuestionError("--extra needs a TEXT")
                extra = toks.pop(0)
            items.append(multi([item.options[i].label for i in numbers], extra))
        else:
            if len(numbers) != 1:
                raise QuestionError(f"question {n} is single-select: give one option number")
            items.append(select(item.options[numbers[0]].label))
        _take_note(toks, items)
    if len(items) < len(call.items):
        missing = call.items[len(items)]
        raise QuestionError(
            f"no choice given for question {len(items) + 1} ({missing.header or missing.question[:40]}): "
            f"the call has {len(call.items)} question(s), answer each in order"
        )
    return validate(call, Answer(tuple(items)))


def _take_note(toks: list[str], items: list[ItemAnswer]) -> None:
    """``--note TEXT`` right after a choice: the note beside it."""
    if toks and toks[0] == "--note":
        toks.pop(0)
        if not toks:
            raise QuestionError("--note needs a TEXT")
        items[-1] = items[-1].with_note(toks.pop(0))


def _looks_numeric(token: str) -> bool:
    parts = token.split(",")
    return all(p.strip().isdigit() and p.strip().isascii() for p in parts)


def _numbers(token: str, item: Item, n: int) -> list[int]:
    if not _looks_numeric(token):
        raise QuestionError(
            f"question {n}: {token!r} is not an option number (use 1-{len(item.options)}"
            + (", comma-joined for several" if item.multi else "")
            + ")"
        )
    out = []
    for part in token.split(","):
        k = int(part)
        if not 1 <= k <= len(item.options):
            raise QuestionError(f"question {n}: option {k} does not exist (1-{len(item.options)})")
        out.append(k - 1)
    return out


def parse_actions(call: Call, actions: Any) -> Answer:
    """Build an answer from driver actions (0-based indices), as external agents send them:
    ``{"action":"select","optionIndex":1}``, ``{"action":"multi-select","selectedIndices":[0,2]}``,
    ``{"action":"type","text":"..."}``, ``{"action":"chat","text":"..."}``."""
    if not isinstance(actions, list):
        raise QuestionError("actions must be a JSON array, one action per question")
    if len(actions) != len(call.items):
        raise QuestionError(f"the call has {len(call.items)} question(s) but {len(actions)} action(s) were given")
    items = []
    for n, (item, act) in enumerate(zip(call.items, actions), 1):
        if not isinstance(act, dict):
            raise QuestionError(f"action {n} is not an object")
        kind = act.get("action")

        def index(i: Any) -> str:
            if not isinstance(i, int) or isinstance(i, bool) or not 0 <= i < len(item.options):
                raise QuestionError(f"action {n}: option index {i!r} out of range 0-{len(item.options) - 1}")
            return item.options[i].label

        if kind == "select":
            items.append(select(index(act.get("optionIndex"))))
        elif kind == "multi-select":
            idx = act.get("selectedIndices")
            if not isinstance(idx, list):
                raise QuestionError(f"action {n}: selectedIndices must be a list")
            text = act.get("text", "")
            items.append(multi([index(i) for i in idx], text if isinstance(text, str) else ""))
        elif kind in ("type", "chat"):
            text = act.get("text")
            if not isinstance(text, str):
                raise QuestionError(f"action {n}: {kind} needs a text")
            items.append(typed(text) if kind == "type" else chat(text))
        else:
            raise QuestionError(f"action {n}: unknown action {kind!r} (select, multi-select, type, chat)")
        note = act.get("note")
        if note is not None:
            if not isinstance(note, str):
                raise QuestionError(f"action {n}: note must be a text")
            if note.strip():
                items[-1] = items[-1].with_note(note.strip())
    return validate(call, Answer(tuple(items)))
