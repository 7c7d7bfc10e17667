"""`warden hook` as Claude Code runs it: a subprocess per event, real payload shapes, a real store."""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from tests.payloads import SINGLE, THREE, base, post, pre, run_hook, warden
from warden.store import Store  # noqa: F401 - the type tests read

MANAGED = {"WARDEN_SESSION": "api", "WARDEN_PROFILE": "auto"}


def write_config(home: Path, text: str) -> None:
    home.mkdir(parents=True, exist_ok=True)
    (home / "config.toml").write_text(text)


@pytest.fixture
def auto_profile(isolated_home: Path) -> Path:
    write_config(isolated_home, '[profiles.auto]\nchain = ["first"]\nbudget = 5\n'
                                '[profiles.wait]\nchain = ["human"]\nbudget = 1.5\n')
    return isolated_home


def store(home: Path) -> Store:
    from warden.record.ingest import open_store

    return open_store(str(home))


def question(home: Path, qid: int = 1) -> dict:
    row = store(home).question(qid)
    assert row is not None
    return dict(row)


def test_inline_answer_is_exactly_what_claude_code_expects(auto_profile: Path) -> None:
    r = run_hook(pre(THREE), MANAGED)
    assert r.returncode == 0
    assert r.json == {
        "hookSpecificOutput": {
            "hookEventName": "PreToolUse",
            "permissionDecision": "allow",
            "updatedInput": {
                "questions": THREE,
                "answers": {
                    "Which database should the service use?": "PostgreSQL",
                    "Which features belong in this phase?": "Login",
                    "Anything else the API must do?": "No",
                },
            },
        }
    }
    q = question(auto_profile)
    assert q["status"] == "delivered"
    a = store(auto_profile).latest_answer(1)
    assert (a["decided_by"], a["delivery"]) == ("first", "hook")


def test_verified_after_post_tool_use(auto_profile: Path) -> None:
    run_hook(pre(THREE), MANAGED)
    answers = {"Which database should the service use?": "PostgreSQL",
               "Which features belong in this phase?": "Login", "Anything else the API must do?": "No"}
    r = run_hook(post(answers, THREE), MANAGED)
    assert (r.returncode, r.stdout) == (0, "")
    q = question(auto_profile)
    assert q["status"] == "verified"
    assert json.loads(q["received"]) == answers
    st = warden("status")
    assert "verified" in st.stdout and "first via hook" in st.stdout


def test_mismatch_is_recorded_with_expected_and_received(auto_profile: Path) -> None:
    run_hook(pre(SINGLE), MANAGED)
    run_hook(post({SINGLE[0]["question"]: "SQLite"}), MANAGED)
    q = question(auto_profile)
    assert q["status"] == "mismatch"
    assert "expected 'PostgreSQL', received 'SQLite'" in q["detail"]
    assert "mismatch" in warden("status").stdout
    assert "MISMATCH" in (auto_profile / "hook.log").read_text()


def test_observed_session_records_and_leaves_it_to_the_keyboard(isolated_home: Path) -> None:
    t0 = time.monotonic()
    r = run_hook(pre(SINGLE))
    assert (r.returncode, r.stdout) == (0, "")
    assert time.monotonic() - t0 < 5
    assert question(isolated_home)["status"] == "pending"
    run_hook(post({SINGLE[0]["question"]: "SQLite"}))
    q = question(isolated_home)
    assert q["status"] == "keyboard"
    a = store(isolated_home).latest_answer(1)
    assert a["decided_by"] == "keyboard" and json.loads(a["answer"]) == {"items": [{"kind": "select", "labels": ["SQLite"]}]}


