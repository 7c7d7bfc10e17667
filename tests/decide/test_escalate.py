"""Escalation over time, on a fake clock: reminders after the set delays, each through the
notification channels, then the fallback after its deadline, traced for `explain`, and
never a destructive decision."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from warden import config
from warden.decide import escalate
from warden.errors import ConfigError
from warden.store import Store, write

T0 = 1_800_000_000.0  # when the question was asked, on the fake clock
DB = [{"question": "Which database should the orders service use?", "header": "Database", "multiSelect": False,
       "options": [{"label": "PostgreSQL (Recommended)", "description": "The team runs it."},
                   {"label": "SQLite", "description": "One file."}]}]
DELETE = [{"question": "The old release branches are merged. Clean them up?", "header": "Cleanup", "multiSelect": False,
           "options": [{"label": "Yes, delete them (Recommended)", "description": "Deletes release/1.x and release/2.x"},
                       {"label": "No, keep them", "description": ""}]}]
NO_REC = [{"question": "Which queue for background jobs?", "header": "Queue", "multiSelect": False,
           "options": [{"label": "Celery", "description": ""}, {"label": "RQ", "description": ""}]}]
CONFIG = """
[notify]
urls = ["json://localhost:1/a", "json://localhost:1/b"]

[profiles.night]
chain = ["policy", "human"]
escalate = { remind = [300, 1800], fallback_after = 7200, fallback = "recommended", reason = "nobody answered overnight" }

[profiles.first]
escalate = { fallback_after = 600, fallback = "first" }

