"""The ``launches`` table: how warden started a session it started (``warden run``, the
board's "start a session"), so that it can start it again with ``--resume`` once its
tmux pane is gone. Keyed by the session's name (its ``WARDEN_SESSION``): the session id
is known only once Claude Code's first hook reports it."""

from __future__ import annotations

import json
import time
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from warden.store import Row, Store


def record(store: Store, name: str, argv: list[str], cwd: str | None, socket_name: str | None,
           profile: str | None) -> int:
    return int(store.db.insert(
        "INSERT INTO launches (name, argv, cwd, socket_name, profile, created_at) VALUES (?,?,?,?,?,?)",
        (name, json.dumps(argv), cwd, socket_name, profile, time.time())) or 0)


def latest(store: Store, name: str | None) -> Row | None:
    """The newest launch of a session of this name."""
    if not name:
        return None
    return store.db.one("SELECT * FROM launches WHERE name=? ORDER BY id DESC LIMIT 1", (name,))


def argv(row: Row) -> list[str]:
    value: Any = json.loads(row["argv"])
    return [str(x) for x in value] if isinstance(value, list) else []
