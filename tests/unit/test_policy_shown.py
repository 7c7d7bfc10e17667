"""The policy reads what the session showed in the turn that asks (``Context.shown``) as part of
what the question proposes, only to hold back (policy/shown.py). The text is put where Claude
Code writes it, in the session's transcript, and read through ``warden.transcript``; each
principle has a twin whose shown text is harmless and still gets the answer the question alone
would."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest

from warden.askuser.model import Call
from warden.decide.answerers.policy import PolicyAnswerer
from warden.decide.context import Abstain, Context, Decision
from warden.sandbox.transcript_lines import asking_turn


@pytest.fixture
def projects(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("CLAUDE_CONFIG_DIR", str(tmp_path / "claude"))
    folder = tmp_path / "claude" / "projects" / "-work"
    folder.mkdir(parents=True)
    return folder


def ask(projects: Path, question: str, options: list[Any], phase: str, shown: str | None,
        files: dict[str, str] | None = None, tuid: str = "toolu_q", header: str = "") -> Decision | Abstain:
    project = projects.parent.parent.parent / "project"
    project.mkdir(exist_ok=True)
    for rel, text in (files or {}).items():
        (project / rel).write_text(text, encoding="utf-8")
    questions = [{"question": question, "header": header, "multiSelect": False,
                  "options": [{"label": o, "description": ""} if isinstance(o, str) else {"label": o[0], "description": o[1]}
                              for o in options]}]
    path = projects / f"{tuid}.jsonl"
    path.write_text(asking_turn(phase, shown, tuid, {"questions": questions}), encoding="utf-8")
    ctx = Context(Call.from_questions(questions), {"questions": questions}, time.monotonic() + 5, cwd=str(project),
                  phase=phase, transcript_path=str(path), tool_use_id=tuid)
    return PolicyAnswerer().decide(ctx)


def chosen(out: Decision | Abstain) -> str | None:
    return None if isinstance(out, Abstain) else out.answer.items[0].labels[0]


GATE = ("Proceed to write the plan?", ["Proceed", "Edit", "Cancel"], "/m:plan")


def test_a_hazardous_step_in_the_direction_shown_leaves_the_gate_to_a_person(projects: Path) -> None:
    out = ask(projects, *GATE, "Direction: drop the `sessions` table and purge archived accounts (UC-0D02), 4 tasks.")
    assert chosen(out) is None and "left to a person" in out.reason
    # the twin: a direction that is ordinary work goes ahead, as the question alone does
    assert chosen(ask(projects, *GATE, "Direction: add cursor pagination to the orders endpoint (UC-0D03), 3 tasks.",
                      tuid="toolu_twin")) == "Proceed"
    assert chosen(ask(projects, *GATE, None, tuid="toolu_none")) == "Proceed"


AMEND = ("`T-004` needs work the plan does not have. How should I proceed?", ["Amend and continue", "Note and continue", "Stop here"],
         "/m:build")


def test_money_in_what_was_shown_is_the_persons_to_spend(projects: Path) -> None:
    out = ask(projects, *AMEND, "T-004 needs geocoding; the only provider meeting UC-12 is Mapbox (paid plan, about \u20ac90 a month). "
              "Recommended: Amend and continue.", header="Plan adaptation")
    assert chosen(out) is None and "spends money" in out.reason
    twin = ask(projects, *AMEND, "T-004 asserts on a fixture no task creates. Recommended: Amend and continue.", tuid="toolu_twin",
                header="Plan adaptation")
    assert chosen(twin) == "Amend and continue"  # the workflow's recommendation, stated above the question


def test_the_go_ahead_is_not_taken_against_the_recommendation_shown(projects: Path) -> None:
    q = ("Execute plan `p-0c31`?", ["Proceed", "Cancel"], "/m:build")
    out = ask(projects, *q, "Plan drift: UC-0C31 changed after the plan was written. Recommended: Cancel.")
    assert chosen(out) != "Proceed"
    assert chosen(ask(projects, *q, "Plan p-0c31: 3 tasks, specs unchanged. Recommended: Proceed.", tuid="toolu_twin")) == "Proceed"


CHANGELOG = ("Update CHANGELOG.md with these entries?", ["Yes, update", "No, skip"], "/project-prerelease")
NOTES = {"notes.txt": "Mika: rate limiting is not agreed yet; keep it out of release notes until the review.\n"}


def test_an_entry_the_files_keep_out_of_the_work_is_not_written(projects: Path) -> None:
    out = ask(projects, *CHANGELOG, "### Added\n- Rate limiting for the public API (`kite-77`)", NOTES)
    assert chosen(out) is None and "out of the work" in out.reason
    assert chosen(ask(projects, *CHANGELOG, "### Added\n- A --json flag for `kite status` (`kite-78`)", NOTES,
                      tuid="toolu_twin")) == "Yes, update"


def test_a_kept_decision_is_kept_per_shown_text(projects: Path) -> None:
    """One process decides the same question again and again (``warden serve``): what was shown is
    part of the key, so a harmless turn's answer is never given to a hazardous one."""
    for n in range(3):
        assert chosen(ask(projects, *GATE, "Direction: add a retry queue (UC-0A23), 4 tasks.", tuid=f"toolu_ok{n}")) == "Proceed"
        assert chosen(ask(projects, *GATE, "Direction: delete every stored password hash (UC-0C01), 5 tasks.",
                          tuid=f"toolu_bad{n}")) is None


