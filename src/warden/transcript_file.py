"""Where a session's transcript may be opened, and the block read from its end.

A transcript is opened only where Claude Code keeps them (``projects_dir``), only as a regular file whose real
location is inside that folder: a payload's ``transcript_path`` cannot make warden read any other file, or wait on a
FIFO. The checks a path passes are kept (the projects folder's real location, a session folder's) while a ``stat``
finds the same folder, where ``os.path.realpath`` walks every part of a path: ``warden serve`` reads on every question.

A long-lived process (``warden serve``: ``keep_open``) keeps a transcript it has opened and checked open, and
reads it again while its path still names a place in the projects folder and reaches the same file (one ``stat``),
where each read would otherwise walk and check the path again (about ten system calls, half of what reading the turn
that asks costs). The kept descriptor can only ever read the file that passed the checks.

On the hook's inline-answer path: imports os, stat and time only (and ``_thread``, built into the interpreter).
"""

from __future__ import annotations

import _thread
import os
import stat
import time

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import BinaryIO


def projects_dir() -> str:
    """Where Claude Code keeps session transcripts: ``$CLAUDE_CONFIG_DIR/projects``, else
    ``~/.claude/projects``."""
    return roots()[0]


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


def roots(renew: bool = False) -> tuple[str, str]:
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


def root_naming(path: str) -> str | None:
    """The projects folder's real location where ``path`` names a place in it by either of the folder's names
    (walked again, at most once a ``RENEW_EVERY``, where it does not: the folder may have moved); None where
    it does not. ValueError: a NUL byte."""
    named, real_root = roots()
    if not _may_lie_within(path, named, real_root):
        if not _renew_due():
            return None
        named, real_root = roots(renew=True)
        if not _may_lie_within(path, named, real_root):
            return None
    return real_root


def named_within(path: str) -> bool:
    """Whether ``path`` names a place in the projects folder as last found (no system call: a kept transcript's
    path was checked on disk when it was opened)."""
    env = os.environ
    kept = _ROOTS.get((env.get("CLAUDE_CONFIG_DIR"), env.get("HOME")))
    return kept is not None and _may_lie_within(path, kept[0], kept[1])


def _may_lie_within(path: str, named: str, real: str) -> bool:
    """Whether ``path`` names a place in the projects folder by either of its names, read
    from the string alone. A path that does not is not looked at on disk: a transcript is
    only ever named there, and only what passes is then checked by its real location."""
    if not path.startswith("/") or "\0" in path:
        return False
    path = os.path.normpath(path)
    return path.startswith(named + "/") or path.startswith(real + "/")


def inside(path: str, root: str) -> bool:
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
    return _open_checked(path, real, real_root)[0]


def _open_checked(path: str, real: str, real_root: str) -> tuple[int, os.stat_result]:
    """``_open_fd`` with the ``fstat`` of what was opened (its size, and its identity for ``keep_open``). What is not a regular file is not opened
    (opening a device may act on it); what is opened is checked again (it may have been
    replaced in between)."""
    if not inside(real, real_root):
        raise PermissionError(f"{path} is not inside {real_root}")
    if not stat.S_ISREG(os.lstat(real).st_mode):
        raise PermissionError(f"{path} is not a regular file")
    fd = os.open(real, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise PermissionError(f"{path} is not a regular file")
        return fd, st
    except BaseException:
        os.close(fd)
        raise


def tail_block(path: str, real: str, real_root: str, max_bytes: int,
                keep: bool = False) -> tuple[bytes, int] | None:
    """The newest ``max_bytes`` of the file as read, and where its first whole line starts
    (past the end: none is whole). One ``pread``, no file object: ``asking`` reads one on
    every question. ``keep``: the descriptor is kept open for the path where ``keep_open`` is on."""
    try:
        fd, st = _open_checked(path, real, real_root)
    except (OSError, ValueError):
        return None
    size = st.st_size
    kept = False
    try:
        data = os.pread(fd, min(size, max_bytes), max(0, size - max_bytes))
        kept = keep and KEEPING[0] and _keep(path, fd, st)
    except OSError:
        return None
    finally:
        if not kept:
            os.close(fd)
    return _cut_first(data, size, max_bytes)


def _cut_first(data: bytes, size: int, max_bytes: int) -> tuple[bytes, int]:
    """A block read from the end of a file of ``size`` bytes, and where its first whole line starts."""
    if size <= max_bytes:
        return data, 0
    nl = data.find(b"\n")
    return data, (nl + 1 if nl >= 0 else len(data) + 1)  # the first line is cut


# transcripts kept open (``keep_open``): path -> (descriptor, st_dev, st_ino), oldest first
_KEPT: dict[str, tuple[int, int, int]] = {}
_KEPT_LOCK = _thread.allocate_lock()  # a descriptor is read and closed under it: its number is not reused meanwhile
KEEP_MAX = 256  # transcripts kept open at most (a quarter of the usual 1,024 descriptors a process may hold)
KEEPING = [False]


def keep_open(on: bool = True) -> None:
    """Keep the transcripts ``asking`` opens open for the next question of their session (a long-lived process:
    ``warden serve``); off closes those kept."""
    with _KEPT_LOCK:
        KEEPING[0] = on
        if not on:
            for fd, _, _ in _KEPT.values():
                os.close(fd)
            _KEPT.clear()


def _keep(path: str, fd: int, st: os.stat_result) -> bool:
    """Keep ``fd``, opened and checked for ``path`` (``st``: its ``fstat``), open (False: not kept, the caller closes it)."""
    with _KEPT_LOCK:
        if not KEEPING[0] or path in _KEPT:
            return False
        while len(_KEPT) >= KEEP_MAX:
            os.close(_KEPT.pop(next(iter(_KEPT)))[0])
        _KEPT[path] = (fd, st.st_dev, st.st_ino)
        return True


def kept_block(path: str, max_bytes: int) -> tuple[bytes, int] | None:
    """``tail_block`` from the descriptor kept for ``path``, while the path still reaches the file it was opened
    and checked as (None: none kept, or the path reaches another file now, or none: the kept one is closed)."""
    if path not in _KEPT:
        return None
    try:
        st = os.stat(path)
    except (OSError, ValueError):
        st = None
    with _KEPT_LOCK:
        kept = _KEPT.get(path)
        if kept is None:
            return None
        if st is None or (st.st_dev, st.st_ino) != kept[1:] or not stat.S_ISREG(st.st_mode):
            os.close(_KEPT.pop(path)[0])
            return None
        size = st.st_size
        try:
            data = os.pread(kept[0], min(size, max_bytes), max(0, size - max_bytes))
        except OSError:
            os.close(_KEPT.pop(path)[0])
            return None
    return _cut_first(data, size, max_bytes)


# a transcript's folder -> its real location and (st_dev, st_ino): a session's folder is asked
# about on every question of the session
_FOLDERS: dict[str, tuple[str, tuple[int, int]]] = {}


def real_in_folder(path: str, real_root: str) -> str:
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
    if not inside(real, real_root):
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


def may_appear(path: str, real: str, real_root: str) -> bool:
    """A transcript not there yet (a fresh session's first turn) in a folder where Claude Code keeps them
    (``real``: the path's real location, whose folder is its folder's, as nothing is at the path)."""
    try:
        return not os.path.lexists(path) and inside(os.path.dirname(real), real_root)
    except (OSError, ValueError):
        return False
