"""Named migrations: applied by name, once, on both backends; stores made by older
warden (tests/fixtures/store-2d3b920.sql) upgrade with every row."""

from __future__ import annotations

import re
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from warden.store import Store, migrations

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "store-2d3b920.sql"
NAMES = [m.name for m in migrations.MIGRATIONS]
OLD_TABLES = ("sessions", "questions", "answers", "traces", "events", "queues", "queue_commands", "tasks",
              "task_output")


def _recorded(store: Store) -> list[tuple[str, float]]:
    return [(r["name"], r["applied_at"]) for r in store.db.all("SELECT name, applied_at FROM migrations ORDER BY name")]


def test_migrations_are_named_in_order_and_the_stamp_is_no_old_count() -> None:
    assert len(set(NAMES)) == len(NAMES)
    assert all(re.fullmatch(r"\d{4}_[a-z0-9_]+", n) for n in NAMES)
    assert [int(n[:4]) for n in NAMES] == list(range(1, len(NAMES) + 1))
    assert migrations.STAMP > 1000  # user_version counted migrations before


def test_a_new_store_applies_every_migration_once_and_reopening_changes_nothing(empty_target: str) -> None:
    store = Store(empty_target)
    assert store.migrations() == NAMES
    before = _recorded(store)
    store.close()
    again = Store(empty_target)
    assert _recorded(again) == before and migrations.migrate(again.db) == []
    assert _recorded(again) == before
    again.close()


def test_first_opens_by_several_processes_at_once_apply_each_migration_once(empty_target: str) -> None:
    code = "import sys; from warden.store import Store; Store(sys.argv[1]).close()"
    procs = [subprocess.Popen([sys.executable, "-c", code, empty_target], stderr=subprocess.PIPE, text=True)
             for _ in range(4)]
    for p in procs:
        _, err = p.communicate(timeout=60)
        assert p.returncode == 0, err
    store = Store(empty_target)
    assert [n for n, _ in _recorded(store)] == sorted(NAMES)
    store.close()


def _load_fixture(path: Path) -> None:
    db = sqlite3.connect(path)
    db.executescript(FIXTURE.read_text(encoding="utf-8"))
    db.close()


def _rows(path: Path, table: str) -> list[dict[str, object]]:
    db = sqlite3.connect(path)
    db.row_factory = sqlite3.Row
    out = [dict(r) for r in db.execute(f"SELECT * FROM {table} ORDER BY rowid")]
    db.close()
    return out


def test_a_store_made_by_2d3b920_upgrades_keeping_every_row(tmp_path: Path) -> None:
    path = tmp_path / "warden.db"
    _load_fixture(path)
    old = {t: _rows(path, t) for t in OLD_TABLES}
    old_migrations = {r["name"]: r["applied_at"] for r in _rows(path, "migrations")}
    assert set(old_migrations) == {"m001_initial", "m_command_queues", "m_tasks"}
    assert all(old[t] for t in OLD_TABLES), "the fixture has rows in every table"

    store = Store(path)
    for t in OLD_TABLES:
        new = _rows(path, t)
        assert [{k: r[k] for k in old[t][0]} for r in new] == old[t], t
    assert {r["kind"] for r in _rows(path, "questions")} == {"question"}  # 0004 gave old decisions their kind
    recorded = dict(_recorded(store))
    assert sorted(recorded) == sorted(NAMES)
    assert recorded["0001_initial"] == old_migrations["m001_initial"]  # renamed, not applied again
    assert recorded["0003_tasks"] == old_migrations["m_tasks"]
    assert sqlite3.connect(path).execute("PRAGMA user_version").fetchone()[0] == migrations.STAMP
    store.close()

    again = Store(path)
    assert dict(_recorded(again)) == recorded
    # the upgraded store works as a new one does
    sid = again.resolve_session("api")
    qid = again.add_question(sid, "toolu_new", [], {}, None, kind="permission")
    assert again.question(qid)["kind"] == "permission" and len(again.open_questions(sid)) == 2
    again.close()


def test_a_store_of_the_previous_scheme_with_decision_kinds_upgrades(tmp_path: Path) -> None:
    # user_version 4: what warden recorded just before migrations were named NNNN_
    path = tmp_path / "warden.db"
    _load_fixture(path)
    db = sqlite3.connect(path)
    db.executescript("ALTER TABLE questions ADD COLUMN kind TEXT NOT NULL DEFAULT 'question';"
                     "INSERT INTO migrations VALUES ('m_decision_kinds', 1.0); PRAGMA user_version=4;")
    db.close()
    store = Store(path)
    recorded = dict(_recorded(store))
    assert sorted(recorded) == sorted(NAMES) and recorded["0004_decision_kinds"] == 1.0
    store.close()


def test_postgres_gets_its_own_types_and_the_change_triggers(backend: str, store: Store) -> None:
    if backend == "sqlite":
        assert store.db.table_exists("events") and "0006_change_notifications" in store.migrations()
        return
    cols = {(r["table_name"], r["column_name"]): (r["data_type"], r["is_identity"]) for r in store.db.all(
        "SELECT table_name, column_name, data_type, is_identity FROM information_schema.columns "
        "WHERE table_schema = current_schema()")}
    assert cols[("questions", "id")] == ("bigint", "YES")
    assert cols[("questions", "hook_until")][0] == "double precision"
    assert cols[("answers", "question_id")][0] == "bigint"
    triggers = {r["tgname"] for r in store.db.all("SELECT tgname FROM pg_trigger WHERE NOT tgisinternal")}
    assert {"answers_notify", "sessions_changed", "events_changed", "questions_changed"} <= triggers


@pytest.mark.parametrize("legacy", sorted(migrations.LEGACY))
def test_every_legacy_name_maps_to_a_migration(legacy: str) -> None:
    assert migrations.LEGACY[legacy] in NAMES
