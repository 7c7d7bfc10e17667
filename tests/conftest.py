"""Every test gets its own WARDEN_HOME and HOME; writing to the real home is an error."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

REAL_HOME = os.path.expanduser("~")


@pytest.fixture(autouse=True)
def isolated_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "warden-home"
    monkeypatch.setenv("WARDEN_HOME", str(home))
    fake_home = tmp_path / "user-home"
    fake_home.mkdir()
    monkeypatch.setenv("HOME", str(fake_home))
    for var in ("WARDEN_SESSION", "WARDEN_PROFILE", "TMUX", "TMUX_PANE", "CLAUDE_CONFIG_DIR", "XDG_STATE_HOME",
                "WARDEN_LOG_LEVEL", "WARDEN_DB"):
        monkeypatch.delenv(var, raising=False)
    return home


@pytest.fixture(autouse=True, scope="session")
def _no_real_home_writes() -> None:
    """Fail the run if anything wrote warden state or Claude settings into the real home."""
    watched = [Path(REAL_HOME) / ".local/state/warden", Path(REAL_HOME) / ".claude/settings.json"]
    before = {p: p.exists() and p.stat().st_mtime for p in watched}
    yield
    for p in watched:
        after = p.exists() and p.stat().st_mtime
        assert after == before[p], f"a test wrote to the real home: {p}"


@pytest.fixture(scope="session")
def pg_cluster():  # type: ignore[no-untyped-def]
    """A throwaway PostgreSQL cluster for the whole run (tests/pg.py). Under CI a missing
    PostgreSQL fails the run: the PostgreSQL tests never silently skip there."""
    from tests.pg import Cluster, unavailable
    from tests.realparts import require

    why = unavailable()
    require(why is None, f"PostgreSQL: {why}")
    cluster = Cluster.start()
    yield cluster
    cluster.stop()
