"""A workflow's gate on its own step, asked with no phase known: going on to the workflow's next step is its own
work when what the step showed reports no problem; no go-ahead past a run that failed; a listed item named by an acronym the files leave out; a test
suite named by a problem word. Written for these tests, in styles unlike any workflow the evaluation set holds."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.unit.test_policy_shown import ask, chosen
from tests.unit.test_policy_shown import projects as projects_dir  # noqa: F401  (the transcript's folder, a fixture)
from warden.decide.answerers.policy import concerns
from warden.decide.answerers.policy.claims import excluded_item
from warden.decide.answerers.policy.evidence import Doc
from warden.decide.answerers.policy.shown import failed_run

GO = "Looks right \u2014 move on to stage 4"
GATE = ("Happy with what this stage produced?", [(GO, "Recommended"), "No \u2014 I want to check it first", "Halt the run"])


def test_a_step_gate_goes_on_to_the_next_step_when_what_it_showed_reports_nothing(projects_dir: Path) -> None:
    shown = "STAGE 3 DONE: ledger import\nRows imported: 12,480\nUnit tests: 64/64 passed\nSchema drift: none"
    assert chosen(ask(projects_dir, *GATE, "", shown)) == GO


def test_a_step_gate_is_left_when_what_it_showed_reports_a_failure(projects_dir: Path) -> None:
    shown = "STAGE 3 DONE: ledger import\nRows imported: 12,480\nUnit tests: 61/64 passed (3 failing in ledger/fx_test.go)"
    out = ask(projects_dir, *GATE, "", shown, tuid="toolu_fail")
    assert chosen(out) is None


def test_a_step_gate_is_left_when_what_it_showed_uses_what_the_files_rule_out(projects_dir: Path) -> None:
    shown = "STAGE 3 DONE: ledger import\nWrote importer in cmd/import\nnote: staging tables kept in Redis for speed"
    out = ask(projects_dir, *GATE, "", shown, files={"DECISIONS.md": "We dropped Redis in March; no Redis anywhere.\n"},
              tuid="toolu_ruled")
    assert chosen(out) is None


def test_a_step_gate_with_nothing_shown_is_not_a_gate_on_shown_work(projects_dir: Path) -> None:
    assert chosen(ask(projects_dir, *GATE, "", None, tuid="toolu_none")) is None


def test_an_acronym_the_files_leave_out_places_a_listed_item_out_of_the_work() -> None:
    docs = [Doc("SCOPE.md", "Not in v1: IVR. Voice menus wait for the telephony contract.")]
    assert excluded_item("Outputs:\n  \u2022 IVR prompts for the after-hours line\n  \u2022 Email digest", docs)
    # the item that itself leaves it out agrees with the files; a layer every project has names nothing
    assert excluded_item("Outputs:\n  \u2022 Not in v1: IVR\n  \u2022 Email digest", docs) is None
    assert excluded_item("- API for the email digest", [Doc("SCOPE.md", "No public API in v1.")]) is None


def test_a_test_suite_named_by_a_problem_word_reports_nothing() -> None:
    assert concerns.reported("REGRESSION SUITE: stage 2") is None
    assert concerns.reported("Regression suite: 3 failed")


def test_a_go_ahead_past_a_run_that_failed_is_left_in_a_phase_that_goes_on_too(projects_dir: Path) -> None:
    options = ["Ship it to review", "Hold off"]
    shown = "Refactor of the rate limiter done.\nTests: 41/43 passed"
    out = ask(projects_dir, "Open the review request now?", options, "/build", shown, tuid="toolu_phase")
    assert chosen(out) is None


@pytest.mark.parametrize("line, failed", [
    ("Unit tests: 61/64 passed (3 failing in ledger/fx_test.go)", True),
    ("2 checks failed", True),
    ("\u2717 Lint (eslint)", True),
    ("CI: lint ok, tests failed: 2", True),
    ("Unit tests: 64/64 passed", False),
    ("Dry run: ok=12 changed=3 failed=0", False),
    ("Confirmed: 2 \u00b7 Refuted: 1 \u00b7 Failed: 1", False),
    ("- Fix the crash on empty input", False),
    ("- T3 Regression test for stale results", False),
])
def test_a_run_that_failed_is_told_from_work_about_failures(line: str, failed: bool) -> None:
    assert bool(failed_run(f"Summary\n{line}\n")) is failed


def test_a_bare_yes_after_what_the_step_showed_goes_on_when_it_reports_nothing(projects_dir: Path) -> None:
    question = ("Stage 3 is complete. Continue?", ["yes", "no"])
    shown = "Closing card 14 (task)\n\u2713 checklist 6/6\n\u2713 Tests: 88/88 passing"
    assert chosen(ask(projects_dir, *question, "", shown, tuid="toolu_yes")) == "yes"
    shown_failing = "Closing card 14 (task)\n\u2713 checklist 6/6\n\u2717 Tests: 86/88 passing"
    assert chosen(ask(projects_dir, *question, "", shown_failing, tuid="toolu_no")) is None


def test_an_outward_act_asked_for_by_name_is_not_a_bare_yes(projects_dir: Path) -> None:
    shown = "Branch release/3.2 \u2192 origin/release/3.2\n4 commits to push"
    assert chosen(ask(projects_dir, "Confirm push?", ["Confirm", "Hold"], "", shown, tuid="toolu_push")) is None


def test_a_line_asking_to_check_with_someone_first_holds_the_go_ahead(projects_dir: Path) -> None:
    files = {"NOTES.md": "- A full reindex takes the search cluster offline for an hour; ask Tomasz before starting one.\n"}
    shown = "Plan: a full reindex of the search cluster (2.1M documents)."
    out = ask(projects_dir, "Run it now?", ["yes", "no"], "", shown, files=files, tuid="toolu_ask")
    assert chosen(out) is None and "check with someone first" in out.reason
