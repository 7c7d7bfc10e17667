"""`warden stream parse`: every AskUserQuestion call in Claude Code stream-json output,
and its answer, read as a stream.

Claude Code's ``--output-format stream-json`` (and the SDK protocol) writes one JSON
object per line. An AskUserQuestion call is a ``tool_use`` block of an ``assistant``
line; its answer comes back as the ``tool_result`` of a later ``user`` line, whose
``tool_use_result.answers`` holds what Claude Code received (the tool_result's text
is read when that is missing); a deferred call shows as the ``result`` line's
``deferred_tool_use``.

The reader holds only the calls still waiting for their answer: memory does not grow
with the size of the input. It reads fixed-size blocks, never a whole line of
unbounded length (a line longer than ``max_line`` is skipped and counted), and parses
as JSON only the lines that can matter (those that mention AskUserQuestion, a
tool_result while a call waits, or a deferred tool use). Every other line gets a
framing check (a JSON object: ``{...}``); ``strict=True`` parses every line instead.
Malformed lines are skipped and counted.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import IO, Any

from warden.askuser.model import TOOL_NAME
from warden.text import one_line

BLOCK = 1 << 20
MAX_LINE = 64 << 20

_ASK = b'"AskUserQuestion"'
_RESULT = b'"tool_result"'
_DEFERRED = b'"deferred_tool_use"'


@dataclass
class Found:
    """One AskUserQuestion call and what became of it."""

    tool_use_id: str
    line: int
    session_id: str | None
    questions: list[dict[str, Any]]
    status: str = "unanswered"  # answered | error | deferred | unanswered
    deferred: bool = False  # a PreToolUse hook deferred it (the run stopped with tool_deferred)
    answers: dict[str, str] = field(default_factory=dict)
    answer_line: int | None = None
    result_text: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"tool_use_id": self.tool_use_id, "line": self.line, "session_id": self.session_id,
                "questions": self.questions, "status": self.status, "deferred": self.deferred,
                "answers": self.answers,
                "answer_line": self.answer_line, "result_text": self.result_text}


@dataclass
class Stats:
    lines: int = 0
    bytes: int = 0
    malformed: int = 0
    oversized: int = 0
    calls: int = 0
    answered: int = 0

    def to_json(self) -> dict[str, int]:
        return dict(self.__dict__)


def lines(f: IO[bytes], stats: Stats, max_line: int = MAX_LINE, block: int = BLOCK) -> Iterator[bytes]:
    """The lines of ``f`` without their newline, read in blocks; a line longer than
    ``max_line`` is dropped (and counted) without ever being held whole."""
    carry = b""
    skipping = False
    while True:
        chunk = f.read(block)
        if not chunk:
            break
        stats.bytes += len(chunk)
        start = 0
        while True:
            nl = chunk.find(b"\n", start)
            if nl < 0:
                if not skipping:
                    carry += chunk[start:]
                    if len(carry) > max_line:
                        carry, skipping = b"", True
                break
            stats.lines += 1
            if skipping or len(carry) + nl - start > max_line:
                skipping, carry = False, b""
                stats.oversized += 1
            elif carry:
                yield carry + chunk[start:nl]
                carry = b""
            else:
                yield chunk[start:nl]
            start = nl + 1
    if skipping:
        stats.lines += 1
        stats.oversized += 1
    elif carry:
        stats.lines += 1
        yield carry


def parse(f: IO[bytes], strict: bool = False, max_line: int = MAX_LINE, stats: Stats | None = None) -> Iterator[Found]:
    """Yield each AskUserQuestion call once it is settled (answered, failed, deferred),
    and the ones never settled at the end; ``stats`` is filled in as it goes."""
    stats = stats if stats is not None else Stats()
    waiting: dict[str, Found] = {}
    loads = json.loads
    for raw in lines(f, stats, max_line):
        n = stats.lines  # counted by lines(), oversized ones included
        relevant = (_ASK in raw) or (waiting and (_RESULT in raw or _DEFERRED in raw))
        if not relevant and not strict:
            if raw[:1] != b"{" or raw[-1:] != b"}":
                bare = raw.strip()  # only now: stripping copies the line
                if bare and (bare[:1] != b"{" or bare[-1:] != b"}"):
                    stats.malformed += 1
            continue
        line = raw.strip()
        if not line:
            continue
        try:
            obj = loads(line)
        except ValueError:
            stats.malformed += 1
            continue
        if not isinstance(obj, dict):
            stats.malformed += 1
            continue
        if not relevant:
            continue
        kind = obj.get("type")
        if kind == "assistant":
            for block in _content(obj):
                if block.get("type") == "tool_use" and block.get("name") == TOOL_NAME:
                    tid = block.get("id")
                    inp = block.get("input") if isinstance(block.get("input"), dict) else {}
                    qs = inp.get("questions") if isinstance(inp.get("questions"), list) else []
                    if isinstance(tid, str) and tid not in waiting:
                        stats.calls += 1
                        sid = obj.get("session_id")
                        waiting[tid] = Found(tid, n, sid if isinstance(sid, str) else None, qs)
        elif kind == "user" and waiting:
            for block in _content(obj):
                if block.get("type") == "tool_result" and block.get("tool_use_id") in waiting:
                    found = waiting.pop(block["tool_use_id"])
                    _settle(found, block, obj.get("tool_use_result"), n)
                    if found.status == "answered":
                        stats.answered += 1
                    yield found
        elif kind == "result" and waiting:
            d = obj.get("deferred_tool_use")
            if isinstance(d, dict) and d.get("id") in waiting:
                # the run ended on it; a resumed run (`claude -p --resume`, same stream or a
                # later one appended) may still answer it, so it keeps waiting
                found = waiting[d["id"]]
                found.status, found.deferred = "deferred", True
    yield from waiting.values()


def _content(obj: dict[str, Any]) -> list[dict[str, Any]]:
    msg = obj.get("message")
    content = msg.get("content") if isinstance(msg, dict) else None
    return [b for b in content if isinstance(b, dict)] if isinstance(content, list) else []


def _settle(found: Found, block: dict[str, Any], tool_use_result: Any, n: int) -> None:
    from warden.askuser.tool_result import parse_answers, tool_result_text

    found.answer_line = n
    text = tool_result_text(block)
    found.result_text = text
    if block.get("is_error"):
        found.status = "error"
        return
    answers = tool_use_result.get("answers") if isinstance(tool_use_result, dict) else None
    if not isinstance(answers, dict):
        answers = parse_answers(text, [q.get("question", "") for q in found.questions if isinstance(q, dict)])
    found.answers = {str(k): str(v) for k, v in answers.items()}
    found.status = "answered" if found.answers else "error"


# ------------------------------------------------------------------ printing (`warden stream parse`)


def run_parse(source: IO[bytes], out: IO[str], as_json: bool = False, strict: bool = False) -> Stats:
    stats = Stats()
    for found in parse(source, strict=strict, stats=stats):
        if as_json:
            out.write(json.dumps({"type": "question", **found.to_json()}, ensure_ascii=True) + "\n")
        else:
            out.write(_text(found))
    if as_json:
        out.write(json.dumps({"type": "summary", **stats.to_json()}) + "\n")
    else:
        out.write(f"{stats.calls} AskUserQuestion call(s), {stats.answered} answered; {stats.lines} lines, "
                  f"{stats.malformed} malformed, {stats.oversized} oversized skipped\n")
    out.flush()
    return stats


def _text(found: Found) -> str:
    head = f"line {found.line}: {found.tool_use_id} [{found.status}]"
    if found.session_id:
        head += f" session {found.session_id[:8]}"
    rows = [one_line(head, 200)]
    for q in found.questions:
        if not isinstance(q, dict):
            continue
        text = str(q.get("question", ""))
        label = f"{q['header']}: " if isinstance(q.get("header"), str) and q["header"] else ""
        rows.append(f"  {one_line(label + text, 160)}")
        if text in found.answers:
            rows.append(f"    → {one_line(found.answers[text], 160)}")
    if found.status == "error" and found.result_text:
        rows.append(f"    ✗ {one_line(found.result_text, 160)}")
    return "\n".join(rows) + "\n"
