"""Everything the policy reads of the disk goes through one ``Files``, which notes what it saw.

The policy's outcome is a function of the question, the phase, its own options and what
it found on disk; every look at the disk (a file read, whether a path exists or is a
file or a directory, a directory listed) is made here, after the path's ``signature``
is noted in ``seen``. A kept decision (``cache``) stays valid while every noted path
still has the signature it had: the same inputs, so the same reading.

Only regular files are read, and never a FIFO or a device, whatever the project holds:
a read never blocks, so the policy stays quick enough for the server's event loop.

On the hook's inline-answer path: imports os and stat only.
"""

from __future__ import annotations

import os
import stat

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterator

_UNSEEN = object()


def signature(path: str) -> tuple[int, int, int, int, int, int] | None:
    """What a path is now, as far as a reader could tell: type, identity, size and the
    times of its last change (None: nothing there, or nothing reachable)."""
    try:
        st = os.stat(path)
    except (OSError, ValueError):
        return None
    return (st.st_mode, st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)


class Files:
    """The project directory ``cwd`` as the policy sees it; ``seen`` maps each absolute
    path looked at to its signature, taken before the look."""

    def __init__(self, cwd: str | None):
        self.cwd = cwd
        self.seen: dict[str, tuple[int, int, int, int, int, int] | None] = {}

    def path(self, rel: str) -> str:
        return os.path.join(self.cwd or "", rel) if rel else self.cwd or ""

    def _note(self, path: str) -> tuple[int, int, int, int, int, int] | None:
        sig = self.seen.get(path, _UNSEEN)
        if sig is _UNSEEN:
            sig = self.seen[path] = signature(path)
            if sig is None:
                # noted too: the directory that would hold it (up to one noted or there),
                # so a kept decision checks that one directory instead of every absent
                # path in it (``cache._plan``)
                parent = os.path.dirname(path)
                if parent != path and parent not in self.seen:
                    self._note(parent)
        return sig  # type: ignore[return-value]

    def read(self, rel: str, max_bytes: int) -> str | None:
        """The first ``max_bytes`` of a regular file, decoded (None: no such file)."""
        if not self.cwd:
            return None
        path = self.path(rel)
        sig = self._note(path)
        if sig is None or not stat.S_ISREG(sig[0]):
            return None
        try:
            fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
        except OSError:
            return None
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                return None  # replaced by something else since: never wait on it
            chunks, left = [], max_bytes
            while left > 0:
                chunk = os.read(fd, min(left, 1 << 16))
                if not chunk:
                    break
                chunks.append(chunk)
                left -= len(chunk)
        except OSError:
            return None
        finally:
            os.close(fd)
        from warden.decide.answerers.policy.runs import shorten  # not on a kept decision's path

        return shorten(b"".join(chunks).decode("utf-8", "replace"))

    def exists(self, rel: str) -> bool:
        return bool(self.cwd) and self._note(self.path(rel)) is not None

    def isfile(self, rel: str) -> bool:
        sig = self._note(self.path(rel)) if self.cwd else None
        return sig is not None and stat.S_ISREG(sig[0])

    def isdir(self, rel: str) -> bool:
        sig = self._note(self.path(rel)) if self.cwd else None
        return sig is not None and stat.S_ISDIR(sig[0])

    def listdir(self, rel: str) -> list[str]:
        """A directory's entries, sorted ([] when it is none)."""
        if not self.cwd:
            return []
        path = self.path(rel)
        sig = self._note(path)
        if sig is None or not stat.S_ISDIR(sig[0]):
            return []
        try:
            return sorted(os.listdir(path))
        except OSError:
            return []

    def walk(self, rel: str) -> Iterator[tuple[str, list[str], list[str]]]:
        """``os.walk`` of a directory, noting each directory it lists (its entries are
        in its signature). The caller may prune ``dirnames`` as with ``os.walk``."""
        if not self.isdir(rel):
            return
        for dirpath, dirnames, filenames in os.walk(self.path(rel)):
            # noted after the listing: a change in between makes the directory's change
            # time recent, and a decision read from recently changed files is not kept
            self._note(dirpath)
            yield dirpath, dirnames, filenames
