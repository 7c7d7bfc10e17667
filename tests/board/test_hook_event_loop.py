"""An http hook's question decided by a quick answerer is answered where the request
arrives (the server's event loop, no worker thread); one that may wait for a person
goes to a worker thread with nothing spooled yet, and is spooled once there."""

from __future__ import annotations

import json
from pathlib import Path

from tests.payloads import pre
from warden.capture import http as hooks
from warden.record.ingest import open_store
from warden.sandbox.transcript_lines import asking_turn

# the policy answers it: the recommended option goes on with ordinary project work
ROUTINE = [{"question": "Should I run the test suite before committing?", "header": "Tests", "multiSelect": False,
            "options": [{"label": "Yes, run the tests (Recommended)", "description": "make sure nothing broke"},
                        {"label": "No, commit now", "description": "skip them"}]}]
# the person's own: the policy abstains
PERSONAL = [{"question": "Which name should I sign the commit with?", "header": "Name", "multiSelect": False,
             "options": [{"label": "Your full name", "description": ""}, {"label": "A pseudonym", "description": ""}]}]
META = {"via": "http", "managed": "1", "name": "web", "profile": "t"}


def profile(home: Path, chain: str) -> None:
    home.mkdir(parents=True, exist_ok=True)
    (home / "config.toml").write_text(f'[profiles.t]\nchain = {chain}\nbudget = 1\n')


def events_of(home: Path, tool_use_id: str) -> list[dict]:
    store = open_store(str(home))
    try:
        return [e for e in store.events(limit=1000) if json.loads(e["payload"]).get("tool_use_id") == tool_use_id]
    finally:
        store.close()


def test_a_question_a_quick_answerer_decides_is_answered_without_a_thread(isolated_home: Path) -> None:
    profile(isolated_home, '["policy", "human"]')
    got = hooks.start(str(isolated_home), json.dumps(pre(ROUTINE, "toolu_r")).encode(), dict(META))
    assert isinstance(got, str)  # the response body, not work for a thread
    answers = json.loads(got)["hookSpecificOutput"]["updatedInput"]["answers"]
    assert answers == {ROUTINE[0]["question"]: "Yes, run the tests (Recommended)"}
    (event,) = events_of(isolated_home, "toolu_r")
    assert "policy" in (event["note"] or ""), event["note"]


def test_a_question_for_a_person_goes_to_a_thread_and_is_spooled_once(isolated_home: Path) -> None:
    profile(isolated_home, '["policy", "human"]')
    got = hooks.start(str(isolated_home), json.dumps(pre(PERSONAL, "toolu_p")).encode(), dict(META))
    assert isinstance(got, tuple)
    assert not (isolated_home / "spool").exists() or (isolated_home / "spool").stat().st_size == 0
    assert hooks.finish(*got) is None  # nobody answered within the budget: Claude Code's dialog shows
    assert len(events_of(isolated_home, "toolu_p")) == 1
    store = open_store(str(isolated_home))
    try:
        q = store.question_by_tool_use("toolu_p")
    finally:
        store.close()
    assert q is not None and q["status"] == "pending"  # left for a person, through keystrokes


def test_an_instant_answerer_after_a_quick_one_also_answers_on_the_loop(isolated_home: Path) -> None:
    profile(isolated_home, '["policy", "first"]')
    got = hooks.start(str(isolated_home), json.dumps(pre(PERSONAL, "toolu_f")).encode(), dict(META))
    assert isinstance(got, str)
    assert json.loads(got)["hookSpecificOutput"]["updatedInput"]["answers"] == {PERSONAL[0]["question"]: "Your full name"}
    assert len(events_of(isolated_home, "toolu_f")) == 1


def _transcript(home: Path, monkeypatch, tool_use_id: str, shown: str | None) -> Path:
    """A session's transcript where Claude Code keeps it; the question's lines only when ``shown`` is given."""
    monkeypatch.setenv("CLAUDE_CONFIG_DIR", str(home.parent / "claude"))
    path = home.parent / "claude" / "projects" / "-tmp-project" / f"{tool_use_id}.jsonl"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"type": "user", "message": {"content": "commit the fix"}}) + "\n")
    if shown is not None:
        _asks(path, tool_use_id, shown)
    return path


def _asks(path: Path, tool_use_id: str, shown: str) -> None:
    with open(path, "a") as f:
        f.write(asking_turn("commit the fix", shown, tool_use_id, {}))


def test_a_question_whose_turn_is_not_written_yet_waits_in_a_thread_not_on_the_loop(isolated_home: Path, monkeypatch) -> None:
    """The policy reads what the session showed before asking (warden.transcript.asking); Claude Code may
    write that turn while the hook runs. On the loop nothing waits: the request goes to a worker thread,
    which waits for the question's line and then decides."""
    import threading
    import time

    profile(isolated_home, '["policy", "human"]')
    payload = {**pre(ROUTINE, "toolu_late"), "cwd": str(isolated_home.parent)}
    path = _transcript(isolated_home, monkeypatch, "toolu_late", None)
    payload["transcript_path"] = str(path)
    got = hooks.start(str(isolated_home), json.dumps(payload).encode(), dict(META))
    assert isinstance(got, tuple)  # work for a thread, nothing spooled yet
    assert not (isolated_home / "spool").exists() or (isolated_home / "spool").stat().st_size == 0
    writer = threading.Timer(0.1, _asks, (path, "toolu_late", "The fix is in; the suite is next."))
    writer.start()
    started = time.monotonic()
    body = hooks.finish(*got)
    writer.join()
    assert json.loads(body)["hookSpecificOutput"]["updatedInput"]["answers"] == {
        ROUTINE[0]["question"]: "Yes, run the tests (Recommended)"}
    assert time.monotonic() - started < 0.9  # within the budget of 1 s: it waited for the line, no longer
    assert len(events_of(isolated_home, "toolu_late")) == 1


COMMIT = [{"question": "Commit the fix?", "header": "Commit", "multiSelect": False,
           "options": [{"label": "Yes, commit", "description": "commit the staged change"},
                       {"label": "No, wait", "description": ""}]}]


def test_what_was_shown_before_the_question_can_leave_it_to_a_person(isolated_home: Path, monkeypatch) -> None:
    profile(isolated_home, '["policy", "human"]')
    for tuid, shown, answered in (("toolu_ok", "The fix is staged and the suite passes.", True),
                                  ("toolu_out", "Then I will push main to origin and deploy it to production.", False)):
        payload = {**pre(COMMIT, tuid), "cwd": str(isolated_home.parent)}
        payload["transcript_path"] = str(_transcript(isolated_home, monkeypatch, tuid, shown))
        got = hooks.start(str(isolated_home), json.dumps(payload).encode(), dict(META))
        if answered:  # on the loop, by the policy
            assert json.loads(got)["hookSpecificOutput"]["updatedInput"]["answers"] == {COMMIT[0]["question"]: "Yes, commit"}
        else:  # the policy held back: a person's, in a thread
            assert isinstance(got, tuple) and hooks.finish(*got) is None
