"""Permission requests and plans through `warden hook` subprocesses: paired with their call,
answered by the waiting hook, verified by PostToolUse, closed when the call is denied."""

from __future__ import annotations

import json
import os
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from tests.payloads import (
    BASH,
    BASH_SUGGESTIONS,
    PLAN_TEXT,
    HookResult,
    base,
    permission,
    plan_input,
    pre,
    run_hook,
    tool_post,
    tool_pre,
    warden,
)

MANAGED = {"WARDEN_SESSION": "api", "WARDEN_PROFILE": "wait"}


@pytest.fixture
def home(isolated_home: Path) -> Path:
    isolated_home.mkdir(parents=True, exist_ok=True)
    (isolated_home / "config.toml").write_text('[profiles.wait]\nchain = ["human"]\nbudget = 30\n'
                                               '[profiles.quick]\nchain = ["human"]\nbudget = 0.5\n')
    return isolated_home


def rows(home: Path) -> list[Any]:
    from warden.record.ingest import open_store

    s = open_store(str(home))
    try:
        return [dict(r) for r in s.questions()]
    finally:
        s.close()


class Waiting:
    """A managed session's PermissionRequest hook waiting for a person, in a thread."""

    def __init__(self, payload: dict[str, Any], env: dict[str, str] = MANAGED):
        self.result: HookResult | None = None
        self.thread = threading.Thread(target=lambda: setattr(self, "result", run_hook(payload, env, timeout=60)),
                                       daemon=True)
        self.thread.start()

    def decision(self, timeout: float = 40) -> dict[str, Any]:
        self.thread.join(timeout)
        assert self.result is not None and self.result.stdout, "the hook printed no decision"
        out = self.result.json["hookSpecificOutput"]
        assert out["hookEventName"] == "PermissionRequest"
        return out["decision"]


def pending(home: Path, kind: str, timeout: float = 20) -> dict[str, Any]:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        found = [r for r in rows(home) if r["kind"] == kind and r["status"] == "pending"]
        if found:
            return found[0]
        time.sleep(0.05)
    raise AssertionError(f"no pending {kind}")


def test_an_observed_request_is_recorded_with_its_calls_tool_use_id_and_never_answered(home: Path) -> None:
    assert run_hook(tool_pre("Bash", BASH, "toolu_obs")).stdout == ""
    r = run_hook(permission("Bash", BASH, BASH_SUGGESTIONS))
    assert (r.returncode, r.stdout) == (0, "")
    (q,) = rows(home)
    assert (q["kind"], q["status"], q["tool_use_id"]) == ("permission", "pending", "toolu_obs")
    shown = warden("questions", "show", str(q["id"]))
    assert "Permission: Bash" in shown.stdout and BASH["command"] in shown.stdout
    assert "2. Yes, and don't ask again for Bash(echo tests *)" in shown.stdout and "3. No" in shown.stdout
    listed = warden("questions", "list")
    assert "permission" in listed.stdout and "toolu_obs" in listed.stdout


def test_a_person_allows_while_the_hook_waits(home: Path) -> None:
    run_hook(tool_pre("Bash", BASH), MANAGED)
    hook = Waiting(permission("Bash", BASH, BASH_SUGGESTIONS))
    q = pending(home, "permission")
    assert q["tool_use_id"] == "toolu_b1"
    r = warden("answer", str(q["id"]), "1")
    assert r.returncode == 0, r.stderr
    assert hook.decision() == {"behavior": "allow"}
    run_hook(tool_post("Bash", BASH), MANAGED)
    (q,) = rows(home)
    assert q["status"] == "verified", q["detail"]


def test_allow_and_add_the_suggested_rule(home: Path) -> None:
    run_hook(tool_pre("Bash", BASH), MANAGED)
    hook = Waiting(permission("Bash", BASH, BASH_SUGGESTIONS))
    q = pending(home, "permission")
    assert warden("answer", str(q["id"]), "2").returncode == 0
    assert hook.decision() == {"behavior": "allow", "updatedPermissions": BASH_SUGGESTIONS}


def test_allow_with_an_edited_command_and_verify_that_it_ran(home: Path) -> None:
    run_hook(tool_pre("Bash", BASH), MANAGED)
    hook = Waiting(permission("Bash", BASH, BASH_SUGGESTIONS))
    q = pending(home, "permission")
    assert warden("answer", str(q["id"]), "--command", "pytest -x").returncode == 0
    assert hook.decision() == {"behavior": "allow", "updatedInput": {**BASH, "command": "pytest -x"}}
    run_hook(tool_post("Bash", BASH), MANAGED)  # the original ran, not the edit
    (q,) = rows(home)
    assert q["status"] == "mismatch" and "pytest -x" in q["detail"]


