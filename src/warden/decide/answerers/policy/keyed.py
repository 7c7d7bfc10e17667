"""Options named by a key: "A", "B", "C" (or "1", "2", "3"), whose meaning is in the
question's own list ("A. Stop swaps getting lost ...") or in the option's description.

A person reads such an option as what its key stands for. The question is read with each
key replaced by its meaning, and the answer names the keys again, since the keys are what
the workflow expects back.
"""

from __future__ import annotations

import re

from warden.askuser.model import Item, ItemAnswer, Option

_LETTERS = "abcdefghijklmnopqrstuvwxyz"


def _entry(key: str) -> re.Pattern[str]:
    """The question's list entry for ``key`` ("A. text", "(a) text", "1) text")."""
    return re.compile(rf"(?m)^[ \t]*(?:[-*][ \t]+)?\(?{re.escape(key)}[.):][ \t]+(\S[^\n]*)$", re.I)


def _line(question: str, key: str) -> str | None:
    m = _entry(key).search(question)
    return m.group(1).strip() if m else None


def meanings(item: Item) -> tuple[Item, dict[str, str]] | None:
    """The item with each key replaced by its meaning, and the way back from meaning to key;
    None unless every option is a key of one sequence (A, B, C... or 1, 2, 3...) with a meaning."""
    keys = [o.label.strip() for o in item.options]
    if len(keys) < 2:
        return None
    letters = [k.lower() for k in keys]
    if letters != list(_LETTERS[: len(keys)]) and keys != [str(n) for n in range(1, len(keys) + 1)]:
        return None
    options, back = [], {}
    for o, key in zip(item.options, keys):
        # a number is a value as often as a key ("How many agents? 2 / 3 / 4"): only the question's list makes it one
        meaning = _line(item.question, key) or (o.description.strip() if key.isalpha() else "")
        if not meaning or meaning in back:
            return None
        back[meaning] = o.label
        options.append(Option(meaning, o.description if meaning != o.description.strip() else ""))
    # the list moves into the options: left in the question, its words would be the question's, not the options'
    question = item.question
    for key in keys:
        question = _entry(key).sub("", question, count=1)
    return Item(question.strip() or item.question, item.header, tuple(options), item.multi), back


def keys_again(answer: ItemAnswer | None, back: dict[str, str]) -> ItemAnswer | None:
    """The answer naming the keys the question offered."""
    if answer is None or not answer.labels:
        return answer
    return ItemAnswer(answer.kind, tuple(back.get(label, label) for label in answer.labels), answer.text, answer.note)