def test_human_answer_from_another_process_within_the_budget(isolated_home: Path) -> None:
    write_config(isolated_home, '[profiles.wait]\nchain = ["human"]\nbudget = 20\n')
    result = {}
    t = threading.Thread(target=lambda: result.setdefault("r", run_hook(pre(THREE), {"WARDEN_SESSION": "api",
                                                                                      "WARDEN_PROFILE": "wait"})))
    t.start()
    s = store(isolated_home)
    deadline = time.time() + 15
    while time.time() < deadline and s.question(1) is None:
        time.sleep(0.05)
    a = warden("answer", "1", "2", "1,3", "--extra", "audit log", "--type", "rate limits")
    assert a.returncode == 0, a.stderr
    assert "waiting hook delivers it" in a.stdout
    t.join(20)
    r = result["r"]
    assert r.returncode == 0
    assert r.json["hookSpecificOutput"]["updatedInput"]["answers"] == {
        "Which database should the service use?": "SQLite",
        "Which features belong in this phase?": "Login, Search, audit log",
        "Anything else the API must do?": "rate limits",
    }
    a = s.latest_answer(1)
    assert (a["decided_by"], a["delivery"]) == ("human:cli", "hook")


def test_budget_expiry_exits_silently_and_leaves_the_question_pending(auto_profile: Path) -> None:
    t0 = time.monotonic()
    r = run_hook(pre(SINGLE), {"WARDEN_SESSION": "api", "WARDEN_PROFILE": "wait"})
    elapsed = time.monotonic() - t0
    assert (r.returncode, r.stdout) == (0, "")
    assert 1.5 <= elapsed < 10
    q = question(auto_profile)
    assert q["status"] == "pending" and q["hook_until"] is None
    # an answer that comes later is recorded for keystroke delivery
    a = warden("answer", "1", "1")
    assert "no hook waits and warden cannot type into this session" in a.stdout  # no tmux pane here
    assert question(auto_profile)["status"] == "answered"
    explain = warden("questions", "explain", "1").stdout
    assert "human" in explain and "abstained" in explain


def test_default_profile_is_policy_then_human_with_a_30s_budget(isolated_home: Path) -> None:
    from warden import config
    p = config.load(isolated_home / "config.toml").profile(None)
    assert [e.answerer for e in p.chain] == ["policy", "human"] and p.budget == 30


@pytest.mark.parametrize("event", ["UserPromptSubmit", "Stop", "PreToolUse"])
def test_question_closed_as_declined_when_the_session_moves_on(isolated_home: Path, event: str) -> None:
    run_hook(pre(SINGLE))
    extra = {"tool_name": "Bash", "tool_input": {"command": "ls"}, "tool_use_id": "toolu_2"} if event == "PreToolUse" else {}
    run_hook(base(event, prompt="something else", stop_hook_active=False, last_assistant_message="ok", **extra))
    q = question(isolated_home)
    assert q["status"] == "declined"
    assert event in q["detail"]


def test_post_tool_use_failure_closes_as_declined(isolated_home: Path) -> None:
    run_hook(pre(SINGLE))
    run_hook(base("PostToolUseFailure", tool_name="AskUserQuestion", tool_use_id="toolu_1", error="User rejected"))
    q = question(isolated_home)
    assert q["status"] == "declined" and "User rejected" in q["detail"]


def test_decline_from_cli_is_delivered_as_deny(isolated_home: Path) -> None:
    write_config(isolated_home, '[profiles.wait]\nchain = ["human"]\nbudget = 20\n')
    result = {}
    t = threading.Thread(target=lambda: result.setdefault("r", run_hook(pre(SINGLE), {"WARDEN_SESSION": "a",
                                                                                       "WARDEN_PROFILE": "wait"})))
    t.start()
    s = store(isolated_home)
    while s.question(1) is None:
        time.sleep(0.05)
    assert warden("answer", "1", "--decline", "Out of scope for this phase").returncode == 0
    t.join(20)
    hso = result["r"].json["hookSpecificOutput"]
    assert hso == {"hookEventName": "PreToolUse", "permissionDecision": "deny",
                   "permissionDecisionReason": "Out of scope for this phase"}
    run_hook(base("Stop", stop_hook_active=False, last_assistant_message="fine"))
    q = question(isolated_home)
    assert q["status"] == "declined" and "Out of scope" in q["detail"]


