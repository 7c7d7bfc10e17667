"""A small memo keyed by the identity of objects (a kept ``Call`` and the same kept answer).

The objects are held beside their value, so an id is not reused by another object while its
entry lives; at ``size`` entries the memo starts again empty (the kept objects it serves are
few: one per distinct question). It imports nothing, not even ``typing``: the
hook imports it."""

from __future__ import annotations


class ByIdentity:
    __slots__ = ("_entries", "_size")

    def __init__(self, size: int = 256) -> None:
        self._entries: dict[tuple[int, ...], tuple[tuple[object, ...], object]] = {}
        self._size = size

    def get(self, key: tuple[object, ...]) -> object:
        """The value kept for exactly these objects, or None."""
        hit = self._entries.get(tuple(map(id, key)))
        if hit is None:
            return None
        for a, b in zip(hit[0], key):  # a loop, not all() over a generator: asked on every question
            if a is not b:
                return None
        return hit[1]

    def put(self, key: tuple[object, ...], value: object) -> None:
        if len(self._entries) >= self._size:
            self._entries.clear()
        self._entries[tuple(map(id, key))] = (key, value)
