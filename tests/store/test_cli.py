"""Choosing the store: WARDEN_DB or `warden --db`, for every command and what it starts."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.payloads import SINGLE, pre, run_hook, warden
from warden.store import Store


def test_db_option_chooses_the_store_for_a_command(backend: str, target: str, isolated_home: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("WARDEN_DB", raising=False)
    if backend == "sqlite":  # somewhere else than $WARDEN_HOME/warden.db
        target = str(isolated_home.parent / "elsewhere" / "store.db")
    assert run_hook(pre(SINGLE)).returncode == 0  # an unmanaged session: spooled in WARDEN_HOME
    r = warden("--db", target, "status")
    assert r.returncode == 0, r.stderr
    store = Store(target, home=str(isolated_home))
    assert store.session("sess-1") is not None and store.question_by_tool_use("toolu_1") is not None
    store.close()
    assert not (isolated_home / "warden.db").exists()  # the spool stays at home, the store is elsewhere
    doctor = warden("--db", target, "doctor").stdout
    line = next(x for x in doctor.splitlines() if x.split()[1:2] == ["store"])
    assert ("PostgreSQL" if backend == "postgres" else "wal") in line and "1 events" in line


def test_warden_db_in_the_environment_reaches_every_command(target: str, isolated_home: Path) -> None:
    # the fixture set WARDEN_DB for postgres; for SQLite its default is the same file
    assert run_hook(pre(SINGLE)).returncode == 0
    r = warden("status", "--json")
    assert r.returncode == 0, r.stderr
    store = Store(target, home=str(isolated_home))
    assert store.count("events") == 1
    store.close()


def test_an_unreachable_postgres_fails_with_a_clear_line(isolated_home: Path) -> None:
    r = warden("--db", "postgresql://nobody@127.0.0.1:9/none?connect_timeout=2", "status")
    assert r.returncode == 1 and "cannot open the store at postgresql://nobody@127.0.0.1:9/none" in r.stderr


def test_a_url_of_another_database_is_refused(isolated_home: Path) -> None:
    r = warden("--db", "mysql://root:secret@db/warden", "status")
    assert r.returncode == 1 and "not a store warden knows: mysql://root:***@db/warden" in r.stderr
