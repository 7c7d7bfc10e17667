"""The shapes of an AskUserQuestion call and of a decision for it.

A call (``Call``) holds 1-4 items (``Item``), each a question with its options; a
decision (``Answer``) holds one ``ItemAnswer`` per item, or a ``Decline`` of the whole
call. ``Call.from_tool_input`` is the one parser of the tool's input; the shapes turn to
and from JSON for the store.
"""

from __future__ import annotations

import sys

from warden import fastjson as json

# This module is on the hook's inline-answer path: it avoids dataclasses, typing and re,
# whose imports cost more than everything else the hook does.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Literal

    Kind = Literal["select", "multi", "type", "chat"]

TOOL_NAME = "AskUserQuestion"
MULTI_JOIN = ", "
KINDS: tuple[str, ...] = ("select", "multi", "type", "chat")


class Value:
    """A small immutable-by-convention value: equality, hash and repr from its slots."""

    __slots__: tuple[str, ...] = ()

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        defaults = getattr(type(self), "_defaults", {})
        for name, arg in zip(self.__slots__, args):
            object.__setattr__(self, name, arg)
        for name in self.__slots__[len(args):]:
            object.__setattr__(self, name, kwargs.pop(name) if name in kwargs else defaults[name])
        if kwargs:
            raise TypeError(f"unexpected {sorted(kwargs)}")

    def _key(self) -> tuple[Any, ...]:
        return tuple(getattr(self, n) for n in self.__slots__)

    def __eq__(self, other: object) -> bool:
        return type(self) is type(other) and self._key() == other._key()  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash((type(self).__name__, *self._key()))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(f'{n}={getattr(self, n)!r}' for n in self.__slots__)})"


class QuestionError(ValueError):
    """A call or an answer that does not fit AskUserQuestion's shape."""


class Option(Value):
    __slots__ = ("label", "description")
    _defaults = {"description": ""}
    label: str
    description: str


class Item(Value):
    """One question of a call."""

    __slots__ = ("question", "header", "options", "multi")
    _defaults = {"multi": False}
    question: str
    header: str
    options: tuple[Option, ...]
    multi: bool

    @property
    def labels(self) -> tuple[str, ...]:
        return tuple(o.label for o in self.options)


class _Key(Value):
    """A value that serves as a cache key (a question, for the policy's kept decisions):
    its hash is computed once."""

    __slots__ = ("_hash",)

    def __hash__(self) -> int:
        try:
            return self._hash  # type: ignore[no-any-return]
        except AttributeError:
            h = Value.__hash__(self)
            object.__setattr__(self, "_hash", h)
            return h


# The calls parsed lately, by their questions as JSON: a server asked the same question
# again (by many sessions, or again by one) gets the same Call, so the policy's kept
# decision for it is found without comparing the question item by item.
_PARSED: dict[str | bytes, Call] = {}
_PARSED_MAX = 256


def _key(questions: Any) -> str | bytes | None:
    """The questions as JSON, the key of their parsed Call (None: no JSON of them). In a
    process that has imported orjson (``warden serve``, for its parse; the command hook
    never does) its bytes, ~15 times cheaper than the stdlib's text, unless they hold a
    ``null``: orjson writes NaN and the infinities as null, so such questions (and any
    orjson refuses: an integer past 64 bits, a lone surrogate, a key that is no string)
    are keyed by the stdlib's text, which tells them apart. Equal keys, equal questions
    for every value a JSON parse gives; the two kinds of key never equal each other
    (bytes and str)."""
    fast = sys.modules.get("orjson")
    if fast is not None:
        try:
            key = fast.dumps(questions, option=_PASSTHROUGH)
        except TypeError:  # orjson.JSONEncodeError is one
            pass
        else:
            if b"null" not in key:
                return key
    try:
        return json.dumps(questions)
    except (TypeError, ValueError, RecursionError):
        return None


# what orjson would write as JSON though json refuses it (a datetime, a dataclass) or
# writes it otherwise (a subclass of str, int, list or dict) is refused: the stdlib keys it
_PASSTHROUGH = (1 << 9) | (1 << 11) | (1 << 8)  # orjson.OPT_PASSTHROUGH_DATETIME, _DATACLASS, _SUBCLASS


class Call(_Key):
    """One AskUserQuestion call: 1-4 items."""

    __slots__ = ("items",)
    items: tuple[Item, ...]

    @classmethod
    def from_tool_input(cls, tool_input: Any) -> Call:
        if not isinstance(tool_input, dict):
            raise QuestionError("tool_input is not an object")
        return cls.from_questions(tool_input.get("questions"))

    @classmethod
    def from_questions(cls, questions: Any) -> Call:
        if not isinstance(questions, list) or not questions:
            raise QuestionError("tool_input.questions is missing or empty")
        key = _key(questions) if cls is Call else None
        call = _PARSED.get(key) if key is not None else None
        if call is None:
            call = cls._parse(questions)
            if key is not None:
                if len(_PARSED) >= _PARSED_MAX:
                    _PARSED.clear()
                _PARSED[key] = call
        return call

    @classmethod
    def _parse(cls, questions: list[Any]) -> Call:
        items = []
        for n, q in enumerate(questions, 1):
            if not isinstance(q, dict):
                raise QuestionError(f"question {n} is not an object")
            text = q.get("question")
            if not isinstance(text, str) or not text.strip():
                raise QuestionError(f"question {n} has no text")
            raw_options = q.get("options")
            if not isinstance(raw_options, list) or not raw_options:
                raise QuestionError(f"question {n} has no options")
            options = []
            for m, o in enumerate(raw_options, 1):
                if not isinstance(o, dict) or not isinstance(o.get("label"), str):
                    raise QuestionError(f"question {n} option {m} has no label")
                desc = o.get("description")
                options.append(Option(o["label"], desc if isinstance(desc, str) else ""))
            header = q.get("header")
            items.append(
                Item(
                    question=text,
                    header=header if isinstance(header, str) else "",
                    options=tuple(options),
                    multi=bool(q.get("multiSelect", False)),
                )
            )
        texts = [i.question for i in items]
        if len(set(texts)) != len(texts):
            # answers are keyed by question text: two equal texts cannot both be answered
            raise QuestionError("two questions of one call have the same text")
        return cls(tuple(items))


