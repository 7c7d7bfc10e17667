"""The spool: records survive odd bytes, tear cleanly, and are ingested once, in order."""

from __future__ import annotations

import json
import os
from pathlib import Path

from tests.payloads import SINGLE, base, pre
from warden.capture import spool
from warden.record.ingest import open_store


def spooled(home: Path) -> int:
    """Bytes still waiting in the spool and in claimed files."""
    return sum(p.stat().st_size for p in home.glob("spool*") if p.name != "spool.lock")


def test_roundtrip_with_hostile_meta_and_binary_payload(tmp_path: Path) -> None:
    meta = {"pane": "%3", "name": "a\tb\nc\\d", "note": "ü ✓"}
    spool.append(str(tmp_path), b"\x00\xff raw \n bytes", meta)
    spool.append(str(tmp_path), b"second", {})
    with spool.Drain(str(tmp_path)) as (records, skipped):
        assert skipped == 0
        assert [r.payload for r in records] == [b"\x00\xff raw \n bytes", b"second"]
        assert records[0].meta == meta
    assert spooled(tmp_path) == 0


def test_a_torn_record_is_skipped_and_the_rest_kept(tmp_path: Path) -> None:
    good1 = spool.encode(b"one", {"k": "v"})
    torn = spool.encode(b"two-two-two", {})[:-5]
    good2 = spool.encode(b"three", {})
    (tmp_path / "spool").write_bytes(good1 + torn + b"garbage" + good2)
    with spool.Drain(str(tmp_path)) as (records, skipped):
        assert [r.payload for r in records] == [b"one", b"three"]
        assert skipped > 0


def test_writers_never_wait_for_ingestion_and_nothing_is_lost(tmp_path: Path) -> None:
    import threading

    home = str(tmp_path)
    spool.append(home, b"before", {})
    with spool.Drain(home) as (records, _):
        assert [r.payload for r in records] == [b"before"]
        # while this drain ingests, hooks append to a fresh spool without waiting
        done = threading.Event()
        threading.Thread(target=lambda: (spool.append(home, b"during", {}), done.set())).start()
        assert done.wait(5)
    with spool.Drain(home) as (records, _):
        assert [r.payload for r in records] == [b"during"]


def test_a_dead_drains_claimed_file_is_ingested_first(tmp_path: Path) -> None:
    home = str(tmp_path)
    spool.append(home, b"old", {})
    spool.Drain(home)._claim()  # a drain claimed the spool and died
    spool.append(home, b"new", {})
    with spool.Drain(home) as (records, _):
        assert [r.payload for r in records] == [b"old", b"new"]
    assert spooled(tmp_path) == 0


def test_a_failed_drain_keeps_the_spool(tmp_path: Path) -> None:
    spool.append(str(tmp_path), b"x", {})
    try:
        with spool.Drain(str(tmp_path)) as (records, _):
            raise RuntimeError("store unavailable")
    except RuntimeError:
        pass
    with spool.Drain(str(tmp_path)) as (records, _):
        assert [r.payload for r in records] == [b"x"]


def test_ingestion_is_in_order_and_idempotent(tmp_path: Path) -> None:
    home = str(tmp_path)
    spool.append(home, json.dumps(pre(SINGLE)).encode(), {})
    spool.append(home, json.dumps(base("Stop", stop_hook_active=False, last_assistant_message="x")).encode(), {})
    data = (tmp_path / "spool").read_bytes()
    store = open_store(home)
    q = store.question(1)
    assert q["status"] == "declined"  # the Stop came after the question: order was kept
    # a drain interrupted after its commit leaves the same records behind: nothing is doubled
    (tmp_path / "spool").write_bytes(data)
    store = open_store(home)
    assert store.db.execute("SELECT count(*) FROM events").fetchone()[0] == 2
    assert store.db.execute("SELECT count(*) FROM questions").fetchone()[0] == 1


def test_spool_file_is_private(tmp_path: Path) -> None:
    spool.append(str(tmp_path / "new"), b"x", {})
    assert (tmp_path / "new" / "spool").stat().st_mode & 0o777 == 0o600
    assert os.stat(tmp_path / "new").st_mode & 0o777 == 0o700


def test_a_lone_surrogate_is_stored_as_a_replacement_character(tmp_path: Path) -> None:
    home = str(tmp_path)
    spool.append(home, b'{"hook_event_name":"Stop","session_id":"s\\udcff","cwd":"/x\\ud800"}', {})
    store = open_store(home)
    assert store.db.execute("SELECT id FROM sessions").fetchone()[0] == "s\ufffd"
    assert "error" not in (store.db.execute("SELECT note FROM events").fetchone()[0] or "")


def test_a_failing_record_and_an_interrupted_drain_do_not_wedge_the_store(tmp_path: Path,
                                                                        monkeypatch: object) -> None:
    from warden.record import ingest
    home = str(tmp_path)
    spool.append(home, json.dumps(base("Stop", "one")).encode(), {})
    spool.append(home, json.dumps(base("Stop", "two")).encode(), {})
    real = ingest.ingest
    interrupted = []

    # by record, not by call: a drain tries a batch at once before it goes record by record
    def flaky(store, home_, rec):  # type: ignore[no-untyped-def]
        if b'"one"' in rec.payload:
            raise RuntimeError("a record that cannot be ingested")
        if not interrupted:
            interrupted.append(rec.rid)
            raise KeyboardInterrupt  # the drain is interrupted before the spool is truncated
        return real(store, home_, rec)

    monkeypatch.setattr(ingest, "ingest", flaky)  # type: ignore[attr-defined]
    try:
        open_store(home)
    except KeyboardInterrupt:
        pass
    monkeypatch.setattr(ingest, "ingest", real)  # type: ignore[attr-defined]
    store = open_store(home)  # the retry meets the failed record again: no crash, nothing doubled
    notes = [r[0] for r in store.db.execute("SELECT note FROM events ORDER BY id")]
    assert len(notes) == 2 and notes[0].startswith("error while ingesting: RuntimeError")
    assert spooled(tmp_path) == 0


def test_state_is_private(tmp_path: Path) -> None:
    from tests.payloads import run_hook

    home = tmp_path / "fresh-home"
    import os as _os

    env = {"WARDEN_HOME": str(home)}
    run_hook(b"not json", env)  # the hook logs a warning: hook.log is created
    old = _os.umask(0o022)
    try:
        open_store(str(home)).close()
    finally:
        _os.umask(old)
    assert home.stat().st_mode & 0o777 == 0o700
    for name in ("warden.db", "hook.log", "spool.lock"):
        assert (home / name).stat().st_mode & 0o777 == 0o600, name