APPROVE = ("Approve this plan?", [("Approve", "Write tasks.md and start the task loops"), ("Revise", "Change the tasks first"),
                                  ("Cancel", "Stop without starting")], "/iterative-development")
MODELS = {"CLAUDE.md": "# Wren\n\n- Models: haiku by default; sonnet only with Tomas's OK (his API budget).\n"}


def test_a_plan_shown_that_uses_what_the_files_keep_for_someones_ok_is_theirs(projects: Path) -> None:
    out = ask(projects, *APPROVE, "Plan: importer\n- T1 CSV reader (haiku, max 5)\n- T2 Dedupe across files (sonnet, max 12)", MODELS)
    assert chosen(out) is None and "reserve" in out.reason
    twin = ask(projects, *APPROVE, "Plan: importer\n- T1 CSV reader (haiku, max 5)\n- T2 Dedupe across files (haiku, max 8)", MODELS,
               tuid="toolu_twin")
    assert chosen(twin) == "Approve"


@pytest.mark.parametrize("shown", [
    "I pushed the research branch earlier so CI could run.",  # what was done is the turn's past, not the proposal
    "Summary:\n- Fixed the parser\n- Committed and pushed",
    "Done: built, tagged and pushed.",
    "The importer reads column $2 with `awk '{print $2}'`; the regex keeps $1.",  # a field, not money
])
def test_a_report_of_what_was_done_or_code_is_not_a_hazard_or_money(projects: Path, shown: str) -> None:
    assert chosen(ask(projects, *GATE, shown)) == "Proceed"


def test_a_heading_in_the_past_tense_still_proposes_what_follows_it(projects: Path) -> None:
    assert chosen(ask(projects, *GATE, "Updated direction: drop the `sessions` table (UC-0D02), 4 tasks.")) is None


PUSH = ("Push main and tag v0.6.3 to origin?", [("Push (Recommended)", "git push origin main; git push origin v0.6.3"),
                                               ("Keep local", "Leave the commit and tag unpushed")], "/project-release")


def test_a_failed_run_the_session_showed_keeps_the_push_local(projects: Path) -> None:
    out = ask(projects, *PUSH, "Ran the suite before the release:\n  tests: 2 failed, 118 passed (forward.test.ts)\nTagged v0.6.3.")
    assert chosen(out) == "Keep local" and "holds back" in out.reason
    # the twin: a run that passed leaves the push to the person, as the question alone does
    assert chosen(ask(projects, *PUSH, "Ran the suite before the release:\n  tests: 120 passed\nTagged v0.6.3.", tuid="toolu_twin")) is None