[profiles.quiet]
chain = ["human"]
"""


class Sent:
    """The notification channels, recorded instead of sent."""

    def __init__(self) -> None:
        self.messages: list[tuple[list[str], str, str]] = []

    def __call__(self, urls: list[str], title: str, body: str) -> tuple[bool, str]:
        self.messages.append((urls, title, body))
        return True, ""


class FakeClock(escalate.Clock):
    def __init__(self, now: float) -> None:
        self.now = now
        self.slept: list[float] = []

    def time(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.slept.append(seconds)
        self.now += seconds


@pytest.fixture
def home(isolated_home: Path) -> Path:
    isolated_home.mkdir(parents=True, exist_ok=True)
    (isolated_home / "config.toml").write_text(CONFIG)
    return isolated_home


def ask(home: Path, questions: list[dict[str, Any]], profile: str = "night", n: int = 1, at: float = T0) -> int:
    store = Store(home / "warden.db")
    with write(store.db):
        store.upsert_session(f"sess-{profile}", managed=1, profile=profile, name=f"s-{profile}", cwd=str(home))
        qid = store.add_question(f"sess-{profile}", f"toolu_{profile}_{n}", questions, {"questions": questions}, None)
        store.db.execute("UPDATE questions SET created_at=? WHERE id=?", (at, qid))
    store.close()
    return qid


def run(home: Path, now: float, sent: Sent, **kw: Any) -> float | None:
    store = Store(home / "warden.db")
    try:
        return escalate.step(str(home), store, config.load(home / "config.toml"), now, send=sent, **kw)
    finally:
        store.close()


def state(home: Path, qid: int) -> tuple[str, list[tuple[str, str]], Any]:
    store = Store(home / "warden.db")
    try:
        q = store.question(qid)
        steps = [(t["outcome"], t["reason"]) for t in store.traces(qid) if t["answerer"] == "escalate"]
        return q["status"], steps, store.latest_answer(qid)
    finally:
        store.close()


def test_reminders_at_their_delays_then_the_fallback_at_its_deadline(home: Path) -> None:
    qid = ask(home, DB)
    sent = Sent()
    assert run(home, T0 + 299, sent) == T0 + 300  # nothing yet; the first reminder is next
    assert sent.messages == [] and state(home, qid)[1] == []
    assert run(home, T0 + 300, sent) == T0 + 1800
    urls, title, body = sent.messages[0]
    assert urls == ["json://localhost:1/a", "json://localhost:1/b"]  # through the notification channels
    assert title.startswith("Reminder 1: warden: Claude Code asks") and "Which database" in body
    assert run(home, T0 + 1000, sent) == T0 + 1800 and len(sent.messages) == 1  # each reminder once
    assert run(home, T0 + 1800, sent) == T0 + 7200
    assert sent.messages[1][1].startswith("Reminder 2:")
    status, steps, answer = state(home, qid)
    assert status == "pending" and answer is None
    assert [s[0] for s in steps] == ["reminded", "reminded"]
    assert steps[0][1] == "reminder 1 of 2 after 5 min: told 2 channel(s)"
    # the deadline: the fallback decides, recorded like any late answer, said why
    assert run(home, T0 + 7200, sent) is None  # nothing left to escalate
    status, steps, answer = state(home, qid)
    assert status == "answered" and answer["decided_by"] == "fallback:recommended"
    assert json.loads(answer["answer"])["items"] == [{
        "kind": "select", "labels": ["PostgreSQL (Recommended)"],
        "note": "decided by warden's fallback (recommended) after 2.0 h without an answer: nobody answered overnight"}]
    assert answer["reason"].startswith("nobody answered overnight")
    assert steps[-1][0] == "fallback" and "after 2.0 h, recommended decided: PostgreSQL (Recommended)" in steps[-1][1]
    assert len(sent.messages) == 2  # no reminder after the decision


def test_late_reminders_are_sent_once_each_and_in_order(home: Path) -> None:
    qid = ask(home, DB)
    sent = Sent()
    run(home, T0 + 3600, sent)  # the watcher started late: both reminders are due
    assert [m[1].split(":")[0] for m in sent.messages] == ["Reminder 1", "Reminder 2"]
    assert [s[0] for s in state(home, qid)[1]] == ["reminded", "reminded"]


def test_a_fallback_never_decides_anything_destructive(home: Path) -> None:
    qid = ask(home, DELETE)
    sent = Sent()
    assert run(home, T0 + 7200, sent) is None
    status, steps, answer = state(home, qid)
    assert status == "pending" and answer is None  # left to the person
    assert steps[-1][0] == "withheld"
    assert "it would delete" in steps[-1][1] and "nothing destructive is decided by a fallback" in steps[-1][1]
    assert sent.messages[-1][1].startswith("Still waiting, not decided for you:")
    # and it is not tried again
    run(home, T0 + 9000, sent)
    assert [s[0] for s in state(home, qid)[1]].count("withheld") == 1


def test_an_answerer_as_fallback_is_checked_the_same_way(home: Path) -> None:
    # "first" picks option 1: fine for a database, withheld for a deletion
    ok = ask(home, DB, profile="first", n=1)
    bad = ask(home, DELETE, profile="first", n=2)
    run(home, T0 + 600, Sent())
    assert state(home, ok)[0] == "answered" and state(home, ok)[2]["decided_by"] == "fallback:first"
    status, steps, _ = state(home, bad)
    assert status == "pending" and steps[-1][0] == "withheld"


def test_a_question_with_no_recommended_option_is_not_decided(home: Path) -> None:
    qid = ask(home, NO_REC)
    run(home, T0 + 7200, Sent())
    status, steps, _ = state(home, qid)
    assert status == "pending" and steps[-1][0] == "withheld" and "marks no single option recommended" in steps[-1][1]


def test_a_person_who_answered_first_is_not_overridden(home: Path) -> None:
    from warden.askuser.model import Answer, select
    from warden.deliver.record import record

    qid = ask(home, DB)
    store = Store(home / "warden.db")
    record(store, qid, Answer((select("SQLite"),)), "human:cli", autodeliver=False)
    store.close()
    sent = Sent()
    assert run(home, T0 + 7200, sent) is None
    status, steps, answer = state(home, qid)
    assert answer["decided_by"] == "human:cli" and steps == [] and sent.messages == []


def test_profiles_without_escalation_and_unmanaged_sessions_are_left_alone(home: Path) -> None:
    qid = ask(home, DB, profile="quiet")
    assert run(home, T0 + 100_000, Sent()) is None
    assert state(home, qid)[1] == []


def test_the_watcher_sleeps_until_each_step_and_exits_when_nothing_is_left(home: Path, monkeypatch: Any) -> None:
    qid = ask(home, DB)
    sent = Sent()
    monkeypatch.setattr(escalate, "_send", sent)
    clock = FakeClock(T0 + 10)
    assert escalate.watch(str(home), clock, idle_exit=60) is True
    status, steps, _ = state(home, qid)
    assert status == "answered" and [s[0] for s in steps] == ["reminded", "reminded", "fallback"]
    # it never slept past a due step, nor longer than POLL at a time
    assert max(clock.slept) <= escalate.POLL
    assert clock.now >= T0 + 7200 + 60 and clock.now < T0 + 7200 + 60 + escalate.POLL + 1


def test_one_watcher_at_a_time(home: Path) -> None:
    import fcntl
    import os

    fd = os.open(home / escalate.LOCK, os.O_RDWR | os.O_CREAT, 0o600)
    fcntl.flock(fd, fcntl.LOCK_EX)
    try:
        assert escalate.watch(str(home), FakeClock(T0)) is False
    finally:
        os.close(fd)


@pytest.mark.parametrize("table, message", [
    ("{ remind = 300 }", "remind must be a list of seconds"),
    ("{ fallback_after = 60 }", "fallback and fallback_after go together"),
    ("{ fallback = \"llm\" }", "fallback and fallback_after go together"),
    ("{ remind = [300], wait = 1 }", "unknown key"),
    ("\"soon\"", "must be a table"),
])
def test_settings_are_checked_when_config_is_loaded(table: str, message: str) -> None:
    import tomllib

    with pytest.raises(ConfigError, match=message):
        config.parse(tomllib.loads(f"[profiles.p]\nescalate = {table}\n"))


def test_the_hook_starts_the_watcher_and_it_decides_with_no_hook_running(home: Path) -> None:
    """A real hook process leaves the question pending and exits; the detached watcher
    reminds and then lets the fallback decide, with nothing else running."""
    import os
    import signal
    import time

    from tests.payloads import pre, run_hook

    (home / "config.toml").write_text('[profiles.fast]\nchain = ["human"]\nbudget = 0\n'
                                      'escalate = { remind = [1], fallback_after = 2, fallback = "recommended" }\n')
    r = run_hook(pre(DB, "toolu_w"), env={"WARDEN_SESSION": "w", "WARDEN_PROFILE": "fast"})
    assert r.returncode == 0 and r.stdout == ""  # no decision in time: the picker shows
    end = time.monotonic() + 30
    steps: list[str] = []
    while time.monotonic() < end:
        store = Store(home / "warden.db")
        try:
            rows = store.questions()
            steps = [t["outcome"] for t in store.traces(rows[0]["id"]) if t["answerer"] == "escalate"] if rows else []
            answer = store.latest_answer(rows[0]["id"]) if rows else None
        finally:
            store.close()
        if "fallback" in steps:
            break
        time.sleep(0.2)
    pid = int((home / escalate.LOCK).read_text().split()[0])
    try:
        assert steps == ["reminded", "fallback"]
        assert answer is not None and answer["decided_by"] == "fallback:recommended"
    finally:
        try:
            os.kill(pid, signal.SIGTERM)  # it would wait a minute, idle, before exiting
        except ProcessLookupError:
            pass
