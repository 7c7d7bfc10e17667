"""Machines and their tokens: ``warden machines add|list|revoke`` and the check of a
relay's credential.

A token is made once, shown once, and kept only as its SHA-256 in the server's store
(``machines``), so every ``warden serve`` on that store admits it and a copy of the
store does not give it away. A token names one machine: it can ship that machine's
events and read that machine's work, nothing else (``warden.board.app.Access`` admits
it on ``/fleet/`` only). Revoking takes effect within ``CACHE_SECONDS``.
"""

from __future__ import annotations

import hashlib
import re
import secrets
import threading
import time
from typing import TYPE_CHECKING, Any

from warden.errors import NotFound, WardenError

if TYPE_CHECKING:
    from warden.store import Row, Store

NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,62}$")
RESERVED = {"server"}  # origins "server/<id>" name rows that began on the server
CACHE_SECONDS = 5.0


class MachineError(WardenError):
    pass


def digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


def check_name(name: str) -> str:
    if not NAME.match(name or "") or name.lower() in RESERVED:
        raise MachineError(f"a machine's name is letters, digits, '.', '_' or '-' (at most 63), not "
                           f"{name!r}{' (reserved)' if name.lower() in RESERVED else ''}")
    return name


def add(store: Store, name: str) -> str:
    """Register machine ``name``; return its token (the only time it exists in clear)."""
    check_name(name)
    from warden.store import write

    token = "wm_" + secrets.token_urlsafe(32)
    with write(store.db):
        if store.machine(name) is not None:
            raise MachineError(f"machine {name!r} exists (`warden machines revoke {name}` first, then add it again)")
        store.add_machine(name, digest(token))
    return token


def revoke(store: Store, name: str) -> None:
    if store.machine(name) is None:
        raise NotFound(f"no machine {name!r} (see `warden machines list`)")
    if not store.revoke_machine(name):
        raise MachineError(f"machine {name!r} is revoked already")


def listing(store: Store) -> list[dict[str, Any]]:
    return [as_json(m) for m in store.machines()]


def as_json(m: Row) -> dict[str, Any]:
    return {"name": m["name"], "created_at": m["created_at"], "revoked": m["revoked_at"] is not None,
            "last_seen": m["last_seen"], "backlog": m["backlog"], "address": m["address"],
            "relay_version": m["relay_version"], "sessions": int(m["sessions"]),
            "work_pending": int(m["work_pending"])}


class Admission:
    """Which machine a presented token belongs to, looked up in the store and kept for
    ``CACHE_SECONDS`` (a relay calls several times a second)."""

    def __init__(self, home: str):
        self.home = home
        self._cache: dict[str, tuple[str | None, float]] = {}
        self._lock = threading.Lock()

    def machine(self, token: str | None) -> str | None:
        """The machine's name, or None (no token, unknown, revoked). Blocking: call it
        from a worker thread."""
        if not token:
            return None
        key = digest(token)
        now = time.monotonic()
        with self._lock:
            hit = self._cache.get(key)
        if hit is not None and now - hit[1] < CACHE_SECONDS:
            return hit[0]
        from warden.store import open_home

        store = open_home(self.home)
        try:
            row = store.machine_by_token(key)
        finally:
            store.close()
        name = str(row["name"]) if row is not None else None
        with self._lock:
            if len(self._cache) > 1000:
                self._cache.clear()
            self._cache[key] = (name, now)
        return name
