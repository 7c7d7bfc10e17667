"""Events: the log of every hook event, with a note on what was done with it."""

from __future__ import annotations

import json

import pytest

from warden.errors import NotFound
from warden.store import Store, write


def _event(store: Store, name: str, session: str = "s1", **extra: object) -> int:
    payload = {"session_id": session, "hook_event_name": name, **extra}
    return store.add_event(json.dumps(payload), payload)


def test_an_event_keeps_its_payload_and_the_fields_read_from_it(store: Store) -> None:
    eid = _event(store, "PreToolUse", tool_name="AskUserQuestion", tool_use_id="toolu_1")
    e = store.event(eid)
    assert (e["session_id"], e["event"], e["tool_name"], e["tool_use_id"]) == ("s1", "PreToolUse", "AskUserQuestion",
                                                                               "toolu_1")
    assert json.loads(e["payload"])["tool_use_id"] == "toolu_1" and e["ts"] > 0
    assert set(e.keys()) >= {"id", "rec_id", "ts", "payload", "note"} and dict(e)["id"] == eid


def test_fields_that_are_not_strings_are_not_taken_from_the_payload(store: Store) -> None:
    eid = store.add_event("{}", {"session_id": 5, "hook_event_name": ["x"]}, "odd")
    e = store.event(eid)
    assert (e["session_id"], e["event"], e["note"]) == (None, None, "odd")


def test_notes_are_set_or_appended(store: Store) -> None:
    eid = _event(store, "Stop")
    store.note_event(eid, "first", append=True)
    store.note_event(eid, "second", append=True)
    assert store.event(eid)["note"] == "first; second"
    store.note_event(eid, "replaced")
    assert store.event(eid)["note"] == "replaced"


def test_events_are_listed_oldest_first_by_session_name_and_after_an_id(store: Store) -> None:
    store.upsert_session("s1", name="api")
    ids = [_event(store, n) for n in ("SessionStart", "UserPromptSubmit", "Stop")]
    _event(store, "Stop", session="s2")
    assert [e["id"] for e in store.events("api")] == ids
    assert [e["event"] for e in store.events("s1", after=ids[0])] == ["UserPromptSubmit", "Stop"]
    assert [e["session_id"] for e in store.events(event="Stop")] == ["s1", "s2"]
    assert [e["id"] for e in store.events(limit=2)] == [ids[2], ids[2] + 1]
    with pytest.raises(NotFound):
        store.events("nobody")


def test_a_tool_calls_newest_pre_tool_use_and_a_sessions_latest_event(store: Store) -> None:
    first = _event(store, "PreToolUse", tool_use_id="toolu_1")
    _event(store, "PostToolUse", tool_use_id="toolu_1")
    again = _event(store, "PreToolUse", tool_use_id="toolu_1")
    assert store.pre_tool_use_event("toolu_1") == again != first
    assert store.pre_tool_use_event("toolu_2") is None
    assert store.latest_event("s1", "PostToolUse") == first + 1
    assert store.latest_event("s1", "Stop") is None


def test_events_after_an_event_are_counted_by_name(store: Store) -> None:
    stop = _event(store, "Stop")
    _event(store, "UserPromptSubmit")
    _event(store, "Stop")
    _event(store, "Stop", session="other")
    assert store.count_events_after("s1", stop, ("UserPromptSubmit",)) == 1
    assert store.count_events_after("s1", stop, ("UserPromptSubmit", "Stop")) == 2


def test_a_spool_record_is_ingested_once_and_a_failed_one_is_kept_once(store: Store) -> None:
    store.add_event("{}", {}, rec_id="r1")
    assert store.has_record("r1") and store.has_record("r0", "r1") and not store.has_record("r2", "r2-error")
    db = store.db
    db.begin()  # ingestion failed half way through a transaction
    store.add_event("{}", {}, rec_id="half")
    store.add_failed_record("r2-error", 1.0, "raw", "error while ingesting: boom")
    store.add_failed_record("r2-error", 2.0, "raw", "again")
    assert not db.in_transaction and not store.has_record("half")
    rows = [e for e in store.events() if e["rec_id"] == "r2-error"]
    assert [(e["note"], e["ts"]) for e in rows] == [("error while ingesting: boom", 1.0)]


def test_a_drain_asks_once_which_records_of_a_batch_are_in(store: Store) -> None:
    store.add_event("{}", {}, rec_id="r1")
    store.add_failed_record("r3-error", 1.0, "raw", "error while ingesting: boom")
    assert store.recorded(["r1", "r2", "r3", "r4"]) == {"r1", "r3"}
    assert store.recorded([]) == set()


def test_text_the_backend_cannot_hold_is_kept_readable(store: Store) -> None:
    # PostgreSQL text cannot hold NUL; a payload that is not JSON may carry one
    eid = store.add_event("bad\x00payload ⚠️", None, "skipped")
    assert store.event(eid)["payload"] in ("bad\x00payload ⚠️", "bad\ufffdpayload ⚠️")


def test_a_write_transaction_that_fails_leaves_nothing(store: Store) -> None:
    with pytest.raises(RuntimeError):
        with write(store.db):
            _event(store, "Stop")
            raise RuntimeError("boom")
    assert store.events() == [] and not store.db.in_transaction
