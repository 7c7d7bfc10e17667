"""Decisions: the ``questions`` table (every kind of decision, ``kind`` says which) and
the decision statuses.

A decision's status::

    pending -> answered -> delivered -> verified | mismatch
    pending|answered|delivered -> declined | redirected   (the session moved on)
    pending -> keyboard                                    (answered with no intent)
    pending|answered -> expired                            (session ended)

``hook_until`` is when the hook waiting on a decision gives up (NULL: none waits).
"""

from __future__ import annotations

import json
import time
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from warden.store.db import Database, Row

OPEN_STATUSES = ("pending", "answered", "delivered")
STATUSES = OPEN_STATUSES + ("verified", "mismatch", "keyboard", "declined", "redirected", "expired")
_OPEN = ",".join(f"'{s}'" for s in OPEN_STATUSES)


# one encoder for every call: json.dumps with these settings would build one per call
_ENCODER = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))


def dumps(obj: Any) -> str:
    return _ENCODER.encode(obj)


class Decisions:
    db: Database

    if TYPE_CHECKING:
        def resolve_session(self, ref: str) -> str: ...  # warden.store.sessions

    def add_question(
        self, session_id: str, tool_use_id: str | None, questions: Any, tool_input: Any, hook_until: float | None,
        kind: str = "question",
    ) -> int:
        """Record a decision of ``kind`` (once per tool call: asked again, only its
        ``hook_until`` changes); ``hook_until`` is when a waiting hook gives up (None: none waits)."""
        now = time.time()
        return int(self.db.insert(
            "INSERT INTO questions (kind, session_id, tool_use_id, questions, tool_input, status, hook_until, "
            "created_at, updated_at) VALUES (?,?,?,?,?, 'pending', ?, ?, ?) "
            "ON CONFLICT(tool_use_id) DO UPDATE SET hook_until=excluded.hook_until, updated_at=excluded.updated_at",
            (kind, session_id, tool_use_id, dumps(questions), dumps(tool_input), hook_until, now, now),
        ) or 0)

    def question(self, qid: int) -> Row | None:
        return self.db.one("SELECT * FROM questions WHERE id=?", (qid,))

    def question_by_tool_use(self, tool_use_id: str) -> Row | None:
        return self.db.one("SELECT * FROM questions WHERE tool_use_id=?", (tool_use_id,))

    def questions(self, status: str | None = None, session: str | None = None, limit: int = 100) -> list[Row]:
        """Newest first, each with its session's name (``session_name``)."""
        sql = "SELECT q.*, s.name AS session_name FROM questions q LEFT JOIN sessions s ON s.id=q.session_id"
        where, args = [], []
        if status:
            where.append("q.status=?")
            args.append(status)
        if session:
            where.append("q.session_id=?")
            args.append(self.resolve_session(session))
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += " ORDER BY q.id DESC LIMIT ?"
        return self.db.all(sql, (*args, limit))

    def with_status(self, status: str) -> list[Row]:
        """Every decision in ``status``, oldest first."""
        return self.db.all("SELECT * FROM questions WHERE status=? ORDER BY id", (status,))

    def session_questions(self, session_id: str) -> list[Row]:
        """Every decision of a session, oldest first."""
        return self.db.all("SELECT * FROM questions WHERE session_id=? ORDER BY id", (session_id,))

    def open_questions(self, session_id: str) -> list[Row]:
        return self.db.all(f"SELECT * FROM questions WHERE session_id=? AND status IN ({_OPEN}) ORDER BY id",
                           (session_id,))

    def open_decisions(self, session_id: str, kind: str) -> list[Row]:
        """The session's open decisions of ``kind``, newest first."""
        return self.db.all(f"SELECT * FROM questions WHERE session_id=? AND kind=? AND status IN ({_OPEN}) "
                           "ORDER BY id DESC", (session_id, kind))

    def sessions_with_open(self, kind: str) -> set[str]:
        """The sessions with an open decision of ``kind``."""
        return {r["session_id"] for r in self.db.all(
            f"SELECT DISTINCT session_id FROM questions WHERE kind=? AND status IN ({_OPEN})", (kind,))}

    def open_counts(self) -> dict[str, dict[str, int]]:
        """Session id -> open status -> how many decisions."""
        counts: dict[str, dict[str, int]] = {}
        for r in self.db.all(f"SELECT session_id, status, count(*) AS n FROM questions WHERE status IN ({_OPEN}) "
                             "GROUP BY session_id, status"):
            counts.setdefault(r["session_id"], {})[r["status"]] = int(r["n"])
        return counts

    def count_open(self) -> int:
        return int(self.db.value(f"SELECT count(*) AS n FROM questions WHERE status IN ({_OPEN})"))

    def mismatches(self, session_id: str, before: int | None = None, limit: int = 3) -> list[Row]:
        """The session's decisions whose answer did not land and that are still to be
        corrected (id, detail), newest first: those after its last verified decision, all
        before decision ``before`` when given."""
        older = "" if before is None else " AND id < ?"
        bound = () if before is None else (before,)
        return self.db.all(
            f"SELECT id, detail FROM questions WHERE session_id=? AND status='mismatch'{older} AND id > "
            f"COALESCE((SELECT MAX(id) FROM questions WHERE session_id=? AND status='verified'{older}), 0) "
            "ORDER BY id DESC LIMIT ?", (session_id, *bound, session_id, *bound, limit))

    def set_status(self, qid: int, status: str, detail: str | None = None, received: Any = None) -> None:
        if status not in STATUSES:
            raise ValueError(f"unknown decision status {status!r}")
        now = time.time()
        closed = now if status not in OPEN_STATUSES else None
        self.db.execute(
            "UPDATE questions SET status=?, detail=COALESCE(?, detail), received=COALESCE(?, received), "
            "updated_at=?, closed_at=COALESCE(?, closed_at) WHERE id=?",
            (status, detail, dumps(received) if received is not None else None, now, closed, qid),
        )

    def set_detail(self, qid: int, detail: str | None, only_if_prefix: str | None = None) -> None:
        """Say why a decision is as it is (None: clear it); ``only_if_prefix``: only when
        what it says now starts so."""
        if only_if_prefix is None:
            self.db.execute("UPDATE questions SET detail=? WHERE id=?", (detail, qid))
        else:
            self.db.execute("UPDATE questions SET detail=? WHERE id=? AND substr(detail, 1, ?)=?",
                            (detail, qid, len(only_if_prefix), only_if_prefix))

    def hold_hook(self, qid: int, until: float) -> None:
        """A hook waits for this decision until ``until``."""
        self.db.execute("UPDATE questions SET hook_until=? WHERE id=?", (until, qid))

    def release_hook(self, qid: int) -> None:
        self.db.execute("UPDATE questions SET hook_until=NULL WHERE id=?", (qid,))

    def defer(self, qid: int, until: float, detail: str) -> None:
        """A ``claude -p`` run stopped on this decision: it waits for an answer until ``until``."""
        now = time.time()
        self.db.execute("UPDATE questions SET deferred_at=?, hook_until=?, detail=?, updated_at=? WHERE id=?",
                        (now, until, detail, now, qid))
