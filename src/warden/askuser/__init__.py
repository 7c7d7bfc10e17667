"""Everything warden knows about Claude Code's AskUserQuestion tool.

Parsing a call, the shapes of an answer, the answer text Claude Code expects for each
kind, the hook output that answers a call without keystrokes, validation of a decision
against the call, comparison of what Claude Code received with what was intended, and
formatting a call for a reader. Handlers, answerers, drivers and views all use this
module; none of them knows these shapes on its own.

Facts this rests on (pinned by tests): ``answers`` is keyed by the question text; a
single-select answer is the option label; a multi-select answer is the chosen labels
joined with ", " in option order, a typed extra appended last; a typed answer is the
text itself.
"""

from __future__ import annotations

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


class Call(Value):
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

    __slots__ = ("kind", "labels", "text")
    _defaults = {"labels": (), "text": ""}
    kind: Kind
    labels: tuple[str, ...]
    text: str

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": self.kind}
        if self.labels:
            d["labels"] = list(self.labels)
        if self.text:
            d["text"] = self.text
        return d

    @classmethod
    def from_json(cls, d: Any) -> ItemAnswer:
        if not isinstance(d, dict) or d.get("kind") not in KINDS:
            raise QuestionError(f"not an item answer: {d!r}")
        labels = d.get("labels") or []
        text = d.get("text") or ""
        if not isinstance(labels, list) or not all(isinstance(x, str) for x in labels):
            raise QuestionError("labels must be a list of strings")
        if not isinstance(text, str):
            raise QuestionError("text must be a string")
        return cls(d["kind"], tuple(labels), text)

    def describe(self) -> str:
        if self.kind == "select":
            return self.labels[0] if self.labels else ""
        if self.kind == "multi":
            parts = list(self.labels) + ([f"+ typed: {self.text}"] if self.text else [])
            return ", ".join(parts) if parts else "(nothing)"
        if self.kind == "type":
            return f"typed: {self.text}"
        return f"chat: {self.text}"


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

    def to_json(self) -> dict[str, Any]:
        if self.decline is not None:
            return {"decline": self.decline.reason}
        return {"items": [a.to_json() for a in self.items]}

    def dumps(self) -> str:
        return json.dumps(self.to_json())

    @classmethod
    def from_json(cls, d: Any) -> Answer:
        if isinstance(d, str):
            d = json.loads(d)
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


def select(label: str) -> ItemAnswer:
    return ItemAnswer("select", (label,))


def multi(labels: list[str] | tuple[str, ...], text: str = "") -> ItemAnswer:
    return ItemAnswer("multi", tuple(labels), text)


def typed(text: str) -> ItemAnswer:
    return ItemAnswer("type", (), text)


def chat(text: str) -> ItemAnswer:
    return ItemAnswer("chat", (), text)


# ---------------------------------------------------------------- validation


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
                a = ItemAnswer("multi", a.labels)
        elif a.kind == "multi":
            if not item.multi:
                if len(a.labels) == 1 and not a.text:
                    a = ItemAnswer("select", a.labels)
                else:
                    raise QuestionError(f"{where} is single-select; choose one option")
            unknown = [x for x in a.labels if x not in item.labels]
            if unknown:
                raise QuestionError(f"{where}: {unknown!r} not among its options")
            if not a.labels and not a.text.strip():
                raise QuestionError(f"{where}: choose at least one option")
            if a.kind == "multi":
                order = {label: i for i, label in enumerate(item.labels)}
                a = ItemAnswer("multi", tuple(sorted(set(a.labels), key=order.__getitem__)), a.text)
        elif a.kind in ("type", "chat"):
            if not a.text.strip():
                raise QuestionError(f"{where}: the {a.kind} text is empty")
        fixed.append(a)
    return Answer(tuple(fixed))


# ---------------------------------------------------------------- delivery by hook


def answer_text(item: Item, a: ItemAnswer) -> str:
    """The string Claude Code puts in ``answers[question]`` for this item answer."""
    if a.kind == "select":
        return a.labels[0]
    if a.kind == "multi":
        parts = [label for label in item.labels if label in a.labels]
        if a.text:
            parts.append(a.text)
        return MULTI_JOIN.join(parts)
    return a.text