def test_session_end_expires_open_questions(isolated_home: Path) -> None:
    run_hook(pre(SINGLE))
    run_hook(base("SessionEnd", reason="exit"))
    assert question(isolated_home)["status"] == "expired"


def test_config_rule_manages_a_session_by_cwd(isolated_home: Path) -> None:
    write_config(isolated_home, '[profiles.auto]\nchain = ["first"]\n\n[[manage]]\ncwd = "/tmp/project"\nprofile = "auto"\n')
    r = run_hook(pre(SINGLE))
    assert r.json["hookSpecificOutput"]["updatedInput"]["answers"] == {SINGLE[0]["question"]: "PostgreSQL"}
    other = pre(SINGLE, tool_use_id="toolu_9", session="sess-2")
    other["cwd"] = "/elsewhere"
    assert run_hook(other).stdout == ""


def test_twenty_sessions_at_once_lose_nothing(auto_profile: Path) -> None:
    def one(n: int) -> str:
        sid = f"sess-{n}"
        run_hook(base("SessionStart", sid, source="startup"), MANAGED)
        r = run_hook(pre(SINGLE, tool_use_id=f"toolu_{n}", session=sid), MANAGED)
        run_hook(post({SINGLE[0]["question"]: "PostgreSQL"}, tool_use_id=f"toolu_{n}", session=sid), MANAGED)
        run_hook(base("Stop", sid, stop_hook_active=False, last_assistant_message="done"), MANAGED)
        return r.stdout

    with ThreadPoolExecutor(20) as pool:
        outs = list(pool.map(one, range(20)))
    assert all(json.loads(o)["hookSpecificOutput"]["permissionDecision"] == "allow" for o in outs)
    s = store(auto_profile)
    assert s.db.execute("SELECT count(*) FROM events").fetchone()[0] == 80
    assert s.db.execute("SELECT count(*) FROM sessions").fetchone()[0] == 20
    statuses = [r[0] for r in s.db.execute("SELECT status FROM questions")]
    assert statuses == ["verified"] * 20
    assert s.db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


HOSTILE = "\"'`$(touch /tmp/warden-pwned)`; rm -rf / #\n\r\t\x00 ⚠️🔥 𝕌𝕟𝕚 " + "\u202e" + "evil"


@pytest.mark.parametrize(
    "payload",
    [
        b"this is not json",
        b"",
        b"\xff\xfe\x00garbage",
        b"[1, 2, 3]",
        json.dumps({"hook_event_name": "PreToolUse"}).encode(),
        json.dumps(base("PreToolUse", tool_name="AskUserQuestion", tool_input="nope", tool_use_id="t")).encode(),
        json.dumps(base("PreToolUse", tool_name="AskUserQuestion", tool_input={"questions": [{"question": 5}]},
                        tool_use_id="t")).encode(),
        json.dumps(base("PostToolUse", tool_name="AskUserQuestion", tool_use_id="zz", tool_response=None)).encode(),
        json.dumps({"session_id": 12, "hook_event_name": ["x"]}).encode(),
    ],
    ids=["not-json", "empty", "binary", "array", "no-session", "bad-tool-input", "bad-question", "bad-post", "bad-types"],
)
def test_malformed_payloads_exit_0_silently_and_are_logged(isolated_home: Path, payload: bytes) -> None:
    r = run_hook(payload, MANAGED)
    assert (r.returncode, r.stdout) == (0, "")
    s = store(isolated_home)
    note = s.db.execute("SELECT note FROM events ORDER BY id DESC LIMIT 1").fetchone()[0]
    assert note and ("skipped" in note or "recorded" in note), note


