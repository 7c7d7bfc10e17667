"""The ``events`` table: every hook event, as received, with a note on what was done with it."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from warden.store.db import Database, Row


def _str(v: Any) -> str | None:
    return v if isinstance(v, str) else None


class Events:
    db: Database

    if TYPE_CHECKING:
        def resolve_session(self, ref: str) -> str: ...  # warden.store.sessions

    def add_event(self, payload_text: str, payload: dict[str, Any] | None, note: str | None = None,
                  rec_id: str | None = None, ts: float | None = None) -> int:
        p = payload or {}
        return int(self.db.insert(
            "INSERT INTO events (rec_id, ts, session_id, event, tool_name, tool_use_id, payload, note) "
            "VALUES (?,?,?,?,?,?,?,?)",
            (rec_id, ts or time.time(), _str(p.get("session_id")), _str(p.get("hook_event_name")),
             _str(p.get("tool_name")), _str(p.get("tool_use_id")), payload_text, note),
        ) or 0)

    def add_failed_record(self, rec_id: str, ts: float, payload_text: str, note: str, undo: bool = True) -> None:
        """Keep a spool record that could not be ingested (once: ``rec_id`` is unique),
        after rolling back whatever its ingestion left open (``undo=False``: its own
        savepoint did, and the transaction around it goes on)."""
        if undo and self.db.in_transaction:
            self.db.rollback()
        self.db.execute("INSERT INTO events (rec_id, ts, payload, note) VALUES (?,?,?,?) ON CONFLICT DO NOTHING",
                        (rec_id, ts, payload_text, note))

    def has_record(self, *rec_ids: str) -> bool:
        """Whether a spool record (by any of ``rec_ids``) is in the event log already."""
        return self.db.one(f"SELECT 1 FROM events WHERE rec_id IN ({','.join('?' * len(rec_ids))})",
                           rec_ids) is not None

    def recorded(self, rec_ids: list[str]) -> set[str]:
        """Which of the spool records ``rec_ids`` are in the event log already (ingested,
        or kept as failed under the id + ``-error``): one look for a drain's batch."""
        if not rec_ids:
            return set()
        wanted = [*rec_ids, *(r + "-error" for r in rec_ids)]
        rows = self.db.all(f"SELECT rec_id FROM events WHERE rec_id IN ({','.join('?' * len(wanted))})", wanted)
        return {r["rec_id"][:-6] if r["rec_id"].endswith("-error") else r["rec_id"] for r in rows}

    def note_event(self, event_id: int, note: str, append: bool = False) -> None:
        """Say what was done with an event (``append``: after what it already says)."""
        if append:
            self.db.execute("UPDATE events SET note=CASE WHEN note IS NULL OR note='' THEN ? "
                            "ELSE note || '; ' || ? END WHERE id=?", (note, note, event_id))
        else:
            self.db.execute("UPDATE events SET note=? WHERE id=?", (note, event_id))

    def event(self, event_id: int) -> Row | None:
        return self.db.one("SELECT * FROM events WHERE id=?", (event_id,))

    def pre_tool_use_event(self, tool_use_id: str | None) -> int | None:
        """The id of the newest PreToolUse event of a tool call."""
        row = self.db.one("SELECT id FROM events WHERE tool_use_id=? AND event='PreToolUse' ORDER BY id DESC LIMIT 1",
                          (tool_use_id,))
        return int(row["id"]) if row is not None else None

    def latest_event(self, session_id: str | None, event: str) -> int | None:
        """The id of the session's newest event named ``event``."""
        row = self.db.one("SELECT id FROM events WHERE session_id=? AND event=? ORDER BY id DESC LIMIT 1",
                          (session_id, event))
        return int(row["id"]) if row is not None else None

    def count_events_after(self, session_id: str, after: int, names: tuple[str, ...]) -> int:
        """How many of the session's events named ``names`` came after event ``after``."""
        return int(self.db.value(
            f"SELECT COUNT(*) AS n FROM events WHERE session_id=? AND id>? AND event IN ({','.join('?' * len(names))})",
            (session_id, after, *names)))

    def unpaired_calls(self, session_id: str, tool_name: str, limit: int = 20) -> list[Row]:
        """The session's newest PreToolUse events of ``tool_name`` (tool_use_id, payload)
        that no decision holds yet and that have not reported back (no PostToolUse)."""
        return self.db.all(
            "SELECT e.tool_use_id, e.payload FROM events e WHERE e.session_id=? AND e.event='PreToolUse' "
            "AND e.tool_name=? AND e.tool_use_id IS NOT NULL "
            "AND NOT EXISTS (SELECT 1 FROM questions q WHERE q.tool_use_id=e.tool_use_id) "
            "AND NOT EXISTS (SELECT 1 FROM events p WHERE p.tool_use_id=e.tool_use_id "
            "AND p.event IN ('PostToolUse', 'PostToolUseFailure')) ORDER BY e.id DESC LIMIT ?",
            (session_id, tool_name, limit))

    def recent_events(self, session_id: str, names: tuple[str, ...], limit: int) -> list[Row]:
        """The session's newest ``limit`` events named ``names`` (event, payload), newest first."""
        return self.db.all(
            f"SELECT event, payload FROM events WHERE session_id=? AND event IN ({','.join('?' * len(names))}) "
            "ORDER BY id DESC LIMIT ?", (session_id, *names, limit))

    def events(self, session: str | None = None, after: int = 0, limit: int = 200,
               event: str | None = None) -> list[Row]:
        """Events oldest first: the newest ``limit`` after id ``after`` (of one session,
        one event name)."""
        where, args = ["id>?"], [after]
        if session:
            where.append("session_id=?")
            args.append(self.resolve_session(session))
        if event:
            where.append("event=?")
            args.append(event)
        rows = self.db.all(f"SELECT * FROM events WHERE {' AND '.join(where)} ORDER BY id DESC LIMIT ?",
                           (*args, limit))
        return rows[::-1]
