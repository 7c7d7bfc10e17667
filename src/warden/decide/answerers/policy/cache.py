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

from warden.decide.answerers.policy.files import Files, signature

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Hashable
    from typing import Any

MAX_ENTRIES = 1024
RACY_NS = 2_000_000_000

_lock = _thread.allocate_lock()
# hash(key) -> (key, how to check the paths noted (``_plan``), the outcome); insertion
# order is recency. Keyed by the hash, computed once: a question's hash is not cheap
_kept: dict[int, tuple[Hashable, list[tuple[str, Any]], Any]] = {}


def decided(key: Hashable, cwd: str | None, decide: Callable[[Files], Any]) -> Any:
    """The outcome for ``key``: a kept one whose inputs are unchanged, else ``decide``'s,
    reading the disk through the ``Files`` it is given (and kept when nothing it read
    changed just now)."""
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
            _kept[h] = (key, _plan(files.seen), outcome)
            while len(_kept) > MAX_ENTRIES:
                del _kept[next(iter(_kept))]
    return outcome


def _plan(seen: dict[str, Any]) -> list[tuple[str, Any]]:
    """The paths a reading noted that a check must look at again, with their signatures:
    every path but an absent one vouched for by another noted path (``_unchanged``)."""
    plan = []
    for path in sorted(seen, key=len):
        sig, guard = seen[path], None
        if sig is None:
            parent = os.path.dirname(path)
            if parent in seen:
                guard = parent
            else:
                while parent != os.path.dirname(parent):
                    parent = os.path.dirname(parent)
                    if parent in seen and seen[parent] is None:
                        guard = parent
                        break
        if guard is None:
            plan.append((path, sig))
    return plan


def _unchanged(plan: list[tuple[str, Any]]) -> bool:
    """Whether every path still has the signature it had. An absent path needs no look
    of its own when the path vouching for it is unchanged: its directory (the same
    entries) or an absent directory above it, itself checked (or vouched for in turn).
    Within a reading's paths most are absent."""
    for path, sig in plan:
        if signature(path) != sig:
            return False
    return True


def _settled(seen: dict[str, Any], started: int) -> bool:
    """Whether every path noted last changed well before the reading began."""
    recent = started - RACY_NS
    return all(sig is None or (sig[4] < recent and sig[5] < recent) for sig in seen.values())


def size() -> int:
    return len(_kept)


def clear() -> None:
    with _lock:
        _kept.clear()
