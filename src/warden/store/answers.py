"""Answers (the ``answers`` table: what was decided, by whom, how it was delivered) and
traces (the ``traces`` table: each answerer's step for a decision)."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from warden.store.db import Database, Row


class Answers:
    db: Database

    def add_answer(self, qid: int, answer_json: str, decided_by: str, reason: str = "",
                   delivery: str | None = None, origin: str | None = None) -> int:
        """``origin``: where the answer was given when not here (a fleet's server: ``server/<id>``)."""
        now = time.time()
        return int(self.db.insert(
            "INSERT INTO answers (question_id, answer, decided_by, reason, delivery, created_at, delivered_at, origin) "
            "VALUES (?,?,?,?,?,?,?,?)",
            (qid, answer_json, decided_by, reason, delivery, now, now if delivery else None, origin),
        ) or 0)

    def answers(self, qid: int) -> list[Row]:
        """Every answer recorded for a decision, oldest first."""
        return self.db.all("SELECT * FROM answers WHERE question_id=? ORDER BY id", (qid,))

    def answers_of(self, qids: list[int]) -> dict[int, list[Row]]:
        """Every answer of each of these decisions, oldest first, in one query (the board
        shows a page of decisions at a time)."""
        return _by_question(self.db.all(
            f"SELECT * FROM answers WHERE question_id IN ({_marks(qids)}) ORDER BY id", tuple(qids))) if qids else {}

    def undelivered_answer(self, qid: int) -> Row | None:
        """The newest recorded answer no route has delivered yet."""
        return self.db.one("SELECT * FROM answers WHERE question_id=? AND delivered_at IS NULL ORDER BY id DESC LIMIT 1",
                           (qid,))

    def latest_answer(self, qid: int) -> Row | None:
        return self.db.one("SELECT * FROM answers WHERE question_id=? ORDER BY id DESC LIMIT 1", (qid,))

    def delivered_answer(self, qid: int) -> Row | None:
        """The intent: the newest answer that was delivered."""
        return self.db.one(
            "SELECT * FROM answers WHERE question_id=? AND delivered_at IS NOT NULL ORDER BY id DESC LIMIT 1", (qid,))

    def mark_delivered(self, answer_id: int, delivery: str) -> None:
        self.db.execute("UPDATE answers SET delivery=?, delivered_at=? WHERE id=?", (delivery, time.time(), answer_id))

    def mark_delivery_failed(self, answer_id: int, delivery: str, keys_sent: bool) -> None:
        """A route could not deliver the answer: it says so as ``delivery``; unless keys
        were sent (the answer may have landed) it is undelivered again."""
        if keys_sent:
            self.db.execute("UPDATE answers SET delivery=? WHERE id=?", (delivery, answer_id))
        else:
            self.db.execute("UPDATE answers SET delivery=?, delivered_at=NULL WHERE id=?", (delivery, answer_id))

    def stuck_answers(self, recorded_before: float, hook_gone_before: float) -> list[int]:
        """Decisions answered before ``recorded_before`` whose answer no route delivered
        and no hook can still deliver (its budget ended before ``hook_gone_before``)."""
        rows = self.db.all(
            "SELECT DISTINCT q.id FROM questions q JOIN answers a ON a.question_id=q.id "
            "WHERE q.status='answered' AND a.delivered_at IS NULL AND a.created_at < ? "
            "AND (q.hook_until IS NULL OR q.hook_until < ?) ORDER BY q.id", (recorded_before, hook_gone_before))
        return [int(r["id"]) for r in rows]

    def typed_by(self, delivery: str, before: float | None = None) -> list[int]:
        """Decisions still ``delivered`` by ``delivery`` (typing started, nothing came back),
        since before ``before`` when given."""
        rows = self.db.all(
            "SELECT DISTINCT q.id FROM questions q JOIN answers a ON a.question_id=q.id WHERE q.status='delivered' "
            "AND a.delivery=? AND a.delivered_at < ? ORDER BY q.id",
            (delivery, before if before is not None else float("inf")))
        return [int(r["id"]) for r in rows]

    # ------------------------------------------------------------ traces

    def add_trace(self, qid: int, answerer: str, outcome: str, reason: str, started_at: float, elapsed: float) -> None:
        self.db.execute(
            "INSERT INTO traces (question_id, answerer, outcome, reason, started_at, elapsed) VALUES (?,?,?,?,?,?)",
            (qid, answerer, outcome, reason, started_at, elapsed),
        )

    def traces(self, qid: int) -> list[Row]:
        return self.db.all("SELECT * FROM traces WHERE question_id=? ORDER BY id", (qid,))

    def traces_of(self, qids: list[int]) -> dict[int, list[Row]]:
        """Every trace step of each of these decisions, in one query."""
        return _by_question(self.db.all(
            f"SELECT * FROM traces WHERE question_id IN ({_marks(qids)}) ORDER BY id", tuple(qids))) if qids else {}

    def decided_step(self, qid: int) -> Row | None:
        """The newest trace step that decided this decision (its ``answerer``)."""
        return self.db.one("SELECT * FROM traces WHERE question_id=? AND outcome='decided' ORDER BY id DESC LIMIT 1",
                           (qid,))


def _marks(qids: list[int]) -> str:
    return ",".join("?" * len(qids))


def _by_question(rows: list[Row]) -> dict[int, list[Row]]:
    out: dict[int, list[Row]] = {}
    for r in rows:
        out.setdefault(int(r["question_id"]), []).append(r)
    return out
