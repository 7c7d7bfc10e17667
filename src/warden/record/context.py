"""What an ingestion handler gets for one event."""

from __future__ import annotations

from typing import Any

from warden.store import Store


class HookContext:
    """What an ingestion handler gets: the payload, the store, and what the hook's
    environment said about the session (managed, name, profile, tmux pane)."""

    def __init__(self, payload: dict[str, Any], raw: str, home: str, meta: dict[str, str], store: Store):
        self.payload = payload
        self.raw = raw
        self.home = home
        self.meta = meta
        self.store = store
        self.event_id = 0
        sid = payload.get("session_id")
        self.session_id: str | None = sid if isinstance(sid, str) and sid else None
        ev = payload.get("hook_event_name")
        self.event: str | None = ev if isinstance(ev, str) else None
        tn = payload.get("tool_name")
        self.tool_name: str | None = tn if isinstance(tn, str) else None
        self.managed = meta.get("managed") == "1"
        self.name: str | None = meta.get("name") or None
        self.profile: str | None = meta.get("profile") or None
        self.note = meta.get("note", "")
