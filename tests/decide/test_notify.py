"""Notifications through apprise, received by a local HTTP server (apprise's json:// channel)."""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any

from tests.decide.conftest import write_config
from tests.payloads import SINGLE, THREE, post, pre, run_hook, warden
from warden.outbound import notify
MANAGED = {"WARDEN_SESSION": "api", "WARDEN_PROFILE": "t"}


def json_url(r: Any, path: str = "/notify") -> str:
    return f"json://127.0.0.1:{r.port}{path}"


def test_send_delivers_title_and_body(receiver: Any) -> None:
    r = receiver()
    ok, why = notify.send([json_url(r)], "warden: a question", "Question 1: $(not run)\n  1. A")
    assert (ok, why) == (True, "")
    [(path, body, _)] = r.posts
    assert path == "/notify"
    assert (body["title"], body["message"]) == ("warden: a question", "Question 1: $(not run)\n  1. A")


def test_a_dead_channel_is_reported_not_raised_and_bounded() -> None:
    t0 = time.monotonic()
    ok, why = notify.send(["json://127.0.0.1:9/x", "not-a-url"], "t", "b", timeout=10)
    assert not ok
    assert "not an apprise URL: (no scheme)" in why and "error" in why.lower()
    assert time.monotonic() - t0 < 10 + 1.5  # bounded by the timeout given


def test_channels_come_from_notify_urls_or_the_profile(isolated_home: Path) -> None:
    write_config(isolated_home, '[notify]\nurls = ["json://a/x", "json://b/y"]\n'
                                '[profiles.quiet]\nnotify = []\n[profiles.night]\nnotify = ["json://c/z"]\n')
    home = str(isolated_home)
    assert notify.channels(home, None) == ["json://a/x", "json://b/y"]
    assert notify.channels(home, "quiet") == []
    assert notify.channels(home, "night") == ["json://c/z"]
    assert notify.channels(home, "unknown") == ["json://a/x", "json://b/y"]


def test_a_question_that_reaches_a_person_is_notified_with_how_to_answer(isolated_home: Path, receiver: Any) -> None:
    r = receiver()
    write_config(isolated_home, f'[notify]\nurls = ["{json_url(r)}"]\nlink = "http://board.local/q/{{id}}"\n'
                                '[profiles.t]\nchain = ["human"]\nbudget = 30\n')
    result: dict[str, Any] = {}
    t = threading.Thread(target=lambda: result.setdefault("r", run_hook(pre(THREE), MANAGED)))
    t0 = time.monotonic()
    t.start()
    [(_, body, _)] = r.wait(1, timeout=30)
    assert time.monotonic() - t0 < 15
    assert body["title"] == "warden: Claude Code asks (session api, #1)"
    msg = body["message"]
    assert "Question 1: [Database] Which database should the service use? (single-select)" in msg
    assert "Answer:  warden answer 1 1 1,2 1" in msg
    assert "Details: warden questions show 1" in msg
    assert "Open:    http://board.local/q/1" in msg
    # the person answers from the notification; the waiting hook delivers it
    a = warden("answer", "1", "2", "1", "1")
    assert a.returncode == 0, a.stderr
    t.join(30)
    assert result["r"].json["hookSpecificOutput"]["updatedInput"]["answers"][THREE[0]["question"]] == "SQLite"


def test_no_channel_no_sender(isolated_home: Path) -> None:
    write_config(isolated_home, '[profiles.t]\nchain = ["human"]\nbudget = 0.5\n')
    r = run_hook(pre(SINGLE), MANAGED)
    assert (r.returncode, r.stdout) == (0, "")
    assert not (isolated_home / "notify").exists()
    assert "notified" not in warden("questions", "explain", "1").stdout


def test_a_failing_channel_is_logged_and_the_hook_is_unaffected(isolated_home: Path) -> None:
    write_config(isolated_home, '[notify]\nurls = ["json://127.0.0.1:9/x"]\n'
                                '[profiles.t]\nchain = ["human"]\nbudget = 1\n')
    t0 = time.monotonic()
    r = run_hook(pre(SINGLE), MANAGED)
    assert (r.returncode, r.stdout) == (0, "") and time.monotonic() - t0 < 8
    assert "(notified 1 channel(s))" in warden("questions", "explain", "1").stdout
    log = isolated_home / "hook.log"
    end = time.monotonic() + 20
    while time.monotonic() < end and "notify: question #1" not in (log.read_text() if log.exists() else ""):
        time.sleep(0.1)
    assert "notify: question #1: not every channel was told" in log.read_text()


def test_a_mismatch_is_notified_and_recorded(isolated_home: Path, receiver: Any) -> None:
    r = receiver()
    write_config(isolated_home, f'[notify]\nurls = ["{json_url(r)}"]\n[profiles.t]\nchain = ["first"]\nbudget = 5\n')
    run_hook(pre(SINGLE), MANAGED)
    run_hook(post({SINGLE[0]["question"]: "SQLite"}), MANAGED)
    [(_, body, _)] = r.wait(1)
    assert body["title"] == "warden: an answer did not land (session api, #1)"
    assert ("**Question:** Which database should the service use?\n**You intended:** PostgreSQL\n"
            "**Claude Code received:** SQLite") in body["message"]
    assert "Decided by first, delivered by hook." in body["message"]
    end = time.monotonic() + 20
    while time.monotonic() < end and "mismatch" not in (out := warden("questions", "explain", "1").stdout):
        time.sleep(0.1)
    assert "first gets it with the session's next question; notified 1 channel(s)" in out


def test_notify_false_on_the_human_entry_silences_it(isolated_home: Path, receiver: Any) -> None:
    r = receiver()
    write_config(isolated_home, f'[notify]\nurls = ["{json_url(r)}"]\n'
                                '[profiles.t]\nchain = [{ answerer = "human", notify = false }]\nbudget = 0.5\n')
    assert run_hook(pre(SINGLE), MANAGED).stdout == ""
    assert not (isolated_home / "notify").exists() and r.posts == []
