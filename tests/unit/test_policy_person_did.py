"""What only the person knows and what only they weigh: "Have you resolved the conflicts?" asks what they did
outside the session; a gate that rates its own risk below grave ("its risk is Medium") asks whether to go on, not
which remedy to take. Written for these tests, in styles unlike any workflow the evaluation set holds."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.unit.test_policy_shown import ask, chosen
from tests.unit.test_policy_shown import projects as projects_dir  # noqa: F401  (the transcript's folder, a fixture)
from warden.decide.answerers.policy import concerns
from warden.decide.answerers.policy.structure import _OBSERVATION


@pytest.mark.parametrize("question", [
    "Have you resolved the conflicts?",
    "Have you already reviewed the generated migration in your editor?",
    "Have you logged in to the registry in the other terminal?",
    "Have you restarted the dev server with the new env?",
])
def test_a_question_about_what_the_person_did_is_an_observation(question: str) -> None:
    assert _OBSERVATION.search(question)


def test_what_the_person_did_is_not_answered_for_them(projects_dir: Path) -> None:
    shown = "Rebase stopped on 3 conflicts (src/ledger.rs, src/fx.rs, Cargo.lock). I opened them in your editor."
    out = ask(projects_dir, "Have you resolved the conflicts?", ["Done \u2014 continue the rebase", "Not yet"], "/sync",
              shown)
    assert chosen(out) is None


@pytest.mark.parametrize("question,grade", [
    ("Gate: effort XL, risk is Medium. This needs a sign-off. How should I go on?", "risk is Medium"),
    ("Two low-severity findings in the auth module. Fix them or continue?", "low-severity"),
    ("Impact: moderate. The schema change touches 3 tables. Proceed?", "Impact: moderate"),
])
def test_a_report_rated_below_grave_is_graded(question: str, grade: str) -> None:
    assert concerns.minor(question) == grade


def test_a_report_rated_grave_is_not_graded() -> None:
    assert concerns.minor("Risk is Medium for the UI, but one critical finding in billing. Fix or go on?") is None
    assert concerns.minor("The release has high risk: 2 failing migrations. Roll back?") is None


def test_a_gate_that_rates_its_own_risk_leaves_going_on_to_the_person(projects_dir: Path) -> None:
    shown = "Plan (effort XL, risk Medium):\n1. Backfill the ledger\n2. Switch reads\n3. Drop the old view"
    out = ask(projects_dir, "This plan needs your sign-off because its risk is Medium. What now?",
              ["Approve", "Revise steps", "Split into two plans"], "/plan ledger", shown)
    assert chosen(out) is None


@pytest.mark.timeout(60)  # a guard against a hang, not a speed target: two optional runs of spaces once backtracked
def test_a_long_run_of_spaces_after_a_rating_word_is_read_in_one_pass() -> None:
    assert concerns.minor("risk" + " " * 200_000 + "x") is None
    assert concerns.minor("risk" + " \t" * 100_000 + "is") is None


@pytest.mark.parametrize("question", ["What is the review outcome?", "What was the client's verdict?",
                                      "What is the UAT result?"])
def test_a_question_about_what_others_decided_elsewhere_is_an_observation(question: str) -> None:
    assert _OBSERVATION.search(question)


@pytest.mark.parametrize("question", ["What is the test strategy?", "Which review mode should I use?",
                                      "What is the best outcome for users?"])
def test_a_question_that_only_names_a_review_is_not_an_observation(question: str) -> None:
    assert not _OBSERVATION.search(question)


@pytest.mark.parametrize("question", [
    "This changes how the skill behaves. Has it been tested?",
    "Was this change verified on a real device?",
    "Have these migrations been reviewed by the DBA?",
])
def test_a_passive_question_about_what_was_done_is_an_observation(question: str) -> None:
    assert _OBSERVATION.search(question)


def test_a_rule_that_asks_for_a_test_does_not_say_the_test_ran(projects_dir: Path) -> None:
    rules = "# Rules\n- Behaviour changes need an eval run before commit.\n"
    out = ask(projects_dir, "This changes how the skill behaves. Has it been tested?",
              ["Yes \u2014 eval run", "No \u2014 commit anyway", "No \u2014 stop, let me test first"], "/commit", None,
              files={"RULES.md": rules})
    assert chosen(out) is None