def test_a_deny_carries_its_message_and_closes_at_the_next_event(home: Path) -> None:
    run_hook(tool_pre("Bash", BASH), MANAGED)
    hook = Waiting(permission("Bash", BASH))
    q = pending(home, "permission")
    assert warden("answer", str(q["id"]), "--decline", "use the project's tmp/ folder").returncode == 0
    assert hook.decision() == {"behavior": "deny", "message": "use the project's tmp/ folder"}
    run_hook(base("Stop", stop_hook_active=False, last_assistant_message="ok"), MANAGED)
    (q,) = rows(home)
    assert q["status"] == "declined" and "tmp/ folder" in q["detail"]


def test_an_edit_cannot_be_typed_once_no_hook_waits(home: Path) -> None:
    run_hook(tool_pre("Bash", BASH), {**MANAGED, "WARDEN_PROFILE": "quick"})
    r = run_hook(permission("Bash", BASH), {**MANAGED, "WARDEN_PROFILE": "quick"})
    assert r.stdout == ""  # nobody decided within the budget: the dialog stays
    (q,) = rows(home)
    refused = warden("answer", str(q["id"]), "--command", "pytest -x")
    assert refused.returncode == 1 and "only be delivered by the waiting hook" in refused.stderr
    assert rows(home)[0]["status"] == "pending"


def test_askuserquestion_s_own_permission_request_is_left_to_the_question(home: Path) -> None:
    r = run_hook(base("PermissionRequest", tool_name="AskUserQuestion", tool_input={"questions": []}), MANAGED)
    assert (r.returncode, r.stdout) == (0, "")
    assert rows(home) == []


def test_a_plan_is_approved_by_echoing_its_input(home: Path) -> None:
    run_hook(tool_pre("ExitPlanMode", plan_input(), "toolu_p1"), MANAGED)
    hook = Waiting(permission("ExitPlanMode", plan_input(), permission_mode="plan"))
    q = pending(home, "plan")
    assert q["tool_use_id"] == "toolu_p1"
    shown = warden("questions", "show", str(q["id"]))
    assert PLAN_TEXT.strip() in shown.stdout and "3. No, tell Claude what to change" in shown.stdout
    assert warden("answer", str(q["id"]), "1").returncode == 0
    assert hook.decision() == {"behavior": "allow", "updatedInput": plan_input()}
    run_hook(tool_post("ExitPlanMode", {}, {"plan": PLAN_TEXT, "isAgent": False, "filePath": "/x.md"}, "toolu_p1"),
             MANAGED)
    assert rows(home)[0]["status"] == "verified"


def test_a_plan_is_rejected_with_feedback(home: Path) -> None:
    run_hook(tool_pre("ExitPlanMode", plan_input(), "toolu_p1"), MANAGED)
    hook = Waiting(permission("ExitPlanMode", plan_input()))
    q = pending(home, "plan")
    refused = warden("answer", str(q["id"]), "3")
    assert refused.returncode == 1 and "needs a text" in refused.stderr
    assert warden("answer", str(q["id"]), "--decline", "add a test for eviction").returncode == 0
    assert hook.decision() == {"behavior": "deny", "message": "add a test for eviction"}


def test_a_plan_without_its_text_is_read_from_the_file_the_session_wrote(home: Path, tmp_path: Path) -> None:
    plan = tmp_path / "config" / "plans" / "a-plan.md"
    plan.parent.mkdir(parents=True)
    plan.write_text("# From the file\n\n- step one\n")
    # where Claude Code keeps transcripts (~/.claude/projects): a transcript is read nowhere else (warden.transcript)
    transcript = Path(os.environ["HOME"]) / ".claude" / "projects" / "-p" / "t.jsonl"
    transcript.parent.mkdir(parents=True)
    transcript.write_text(json.dumps({"type": "assistant", "message": {"content": [
        {"type": "tool_use", "id": "toolu_w", "name": "Write", "input": {"file_path": str(plan), "content": "x"}}]}}) + "\n")
    run_hook(permission("ExitPlanMode", {}, transcript_path=str(transcript)))
    (q,) = rows(home)
    assert "# From the file" in warden("questions", "show", str(q["id"])).stdout


def test_idle_prompt_of_a_managed_session_becomes_an_idle_decision(home: Path) -> None:
    run_hook(base("Stop", stop_hook_active=False, last_assistant_message="Done: the cache is in."), MANAGED)
    run_hook(base("Notification", message="Claude is waiting for your input", notification_type="idle_prompt"),
             MANAGED)
    q = pending(home, "idle")
    shown = warden("questions", "show", str(q["id"]))
    assert "Done: the cache is in." in shown.stdout and "1. Type a prompt" in shown.stdout
    left = warden("answer", str(q["id"]), "3")
    assert left.returncode == 0 and "nothing to deliver" in left.stdout
    assert rows(home)[0]["status"] == "declined"


