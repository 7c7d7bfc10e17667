"""Decisions (the questions table): recorded once per tool call, their statuses, their hooks."""

from __future__ import annotations

import json
import time

import pytest

from warden.store import OPEN_STATUSES, STATUSES, Store

Q = [{"question": "Which database?", "header": "DB", "options": [{"label": "A"}, {"label": "B"}], "multiSelect": False}]


def _ask(store: Store, tool_use_id: str | None = "toolu_1", session: str = "s1", **kw: object) -> int:
    return store.add_question(session, tool_use_id, Q, {"questions": Q}, kw.pop("hook_until", None), **kw)  # type: ignore[arg-type]


def test_a_tool_call_is_recorded_once_and_asked_again_only_moves_its_hook(store: Store) -> None:
    qid = _ask(store, hook_until=100.0)
    assert _ask(store, hook_until=200.0) == qid
    q = store.question(qid)
    assert (q["hook_until"], q["status"], q["kind"]) == (200.0, "pending", "question")
    assert json.loads(q["questions"]) == Q and store.question_by_tool_use("toolu_1")["id"] == qid
    assert _ask(store, None) != _ask(store, None)  # no tool call id: every one is its own


def test_a_decision_has_a_kind(store: Store) -> None:
    qid = _ask(store, "toolu_p", kind="permission")
    assert store.question(qid)["kind"] == "permission"


def test_a_closing_status_closes_a_decision_and_what_was_said_is_kept(store: Store) -> None:
    qid = _ask(store)
    store.set_status(qid, "answered", detail="by a person")
    assert store.question(qid)["closed_at"] is None
    store.set_status(qid, "mismatch", received={"Which database?": "B"})
    q = store.question(qid)
    closed = q["closed_at"]
    assert q["detail"] == "by a person" and json.loads(q["received"]) == {"Which database?": "B"} and closed
    store.set_status(qid, "pending")  # an open status does not reopen its closing time
    assert store.question(qid)["closed_at"] == closed
    assert set(OPEN_STATUSES) < set(STATUSES)
    with pytest.raises(ValueError, match="unknown decision status"):
        store.set_status(qid, "lost")


def test_decisions_are_listed_newest_first_with_their_session_name(store: Store) -> None:
    store.upsert_session("s1", name="api")
    a, b = _ask(store, "t1"), _ask(store, "t2", session="s2")
    store.set_status(b, "expired")
    rows = store.questions()
    assert [r["id"] for r in rows] == [b, a] and rows[1]["session_name"] == "api" and rows[0]["session_name"] is None
    assert [r["id"] for r in store.questions(status="pending")] == [a]
    assert [r["id"] for r in store.questions(session="api")] == [a]
    assert [r["id"] for r in store.questions(limit=1)] == [b]
    assert [r["id"] for r in store.session_questions("s1")] == [a]
    assert [r["id"] for r in store.with_status("pending")] == [a]


def test_open_decisions_are_counted_per_session_and_status(store: Store) -> None:
    a, b, c = _ask(store, "t1"), _ask(store, "t2"), _ask(store, "t3", session="s2")
    store.set_status(b, "answered")
    store.set_status(c, "declined")
    assert [r["id"] for r in store.open_questions("s1")] == [a, b] and store.open_questions("s2") == []
    assert store.open_counts() == {"s1": {"pending": 1, "answered": 1}}
    assert store.count_open() == 2


def test_details_hooks_deferrals_and_mismatches(store: Store) -> None:
    qid = _ask(store)
    store.set_detail(qid, "delivery failed: pane gone")
    store.set_detail(qid, None, only_if_prefix="something else: ")
    assert store.question(qid)["detail"] == "delivery failed: pane gone"
    store.set_detail(qid, None, only_if_prefix="delivery failed: ")
    assert store.question(qid)["detail"] is None
    store.hold_hook(qid, 123.5)
    assert store.question(qid)["hook_until"] == 123.5
    store.release_hook(qid)
    assert store.question(qid)["hook_until"] is None
    now = time.time()
    store.defer(qid, now + 60, "deferred: answer it")
    q = store.question(qid)
    assert q["deferred_at"] >= now and q["hook_until"] == pytest.approx(now + 60) and q["detail"] == "deferred: answer it"
    for n in range(4):
        m = _ask(store, f"m{n}")
        store.set_status(m, "mismatch", detail=f"got {n}")
    assert [r["detail"] for r in store.mismatches("s1", limit=3)] == ["got 3", "got 2", "got 1"]


def test_timestamps_keep_their_precision(store: Store) -> None:
    # REAL is 8 bytes on SQLite; PostgreSQL's REAL would be 4 (DOUBLE PRECISION it is)
    qid = _ask(store)
    t = 1795659770.8444107
    store.hold_hook(qid, t)
    assert store.question(qid)["hook_until"] == t


def test_mismatches_still_to_correct_are_those_after_the_last_verified(store: Store) -> None:
    ids = [_ask(store, f"t{n}") for n in range(6)]
    for qid, status in zip(ids, ["mismatch", "verified", "mismatch", "mismatch", "pending", "verified"]):
        store.set_status(qid, status, detail=f"#{qid}")
    assert [r["id"] for r in store.mismatches("s1")] == []  # the last answer landed as meant
    assert [r["id"] for r in store.mismatches("s1", before=ids[4])] == [ids[3], ids[2]]
    assert [r["id"] for r in store.mismatches("s1", before=ids[3])] == [ids[2]]
    assert [r["id"] for r in store.mismatches("s1", before=ids[1])] == [ids[0]]
    assert store.mismatches("s2") == []
