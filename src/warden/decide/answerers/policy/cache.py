"""Decisions the policy keeps, for a process that decides many questions (``warden serve``).

The policy's outcome for a question is a function of the question (its ``Call``), the
session's phase, the answerer's options (the user's rules among them) and what it found
on disk, and every look at the disk goes through ``files.Files``, which notes each path
with its signature (``files.signature``: type, device, inode, size, modification and
change times). A kept outcome is given again only while every path it noted still has
that signature: a file edited, created, removed or renamed, a directory listed that
gained or lost an entry, is a miss, and the question is read afresh.

A file changed within ``RACY_NS`` of the reading is never kept on: a file system's
clock is coarse (a change in the same tick as the one before could leave the times as
they were), and a look taken while a file changes may see it half-way. Kept decisions
are bounded (``MAX_ENTRIES``, least recently used first out).

On the hook's inline-answer path: no import beyond the standard library's cheapest.
"""

from __future__ import annotations

import _thread
import os
import time

from warden.decide.answerers.policy.files import signature

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Hashable
    from typing import Any

    from warden.decide.answerers.policy.files import Files

MAX_ENTRIES = 1024
RACY_NS = 2_000_000_000

_lock = _thread.allocate_lock()
# hash(key) -> (key, (path, signature) of each path noted, the outcome); insertion order
# is recency. Keyed by the hash, computed once: a question's hash is not cheap
_kept: dict[int, tuple[Hashable, list[tuple[str, Any]], Any]] = {}


def decided(key: Hashable, cwd: str | None, decide: Callable[[Files], Any]) -> Any:
    """The outcome for ``key``: a kept one whose inputs are unchanged, else ``decide``'s,
    reading the disk through the ``Files`` it is given (and kept when nothing it read
    changed just now)."""
    from warden.decide.answerers.policy.files import Files

    h = hash(key)
    with _lock:
        entry = _kept.pop(h, None)
        if entry is not None:
            _kept[h] = entry  # the most recently used
    if entry is not None:
        kept_key, seen, outcome = entry
        if kept_key == key and _unchanged(seen):
            return outcome
    started = time.time_ns()
    files = Files(cwd)
    outcome = decide(files)
    if _settled(files.seen, started):
        with _lock:
            _kept.pop(h, None)
            # shortest paths first: a directory is checked before what it holds
            _kept[h] = (key, sorted(files.seen.items(), key=lambda item: len(item[0])), outcome)
            while len(_kept) > MAX_ENTRIES:
                del _kept[next(iter(_kept))]
    return outcome


def _unchanged(seen: list[tuple[str, Any]]) -> bool:
    """Whether every path still has the signature it had. A path that was absent needs
    no look of its own when its directory is unchanged (it has the same entries) or an
    unchanged absent directory holds it: within a reading's paths most are absent."""
    same: set[str] = set()
    absent: set[str] = set()
    for path, sig in seen:
        if sig is None and _absent_within(path, same, absent):
            absent.add(path)
            continue
        if signature(path) != sig:
            return False
        same.add(path)
        if sig is None:
            absent.add(path)
    return True


def _absent_within(path: str, same: set[str], absent: set[str]) -> bool:
    parent = os.path.dirname(path)
    if parent in same or parent in absent:
        return True
    while parent and parent != os.path.dirname(parent):
        parent = os.path.dirname(parent)
        if parent in absent:
            return True
    return False


def _settled(seen: dict[str, Any], started: int) -> bool:
    """Whether every path noted last changed well before the reading began."""
    recent = started - RACY_NS
    return all(sig is None or (sig[4] < recent and sig[5] < recent) for sig in seen.values())


def size() -> int:
    return len(_kept)


def clear() -> None:
    with _lock:
        _kept.clear()
