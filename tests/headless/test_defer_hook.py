"""The PreToolUse hook for headless sessions (warden.headless.defer), run as Claude Code runs it."""

from __future__ import annotations

from pathlib import Path

from tests.payloads import SINGLE, base, post, pre, run_hook, warden
from warden.record.ingest import open_store

HEADLESS = {"WARDEN_SESSION": "pipe", "WARDEN_PROFILE": "pipe", "CLAUDE_CODE_SESSION_ATTENDED": "0"}
Q = SINGLE[0]["question"]


def profile(home: Path, defer: bool = True) -> None:
    home.mkdir(parents=True, exist_ok=True)
    (home / "config.toml").write_text(f'[profiles.pipe]\ndefer = {"true" if defer else "false"}\n'
                                      'chain = ["human"]\nbudget = 0.3\n')


def decision(r: object) -> str | None:
    out = getattr(r, "stdout")
    return getattr(r, "json")["hookSpecificOutput"]["permissionDecision"] if out.strip() else None


def test_undecided_headless_question_is_deferred_and_survives_session_end(isolated_home: Path) -> None:
    profile(isolated_home)
    r = run_hook(pre(), env=HEADLESS)
    assert r.returncode == 0 and decision(r) == "defer"
    run_hook(base("SessionEnd", reason="other"), env=HEADLESS)
    store = open_store(str(isolated_home))
    q = store.question_by_tool_use("toolu_1")
    assert q["status"] == "pending" and q["deferred_at"] is not None
    assert "warden task resume sess-1" in q["detail"]
    assert store.session("sess-1")["state"] == "ended"
    store.close()

    # resumed before an answer: deferred again
    assert decision(run_hook(pre(), env=HEADLESS)) == "defer"
    ans = warden("answer", str(q["id"]), "2")
    assert ans.returncode == 0, ans.stderr
    assert "no keystrokes" in ans.stdout  # nothing is typed into a pane: the resumed hook delivers it

    r = run_hook(pre(), env=HEADLESS)
    out = r.json["hookSpecificOutput"]
    assert out["permissionDecision"] == "allow" and out["updatedInput"]["answers"] == {Q: "SQLite"}
    run_hook(post({Q: "SQLite"}), env=HEADLESS)
    store = open_store(str(isolated_home))
    q = store.question(q["id"])
    a = store.latest_answer(q["id"])
    assert q["status"] == "verified" and (a["decided_by"], a["delivery"]) == ("human:cli", "hook")
    store.close()


def test_a_closed_question_is_refused_on_resume(isolated_home: Path) -> None:
    profile(isolated_home)
    assert decision(run_hook(pre(), env=HEADLESS)) == "defer"
    # resumed with a new prompt instead: the question is closed as declined
    run_hook(base("UserPromptSubmit", prompt="never mind"), env=HEADLESS)
    r = run_hook(pre(), env=HEADLESS)
    assert decision(r) == "deny" and "closed (declined)" in r.json["hookSpecificOutput"]["permissionDecisionReason"]


def test_interactive_sessions_and_profiles_without_defer_are_not_deferred(isolated_home: Path) -> None:
    profile(isolated_home)
    attended = {**HEADLESS, "CLAUDE_CODE_SESSION_ATTENDED": "1"}
    assert decision(run_hook(pre(tool_use_id="toolu_a"), env=attended)) is None  # the picker shows
    profile(isolated_home, defer=False)
    assert decision(run_hook(pre(tool_use_id="toolu_b"), env=HEADLESS)) is None
    store = open_store(str(isolated_home))
    assert [q["deferred_at"] for q in store.questions()] == [None, None]
    store.close()


def test_task_sessions_are_left_to_their_runner(isolated_home: Path) -> None:
    profile(isolated_home)
    r = run_hook(pre(), env={**HEADLESS, "WARDEN_TASK": "7"})
    assert r.returncode == 0 and r.stdout == ""
    store = open_store(str(isolated_home))
    (e,) = store.events()
    assert "task #7: its runner answers" in e["note"]
    assert store.traces(store.question_by_tool_use("toolu_1")["id"]) == []  # no chain ran in the hook
    store.close()


def test_a_servers_own_environment_says_nothing_about_its_sessions(isolated_home: Path, monkeypatch) -> None:
    """An http hook's session is headless or a task only as its request says: a server
    started from a `claude -p` run or a task's shell (its environment holding
    CLAUDE_CODE_SESSION_ATTENDED=0 and WARDEN_TASK) answers its sessions as any other."""
    import json

    from warden.capture import http

    profile(isolated_home)
    (isolated_home / "config.toml").write_text('[profiles.pipe]\ndefer = true\nchain = ["first"]\nbudget = 0.3\n')
    monkeypatch.setenv("CLAUDE_CODE_SESSION_ATTENDED", "0")
    monkeypatch.setenv("WARDEN_TASK", "7")
    meta = http.meta_from({"x-warden-session": "pipe", "x-warden-profile": "pipe"}, {})
    assert "task" not in meta and "headless" not in meta
    out = http.handle(str(isolated_home), json.dumps(pre()).encode(), meta)
    assert json.loads(out)["hookSpecificOutput"]["updatedInput"]["answers"] == {Q: "PostgreSQL"}  # `first`


def test_the_command_hook_reads_its_task_and_headless_from_its_environment(monkeypatch) -> None:
    from warden.capture.hook import environment_meta

    monkeypatch.setenv("WARDEN_SESSION", "pipe")
    monkeypatch.delenv("CLAUDE_CODE_SESSION_ATTENDED", raising=False)
    monkeypatch.delenv("WARDEN_TASK", raising=False)
    assert "task" not in environment_meta() and "headless" not in environment_meta()
    monkeypatch.setenv("CLAUDE_CODE_SESSION_ATTENDED", "0")
    assert environment_meta()["headless"] == "1" and "task" not in environment_meta()
    monkeypatch.setenv("CLAUDE_CODE_SESSION_ATTENDED", "1")
    monkeypatch.setenv("WARDEN_TASK", "7")
    assert (environment_meta()["task"], environment_meta()["headless"]) == ("7", "1")
