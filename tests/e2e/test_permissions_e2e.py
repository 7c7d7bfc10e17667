"""Permission requests and plans on the real Claude Code (``--permission-mode default`` and
``plan``): decided in the hook, by a person while the hook waits, or typed into the dialog
after the budget; verified where they land — what ran, what the model read."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from warden.record.ingest import open_store

pytestmark = pytest.mark.e2e

DEFAULT = ("--permission-mode", "default")
PLAN = ("--permission-mode", "plan")
MANAGED = {"WARDEN_SESSION": "e2e", "WARDEN_PROFILE": "t"}


def warden(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "warden", *args], capture_output=True, text=True, timeout=60)


def profile(home: Path, chain: str, budget: float = 60, extra: str = "") -> None:
    home.mkdir(parents=True, exist_ok=True)
    (home / "config.toml").write_text(f"[profiles.t]\nchain = {chain}\nbudget = {budget}\n{extra}")


def managed(home: Path, scripted_server: Any, claude_session: Any, script: str, chain: str,
            args: tuple[str, ...] = DEFAULT, **settings: Any) -> tuple[Any, Any]:
    """The scripted model server running ``script`` and a managed Claude Code against it,
    under profile ``t`` with ``chain`` (``settings``: the profile's budget and extra lines)."""
    profile(home, chain, **settings)
    server = scripted_server(script)
    return server, claude_session(server, warden=True, env=MANAGED, args=args)


def decision(home: Path, kind: str, status: str | None = None, timeout: float = 60) -> Any:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        store = open_store(str(home))
        rows = [q for q in store.questions(status=status) if q["kind"] == kind]
        store.close()
        if rows:
            return rows[0]
        time.sleep(0.1)
    raise AssertionError(f"no {kind} decision{' ' + status if status else ''} within {timeout}s")


def settled(home: Path, qid: int, timeout: float = 60) -> tuple[Any, Any]:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        store = open_store(str(home))
        q, a = store.question(qid), store.latest_answer(qid)
        store.close()
        if q is not None and q["status"] not in ("pending", "answered", "delivered"):
            return q, a
        time.sleep(0.2)
    log = home / "hook.log"
    tail = log.read_text(errors="replace")[-3000:] if log.exists() else "(no hook log)"
    raise AssertionError(f"decision #{qid} not settled within {timeout}s: "
                         f"{q['status'] if q is not None else 'missing'} ({q['detail'] if q is not None else ''})\n{tail}")


def result_of(server: Any, name: str, timeout: float = 60) -> Any:
    return server.wait_for(lambda srv: next((c for c in srv.tool_calls(None) if c.name == name and c.answered), None),
                           timeout=timeout)


def test_a_person_allows_from_the_cli_while_the_hook_waits(isolated_home: Path, scripted_server: Any,
                                                          claude_session: Any) -> None:
    server, s = managed(isolated_home, scripted_server, claude_session, "permissions", '["human"]')
    s.type_prompt("run the tests")
    q = decision(isolated_home, "permission", "pending")
    assert q["tool_use_id"] and q["tool_use_id"].startswith("toolu_")  # paired with its PreToolUse
    # 2.1.332 shows its dialog while the PermissionRequest hook still waits
    s.wait_for_screen("Do you want to proceed", timeout=30)
    assert decision(isolated_home, "permission", "pending")["hook_until"] > time.time()
    shown = warden("questions", "show", str(q["id"]))
    assert "Permission: Bash" in shown.stdout and "1. Yes" in shown.stdout and "No" in shown.stdout
    listed = warden("decisions", "list", "--json")
    row = json.loads(listed.stdout)[0]
    assert (row["kind"], row["tool_use_id"]) == ("permission", q["tool_use_id"])
    r = warden("answer", str(q["id"]), "1")
    assert r.returncode == 0, r.stderr
    assert "waiting hook delivers it" in r.stdout
    call = result_of(server, "Bash")
    assert not call.is_error and "tests passed" in call.result_text
    q, a = settled(isolated_home, q["id"])
    assert q["status"] == "verified", q["detail"]
    assert (a["decided_by"], a["delivery"]) == ("human:cli", "hook")


def test_a_deny_reaches_the_model_as_the_reason(isolated_home: Path, scripted_server: Any,
                                                 claude_session: Any) -> None:
    server, s = managed(isolated_home, scripted_server, claude_session, "permissions", '["human"]')
    s.type_prompt("run the tests")
    q = decision(isolated_home, "permission", "pending")
    r = warden("answer", str(q["id"]), "--decline", "Run them with pytest -x in tests/ instead")
    assert r.returncode == 0, r.stderr
    call = result_of(server, "Bash")
    assert call.is_error and call.result_text == "Run them with pytest -x in tests/ instead"
    q, a = settled(isolated_home, q["id"])
    assert q["status"] == "declined" and "pytest -x" in q["detail"]
    assert not (s.cwd / "result.txt").exists()


def test_an_edited_command_is_what_runs(isolated_home: Path, scripted_server: Any, claude_session: Any) -> None:
    server, s = managed(isolated_home, scripted_server, claude_session, "permissions", '["human"]')
    s.type_prompt("run the tests")
    q = decision(isolated_home, "permission", "pending")
    r = warden("answer", str(q["id"]), "1", "--command", "echo edited run")
    assert r.returncode == 0, r.stderr
    call = result_of(server, "Bash")
    assert not call.is_error and call.result_text.strip() == "edited run"
    q, _ = settled(isolated_home, q["id"])
    assert q["status"] == "verified", q["detail"]
    assert json.loads(q["received"])["tool_input"]["command"] == "echo edited run"
    assert not (s.cwd / "result.txt").exists()


def test_a_plan_rejected_with_feedback_then_approved(isolated_home: Path, scripted_server: Any,
                                                      claude_session: Any) -> None:
    server, s = managed(isolated_home, scripted_server, claude_session, "permissions", '["human"]', args=PLAN)
    s.type_prompt("plan the cache")
    q = decision(isolated_home, "plan", "pending")
    shown = warden("questions", "show", str(q["id"]))
    assert "# Plan: add a cache" in shown.stdout and "LRU cache" in shown.stdout
    assert warden("answer", str(q["id"]), "--decline", "Add an eviction test to step 3").returncode == 0
    call = result_of(server, "ExitPlanMode")
    assert call.is_error and call.result_text == "Add an eviction test to step 3"
    q, _ = settled(isolated_home, q["id"])
    assert q["status"] == "declined"
    s.wait_ready(30)
    s.type_prompt("plan the cache again")
    q2 = decision(isolated_home, "plan", "pending")
    assert q2["id"] != q["id"]
    assert warden("answer", str(q2["id"]), "1").returncode == 0
    q2, a = settled(isolated_home, q2["id"])
    assert q2["status"] == "verified", q2["detail"]
    approved = server.wait_for(lambda srv: ([c for c in srv.tool_calls(None) if c.name == "ExitPlanMode" and c.answered]
                                            + [None])[1], timeout=60)
    assert not approved.is_error and "User has approved your plan" in approved.result_text


def test_an_idle_session_is_given_its_next_prompt(isolated_home: Path, scripted_server: Any,
                                                   claude_session: Any) -> None:
    profile(isolated_home, '["human"]')
    server = scripted_server("permissions")
    # Claude Code says it is idle after messageIdleNotifThresholdMs at an empty prompt (60 s by default)
    s = claude_session(server, warden=True, env=MANAGED, args=DEFAULT, claude_json={"messageIdleNotifThresholdMs": 1500})
    s.type_prompt("hello")
    q = decision(isolated_home, "idle", "pending", timeout=60)
    shown = warden("questions", "show", str(q["id"]))
    assert "idle at its prompt" in shown.stdout and "Type a prompt" in shown.stdout
    r = warden("answer", str(q["id"]), "--type", "write the notes")
    assert r.returncode == 0, r.stderr
    assert "typing it in" in r.stdout
    q, a = settled(isolated_home, q["id"])
    assert q["status"] == "verified", q["detail"]
    assert (a["decided_by"], a["delivery"]) == ("human:cli", "tmux")
    # the prompt it was given is the one the model got
    assert server.wait_for(lambda srv: any(r.user_text == "write the notes" for r in srv.requests("main")), timeout=30)


def test_an_api_error_is_a_failure_resumed_with_a_prompt(isolated_home: Path, scripted_server: Any,
                                                          claude_session: Any) -> None:
    server, s = managed(isolated_home, scripted_server, claude_session, "failures", '["human"]')
    s.type_prompt("break it")
    q = decision(isolated_home, "failure", "pending")
    assert "[failure]" in warden("status").stdout
    assert "api error" in warden("questions", "show", str(q["id"])).stdout
    r = warden("answer", str(q["id"]), "1")
    assert r.returncode == 0, r.stderr
    assert "typing it in" in r.stdout, r.stdout  # the session is managed in a known pane
    q, a = settled(isolated_home, q["id"])
    assert q["status"] == "verified", q["detail"]
    assert server.wait_for(lambda srv: [r.user_text for r in srv.requests("main")][-1:] == ["continue"], timeout=30), \
        [r.user_text for r in server.requests()]


def test_a_killed_session_is_a_failure_resumed_in_its_pane(isolated_home: Path, scripted_server: Any,
                                                            claude_session: Any) -> None:
    import os
    import signal

    server, s = managed(isolated_home, scripted_server, claude_session, "failures", '["human"]')
    s.type_prompt("hello")
    s.wait_for_screen("Back at work.", timeout=30)
    os.kill(s.pid(), signal.SIGTERM)
    q = decision(isolated_home, "failure", "pending")
    assert "ended" in warden("questions", "show", str(q["id"])).stdout
    assert warden("answer", str(q["id"]), "1", "--type", "carry on").returncode == 0
    q, a = settled(isolated_home, q["id"], timeout=90)
    assert q["status"] == "verified", q["detail"]
    assert server.wait_for(lambda srv: any(r.user_text == "carry on" for r in srv.requests("main")), timeout=30)


def test_a_policy_rule_allows_in_the_hook(isolated_home: Path, scripted_server: Any, claude_session: Any) -> None:
    server, s = managed(isolated_home, scripted_server, claude_session, "permissions", '["policy", "human"]',
                        extra='[profiles.t.permissions]\nallow = ["Bash(./run-tests.sh:*)"]\n')
    script = s.cwd / "run-tests.sh"
    script.write_text("#!/bin/sh\necho suite passed\n")
    script.chmod(0o755)
    s.type_prompt("run the suite")
    call = result_of(server, "Bash")
    assert not call.is_error and call.result_text.strip() == "suite passed"
    q, a = settled(isolated_home, decision(isolated_home, "permission")["id"])
    assert q["status"] == "verified", q["detail"]
    assert (a["decided_by"], a["delivery"]) == ("policy", "hook")
    assert "Bash(./run-tests.sh:*)" in a["reason"]
    assert "Do you want to proceed" not in s.screen()  # no dialog was needed


def test_the_default_chain_never_allows_a_destructive_command(isolated_home: Path, scripted_server: Any,
                                                              claude_session: Any) -> None:
    # policy then a person; even a rule covering `echo` does not cover the `rm -rf` after it
    server, s = managed(isolated_home, scripted_server, claude_session, "permissions", '["policy", "human"]',
                        budget=2, extra='[profiles.t.permissions]\nallow = ["Bash(echo:*)"]\n')
    (s.cwd / "src").mkdir()
    s.type_prompt("clean the build")
    s.wait_for_screen("Do you want to proceed", timeout=60)
    q = decision(isolated_home, "permission", "pending")
    time.sleep(3)  # the budget (2 s) is over: nobody allowed it, the dialog waits for a person
    assert not [c for c in server.tool_calls(None) if c.answered]
    assert (s.cwd / "src").is_dir()
    explain = warden("questions", "explain", str(q["id"])).stdout
    assert "policy" in explain and "deletes project files" in explain
    store = open_store(str(isolated_home))
    assert store.question(q["id"])["status"] == "pending" and store.latest_answer(q["id"]) is None
    store.close()


def test_allow_and_add_the_suggested_rule_so_it_is_not_asked_again(isolated_home: Path, scripted_server: Any,
                                                                   claude_session: Any) -> None:
    server, s = managed(isolated_home, scripted_server, claude_session, "permissions", '["human"]')
    script = s.cwd / "run-tests.sh"
    script.write_text("#!/bin/sh\necho suite passed\n")
    script.chmod(0o755)
    s.type_prompt("run the suite")
    q = decision(isolated_home, "permission", "pending")
    shown = warden("questions", "show", str(q["id"])).stdout
    assert "2. Yes, and don't ask again for Bash(./run-tests.sh --fast) in this project" in shown
    assert warden("answer", str(q["id"]), "2").returncode == 0
    q, _ = settled(isolated_home, q["id"])
    assert q["status"] == "verified"
    # Claude Code kept the rule (.claude/settings.local.json) and does not ask again
    assert "Bash(./run-tests.sh --fast)" in (s.cwd / ".claude" / "settings.local.json").read_text()
    s.wait_ready(30)
    s.type_prompt("run the suite again")
    server.wait_for(lambda srv: len([c for c in srv.tool_calls(None) if c.name == "Bash" and c.answered]) == 2,
                    timeout=60)
    store = open_store(str(isolated_home))
    assert len([r for r in store.questions() if r["kind"] == "permission"]) == 1
    store.close()


def test_after_the_budget_an_allow_is_typed_into_the_dialog(isolated_home: Path, scripted_server: Any,
                                                            claude_session: Any) -> None:
    server, s = managed(isolated_home, scripted_server, claude_session, "permissions", '["human"]', budget=1)
    s.type_prompt("run the tests")
    s.wait_for_screen("Do you want to proceed", timeout=60)
    q = decision(isolated_home, "permission", "pending")
    time.sleep(1.5)  # the hook has given up: only keys can answer now
    r = warden("answer", str(q["id"]), "1")
    assert r.returncode == 0, r.stderr
    assert "typing it in" in r.stdout
    call = result_of(server, "Bash")
    assert not call.is_error and "tests passed" in call.result_text
    q, a = settled(isolated_home, q["id"])
    assert q["status"] == "verified", q["detail"]
    assert (a["decided_by"], a["delivery"]) == ("human:cli", "tmux")


def test_after_the_budget_a_deny_with_a_message_is_typed_in(isolated_home: Path, scripted_server: Any,
                                                             claude_session: Any) -> None:
    server, s = managed(isolated_home, scripted_server, claude_session, "permissions", '["human"]', budget=1)
    s.type_prompt("write the notes")
    s.wait_for_screen("Do you want to", timeout=60)
    q = decision(isolated_home, "permission", "pending")
    time.sleep(1.5)
    assert warden("answer", str(q["id"]), "--decline", "Put the notes in docs/NOTES.md").returncode == 0
    call = result_of(server, "Write")
    # the dialog's "No" with Tab-amended text: the model reads the person's words
    assert call.is_error and "Put the notes in docs/NOTES.md" in call.result_text
    q, a = settled(isolated_home, q["id"])
    assert q["status"] == "declined" and a["delivery"] == "tmux"
    assert not (s.cwd / "NOTES.md").exists()


def test_after_the_budget_a_plans_feedback_is_typed_in(isolated_home: Path, scripted_server: Any,
                                                        claude_session: Any) -> None:
    server, s = managed(isolated_home, scripted_server, claude_session, "permissions", '["human"]', budget=1,
                        args=PLAN)
    s.type_prompt("plan the cache")
    s.wait_for_screen("Ready to code?", timeout=60)
    q = decision(isolated_home, "plan", "pending")
    time.sleep(1.5)
    assert warden("answer", str(q["id"]), "3", "--type", "Add an eviction test").returncode == 0
    call = result_of(server, "ExitPlanMode")
    assert call.is_error and "Add an eviction test" in call.result_text
    q, a = settled(isolated_home, q["id"])
    assert q["status"] == "declined" and a["delivery"] == "tmux"
