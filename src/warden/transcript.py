"""A session's transcript, as Claude Code writes it: the one place warden reads one.

Claude Code appends the conversation to ``<projects>/<project>/<session>.jsonl``, one JSON
record per line; an assistant message is written as one line per content block (a text, a
tool_use), and a user line holds the person's prompt or a tool's result. A transcript is
opened only where Claude Code keeps them, only as a regular file whose real location is
inside that folder (``transcript_file``), and read from its end.

Three readers: the llm answerer's rendering of the conversation (``decide.answerers.llm``),
the plan file a plan dialog is about (``kinds.plan``), and ``asking``: the text the session
showed in the turn that asks a question, which a person reads on the screen above the
question and the policy reads as part of what the question proposes.

When a question's PreToolUse hook starts, the turn that asks may not be written yet (not
even the person's prompt, or the file itself); Claude Code writes it while the hook runs
(tests/e2e/test_harness.py). ``asking`` waits, within a bound, for the line of the
question's own ``tool_use_id``: only that line says the turn before it is all there.

On the hook's inline-answer path: imports os, sys and time, and ``transcript_file`` (``fastjson`` for the lines,
or orjson where the process has it).
"""

from __future__ import annotations

import os
import sys
import time

from warden.transcript_file import (
    KEEPING, inside, kept_block, may_appear, named_within, real_in_folder, root_naming, roots, tail_block,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Iterator
    from typing import Any

TAIL_BYTES = 256 * 1024  # read from the end of a transcript
ASKING_BYTES = 64 * 1024  # read from the end for the turn that asks (its question is the newest line)
ASKING_FIRST = 16 * 1024  # read first: most turns are whole in it; where one is not, ASKING_BYTES
SHOWN_CHARS = 8000  # of the text shown in the turn that asks: its newest part
WAIT = 0.5  # seconds ``asking`` waits at most for the question's line (seen written within 0.11 s)
# not written yet: the file may get the line (it lies where Claude Code keeps transcripts)
NOT_YET = "\0not yet"


def tail(path: Any, max_bytes: int = TAIL_BYTES) -> list[bytes] | None:
    """The transcript's newest lines, whole ones only, within ``max_bytes`` of its end (None:
    no path, or no transcript there that may be read)."""
    if not isinstance(path, str) or not path:
        return None
    try:
        real_root = root_naming(path)
        if real_root is None:
            return None
        real = os.path.realpath(path)
        if not inside(real, real_root):
            real_root = roots(renew=True)[1]
        return _tail_real(path, real, real_root, max_bytes)
    except ValueError:
        return None


def _tail_real(path: str, real: str, real_root: str, max_bytes: int) -> list[bytes] | None:
    got = tail_block(path, real, real_root, max_bytes)
    if got is None:
        return None
    data, start = got
    return data[start:].split(b"\n") if start <= len(data) else []


def content(rec: dict[str, Any]) -> list[Any]:
    """A record's message content as a list of blocks (a prompt typed as a string is one text block)."""
    msg = rec.get("message")
    body = msg.get("content") if isinstance(msg, dict) else None
    if isinstance(body, str):
        return [{"type": "text", "text": body}]
    return [b for b in body if isinstance(b, dict)] if isinstance(body, list) else []


def _prompt(rec: dict[str, Any]) -> bool:
    """A line the person wrote: a user line that is not a tool's result, nor a meta line
    (a command's expansion, a reminder)."""
    if rec.get("type") != "user" or rec.get("isMeta"):
        return False
    blocks = content(rec)
    return bool(blocks) and not any(b.get("type") == "tool_result" for b in blocks)


def asking(path: Any, tool_use_id: Any, wait: float = 0.0) -> str | None:
    """What the session showed in the turn that asks the question ``tool_use_id``: the text
    blocks the model wrote after the person's last prompt and before the question's tool_use,
    their newest ``SHOWN_CHARS``. Waits up to ``wait`` seconds for the question's line.

    None: nothing to read (no path or id, or no transcript there that may be read).
    ``NOT_YET``: the transcript may be read but does not hold the question's line yet."""
    if not isinstance(tool_use_id, str) or not tool_use_id or not isinstance(path, str) or not path:
        return None
    if "\n" in tool_use_id:  # no line holds it (JSON writes a newline as \n): it would match across two
        return None
    needle = b'"' + tool_use_id.encode("utf-8", "replace") + b'"'
    if KEEPING[0] and named_within(path):  # the transcript as opened and checked for an earlier question
        got = kept_block(path, ASKING_FIRST)
        if got is not None:
            text = _found(got, needle, tool_use_id, lambda: kept_block(path, ASKING_BYTES))
            if text is not None:
                return text
    end = time.monotonic() + max(0.0, wait)
    pause = 0.005
    try:
        real_root = root_naming(path)
    except ValueError:
        return None
    if real_root is None:
        return None
    renewed = False
    while True:
        try:
            real = real_in_folder(path, real_root)
            if not renewed and not inside(real, real_root):  # the projects folder may lie elsewhere now
                renewed = True
                real_root = roots(renew=True)[1]
                real = real_in_folder(path, real_root)
            got = tail_block(path, real, real_root, ASKING_FIRST, keep=True)
            if got is None and os.path.islink(path):  # the file itself a link: where it leads
                real = os.path.realpath(path)
                got = tail_block(path, real, real_root, ASKING_FIRST, keep=True)
        except ValueError:
            return None
        if got is None and not may_appear(path, real, real_root):
            return None
        if got is not None:
            text = _found(got, needle, tool_use_id, lambda: kept_block(path, ASKING_BYTES)
                          or tail_block(path, real, real_root, ASKING_BYTES))
            if text is not None:
                return text
        left = end - time.monotonic()
        if left <= 0:
            return NOT_YET
        time.sleep(min(pause, left))
        pause = min(pause * 2, 0.05)


def _found(got: tuple[bytes, int], needle: bytes, tool_use_id: str,
           longer: Callable[[], tuple[bytes, int] | None]) -> str | None:
    """The text shown in the turn that asks, from the block ``got`` read from the transcript's end, or from the
    ``longer`` one read where the turn may go on above it; None: the question's line is in neither."""
    data, start = got
    at = _line_end(data, start, needle)
    if at is not None:
        text, whole = _turn_text(_lines_back(data, start, at), tool_use_id, needle)
        if whole or start == 0:  # the turn, or the file, is all in what was read
            return text
    if start != 0:  # the turn may go on above the first block: the longer one, as it is now
        more = longer()
        if more is not None:
            data, start = more
            at = _line_end(data, start, needle)
            if at is not None:
                return _turn_text(_lines_back(data, start, at), tool_use_id, needle)[0]
    return None


def _line_end(data: bytes, start: int, needle: bytes) -> int | None:
    """Where the last line from ``start`` on that names the id as a tool_use's (not a
    tool_result's) ends. Found by searching the block, not by cutting it into lines."""
    pos = len(data)
    while True:
        at = data.rfind(needle, start, pos)
        if at < 0:
            return None
        begin = max(start, data.rfind(b"\n", start, at) + 1)
        end = data.find(b"\n", at)
        end = len(data) if end < 0 else end
        if data.find(b'"tool_use"', begin, end) >= 0:
            return end
        pos = begin


def _lines_back(data: bytes, start: int, end: int) -> Iterator[bytes]:
    """The lines of ``data[start:end]``, newest first, each cut out only when it is reached."""
    while True:
        begin = max(start, data.rfind(b"\n", start, end) + 1)
        yield data[begin:end]
        if begin <= start:
            return
        end = begin - 1


def _turn_text(lines: Iterable[bytes], tool_use_id: str, needle: bytes) -> tuple[str, bool]:
    """The text blocks of the turn ending at the question's line (the first of ``lines``,
    which go back from it), parsed back to the person's prompt and no further than needed
    (``needle``: the id as ``asking`` searches for it); and whether the turn ended within
    ``lines`` (at the person's prompt, or past ``SHOWN_CHARS``), where it may go on above them."""
    texts: list[str] = []
    size = 0
    first = True
    whole = False
    for line in lines:
        # a line with no text block, no person's line and (past the question's own) no mention of the question's
        # id has nothing to read in it: the question's own tool_use, other tool calls
        if b'"text"' not in line and b'"user"' not in line and (first or needle not in line):
            first = False
            continue
        first = False
        rec = _record(line)
        if not isinstance(rec, dict):
            continue  # not a record (a line cut at the start of what was read)
        if _prompt(rec):
            whole = True
            break
        if rec.get("type") != "assistant":
            continue
        for block in reversed(content(rec)):
            if block.get("type") == "tool_use" and block.get("id") == tool_use_id:
                texts.clear()  # what follows the question in its own line is not shown before it
                size = 0
            elif block.get("type") == "text" and isinstance(block.get("text"), str) and block["text"].strip():
                texts.append(block["text"].strip())
                size += len(texts[-1])
        if size >= SHOWN_CHARS:
            whole = True
            break
    return "\n\n".join(reversed(texts))[-SHOWN_CHARS:], whole


def _record(line: bytes) -> Any:
    """One line's record (None: not JSON). By orjson, from the bytes, where the process has it
    already (``warden serve`` does; the command hook does not import it): 3 times faster. A line it
    refuses (bytes that are not UTF-8, a lone surrogate, NaN, a number past its range) is read as
    before, its bytes decoded with replacement, by the stdlib's parse; the text blocks read are the
    same either way (tests/unit/test_transcript.py)."""
    fast = sys.modules.get("orjson")
    if fast is not None:
        try:
            return fast.loads(line)
        except ValueError:  # orjson.JSONDecodeError is one
            pass
    from warden import fastjson as json

    try:
        return json.loads(line.decode("utf-8", "replace"))
    except ValueError:
        return None
