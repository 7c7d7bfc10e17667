"""What the work would do, read as a person reads it: a service's name on something of the project's, a second
thing a sentence acts on, a plan's way back, a branch named like a folder, stashing in place of discarding, an
issue named by its number, new infrastructure a project has frozen, a rule that tests come first, a plan
the files contradict, the main line merged into a branch of one's own, a bare "go ahead?" after what a
question announced, a field of the files named by what the question asks, and one of several problems that lies
outside the project. Written for these tests, in styles unlike any workflow the evaluation set holds."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.unit.test_policy_principles import ask, chosen
from tests.unit.test_policy_shown import ask as ask_shown
from tests.unit.test_policy_shown import chosen as chosen_shown
from tests.unit.test_policy_shown import projects as projects_dir  # noqa: F401  (the transcript's folder, a fixture)
from warden.decide.answerers.policy.shown import proposed
from warden.judge.prose import effects


def kinds(text: str) -> set[str]:
    return {e.kind for e in effects(text)}


# ---------------------------------------------------------------- a service's name on something of the project's


@pytest.mark.parametrize("text, sends", [
    ("Bump the Twilio client to v9 and fix the two call sites", False),
    ("Move the Mailgun key into the settings module", False),
    ("Rewrite the Slack webhook handler to retry on 429", False),
    ("Update the Jira ticket with the new estimate", True),
    ("Archive the Slack channel once the migration is done", True),
    ("Add the release notes to the PR description", True),
])
def test_a_services_name_on_something_of_the_projects_is_not_the_service(text: str, sends: bool) -> None:
    assert ("send" in kinds(text)) is sends


def test_every_thing_a_sentence_stores_is_read_not_only_the_first() -> None:
    assert "credentials" in kinds("Save the region and the deploy token to config/ci.yaml, then commit it")
    assert "credentials" not in kinds("Save the region and the retry count to config/ci.yaml, then commit it")


# ---------------------------------------------------------------- a plan's way back


def test_a_plans_way_back_is_not_what_it_proposes() -> None:
    text = proposed("Risk: low. Steps: add a nullable column, backfill it. Rollback: drop the column.")
    assert "backfill" in text and "drop" not in text
    assert "roll back the release" in proposed("Step 3: roll back the release if the smoke test fails.")


# ---------------------------------------------------------------- a branch named like a folder


def test_a_branch_in_the_question_is_not_a_folder_the_project_lacks(tmp_path: Path) -> None:
    out = ask(tmp_path, "Merge origin/develop into fix/login-timeout? 4 incoming commits.",
              ["Proceed with merge", "View changes in detail", "Cancel"], phase="/git-sync", files={"README.md": "# tern\n"})
    assert "does not have" not in out.reason


# ---------------------------------------------------------------- stashing in place of discarding


def test_asked_to_discard_uncommitted_work_the_stash_keeps_it(tmp_path: Path) -> None:
    out = ask(tmp_path, "Throw away all local edits (4 files) before the checkout?",
              ["yes, discard the edits", "Stash instead", "Cancel"], phase="/checkout-clean")
    assert chosen(out) == ("Stash instead",)


def test_a_stash_that_drops_is_not_keeping(tmp_path: Path) -> None:
    out = ask(tmp_path, "Discard all uncommitted changes (4 files)?",
              ["yes, discard them", "Stash drop afterwards", "Cancel"], phase="/checkout-clean")
    assert chosen(out) is None


# ---------------------------------------------------------------- an issue named by its number


def test_an_issue_named_by_its_number_reports_nothing(tmp_path: Path) -> None:
    options = [("Approve and start (Recommended)", "Set up the worktree and begin"), "Change the plan", "Cancel"]
    out = ask(tmp_path, "Here is the plan for bug #212. How should we continue?", options, phase="/solve 212")
    assert chosen(out) == ("Approve and start (Recommended)",)
    out = ask(tmp_path, "Bug #212 still crashes after the patch. How should we continue?", options, phase="/solve 212")
    assert chosen(out) is None


# ---------------------------------------------------------------- new infrastructure a project has frozen


def test_new_infrastructure_the_files_freeze_holds_the_go_ahead(projects_dir: Path) -> None:  # noqa: F811
    question, options = "Design for 'export queue' is ready. What now?", [
        ("Implement the export queue", "Carry out the design step by step"), ("Back to the list", "")]
    files = {"NOTES.md": "- Infra freeze until the audit closes: no new services.\n"}
    out = ask_shown(projects_dir, question, options, "/design export queue", "Needs a new managed RabbitMQ cluster.", files=files)
    assert chosen_shown(out) is None and "rule out" in out.reason
    out = ask_shown(projects_dir, question, options, "/design export queue", "Uses the existing RabbitMQ; nothing new to run.",
                    files=files)
    assert chosen_shown(out) == "Implement the export queue"


# ---------------------------------------------------------------- tests first


OPTIONS = [("Code it now (Recommended)", "Implement straight away"), ("Test-driven", "Write a failing test first, then the code"),
           ("Skip for now", "")]


@pytest.mark.parametrize("rule, taken", [
    ("Every change starts with a failing test; no exceptions.", "Test-driven"),
    ("We work TDD.", "Test-driven"),
    ("Tests first where practical.", None),
    ("No TDD here: the spikes are thrown away.", None),
])
def test_a_rule_that_tests_come_first_settles_how_to_go_on(tmp_path: Path, rule: str, taken: str | None) -> None:
    out = ask(tmp_path, "How do you want to build the CSV export?", OPTIONS, phase="/build csv-export",
              files={"CONTRIBUTING.md": f"# quill\n\n{rule}\n"})
    if taken:
        assert chosen(out) == (taken,)
    else:
        assert chosen(out) != ("Test-driven",)


# ---------------------------------------------------------------- a plan the files contradict


def test_a_plan_the_files_contradict_is_changed_not_approved(projects_dir: Path) -> None:  # noqa: F811
    question = "Approve this plan?"
    options = [("Approve (Recommended)", "Start the work"), ("Rework the plan", ""), ("Cancel", "")]
    files = {"ADR.md": "# ADR 4\nPrices are integer cents; no BigDecimal anywhere.\n"}
    out = ask_shown(projects_dir, question, options, "/ticket 31", "Plan: store the unit prices as BigDecimal in the orders table.",
                    files=files)
    assert chosen_shown(out) == "Rework the plan"
    out = ask_shown(projects_dir, question, options, "/ticket 31", "Plan: store the unit prices as integer cents.", files=files)
    assert chosen_shown(out) == "Approve (Recommended)"


# ---------------------------------------------------------------- the main line merged into a branch of one's own


@pytest.mark.parametrize("text, local", [
    ("Merge origin/main into fix/rounding-error", True),
    ("Pull the latest master into the current branch", True),
    ("Merge develop into the feature branch", True),
    ("Merge main into release/4.2", False),
    ("Merge feature/rounding into main", False),
    ("Merge the pull request into main", False),
])
def test_the_main_line_merged_into_ones_own_branch_is_local_work(text: str, local: bool) -> None:
    assert ("vcs_local" in kinds(text)) is local
    assert not local or not kinds(text) & {"merge", "publish", "push"}


def test_going_on_with_a_merge_of_main_into_the_branch_in_a_merge_command(tmp_path: Path) -> None:
    options = ["Go ahead", "Show the incoming commits", "Abort"]
    out = ask(tmp_path, "Merge origin/main into wip/ledger-export? 14 incoming commits.", options, phase="/sync-branch")
    assert chosen(out) == ("Go ahead",)
    out = ask(tmp_path, "Merge origin/main into wip/ledger-export and push? 14 incoming commits.", options, phase="/sync-branch")
    assert chosen(out) is None
    # a remote-tracking branch is read from, not a place the work goes
    out = ask(tmp_path, "Merge upstream/main into wip/ledger-export? 14 incoming commits.", options, phase="/sync-branch")
    assert chosen(out) == ("Go ahead",)


# ---------------------------------------------------------------- a bare "go ahead?" goes on with what it announced


def test_a_question_that_asks_only_to_go_on_goes_on_with_what_it_announced(tmp_path: Path) -> None:
    announced = ("Lint is clean and the 40 specs pass.\nNext step: `git add -A` then git commit -m \"docs: add the export guide\"\n"
                 "Shall we proceed?")
    assert chosen(ask(tmp_path, announced, ["y", "n"])) == ("y",)
    pushed = announced.replace("then git commit", "then git push origin HEAD after git commit")
    assert chosen(ask(tmp_path, pushed, ["y", "n"])) is None  # what it announced publishes
    reported = "Lint is clean and the 40 specs pass; git status shows 3 modified files.\nShall we proceed?"
    assert chosen(ask(tmp_path, reported, ["y", "n"])) is None  # a report announces nothing to do


# ---------------------------------------------------------------- a field the question names gives its value


def test_of_several_options_the_files_name_the_field_the_question_asks_for_gives_the_answer(tmp_path: Path) -> None:
    files = {"CLAUDE.md": "# Harbour notes\n\nReviewers on rotation: ngozi and tomasz; mateo is on leave.\n",
             "notes/changelog-0.9.md": "# 0.9 changelog draft\n\nReviewer: tomasz\nTopic: the tide-table importer\n"}
    out = ask(tmp_path, "Which reviewer should sign off the draft?", ["ngozi", "tomasz", "mateo"], phase="/draft-post", files=files)
    assert chosen(out) == ("tomasz",)
    # a field that is not what the question asks for settles nothing
    files["notes/changelog-0.9.md"] = "# 0.9 changelog draft\n\nWritten with: tomasz\n"
    out = ask(tmp_path, "Which reviewer should sign off the draft?", ["ngozi", "tomasz", "mateo"], phase="/draft-post", files=files)
    assert chosen(out) is None


def test_a_field_does_not_outweigh_the_request_leaning_to_another_option(tmp_path: Path) -> None:
    files = {"CLAUDE.md": "# Ledger\n\n- Product: invoicing for freelancers\n- Current focus: bank feeds (beta)\n"}
    options = ["Ledger invoicing", "Ledger bank feeds (beta)"]
    out = ask(tmp_path, "Which product of ours should the comparison use?", options, phase="/compare how Xero does bank feeds", files=files)
    assert chosen(out) is None
    out = ask(tmp_path, "Which product of ours should the comparison use?", options, phase="/compare Xero and us", files=files)
    assert chosen(out) == ("Ledger invoicing",)


# ---------------------------------------------------------------- one of several problems outside the project


def test_a_remedy_inside_the_project_meets_problems_not_all_of_which_lie_outside_it(tmp_path: Path) -> None:
    options = [("Patch the plan (Recommended)", "Write the mitigations into the plan"), ("Look into it", "Read up on the options first"),
               ("Accept and go on", "Noted, not blocking")]
    several = ("Risk review found 3 issues:\n- HIGH: the refund job retries without an idempotency key\n"
               "- HIGH: the job has no dead-letter queue\n- MEDIUM: nobody watches the PayPal dispute emails\nHow to go on?")
    out = ask(tmp_path, several, options, phase="/risk-review refunds")
    assert chosen(out) == ("Patch the plan (Recommended)",)
    outside = "Risk review found 1 issue:\n- HIGH: the production cluster drops the refund webhooks\nHow to go on?"
    out = ask(tmp_path, outside, options, phase="/risk-review refunds")
    assert chosen(out) != ("Patch the plan (Recommended)",)


# ---------------------------------------------------------------- a reply about a document kind, a note against a rule


def test_a_reply_that_names_a_document_kind_is_not_spoken_for_by_any_such_document(tmp_path: Path) -> None:
    files = {"docs/rfc/RFC-7-queues.md": "# RFC-7: Queue every outbound email\nStatus: accepted.\n"}
    options = ["Yes, RFC conformance confirmed - continue to packaging", "No, something is off - I'll look", "Stop here"]
    out = ask(tmp_path, "Happy with the conformance step?", options, files=files)
    assert chosen(out) != ("Yes, RFC conformance confirmed - continue to packaging",) or "RFC-7" not in out.reason


def test_a_note_shown_that_the_work_uses_what_the_files_rule_out_holds_the_go_ahead(projects_dir: Path) -> None:  # noqa: F811
    files = {"DECISIONS.md": "# Decisions\n- Queues: no Celery anywhere, workers included (we standardised on RQ).\n"}
    options = [("Yes, proceed to the load test (Recommended)", ""), ("No, let me look first", ""), "Stop"]
    shown = "WORKER CHECK\n  ✓ jobs enqueue through RQ\n  note: workers/legacy.py still imports celery for the beat schedule\n"
    out = ask_shown(projects_dir, "Happy with this step's output?", options, "/execute 4", shown, files=files)
    assert chosen_shown(out) is None
    out = ask_shown(projects_dir, "Happy with this step's output?", options, "/execute 4",
                    shown.replace("still imports celery for the beat schedule", "runs the beat schedule on RQ's scheduler"), files=files)
    assert chosen_shown(out) == "Yes, proceed to the load test (Recommended)"