def answers_map(call: Call, answer: Answer) -> dict[str, str]:
    return {item.question: answer_text(item, a) for item, a in zip(call.items, answer.items)}


def redirect_reason(call: Call, answer: Answer) -> str:
    """The text the model gets when a decision redirects instead of answering."""
    chats = [a.text for a in answer.items if a.kind == "chat"]
    given = [
        f'"{item.question}"="{answer_text(item, a)}"'
        for item, a in zip(call.items, answer.items)
        if a.kind != "chat"
    ]
    text = "The user wants to discuss this instead of choosing: " + " ".join(chats)
    if given:
        text += "\nAnswers given so far: " + ", ".join(given)
    return text


def hook_output(tool_input: dict[str, Any], call: Call, answer: Answer) -> dict[str, Any]:
    """The PreToolUse hook output that delivers ``answer`` without keystrokes.

    An answer becomes ``allow`` with ``updatedInput`` (the questions echoed, since
    updatedInput replaces the whole input, plus ``answers``). A decline or a redirect
    ("Chat about this") becomes ``deny`` with a reason, which ends the call as a
    rejection the model reads, as the picker's own Esc and chat do.
    """
    if answer.decline is not None or answer.is_redirect:
        reason = (
            (answer.decline.reason or "The user declined to answer these questions.")
            if answer.decline is not None
            else redirect_reason(call, answer)
        )
        return {
            "hookSpecificOutput": {
                "hookEventName": "PreToolUse",
                "permissionDecision": "deny",
                "permissionDecisionReason": reason,
            }
        }
    updated = {k: v for k, v in tool_input.items() if k != "answers"}
    updated["answers"] = answers_map(call, answer)
    return {
        "hookSpecificOutput": {
            "hookEventName": "PreToolUse",
            "permissionDecision": "allow",
            "updatedInput": updated,
        }
    }


# ---------------------------------------------------------------- verification

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
    return Comparison(not diffs, diffs)


def received_answer(call: Call, received: dict[str, Any]) -> Answer:
    """Interpret the answers Claude Code received as an Answer (for keyboard answers)."""
    items = []
    for item in call.items:
        got = received.get(item.question)
        got = got if isinstance(got, str) else ""
        if item.multi:
            labels, extra = split_multi(item, got)
            items.append(multi([x for x in item.labels if x in labels], unquote_part(extra)))
        elif got in item.labels:
            items.append(select(got))
        else:
            items.append(typed(got))
    return Answer(tuple(items))


# ---------------------------------------------------------------- the CLI's choices


def parse_choices(call: Call, tokens: list[str]) -> Answer:
    """Build an answer from command-line tokens, one choice per item, in order.

    A choice is an option number (1-based, as shown), comma-joined numbers for a
    multi-select item, ``--type TEXT`` for free text, or ``--chat TEXT`` for a redirect.
    ``--extra TEXT`` right after a multi-select item's numbers adds a typed extra.
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
            continue
        if tok in ("--extra", "--decline"):
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
    if len(items) < len(call.items):
        missing = call.items[len(items)]
        raise QuestionError(
            f"no choice given for question {len(items) + 1} ({missing.header or missing.question[:40]}): "
            f"the call has {len(call.items)} question(s), answer each in order"
        )
    return validate(call, Answer(tuple(items)))


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
    return validate(call, Answer(tuple(items)))


# ---------------------------------------------------------------- for a reader


def format_call(call: Call, *, zero_based: bool = False) -> str:
    """A plain-text rendering: every item, numbered options with descriptions."""
    lines = []
    base = 0 if zero_based else 1
    for n, item in enumerate(call.items, 1):
        kind = "multi-select" if item.multi else "single-select"
        head = f"[{item.header}] " if item.header else ""
        lines.append(f"Question {n}: {head}{one_line(item.question)} ({kind})")
        for i, o in enumerate(item.options, base):
            desc = f" — {one_line(o.description)}" if o.description else ""
            lines.append(f"  {i}. {one_line(o.label)}{desc}")
    return "\n".join(lines)


def one_line(text: str, limit: int = 0) -> str:
    """Untrusted text made safe for one terminal line: controls shown, newlines folded."""
    out = "".join(ch if ch.isprintable() else ("⏎" if ch in "\r\n" else "�") for ch in text)
    if limit and len(out) > limit:
        out = out[: limit - 1] + "…"
    return out
