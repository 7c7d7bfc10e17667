"""Reading what Claude Code sends back for an AskUserQuestion call.

Claude Code turns the user's answers into one tool_result text. The forms seen
on Claude Code 2.1.332 (see README.md in this folder):

* every answer is an option label (or a multi-select list of labels)::

    Your questions have been answered: "Q1"="A1", "Q2"="A2". You can now continue with these answers in mind.

* some answer is typed text that is not an option label::

    The user answered: "Q"="typed text". Read the answers carefully — they may ... say.

* Escape on the picker (``is_error``)::

    The user doesn't want to proceed with this tool use. The tool use was rejected ...

* "Chat about this" (``is_error``): the rejection text followed by
  ``To tell you how to proceed, the user said:`` and a clarification request.

An answer may carry extra parts after the value: `` notes: ...`` or
`` selected preview:\\n...``; a question with notes but no choice shows as
``"Q"=(no option selected) notes: ...``.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

ANSWERED_PREFIX = "Your questions have been answered: "
ANSWERED_SUFFIX = ". You can now continue with these answers in mind."
FREEFORM_PREFIX = "The user answered: "
FREEFORM_SUFFIX = (
    ". Read the answers carefully \u2014 they may request clarification, changes, or that you "
    "not proceed \u2014 and follow what they actually say."
)
HOOK_PREFIXES = (ANSWERED_PREFIX, FREEFORM_PREFIX)
REJECTED_PREFIX = "The user doesn't want to proceed with this tool use."
CHAT_MARKER = "The user wants to clarify these questions."
FOLLOW_UP_PREFIX = "The user asked for more questions"
RESPONDED_PREFIX = "The user responded: "
NOT_ANSWERED = "The user did not answer the questions."
AFK_PREFIX = "No response after "
AFK_SELECTED = "Before going idle the user had selected: "

_PAIR_RE = re.compile(r'"((?:[^"\\]|\\.)*)"=(?:"((?:[^"\\]|\\.)*)"|\(no option selected\))')


def tool_result_text(block: dict[str, Any]) -> str:
    """The text of a tool_result block (its content may be a string or a list of blocks)."""
    content = block.get("content")
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = []
        for item in content:
            if isinstance(item, dict) and item.get("type") == "text":
                parts.append(str(item.get("text", "")))
            elif isinstance(item, str):
                parts.append(item)
        return "\n".join(parts)
    return str(content)


def classify_result(text: str, is_error: bool = False) -> str:
    """One word for what the user did: answered, freeform, declined, chat, follow_up,
    responded, unanswered, afk, or unknown."""
    t = text.strip()
    if CHAT_MARKER in t:
        return "chat"
    if t.startswith(REJECTED_PREFIX):
        return "declined"
    if t.startswith(ANSWERED_PREFIX):
        return "answered"
    if t.startswith(FREEFORM_PREFIX):
        return "freeform"
    if t.startswith(FOLLOW_UP_PREFIX):
        return "follow_up"
    if t.startswith(RESPONDED_PREFIX):
        return "responded"
    if t.startswith(NOT_ANSWERED):
        return "unanswered"
    if t.startswith(AFK_PREFIX):
        return "afk"
    return "declined" if is_error else "unknown"


def _answers_segment(text: str) -> str | None:
    """The `"Q"="A", ...` part of a result text, or None when it carries no answers."""
    t = text.strip()
    for prefix, suffix in ((ANSWERED_PREFIX, ANSWERED_SUFFIX), (FREEFORM_PREFIX, FREEFORM_SUFFIX)):
        if t.startswith(prefix):
            body = t[len(prefix):]
            if body.endswith(suffix):
                return body[: -len(suffix)]
            # A future wording of the tail: cut at the last sentence that follows a quote.
            cut = body.rfind('". ')
            return body[: cut + 1] if cut >= 0 else body
    if FOLLOW_UP_PREFIX in t and "So far they answered: " in t:
        body = t.split("So far they answered: ", 1)[1]
        cut = body.find(". They also wrote: ")
        if cut < 0:
            cut = body.find(". Call ")
        return body[:cut] if cut >= 0 else body
    if AFK_SELECTED in t:
        body = t.split(AFK_SELECTED, 1)[1]
        return body[:-1] if body.endswith(".") else body
    return None


def parse_answers(text: str, questions: Iterable[str] | None = None) -> dict[str, str]:
    """Parse the answers out of an AskUserQuestion tool_result text.

    Returns ``{question text: answer}`` (an empty dict for a rejection). When the
    question texts are known (they are, for calls this server sent), the text is cut
    at the known ``"question"=`` markers, so quotes, commas and ``=`` inside questions
    or answers are handled; otherwise a pattern fallback reads ``"Q"="A"`` pairs.
    Notes (`` notes: ...``) and previews following an answer are dropped from the
    answer value; see :func:`parse_answer_details` for them.
    """
    return {q: d["answer"] for q, d in parse_answer_details(text, questions).items() if d["answer"] is not None}


def parse_answer_details(text: str, questions: Iterable[str] | None = None) -> dict[str, dict[str, Any]]:
    """Like :func:`parse_answers` but each value is ``{"answer", "notes", "preview"}``;
    ``answer`` is None when the user only wrote notes."""
    segment = _answers_segment(text)
    if not segment:
        return {}
    qs = [q for q in (questions or []) if q]
    raw: dict[str, str] = {}
    if qs:
        # Locate each known question marker; the value runs to the next marker.
        spots: list[tuple[int, int, str]] = []
        pos = 0
        for q in qs:
            marker = f'"{q}"='
            i = segment.find(marker, pos)
            if i < 0:
                i = segment.find(marker)
            if i < 0:
                continue
            spots.append((i, i + len(marker), q))
            pos = i + len(marker)
        spots.sort()
        for n, (start, vstart, q) in enumerate(spots):
            vend = spots[n + 1][0] if n + 1 < len(spots) else len(segment)
            value = segment[vstart:vend]
            if n + 1 < len(spots) and value.endswith(", "):
                value = value[:-2]
            raw[q] = value
    if not raw:
        for m in _PAIR_RE.finditer(segment):
            q = m.group(1)
            end = m.end()
            nxt = _PAIR_RE.search(segment, end)
            tail = segment[end: nxt.start() if nxt else len(segment)]
            if nxt and tail.endswith(", "):
                tail = tail[:-2]
            value = m.group(0)[len(q) + 3:] + tail
            raw[q] = value
    return {q: _parse_value(v) for q, v in raw.items()}


def _parse_value(value: str) -> dict[str, Any]:
    """Split one `"A" notes: ...` / `(no option selected) ...` value into parts."""
    answer: str | None
    rest: str
    if value.startswith("(no option selected)"):
        answer, rest = None, value[len("(no option selected)"):]
    elif value.startswith('"'):
        # The answer ends at the last quote that is followed by the end or an extra part.
        end = None
        for marker in ('" notes: ', '" selected preview:\n'):
            i = value.find(marker)
            if i >= 0 and (end is None or i < end):
                end = i
        if end is None:
            end = value.rfind('"')
            end = end if end > 0 else len(value)
        answer, rest = value[1:end], value[end + 1:]
    else:
        answer, rest = value, ""
    notes = None
    preview = None
    rest = rest.lstrip(" ")
    if rest.startswith("selected preview:\n"):
        body = rest[len("selected preview:\n"):]
        i = body.find(" notes: ")
        preview, rest = (body[:i], body[i + 1:]) if i >= 0 else (body, "")
    if rest.startswith("notes: "):
        notes = rest[len("notes: "):]
    return {"answer": answer, "notes": notes, "preview": preview}


def format_answers(answers: dict[str, str], sep: str = "; ") -> str:
    """A short human-readable form: ``Q → A; Q2 → A2``."""
    return sep.join(f"{q} \u2192 {a}" for q, a in answers.items())