def test_idle_prompt_of_an_observed_session_is_only_recorded(home: Path) -> None:
    run_hook(base("Notification", message="Claude is waiting for your input", notification_type="idle_prompt"))
    assert rows(home) == []


def test_an_api_error_and_an_unexpected_end_are_failures(home: Path) -> None:
    run_hook(base("StopFailure", error="rate_limit", error_details="429 too many requests"), MANAGED)
    q = pending(home, "failure")
    assert "[failure]" in warden("status").stdout
    assert "429 too many requests" in warden("questions", "show", str(q["id"])).stdout
    assert warden("answer", str(q["id"]), "2").returncode == 0
    run_hook(base("SessionEnd", reason="prompt_input_exit"), MANAGED)
    assert [r["kind"] for r in rows(home)] == ["failure"]  # /exit is someone's choice
    run_hook(base("SessionStart", session="sess-2", source="startup"), MANAGED)
    run_hook(base("SessionEnd", session="sess-2", reason="other"), MANAGED)
    assert pending(home, "failure")["session_id"] == "sess-2"


def test_questions_are_still_answered_at_pre_tool_use(home: Path) -> None:
    (home / "config.toml").write_text('[profiles.wait]\nchain = ["first"]\nbudget = 5\n')
    r = run_hook(pre(), MANAGED)
    assert r.json["hookSpecificOutput"]["hookEventName"] == "PreToolUse"


def test_warden_decide_runs_the_chain_on_a_permission_request(home: Path) -> None:
    import subprocess
    import sys

    (home / "config.toml").write_text('[profiles.default]\nchain = ["policy"]\n'
                                      '[profiles.default.permissions]\ndeny = ["Bash(git push:*)"]\n')
    run = lambda p: subprocess.run([sys.executable, "-m", "warden", "decide"], input=json.dumps(p),  # noqa: E731
                                   capture_output=True, text=True, timeout=60)
    ok = run(permission("Bash", {"command": "git status"}) | {"cwd": str(home)})
    out = json.loads(ok.stdout)
    assert ok.returncode == 0 and (out["kind"], out["decided_by"]) == ("permission", "policy")
    assert out["hook_output"]["hookSpecificOutput"]["decision"] == {"behavior": "allow"}
    denied = json.loads(run(permission("Bash", {"command": "git push origin main"})).stdout)
    decision = denied["hook_output"]["hookSpecificOutput"]["decision"]
    assert decision["behavior"] == "deny" and "Bash(git push:*)" in decision["message"]
    held = run(permission("Bash", {"command": "rm -rf ~/work"}))
    assert held.returncode == 2 and "abstained" in held.stdout


def test_a_notification_tells_what_a_permission_asks(home: Path) -> None:
    from warden.outbound.notify import question_message
    from warden.record.ingest import open_store

    run_hook(tool_pre("Bash", BASH))
    run_hook(permission("Bash", BASH, BASH_SUGGESTIONS))
    store = open_store(str(home))
    try:
        title, body = question_message(str(home), store, 1)
    finally:
        store.close()
    assert title.startswith("warden: Claude Code asks for permission")
    assert BASH["command"] in body and "warden answer 1 1" in body and "3. No" in body


def test_a_headless_run_ending_is_no_failure(home: Path) -> None:
    # `claude -p` (and a task) ends with SessionEnd reason "other" when it is done (2.1.332)
    run_hook(base("SessionStart", source="startup"), {**MANAGED, "CLAUDE_CODE_SESSION_ATTENDED": "0"})
    run_hook(base("SessionEnd", reason="other"), {**MANAGED, "CLAUDE_CODE_SESSION_ATTENDED": "0"})
    assert rows(home) == []


def test_a_dead_pane_is_found_by_the_sweep(home: Path, tmp_path: Path) -> None:
    import os
    import subprocess

    sock = str(tmp_path / "tmux.sock")
    started = subprocess.run(["tmux", "-S", sock, "-f", "/dev/null", "new-session", "-d", "-P", "-F", "#{pane_id}",
                              "sleep 600", ";", "set-option", "-g", "remain-on-exit", "on"],
                             capture_output=True, text=True)
    pane = started.stdout.strip()
    try:
        env = {**MANAGED, "TMUX": f"{sock},1,0", "TMUX_PANE": pane}
        run_hook(base("SessionStart", source="startup"), env)
        assert "[failure]" not in warden("status").stdout  # alive
        pid = subprocess.run(["tmux", "-S", sock, "display", "-p", "-t", pane, "#{pane_pid}"],
                             capture_output=True, text=True).stdout.strip()
        os.kill(int(pid), 9)
        time.sleep(0.3)
        assert "[failure]" in warden("status").stdout  # shown while it is open, though the session ended
        q = pending(home, "failure")
        assert "crashed" in warden("questions", "show", str(q["id"])).stdout
    finally:
        subprocess.run(["tmux", "-S", sock, "kill-server"], capture_output=True)
