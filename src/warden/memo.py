"""A small memo keyed by the identity of two objects (a kept ``Call`` and the same kept answer).

The objects are held beside their value, so an id is not reused by another object while its
entry lives; at ``size`` entries the memo starts again empty (the kept objects it serves are
few: one per distinct question). It imports nothing, not even ``typing``: the
hook imports it."""

from __future__ import annotations


class ByIdentity:
    __slots__ = ("_entries", "_size")

    def __init__(self, size: int = 256) -> None:
        self._entries: dict[tuple[int, int], tuple[object, object, object]] = {}
        self._size = size

    def get(self, a: object, b: object) -> object:
        """The value kept for exactly these two objects, or None (asked on every question)."""
        hit = self._entries.get((id(a), id(b)))
        if hit is None or hit[0] is not a or hit[1] is not b:
            return None
        return hit[2]

    def put(self, a: object, b: object, value: object) -> None:
        if len(self._entries) >= self._size:
            self._entries.clear()
        self._entries[id(a), id(b)] = (a, b, value)
