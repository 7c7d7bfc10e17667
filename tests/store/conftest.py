"""The store's contract, run on both backends: every test here gets a fresh store on
SQLite (a file in its WARDEN_HOME) and on PostgreSQL (a database of its own in the
session's throwaway cluster, tests/pg.py)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from warden.store import Store

BACKENDS = ["sqlite", "postgres"]


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> str:
    return str(request.param)


def _target(backend: str, request: pytest.FixtureRequest, home: Path, migrated: bool,
            monkeypatch: pytest.MonkeyPatch) -> str:
    if backend == "sqlite":
        return str(home / "warden.db")
    url = str(request.getfixturevalue("pg_cluster").new_database(migrated=migrated))
    monkeypatch.setenv("WARDEN_DB", url)  # what other processes (and open_home) use
    return url


@pytest.fixture
def target(backend: str, request: pytest.FixtureRequest, isolated_home: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    """Where a store with the current schema is (a path or a URL); WARDEN_DB points there."""
    return _target(backend, request, isolated_home, True, monkeypatch)


@pytest.fixture
def empty_target(backend: str, request: pytest.FixtureRequest, isolated_home: Path,
                 monkeypatch: pytest.MonkeyPatch) -> str:
    """Where an empty database is (no schema yet)."""
    return _target(backend, request, isolated_home, False, monkeypatch)


@pytest.fixture
def store(target: str, isolated_home: Path) -> Iterator[Store]:
    s = Store(target, home=str(isolated_home))
    yield s
    s.close()