class ItemAnswer(Value):
    """The answer to one item.

    select: ``labels`` holds the one chosen label. multi: ``labels`` holds the chosen
    labels, ``text`` an optional typed extra. type: ``text`` is the answer. chat:
    ``text`` is a redirect ("the question is wrong ...").
    """

    __slots__ = ("kind", "labels", "text", "note")
    _defaults = {"labels": (), "text": "", "note": ""}
    kind: Kind
    labels: tuple[str, ...]
    text: str
    note: str  # said beside the choice ("n to add notes"); the model reads it next to the answer

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": self.kind}
        if self.labels:
            d["labels"] = list(self.labels)
        if self.text:
            d["text"] = self.text
        if self.note:
            d["note"] = self.note
        return d

    @classmethod
    def from_json(cls, d: Any) -> ItemAnswer:
        if not isinstance(d, dict) or d.get("kind") not in KINDS:
            raise QuestionError(f"not an item answer: {d!r}")
        labels = d.get("labels") or []
        text = d.get("text") or ""
        note = d.get("note") or ""
        if not isinstance(labels, list) or not all(isinstance(x, str) for x in labels):
            raise QuestionError("labels must be a list of strings")
        if not isinstance(text, str):
            raise QuestionError("text must be a string")
        if not isinstance(note, str):
            raise QuestionError("note must be a string")
        return cls(d["kind"], tuple(labels), text, note)

    def describe(self) -> str:
        note = f" (note: {self.note})" if self.note else ""
        if self.kind == "select":
            return (self.labels[0] if self.labels else "") + note
        if self.kind == "multi":
            parts = list(self.labels) + ([f"+ typed: {self.text}"] if self.text else [])
            return (", ".join(parts) if parts else "(nothing)") + note
        if self.kind == "type":
            return f"typed: {self.text}{note}"
        return f"chat: {self.text}"

    def with_note(self, note: str) -> ItemAnswer:
        return ItemAnswer(self.kind, self.labels, self.text, note)


class Decline(Value):
    """Refuse the whole call; Claude Code's model is told ``reason``."""

    __slots__ = ("reason",)
    _defaults = {"reason": ""}
    reason: str


class Answer(Value):
    """A decision for a whole call: one ItemAnswer per item, or a Decline."""

    __slots__ = ("items", "decline")
    _defaults = {"items": (), "decline": None}
    items: tuple[ItemAnswer, ...]
    decline: Decline | None

    @property
    def is_redirect(self) -> bool:
        return any(a.kind == "chat" for a in self.items)

    @property
    def has_notes(self) -> bool:
        return any(a.note for a in self.items)

    def to_json(self) -> dict[str, Any]:
        if self.decline is not None:
            return {"decline": self.decline.reason}
        return {"items": [a.to_json() for a in self.items]}

    def dumps(self) -> str:
        return json.dumps(self.to_json())

    @classmethod
    def from_json(cls, d: Any) -> Answer:
        if isinstance(d, str):
            # an answer as the store keeps it, read again for every verification of a
            # question answered the same way: the text is the key (an Answer is a value)
            got = _ANSWERS.get(d) if cls is Answer else None
            if got is None:
                got = cls.from_json(json.loads(d))
                if cls is Answer:
                    if len(_ANSWERS) >= _PARSED_MAX:
                        _ANSWERS.clear()
                    _ANSWERS[d] = got
            return got
        if not isinstance(d, dict):
            raise QuestionError("an answer is an object")
        if "decline" in d:
            return cls(decline=Decline(str(d.get("decline") or "")))
        items = d.get("items")
        if not isinstance(items, list):
            raise QuestionError("an answer needs items")
        return cls(tuple(ItemAnswer.from_json(x) for x in items))

    def describe(self) -> str:
        if self.decline is not None:
            return "declined" + (f": {self.decline.reason}" if self.decline.reason else "")
        return " | ".join(a.describe() for a in self.items)


_ANSWERS: dict[str, Answer] = {}


def select(label: str) -> ItemAnswer:
    return ItemAnswer("select", (label,))


def multi(labels: list[str] | tuple[str, ...], text: str = "") -> ItemAnswer:
    return ItemAnswer("multi", tuple(labels), text)


def typed(text: str) -> ItemAnswer:
    return ItemAnswer("type", (), text)


def chat(text: str) -> ItemAnswer:
    return ItemAnswer("chat", (), text)
