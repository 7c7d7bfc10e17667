"""The default chain in the hook: the policy decides from the question, the project's files
and the session's phase without the store, and the phase comes from the session's own
UserPromptSubmit hook (a subprocess per event, as Claude Code runs them)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.payloads import base, pre, run_hook
from warden.record import phase
from warden.record.ingest import open_store

MANAGED = {"WARDEN_SESSION": "api"}
README = [{"question": "The new package has no README. Create one?", "header": "README", "multiSelect": False,
           "options": [{"label": "Yes, create README.md", "description": ""}, {"label": "Skip", "description": ""}]}]
# decided only where going on is the standing intent: the phase is what decides it
NEXT_TASK = [{"question": "Task 2 of 5 done. Continue with task 3 (add input validation to the signup form)?",
              "header": "Next", "multiSelect": False,
              "options": [{"label": "Continue", "description": ""}, {"label": "Pause", "description": ""}]}]


def ask(questions: list, tool_use_id: str, cwd: Path, session: str = "sess-1") -> dict:
    return {**pre(questions, tool_use_id, session), "cwd": str(cwd)}


def prompt(text: str, session: str = "sess-1") -> dict:
    return base("UserPromptSubmit", session, prompt=text)


def project(tmp_path: Path) -> Path:
    d = tmp_path / "project"
    (d / ".planning").mkdir(parents=True)
    (d / ".planning" / "PROJECT.md").write_text("# csv2json\n\nConverts CSV files to JSON.\n")
    return d


def test_a_policy_decision_in_the_hook_opens_no_store(isolated_home: Path, tmp_path: Path) -> None:
    # no config.toml: the default chain, policy then human
    r = run_hook(ask(README, "toolu_1", project(tmp_path)), MANAGED)
    assert r.returncode == 0
    assert r.json["hookSpecificOutput"]["updatedInput"]["answers"] == {README[0]["question"]: "Yes, create README.md"}
    assert not (isolated_home / "warden.db").exists()  # the decision went through the spool
    store = open_store(str(isolated_home))
    q = store.question(1)
    assert q["status"] == "delivered"
    a = store.latest_answer(1)
    assert (a["decided_by"], a["delivery"]) == ("policy", "hook")
    assert [t["answerer"] for t in store.traces(1)] == ["policy"]


def test_the_phase_of_the_last_slash_command_reaches_the_policy_in_the_hook(isolated_home: Path, tmp_path: Path) -> None:
    isolated_home.mkdir(parents=True)
    (isolated_home / "config.toml").write_text('[profiles.p]\nchain = ["policy"]\nbudget = 5\n')
    env = {**MANAGED, "WARDEN_PROFILE": "p"}
    cwd = project(tmp_path)
    # no phase yet: "Continue" does not say what work it does
    assert run_hook(ask(NEXT_TASK, "toolu_1", cwd), env).stdout == ""
    assert run_hook(prompt("/sc:implement add input validation\nstart with the signup form"), env).stdout == ""
    assert phase.read(str(isolated_home), "sess-1") == "/sc:implement add input validation"
    out = run_hook(ask(NEXT_TASK, "toolu_2", cwd), env).json
    assert out["hookSpecificOutput"]["updatedInput"]["answers"] == {NEXT_TASK[0]["question"]: "Continue"}
    # a prompt that is no slash command leaves the phase as it was, in the hook as in the store
    run_hook(prompt("looks good, go on"), env)
    assert run_hook(ask(NEXT_TASK, "toolu_3", cwd), env).json["hookSpecificOutput"]["permissionDecision"] == "allow"
    assert not (isolated_home / "warden.db").exists()
    # the store, the record, says the same once the events are ingested
    store = open_store(str(isolated_home))
    assert store.session("sess-1")["phase"] == "/sc:implement add input validation"
    assert [store.latest_answer(q) is not None for q in (1, 2, 3)] == [False, True, True]
    # another session has its own phase
    assert run_hook(ask(NEXT_TASK, "toolu_4", cwd, session="sess-2"), env).stdout == ""


def test_the_phase_is_the_first_line_of_a_slash_command() -> None:
    assert phase.of_prompt("/gsd:plan-phase 3\nwith care") == "/gsd:plan-phase 3"
    assert phase.of_prompt("  /not a command") is None
    assert phase.of_prompt("please plan phase 3") is None
    assert phase.of_prompt(None) is None
    assert phase.of_prompt("/x " + "y" * 500) == ("/x " + "y" * 500)[: phase.MAX_LEN]


def test_a_session_id_that_is_not_a_plain_file_name_records_no_phase(isolated_home: Path) -> None:
    home = str(isolated_home)
    for sid in ("../escape", "a/b", ".hidden", "", "x" * 200, 7):
        phase.remember(home, {"session_id": sid, "prompt": "/gsd:execute-phase 1"})
        assert phase.read(home, sid) == ""
    assert not (isolated_home.parent / "escape").exists()
    assert not os.path.exists(os.path.join(home, phase.DIR)) or os.listdir(os.path.join(home, phase.DIR)) == []


def test_phase_files_of_sessions_idle_for_a_month_are_removed(isolated_home: Path) -> None:
    home = str(isolated_home)
    phase.remember(home, {"session_id": "old", "prompt": "/gsd:plan-phase 1"})
    old = os.path.join(home, phase.DIR, "old")
    month = phase.KEEP_DAYS * 86400 + 60
    os.utime(old, (os.path.getatime(old) - month, os.path.getmtime(old) - month))
    phase.remember(home, {"session_id": "new", "prompt": "/gsd:plan-phase 2"})
    assert (phase.read(home, "old"), phase.read(home, "new")) == ("", "/gsd:plan-phase 2")
    # a session still in use keeps its file fresh with every prompt
    phase.remember(home, {"session_id": "new", "prompt": "carry on"})
    assert phase.read(home, "new") == "/gsd:plan-phase 2"


HEAVY = {"sqlite3", "json", "typing", "dataclasses", "pathlib", "threading", "tomllib", "datetime", "importlib",
         "warden.store", "warden.judge.programs"}


def _imported_by_the_hook(payload: dict, env: dict[str, str]) -> set[str]:
    code = ("import sys\nfrom warden.capture import hook\nhook.run()\n"
            "print(' '.join(sorted(sys.modules)), file=sys.stderr)")
    r = subprocess.run([sys.executable, "-I", "-c", code], input=json.dumps(payload).encode(), capture_output=True,
                       env={**os.environ, **env}, check=True)
    assert b'"allow"' in r.stdout, r.stdout
    return set(r.stderr.decode().split())


def test_the_inline_answers_import_only_what_they_need(isolated_home: Path, tmp_path: Path) -> None:
    isolated_home.mkdir(parents=True)
    (isolated_home / "config.toml").write_text('[profiles.auto]\nchain = ["first"]\nbudget = 5\n')
    first = {**MANAGED, "WARDEN_PROFILE": "auto"}
    run_hook(pre(README, "toolu_0"), first)  # parses config.toml once, into its JSON cache
    assert _imported_by_the_hook(pre(README, "toolu_1"), first) & (HEAVY | {"re", "enum"}) == set()
    # the default chain (policy, then human): the policy needs re, nothing of the rest
    assert _imported_by_the_hook(ask(README, "toolu_2", project(tmp_path)), MANAGED) & HEAVY == set()
