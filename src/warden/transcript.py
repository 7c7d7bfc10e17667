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

On the hook's inline-answer path: imports os, stat and sys only (``fastjson`` for the lines, or orjson
where the process has it).
"""

from __future__ import annotations

import os
import stat
import sys
import time

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterable, Iterator
    from typing import Any, BinaryIO

TAIL_BYTES = 256 * 1024  # read from the end of a transcript
ASKING_BYTES = 64 * 1024  # read from the end for the turn that asks (its question is the newest line)
ASKING_FIRST = 16 * 1024  # read first: most turns are whole in it; where one is not, ASKING_BYTES
SHOWN_CHARS = 8000  # of the text shown in the turn that asks: its newest part
WAIT = 0.5  # seconds ``asking`` waits at most for the question's line (seen written within 0.11 s)
# not written yet: the file may get the line (it lies where Claude Code keeps transcripts)
NOT_YET = "\0not yet"


def projects_dir() -> str:
    """Where Claude Code keeps session transcripts: ``$CLAUDE_CONFIG_DIR/projects``, else
    ``~/.claude/projects``."""
    return _roots()[0]


# (CLAUDE_CONFIG_DIR, HOME) -> (projects folder, its real location, (st_dev, st_ino) of that)
_ROOTS: dict[tuple[str | None, str | None], tuple[str, str, tuple[int, int] | None]] = {}


RENEW_EVERY = 1.0  # seconds: a path named outside the projects folder walks it again at most this often
_RENEWED = [float("-inf")]


def _renew_due() -> bool:
    """Whether a path named outside the kept projects folder may have the folder walked again: it may
    name the folder's new place (moved, a link left where it was), but most such paths name no
    transcript at all, and each walk is a ``realpath``, so at most one a ``RENEW_EVERY``."""
    now = time.monotonic()
    if now - _RENEWED[0] < RENEW_EVERY:
        return False
    _RENEWED[0] = now
    return True


def _roots(renew: bool = False) -> tuple[str, str]:
    """The projects folder by its name and by its real location. The real location is kept
    while the folder the name reaches is the folder the real location itself (no link) is
    (a ``stat`` and an ``lstat``, where ``os.path.realpath`` walks every part of the path;
    ``warden serve`` asks on every question): a link moved to another folder is followed at
    the next question. ``renew``: walked again whatever is kept (a folder above it may have
    moved, a link left in its place: the kept location still reaches it, but no real location
    of a file in it starts with it). ValueError: a NUL byte."""
    env = os.environ
    key = (env.get("CLAUDE_CONFIG_DIR"), env.get("HOME"))
    kept = _ROOTS.get(key)
    if kept is not None and not renew:
        try:
            st, lst = os.stat(kept[0]), os.lstat(kept[1])
            if kept[2] == (st.st_dev, st.st_ino) == (lst.st_dev, lst.st_ino):
                return kept[0], kept[1]
        except OSError:
            pass
    base = key[0] or os.path.join(os.path.expanduser("~"), ".claude")
    named = os.path.normpath(os.path.join(os.path.expanduser(base), "projects"))
    real = os.path.realpath(named)
    try:
        st = os.lstat(real)
        ident: tuple[int, int] | None = (st.st_dev, st.st_ino)
    except OSError:
        ident = None  # not there yet: walked again next time
    if len(_ROOTS) > 16:
        _ROOTS.clear()
    _ROOTS[key] = (named, real, ident)
    return named, real


def _root_naming(path: str) -> str | None:
    """The projects folder's real location where ``path`` names a place in it by either of the folder's names
    (walked again, at most once a ``RENEW_EVERY``, where it does not: the folder may have moved); None where
    it does not. ValueError: a NUL byte."""
    named, real_root = _roots()
    if not _may_lie_within(path, named, real_root):
        if not _renew_due():
            return None
        named, real_root = _roots(renew=True)
        if not _may_lie_within(path, named, real_root):
            return None
    return real_root


def _may_lie_within(path: str, named: str, real: str) -> bool:
    """Whether ``path`` names a place in the projects folder by either of its names, read
    from the string alone. A path that does not is not looked at on disk: a transcript is
    only ever named there, and only what passes is then checked by its real location."""
    if not path.startswith("/") or "\0" in path:
        return False
    path = os.path.normpath(path)
    return path.startswith(named + "/") or path.startswith(real + "/")


def _inside(path: str, root: str) -> bool:
    """``path`` is ``root`` or lies in it (both real locations: absolute, no ``..``, no link)."""
    return path == root or path.startswith(root if root.endswith("/") else root + "/")


def open_within(path: str, root: str) -> BinaryIO:
    """``path`` opened for reading if it is a regular file whose real location is inside
    ``root`` (no symlink leads out, no device or fifo); else OSError (a NUL byte in either too)."""
    try:
        return _open_real(path, os.path.realpath(path), os.path.realpath(root))
    except ValueError:
        raise PermissionError(f"{path!r} is not a path") from None


def _open_real(path: str, real: str, real_root: str) -> BinaryIO:
    """``open_within`` with both real locations known (each ``os.path.realpath`` walks the path's every part)."""
    return os.fdopen(_open_fd(path, real, real_root), "rb")


def _open_fd(path: str, real: str, real_root: str) -> int:
    """``_open_real`` as a bare descriptor: a reader that reads one block needs no file object."""
    return _open_sized(path, real, real_root)[0]


def _open_sized(path: str, real: str, real_root: str) -> tuple[int, int]:
    """``_open_fd`` with the size of what was opened. What is not a regular file is not opened
    (opening a device may act on it); what is opened is checked again (it may have been
    replaced in between)."""
    if not _inside(real, real_root):
        raise PermissionError(f"{path} is not inside {real_root}")
    if not stat.S_ISREG(os.lstat(real).st_mode):
        raise PermissionError(f"{path} is not a regular file")
    fd = os.open(real, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise PermissionError(f"{path} is not a regular file")
        return fd, st.st_size
    except BaseException:
        os.close(fd)
        raise


def tail(path: Any, max_bytes: int = TAIL_BYTES) -> list[bytes] | None:
    """The transcript's newest lines, whole ones only, within ``max_bytes`` of its end (None:
    no path, or no transcript there that may be read)."""
    if not isinstance(path, str) or not path:
        return None
    try:
        real_root = _root_naming(path)
        if real_root is None:
            return None
        real = os.path.realpath(path)
        if not _inside(real, real_root):
            real_root = _roots(renew=True)[1]
        return _tail_real(path, real, real_root, max_bytes)
    except ValueError:
        return None


def _tail_real(path: str, real: str, real_root: str, max_bytes: int) -> list[bytes] | None:
    got = _tail_block(path, real, real_root, max_bytes)
    if got is None:
        return None
    data, start = got
    return data[start:].split(b"\n") if start <= len(data) else []


def _tail_block(path: str, real: str, real_root: str, max_bytes: int) -> tuple[bytes, int] | None:
    """The newest ``max_bytes`` of the file as read, and where its first whole line starts
    (past the end: none is whole). One ``pread``, no file object: ``asking`` reads one on
    every question."""
    try:
        fd, size = _open_sized(path, real, real_root)
    except (OSError, ValueError):
        return None
    try:
        data = os.pread(fd, min(size, max_bytes), max(0, size - max_bytes))
    except OSError:
        return None
    finally:
        os.close(fd)
    if size <= max_bytes:
        return data, 0
    nl = data.find(b"\n")
    return data, (nl + 1 if nl >= 0 else len(data) + 1)  # the first line is cut


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
    end = time.monotonic() + max(0.0, wait)
    pause = 0.005
    try:
        real_root = _root_naming(path)
    except ValueError:
        return None
    if real_root is None:
        return None
    renewed = False
    while True:
        try:
            real = _real_in_folder(path, real_root)
            if not renewed and not _inside(real, real_root):  # the projects folder may lie elsewhere now
                renewed = True
                real_root = _roots(renew=True)[1]
                real = _real_in_folder(path, real_root)
            got = _tail_block(path, real, real_root, ASKING_FIRST)
            if got is None and os.path.islink(path):  # the file itself a link: where it leads
                real = os.path.realpath(path)
                got = _tail_block(path, real, real_root, ASKING_FIRST)
        except ValueError:
            return None
        if got is None and not _may_appear(path, real, real_root):
            return None
        if got is not None:
            data, start = got
            at = _line_end(data, start, needle)
            if at is not None:
                text, whole = _turn_text(_lines_back(data, start, at), tool_use_id, needle)
                if whole or start == 0:  # the turn, or the file, is all in what was read
                    return text
            if start != 0:  # the turn may go on above the first block: the longer one, as it is now
                got = _tail_block(path, real, real_root, ASKING_BYTES)
                if got is not None:
                    data, start = got
                    at = _line_end(data, start, needle)
                    if at is not None:
                        return _turn_text(_lines_back(data, start, at), tool_use_id, needle)[0]
        left = end - time.monotonic()
        if left <= 0:
            return NOT_YET
        time.sleep(min(pause, left))
        pause = min(pause * 2, 0.05)


# a transcript's folder -> its real location and (st_dev, st_ino): a session's folder is asked
# about on every question of the session
_FOLDERS: dict[str, tuple[str, tuple[int, int]]] = {}


def _real_in_folder(path: str, real_root: str) -> str:
    """Where ``path`` lies: its folder's real location (kept while a ``stat`` of the folder's name
    finds the same folder and the kept location is still a real one, where ``os.path.realpath``
    walks every part) and its own name. A file that is itself a link is not followed here:
    opened without following, it fails, and the caller asks where it leads. ValueError: a NUL byte."""
    folder, name = os.path.split(path)
    if not name or name in (".", "..") or not folder:
        return os.path.realpath(path)
    kept = _FOLDERS.get(folder)
    try:
        st = os.stat(folder)
    except OSError:
        return os.path.realpath(path)  # not there (yet): walked as it is
    if kept is None or kept[1] != (st.st_dev, st.st_ino) or not _still_real(kept[0], kept[1], real_root):
        real = os.path.realpath(folder)
        if len(_FOLDERS) >= 256:
            _FOLDERS.clear()
        kept = _FOLDERS[folder] = (real, (st.st_dev, st.st_ino))
    return os.path.join(kept[0], name)


def _still_real(real: str, ident: tuple[int, int], real_root: str) -> bool:
    """Whether ``real``, a folder's real location when it was kept, still is one: no part of it
    below the projects folder is a link (a folder moved out, a link left in its place) and it
    is the folder ``ident`` names. One ``lstat`` a part below the projects folder (one, for a
    session's folder). Outside the projects folder: walked again (the name may reach a folder
    in it now, the projects folder having moved)."""
    if not _inside(real, real_root):
        return False
    part = real_root
    try:
        st = None
        for name in real[len(real_root):].split("/"):
            if name:
                part = os.path.join(part, name)
                st = os.lstat(part)
                if stat.S_ISLNK(st.st_mode):
                    return False
        if st is None:
            st = os.lstat(real)
    except OSError:
        return False
    return (st.st_dev, st.st_ino) == ident


def _may_appear(path: str, real: str, real_root: str) -> bool:
    """A transcript not there yet (a fresh session's first turn) in a folder where Claude Code keeps them
    (``real``: the path's real location, whose folder is its folder's, as nothing is at the path)."""
    try:
        return not os.path.lexists(path) and _inside(os.path.dirname(real), real_root)
    except (OSError, ValueError):
        return False


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