def test_hostile_labels_are_recorded_verbatim_and_never_executed(auto_profile: Path) -> None:
    q = [{"question": "Pick " + HOSTILE, "header": HOSTILE[:12],
          "options": [{"label": HOSTILE, "description": HOSTILE}, {"label": "x" * (1 << 20), "description": ""}],
          "multiSelect": False}]
    r = run_hook(pre(q), MANAGED)
    assert r.returncode == 0
    out = r.json["hookSpecificOutput"]["updatedInput"]
    assert out["answers"] == {"Pick " + HOSTILE: HOSTILE}
    assert out["questions"] == q
    assert not Path("/tmp/warden-pwned").exists()
    run_hook(post({"Pick " + HOSTILE: HOSTILE}, q), MANAGED)
    assert question(auto_profile)["status"] == "verified"
    shown = warden("questions", "show", "1").stdout
    assert "\x1b" not in shown and "\x00" not in shown


def test_a_broken_store_fails_open(isolated_home: Path) -> None:
    isolated_home.mkdir(parents=True, exist_ok=True)
    (isolated_home / "warden.db").write_bytes(b"this is not a database" * 100)
    r = run_hook(pre(SINGLE), MANAGED)
    assert (r.returncode, r.stdout) == (0, "")
    assert "ERROR" in (isolated_home / "hook.log").read_text()


def test_every_event_has_a_note_explaining_it(isolated_home: Path) -> None:
    for ev in ("SessionStart", "UserPromptSubmit", "Notification", "Stop", "SessionEnd"):
        run_hook(base(ev, source="startup", prompt="/gsd:plan-phase 2", notification_type="permission_prompt",
                      stop_hook_active=False, last_assistant_message="x"))
    rows = store(isolated_home).db.execute("SELECT event, note FROM events ORDER BY id").fetchall()
    assert all(r["note"] for r in rows), [dict(r) for r in rows]
    assert store(isolated_home).session("sess-1")["phase"] == "/gsd:plan-phase 2"
    log = warden("log").stdout
    assert "Notification" in log and "workflow command /gsd:plan-phase 2" in log


def test_debug_level_explains_every_early_exit(isolated_home: Path) -> None:
    run_hook(base("Stop", stop_hook_active=False, last_assistant_message="x"), {"WARDEN_LOG_LEVEL": "debug"})
    run_hook(base("Notification", notification_type="idle"), {"WARDEN_LOG_LEVEL": "debug", **MANAGED})
    text = (isolated_home / "hook.log").read_text()
    assert "spooled: unmanaged session" in text
    assert "spooled: managed session, nothing to do in the hook" in text


def test_a_large_spool_is_ingested_by_a_detached_process(isolated_home: Path) -> None:
    env = {"WARDEN_SPOOL_LIMIT": "2000"}
    for n in range(5):
        r = run_hook(base("Notification", f"s{n}", message="x" * 600), env)
        assert (r.returncode, r.stdout) == (0, "")
    def ingested() -> int:
        try:
            db = sqlite3.connect(isolated_home / "warden.db")
            return db.execute("SELECT count(*) FROM events").fetchone()[0]
        except sqlite3.OperationalError:  # not created yet
            return 0

    end = time.monotonic() + 20
    while ingested() < 4 and time.monotonic() < end:  # nothing here reads the store: the hook's ingester did
        time.sleep(0.05)
    assert ingested() >= 4
    left = sum(p.stat().st_size for p in isolated_home.glob("spool*") if p.name != "spool.lock")
    assert left <= 2000


def test_a_closed_stdout_still_exits_0(auto_profile: Path) -> None:
    import os
    import shlex
    import subprocess

    from warden.install import hook_command

    r, w = os.pipe()
    os.close(r)  # Claude Code stopped reading
    try:
        p = subprocess.run(shlex.split(hook_command()), input=json.dumps(pre(SINGLE)).encode(), stdout=w,
                           stderr=subprocess.PIPE, env={**os.environ, **MANAGED}, timeout=60)
    finally:
        os.close(w)
    assert p.returncode == 0 and p.stderr == b""
    assert "could not write the hook answer" in (auto_profile / "hook.log").read_text()
