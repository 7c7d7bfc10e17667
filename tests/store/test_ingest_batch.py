"""A drain's batch on both backends: records go in together (one transaction, a session
written once per batch), and the outcome is what ingesting them one by one gives."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.payloads import SINGLE, pre
from warden.capture import spool
from warden.record import ingest
from warden.store import Store

PROFILE = "[profiles.b]\nbudget = 30\n"  # no chain given: the policy answers the question inline


def _spool_pre(home: Path, n: int, sessions: int = 3) -> None:
    for i in range(n):
        spool.append(str(home), json.dumps(pre(SINGLE, f"toolu_{i}", f"s-{i % sessions}")).encode(), {})


def _answered_inline(home: Path, sid: str, tid: str) -> None:
    """A managed session's question as the server takes it: PreToolUse answered inline
    by the policy, then its PostToolUse with the answer Claude Code used."""
    from warden.capture import http

    meta = http.meta_from({"x-warden-session": sid, "x-warden-profile": "b"}, {})
    base = {"session_id": sid, "transcript_path": f"/tmp/{sid}.jsonl", "cwd": "/tmp/p",
            "permission_mode": "default", "tool_name": "AskUserQuestion", "tool_use_id": tid}
    body = http.handle(str(home), json.dumps({**base, "hook_event_name": "PreToolUse",
                                              "tool_input": {"questions": SINGLE}}).encode(), meta)
    answers = json.loads(body or "{}")["hookSpecificOutput"]["updatedInput"]["answers"]
    http.handle(str(home), json.dumps({**base, "hook_event_name": "PostToolUse",
                                       "tool_input": {"questions": SINGLE, "answers": answers},
                                       "tool_response": {"questions": SINGLE, "answers": answers}}).encode(), meta)


def test_a_batch_with_reshipped_records_records_each_once(store: Store, isolated_home: Path) -> None:
    _spool_pre(isolated_home, 4)
    once = (isolated_home / spool.SPOOL).read_bytes()
    (isolated_home / spool.SPOOL).write_bytes(once + once)  # every record shipped twice, in one batch
    assert ingest.drain(store, str(isolated_home)) == 8
    assert store.db.value("SELECT count(*) FROM events") == 4
    assert store.db.value("SELECT count(*) FROM questions") == 4
    _spool_pre(isolated_home, 0)
    (isolated_home / spool.SPOOL).write_bytes(once)  # and once more, in a later drain
    ingest.drain(store, str(isolated_home))
    assert (store.db.value("SELECT count(*) FROM events"), store.db.value("SELECT count(*) FROM questions")) == (4, 4)


def _fails_for_s1(ctx: object) -> None:
    if ctx.session_id == "s-1":  # type: ignore[attr-defined]
        raise KeyError("a bug in a route")
    from warden.kinds.question import record

    record(ctx)  # type: ignore[arg-type]


def test_a_batch_whose_middle_record_fails_keeps_the_others(store: Store, isolated_home: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    _spool_pre(isolated_home, 3)  # sessions s-0, s-1, s-2: the middle one fails
    monkeypatch.setitem(ingest.ROUTES, ("PreToolUse", "AskUserQuestion"),
                        "tests.store.test_ingest_batch:_fails_for_s1")
    assert ingest.drain(store, str(isolated_home)) == 3
    rows = store.db.all("SELECT rec_id, session_id, note FROM events ORDER BY id")
    assert [r["session_id"] for r in rows if not r["rec_id"].endswith("-error")] == ["s-0", "s-2"]
    failed = [r for r in rows if r["rec_id"].endswith("-error")]
    assert len(failed) == 1 and "KeyError" in failed[0]["note"]
    assert [r["session_id"] for r in store.db.all("SELECT session_id FROM questions ORDER BY id")] == ["s-0", "s-2"]
    # what the failing record wrote before it failed (its session) was undone with it
    assert sorted(r["id"] for r in store.db.all("SELECT id FROM sessions")) == ["s-0", "s-2"]


def test_pre_and_post_of_one_question_in_one_batch_verify_it(store: Store, isolated_home: Path) -> None:
    isolated_home.mkdir(parents=True, exist_ok=True)
    (isolated_home / "config.toml").write_text(PROFILE)
    for i in range(3):
        _answered_inline(isolated_home, f"m-{i % 2}", f"toolu_m{i}")
    assert ingest.drain(store, str(isolated_home)) == 6  # one batch
    rows = store.db.all("SELECT tool_use_id, status FROM questions ORDER BY id")
    assert [(r["tool_use_id"], r["status"]) for r in rows] == [(f"toolu_m{i}", "verified") for i in range(3)]
    assert store.db.value("SELECT count(*) FROM answers") == 3
    sessions = store.db.all("SELECT id, name, managed, profile, state FROM sessions ORDER BY id")
    assert [tuple(r) for r in sessions] == [("m-0", "m-0", 1, "b", "working"), ("m-1", "m-1", 1, "b", "working")]


def _bad_write_for_s1(ctx: object) -> None:
    from warden.kinds.question import record

    record(ctx)  # type: ignore[arg-type]
    if ctx.session_id == "s-1":  # type: ignore[attr-defined]
        # a write nothing reads back, which breaks a constraint, after the record's
        # route did its work: the batch is undone and redone record by record
        ctx.store.db.execute("UPDATE questions SET status=NULL WHERE session_id=?", ("s-1",))  # type: ignore[attr-defined]


@pytest.mark.parametrize("n", [2, 3])  # the failing write last in the batch, or followed by a record
def test_a_write_that_fails_after_its_record_undoes_only_that_record(store: Store, isolated_home: Path,
                                                                     monkeypatch: pytest.MonkeyPatch, n: int) -> None:
    _spool_pre(isolated_home, n)
    monkeypatch.setitem(ingest.ROUTES, ("PreToolUse", "AskUserQuestion"),
                        "tests.store.test_ingest_batch:_bad_write_for_s1")
    assert ingest.drain(store, str(isolated_home)) == n
    ok = [r["session_id"] for r in store.db.all("SELECT session_id FROM events WHERE rec_id NOT LIKE '%-error' "
                                                "ORDER BY id")]
    assert ok == ["s-0", "s-2"][:n - 1]
    assert store.db.value("SELECT count(*) FROM events WHERE rec_id LIKE '%-error'") == 1
    assert [r["session_id"] for r in store.db.all("SELECT session_id FROM questions ORDER BY id")] == ok


def test_a_batch_on_postgres_sends_its_writes_without_waiting_for_each(store: Store, backend: str) -> None:
    # pipeline mode inside the drain's batch: a write whose result is not read costs no
    # round trip of its own; a read sees every write before it; outside, each waits
    from warden.store.db import flat, write

    with write(store.db), flat(store.db):
        if backend == "postgres":
            from psycopg import pq

            assert store.db.conn.pgconn.pipeline_status == pq.PipelineStatus.ON  # type: ignore[attr-defined]
        store.db.execute("INSERT INTO sessions (id, created_at, updated_at) VALUES (?, ?, ?)", ("p-1", 1.0, 1.0))
        assert store.db.value("SELECT count(*) FROM sessions WHERE id=?", ("p-1",)) == 1
    if backend == "postgres":
        from psycopg import pq

        assert store.db.conn.pgconn.pipeline_status == pq.PipelineStatus.OFF  # type: ignore[attr-defined]
    assert store.db.value("SELECT count(*) FROM sessions WHERE id=?", ("p-1",)) == 1
