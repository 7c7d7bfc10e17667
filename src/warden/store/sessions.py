"""The ``sessions`` table and the session state machine.

A session's state is set only through ``set_session_state``::

    working   a turn runs (SessionStart, UserPromptSubmit, a decision settled)
    waiting   a decision waits for its person
    stopped   the turn ended (Stop): the session idles at its prompt
    ended     the session ended (SessionEnd, or its headless task finished)
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from warden.store.db import Database, Row

SESSION_STATES = ("working", "waiting", "stopped", "ended")


def _check(fields: dict[str, Any]) -> None:
    # column names are written into the SQL: only plain names
    bad = [k for k in fields if not k.isidentifier()]
    if bad:
        raise ValueError(f"not a column name: {', '.join(bad)}")


class Sessions:
    db: Database

    def upsert_session(self, session_id: str, **fields: Any) -> None:
        _check(fields)
        now = time.time()
        fields = {k: v for k, v in fields.items() if v is not None}
        cols = ["id", "created_at", "updated_at", *fields]
        updates = ", ".join(f"{k}=excluded.{k}" for k in ["updated_at", *fields])
        self.db.execute(
            f"INSERT INTO sessions ({', '.join(cols)}) VALUES ({', '.join('?' * len(cols))}) "
            f"ON CONFLICT(id) DO UPDATE SET {updates}",
            (session_id, now, now, *fields.values()),
        )

    def session(self, session_id: str | None) -> Row | None:
        return self.db.one("SELECT * FROM sessions WHERE id=?", (session_id,))

    def resolve_session(self, ref: str) -> str:
        """A session id from an id, an id prefix, or a name: warden's name for it, else its
        tmux session's name (the newest session of that name)."""
        row = self.db.one("SELECT id FROM sessions WHERE id=?", (ref,))
        if row is None:
            # this host's own sessions before a fleet's machines' of the same name
            row = self.db.one("SELECT id FROM sessions WHERE name=? ORDER BY machine IS NOT NULL, updated_at DESC "
                              "LIMIT 1", (ref,))
        if row is None:
            row = self.db.one("SELECT id FROM sessions WHERE tmux_session=? ORDER BY machine IS NOT NULL, "
                              "updated_at DESC LIMIT 1", (ref,))
        if row is None and len(ref) >= 4:
            rows = self.db.all("SELECT id FROM sessions WHERE id LIKE ? ESCAPE '\\' LIMIT 2", (_like_prefix(ref),))
            row = rows[0] if len(rows) == 1 else None
        if row is None:
            from warden.errors import NotFound

            raise NotFound(f"no session {ref!r} (see `warden status`)")
        return str(row["id"])

    def set_session_state(self, session_id: str | None, state: str, **fields: Any) -> None:
        """Move a session to ``state`` (see SESSION_STATES); ``fields`` are set with it."""
        if state not in SESSION_STATES:
            raise ValueError(f"unknown session state {state!r}")
        _check(fields)
        if not session_id:
            return
        sets = ", ".join(["state=?", "updated_at=?", *(f"{k}=?" for k in fields)])
        self.db.execute(f"UPDATE sessions SET {sets} WHERE id=?", (state, time.time(), *fields.values(), session_id))

    def set_session_fields(self, session_id: str, **fields: Any) -> None:
        """Set columns of a session without touching its state or ``updated_at`` (what
        ingestion learns beside the event: its tmux session name, its last message)."""
        _check(fields)
        if fields:
            sets = ", ".join(f"{k}=?" for k in fields)
            self.db.execute(f"UPDATE sessions SET {sets} WHERE id=?", (*fields.values(), session_id))

    def mark_done(self, session_id: str, done: bool = True) -> None:
        """A person's mark: this session's work is finished (the board files it under Done);
        its next prompt clears it."""
        self.db.execute("UPDATE sessions SET done_at=?, updated_at=? WHERE id=?",
                        (time.time() if done else None, time.time(), session_id))

    def sessions(self) -> list[Row]:
        return self.db.all("SELECT * FROM sessions ORDER BY updated_at DESC")

    def newest_session(self) -> Row | None:
        return self.db.one("SELECT * FROM sessions ORDER BY updated_at DESC LIMIT 1")


def _like_prefix(ref: str) -> str:
    # a prefix, literally: "_" and "%" in it match only themselves
    return ref.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"
