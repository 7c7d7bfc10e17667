"""A session's transcript, as Claude Code writes it: the one place warden reads one.

Claude Code appends the conversation to ``<projects>/<project>/<session>.jsonl``, one JSON
record per line; an assistant message is written as one line per content block (a text, a
tool_use), and a user line holds the person's prompt or a tool's result. A transcript is
opened only where Claude Code keeps them (``projects_dir``), only as a regular file whose
real location is inside that folder, and read from its end: a payload's
``transcript_path`` cannot make warden read any other file, or wait on a FIFO.

Three readers: the llm answerer's rendering of the conversation (``decide.answerers.llm``),
the plan file a plan dialog is about (``kinds.plan``), and ``asking``: the text the session
showed in the turn that asks a question, which a person reads on the screen above the
question and the policy reads as part of what the question proposes.

When a question's PreToolUse hook starts, the turn that asks may not be written yet (not
even the person's prompt, or the file itself); Claude Code writes it while the hook runs
(tests/e2e/test_harness.py). ``asking`` waits, within a bound, for the line of the
question's own ``tool_use_id``: only that line says the turn before it is all there.

On the hook's inline-answer path: imports os and stat only (``fastjson`` for the lines).
"""

from __future__ import annotations

import os
import stat
import time

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, BinaryIO

TAIL_BYTES = 256 * 1024  # read from the end of a transcript
ASKING_BYTES = 64 * 1024  # read from the end for the turn that asks (its question is the newest line)
SHOWN_CHARS = 8000  # of the text shown in the turn that asks: its newest part
WAIT = 0.5  # seconds ``asking`` waits at most for the question's line (seen written within 0.11 s)
# not written yet: the file may get the line (it lies where Claude Code keeps transcripts)
NOT_YET = "\0not yet"


def projects_dir() -> str:
    """Where Claude Code keeps session transcripts: ``$CLAUDE_CONFIG_DIR/projects``, else
    ``~/.claude/projects``."""
    base = os.environ.get("CLAUDE_CONFIG_DIR") or os.path.join(os.path.expanduser("~"), ".claude")
    return os.path.join(os.path.expanduser(base), "projects")


def _inside(path: str, root: str) -> bool:
    return os.path.commonpath([path, root]) == root


def open_within(path: str, root: str) -> BinaryIO:
    """``path`` opened for reading if it is a regular file whose real location is inside
    ``root`` (no symlink leads out, no device or fifo); else OSError."""
    return _open_real(path, os.path.realpath(path), os.path.realpath(root))


def _open_real(path: str, real: str, real_root: str) -> BinaryIO:
    """``open_within`` with both real locations known (each ``os.path.realpath`` walks the path's every part)."""
    if not _inside(real, real_root):
        raise PermissionError(f"{path} is not inside {real_root}")
    fd = os.open(real, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise PermissionError(f"{path} is not a regular file")
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def tail(path: Any, max_bytes: int = TAIL_BYTES) -> list[bytes] | None:
    """The transcript's newest lines, whole ones only, within ``max_bytes`` of its end (None:
    no path, or no transcript there that may be read)."""
    if not isinstance(path, str) or not path:
        return None
    try:
        return _tail_real(path, os.path.realpath(path), os.path.realpath(projects_dir()), max_bytes)
    except ValueError:
        return None


def _tail_real(path: str, real: str, real_root: str, max_bytes: int) -> list[bytes] | None:
    try:
        with _open_real(path, real, real_root) as f:
            size = f.seek(0, os.SEEK_END)
            f.seek(max(0, size - max_bytes))
            data = f.read(max_bytes)
    except (OSError, ValueError):
        return None
    lines = data.split(b"\n")
    if size > max_bytes:
        lines = lines[1:]  # the first one is cut
    return lines


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
    needle = b'"' + tool_use_id.encode("utf-8", "replace") + b'"'
    end = time.monotonic() + max(0.0, wait)
    pause = 0.005
    try:
        real_root = os.path.realpath(projects_dir())  # once: a question is read on every PreToolUse that asks one
    except ValueError:
        return None
    while True:
        try:
            real = os.path.realpath(path)
        except ValueError:
            return None
        lines = _tail_real(path, real, real_root, ASKING_BYTES)
        if lines is None and not _may_appear(path, real, real_root):
            return None
        at = _line_of(lines or [], needle)
        if at is not None:
            return _turn_text(lines[:at + 1], tool_use_id)  # type: ignore[index]
        left = end - time.monotonic()
        if left <= 0:
            return NOT_YET
        time.sleep(min(pause, left))
        pause = min(pause * 2, 0.05)


def _may_appear(path: str, real: str, real_root: str) -> bool:
    """A transcript not there yet (a fresh session's first turn) in a folder where Claude Code keeps them
    (``real``: the path's real location, whose folder is its folder's, as nothing is at the path)."""
    try:
        return not os.path.lexists(path) and _inside(os.path.dirname(real), real_root)
    except (OSError, ValueError):
        return False


def _line_of(lines: list[bytes], needle: bytes) -> int | None:
    """The index of the last line naming the id as a tool_use's (not a tool_result's)."""
    for i in range(len(lines) - 1, -1, -1):
        line = lines[i]
        if needle in line and b'"tool_use"' in line:
            return i
    return None


def _turn_text(lines: list[bytes], tool_use_id: str) -> str:
    """The text blocks of the turn ending at the question's line (the last of ``lines``),
    parsed from the end back to the person's prompt and no further than needed."""
    from warden import fastjson as json

    texts: list[str] = []
    size = 0
    for line in reversed(lines):
        if not line.strip():
            continue
        try:
            rec = json.loads(line.decode("utf-8", "replace"))
        except ValueError:
            continue  # not a record (a line cut at the start of what was read)
        if not isinstance(rec, dict):
            continue
        if _prompt(rec):
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
            break
    return "\n\n".join(reversed(texts))[-SHOWN_CHARS:]
