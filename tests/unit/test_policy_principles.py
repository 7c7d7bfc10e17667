"""The principles the ``policy`` answerer follows on questions nobody has seen, pinned with
questions written for these tests in styles unlike any workflow the evaluation set holds
(a release checklist, a data migration tool, a cloud cost dialog, a CI configuration
wizard, dependency bots, incident and security tools).

Abstaining is never wrong: the chain goes on to a person or another answerer. Answering a
question that is the person's is. So most cases here assert abstention; a few assert the
answer the principle still allows, so that "abstain on everything" would fail them too.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest

from warden.askuser.model import Call
from warden.decide.answerers.policy import PolicyAnswerer
from warden.decide.context import Abstain, Context, Decision

Option = "str | tuple[str, str]"


def ask(tmp_path: Path, question: str, options: list[Any], phase: str | None = None, *, multi: bool = False,
        files: dict[str, str] | None = None) -> Decision | Abstain:
    for rel, text in (files or {}).items():
        p = tmp_path / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")
    opts = [{"label": o, "description": ""} if isinstance(o, str) else {"label": o[0], "description": o[1]} for o in options]
    questions = [{"question": question, "header": "", "multiSelect": multi, "options": opts}]
    ctx = Context(call=Call.from_questions(questions), tool_input={"questions": questions}, deadline=time.monotonic() + 5,
                  cwd=str(tmp_path), phase=phase)
    return PolicyAnswerer().decide(ctx)


def chosen(out: Decision | Abstain) -> tuple[str, ...] | None:
    return None if isinstance(out, Abstain) else out.answer.items[0].labels


EXECUTE = "/gsd:execute-phase 4"
PLAN = "/gsd:plan-phase 4"


# ---------------------------------------------------------------- the go-ahead


@pytest.mark.parametrize("question, options, phase", [
    # a release checklist: publishing, tagging and announcing leave the project
    ("Release checklist complete. Tag v2.3.0 and publish to npm?", ["Publish now", "Not yet"], "/release:prepare"),
    ("Changelog drafted. Post the release notes to the #announcements channel?", ["Post it", "Skip"], None),
    ("Generate the API client and publish it to the internal registry?", ["Generate and publish", "Generate only"], EXECUTE),
    # going on in a phase that goes on, but the work itself lands outside the project
    ("Wave 2 complete. Continue to wave 3 (deploy the API to Fly.io)?", ["Continue", "Stop here"], EXECUTE),
    ("Continue with the next task? It sends a test invoice to the first 10 customers.", ["Continue", "Skip that task"], EXECUTE),
    ("Run the load test against the staging environment (it will affect other teams)?", ["Run", "Skip"], EXECUTE),
    ("Update the GitHub issue #57 with a progress comment?", ["Yes, update it", "No"], "/sc:implement"),
    ("Create the products in Stripe now?", [("Yes", "calls the Stripe API to create 3 products"), "No"], "/sc:implement"),
    ("Approve these plans? 04-01 schema; 04-02 seeds the production database with the product catalogue.",
     ["Approve", "Request changes"], PLAN),
    # a data migration tool: irreversible, or against a shared database
    ("Migration 0042 is irreversible. Run it?", ["Run", "Cancel"], EXECUTE),
    ("Ready to run the data migration tool against prod-db-1?", ["Run it", "Not yet"], "/migrate:run"),
    ("Reset the local database and reseed it with fixtures? All local data will be lost.", ["Reset", "Cancel"], EXECUTE),
    # the question reports a problem, hedges or warns: going on is the person's call
    ("Dry run finished: 3 rows would be dropped because of NULL customer_id. Continue with the real run?",
     ["Continue", "Abort"], "/migrate:run"),
    ("Coverage dropped from 84% to 71%. Merge anyway?", ["Merge", "Add tests first"], EXECUTE),
    ("Heads up: the build produced 12 deprecation notices. Continue?", ["Continue", "Stop"], "/sc:implement"),
    ("Ready to implement the design? The design assumes we drop IE11 support, which the PRD lists as required.",
     ["Start implementing", "Revise design"], "/sc:implement"),
    ("I can continue autonomously for the remaining 14 tasks without checking in. Should I?",
     ["Yes, continue", "Check in after each task"], "/sc:implement"),
    # nothing says what the work is
    ("Continue?", ["Yes", "No"], EXECUTE),
    # outside a phase that goes on, the option itself must say it is ordinary project work
    ("Enable the plugin for this project?", [("Yes", "The plugin will be active"), "No"], None),
])
def test_a_go_ahead_that_is_not_plainly_routine_project_work_is_left_to_a_person(
        tmp_path: Path, question: str, options: list[Any], phase: str | None) -> None:
    out = ask(tmp_path, question, options, phase)
    assert isinstance(out, Abstain), out.reason


def test_a_go_ahead_on_routine_work_is_taken_where_going_on_is_the_standing_intent(tmp_path: Path) -> None:
    out = ask(tmp_path, "Task 2 of 5 done. Continue with task 3 (add input validation to the signup form)?",
              ["Continue", "Pause"], "/sc:implement")
    assert chosen(out) == ("Continue",) and "standing intent" in out.reason
    # the same question with no phase: "Continue" does not say what work it does
    assert isinstance(ask(tmp_path, "Task 2 of 5 done. Continue with task 3?", ["Continue", "Pause"]), Abstain)
    # with no phase, an option that itself says it writes the project's files may go on
    out = ask(tmp_path, "The new package has no README. Create one?", ["Yes, create README.md", "Skip"])
    assert chosen(out) == ("Yes, create README.md",) and "ordinary project work" in out.reason
    # a command names its own work ("/docs:generate" asked for documentation)
    out = ask(tmp_path, "Generate API reference docs from the docstrings?", ["Generate the docs", "Not now"], "/docs:generate")
    assert chosen(out) == ("Generate the docs",)


# ---------------------------------------------------------------- a reported failure


@pytest.mark.parametrize("question, options, phase", [
    # the remedy would reach a deployed system, or a failure already persisted after retries
    ("The staging deploy failed health checks twice. Roll back?", ["Roll back", "Keep investigating", "Ignore"],
     "/deploy:staging"),
    ("The nightly import failed again after 3 retries (timeout from the vendor API). How should we proceed?",
     ["Retry", "Skip tonight's import", "Stop"], EXECUTE),
    # the cause is access or a secret
    ("Upload to the artifact store failed: 403 Forbidden. How should we proceed?", ["Retry", "Skip upload"], EXECUTE),
    ("The build needs SENTRY_AUTH_TOKEN, which is not set. How should we proceed?", ["Fix and retry", "Skip"], EXECUTE),
    # the only options accept the problem or stop
    ("3 high-severity vulnerabilities in transitive dependencies have no fix available. Proceed with the release?",
     ["Proceed", "Wait for fixes"], "/release:prepare"),
    ("The build is 40% slower after the upgrade. Accept the slowdown?", ["Accept", "Revert the upgrade"], EXECUTE),
    # the report leaves a decision open
    ("Two plans disagree on the session store (Redis vs cookies). Which one wins?", ["Redis", "Cookies"], EXECUTE),
    # a remedy outside a phase whose standing intent covers it (a discuss phase gathers the person's decisions)
    ("CI config check found 2 errors in .github/workflows/test.yml. Fix them now?", ["Fix now (Recommended)", "Skip"],
     "/ci:discuss"),
    # the question grades its own report as minor or uncertain: remedy or go on is a judgement
    ("The research notes may be outdated. Refresh or continue?", ["Refresh", "Continue anyway"], PLAN),
])
def test_a_reported_failure_is_the_persons_unless_a_harmless_remedy_is_within_the_phase(
        tmp_path: Path, question: str, options: list[Any], phase: str | None) -> None:
    out = ask(tmp_path, question, options, phase)
    assert isinstance(out, Abstain), out.reason


def test_a_remedy_that_changes_nothing_outside_the_project_is_taken_in_a_phase_that_covers_it(tmp_path: Path) -> None:
    question = "npm test failed: 1 test timed out (network flake in fetchRates). How should we proceed?"
    out = ask(tmp_path, question, ["Retry", "Skip the test", "Abort"], EXECUTE)
    assert chosen(out) == ("Retry",) and "remedy" in out.reason
    # the same report where the person's standing intent is to decide (a discuss phase): the person judges it
    assert isinstance(ask(tmp_path, question, ["Retry", "Skip the test", "Abort"], "/gsd:discuss-phase 4"), Abstain)


def test_a_remedy_inside_the_project_is_taken_without_a_known_phase(tmp_path: Path) -> None:
    # nothing says the person's intent is anything but the work the workflow reports on: a remedy that
    # changes nothing outside the project is what anyone running it would choose
    out = ask(tmp_path, "Lint found 4 errors in src/report.ts. Fix them now?", ["Fix now (Recommended)", "Skip"])
    assert chosen(out) == ("Fix now (Recommended)",) and "remedy" in out.reason
    # but not a remedy that leaves the project, nor a report with only accept-or-stop options
    assert isinstance(ask(tmp_path, "Lint found 4 errors. Fix them and push the fix to main?", ["Fix and push", "Skip"]), Abstain)
    assert isinstance(ask(tmp_path, "Lint found 4 errors. Continue anyway?", ["Continue anyway", "Stop"]), Abstain)


# ---------------------------------------------------------------- "recommended" is evidence, not permission


@pytest.mark.parametrize("question, options", [
    # a cloud cost dialog
    ("Which instance size?", [("t3.medium (Recommended)", "$30/month"), ("m5.large", "$70/month"), ("m5.2xlarge", "$280/month")]),
    ("Backups: keep 7 or 30 days of snapshots? Longer retention costs more.", ["7 days (Recommended)", "30 days"]),
    ("Your AWS account has no budget alert. Create one at $500/month?", ["Create alert (Recommended)", "Skip"]),
    ("Which cloud region should host customer data?", ["eu-west-1 (Recommended)", "us-east-1"]),
    # a CI configuration wizard: where it runs, what it costs, who may merge
    ("CI wizard: where should the pipeline run?",
     [("GitHub Actions (Recommended)", "hosted runners, billed minutes"), ("Self-hosted runner", "your own machine")]),
    ("Enable required status checks on the main branch (branch protection)?", ["Enable (Recommended)", "Skip"]),
    # the person's own: telemetry, licence, names, money, working style, vendors
    ("Send anonymous usage statistics to help improve the tool?", ["Yes (Recommended)", "No"]),
    ("Which licence should the new package use?", ["MIT (Recommended)", "Apache-2.0", "GPL-3.0"]),
    ("Which version bump for this release?", ["Patch (Recommended)", "Minor", "Major"]),
    ("Pick the payment provider for subscriptions.", ["Stripe (Recommended)", "Paddle", "LemonSqueezy"]),
    ("Which AI model should the summariser use?", ["gpt-4o-mini (Recommended)", "claude-3-5-sonnet", "local llama"]),
    ("Auto-approve all future plans without asking?", ["Yes (Recommended)", "No"]),
    ("Store user uploads in a public bucket for simpler serving?", ["Public bucket (Recommended)", "Private with signed URLs"]),
    ("Which email address should receive error reports?", ["ops@acme.io (Recommended)", "dev@acme.io"]),
])
def test_a_recommended_default_about_the_person_or_outside_the_project_is_the_persons(
        tmp_path: Path, question: str, options: list[Any]) -> None:
    out = ask(tmp_path, question, options, "/ci:setup")
    assert isinstance(out, Abstain), out.reason
    assert isinstance(ask(tmp_path, question, options), Abstain)


def test_a_recommended_default_about_how_the_work_is_organised_is_taken(tmp_path: Path) -> None:
    out = ask(tmp_path, "How should the review agents run?", ["In parallel (Recommended)", "One at a time"], PLAN)
    assert chosen(out) == ("In parallel (Recommended)",) and "how the work is organised" in out.reason
    # a default for what the product is needs the files (or the person)
    product = ("How should the cache be keyed?", ["Request path (Recommended)", "Path and user id"])
    assert isinstance(ask(tmp_path, *product, PLAN), Abstain)
    out = ask(tmp_path, *product, PLAN, files={"docs/cache.md": "Cache entries are keyed by path and user id.\n"})
    assert chosen(out) == ("Path and user id",), out.reason


def test_an_option_that_says_when_it_applies_is_taken_when_the_question_says_so(tmp_path: Path) -> None:
    options = [("Pretty (Recommended)", "best for reading in a terminal"), ("JUnit XML", "use when a CI pipeline collects the results")]
    out = ask(tmp_path, "The job runs in the CI pipeline, which collects results. Which test reporter?", options, PLAN)
    assert chosen(out) == ("JUnit XML",), out.reason
    # the same guidance about a place outside the project is still the person's
    region = [("us-east-1", "best for customers in America"), ("eu-west-1", "use when customers are in Europe")]
    assert isinstance(ask(tmp_path, "Our customers are in Europe. Which region?", region, PLAN), Abstain)


# ---------------------------------------------------------------- scope


def test_scope_selects_only_what_the_phase_plan_names(tmp_path: Path) -> None:
    question = "Which checks should the CI wizard set up?"
    options = ["Lint", "Unit tests", "Type check", "Nightly e2e"]
    # nothing names the phase's work: selecting "everything" would choose the scope for the person
    assert isinstance(ask(tmp_path, question, options, PLAN, multi=True), Abstain)
    files = {".planning/ROADMAP.md": "## Phase 4: CI\n- Lint, unit tests and type check on every push\n\n"
                                     "## Phase 6: Quality\n- Nightly e2e\n"}
    out = ask(tmp_path, question, options, PLAN, multi=True, files=files)
    assert chosen(out) == ("Lint", "Unit tests", "Type check"), out.reason


@pytest.mark.parametrize("question, options", [
    ("Which features should be enabled for all tenants?", ["Audit log", "SSO", "Usage-based billing"]),
    ("Select the notification channels to wire up now.", ["Email to customers", "SMS", "Slack webhook to #ops"]),
    ("Which artifacts should I write?", ["Project notes", ("Global profile", "Add to $HOME/.claude/CLAUDE.md for all projects")]),
])
def test_a_multi_select_nothing_names_is_left_to_a_person(tmp_path: Path, question: str, options: list[Any]) -> None:
    assert isinstance(ask(tmp_path, question, options, EXECUTE, multi=True), Abstain)


# ---------------------------------------------------------------- about the person


@pytest.mark.parametrize("question, options", [
    ("Which editor do you usually use?", ["VS Code", "Vim", "JetBrains"]),
    ("How would you describe your experience with Rust?", ["Beginner", "Intermediate", "Expert"]),
    ("How much time can you spend on this each week?", ["A few hours", "A day", "More"]),
    ("Do you prefer tabs or spaces?", ["Tabs", "Spaces"]),
    ("Do you want notifications by email or Slack?", ["Email", "Slack", "Neither"]),
    ("What should the app be called?", ["Shelfie", "ReadLog", "You decide"]),
    ("What name should appear as the package author?", ["Jane Doe", "ACME Inc.", "Leave blank"]),
    ("Save these preferences globally so every repository uses them?", ["Save globally", "Only this repo"]),
    ("Would you like Claude to co-sign commits with your GPG key?", ["Yes", "No"]),
    ("Your trial ends in 3 days. Upgrade to a paid plan?", ["Upgrade", "Remind me later"]),
    ("Should the analytics script collect IP addresses?", ["Yes", "No (Recommended)"]),
    ("Generate a CODEOWNERS file that makes you the owner of every path?", ["Yes, generate it", "No"]),
    ("How should commits be authored?", ["As you (Recommended)", "As Claude"]),
    ("Which workspace plan should the team use for the agents' compute?", ["Team (Recommended)", "Enterprise"]),
    # secrets and the person's own files
    ("Which API key should the integration tests use?", ["The staging key", "A dummy key (Recommended)"]),
    ("A .env file with secrets is tracked by git. What should I do?", ["Keep tracking it", "Untrack it and add to .gitignore"]),
    ("The agent wants to read files in ~/Documents to find the spec. Allow?", ["Allow", "Deny"]),
    ("Write the incident postmortem and share it with the team?", ["Yes, write and share", "Write only"]),
])
def test_a_question_about_the_person_is_theirs(tmp_path: Path, question: str, options: list[Any]) -> None:
    for phase in (None, EXECUTE):
        out = ask(tmp_path, question, options, phase)
        assert isinstance(out, Abstain), (phase, out.reason)


def test_a_design_question_worded_as_a_preference_is_the_projects(tmp_path: Path) -> None:
    # "Which approach do you prefer?" is about the approach; the project's files may answer it
    files = {"docs/decisions.md": "- Keep it small: minimal changes, reuse the existing route handlers.\n"}
    out = ask(tmp_path, "Three approaches for the export. Which approach do you prefer?",
              [("Minimal changes", "one route handler"), ("Clean architecture", "new service layer")], None, files=files)
    assert chosen(out) == ("Minimal changes",), out.reason


@pytest.mark.parametrize("question, options", [
    ("Were you able to log in with the new flow?", ["Yes", "No"]),
    ("Have you tested the export on Safari?", ["Yes, works", "Not yet"]),
    ("Checkpoint: open http://localhost:3000 and check the login page renders. Looks OK?", ["Looks OK", "Broken"]),
])
def test_what_someone_observed_is_reported_by_them(tmp_path: Path, question: str, options: list[Any]) -> None:
    assert isinstance(ask(tmp_path, question, options, EXECUTE), Abstain)


# ---------------------------------------------------------------- what going on carries with it


@pytest.mark.parametrize("question, options", [
    # a script or a setting named for an outward action runs when going on does
    ("Site build finished. Run the post-build step? (after_build: tools/deploy-preview.sh)", ["Run it", "Skip"]),
    ("Docs regenerated. Finalize the docs bundle? (sync.auto-publish: on)", ["Finalize (Recommended)", "Not yet"]),
    ("Nightly data job configured (notify_on_finish: true). Start the first run now?", ["Start", "Later"]),
    # an extension of a tool runs another party's code with the person's rights
    ("Install the recommended editor extensions for this workspace (prettier, rust-analyzer)?", ["Install", "Skip"]),
    ("Add the MCP servers the template lists? It will install mcp servers for Postgres and the browser.", ["Yes", "No"]),
    # a file that holds secrets by convention would be carried into history or to someone
    ("Snapshot the working tree before the refactor? (new files: config/.env.production, src/api.ts)",
     [("Commit snapshot", "git add -A and commit"), "Skip snapshot"]),
    ("Attach the project folder to the support ticket? It contains deploy/server.pem.", ["Attach it", "Cancel"]),
    # what the product deletes on its users' machines is their data, not build output
    ("Migration plan ready: step 3 clears the offline cache on first launch after the update. Approve the plan?",
     ["Approve", "Request changes"]),
])
def test_going_on_carries_what_the_question_names_with_it(tmp_path: Path, question: str, options: list[Any]) -> None:
    for phase in (None, EXECUTE):
        out = ask(tmp_path, question, options, phase)
        assert isinstance(out, Abstain), (phase, out.reason)


def test_names_that_only_mention_an_action_do_not_carry_it(tmp_path: Path) -> None:
    # a setting about notes, a notes file, a plugin package the project depends on, a dotenv example: nothing leaves
    for question, option in (
            ("Write the changelog draft to docs/release-notes.md? (release_notes: true)", "Write it"),
            ("Add eslint-plugin-import to devDependencies and write the lint config?", "Add and write"),
            ("Write .env.example with the variable names the app reads?", "Write it")):
        out = ask(tmp_path, question, [option, "Not now"], EXECUTE)
        assert chosen(out) == (option,), out.reason


# ---------------------------------------------------------------- the project's own records, wherever the workflow keeps them


def test_a_workflows_planning_is_read_wherever_it_keeps_it(tmp_path: Path) -> None:
    # a release tool keeps its decisions in its own hidden folder, not in .planning/
    files = {".shipit/decisions/adr-007.md": "# ADR-007\n\nWe settled on pg-boss for background jobs; BullMQ is ruled out.\n",
             ".shipit/commands/plan.md": "Use BullMQ unless told otherwise.\n"}
    out = ask(tmp_path, "Which job queue should the worker use?", ["BullMQ", "pg-boss", "Agenda"], files=files)
    assert chosen(out) == ("pg-boss",), out.reason
    # the tool's own instructions (commands, agents, skills) say how to work, not what the project decided
    files = {".shipit/commands/plan.md": "Use BullMQ for background jobs.\n"}
    assert isinstance(ask(tmp_path / "b", "Which job queue should the worker use?", ["BullMQ", "pg-boss"], files=files), Abstain)


def test_an_open_blocker_the_project_records_stops_a_go_ahead(tmp_path: Path) -> None:
    question, options = "Milestone 2 is planned (3 plans). Start building it?", ["Start building", "Not yet"]
    status = "# Status\n\n## Blockers\n{}\n\n## Log\n- planned milestone 2\n"
    out = ask(tmp_path / "a", question, options, EXECUTE, files={"notes/status.md": status.format("- None")})
    assert chosen(out) == ("Start building",), out.reason
    out = ask(tmp_path / "b", question, options, EXECUTE,
              files={"notes/status.md": status.format("- Payment provider contract not signed; do not build checkout yet")})
    assert isinstance(out, Abstain) and "blocker" in out.reason
    # nor is the workflow's default taken past it
    out = ask(tmp_path / "c", "How should the milestone's plans run?", ["In parallel (Recommended)", "One at a time"], PLAN,
              files={"notes/status.md": status.format("- Data model for invoices undecided between two designs")})
    assert isinstance(out, Abstain)


@pytest.mark.parametrize("question, options", [
    ("Should the admin dashboard be reachable without signing in on the office network?", ["Yes, no sign-in on the LAN", "No"]),
    ("Make shared reports readable by anyone with the link?", ["Yes (Recommended)", "Only signed-in members"]),
    ("Show customers' phone numbers to every support agent? It widens who sees personal data.", ["Show them", "Mask them"]),
])
def test_a_question_that_weakens_sign_in_or_widens_who_sees_personal_data_is_the_persons(
        tmp_path: Path, question: str, options: list[Any]) -> None:
    files = {"docs/security.md": "Every staff account signs in with SSO. Support agents only see masked phone numbers.\n"}
    out = ask(tmp_path, question, options, EXECUTE, files=files)
    assert isinstance(out, Abstain), out.reason


def test_an_option_that_only_answers_is_not_named_by_a_file_using_its_word(tmp_path: Path) -> None:
    # "(done)" in a status list or "no decisions yet" are not the project speaking for "Done" or "No"
    files = {"docs/board.md": "# Board\n\n- Sprint 4 (done)\n- Sprint 5 (in review)\n\nNo decisions yet.\n"}
    for options in (["Start the next ticket", "Review the sprint", "Done"], ["Yes", "No"]):
        out = ask(tmp_path, "What would you like to do next?", options, files=files)
        assert isinstance(out, Abstain), out.reason


@pytest.mark.parametrize("question, options, phase, expected", [
    # going on that verifies, beside going on without verifying
    ("Batch 2 has items that need a manual check. Validate now or move to batch 3?",
     ["Validate now", "Continue without validation"], EXECUTE, "Validate now"),
    # an option that keeps things where they are, beside one that moves them as the phase's own work
    ("Move the finished sprint's notes to archive/sprint-4/?", ["Yes, move them", "Skip - keep the notes in place"], EXECUTE,
     "Yes, move them"),
    # a y/n prompt's "y" is a yes
    ("Write the generated changelog to CHANGELOG.md? (y/n)", [("y", "Write CHANGELOG.md"), "n"], EXECUTE, "y"),
])
def test_what_an_option_does_is_read_from_plain_workflow_words(tmp_path: Path, question: str, options: list[Any],
                                                                phase: str, expected: str) -> None:
    out = ask(tmp_path, question, options, phase)
    assert chosen(out) == (expected,), out.reason


def test_choosing_something_else_hands_the_choice_back(tmp_path: Path) -> None:
    out = ask(tmp_path, "The next ticket in the queue is T-12 'Rate limiter'. Start T-12?", ["Yes, start T-12", "Pick another ticket"],
              EXECUTE)
    assert chosen(out) == ("Yes, start T-12",), out.reason


def test_an_answer_hint_states_nothing_and_a_hedge_does_not_stop_a_read(tmp_path: Path) -> None:
    # "(yes/no)" lists the answers; its "no" says nothing is missing
    out = ask(tmp_path, "Generate the API reference docs now? (yes/no)", [("yes", "Write docs/api.md"), "no"], "/docs:generate")
    assert chosen(out) == ("yes",), out.reason
    # "may need updating" says whether a review is needed; going on only reads
    out = ask(tmp_path, "The schema may need updating after the model changes. Review the schema? [y/n]",
              [("Yes, review it", "Read the schema and list differences"), "No"], EXECUTE)
    assert chosen(out) == ("Yes, review it",), out.reason
    # the same hedge before going on that writes is still the person's call
    out = ask(tmp_path, "The schema may need updating after the model changes. Regenerate the schema?",
              [("Yes, regenerate", "Rewrite schema.sql"), "No"], EXECUTE)
    assert isinstance(out, Abstain), out.reason


def test_consent_as_a_part_of_the_product_and_feedback_as_a_reply_are_not_about_the_person(tmp_path: Path) -> None:
    files = {"docs/decisions.md": "Newsletter sign-ups use a double opt-in consent flow; the consent timestamp is stored.\n"}
    out = ask(tmp_path, "Which sign-up steps should this release build?", ["Consent flow", "Referral codes"], PLAN, multi=True,
              files={**files, ".planning/ROADMAP.md": "## Phase 4: Sign-up\n- Consent flow\n- Referral codes are a v2 idea\n"})
    assert chosen(out) == ("Consent flow",), out.reason
    # "I have feedback" is the person's reply to a review, not a disclosure choice; the review itself is still theirs
    out = ask(tmp_path, "Does the migration plan look good?", [("Yes, approve", "Approve plan.md"), "I have feedback"], None)
    assert isinstance(out, Abstain) and "about the person" not in out.reason, out.reason
    # the person's own consent is still theirs
    assert isinstance(ask(tmp_path, "Do you consent to sharing crash reports?", ["Yes", "No"], EXECUTE), Abstain)


def test_what_already_happened_is_not_what_going_on_does(tmp_path: Path) -> None:
    files = {"docs/roster.md": "Revoking a membership removes access immediately.\n"}
    out = ask(tmp_path, "Bug: reports already shared with a team stay visible after a member leaves. Fix it now?",
              [("Fix now", "Filter report access by current membership"), "Later"], EXECUTE, files=files)
    assert chosen(out) == ("Fix now",), out.reason


@pytest.mark.parametrize("question, options, expected", [
    # a list marker is not part of what an option does
    ("Static analysis found 3 findings (2 real, 1 noise). How should we handle them?",
     ["[1] Walk through each", ("[2] Auto-fix", "Fix the real findings"), "[3] Skip"], "[2] Auto-fix"),
    # a yes to a question that proposes the remedy is the remedy
    ("2 broken links found in docs/. Run the link checker in repair mode to fix them?", [("Yes", "Rewrite the links"), "No"], "Yes"),
    # applying the fixes or patches the report lists is remedying it
    ("Review found 3 small issues (a typo, a missing null check, an unused import). What now?",
     [("Apply all fixes", "Edit the three files"), "Leave them as notes", "Show each first"], "Apply all fixes"),
])
def test_a_remedy_is_read_from_what_the_option_does_for_the_report(tmp_path: Path, question: str, options: list[Any],
                                                                   expected: str) -> None:
    out = ask(tmp_path, question, options)
    assert chosen(out) == (expected,), out.reason


def test_a_problem_word_that_names_the_remedy_or_new_works_structure_reports_nothing(tmp_path: Path) -> None:
    # "the error handling", "regression tests pass": no problem is reported, going on writes the project
    out = ask(tmp_path, "The error handling for the import job is written and its regression tests pass. Save the summary?",
              [("Save it", "Write docs/import-summary.md"), "Not now"])
    assert chosen(out) == ("Save it",), out.reason
    # in new work, what depends on what is its structure; before undoing something, it is a report
    out = ask(tmp_path, "Proposed split: (1) parser module, (2) CLI, which depends on (1). Confirm this split?",
              [("Confirm", "Write the two module stubs"), "Adjust the split"])
    assert chosen(out) == ("Confirm",), out.reason
    out = ask(tmp_path, "Revert commit a1b2c3? Two later commits depend on it.", [("Revert", "git revert a1b2c3"), "Cancel"], EXECUTE)
    assert isinstance(out, Abstain), out.reason


def test_a_region_of_a_map_is_not_a_hosting_region(tmp_path: Path) -> None:
    files = {"docs/maps.md": "Offline maps: we settled on vector tiles per map region; raster tiles are ruled out.\n"}
    out = ask(tmp_path, "How should the offline map of a region be stored?", ["Vector tiles", "Raster tiles"], PLAN, files=files)
    assert chosen(out) == ("Vector tiles",), out.reason
    assert isinstance(ask(tmp_path, "Which region should host the API?", ["eu-west-1 (Recommended)", "us-east-1"], PLAN), Abstain)


def test_a_remedy_inside_the_project_is_taken_beside_ways_out_of_it(tmp_path: Path) -> None:
    # filing tickets or opening a PR is a way not taken when the report has a fix that stays in the project
    out = ask(tmp_path, "Review left 2 findings not yet fixed (missing index, unhandled promise). How should we proceed?",
              [("Fix now (recommended)", "Edit the two files"), ("File tickets", "Create issues in the tracker"), "Ship as is"],
              EXECUTE)
    assert chosen(out) == ("Fix now (recommended)",), out.reason
    # without a remedy, an option that leaves the project still makes the question the person's
    out = ask(tmp_path, "Review left 2 findings not yet fixed. How should we proceed?",
              [("File tickets", "Create issues in the tracker"), "Ship as is"], EXECUTE)
    assert isinstance(out, Abstain), out.reason


def test_a_script_is_run_only_where_the_question_runs_it(tmp_path: Path) -> None:
    files = {"docs/arch.md": "Mail goes through app/mailer.py; app/notify.py wraps it.\n"}
    out = ask(tmp_path, "Plan step 3 edits app/notify.py:12 to add a retry. Approve the plan?", ["Approve", "Request changes"], PLAN,
              files=files)
    assert chosen(out) == ("Approve",), out.reason
    out = ask(tmp_path, "Plan step 3 runs scripts/notify-users.sh after the build. Approve the plan?", ["Approve", "Request changes"],
              PLAN)
    assert isinstance(out, Abstain), out.reason


def test_keeping_what_exists_is_the_choice_that_can_be_undone(tmp_path: Path) -> None:
    question = "The old exports/ folder (4 monthly reports) exists. Keep it or delete it?"
    out = ask(tmp_path, question, [("Keep (Recommended)", "Leave exports/ in place"), ("Delete", "rm -rf exports/")])
    assert chosen(out) == ("Keep (Recommended)",), out.reason
    # asked only to delete, it is the person's, whatever "No" would do
    assert isinstance(ask(tmp_path, "Delete the old exports/ folder?", ["Delete", ("No (Recommended)", "Keep it")]), Abstain)
    # nor does keeping settle a question whose other option leaves the project
    out = ask(tmp_path, "Keep the release notes local or publish them?", [("Keep local (Recommended)", "Leave them in docs/"), "Publish"])
    assert isinstance(out, Abstain), out.reason


def test_a_report_graded_by_its_worst(tmp_path: Path) -> None:
    question = "The audit found 3 open issues (1 critical, 1 major, 1 minor). How do you want to handle them?"
    out = ask(tmp_path, question, [("Fix them now (Recommended)", "Edit the affected modules"), "Leave them open"], EXECUTE)
    assert chosen(out) == ("Fix them now (Recommended)",), out.reason
    out = ask(tmp_path, "The audit found 2 minor issues. How do you want to handle them?",
              [("Fix them now (Recommended)", "Edit the affected modules"), "Leave them open"], EXECUTE)
    assert isinstance(out, Abstain), out.reason


def test_a_participle_after_a_determiner_describes_a_thing(tmp_path: Path) -> None:
    files = {"docs/timing.md": "Lateness is measured against the dispatcher's expected time when one is set.\n"}
    out = ask(tmp_path, "I think lateness is measured against the published schedule. Which should it be?",
              ["The published schedule", "The dispatcher's expected time"], PLAN, files=files)
    assert chosen(out) == ("The dispatcher's expected time",), out.reason


def test_a_bare_yes_does_what_the_question_asks(tmp_path: Path) -> None:
    # outside a known phase a bare yes is taken when the question itself says it is ordinary project work
    out = ask(tmp_path, "Save the research findings to notes/research.md? (yes/no)", ["yes", "no"])
    assert chosen(out) == ("yes",), out.reason
    assert isinstance(ask(tmp_path, "Proceed with the next batch? (yes/no)", ["yes", "no"]), Abstain)
    # what a note in the question describes is the task, not what the yes does now
    assert isinstance(ask(tmp_path, "Batch 2 done. Continue with batch 3 (write the CSV exporter)?", ["Continue", "Pause"]), Abstain)
    # a package fetched from the registry and run is another party's code
    out = ask(tmp_path, "Generate helper commands for the tasks? (yes/no)",
              [("Yes", "Run npx some-generator@latest make-commands"), "No"])
    assert isinstance(out, Abstain), out.reason


def test_a_missing_input_the_phase_can_go_on_without(tmp_path: Path) -> None:
    # in a phase that goes on, an absent input another option offers to produce first is the workflow checking itself
    question = "No STYLEGUIDE.md exists for this module. Continue writing the plan without it, or draft the guide first?"
    out = ask(tmp_path, question, [("Continue without it", "Write the plan from the requirements"), "Draft the guide first"], PLAN)
    assert chosen(out) == ("Continue without it",), out.reason
    # where going on is not the standing intent, the same question is the person's
    assert isinstance(ask(tmp_path, question, ["Continue without it", "Draft the guide first"], "/gsd:discuss-phase 4"), Abstain)


def test_a_default_for_how_proposals_are_reviewed_is_about_the_work(tmp_path: Path) -> None:
    out = ask(tmp_path, "How should the edit proposals be reviewed?",
              [("One at a time (Recommended)", "Refine each with the author"), ("All at once", "One combined review")])
    assert chosen(out) == ("One at a time (Recommended)",), out.reason


def test_while_discussing_the_open_areas_are_the_ones_the_files_do_not_settle(tmp_path: Path) -> None:
    files = {".planning/ROADMAP.md": "## Phase 2: Invoicing\n- invoice PDFs, numbering, tax lines\n\n## Phase 5: Reminders\n- Payment reminder e-mails\n",
             "docs/decisions.md": "- We decided on sequential invoice numbering per year (INV-2026-0001).\n"}
    options = ["PDF layout", "Invoice numbering", "Tax lines", "Payment reminders"]
    out = ask(tmp_path, "Which areas do you want to discuss for Invoicing?", options, "/acme:discuss 2", multi=True, files=files)
    assert chosen(out) == ("PDF layout", "Tax lines"), out.reason
    # when the files settle every area, nothing is open: the person says what to discuss
    settled = {"docs/decisions.md": "- We decided on sequential invoice numbering.\n- We decided on one tax line per rate.\n"}
    out = ask(tmp_path / "y", "Which areas do you want to discuss?", ["Invoice numbering", "Tax lines"], "/acme:discuss 2",
              multi=True, files=settled)
    assert isinstance(out, Abstain), out.reason


def test_what_fits_the_project_is_not_answered_by_a_default(tmp_path: Path) -> None:
    question = "Which onboarding track fits this team best?"
    options = [("Standard track (recommended)", "Full guided setup"), ("Regulated track", "Adds audit and compliance steps")]
    assert isinstance(ask(tmp_path, question, options), Abstain)
    # an option recommended for a situation the question names is the one to take; "not recommended for" is not
    out = ask(tmp_path, "Migrating 40 packages to the new logger: a scripted codemod or edits by hand?",
              [("Codemod", "Recommended for changes across many packages"), ("By hand", "Fine for one or two files")])
    assert chosen(out) == ("Codemod",), out.reason
    out = ask(tmp_path, "Migrating 40 packages to the new logger: a scripted codemod or edits by hand?",
              [("Codemod", "Scripted rewrite"), ("By hand", "Not recommended for changes across many packages")])
    assert isinstance(out, Abstain), out.reason


@pytest.mark.parametrize("question, options", [
    # the problem lives outside the project: retrying acts there
    ("Backup verification failed for the production database. Retry the backup now?", ["Retry", "Skip"]),
    ("The nightly sync to the customer CRM failed (timeout). Retry the sync?", ["Retry now", "Skip tonight"]),
    ("Sending the weekly digest failed for 12 subscribers. Retry sending?", ["Retry", "Skip"]),
    # going on writes where other people keep their work
    ("Write the invoice totals to the finance team's shared spreadsheet? (yes/no)", ["yes", "no"]),
])
def test_a_remedy_or_a_yes_that_acts_outside_the_project_is_the_persons(tmp_path: Path, question: str,
                                                                        options: list[Any]) -> None:
    for phase in (None, EXECUTE):
        out = ask(tmp_path, question, options, phase)
        assert isinstance(out, Abstain), (phase, out.reason)


def test_looking_into_a_problem_outside_the_project_changes_nothing_there(tmp_path: Path) -> None:
    out = ask(tmp_path, "Investigation inconclusive. Remaining possibilities: a stale CDN cache, a client race. How to proceed?",
              [("Keep investigating", "Check the client state next"), "Stop here"], EXECUTE)
    assert chosen(out) == ("Keep investigating",), out.reason


def test_finished_work_is_not_what_to_take_up(tmp_path: Path) -> None:
    out = ask(tmp_path, "Several migrations plans found. Which one should I continue?",
              [("orders-v2", "5 of 5 steps done"), ("billing-split", "1 of 4 steps done")])
    assert chosen(out) == ("billing-split",), out.reason
    # with more than one unfinished, nothing says which
    out = ask(tmp_path, "Several migration plans found. Which one should I continue?",
              [("orders-v2", "2 of 5 steps done"), ("billing-split", "1 of 4 steps done")])
    assert isinstance(out, Abstain), out.reason


def test_a_finding_graded_in_brackets_is_a_report_and_fixing_later_is_putting_it_off(tmp_path: Path) -> None:
    question = "Audit found: (high) the upload handler does not limit file size; (low) an unused variable. What now?"
    out = ask(tmp_path, question, ["Fix later", "Fix now", "Proceed as-is"])
    assert chosen(out) == ("Fix now",), out.reason


def test_an_i_dont_know_beside_going_on_holds(tmp_path: Path) -> None:
    out = ask(tmp_path, "Which changes should the linter check?", [("Run it on this branch's changes", "3 commits ahead of main"),
                                                                   "I don't know"])
    assert chosen(out) == ("Run it on this branch's changes",), out.reason


# ---------------------------------------------------------------- the person's own settings and understanding

@pytest.mark.parametrize(("question", "options", "phase"), [
    # the action changes something of the person's, said in passing
    ("The installer will overwrite your shell profile to add its PATH entry. Go ahead?",
     ["Go ahead (Recommended)", "Skip"], EXECUTE),
    # a setting beyond this project: every project of the person's
    ("Apply the formatter rules globally so every repository uses them?", ["Apply (Recommended)", "Only here"], EXECUTE),
    # a tool's own configuration, set by the option
    ("New: the linter can fix on save. Turn it on?",
     [("Turn it on", "lintkit config set fix_on_save true"), ("Not now", "keep fixing by hand")], EXECUTE),
    # a quiz of the person: an agent answering it defeats its point
    ("Release sign-off quiz 2/4: what does the migration do to existing rows?",
     ["Backfills a default", "Deletes them", "Leaves them as they are"], EXECUTE),
    ("Before we ship, confirm that you understand the rollback path: which command restores the old build?",
     ["make rollback", "make clean"], EXECUTE),
])
def test_the_persons_own_settings_and_understanding_are_the_persons(tmp_path: Path, question: str, options: list[Any],
                                                                     phase: str | None) -> None:
    assert isinstance(ask(tmp_path, question, options, phase), Abstain)


def test_where_a_setting_goes_is_not_the_persons_when_an_option_keeps_it_to_the_project(tmp_path: Path) -> None:
    out = ask(tmp_path, "Where should the hooks be installed?",
              [("User-level (~/.config/hookr)", "applies to all your projects"),
               ("Project-level (.hookr/)", "applies to this repository only")], EXECUTE)
    # not refused as the person's: whatever it decides, the reason is not "about the person"
    assert isinstance(out, Decision) or "about the person" not in out.reason


# ---------------------------------------------------------------- a workflow's own recommendation (round 5)
# (a game engine's asset checker, an app-store release tool, a data pipeline, a docs site: none is a
# workflow of the evaluation set)

from warden.decide.answerers.policy.concerns import reported, where_reported  # noqa: E402
from warden.decide.answerers.policy.hazard import proposing  # noqa: E402
from warden.decide.answerers.policy.person import about_person  # noqa: E402
from warden.decide.answerers.policy.structure import stated_recommendation  # noqa: E402

_FINDING = ("Finding 3: the texture loader re-implements mipmap generation by hand, and engine/gfx/mips.cpp already does it.\n"
            "Recommendation: 3A because one implementation is easier to keep correct")
_FINDING_OPTIONS = [("3A) Call MipChain::build from the loader", "about 20 lines"), ("3B) Keep the hand-written loop", "tuned for the loader"),
                    ("3C) Do nothing", "")]


def _item(question: str, labels: list[str]) -> Any:
    return Call.from_questions([{"question": question, "header": "", "multiSelect": False,
                                 "options": [{"label": lab, "description": ""} for lab in labels]}]).items[0]


@pytest.mark.parametrize("question, labels, expected", [
    ("Recommendation: B because the cache is cold", ["A) Rebuild", "B) Warm it first", "C) Skip"], "B) Warm it first"),
    ("RECOMMENDATION: Choose A — it keeps history.", ["A) Rebase", "B) Squash"], "A) Rebase"),
    ("We suggest Nightly because the beta channel is frozen.", ["Stable", "Nightly", "Beta"], "Nightly"),
    # a condition the reader must judge, or several options named: no recommendation
    ("RECOMMENDATION: Choose A if every check passed.", ["A) Ship", "B) Wait"], None),
    ("Recommendation: A for small datasets, B for large ones", ["A) In memory", "B) Streaming"], None),
    ("Recommendation: neutral, this one is yours", ["A) Keep", "B) Drop"], None),
])
def test_a_question_states_which_option_it_recommends(question: str, labels: list[str], expected: str | None) -> None:
    item = _item(question, labels)
    got = stated_recommendation(item)
    assert (None if got is None else item.options[got].label) == expected


def test_a_reported_problem_takes_the_remedy_the_workflow_recommends(tmp_path: Path) -> None:
    out = ask(tmp_path, _FINDING, _FINDING_OPTIONS)
    assert chosen(out) == ("3A) Call MipChain::build from the loader",), out.reason


def test_files_that_rule_out_what_the_recommended_remedy_uses_stop_it(tmp_path: Path) -> None:
    files = {"docs/decisions/0004-no-mipchain.md": "# ADR 4: No MipChain in loaders\n\nLoaders stay free of gfx code; never call MipChain from them.\n"}
    out = ask(tmp_path, _FINDING, _FINDING_OPTIONS, files=files)
    assert isinstance(out, Abstain), out.reason


def test_a_recommended_remedy_that_goes_on_regardless_or_leaves_the_project_is_not_taken(tmp_path: Path) -> None:
    q = "Finding 2: 14 shaders fail validation on the console toolchain.\nRecommendation: A because the console build is not due yet"
    assert chosen(ask(tmp_path, q, ["A) Ship the build anyway", "B) Fix the shaders", "C) Stop"])) != ("A) Ship the build anyway",)
    q = "Finding 2: the crash reporter drops symbols.\nRecommendation: A because the vendor's uploader handles it"
    out = ask(tmp_path, q, [("A) Upload the symbols to the vendor's dashboard", "pushes the .dSYM files to the vendor"), "B) Do nothing"])
    assert isinstance(out, Abstain), out.reason


_PROMOTE = ("Ready to promote build 812 to the App Store. Warnings: the crash-free rate fell to 97% since build 809; the UI tests did"
            " not run on this build.\nRECOMMENDATION: Choose {rec} — {why}.")


@pytest.mark.parametrize("rec, why, expected", [
    # the hazardous action is not done: holding off is taken
    ("B", "the warnings are significant", "B) Hold off — investigate the crashes first"),
    # the recommended option is the hazardous action, or goes on regardless: the person's
    ("A", "the rate is within the target", None),
    ("C", "the warnings are known", None),
])
def test_where_the_proposal_is_outward_the_recommended_option_that_holds_back_is_taken(tmp_path: Path, rec: str, why: str,
                                                                                      expected: str | None) -> None:
    options = ["A) Promote it to the App Store", "B) Hold off — investigate the crashes first",
               "C) Promote anyway — I accept the warnings"]
    out = ask(tmp_path, _PROMOTE.format(rec=rec, why=why), options, "/release:promote")
    assert chosen(out) == ((expected,) if expected else None), out.reason


def test_what_a_question_states_about_how_things_are_proposes_nothing() -> None:
    assert "publish" not in proposing("The docs site builds cleanly. There is no pipeline to publish it yet. Add a build target?")
    assert "landed" not in proposing("Release 4.2 landed on main two hours ago. Rebase this branch onto it?")
    # a sentence announcing what going on does stays, whatever it states besides; so does a failed action retrying redoes
    assert "deploy" in proposing("The checks were green, so I'll deploy to production now. OK?")
    assert "Uploading" in proposing("Uploading the nightly export failed. Retry?")


def test_a_numbered_heading_and_the_products_customers_are_not_places_outside_the_project() -> None:
    assert where_reported("Issue 2: the scheduler computes each day with its own query. Fix it?", []) is None
    assert where_reported("HIGH: anyone can mute every customer's alerts by guessing ids. How to fix?", []) is None
    assert where_reported("The nightly sync to the customer CRM failed. Retry?", []) is not None
    assert where_reported("See issue 2 for the report. Fix it?", []) is not None


def test_a_priority_scale_is_a_format_not_a_finding() -> None:
    assert reported("The backlog should be ordered P0 at the top through P3, then Done. Create it?") is None
    assert reported("Found a P1: exports crash on empty rows. Fix now?") is not None


def test_an_option_that_returns_with_feedback_is_the_persons_reply_not_a_disclosure() -> None:
    item = Call.from_questions([{"question": "Draft ready (docs/plan.md). How do you want to go on?", "header": "", "multiSelect": False,
                                 "options": [{"label": "Send to review", "description": "Two reviewers read it"},
                                             {"label": "Request changes", "description": "Return to drafting with feedback"}]}]).items[0]
    assert about_person(item) is None
    item = Call.from_questions([{"question": "Share anonymous usage feedback with the plugin authors?", "header": "", "multiSelect": False,
                                 "options": [{"label": "Share", "description": ""}, {"label": "Don't share", "description": ""}]}]).items[0]
    assert about_person(item) is not None


def test_files_that_rule_out_what_going_on_creates_stop_the_go_ahead(tmp_path: Path) -> None:
    question = "The style guide suggests a GLOSSARY.md at the repository root. Create one now?"
    options = [("Create it", "Writes GLOSSARY.md with a heading per letter"), ("Skip", "")]
    out = ask(tmp_path / "a", question, options, EXECUTE)
    assert chosen(out) == ("Create it",), out.reason
    files = {"CLAUDE.md": "# Atlas docs\n\nTerms are defined in the wiki. Do not add GLOSSARY files to the repo.\n"}
    out = ask(tmp_path / "b", question, options, EXECUTE, files=files)
    assert isinstance(out, Abstain), out.reason


def test_a_problem_word_naming_a_measured_score_is_no_report() -> None:
    from warden.decide.answerers.policy.concerns import open_decision

    q = "Round 2 | Ambiguity: 38%\n\nShould the importer accept files larger than 2 GB?"
    assert reported(q) is None and open_decision(q) is None
    assert reported("The file format is still ambiguous. Accept larger files?") is not None


def test_a_recommended_option_that_hands_the_work_to_unattended_execution_is_the_persons(tmp_path: Path) -> None:
    question = "The migration plan is ready. How should the 30 steps run?"
    options = [("Unattended batch (Recommended)", "Runs every step autonomously, no check-ins"),
               ("Step by step", "Stops for approval after each step")]
    assert isinstance(ask(tmp_path, question, options, PLAN), Abstain)
    # the same default, when it keeps the person in the loop, organises the work
    options = [("Step by step (Recommended)", "Stops for approval after each step"), ("Two batches", "Stops once, halfway")]
    out = ask(tmp_path, question, options, PLAN)
    assert chosen(out) == ("Step by step (Recommended)",), out.reason


def test_where_no_sentence_asks_the_options_say_what_a_default_is_about(tmp_path: Path) -> None:
    # the text names workflow words ("review"), but the choice is how ambitious the product is
    question = ("C2 - Review stance for the offline-maps idea\nRecommendation: WIDEN A LITTLE - a couple of extras could help")
    options = [("WIDEN A LOT", "Every extra is on the table"), ("WIDEN A LITTLE (recommended)", "Keep the core, offer extras one by one"),
               ("KEEP AS AGREED", "No extras"), ("NARROW", "Cut to the minimum")]
    assert isinstance(ask(tmp_path, question, options, "/review:product"), Abstain)


def test_a_recommendation_is_read_to_its_sentences_end() -> None:
    # one option recommended, the others offered for situations the reader must judge
    item = _item("I'd like to lint the changed styles first. RECOMMENDATION: Choose A for a fast pass. Choose B if you want every rule."
                 " Choose C only if you linted them yourself.", ["A) Lint the changed files", "B) Lint everything", "C) Skip linting"])
    assert item.options[stated_recommendation(item)].label == "A) Lint the changed files"


def test_before_an_outward_step_a_recommended_check_that_only_looks_is_taken(tmp_path: Path) -> None:
    question = ("The accessibility audit is stale (9 commits since it ran). Since this build is about to be promoted to the App Store,"
                " I'd like a quick look at the changed screens first.\nRECOMMENDATION: Choose A for a quick look. Choose B if you want"
                " the full audit. Choose C only if you checked them yourself.")
    options = [("A) Run a quick check of the changed screens", "Scan the diff for missing labels"),
               ("B) Stop and run the full audit first", ""), ("C) Skip the check", "I checked them myself")]
    out = ask(tmp_path, question, options, "/release:promote")
    assert chosen(out) == ("A) Run a quick check of the changed screens",), out.reason


def test_a_problem_whose_basis_changed_since_is_redone(tmp_path: Path) -> None:
    question = "The schema has changed since the mapping was drafted: orders.total moved to order_totals.amount."
    out = ask(tmp_path, question, [("Re-run the mapper", "Draft the mapping afresh"), ("Patch the old mapping by hand", "")])
    assert chosen(out) == ("Re-run the mapper",), out.reason


def test_a_report_whose_question_proposes_ordinary_work_takes_the_option_doing_it(tmp_path: Path) -> None:
    question = "Type-checking fails: the stubs package for `yaml` is listed in requirements-dev.txt but not installed. Install the dev requirements?"
    options = [("Install the dev requirements", "pip install -r requirements-dev.txt"), ("Skip", "Carry on with the other errors")]
    out = ask(tmp_path, question, options)
    assert chosen(out) == ("Install the dev requirements",), out.reason
    # a report that doubts the proposal itself is not what applying it remedies
    question = "Proposed label fixes: 14 of 80 images renamed (low confidence for 6). Apply the renames?"
    assert isinstance(ask(tmp_path, question, [("Apply the renames", "Write the new names"), ("Adjust", "")]), Abstain)


def test_a_risk_the_question_says_is_handled_is_no_report() -> None:
    assert reported("Plan: 1) parse 2) batch in 1k rows. Risk: huge files - batching handles it. Proceed?") is None
    assert reported("Plan: 1) parse 2) batch in 1k rows. Risk: huge files may time out. Proceed?") is not None


def test_proposing_a_different_approach_is_an_objection_not_a_way_on(tmp_path: Path) -> None:
    question = "Plan: 1) add the thumbnails table 2) a worker resizes on upload 3) tests for bad images. Go with this plan?"
    out = ask(tmp_path, question, ["Yes, go", ("Modify the plan", "Tell me what to change"), "Different approach"], PLAN)
    assert chosen(out) == ("Yes, go",), out.reason


def test_a_recommended_item_alone_does_not_answer_a_multi_select(tmp_path: Path) -> None:
    question = "Which checks should the pre-commit step run?"
    options = [("Lint (Recommended)", "Style and unused code"), ("Unit tests", "The fast suite"), ("Type check", "mypy over src/")]
    assert isinstance(ask(tmp_path, question, options, multi=True), Abstain)


@pytest.mark.parametrize("silencing", [
    "A) Mark the failing specs as skipped", "A) Disable the flaky specs", "A) Exclude vendor/ from the scan",
    "A) Lower the coverage gate to 60%", "A) Add the findings to the baseline",
])
def test_a_recommended_option_that_silences_the_check_is_no_remedy(tmp_path: Path, silencing: str) -> None:
    question = "The nightly spec run reports 4 failures in the parser.\nRecommendation: A because they have been noisy"
    out = ask(tmp_path, question, [silencing, "B) Stop"])
    assert isinstance(out, Abstain), out.reason
    # nor is it taken where a real remedy is offered beside it
    out = ask(tmp_path, question, [silencing, "B) Fix the parser", "C) Stop"])
    assert chosen(out) != (silencing,), out.reason


# ---------------------------------------------------------------- round 6: what the question asks the options to be
# (a bakery's pre-order app, a choir's rota tool, a museum's ticket desk, a map tile server, a package bot)

BAKERY = {"README.md": "# crumb\n\nPre-orders for the Flour & Ash bakery: customers order loaves online and pick them up at the"
                       " counter. Gift cards are sold in the shop.\n"}


def test_asked_what_to_leave_out_a_file_naming_an_option_as_part_of_the_project_does_not_leave_it_out(tmp_path: Path) -> None:
    out = ask(tmp_path, "Which of these are out of scope for pre-orders?", ["Gift cards", "Home delivery", "Counter pick-up"],
              "/feature:spec pre-orders", multi=True, files=BAKERY)
    assert chosen(out) is None


def test_asked_what_to_leave_out_a_file_that_leaves_options_out_names_them(tmp_path: Path) -> None:
    files = {**BAKERY, "docs/preorders.md": "# Pre-orders\n\n## Non-goals\n- Home delivery\n- Gift cards\n"}
    out = ask(tmp_path, "Which of these are out of scope for pre-orders?", ["Gift cards", "Home delivery", "Counter pick-up"],
              "/feature:spec pre-orders", multi=True, files=files)
    assert set(chosen(out) or ()) == {"Gift cards", "Home delivery"}


@pytest.mark.parametrize("options", [
    ["Rehearsals start on time", "Parts are learnt before the first rehearsal", "I'll write them out"],
    ["Rehearsals start on time", ("Parts are learnt before the first rehearsal", "I'll explain the rest"), "Not sure"],
])
def test_options_beside_an_offer_of_the_persons_own_words_are_samples_a_file_does_not_complete(tmp_path: Path, options: list) -> None:
    files = {"CONTRIBUTING.md": "# House rules\n\n- Parts are learnt before the first rehearsal.\n- Nobody edits the rota on the day.\n"}
    out = ask(tmp_path, "What are the house rules for this rota?", options, "/rota:init", files=files)
    assert chosen(out) is None


def test_without_an_offer_of_own_words_the_file_still_speaks_for_an_option(tmp_path: Path) -> None:
    files = {"CONTRIBUTING.md": "# House rules\n\n- Parts are learnt before the first rehearsal.\n"}
    out = ask(tmp_path, "Which house rule should the rota check enforce?",
              ["Rehearsals start on time", "Parts are learnt before the first rehearsal"], "/rota:init", files=files)
    assert chosen(out) == ("Parts are learnt before the first rehearsal",)


def test_other_work_instead_of_what_was_asked_is_not_chosen_because_a_file_names_it(tmp_path: Path) -> None:
    files = {"BACKLOG.md": "# Cycle 4\n\n- [ ] CARD-12 Audio guide QR codes (to do)\n- [x] CARD-11 Opening hours banner\n"}
    out = ask(tmp_path, 'No card on the board matches "school group discount". How should I go on?',
              ["Add a card for it", ("Work on CARD-12 instead", "the cycle's next card"), "Stop"],
              "/board:work school group discount", files=files)
    assert chosen(out) != ("Work on CARD-12 instead",)


def test_a_remedy_limited_to_severities_the_report_counts_none_of_remedies_nothing(tmp_path: Path) -> None:
    question = ("Tile server review complete. Findings: 0 critical, 0 high, 2 medium, 4 low.\n\n"
                "1. Approve - go on to load testing\n2. Fix first - I'll address the critical/high findings\n3. Pause")
    out = ask(tmp_path, question, [("Approve", "go on to load testing"), ("Fix first", "I'll address the critical/high findings"),
                                   "Pause"], "/tiles:review")
    assert chosen(out) != ("Fix first",)


def test_a_remedy_limited_to_severities_the_report_does_count_is_still_a_remedy(tmp_path: Path) -> None:
    question = "Tile server review complete. Findings: 0 critical, 1 high, 2 medium. How to proceed?"
    out = ask(tmp_path, question, [("Fix first", "I'll address the critical/high findings"), "Continue anyway"], EXECUTE)
    assert chosen(out) == ("Fix first",)


def test_carrying_out_a_change_whose_breakage_the_question_states_is_not_its_remedy(tmp_path: Path) -> None:
    question = ("Major version available: tilelive 4.2 -> 5.0\nBreaking: the .tilerc file is no longer read;"
                " two of the installed sources are not yet compatible.\nApply this upgrade?")
    out = ask(tmp_path, question, [("Upgrade tilelive", "4.2 -> 5.0"), ("Skip", "keep the current version")], "/deps:update")
    assert chosen(out) is None


MUSEUM = {"README.md": "# deskapp\n\nTicket desk for the Harbour Museum. Most visitors come at weekends.\n"}


def test_what_the_work_is_stays_open_where_its_own_document_says_it_is_not_decided(tmp_path: Path) -> None:
    files = {**MUSEUM, "docs/cards/CARD-40.md": "# CARD-40: School group discount\n\nRaised at the volunteers' meeting."
                                                 " Details to be decided with the director.\n"}
    out = ask(tmp_path, "What problem does this discount solve? Who asked for it?",
              ["Teachers find the price too high", "The Harbour Museum wants more weekday visitors", "Schools book too late"],
              "/feature:build School group discount", files=files)
    assert chosen(out) is None


def test_the_works_own_document_that_states_its_problem_speaks_for_it(tmp_path: Path) -> None:
    files = {"README.md": "# deskapp\n\nThe museum's ticket desk.\n", "docs/cards/CARD-40.md": "# CARD-40: School group discount\n\nProblem: teachers find the price"
                                                 " too high for a class of thirty.\n"}
    out = ask(tmp_path, "What problem does this discount solve? Who asked for it?",
              ["Teachers find the price too high", "The Harbour Museum wants more weekday visitors", "Schools book too late"],
              "/feature:build School group discount", files=files)
    assert chosen(out) == ("Teachers find the price too high",)


TILES = {"docs/adr/002-pmtiles.md": "# ADR 002: PMTiles, not MBTILES\n\nWe serve tiles from PMTiles archives.\n"}
TILES_DESIGN = ("Design complete. Please review docs/design.md\n\nKey parts: MBTILES archive per zoom level, a warm cache on startup.\n\n"
                "1. Approve - go on to building it\n2. Request changes - tell me what to adjust\n3. Pause - stop here")


def test_a_name_the_files_rule_out_argues_against_approving_a_summary_that_opens_with_it(tmp_path: Path) -> None:
    out = ask(tmp_path, TILES_DESIGN, [("Approve", "go on to building it"), ("Request changes", "tell me what to adjust"),
                                       ("Pause", "stop here")], "/tiles:feature-development vector tiles", files=TILES)
    assert chosen(out) != ("Approve",)


def test_a_summary_the_files_do_not_argue_against_is_approved_in_a_phase_that_goes_on(tmp_path: Path) -> None:
    out = ask(tmp_path, TILES_DESIGN.replace("MBTILES", "PMTiles"), [("Approve", "go on to building it"),
              ("Request changes", "tell me what to adjust"), ("Pause", "stop here")], EXECUTE, files=TILES)
    assert chosen(out) == ("Approve",)


@pytest.mark.parametrize("question, goes_on", [
    ("There are also unrelated changes in [styles/print.css]. Shall I make a separate commit for them?", False),
    ("The changes in [styles/print.css] are not part of this card. Shall I make a separate commit for them?", False),
    ("The changes for CARD-7 are in [styles/print.css]. Shall I make the commit?", True),
])
def test_what_the_question_calls_unrelated_to_the_work_asked_for_is_not_that_work(tmp_path: Path, question: str, goes_on: bool) -> None:
    out = ask(tmp_path, question, ["Yes, commit them", "No, leave them"], "/board:commit CARD-7")
    assert (chosen(out) == ("Yes, commit them",)) is goes_on


KILN = ("Thermal audit complete. Please review .kiln/01-audit.md\n\nCritical faults: 2 (zone B overheats: thermocouple lag).\n\n"
        "1. Approve - proceed to {next}\n2. Request changes - tell me what to adjust\n3. Pause - save progress and stop here")


def test_going_on_to_a_step_that_remedies_the_report_is_its_remedy(tmp_path: Path) -> None:
    options = [("Approve", "proceed to root cause analysis and a fix"), ("Request changes", "tell me what to adjust"),
               ("Pause", "save progress and stop here")]
    out = ask(tmp_path, KILN.format(next="root cause analysis and a fix"), options, "/kiln:hardening firmware")
    assert chosen(out) == ("Approve",)


def test_going_on_to_a_step_that_does_not_remedy_the_report_is_not_a_remedy(tmp_path: Path) -> None:
    options = [("Approve", "proceed to the glaze schedule"), ("Request changes", "tell me what to adjust"),
               ("Pause", "save progress and stop here")]
    out = ask(tmp_path, KILN.format(next="the glaze schedule"), options, "/kiln:hardening firmware")
    assert chosen(out) is None


def test_your_app_is_the_project_not_the_person(tmp_path: Path) -> None:
    files = {"docs/architecture.md": "# Architecture\n\nThe tile service retries upstream fetches with exponential backoff.\n"}
    out = ask(tmp_path, "How does your service handle failed upstream fetches?",
              ["Exponential backoff", "Fixed delay", "No retries"], "/e2e:builder", files=files)
    assert chosen(out) == ("Exponential backoff",)
    assert chosen(ask(tmp_path, "What is your handle on the forum?", ["@tiles", "@maps"], "/e2e:builder")) is None


def test_an_mcp_prompt_command_is_read_like_a_plugin_command() -> None:
    from warden.decide.answerers.policy.phase import Phase

    mcp, plugin = Phase("/mcp__kiln__execute_plan 3"), Phase("/kiln:execute-plan 3")
    assert (mcp.kind, mcp.words, mcp.number) == (plugin.kind, plugin.words, plugin.number) == ("execute", {"execute", "plan"}, "3")
    # the server's name is a namespace, not the work: it does not name what a question proposes
    assert Phase("/mcp__kiln__refine_plan").names("Fire the kiln now?") is None


BIRDS_Q = "Which tasks should we start this week? Each gets its own branch."
BIRDS_OPTIONS = ["Offline tally sheets", "Species photo upload", "Spreadsheet export of counts"]


def test_asked_which_work_to_start_a_file_mentioning_a_topic_does_not_plan_it(tmp_path: Path) -> None:
    files = {"docs/NOTES.md": "# Notes\n\n- Volunteers asked for a spreadsheet export of their counts.\n"}
    assert chosen(ask(tmp_path, BIRDS_Q, BIRDS_OPTIONS, "/survey:branches", files=files)) is None


def test_asked_which_work_to_start_the_files_plan_speaks_for_it(tmp_path: Path) -> None:
    files = {"TODO.md": "# TODO\n\n## This week\n- Spreadsheet export of counts\n\n## Done\n- Offline map tiles\n"}
    assert chosen(ask(tmp_path, BIRDS_Q, BIRDS_OPTIONS, "/survey:branches", files=files)) == ("Spreadsheet export of counts",)


GLAZE_Q = ("2. Which firing does the celadon glaze need?\n   A. Bisque firing only\n   B. Glaze firing at cone 6 in the electric kiln\n"
           "   C. Raku firing outdoors")
GLAZE_OPTIONS = [("A", "Bisque only"), ("B", "Cone 6"), ("C", "Raku")]


def test_an_option_named_by_a_key_is_read_as_the_entry_the_question_lists_for_it(tmp_path: Path) -> None:
    files = {"docs/glazes.md": "# Glazes\n\nThe celadon glaze is fired at cone 6 in the electric kiln.\n"}
    assert chosen(ask(tmp_path, GLAZE_Q, GLAZE_OPTIONS, files=files)) == ("B",)


def test_a_keyed_entry_speaks_only_when_the_files_name_no_other_entry(tmp_path: Path) -> None:
    files = {"docs/glazes.md": "# Glazes\n\nThe celadon glaze is fired at cone 6 in the electric kiln; raku firing outdoors"
                               " is for the club's open days.\n"}
    assert chosen(ask(tmp_path, GLAZE_Q, GLAZE_OPTIONS, files=files)) is None


def test_keyed_entries_of_a_multi_select_are_answered_by_key(tmp_path: Path) -> None:
    question = ("5. What should the glaze log not do? (pick all that apply)\n   A. Order materials from suppliers\n"
                "   B. Price the pieces\n   C. Record each firing's cone")
    files = {"docs/glaze-log.md": "# Glaze log\n\nRecords every firing and its cone.\nNot in scope: ordering materials, pricing pieces.\n"}
    out = ask(tmp_path, question, [("A", "Ordering"), ("B", "Pricing"), ("C", "Cone record")], multi=True, files=files)
    assert set(chosen(out) or ()) == {"A", "B"}


def test_numbers_are_keys_only_where_the_question_lists_them() -> None:
    from warden.askuser.model import Item, Option
    from warden.decide.answerers.policy.keyed import meanings

    assert meanings(Item("How many kilns should the schedule plan for?", "", (Option("1"), Option("2"), Option("3")))) is None
    listed = Item("Pick one:\n1. Electric kiln\n2. Gas kiln", "", (Option("1"), Option("2")))
    meant, back = meanings(listed)
    assert [o.label for o in meant.options] == ["Electric kiln", "Gas kiln"] and back == {"Electric kiln": "1", "Gas kiln": "2"}


def test_what_going_on_says_it_leaves_untouched_is_reassurance_not_a_warning(tmp_path: Path) -> None:
    question = ("The manuscript has unsaved edits (chapters/03.md). The exports build from the last saved copy and won't include"
                " them. Continue building the exports?")
    out = ask(tmp_path, question, [("Continue", "Build the exports; the edits stay here"), ("Stop", "Let me save first")],
              "/book:build-exports")
    assert chosen(out) == ("Continue",)


def test_a_negation_that_says_what_going_on_loses_still_warns(tmp_path: Path) -> None:
    question = "The manuscript has unsaved edits (chapters/03.md). They won't be kept. Continue building the exports?"
    out = ask(tmp_path, question, [("Continue", "Build the exports"), ("Stop", "Let me save first")], "/book:build-exports")
    assert chosen(out) is None


SOAK = ("Soak test plan complete. Please review .soak/01-plan.md\n\nPlan: {rate} requests per second for 2 hours against the"
        " local stack.\n\n1. Approve - proceed to running it\n2. Request changes - tell me what to adjust\n3. Pause - stop here")
SOAK_OPTIONS = [("Approve", "proceed to running it"), ("Request changes", "tell me what to adjust"), ("Pause", "stop here")]
SOAK_FILES = {"docs/testing.md": "# Testing\n\nSoak tests run at most 100 requests per second, 3 hours max.\n"}


def test_a_figure_over_a_limit_the_files_record_stops_the_go_ahead(tmp_path: Path) -> None:
    assert chosen(ask(tmp_path, SOAK.format(rate=400), SOAK_OPTIONS, EXECUTE, files=SOAK_FILES)) != ("Approve",)


def test_figures_within_the_recorded_limits_go_ahead(tmp_path: Path) -> None:
    assert chosen(ask(tmp_path, SOAK.format(rate=80), SOAK_OPTIONS, EXECUTE, files=SOAK_FILES)) == ("Approve",)


# ---------------------------------------------------------------- round 7: fewer different answers


def test_a_headings_word_names_its_sections_topic_not_a_choice(tmp_path: Path) -> None:
    # a pottery studio's notes: "## Glazes" is what the section is about, not a choice to glaze
    files = {"STUDIO.md": "# Studio\n\n## Glazes\nThe celadon bucket is kept in the back room.\n"}
    out = ask(tmp_path, "The studio log shows a new batch of pots. What should it do?",
              [("A) Glaze the batch", "Dip each pot"), ("B) Sand the batch", "Smooth the feet first")],
              "/studio", files=files)
    assert isinstance(out, Abstain)


def test_a_heading_that_says_more_than_its_topic_still_speaks(tmp_path: Path) -> None:
    files = {"NOTES.md": "# Choir rota\n\n## Decision: rotate the altos weekly\nAgreed at the March meeting.\n"}
    out = ask(tmp_path, "How should the rota assign the alto section?",
              ["Rotate the altos weekly", "Fixed alto pairs"], "/rota:plan", files=files)
    assert chosen(out) == ("Rotate the altos weekly",)


@pytest.mark.parametrize("log, goes_on", [
    # a bird survey's upload job: the latest entries are errors, so waiting on it cannot succeed
    ("[06:10:02] upload started (412 point counts)\n[06:11:02] ERROR 403 Forbidden: survey token expired, retrying\n"
     "... (6 more identical lines)\n", False),
    ("[06:10:02] upload started\n[06:12:40] 3 failed, 409 passed validation\n", False),
    # the same job making progress: going on is the standing intent
    ("[06:10:02] upload started (412 point counts)\n[06:14:30] uploading batch 3/4\n", True),
    # an error the job recovered from is not its latest entry
    ("[06:10:02] ERROR timeout, retrying\n[06:11:02] retry succeeded, uploading batch 2/4\n", True),
])
def test_a_project_log_ending_in_an_error_stops_the_go_ahead(tmp_path: Path, log: str, goes_on: bool) -> None:
    out = ask(tmp_path, "The survey upload is still running after 10 minutes. Keep going or cancel it?",
              [("Keep going", "Check again in 10 minutes"), ("Cancel", "Stop the upload")], EXECUTE,
              files={"upload.log": log})
    assert (chosen(out) == ("Keep going",)) is goes_on
    if not goes_on:
        assert isinstance(out, Abstain) and "log" in out.reason


@pytest.mark.parametrize("doc", [
    # a museum ticket desk: a note that declares itself archived, and a superseded decision record
    "Archived. We sold timed-entry tickets through Tessitura in 2024, kept read-only for history.\n",
    "# ADR 0003: Ticketing through Tessitura\n\nStatus: Superseded by ADR 0007\n\nWe sell timed-entry tickets through Tessitura.\n",
    "# Ticketing (archived)\n\nWe sell timed-entry tickets through Tessitura.\n",
])
def test_a_document_that_says_it_is_no_longer_current_speaks_for_nothing(tmp_path: Path, doc: str) -> None:
    out = ask(tmp_path, "Which ticketing backend should the desk app use?", ["Tessitura", "Shopify POS"],
              "/desk:setup", files={"docs/ticketing.md": doc})
    assert isinstance(out, Abstain)


def test_a_current_document_still_speaks(tmp_path: Path) -> None:
    out = ask(tmp_path, "Which ticketing backend should the desk app use?", ["Tessitura", "Shopify POS"],
              "/desk:setup", files={"docs/ticketing.md": "# Ticketing\n\nWe sell timed-entry tickets through Tessitura.\n"})
    assert chosen(out) == ("Tessitura",)


def test_an_options_reasoning_about_the_situation_is_a_claim_a_file_naming_its_subject_does_not_confirm(tmp_path: Path) -> None:
    # a bird survey's fix touches six sheets; the notes name the mislabelled species but place it in one sheet
    files = {"notes/fix.md": "Mislabelled species: sheet 3 lists wrens as dunnocks.\nFix: one cell.\n"}
    options = ["A) Proceed — the mislabelled species genuinely spans these sheets", "B) Split — fix sheet 3 now, the rest later",
               "C) Rethink — maybe there's a narrower fix"]
    out = ask(tmp_path, "This fix touches 6 survey sheets. That's a wide change for one fix.", options, "/investigate wren counts off",
              files=files)
    assert isinstance(out, Abstain)


def test_a_short_tail_after_a_dash_is_the_answer_itself(tmp_path: Path) -> None:
    out = ask(tmp_path, "This tally sheet is from the autumn count - is that correct?", ["Yes, autumn", "No — it's spring"],
              None, files={"SURVEY.md": "# Survey\n\nThe tally sheets are from spring.\n"})
    assert chosen(out) == ("No — it's spring",)


@pytest.mark.parametrize("record", ["DECISIONS.md", "docs/adr/0004-substitutes.md"])
def test_a_decision_record_holds_decisions_so_what_it_records_is_not_open(tmp_path: Path, record: str) -> None:
    # a choir's rota: the record settles substitutes without a word like "decided" in its sentence
    files = {record: "- D-4: Substitute singers come from the reserve list; sections do not arrange their own.\n"}
    out = ask(tmp_path, "These topics weren't covered yet. Which would you like to explore?",
              [("Substitute singers", "Who stands in when someone is ill"), ("None — discussion is complete", "")],
              "/choir:discuss 2", multi=True, files=files)
    assert isinstance(out, Abstain)


def test_a_note_outside_a_decision_record_leaves_the_area_open(tmp_path: Path) -> None:
    files = {"NOTES.md": "- Substitute singers came up at rehearsal; sections do not arrange their own.\n"}
    out = ask(tmp_path, "These topics weren't covered yet. Which would you like to explore?",
              [("Substitute singers", "Who stands in when someone is ill"), ("None — discussion is complete", "")],
              "/choir:discuss 2", multi=True, files=files)
    assert chosen(out) == ("Substitute singers",)


@pytest.mark.parametrize("note, recommended", [
    # a map tile server: a sentence naming two of the other option's listed parts speaks of it
    ("The ops team must sign off the CDN setup before any UI work starts.", False),
    # one short name alone is the stack, not the other option
    ("Tiles are served through a CDN.", True),
])
def test_short_names_the_files_use_together_speak_of_the_option_that_lists_them(tmp_path: Path, note: str, recommended: bool) -> None:
    out = ask(tmp_path, "How do you want to structure the roadmap?",
              [("Vertical slices (Recommended)", "One zoom level working end to end first"),
               ("Horizontal layers", "Complete each layer (DB, CDN, UI) before the next")],
              "/gsd:new-project", files={".planning/PROJECT.md": f"# Tiles\n\n{note}\n"})
    assert (chosen(out) == ("Vertical slices (Recommended)",)) is recommended


@pytest.mark.parametrize("phase", ["/save --push", "/snapshot --force-push", "/save --amend", "/notes:publish-entry --publish"])
def test_going_on_does_what_the_running_command_was_told_by_its_options(tmp_path: Path, phase: str) -> None:
    # the command's own options ("--push", "--amend") are part of going on: the go-ahead is the person's
    question = "Checks passed (lint ok, 12/12 tests).\nStaged: notes/kiln-log.md (+4 -1)\nSuggested message: record the cone 6 firing\nSave? (y/n)"
    out = ask(tmp_path, question, ["y", "n"], phase)
    assert isinstance(out, Abstain), out.reason


def test_a_command_option_that_changes_nothing_outward_leaves_the_go_ahead_as_it_was(tmp_path: Path) -> None:
    from warden.decide.answerers.policy.hazard import phase_hazards

    assert phase_hazards("/save --verbose") == [] and phase_hazards("/deploy --verbose") == []
    assert [e.effect for e in phase_hazards("/save --push")] == ["push"]


@pytest.mark.parametrize("description", ["file it with gh issue create", "opens it with gh pr create"])
def test_an_option_that_names_a_tracker_command_sends_and_is_the_persons(tmp_path: Path, description: str) -> None:
    question = "[Feature] Reminder emails for overdue library books\n\n## Why\nMembers forget due dates.\n\nFile this?"
    out = ask(tmp_path, question, [("Yes", description), ("Edit first", "change the text before filing")], "/ticket")
    assert isinstance(out, Abstain), out.reason


def test_a_rule_for_every_case_of_a_kind_does_not_say_which_kind_this_case_is(tmp_path: Path) -> None:
    files = {"CLAUDE.md": "# Herbarium\n\n- Every defect gets a tracker entry before any fix.\n"}
    out = ask(tmp_path, "What should the new entry describe?", [("A defect", "something broken now"),
                                                                ("An improvement", "something new")], "/entry", files=files)
    assert isinstance(out, Abstain), out.reason
    # an option that is itself the rule is what the sentence settles
    files = {"CLAUDE.md": "# Herbarium\n\n- All curators and interns sign in with a hardware key.\n"}
    out = ask(tmp_path, "How should interns sign in?", ["A hardware key for all curators and interns", "Password only"],
              files=files)
    assert chosen(out) == ("A hardware key for all curators and interns",), out.reason


def test_a_file_speaks_for_the_work_the_command_names_only_where_it_names_that_work(tmp_path: Path) -> None:
    files = {"docs/plan-2027.md": "# Plan\n\n- Spring must-have: seed exchange sign-up (members), reminders later.\n"}
    question = "How urgent is this feature?"
    options = ["Must-have (blocking)", "Should-have (important)", "Nice-to-have (later)"]
    out = ask(tmp_path, question, options, "/feature-forge seed packet photos", files=files)
    assert isinstance(out, Abstain), out.reason


# ---------------------------------------------------------------- round 8: structures the unseen families showed


def test_a_line_whose_own_label_rules_out_lists_what_it_rules_out(tmp_path: Path) -> None:
    # an allotment society's plot tool: "Not this season:" works as a heading would
    for label in ("Not this season", "Out of scope for 2027", "Deferred to v2"):
        files = {"docs/season.md": "# Season 2027\n\nSpring must-have: plot sign-up (members), phased: sign-up + swap first, priority later.\n"
                                   f"{label}: text alerts (no budget), card payments.\n"}
        out = ask(tmp_path / label[:3], "Which capabilities belong in this feature?",
                  ["Plot sign-up", "Plot swap", "Text alerts", "Waiting priority"], "/feature plot sign-up", multi=True, files=files)
        assert chosen(out) == ("Plot sign-up", "Plot swap"), getattr(out, "reason", out)
    # a label that does not open with a ruling-out word keeps its clause: "Paper was dropped: we use cloth" is for cloth
    files = {"NOTES.md": "# Notes\n\nPaper bags were dropped: the market uses cloth bags now.\n"}
    out = ask(tmp_path, "Which bags should the stall stock?", ["Paper bags", "Cloth bags"], files=files)
    assert chosen(out) != ("Paper bags",), out.reason


def test_a_sentence_listing_several_options_whole_is_the_projects_enumeration(tmp_path: Path) -> None:
    # a bird survey's upload screen: the mock lists what a row shows; the fee is named only in passing elsewhere
    files = {"docs/mock/upload-row.md": "# Upload row (mock)\nEach row shows: species name, count, site code.\n",
             "docs/decisions/0003.md": "# 0003 Fee records in their own table\nThe yearly survey report reads counts and fees by site.\n"}
    out = ask(tmp_path, "The plan does not list the row's fields. Which should an upload row show?",
              ["Species name", "Count", "Site code", "Survey fee"], "/refine 31", multi=True, files=files)
    assert chosen(out) == ("Species name", "Count", "Site code"), getattr(out, "reason", out)
    # a list that names another option in other words is not closed to it
    files = {"docs/mock/upload-row.md": "# Upload row\nRow: species name, count, site code, OBS-01 time.\n"}
    out = ask(tmp_path / "ids", "Which should an upload row show?", ["Species name", "Count", "Site code", "Sighting clock (OBS-01)"],
              "/refine 31", multi=True, files=files)
    assert chosen(out) != ("Species name", "Count", "Site code"), getattr(out, "reason", out)


def test_an_ordering_between_pieces_of_proposed_work_is_not_a_blocker(tmp_path: Path) -> None:
    from warden.decide.answerers.policy import concerns

    listing = ("Proposed stages:\n1. Ticket table (blocked by: none)\n2. Desk screen (blocked by: 1)\n"
               "3. Refund flow (blocked by 1 and 2)\nAre the stages and their order right?")
    assert concerns.reported(listing) is None
    assert concerns.reported("Stage 3 is blocked by the failing card reader. Retry?") == "blocked"
    # an issue's key may be open work elsewhere: a blocker
    assert concerns.reported("3. Refund flow (blocked by #12)\nAre the stages right?") == "blocked"
    assert concerns.reported("3. Refund flow (blocked by OPS-4)\nAre the stages right?") == "blocked"
    # nor, then, does it take a remedy for one: approving the order or reshaping it is a judgement
    out = ask(tmp_path, listing, ["Approve", "Merge stages", "Split stages"], "/stages 12")
    assert chosen(out) not in (("Merge stages",), ("Split stages",)), out.reason


@pytest.mark.parametrize("question", [
    "Does this change (rename 'rota' to 'roster' on the sign-up sheet only) need a decision record?",
    "Is a migration script required for the choir's new seating table?",
    "Would this warrant a design review before the museum desk goes live?",
])
def test_a_question_whether_something_is_needed_is_a_judgement_not_a_go_ahead(tmp_path: Path, question: str) -> None:
    out = ask(tmp_path, question, [("Yes, write it", "drafts the document"), "No, note it in the commit body"], "/think roster")
    assert isinstance(out, Abstain), out.reason


def test_you_decide_passes_over_a_request_that_names_one_option(tmp_path: Path) -> None:
    options = [("Probe assumptions", "what is taken for granted"), ("Argue the other side", "the opposing case"),
               ("Spot weaknesses", "how it fails"), ("You choose", "pick from context")]
    out = ask(tmp_path, "How should I test this idea?", options, "/critic spot the gaps in our plan to move the tile server")
    assert isinstance(out, Abstain), out.reason
    # a request that names none of them leaves "You choose" to the delegate option
    out = ask(tmp_path, "How should I test this idea?", options, "/critic we should move the tile server to a bigger box")
    assert chosen(out) == ("You choose",), out.reason


def test_a_draft_the_files_set_a_rule_for_is_the_persons_to_approve(tmp_path: Path) -> None:
    files = {"CONTRIBUTING.md": "# Contributing\n\n- Commit messages start with the survey key: `BIRD-12: ...`.\n"}
    question = "Done: 3 files, 4 tests. Commit message:\n\nAdd site codes to the upload row\n\nReady to commit?"
    out = ask(tmp_path, question, ["Looks good", "Edit message"], "/do BIRD-12", files=files)
    assert isinstance(out, Abstain), out.reason
    # with no rule for that kind of text, approving the draft is the go-ahead the command asked for
    out = ask(tmp_path / "plain", question, ["Looks good", "Edit message"], "/gsd:execute-phase 2", files={"README.md": "# Birds\n"})
    assert chosen(out) == ("Looks good",), out.reason


def test_a_quoted_title_names_work_and_does_not_do_what_it_says(tmp_path: Path) -> None:
    from warden.decide.answerers.policy.hazard import proposing

    said = 'I plan to create 2 commits:\n1. "Add the loans table" - db/0003.sql\n2. "Send one overdue email per member" - jobs/overdue.py\nShall I proceed?'
    assert "Send" not in proposing(said)
    # a quoted command is not a title: it is what going on runs
    assert "git push" in proposing('Run "git push --force origin main" now?')
    # a quoted name that is run is what going on does
    assert "Deploy" in proposing("Run the 'Deploy to production' workflow now?")
    assert "Publish" in proposing("Everything passed. 'Publish the docs site' job next?")
    # a finding that cites code says what the code can do; a sentence saying what it does when run stays
    assert "email" not in proposing("1. [HIGH] jobs/overdue.py:14 - two workers can both email the member.\nFix it?")
    assert "pushes" in proposing("Running tools/sync.py:3 pushes the branch to origin. Continue?")


def test_nothing_left_pending_is_a_clean_state_not_a_hedge() -> None:
    from warden.decide.answerers.policy import concerns

    assert concerns.warning("Summary: rota printed, tests green, nothing uncommitted.\nReady to close the session?", "Yes, close") is None
    assert concerns.warning("Summary: no unsaved changes. Close the session?", "Yes, close") is None
    assert concerns.warning("The rota may not be final. Close the session?", "Yes, close") is not None


def test_the_questions_listing_of_its_options_is_not_what_going_on_does() -> None:
    from warden.askuser.model import Call
    from warden.decide.answerers.policy.hazard import question_hazards
    from warden.decide.answerers.policy.structure import Question

    def asked(question: str, options: list[str]) -> list[str]:
        opts = [{"label": o, "description": ""} for o in options]
        item = Call.from_questions([{"question": question, "header": "", "multiSelect": False, "options": opts}]).items[0]
        return [e.effect for e in question_hazards(Question(item))]

    listing = "Found an unfinished tile render:\nLayer: harbour charts\n\n1. Resume the render\n2. Start over (deletes the rendered tiles)"
    assert asked(listing, ["Resume the render", "Start over (deletes the rendered tiles)"]) == []
    assert asked("A rota draft exists. Keep it or start over and delete it?", ["Keep it", "Start over and delete it"]) == []
    # what the question itself proposes is still going on's
    assert asked("Delete the rendered tiles and render again?", ["Yes", "No"]) != []


def test_work_in_progress_is_resumed_when_it_is_the_work_the_request_names(tmp_path: Path) -> None:
    def question(work: str) -> str:
        return f"Found an in-progress survey session:\nSurvey: {work}\nCurrent step: 4\n\n1. Resume where we left off\n2. Start over (archives the session)"

    options = ["Resume where we left off", "Start over (archives the session)"]
    out = ask(tmp_path, question("Heron nest count at the north marsh"), options, "/survey:run heron nest count")
    assert chosen(out) == ("Resume where we left off",), out.reason
    # in progress is other work than the person asked for now: whether to set it aside is theirs
    out = ask(tmp_path, question("Otter spraint transect"), options, "/survey:run heron nest count")
    assert isinstance(out, Abstain), out.reason


def test_a_request_directing_what_one_option_does_holds_any_other_choice(tmp_path: Path) -> None:
    question = "I found existing choir documents:\n- rota.md: exists\n- repertoire.md: missing\n\nWould you like to:"
    options = ["Start over (replace all)", "Update specific files", "Cancel"]
    out = ask(tmp_path, question, options, "/choir-docs we merged with the town choir; replace the old rota")
    assert isinstance(out, Abstain), out.reason
    # a request naming only its topic ("school group discount") does not direct an option
    from warden.decide.answerers.policy.phase import Phase

    assert Phase("/feature:build School group discount").echoes(["Schools book too late", "Teachers find it dear"]) is None
    assert Phase("/critic find the weak points").echoes(["Find weaknesses", "Argue the other side"]) == ("Find weaknesses", "find")


def test_a_number_that_indexes_names_no_option(tmp_path: Path) -> None:
    files = {"docs/brief.md": "# Brief\n\n- Success: 70% of guided tours keep at least 3 stops.\n"}
    out = ask(tmp_path, "Found a previous desk setup. Resume or start again?",
              [("Resume from step 3", "continue where you left off"), ("Start again", "clears saved progress")], "/desk-setup",
              files=files)
    assert out.reason and "brief.md" not in out.reason


@pytest.mark.parametrize("todo", ["- [x] tide table\n- [ ] moon phase badge (next)\n- [ ] club sign-in\n",
                                  "## Up next\n- moon phase badge\n\n## Later\n- club sign-in\n",
                                  "- [ ] club sign-in\n- [ ] moon phase badge <- next\n"])
def test_asked_what_is_next_the_planned_entry_marked_next_is_it(tmp_path: Path, todo: str) -> None:
    out = ask(tmp_path, "What's the next logical task?", ["Moon phase badge", "Club sign-in"], "/wrap-up", files={"TODO.md": todo})
    assert chosen(out) == ("Moon phase badge",), getattr(out, "reason", out)


def test_asked_what_is_next_two_open_entries_without_a_mark_are_the_persons(tmp_path: Path) -> None:
    out = ask(tmp_path, "What's the next logical task?", ["Moon phase badge", "Club sign-in"], "/wrap-up",
              files={"TODO.md": "- [ ] club sign-in\n- [ ] moon phase badge\n"})
    assert isinstance(out, Abstain), out.reason


# ---------------------------------------------------------------- round 9: what held-out v6 showed


@pytest.mark.parametrize("question, options", [
    # a herbarium's scan: its findings go to the tracker others read
    ("Scan complete: 3 mislabelled specimens found. What next?",
     [("Export to Issues (Recommended)", "export the findings to the issue tracker"), ("Open report", "read them here"), "Skip"]),
    # a bell-ringers' rota app: closing or re-prioritising tickets in bulk
    ("Bulk operation on 30 tickets untouched since spring:", ["Delete Multiple", ("Update Status", "mark as closed"),
                                                               ("Update Priority", "set to low"), "Cancel"]),
    ("Two duplicate reports found. Close the tickets as duplicates?", ["Close the tickets", "Leave them open"]),
])
def test_exporting_or_closing_issue_tracker_items_is_outward(tmp_path: Path, question: str, options: list[Any]) -> None:
    assert isinstance(ask(tmp_path, question, options, "/issue:discover src/**"), Abstain)


def test_a_remedy_that_creates_phases_from_issues_is_not_a_tracker_action(tmp_path: Path) -> None:
    from warden.decide.answerers.policy.hazard import tracker_actions
    assert tracker_actions("Create remediation phases: goals from the UAT issues", "3 UAT issues remain") == []
    assert tracker_actions("View Issue: detail view", "Bulk operation on 12 issues") == []
    assert tracker_actions("Update Status: mark as closed", "Bulk operation on 12 issues")


@pytest.mark.parametrize("plan, taken", [
    ("Tasks: 1 schema for recordings, 2 importer, 3 npm publish @owls/callsign (public), 4 docs.", False),
    ("Steps: 1 add the tariff table, 2 deploy the billing worker to production, 3 tests.", False),
    ("Tasks: 1 schema for recordings, 2 importer, 3 unit tests, 4 docs. All local.", True),
])
def test_approving_a_plan_approves_the_steps_it_holds(tmp_path: Path, plan: str, taken: bool) -> None:
    # an owl-call survey: the plan the question names is read, and its steps are what approving does
    out = ask(tmp_path, "Work plan docs/plans/callsign-plan.md (4 tasks). Approve the batch to enter autonomous mode?",
              ["Approve", "Revise plan"], "/recipe-implement owl call importer", files={"docs/plans/callsign-plan.md": plan})
    assert (chosen(out) == ("Approve",)) if taken else isinstance(out, Abstain)


def test_a_bare_count_names_an_option_only_with_its_unit(tmp_path: Path) -> None:
    # a marina's berth planner: "2" of a region's name or of a numbered persona is not two berths
    files = {"CLAUDE.md": "# berths\n- Backups stay in the eu-west-2 bucket.\n", "docs/personas.md": "# Personas\n1. Sailor\n2. Harbour master\n"}
    options = ["2 per pontoon", "4 per pontoon", "6 per pontoon"]
    question = "Blocking question: how many visitor berths per pontoon should the marina offer?"
    assert isinstance(ask(tmp_path / "a", question, options, "/do visitor berths", files=files), Abstain)
    files["docs/berths.md"] = "# Visitor berths\nBerths: 4 per pontoon, April to October.\n"
    assert chosen(ask(tmp_path / "b", question, options, "/do visitor berths", files=files)) == ("4 per pontoon",)


def test_whose_an_option_is_does_not_name_it(tmp_path: Path) -> None:
    # a rowing club: a sentence about the club's bar till says nothing of the club's text-message account
    files = {"CLAUDE.md": "# rowers\n- Migrations are forward-only; the boathouse DB is shared with the rowing-club's bar till.\n"}
    out = ask(tmp_path, "Which text-message provider account should the regatta reminder use?",
              ["Vonage (my account)", "The rowing-club's Sinch account", "Create a new account"], "/dev send a regatta reminder text",
              files=files)
    assert isinstance(out, Abstain)


def test_two_words_of_a_long_label_are_the_projects_topic_not_the_option(tmp_path: Path) -> None:
    # a library's loans: "books" and "water" in one sentence do not say which late returns are forgiven
    files = {"docs/prd/loans.md": "# PRD: Loans\nMembers borrow books in water-proof bags.\n"}
    out = ask(tmp_path, "What should fee waivers cover?",
              ["Book returned soaked by roof water leak", "Late return by the member", "Both"],
              "/recipe-update-doc fee waivers", files=files)
    assert isinstance(out, Abstain)


def test_a_finding_against_what_the_person_asked_for_is_theirs(tmp_path: Path) -> None:
    # a pharmacy's dosing app: the review holds a rule against the very thing the request asked for
    question = ("Review found BLOCKING issues:\n- src/labels/print.ts prints the patient name in full on the bag label"
                " (project rule: initials only)\nFix now or proceed as-is?")
    asked = "/do print the full patient name on bag labels; the courier needs it"
    assert isinstance(ask(tmp_path / "a", question, ["Fix now", "Proceed as-is"], asked), Abstain)
    # a finding about other work than the request's is remedied as before
    other = ("Review found BLOCKING issues:\n- src/stock/reorder.ts: reorder threshold is checked outside the transaction"
             "\nFix now or proceed as-is?")
    assert chosen(ask(tmp_path / "b", other, ["Fix now", "Proceed as-is"], asked)) == ("Fix now",)


@pytest.mark.parametrize("issues, taken", [
    # an allotment society's tracker: the top item is the committee's, or a credential's
    ("#44 Decide the 2027 plot rent and update the fees page (label: admin)\n#41 Export the waiting list as CSV\n", False),
    ("#44 Revoke the leaked mailing-list API key (security)\n#41 Export the waiting list as CSV\n", False),
    # the files say the top item is someone else's already: the next one is the pick
    ("#44 Plot map renders twice (assignee: @sam-r, in progress)\n#41 Export the waiting list as CSV\n", True),
])
def test_passing_over_the_top_ranked_pick_is_the_persons(tmp_path: Path, issues: str, taken: bool) -> None:
    out = ask(tmp_path, "Select a task to work on (ranked by score):",
              [("#44: Decide the 2027 plot...", "score 90"), ("#41: Export the waiting list as CSV", "feature, score 70")],
              "/next-task", files={"issues.txt": issues})
    assert (chosen(out) == ("#41: Export the waiting list as CSV",)) if taken else isinstance(out, Abstain)


def test_installing_a_missing_tool_the_project_does_not_list_is_the_persons(tmp_path: Path) -> None:
    # a choir's score checker: the linter is missing and a fallback keeps the run going
    question = "lilypond-lint not found. Install it for stricter score checks?"
    options = [("Yes, show instructions", "print install steps"), ("No, use the basic checker", "Continue with the built-in checks")]
    assert isinstance(ask(tmp_path / "a", question, options, "/check-scores"), Abstain)
    # the project lists the tool in its setup: installing it is the project's own setup
    files = {"CONTRIBUTING.md": "# Setup\n- lilypond-lint (`brew install lilypond-lint`) for score checks\n"}
    assert chosen(ask(tmp_path / "b", question, options, "/check-scores", files=files)) == ("Yes, show instructions",)


def test_a_batch_approval_that_rewrites_an_approved_document_is_the_persons(tmp_path: Path) -> None:
    # a ferry timetable: one finding's route rewrites a document the harbour board approved
    question = ("Code Review: needs changes\n  - lastSailing: Spec=22:00 Code=21:30 at src/timetable.ts:8"
                " [recommended: d — update the Spec to 21:30]\nApprove all proposed routes?")
    options = [("Approve all proposed routes", "for every finding"), "Decide per item", ("Decline all", "record reasons")]
    files = {"CLAUDE.md": "# ferry\n- Specs in docs/specs/ are approved by the harbour board.\n"}
    assert isinstance(ask(tmp_path, question, options, "/recipe-review docs/specs/timetable.md", files=files), Abstain)


# ---------------------------------------------------------------- round 10: held-out v6's different answers


@pytest.mark.parametrize("question, options, phase", [
    # a kiln scheduler and a sailing club's roster: the option's recommendation carries its own condition
    ("Run the firing in a separate test kiln profile?", [("Yes", "Recommended for larger batches"), ("No", "Use the current profile")],
     "/fire change the cone 6 hold from 10 to 12 minutes"),
    ("Open a review branch for this edit?", [("Branch", "recommended only if the roster changes more than one crew"), ("Direct", "Edit in place")],
     "/roster swap Ana and Ben on Saturday"),
    ("Stage the change behind a flag?", [("Flag it", "Recommended when several teams depend on it"), ("Ship directly", "")], "/do fix the typo in the footer"),
])
def test_a_recommendation_with_its_own_condition_does_not_mark_the_option(tmp_path: Path, question: str, options: list[Any], phase: str) -> None:
    assert chosen(ask(tmp_path, question, options, phase)) != (options[0][0],)


def test_an_unconditional_recommendation_in_a_description_still_marks_the_option(tmp_path: Path) -> None:
    from warden.askuser.model import Option as Opt
    from warden.decide.answerers.policy.structure import roles
    assert "recommended" in roles(Opt(label="Yes", description="Recommended: keeps main clean"))
    assert "recommended" not in roles(Opt(label="Yes", description="Recommended for larger changes"))
    assert "recommended" not in roles(Opt(label="Yes", description="recommended if the suite is slow"))


@pytest.mark.parametrize("files, taken", [
    # a bell-ringers' tower: the listing restricts the mailing tool to another use
    ({"CLAUDE.md": "# Tower site\n\n- Services: Stripe, Twilio, Mailgun (practice-night reminders only).\n"}, ("Stripe", "Twilio")),
    # the same restriction naming the use the option asks about keeps it
    ({"CLAUDE.md": "# Tower site\n\n- Services: Stripe, Twilio, Mailgun (booking receipts only).\n"}, ("Stripe", "Twilio", "Mailgun")),
])
def test_a_listed_item_restricted_to_another_use_is_not_taken(tmp_path: Path, files: dict[str, str], taken: tuple[str, ...]) -> None:
    out = ask(tmp_path, "Which services does the booking flow integrate with?",
              [("Stripe", "taking the fee"), ("Twilio", "text confirmation"), ("Mailgun", "emailing booking receipts"), "None"],
              "/product-requirements peal booking for the tower", multi=True, files=files)
    assert chosen(out) == taken


@pytest.mark.parametrize("output, held", [
    ("survey check: 31 passed, 0 failed\n", True),
    ("survey check: 29 passed, 2 failed\nFAILED owls::dusk_window\n", False),
])
def test_acting_on_problems_found_after_a_run_that_found_none_is_not_what_the_files_speak_for(
        tmp_path: Path, output: str, held: bool) -> None:
    # an owl-call survey: CLAUDE.md says where tickets are kept, which is no wish to file one
    files = {"CLAUDE.md": "# owlcount\n\n- `tracker/` holds the survey's tickets; it is committed.\n", "check-output.txt": output}
    out = ask(tmp_path, "Survey checks finished. What next?",
              [("Tickets", "Record the problems found as tickets"), ("More checks", "Extend the checks"), ("Done", "Nothing further")],
              "/survey:check dusk transects", files=files)
    if held:
        assert chosen(out) != ("Tickets",)
    else:
        assert isinstance(out, Abstain) or chosen(out) == ("Tickets",)


@pytest.mark.parametrize("phase, held", [
    # a herbarium's digitisation scan: the request says what the scan is for
    ("/scan:discover specimens/** before the accreditation audit next month", True),
    ("/scan:discover specimens/** ahead of the hand-over to the county", True),
    ("/scan:discover specimens/**", False),
])
def test_a_request_stating_its_purpose_holds_the_workflows_default(tmp_path: Path, phase: str, held: bool) -> None:
    out = ask(tmp_path, "Select the primary scan focus:",
              [("Quick scan", "potential bugs and test gaps (Recommended)"), ("Audit", "access control and data exposure"),
               ("Long-term health", "coupling and conventions")], phase)
    assert (chosen(out) != ("Quick scan",)) if held else chosen(out) == ("Quick scan",)


# ---------------------------------------------------------------- round 11: what a report states, and what the affirmative does

_STEPS = [("Approve", "proceed to the next step (make the specs pass)"), ("Request changes", "tell me what to adjust"), ("Pause", "save progress and stop here")]


@pytest.mark.parametrize("report, taken", [
    # a beekeepers' hive-weight tracker, test-first: failing specs are what the step was to produce
    ("Failing-spec step complete. All 9 specs are failing as expected.\n\nVerification: 9/9 fail on their assertions.", True),
    # a failure of another kind than the one the step expects is still a problem
    ("Failing-spec step complete. All 9 specs are failing as expected.\n\nVerification: 9/9 fail (load failure: "
     "syntax error in spec/hive_spec.rb).", False),
    # a failure the report does not call expected is a failure
    ("Spec run complete. 9/9 specs fail.", False),
])
def test_a_failure_the_report_calls_the_steps_expected_state_is_no_problem(tmp_path: Path, report: str, taken: bool) -> None:
    out = ask(tmp_path, report + "\n\n1. Approve — proceed to the next step (make the specs pass)\n2. Request changes — adjust"
              " specs first\n3. Pause — save progress and stop here", _STEPS, "/tdd:cycle hive weight alerts")
    assert chosen(out) == (("Approve",) if taken else None)


@pytest.mark.parametrize("report, taken", [
    # a bookbinding workshop's order system: the design's parts are named after what they handle
    ("Design complete. Key components: order table, damaged-spine exceptions list, error log page.", True),
    ("Design complete. Scenarios covered: exact reorder, missing cover cloth, late delivery.", True),
    # a condition the work reacts to is a case of the design, not a fact about the work
    ("Design complete. When a spine order exceeds the stock level, the bindery screen shows a banner.", True),
    # the same words stated as what the report found
    ("Design review complete. The order table is missing its foreign key and the error log page crashes.", False),
    # the affirmative goes on to what is the person's: whatever the report names, never taken
    ("Design complete. Key components: order table, damaged-spine exceptions list. Approving deploys it to the shop's server.", False),
])
def test_a_problem_word_naming_what_the_design_handles_reports_no_problem(tmp_path: Path, report: str, taken: bool) -> None:
    out = ask(tmp_path, report + "\n\n1. Approve — proceed to implementation\n2. Request changes — tell me what to adjust"
              "\n3. Pause — stop here",
              [("Approve", "proceed to implementation"), ("Request changes", "tell me what to adjust"), ("Pause", "stop here")],
              "/feature-dev spine reorders")
    assert chosen(out) == (("Approve",) if taken else None)


@pytest.mark.parametrize("fields, taken", [
    # a choir's rota tool: a report's problem field valued none denies it
    ("Tests: 5 new, all passing. Breaking changes: none. Blockers: none.", True),
    ("Tests: 5 new, all passing. Breaking changes: the rota export drops the legacy voice column.", False),
])
def test_a_problem_field_valued_none_reports_no_problem(tmp_path: Path, fields: str, taken: bool) -> None:
    out = ask(tmp_path, f"Fix implementation complete.\n\n{fields}\n\nApprove and proceed to verification?",
              [("Approve", "proceed to verification"), ("Request changes", "tell me what to adjust")],
              "/smart-fix rota shows altos twice")
    assert chosen(out) == (("Approve",) if taken else None)


_OUTLINE = "- [ ] 1.0 Chapter outline\n- [ ] 2.0 Scene list\n- [ ] 3.0 Character sheets\n"


@pytest.mark.parametrize("question, files, taken", [
    # a novelist's drafting workflow, outside any known phase: the reply the question names for going on is its yes,
    # and going on writes the project's own task list
    (_OUTLINE + "\nI have generated the top-level tasks. Ready to generate the sub-tasks? Reply with 'Next' to proceed.",
     {}, True),
    # an item the project's files place out of the work: approving the list would approve it
    (_OUTLINE + "- [ ] 4.0 Audiobook narration script\n\nI have generated the top-level tasks. Ready to generate the sub-tasks? "
     "Reply with 'Next' to proceed.", {"docs/brief.md": "# Brief\n\n## Non-goals\n- Audiobook or narration scripts\n"}, False),
    # the same reply going on to something outward stays the person's
    (_OUTLINE + "\nI have generated the top-level tasks. Ready to email them to your editor? Reply with 'Next' to proceed.",
     {}, False),
])
def test_the_reply_a_question_names_for_going_on_is_its_yes(tmp_path: Path, question: str, files: dict[str, str],
                                                             taken: bool) -> None:
    out = ask(tmp_path, question, ["Next", "Adjust the tasks"], files=files)
    assert chosen(out) == (("Next",) if taken else None)


@pytest.mark.parametrize("phase, taken", [
    # a lighthouse-museum's archive tool: the request says it is limited, and names which categories the work is
    ("/archive:tidy old scans only", ("Scans",)),
    ("/archive:tidy just the transcripts", ("Transcripts",)),
    # a request that names no limit leaves the choice to the files (here: nothing settles it)
    ("/archive:tidy old scans", None),
])
def test_a_request_that_limits_itself_names_the_options_it_takes(tmp_path: Path, phase: str, taken: tuple[str, ...] | None) -> None:
    out = ask(tmp_path, "Which categories should be tidied?",
              [("Scans", "12 duplicate scan folders"), ("Transcripts", "4 transcripts with stray markup"), ("Catalogue", "3 drifted index cards")],
              phase, multi=True)
    assert chosen(out) == taken


def test_a_request_limiting_itself_does_not_take_what_is_the_persons(tmp_path: Path) -> None:
    # the same limit over options that delete the person's work: the hazard comes first
    out = ask(tmp_path, "Which categories should be permanently deleted?",
              [("Scans", "delete 12 scan folders"), ("Transcripts", "delete 4 transcripts"), ("Catalogue", "delete 3 index cards")],
              "/archive:tidy old scans only", multi=True)
    assert isinstance(out, Abstain)


@pytest.mark.parametrize("phase, question, taken", [
    # a tram depot's fault log: the problem the request names is the work's subject, not a new report
    ("/fault-response pantograph icing failures", "Found an in-progress fault response session:\nFault: pantograph icing failures\n"
     "Current step: 3\n\n1. Resume from where we left off\n2. Start fresh (archives existing session)", True),
    # a problem the question reports beside the request's words is still a report
    ("/fault-response pantograph icing failures", "Found an in-progress fault response session:\nFault: pantograph icing failures\n"
     "The saved timeline is corrupted.\n\n1. Resume from where we left off\n2. Start fresh (archives existing session)", False),
])
def test_a_problem_the_request_names_is_the_works_subject(tmp_path: Path, phase: str, question: str, taken: bool) -> None:
    out = ask(tmp_path, question, ["Resume from where we left off", "Start fresh (archives existing session)"], phase)
    assert (chosen(out) == ("Resume from where we left off",)) if taken else chosen(out) != ("Resume from where we left off",)


_SETUP = {"CLAUDE.md": "# tidewatch\n\nDjango 5 on Postgres 16; migrations with Alembic-free Django migrations (not South).\n"
                       "- Heights in centimetres everywhere.\n- Celery for the nightly gauge import.\n"}


@pytest.mark.parametrize("question, files, taken", [
    # a tide-gauge archive: facts stated and asked to be corrected, each of which the files confirm
    ("Based on the codebase, I'm assuming:\n- Django 5 on Postgres 16\n- heights stored in centimetres\n- Celery runs the nightly "
     "gauge import\nAny corrections?", _SETUP, ("All correct",)),
    # asked whether they still hold, one of them written "X, not Y": a file ruling Y out agrees
    ("Quick check: are these assumptions still valid?\n- Django 5 on Postgres 16\n- Django migrations, not South\n"
     "- heights in centimetres", _SETUP, ("All correct",)),
    # a later record adopting what the claim rules out contradicts it
    ("Quick check: are these assumptions still valid?\n- Django 5 on Postgres 16\n- Django migrations, not South\n"
     "- heights in centimetres", {**_SETUP, "docs/adr/0009-south.md": "# ADR 0009 Move to South\nStatus: accepted. Supersedes ADR 2.\n"},
     None),
    # a fact the files contradict: correcting it needs the person's words
    ("Based on the codebase, I'm assuming:\n- Django 5 on MySQL 8\n- heights stored in centimetres\nAny corrections?", _SETUP, None),
])
def test_stated_facts_asked_to_be_corrected_take_the_option_affirming_them_all(
        tmp_path: Path, question: str, files: dict[str, str], taken: tuple[str, ...] | None) -> None:
    out = ask(tmp_path, question, ["All correct", "I'd like to correct one", "Let me explain..."], "/survey:assumptions", files=files)
    assert chosen(out) == taken


# ---------------------------------------------------------------- round 12: what held-out v7 showed


_GREENHOUSE = {"CLAUDE.md": "# glasshouse\n\nRust controller for the botanic garden's tropical house.\n"
                            "- Misting intervals are set by the head gardener (docs/misting.md); code never changes them.\n"}


@pytest.mark.parametrize("question, files, taken", [
    # a botanic garden's controller: the fix changes what the files reserve for a named person
    ("Root cause: the orchid bay dries out between mistings on hot afternoons.\nProposed fix: shorten the misting interval "
     "to 8 minutes for the orchid bay.", _GREENHOUSE, None),
    # the twin: a fix to something the files reserve nothing about goes on as the phase intends
    ("Root cause: the humidity sensor's reading is parsed as an integer.\nProposed fix: parse the sensor reading as a float.",
     _GREENHOUSE, ("Apply fix",)),
    # a place a value lives is not a person who owns it
    ("Root cause: the orchid bay dries out between mistings.\nProposed fix: read the misting interval from the new key.",
     {"CLAUDE.md": "# glasshouse\n\n- Misting intervals are set by environment variables only (see .env.example).\n"}, ("Apply fix",)),
])
def test_a_change_the_files_reserve_for_a_named_person_is_theirs(
        tmp_path: Path, question: str, files: dict[str, str], taken: tuple[str, ...] | None) -> None:
    out = ask(tmp_path, question, ["Apply fix", "Modify approach", "Skip"], "/fix:debug orchid bay too dry", files=files)
    assert chosen(out) == taken


@pytest.mark.parametrize("rules, taken", [
    # a bell-ringers' rota: the files give the same figure for something else (a reply window), not the option's measure
    ("# Tower rules\n- Freed slots are offered in order; a ringer has 3 days to accept.\n", False),
    # the twin: the files give the figure for what the option measures
    ("# Tower rules\n- Freed slots are refilled within 3 days.\n", True),
])
def test_a_file_restating_a_figure_for_something_else_does_not_speak_for_an_option(
        tmp_path: Path, rules: str, taken: bool) -> None:
    out = ask(tmp_path, "How will you know the rota works?",
              ["Freed slots refilled within 3 days", "Fewer missed peals", "No empty practice nights"],
              "/rota:start freed-slot waitlist", files={"docs/tower-rules.md": rules})
    assert (chosen(out) == ("Freed slots refilled within 3 days",)) if taken else isinstance(out, Abstain)


def _headed(tmp_path: Path, header: str, question: str, options: list[str], phase: str | None,
            files: dict[str, str] | None = None) -> Decision | Abstain:
    for rel, text in (files or {}).items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text, encoding="utf-8")
    questions = [{"question": question, "header": header, "multiSelect": False,
                  "options": [{"label": o, "description": ""} for o in options]}]
    ctx = Context(call=Call.from_questions(questions), tool_input={"questions": questions}, deadline=time.monotonic() + 5,
                  cwd=str(tmp_path), phase=phase)
    return PolicyAnswerer().decide(ctx)


_HERBARIUM = "I've prepared the lint plan with 4 rule packs (including the herbarium's own). Target: ./ (python). Run the lint now?"


@pytest.mark.parametrize("header, files, taken", [
    # a herbarium's catalogue: a question headed as the approval is the gate the workflow keeps for the person,
    # even though linting only reads
    ("Approval", None, None),
    # an approval the files record in advance for this kind of run is the person's word already given
    ("Approval", {"docs/lint-approved.md": "# Pre-approved (Ines, 2026-10-01)\nAny lint of ./ with the herbarium rule packs is approved.\n"},
     ("Yes, run lint",)),
    # the twin: the same question headed by its topic is a go-ahead for reading work
    ("Lint", None, ("Yes, run lint",)),
])
def test_a_question_headed_as_the_approval_is_the_persons_gate(
        tmp_path: Path, header: str, files: dict[str, str] | None, taken: tuple[str, ...] | None) -> None:
    out = _headed(tmp_path, header, _HERBARIUM, ["Yes, run lint", "Modify rule packs first"], "/lint:run", files)
    assert chosen(out) == taken


_PRIORITY = ["Balanced (Recommended)", "Fast track with shortcuts", "Quality first"]


@pytest.mark.parametrize("files, taken", [
    # an owl-call survey app: a trade of quality for a deadline is a risk the person accepts, whatever the default
    ({"CLAUDE.md": "# hootmap\n\n- The survey season opens 1 March.\n"}, None),
    # the project states its priority: the option naming that side alone
    ({"CLAUDE.md": "# hootmap\n\n- Quality over speed: every change ships with tests.\n"}, ("Quality first",)),
    ({"CLAUDE.md": "# hootmap\n\n- Speed over quality until the pilot: we rewrite after March.\n"}, ("Fast track with shortcuts",)),
])
def test_a_trade_of_quality_for_time_is_the_persons_unless_the_files_state_the_priority(
        tmp_path: Path, files: dict[str, str], taken: tuple[str, ...] | None) -> None:
    out = ask(tmp_path, "How should the tasks be executed? The season opens soon.", _PRIORITY, "/survey:tasks", files=files)
    assert chosen(out) == taken


def test_how_deep_to_plan_is_no_trade_of_quality(tmp_path: Path) -> None:
    # the twin: planning depth ("Thorough coverage") names how much, not what may be cut; the default stands
    out = ask(tmp_path, "How thorough should planning be?",
              [("Quick (Recommended)", "Ship fast (3-5 phases)"), ("Standard", "Balanced scope and speed"),
               ("Comprehensive", "Thorough coverage (8-12 phases)")], "/survey:new-project --auto")
    assert chosen(out) == ("Quick (Recommended)",)


_MODES = [("Check everything (Recommended)", "All rule packs, every severity"),
          ("Accessibility only", "Accessibility problems only, no styling nits")]


@pytest.mark.parametrize("phase, taken", [
    # a lighthouse museum's website: the request limits the work, and one option says it is limited to just that
    ("/site:audit accessibility problems only, the styling is fine", ("Accessibility only",)),
    # the twin: a request that names no limit keeps the workflow's default
    ("/site:audit", ("Check everything (Recommended)",)),
])
def test_a_request_limited_to_what_one_option_is_limited_to_takes_it(
        tmp_path: Path, phase: str, taken: tuple[str, ...]) -> None:
    out = ask(tmp_path, "Which audit mode should be used?", _MODES, phase)
    assert chosen(out) == taken


_STAGES = ["Start with Research (recommended)", ("Start with Drafting", "skip to the chapter outline"),
           ("Start with Editing", "skip to line edits (requires a draft)")]


@pytest.mark.parametrize("phase, taken", [
    # a novelist's drafts: the request names the step one option goes to, over the workflow's default
    ("/book:start chapter 9 — research is done in notes/ch9.md, go straight to the chapter outline", ("Start with Drafting",)),
    # the twin: a request naming no step keeps the default
    ("/book:start chapter 9", ("Start with Research (recommended)",)),
])
def test_a_request_naming_the_step_one_option_goes_to_takes_it(
        tmp_path: Path, phase: str, taken: tuple[str, ...]) -> None:
    out = ask(tmp_path, "No outline found for this chapter. Where should we start? (research stage first)", _STAGES, phase)
    assert chosen(out) == taken


_STAGE_OPTIONS = ["Continue to next stage", "Review output", "Pause", "Address issues"]


@pytest.mark.parametrize("phase, question, taken", [
    # a tram depot's timetable import: the request says where to stop, and the question reports reaching it
    ("/depot:implement 12 — stop after stage 3, I'll check the timetables first",
     "Stage 3 of 5 (night routes) validated: 40 tests pass, no drift. How to proceed?", ("Pause",)),
    # the twin: the stage named is what comes next, not what is reached
    ("/depot:implement 12 — stop after stage 3, I'll check the timetables first",
     "Stage 2 of 5 (day routes) validated: 31 tests pass. Stage 3 is next. How to proceed?", None),
])
def test_the_request_says_where_to_stop_and_the_question_reaches_it(
        tmp_path: Path, phase: str, question: str, taken: tuple[str, ...] | None) -> None:
    out = ask(tmp_path, question, _STAGE_OPTIONS, phase)
    assert chosen(out) == taken if taken else chosen(out) != ("Pause",)


@pytest.mark.parametrize("question, reports", [
    # "no drift" denies the problem it names, as "no conflicts" does; a drift stated is a report
    ("Stage 3 of 5 validated: 40 tests pass, no drift.", False),
    ("Stage 3 of 5 validated: 40 tests pass, drift in the night-route fares.", True),
])
def test_a_problem_word_denied_with_no_is_no_report(question: str, reports: bool) -> None:
    from warden.decide.answerers.policy import concerns

    assert bool(concerns.reported(question)) is reports


@pytest.mark.parametrize("question, taken", [
    # a choir's rota app: the question says a check was not run, and one option runs it before the commit
    ("Refactor complete. Ran tests/rota only: 18 passed. The full suite was not run. What next?", ("Run full test suite",)),
    # the twin: everything ran; nothing is owed before the commit (a file about committing is no reason to run more)
    ("Refactor complete. Ran the full suite: 240 passed. What next?", None),
])
def test_a_check_the_question_says_was_not_run_comes_first(
        tmp_path: Path, question: str, taken: tuple[str, ...] | None) -> None:
    out = ask(tmp_path, question, ["Commit changes", "Run full test suite", "Done"], "/rota:refactor views.py")
    assert chosen(out) == taken if taken else chosen(out) != ("Run full test suite",)


_HARBOUR = {"docs/specs/009-moorings/requirements.md": "# Moorings\nAC-4 Fee waived when the harbour closes the slipway.\n"
                                                        "## Open questions\n- Fee waiver when the harbour closes for storms: "
                                                        "awaiting the harbour board.\n"}


@pytest.mark.parametrize("files, taken", [
    # a harbour's moorings: the gap reported is what the files record as waiting on the board's decision
    (_HARBOUR, ("Defer",)),
    # the twin: no open question on it, the remedy stands
    ({"docs/specs/009-moorings/requirements.md": "# Moorings\nAC-4 Fee waived when the harbour closes the slipway.\n"},
     ("Update impl",)),
])
def test_a_gap_the_files_record_as_waiting_on_someone_is_deferred(
        tmp_path: Path, files: dict[str, str], taken: tuple[str, ...]) -> None:
    out = ask(tmp_path, "Drift detected (Missing): AC-4 (fee waiver when the harbour closes) is not implemented.",
              ["Acknowledge", "Update impl", "Update spec", "Defer"], "/moor:implement 009", files=files)
    assert chosen(out) == taken


# ---------------------------------------------------------------- the option the request names


@pytest.mark.parametrize("phase, question, options, taken", [
    # a bakery's order board: the request says which orders
    ("/orders:sweep wholesale", "Which orders should the sweep cover?", ["Every order", "Wholesale", "Walk-in"], ("Wholesale",)),
    # a museum's catalogue tool: the request names the wing to index
    ("/catalogue:index textiles gallery", "Where should indexing start?",
     [("Ceramics wing", ""), ("Textiles gallery", ""), ("Whole building", "")], ("Textiles gallery",)),
    # an allotment society's records: the request names the kind of entry
    ("/plots:note pest: slugs on the brassicas after rain", "What kind of note is this?",
     [("Pest", "what attacked which crop"), ("Harvest", "what was picked"), ("Repair", "fences, sheds, taps")], ("Pest",)),
    # twins that must stay as they are: the request excludes what it names
    ("/orders:sweep everything except wholesale", "Which orders should the sweep cover?", ["Every order", "Wholesale", "Walk-in"], None),
    ("/orders:sweep walk-in, I'll do wholesale myself", "Which orders should the sweep cover?", ["Wholesale", "Everything else"], None),
    # a word of the request naming the work's topic names no option whole: who the work is for is the person's
    ("/rota:feature bell tower practice swaps", "Who will use the swaps?", ["Tower captain", "Visiting ringers", "Learners"], None),
    ("/kiln:issue release unclaimed firing slots", "Release an unclaimed slot after a day, or hold it?",
     ["Auto-release after 24h", "Hold until cancelled"], None),
    # a word two options hold names neither; a word the question itself uses is its topic, not a choice
    ("/catalogue:index wing", "Where should indexing start?", ["Ceramics wing", "Textiles wing"], None),
    ("/plots:note rota", "Change the watering rota now?", ["Change the rota", "Leave it"], None),
    # the option the request names goes on: the go-ahead's own rules decide that, not the request
    ("/orders:sweep archive", "Ready to archive 40 old orders?", ["Archive them", "Not now"], None),
    # the option the request names acts outward: the person's
    ("/newsletter:draft subscribers", "What should happen to the draft?",
     [("Email the subscribers", "sends it to 2,000 people"), ("Save the draft", "")], None),
    # round 30: the person named the option, so a place outside the project that another option or the question
    # names does not hold it back: a bakery's recipe trials, where adopting puts the loaf on the shop's menu
    ("/trials:review shelve it, the crumb never rose", "How would you like to proceed?",
     [("Adopt", "ready for the production menu"), ("Retry", "bake another batch"), ("Shelve", "keep the notes as a failed trial")],
     ("Shelve",)),
    # a version bump the request names, in a question about "this release"; the bump itself only edits the project
    ("/release patch", "Which version bump should this release apply? (current 0.2.3)",
     [("patch", "0.2.3 -> 0.2.4"), ("minor", "0.2.3 -> 0.3.0"), ("major", "0.2.3 -> 1.0.0")], ("patch",)),
    # a clause that leaves something out names nothing; the request's other clause still names its option
    ("/orders:sweep wholesale, not walk-in", "Which orders should the sweep cover?", ["Every order", "Wholesale", "Walk-in"],
     ("Wholesale",)),
    ("/orders:sweep wholesale but not walk-in", "Which orders should the sweep cover?", ["Every order", "Wholesale", "Walk-in"], None),
    # a name the request spells out is the person's own choice of name
    ("/git:branch fix the rounding bug", "Which branch name?", ["fix/rounding-bug", "bugfix/rounding"], ("fix/rounding-bug",)),
    # twins that must stay as they are: the named option itself lands outside the project
    ("/trials:review adopt it", "How would you like to proceed?",
     [("Adopt", "ready for the production menu"), ("Retry", "bake another batch"), ("Shelve", "keep the notes as a failed trial")],
     None),
    # a bump the request does not name stays the person's
    ("/release", "Which version bump should this release apply? (current 0.2.3)",
     [("patch", "0.2.3 -> 0.2.4"), ("minor", "0.2.3 -> 0.3.0"), ("major", "0.2.3 -> 1.0.0")], None),
    # the request limits itself: what it leaves out names nothing
    ("/release anything but major", "Which version bump should this release apply? (current 0.2.3)",
     [("patch", "0.2.3 -> 0.2.4"), ("minor", "0.2.3 -> 0.3.0"), ("major", "0.2.3 -> 1.0.0")], None),
])
def test_the_option_the_request_names_is_taken_only_where_nothing_else_speaks(
        tmp_path: Path, phase: str, question: str, options: list[Any], taken: tuple[str, ...] | None) -> None:
    assert chosen(ask(tmp_path, question, options, phase)) == taken


# ---------------------------------------------------------------- an option a file approves for a kind of work

_PRESS_PROOFING = [("Same-day proofing", "checked at the desk"), ("Overnight proofing", "left to dry, checked in the morning")]


@pytest.mark.parametrize("line, phase, options, taken", [
    # a print shop: the file approves one option for jobs in metallic inks, and the request is such a job
    ("- Overnight proofing is approved for jobs that use metallic inks.", "/press:prepare wedding invitations in metallic inks",
     _PRESS_PROOFING, ("Overnight proofing",)),
    # twins that must stay as they are: the request is not that kind of work
    ("- Overnight proofing is approved for jobs that use metallic inks.", "/press:prepare wedding invitations in matte inks",
     _PRESS_PROOFING, None),
    # the condition carves something out
    ("- Overnight proofing is approved for metallic inks, except rush orders.", "/press:prepare wedding invitations in metallic inks",
     _PRESS_PROOFING, None),
    # the option approved acts outward: the person's, whatever the file approves
    ("- Emailing proofs to the client is approved for jobs that use metallic inks.",
     "/press:prepare wedding invitations in metallic inks",
     [("Email proofs to the client", "sends them to the client's address"), ("Keep proofs in-house", "")], None),
])
def test_an_option_a_file_approves_for_the_kind_of_work_the_request_is_is_taken(
        tmp_path: Path, line: str, phase: str, options: list[Any], taken: tuple[str, ...] | None) -> None:
    out = ask(tmp_path, "How should proofing run for this job?", options, phase, files={"CLAUDE.md": f"# Press\n{line}\n"})
    assert chosen(out) == taken


# ---------------------------------------------------------------- handing over the person's approval


@pytest.mark.parametrize("question, options, phase", [
    # a CI wizard: the bot merging without review changes who says yes
    ("One more setting: let the dependency bot auto-approve its own pull requests without asking a reviewer. Turn it on?",
     ["Turn it on (recommended)", "Leave it off"], "/ci:setup"),
    # an editor assistant: a rule engine accepting edits instead of prompting the person
    ("I suggest a new mode in which a rules engine accepts file edits instead of prompting you for each one. Enable it?",
     ["Enable (recommended)", "Keep prompting me"], None),
])
def test_handing_the_persons_approval_to_something_else_is_the_persons(
        tmp_path: Path, question: str, options: list[Any], phase: str | None) -> None:
    assert isinstance(ask(tmp_path, question, options, phase), Abstain)


def test_doing_work_without_asking_again_grants_nothing(tmp_path: Path) -> None:
    # the twin: the assistant does project work without asking again; nobody's approval moves
    out = ask(tmp_path, "Lint found 12 style issues. Apply all the fixes in one pass instead of prompting per file?",
              ["Apply all (recommended)", "One at a time"], EXECUTE)
    assert chosen(out) == ("Apply all (recommended)",)


# ---------------------------------------------------------------- round 15: what dev-v8 showed


_PROOF_Q = "How should the draft be proofread? Multi-model options use the assistant plus available external reviewer models."
_PROOF_OPTIONS = [("Standard proofread", "assistant-only reading (no external model costs)"),
                  ("Multi-model panel", "Available external reviewer models each read the draft; the assistant merges the notes "
                                        "(recommended for contracts)")]


@pytest.mark.parametrize("line, taken", [
    # a law office's proofreading tool: spending on outside models is reserved for a named person
    ("Extra reviewer-model spend needs Priya's OK.", None),
    ("Outside reviewer models require approval from the office manager.", None),
    # the twin: the files say where the models are listed, not whose spend it is
    ("Reviewer models are listed in models.toml.", ("Multi-model panel",)),
])
def test_spend_the_files_reserve_for_a_named_person_is_theirs(tmp_path: Path, line: str, taken: tuple[str, ...] | None) -> None:
    out = ask(tmp_path, _PROOF_Q, _PROOF_OPTIONS, "/legal:proof the lease draft", files={"docs/costs.md": f"# Costs\n{line}\n"})
    assert chosen(out) == taken


@pytest.mark.parametrize("question, taken", [
    # a photo archive: the question itself warns that going on may overwrite what the project holds
    ("Note: restoring into that existing project will overwrite photos it already holds so it mirrors this archive; shots that "
     "aren't from the archive could be lost. Continue, or create a fresh project instead?", None),
    ("Restoring into that project may wipe its albums first. Continue into Spring Catalogue, or create a fresh project?", None),
    # the twin: the same choice with no warning follows the files
    ("Restore into that existing project, or create a fresh project instead?", ("Continue into Spring Catalogue",)),
])
def test_going_on_where_the_question_warns_it_may_lose_things_is_the_persons(
        tmp_path: Path, question: str, taken: tuple[str, ...] | None) -> None:
    files = {"docs/design.md": "# Design\nArchives are restored into the 'Spring Catalogue' photo project, which also holds the"
                               " studio's own retouched shots.\n"}
    out = ask(tmp_path, question, ["Continue into Spring Catalogue", "Create a fresh project"],
              "/photo-restore into our existing 'Spring Catalogue' project", files=files)
    assert chosen(out) == taken


@pytest.mark.parametrize("question, taken", [
    # a spreadsheet macro recorder: the person's own rules are asked for; what the session did is not one
    ("Are there hard constraints for this macro — things that must or must not happen?", None),
    ("Any firm rules for this macro: what must never happen when it runs?", None),
    # the twin: which steps the macro holds is what the session did, and the notes say it
    ("Which steps should the macro include?", ("Export the quarterly ledger", "Round the totals to cents")),
])
def test_the_persons_own_rules_are_theirs_whatever_the_session_did(
        tmp_path: Path, question: str, taken: tuple[str, ...] | None) -> None:
    files = {"NOTES.md": "This session: exported the quarterly ledger, rounded the totals to cents, printed the summary.\n"}
    out = ask(tmp_path, question, ["Export the quarterly ledger", "Round the totals to cents", "Archive last year's ledgers"],
              "/macro:record", files=files, multi=True)
    assert chosen(out) == taken


@pytest.mark.parametrize("log, taken", [
    # a tide predictor: the branch is pushed under review, so rebuilding its commits is a force-push over shared history
    ("(branch tide-window, pushed to upstream; merge request !41 open with notes from Ana on these commits)\n", None),
    ("(branch tide-window, pull request 52 is open)\n", None),
    # the twin: a branch only this machine has is the person's to rebuild, as the command asks
    ("(branch tide-window, local only)\n", ("Go ahead",)),
])
def test_rewriting_commits_the_files_say_are_shared_is_the_persons(tmp_path: Path, log: str, taken: tuple[str, ...] | None) -> None:
    question = "Rebuild plan: 3 commits into 1, checks: cargo test\n1. feat(tides): predict the spring tide window — tides.rs\nGo ahead?"
    out = ask(tmp_path, question, ["Go ahead", "Change the plan"], "/rebuild", files={"git-log.txt": "a1 wip\nb2 wip\nc3 tides\n" + log})
    assert chosen(out) == taken


@pytest.mark.parametrize("line, taken", [
    # thermostat firmware: what the report leaves unverified only a person with the real device can check
    ("- Display behaviour must be verified on a real thermostat (Oskar keeps one in the lab).\n", None),
    ("- Display timings can only be checked by Oskar on the hallway unit.\n", None),
    # the twin: nothing says a person must check it, so the workflow's remedy stands
    ("- Display behaviour is covered by the simulator suite.\n", ("Fix gaps",)),
])
def test_what_only_a_person_can_verify_is_not_settled_by_a_fix_or_an_override(
        tmp_path: Path, line: str, taken: tuple[str, ...] | None) -> None:
    question = "Acceptance: PARTIAL — 2/3 pass; UNVERIFIED: the display dims after 30 s on the hallway unit. What next?"
    options = [("Fix gaps", "spawn a fix agent with the open criteria as scope, re-run"), ("Accept anyway (override)", "note it, proceed"),
               ("Re-run after manual fixes", "wait for user signal")]
    out = ask(tmp_path, question, options, "/acceptance TH-12", files={"CLAUDE.md": "# hearth\nThermostat firmware in Rust.\n" + line})
    assert chosen(out) == taken


@pytest.mark.parametrize("question, line, taken", [
    # a club newsletter: a deadline for new work is not the date the files give for other work (the print run)
    ("Timeline: what's the deadline for this?", "Friday's print run: 09:00, proofs close Thursday.", None),
    ("Is there a date this must ship by?", "Friday's print run: 09:00, proofs close Thursday.", None),
    # the twin: the files give the date for this very work
    ("Timeline: what's the deadline for this?", "The members' archive goes out with Friday's print run.", ("Friday's print run",)),
])
def test_a_deadline_for_new_work_is_not_a_date_the_files_give_for_other_work(
        tmp_path: Path, question: str, line: str, taken: tuple[str, ...] | None) -> None:
    out = ask(tmp_path, question, ["Friday's print run", "End of month", "No fixed date"], "/brainstorm a searchable members' archive",
              files={"docs/print.md": f"# Print\n{line}\n"})
    assert chosen(out) == taken


@pytest.mark.parametrize("phase, taken", [
    # a literature search: the request asks for a manner ("be thorough") that only another option's description holds
    ("/lit:research moss growth on north-facing roofs for the council's report, be thorough", None),
    # the twin: a request that asks for no manner leaves the workflow's recommendation standing
    ("/lit:research moss growth on north-facing roofs for the council's report", ("Standard (3 min)",)),
])
def test_a_manner_the_request_asks_for_stands_against_the_recommended_default(
        tmp_path: Path, phase: str, taken: tuple[str, ...] | None) -> None:
    options = [("Quick (1 min)", "one agent, a fast scan"), ("Standard (3 min)", "three agents, balanced coverage (recommended)"),
               ("Deep (8 min)", "six agents, thorough analysis with web search")]
    assert chosen(ask(tmp_path, "How far should the research go?", options, phase)) == taken


# ---------------------------------------------------------------- round 15: what the review showed


_COURIER = [("Express courier run (Recommended)", "books three paid couriers"), ("Standard post", "one free pickup")]


@pytest.mark.parametrize("line, taken", [
    # a bakery's ordering tool: a changelog or a tip naming the option is not the reserving person's approval
    ("Changelog: added express courier run booking.", None),
    ("Tip: the express courier run gets flour in sooner.", None),
    # advice in the imperative names no one who decided
    ("Tip: always use the express courier run when flour runs low.", None),
    ("- Always pick the express courier run before holidays.", None),
    # a tip is advice even where it names the holder: it is not their approval
    ("Pro tip: Tomas likes the express courier run.", None),
    ("Hint: Tomas books the express courier run for spring orders.", None),
    # the twins: a line naming the person, or stating the decision itself, lifts the reservation
    ("Tomas approved the express courier run for spring orders.", ("Express courier run (Recommended)",)),
    ("The bakery always uses the express courier run for flour.", ("Express courier run (Recommended)",)),
])
def test_only_the_reserving_persons_approval_or_a_stated_decision_lifts_a_spend_reservation(
        tmp_path: Path, line: str, taken: tuple[str, ...] | None) -> None:
    files = {"docs/costs.md": "Extra courier spend needs Tomas's OK.\n", "README.md": f"{line}\n"}
    assert chosen(ask(tmp_path, "How should the flour order be delivered?", _COURIER, "/bakery:order", files=files)) == taken


def test_a_mention_of_the_option_still_speaks_for_it_where_nothing_is_reserved(tmp_path: Path) -> None:
    out = ask(tmp_path, "How should the flour order be delivered?", _COURIER, "/bakery:order",
              files={"README.md": "Changelog: added express courier run booking.\n"})
    assert chosen(out) == ("Express courier run (Recommended)",)


_GARDEN_Q = "I found existing garden plans:\n- beds.md: exists\n- map.md: missing\n\nWould you like to:"
_GARDEN = ["Start over (rebuild all)", ("Update specific files", "gentle, file by file"), "Cancel"]


@pytest.mark.parametrize("phase, taken", [
    # an allotment's planting docs: the request names what another option does ("rebuild"); a manner it also asks
    # for ("be gentle") that lands on the chosen option's description does not undo that
    ("/garden-docs we moved the raised beds; rebuild the planting map, be gentle", None),
    ("/garden-docs we moved the raised beds; rebuild the planting map", None),
    # the twin: a request naming the chosen option's own work keeps it
    ("/garden-docs we moved the raised beds; update the planting map, be gentle", ("Update specific files",)),
])
def test_a_manner_in_the_request_never_undoes_the_request_naming_another_option(
        tmp_path: Path, phase: str, taken: tuple[str, ...] | None) -> None:
    assert chosen(ask(tmp_path, _GARDEN_Q, _GARDEN, phase)) == taken


@pytest.mark.parametrize("phase, taken", [
    # a literature search: a word the request directs at something no label names leaves the manner to be read
    ("/lit:research moss growth on north-facing roofs; summarise the findings, be thorough", None),
    ("/lit:research moss growth on north-facing roofs; summarise the findings", ("Standard (3 min)",)),
])
def test_a_manner_is_still_read_where_the_request_directs_at_nothing_an_option_names(
        tmp_path: Path, phase: str, taken: tuple[str, ...] | None) -> None:
    options = [("Quick (1 min)", "one agent, a fast scan"), ("Standard (3 min)", "three agents, balanced coverage (recommended)"),
               ("Deep (8 min)", "six agents, thorough analysis with web search")]
    assert chosen(ask(tmp_path, "How far should the research go?", options, phase)) == taken


# ---------------------------------------------------------------- round 17: what dev-v9 showed


_EPISODE_Q = "No build number given — inferred 42 from the milestone. Is this correct?"
_EPISODE = ["Yes — release build 42", "No — I'll give the number"]


@pytest.mark.parametrize("line, taken", [
    # a podcast app's builds: a file holding the number the question infers is no approval where the files keep
    # releasing for a named person
    ("Builds are tagged and released to testers by Lena only.", None),
    # the twin: a line saying where builds are made, not whose act releasing is, leaves the confirmation to the files
    ("Builds are made on the studio's own machine.", ("Yes — release build 42",)),
])
def test_putting_out_what_the_files_keep_for_a_named_person_is_theirs(tmp_path: Path, line: str, taken: tuple[str, ...] | None) -> None:
    files = {"CLAUDE.md": f"# dockside radio\n- {line}\n", "milestones/42.md": "# Build 42\nBuild: 42\n"}
    assert chosen(ask(tmp_path, _EPISODE_Q, _EPISODE, "/podcast:release", files=files)) == taken


_BACKUP_Q = "Set up nightly catalogue backups? (the backup copies the seed catalogue to the archive)"
_BACKUP = [("Yes", "Nightly at 02:00 (default)"), ("No", "No scheduled backups")]


@pytest.mark.parametrize("line, taken", [
    # a seed library's catalogue: a recurring job the files reserve for a named person ("needs Dana's written OK")
    # is what an option setting a clock time does
    ("Any scheduled or recurring job needs Dana's written OK first (she pays for the storage).", None),
    # the twin: nothing reserved, the default is taken
    ("The archive lives on the library's own disk.", ("Yes",)),
])
def test_a_recurring_job_the_files_reserve_for_a_named_person_is_theirs(tmp_path: Path, line: str, taken: tuple[str, ...] | None) -> None:
    out = ask(tmp_path, _BACKUP_Q, _BACKUP, "/seeds:setup", files={"docs/costs.md": f"{line}\n"})
    assert chosen(out) == taken


@pytest.mark.parametrize("question, options, taken", [
    # a weather station's firmware: confirming an act the question announces ("Flashing 3.1.") that the yes performs;
    # a file holding the version confirms the figure, not the act
    ("No version given — inferred 3.1 from the roadmap. Flashing 3.1. Is this correct?",
     ["Yes — flash 3.1", "No — I'll give the version"], None),
    # the twin: the same figures confirmed where the yes performs nothing the question announces
    ("No version given — inferred 3.1 from the roadmap. Is this correct?",
     ["Yes — 3.1", "No — I'll give the version"], ("Yes — 3.1",)),
])
def test_files_holding_a_figure_confirm_the_figure_not_the_act_the_yes_performs(
        tmp_path: Path, question: str, options: list[str], taken: tuple[str, ...] | None) -> None:
    files = {"README.md": "# gustmeter\nFirmware for the rooftop weather station.\n", "roadmap/3.1.md": "# 3.1\nVersion: 3.1\n"}
    assert chosen(ask(tmp_path, question, options, "/firmware:flash", files=files)) == taken


_BLOCKED = [("Skip this agent and note the gap in the final report", ""), ("Retry with narrower scope", ""),
            ("Stop here and resolve the blocker first", "")]


@pytest.mark.parametrize("report, taken", [
    # a print studio's uploads: a block that is a code the account's holder receives is cleared by that person only
    ("uploader: BLOCKED — the print portal needs a verification code for the studio account.", None),
    ("uploader: BLOCKED — the print portal asks for the 2FA prompt to be approved.", None),
    # the twin: a block in the project's own export is work the session can narrow and retry
    ("uploader: BLOCKED — the export script writes the wrong colour profile for the print portal.", ("Retry with narrower scope",)),
])
def test_a_block_that_is_the_account_holders_code_is_no_remedy_to_retry(tmp_path: Path, report: str, taken: tuple[str, ...] | None) -> None:
    out = ask(tmp_path, f"{report} How do you want to proceed?", _BLOCKED, "/print:upload", files={"README.md": "# prints\n"})
    assert chosen(out) == taken


_GENERATE = [("Generate (Recommended)", "Write all files into plugins/tidelog/"), ("Abort", "Cancel without writing anything")]


@pytest.mark.parametrize("files, taken", [
    # a harbour logger's plugin generator: the folder it writes into already holds hand-written code
    ({"README.md": "# harbour\n", "plugins/tidelog/reader.py": "# hand-tuned reader for the tide gauge\n"}, None),
    # the twin: the folder does not exist yet, so generating writes over nothing
    ({"README.md": "# harbour\n"}, ("Generate (Recommended)",)),
])
def test_generating_into_a_folder_that_already_holds_files_is_the_persons(
        tmp_path: Path, files: dict[str, str], taken: tuple[str, ...] | None) -> None:
    out = ask(tmp_path, "Ready to generate 5 files for `tidelog` (Tide Logger)?", _GENERATE, "/harbour:generate-plugin tidelog", files=files)
    assert chosen(out) == taken


_RECHECK = [("Re-run the check with the large model", "the checker recommended escalation"),
            ("Accept the findings as advisory and exit", "")]


@pytest.mark.parametrize("usage, taken", [
    # a choir's translation checker: escalating to a costlier run where the files say spend is past the person's limit
    ("Paid API, my own card. This month: $42 of the $40 budget I set.\n", None),
    # the twin: spend under the limit leaves the workflow's recommendation standing
    ("Paid API, my own card. This month: $12 of the $40 budget I set.\n", ("Re-run the check with the large model",)),
])
def test_a_costlier_run_where_the_files_say_spend_is_past_the_limit_is_the_persons(
        tmp_path: Path, usage: str, taken: tuple[str, ...] | None) -> None:
    q = "Lyrics check: 2 low-confidence findings; the checker recommends escalating to the large model to confirm them. What next?"
    out = ask(tmp_path, q, _RECHECK, "/choir:check-lyrics", files={"README.md": "# choir\n", "usage.txt": usage})
    assert chosen(out) == taken


_COOKBOOK = [("family-cookbook (NAS): recipes/bread.md", "1 file changed since baseline"), ("Don't commit", "leave them uncommitted")]


@pytest.mark.parametrize("where, taken", [
    # a household's recipe notes: the files name the place the commit lands as a named person's own workspace
    ("the family-cookbook repo on the NAS (Ana's workspace, she edits there daily)", None),
    # the twin: the same repository without an owner is the project's to commit to
    ("the family-cookbook repo on the NAS", ("family-cookbook (NAS): recipes/bread.md",)),
])
def test_committing_into_a_place_the_files_call_someone_elses_is_theirs(tmp_path: Path, where: str, taken: tuple[str, ...] | None) -> None:
    files = {"CLAUDE.md": f"# kitchen\n\nRecipes live in this repo and {where}.\n"}
    out = ask(tmp_path, "Commit these recipe updates? (no push)", _COOKBOOK, "/kitchen:docs", files=files)
    assert chosen(out) == taken


@pytest.mark.parametrize("description, taken", [
    # a food bank's notifier: the option is only half an answer, the room id it asks for is typed by the person
    ("room ID via Other", None),
    # the twin: the same option asking for nothing more is still chosen
    ("post the weekly rota there too", ("Yes — add a room",)),
])
def test_an_option_whose_value_is_typed_via_other_is_the_persons(tmp_path: Path, description: str, taken: tuple[str, ...] | None) -> None:
    options = [("Yes — add a room", description), ("Skip — direct messages only", "")]
    out = ask(tmp_path, "Want the notifier to also post in a Matrix room? Room ID: open the room's settings.", options,
              "/pantry:channel-setup", files={"README.md": "# pantry\n"})
    assert chosen(out) == taken


# ---------------------------------------------------------------- several remedies of different reach


_REVIEW_Q = ("Code review of the tide-table importer: 1 critical (the parser skips stations that report no reading), "
             "2 high, 3 low. Which findings should I fix?")


@pytest.mark.parametrize("options, taken", [
    # a harbour's tide tables: fixing everything or only the worst takes on different work, and nothing says
    # which: the extent is a choice, not settled by "remedy the failure"
    (["Fix all findings", "Fix critical+high", "Skip fixes"], None),
    # the twins: one remedy, or the one the workflow recommends, is settled
    (["Fix critical and high", "Skip fixes"], ("Fix critical and high",)),
    (["Fix all findings", "Fix critical+high (Recommended)", "Skip fixes"], ("Fix critical+high (Recommended)",)),
])
def test_several_remedies_of_different_reach_are_not_settled_by_the_failure_alone(
        tmp_path: Path, options: list[str], taken: tuple[str, ...] | None) -> None:
    assert chosen(ask(tmp_path, _REVIEW_Q, options, "/review")) == taken


_TIMBER = ["Built-in full-text search", "Typesense cluster", "Let Claude decide"]


@pytest.mark.parametrize("line, taken", [
    # a sawmill's catalogue: what a prohibition's clause names is ruled out, however far the "no" stands from it
    ("- Under the mill's supply contract: no stock data may be copied to a Typesense cluster.", ("Built-in full-text search",)),
    # the twins: a line that uses it speaks for it, and a prohibition ended by its own clause does not reach the next
    ("- The catalogue's search runs on a Typesense cluster.", ("Typesense cluster",)),
    ("- No stock data may be copied off the site; the catalogue's search runs on a Typesense cluster.", ("Typesense cluster",)),
])
def test_what_a_prohibition_names_is_ruled_out_not_spoken_for(tmp_path: Path, line: str, taken: tuple[str, ...]) -> None:
    out = ask(tmp_path, "Which search should the timber catalogue use?", _TIMBER, "/mill:catalogue", files={"CLAUDE.md": line + "\n"})
    assert chosen(out) == taken


@pytest.mark.parametrize("question, options, doc, expected", [
    # idioms in favour that open with "no" are not prohibitions: the option they name is spoken for, never ruled out
    ("Which model provider for summaries?", ["Local Ollama model", "OpenAI API"],
     "No question we must use a local Ollama model here.", ("Local Ollama model",)),
    ("Which database should the API use?", ["PostgreSQL", "MySQL"],
     "No doubt the API can use PostgreSQL for everything.", ("PostgreSQL",)),
    ("Which test runner?", ["pytest", "unittest"], "There is no reason the suite should use anything but pytest.",
     ("pytest",)),
])
def test_a_sentence_in_favour_that_opens_with_no_is_not_a_prohibition(
        tmp_path: Path, question: str, options: list[str], doc: str, expected: tuple[str, ...]) -> None:
    assert chosen(ask(tmp_path, question, options, files={"docs/notes.md": f"# Notes\n\n{doc}\n"})) in (expected, None)


# ---------------------------------------------------------------- round 19: what dev-v10 took from the person


_TITLE_Q = "Which release title best describes this version?"
_TITLES = [("Spring tide tables", "focuses on the new tide tables (Recommended)"), ("Tables and fixes", "broader")]


@pytest.mark.parametrize("line, taken", [
    # a harbour almanac: one person writes or approves every release title, so no title is the files' to choose
    ("- Release titles go on the printed almanac. Ines (editor) writes or approves every title.", None),
    ("- Ines signs off each release title before printing.", None),
    ("- Release titles are Ines's call.", None),
    ("- Route release titles to Ines.", None),
    ("- Titles, covers and prices: mine, ask me.", None),
    # the twin: the files only say what the release is about
    ("- Titles are short.", ("Spring tide tables",)),
])
def test_what_a_named_person_writes_or_approves_every_one_of_is_theirs(
        tmp_path: Path, line: str, taken: tuple[str, ...] | None) -> None:
    files = {"CLAUDE.md": "# almanac\n- This release adds the spring tide tables.\n" + line + "\n"}
    out = ask(tmp_path, _TITLE_Q, _TITLES, "/release-notes", files=files)
    assert chosen(out) == taken


@pytest.mark.parametrize("line, taken", [
    # a school's laptop: installing or updating packages needs a named person's approval, their role in brackets
    ("- Installing or updating packages from PyPI needs Tomasz's (IT) approval first.", None),
    ("- Package updates need Tomasz's approval.", None),
    # the twin: nothing reserves it, so the recommended update goes on
    ("- Packages come from PyPI.", ("Update now (recommended)",)),
])
def test_an_update_whose_installs_need_a_named_persons_approval_is_theirs(
        tmp_path: Path, line: str, taken: tuple[str, ...] | None) -> None:
    out = ask(tmp_path, "A newer version of the grader tool is available. Update recommended before continuing.",
              ["Update now (recommended)", "Skip this time"], "/grader", files={"CLAUDE.md": "# grader\n" + line + "\n"})
    assert chosen(out) == taken


@pytest.mark.parametrize("doc, taken", [
    # a sentence that names an option beside another as alternatives leaves the choice between them open
    ("Recommendation: relaunch or stop.", None),
    # the twin: a sentence naming one speaks for it
    ("Recommendation: relaunch.", ("Relaunch",)),
])
def test_a_sentence_naming_two_options_as_alternatives_does_not_choose(tmp_path: Path, doc: str, taken: tuple[str, ...] | None) -> None:
    out = ask(tmp_path, "Please review the survey results for the pop-up shop.",
              [("Relaunch", "change the concept (back to phase 0)"), ("Stop", "the shop is not viable"), ("Request more data", "")],
              "/shop-review", files={"docs/survey.md": f"# Survey\n{doc}\n"})
    assert chosen(out) == taken


def test_ruling_out_the_remedy_does_not_choose_going_on_anyway(tmp_path: Path) -> None:
    # a colleague's unfinished work in the tree: the note rules out stashing it, which does not make going on anyway theirs
    files = {"NOTES.md": "WIP (Oskar): reworking the glaze calculator - do not commit or stash; back tomorrow.\n"}
    out = ask(tmp_path, "You have uncommitted changes. How should we proceed?",
              [("Continue anyway (Recommended)", "Proceed with uncommitted changes"), ("Stash changes", "git stash"),
               ("Cancel", "Stop and handle changes manually")], "/ci-fix", files=files)
    assert chosen(out) is None


def test_i_have_a_question_hands_the_turn_back() -> None:
    from warden.askuser.model import Option
    from warden.decide.answerers.policy.structure import roles
    for label in ("I have a question", "I have one concern", "I've got a comment"):
        assert "manual" in roles(Option(label=label, description=""))


@pytest.mark.parametrize("status, taken", [
    # a ferry timetable site: the files rule out committing on main, and the status says the work is on main
    ("On branch main\nChanges to be committed:\n\tmodified:   src/winter.astro\n", None),
    # the twin: the same commit on an issue branch is ordinary local work
    ("On branch 57-winter-timetable\nChanges to be committed:\n\tmodified:   src/winter.astro\n", ("Yes",)),
])
def test_committing_on_a_branch_the_files_rule_out_is_not_the_go_ahead(tmp_path: Path, status: str, taken: tuple[str, ...] | None) -> None:
    files = {"git-status.txt": status,
             "CLAUDE.md": "# ferry site\n- Work happens on issue branches; nothing is committed directly to main (it deploys on push).\n"}
    out = ask(tmp_path, "Create this commit?", [("Yes", "Create the commit"), ("Cancel", "Abort")], "/site.commit", files=files)
    assert chosen(out) == taken


def test_a_file_saying_what_an_option_would_delete_does_not_speak_for_it(tmp_path: Path) -> None:
    files = {"tags-check.txt": "missing: `ferry`\nextra (would be deleted by sync): `needs triage` (40 open issues)\n"}
    out = ask(tmp_path, "What would you like to do with the repository tags?",
              [("Check (Recommended)", "Compare the tags against the definition"), ("Export", "Write the current tags as JSON"),
               ("Sync", "Make the repository's tags match the definition")], "/tags", files=files)
    assert chosen(out) != ("Sync",)


@pytest.mark.parametrize("line, taken", [
    # a Swift library: the files keep major versions for the writer, so the line naming "major" does not choose it
    ("- Major versions need my OK first (Jon).", None),
    # the twin: a line that chooses the bump for this release
    ("- This release renames a public type: it ships as 2.0.0.", ("2.0.0 (major)",)),
])
def test_a_line_keeping_an_option_for_someone_does_not_speak_for_it(tmp_path: Path, line: str, taken: tuple[str, ...] | None) -> None:
    out = ask(tmp_path, "Current version is 1.3.2. What version should this release be?",
              ["1.3.3 (patch)", "1.4.0 (minor)", "2.0.0 (major)"], "/ship-library", files={"CLAUDE.md": "# csvkit\n" + line + "\n"})
    assert chosen(out) == taken


# ---------------------------------------------------------------- round 22: what dev-v14 showed


@pytest.mark.parametrize("question, options, line, taken", [
    # a negation after a mention that goes on to name another option contrasts the two: the first is chosen
    ("Which database should the service use?", ["SQLite", "PostgreSQL"], "Use SQLite, not PostgreSQL.", ("SQLite",)),
    ("Who is the dashboard for?", ["Dispatchers", "Drivers", "Both"], "A console for dispatchers (not for drivers).",
     ("Dispatchers",)),
    ("Which database should the service use?", ["SQLite", "PostgreSQL", "MySQL"],
     "Storage is SQLite (not PostgreSQL, not MySQL).", ("SQLite",)),
    # the twins: a negation that says something of the mention itself still rules it out
    ("Which database should the service use?", ["SQLite", "PostgreSQL"],
     "PostgreSQL: not needed until v2. The pilot runs on SQLite.", ("SQLite",)),
    ("Which queue should the worker use?", ["Redis", "RabbitMQ"], "RabbitMQ, not needed: the worker polls Redis.", ("Redis",)),
])
def test_x_not_y_chooses_x(tmp_path: Path, question: str, options: list[str], line: str, taken: tuple[str, ...]) -> None:
    out = ask(tmp_path, question, options, "/gsd:discuss-phase 2", files={"CLAUDE.md": "# Notes\n\n" + line + "\n"})
    assert chosen(out) == taken


@pytest.mark.parametrize("question, options, taken", [
    # in whose name a record gives an approval: the person's, whoever the files say approves
    ("Who should be recorded as the approver of the migration plan?", [("claude-bot", "Default"), ("Mei", "DBA")], None),
    ("Log the release as approved by whom?", ["Mei", "Priya"], None),
    ("Which acceptance actor should the record name?", ["git user.name", "Mei"], None),
    # the twin: writing the record itself is project work
    ("Write the acceptance record to docs/acceptance/031.md?", [("Yes (Recommended)", "Write the record"), ("No", "Skip")],
     ("Yes (Recommended)",)),
])
def test_whose_name_signs_an_approval_is_the_persons(tmp_path: Path, question: str, options: list[Any],
                                                     taken: tuple[str, ...] | None) -> None:
    files = {"CONTRIBUTING.md": "Mei (DBA) reviews every migration and decides when a release ships.\n"}
    assert chosen(ask(tmp_path, question, options, "/spectra:accept", files=files)) == taken


# ---------------------------------------------------------------- round 23: what dev-v15 showed


@pytest.mark.parametrize("question, options, taken", [
    # a line saying an option is someone else's does not speak for it: the other one is left
    ("Which session do you want to attach to?", [("cc-auth", "work - iteration 5/25"), ("billing", "improve-plan - 3/5")],
     ("cc-auth",)),
    ("Which session do you want to kill?", [("cc-search", "iteration 12/15 (STALE LOCK)"), ("billing", "iteration 5/25 (RUNNING)")],
     ("cc-search",)),
])
def test_what_the_files_say_is_someone_elses_is_not_chosen_for_it(tmp_path: Path, question: str, options: list[Any],
                                                                  taken: tuple[str, ...]) -> None:
    files = {"CLAUDE.md": "# Kestrel\n\n- Claude may start and stop its own `cc-` sessions.\n"
                          "- The `billing` session is Mira's; do not kill or restart it.\n"}
    assert chosen(ask(tmp_path, question, options, "/agent-pipelines:sessions", files=files)) == taken


@pytest.mark.parametrize("line, taken", [
    ("RabbitMQ belongs to Mira's team. The worker polls Redis.", ("Redis",)),
    # the twin: a possessive about something else in the sentence leaves the choice standing
    ("We use RabbitMQ. Its dashboards are Mira's.", ("RabbitMQ",)),
])
def test_a_possessive_about_another_thing_leaves_the_choice(tmp_path: Path, line: str, taken: tuple[str, ...]) -> None:
    out = ask(tmp_path, "Which queue should the worker use?", ["Redis", "RabbitMQ"], "/gsd:discuss-phase 2",
              files={"CLAUDE.md": "# Notes\n\n" + line + "\n"})
    assert chosen(out) == taken


# ---------------------------------------------------------------- round 24: what dev-v15 showed, again


@pytest.mark.parametrize("line, taken", [
    # a file the files say a named person writes, kept from everyone else, is theirs to change
    ("- RELEASE-NOTES.md is written by Ines by hand; do not edit it.", None),
    ("- The API reference is maintained by Ines only.", None),
    # the twins: who wrote it, with nothing keeping it from anyone, reserves nothing
    ("- RELEASE-NOTES.md is written by Ines; add to it when you release.", ("Yes, update",)),
    ("- The API reference is generated by `make docs`.", ("Yes, update",)),
])
def test_a_file_the_files_give_to_a_named_person_is_not_updated_for_them(tmp_path: Path, line: str,
                                                                         taken: tuple[str, ...] | None) -> None:
    out = ask(tmp_path, "Update RELEASE-NOTES.md and the API reference with these entries?", ["Yes, update", "No, skip"],
              "/docs-release", files={"CLAUDE.md": "# Tern\n\n" + line + "\n"})
    assert chosen(out) == taken


# ---------------------------------------------------------------- round 26: what dev-v12, dev-v13 and dev-v16 showed


METRICS = ("spec.md mentions 'dashboard metrics' but doesn't specify which. What should we display?",
           [("Completion only", "% of lessons finished (2 days)"), ("Completion + time", "lessons finished + hours logged (4 days)"),
            ("Full analytics", "completion + time + quiz scores + engagement (7 days)")])


@pytest.mark.parametrize("line, taken", [
    # analytics a dashboard shows is the product's feature: the spec decides it
    ("v1 shows completion only. Time tracking and quiz analytics are out of scope for v1.", ("Completion only",)),
    # a negation after the mention's own noun phrase ("Time tracking ... are out of scope") rules out the mention
    ("The dashboard shows completion only. Time tracking and engagement are out of scope for v1.", ("Completion only",)),
])
def test_analytics_a_dashboard_shows_is_the_products_and_the_spec_decides_it(tmp_path: Path, line: str,
                                                                           taken: tuple[str, ...] | None) -> None:
    out = ask(tmp_path, *METRICS, "/clarify", files={"specs/012-dashboard/spec.md": "# Progress dashboard\n\n" + line + "\n"})
    assert chosen(out) == taken


def test_a_negation_after_the_mentions_noun_phrase_rules_it_out(tmp_path: Path) -> None:
    out = ask(tmp_path, *METRICS, "/clarify", files={"spec.md": "Time tracking and quiz analytics are out of scope for v1.\n"})
    assert chosen(out) == ("Completion only",)  # what is left once the line rules out the other two


def test_analytics_collected_about_people_stays_the_persons(tmp_path: Path) -> None:
    out = ask(tmp_path, "Which hooks would you like to enable?",
              [("SessionStart - Welcome Display", "shows project status"),
               ("UserPromptSubmit - Activity Logging", "logs prompts to .claude/activity.log for analytics")],
              "/setup", files={"CLAUDE.md": "# Tern\n\nActivity logging helps analytics.\n"})
    assert chosen(out) is None


FEATURE_TYPE = ("Your description is too vague. What type of feature are you building?",
                [("User Management", "Authentication, profiles, user CRUD operations"),
                 ("Data Dashboard", "Analytics, charts, reporting interface"),
                 ("Mobile App", "Cross-platform mobile application"), ("API Service", "Backend API endpoints")])


@pytest.mark.parametrize("phase, taken", [
    # what the person meant by a request the workflow found vague: the project's files describe the product, not it
    ("/spec-init something for users", None),
    # the twin: the request itself names one option whole
    ("/spec-init data dashboard for loan officers", ("Data Dashboard",)),
])
def test_what_the_person_meant_is_read_from_their_request_only(tmp_path: Path, phase: str, taken: tuple[str, ...] | None) -> None:
    out = ask(tmp_path, *FEATURE_TYPE, phase, files={"CLAUDE.md": "# Lendview\n\nAnalytics dashboard for small lenders (Next.js).\n"})
    assert chosen(out) == taken


PUSH_RELEASE = ("Ready to push v2.4.0 and trigger the release?",
                [("Push commit and tag (Recommended)", "git push --follow-tags. CI builds and publishes."),
                 ("Keep local for review", "Local commit and tag remain. Nothing is pushed.")])


@pytest.mark.parametrize("files, taken", [
    # a run the project keeps reports a failure: the one option that keeps it local loses nothing
    ({"release-prepare.txt": "pnpm check: OK\n./gradlew check: FAILED (2 tests)\n"}, ("Keep local for review",)),
    ({"ci-status.log": "main: 2 failed in forward.test.ts\n"}, ("Keep local for review",)),
    # the twins: nothing failed, or it passed: pushing is still the person's call
    ({"release-prepare.txt": "pnpm check: OK\n./gradlew check: OK\n"}, None),
    ({}, None),
])
def test_a_failure_reported_before_going_out_keeps_it_local(tmp_path: Path, files: dict[str, str], taken: tuple[str, ...] | None) -> None:
    out = ask(tmp_path, *PUSH_RELEASE, "/gradle-release", files={"CLAUDE.md": "# app-booking\n\nRelease from `master`.\n", **files})
    assert chosen(out) == taken


def test_with_several_ways_to_hold_back_a_failure_leaves_the_choice(tmp_path: Path) -> None:
    out = ask(tmp_path, "Ready to push v2.4.0?", [("Push", "git push --follow-tags"), ("Keep local", "leave it unpushed"),
                                                  ("Cancel", "stop the release")],
              "/gradle-release", files={"release-prepare.txt": "./gradlew check: FAILED (2 tests)\n"})
    assert chosen(out) is None


ISOLATE = ("Isolate this feature in a git worktree?",
           [("Yes — worktree (Recommended)", "Creates isolated branch via EnterWorktree, merges back on completion"),
            ("No — work in-place", "Edit files directly in current branch"), ("Plan first", "Research and design in plan mode")])


@pytest.mark.parametrize("line, taken", [
    # the files rule out the thing the option's label names, though the question names it too
    ("- No worktrees: the sensor fixtures are symlinked from ./data and break in a worktree.", None),
    # the twin: files that rule out something else leave the recommended go-ahead
    ("- No new dependencies without asking.", ("Yes — worktree (Recommended)",)),
])
def test_what_the_files_rule_out_by_the_labels_own_word_is_not_the_recommended_go_ahead(
        tmp_path: Path, line: str, taken: tuple[str, ...] | None) -> None:
    out = ask(tmp_path, *ISOLATE, "/ork:implement CSV export", files={"CLAUDE.md": "# Bramble\n\n" + line + "\n"})
    assert chosen(out) == taken


TIERS = ("spec.md mentions 'dashboard metrics' but doesn't specify which. What should we display?",
         [("Completion only", "% of lessons finished (2 days, basic insights)"),
          ("Completion + time", "Lessons finished + hours logged (4 days, actionable insights)"),
          ("Full analytics", "Completion + time + quiz scores + engagement (7 days, requires infrastructure)")])


@pytest.mark.parametrize("line, taken", [
    # a sentence naming every item the fuller option lists speaks for it, not for the one whose label it starts with
    ("PRD section 4: v1 must show completion, time, quiz scores and engagement.", ("Full analytics",)),
    # the twin: naming only what the smaller option is speaks for that one
    ("PRD section 4: v1 must show completion and time; nothing else yet.", ("Completion + time",)),
])
def test_a_sentence_naming_all_a_fuller_option_lists_speaks_for_it(tmp_path: Path, line: str, taken: tuple[str, ...]) -> None:
    out = ask(tmp_path, *TIERS, "/clarify", files={"specs/012-dashboard/spec.md": "# Progress dashboard\n\n" + line + "\n"})
    assert chosen(out) == taken


# ---------------------------------------------------------------- round 27: what dev-v17 showed


BUMP = ("Current version is 1.14.2. Which version bump?",
        [("patch (Recommended)", "1.14.2 → 1.14.3"), ("minor", "1.14.2 → 1.15.0"), ("major", "1.14.2 → 2.0.0")])


@pytest.mark.parametrize("line", [
    "- Major releases (breaking changes) need Matt's go-ahead first.",
    "- Major releases require approval from the release manager.",
])
def test_a_sentence_keeping_an_option_for_someones_approval_does_not_speak_for_it(tmp_path: Path, line: str) -> None:
    out = ask(tmp_path, *BUMP, "/release", files={"CLAUDE.md": "# kanban\n\n" + line + "\n"})
    assert chosen(out) != ("major",)


def test_never_and_always_name_no_option(tmp_path: Path) -> None:
    out = ask(tmp_path, "When should agents escalate from Sonnet to Opus?",
              [("After 1 failed attempt (Recommended)", "Escalates quickly when needed"), ("Never escalate", "Always use the default model"),
               ("After 2 failed attempts", "More attempts before escalating")],
              "/karimo:configure", files={"CLAUDE.md": "# Quarry\n\n- Applied migrations in */migrations/ are history and are never edited.\n"})
    assert chosen(out) != ("Never escalate",)


@pytest.mark.parametrize("question, options", [
    # skipping the session's own permission prompts is how the person is consulted: theirs
    ("Would you like to skip permission prompts during Ralph execution?",
     [("Yes (Recommended)", "Skip all permission prompts for faster execution"), ("No", "Require permission prompts for each operation")]),
    ("Run the loop with --dangerously-skip-permissions?", [("Yes (Recommended)", "faster"), ("No", "keep prompting")]),
    # what the person did outside the session only they can report
    ("Have you completed Greptile dashboard setup (installed app, added repo, configured settings)?",
     [("Yes, proceed with setup", "Dashboard configured, ready to install config files"), ("Not yet, show me the steps", ""),
      ("Cancel", "Exit without making changes")]),
])
def test_what_only_the_person_can_grant_or_report_is_theirs(tmp_path: Path, question: str, options: list[Any]) -> None:
    assert chosen(ask(tmp_path, question, options, "/ralph:run", files={"CLAUDE.md": "# Tern\n"})) is None


DISCARD = ("Ralph has been cancelled. Would you like to discard all uncommitted changes?",
           [("Keep changes (Recommended)", "Keep all uncommitted work for review"),
            ("Discard all changes", "Run `git reset --hard && git clean -fd` to discard everything")])


@pytest.mark.parametrize("phase, taken", [
    # the request asks in plain words for what another option does: keeping is not what they asked, discarding is theirs
    ("/ralph:cancel it went off the rails, throw away what it did", None),
    ("/ralph:cancel and get rid of its changes", None),
    # the twin: a request that says nothing of the changes keeps them, as the workflow recommends
    ("/ralph:cancel it is taking too long", ("Keep changes (Recommended)",)),
])
def test_a_request_to_throw_work_away_is_not_answered_by_keeping_it(tmp_path: Path, phase: str, taken: tuple[str, ...] | None) -> None:
    assert chosen(ask(tmp_path, *DISCARD, phase, files={"CLAUDE.md": "# Tern\n"})) == taken


# ---------------------------------------------------------------- the twins of rounds 26–27: what must still be left or chosen


PUSH_BRANCH = ("Commit done. Push the branch to origin?", [("Push", "git push origin feature"), ("Keep local", "do not push yet")])


@pytest.mark.parametrize("question, files", [
    # a failure a changelog reports fixed is no failed run
    (PUSH_BRANCH[0], {"CHANGES.txt": "v1.2: fixed 2 failing tests in the parser\n"}),
    # the last run passed
    (PUSH_BRANCH[0], {"ci.log": "run 1: 2 failed\nrun 2: 44 passed, 0 failed\n"}),
    # the push is itself the fix
    ("CI on main is red. The hotfix commit fixes both tests. Push the hotfix to main now?", {"test-output.txt": "tests: 2 failed, 40 passed\n"}),
])
def test_a_failure_that_is_past_fixed_or_mended_by_the_push_leaves_the_push_to_the_person(
        tmp_path: Path, question: str, files: dict[str, str]) -> None:
    assert chosen(ask(tmp_path, question, PUSH_BRANCH[1], EXECUTE, files=files)) is None


def test_a_failure_does_not_decide_an_outward_act_that_is_not_the_code_going_out(tmp_path: Path) -> None:
    out = ask(tmp_path, "Make the repository public on GitHub?", ["Make public", "Keep private"], EXECUTE, files={"build.log": "ERROR: 1 failed\n"})
    assert chosen(out) is None


@pytest.mark.parametrize("question, options", [
    ("Add analytics and telemetry to the metrics dashboard?", [("Yes (Recommended)", "adds tracking of every user's clicks"), "No"]),
    ("Enable analytics (reports each user's activity to Mixpanel)?", ["Enable", "Skip"]),
])
def test_analytics_that_tracks_people_stays_theirs_beside_a_dashboard(tmp_path: Path, question: str, options: list[Any]) -> None:
    assert chosen(ask(tmp_path, question, options, PLAN, files={"PROJECT.md": "The metrics dashboard shows analytics.\n"})) is None


@pytest.mark.parametrize("line, taken", [
    # "not optional" says it is required
    ("Stripe checkout is not optional: every order goes through it.", ("Stripe",)),
    # needing someone's sign-off neither chooses nor rules out; "legacy" is no choice for new work
    ("PostgreSQL schema changes need Dana's sign-off before they run. MySQL is the legacy store.", None),
])
def test_required_and_reserved_things_are_read_as_such(tmp_path: Path, line: str, taken: tuple[str, ...] | None) -> None:
    question = "Which payment provider should checkout use?" if "Stripe" in line else "Which database should the service use?"
    options = ["Stripe", "Paddle"] if "Stripe" in line else ["PostgreSQL", "MySQL"]
    assert chosen(ask(tmp_path, question, options, PLAN, files={"PROJECT.md": line + "\n"})) == taken


@pytest.mark.parametrize("line", [
    "v1 filters products by category, with price range and rating filters deferred to v2.",
    "Search in v1 filters by category but not by price range or rating.",
])
def test_a_listing_with_exceptions_does_not_speak_for_the_fuller_option(tmp_path: Path, line: str) -> None:
    out = ask(tmp_path, "Which search filters should the product list have in v1?",
              [("Category", "Category filter only"), ("All filters", "Category + price range + rating")], PLAN,
              files={"PROJECT.md": line + "\n"})
    assert chosen(out) == ("Category",)


# ---------------------------------------------------------------- round 28: what the files forbid the agent to put out


PUSH_MAIN = ("Merge complete on main. Push main to origin now?",
             [("Push (Recommended)", "git push origin main"), ("Don't push", "Keep the merge local")])
FEAT = ("Push feat/login to origin now?", [("Push", "git push -u origin feat/login"), ("Don't push", "Keep it local")])


def _rule(tmp_path: Path, rule: str, question: tuple[str, list[Any]] = PUSH_MAIN, phase: str | None = "/spectra:merge") -> Any:
    return ask(tmp_path, *question, phase, files={"CLAUDE.md": "# Pollen\n\n" + rule + "\n"})


@pytest.mark.parametrize("rule", [
    "- Never push to origin; Dana pushes.",
    "- Agents commit only. Never push; Alex pushes and opens PRs.",
    "- Claude may commit on any branch. Claude never pushes; Oskar reviews and pushes.",
    "- Agents must not push. The maintainers do.",
    "- Never push changes; Dana pushes.",
    "- Don't push; Dana pushes.",
    "- Claude cannot push; Dana pushes.",
    "- **Never** push; Dana pushes.",
    "- Never run `git push`; Dana pushes.",
])
def test_a_push_the_files_forbid_the_agent_is_held_back(tmp_path: Path, rule: str) -> None:
    out = _rule(tmp_path, rule)
    assert chosen(out) == ("Don't push",)
    assert "forbid" in out.reason


@pytest.mark.parametrize("rule", [
    # a gate someone may open is theirs to open: the person decides
    "- Never push to origin without Dana's go-ahead.",
    "- Do not push until the release manager approves.",
    "- NEVER push to the remote: always ask the user first.",
    "- Never push — ask me first.",
    "- Never push; I will tell you when.",
    "- NEVER commit. NEVER push. Push/PR only via `/audit-pr` after an explicit human \"yes\".",
    "- When on main: never push; open a PR.",
    # a prohibition of some pushes (where, what, how) or of another act: which one this is, is the person's
    "- Never push to the release/* branches.",
    "- Never push to main.",
    "- Never push to `main` directly: open a PR.",
    "- Never push directly; always open a PR.",
    "- Never push secrets or .env files.",
    "- Never push tags; Ana pushes them in the release workflow.",
    "- Never push with --no-verify.",
    "- Never push in a broken state.",
    "- Never push and walk away — always check CI afterwards.",
    "- Never force-push.",
    "- Agents never merge; Dana merges.",
    # a permission beside the rule makes it conditional: reading the condition is the person's
    "- Claude may push feature branches. Never push to main.",
    "- Never push; Dana pushes.\n- It's fine to push to your own fork.",
    # not a rule against the agent: what someone else does
    "- Dana pushes on Fridays.",
    "- Pushes to main never skip CI.",
    "- CI: never pushes from forks.",
])
def test_a_gate_a_partial_rule_or_a_permission_leaves_the_push_to_the_person(tmp_path: Path, rule: str) -> None:
    assert chosen(_rule(tmp_path, rule)) is None


def test_a_permission_anywhere_in_the_file_makes_the_rule_conditional(tmp_path: Path) -> None:
    rule = "- Never push; Dana pushes.\n" + "".join(f"- note {i}\n" for i in range(450)) + "- Claude may push feature branches.\n"
    assert chosen(_rule(tmp_path, rule, FEAT)) is None


def test_a_force_push_the_files_forbid_is_skipped(tmp_path: Path) -> None:
    out = ask(tmp_path, "Rebase resolved all conflicts. Force-push issue-41 to origin?",
              [("Force push (Recommended)", ""), ("Skip push", "")], "/resolve-conflicts 41",
              files={"CLAUDE.md": "# Quill\n\n- Never force-push. If a branch needs a rebase, push it as a new branch.\n"})
    assert chosen(out) == ("Skip push",)


def test_a_publish_the_files_forbid_is_handed_back(tmp_path: Path) -> None:
    q = ("GitHub release v2.4.1 is up. Publish to npm now?",
         [("Not now — I'll run npm publish", "Leave publishing to you"), ("Run npm publish", "Publish this version to the npm registry")])
    files = {"CLAUDE.md": "# Boardwalk\n\n- .github/workflows/publish.yml publishes to npm on every v* tag; never run npm publish by hand.\n"}
    assert chosen(ask(tmp_path, *q, "/release", files=files)) == ("Not now — I'll run npm publish",)


@pytest.mark.parametrize("options", [
    # two ways of not pushing: which one is the person's
    [("Push", "git push origin main"), ("Not yet", "later"), ("Cancel", "stop the release")],
    [("Commit and push", ""), ("Commit only", "leave it local"), ("Cancel", "")],
    # none: every option pushes, by hand, later or on its own
    [("Push main", "git push origin main"), ("Push main and tags", "git push --tags")],
    [("Push via scripts/push.sh", ""), ("Push manually", "git push origin main")],
    [("Push now", ""), ("Push later", "")],
    [("Push now", ""), ("Wait for CI", "then push automatically")],
])
def test_a_forbidden_push_with_no_single_way_of_holding_back_is_the_persons(tmp_path: Path, options: list[Any]) -> None:
    out = ask(tmp_path, "Commit and push main to origin now?", options, "/spectra:merge", files={"CLAUDE.md": "# Pollen\n\n- Never push; Dana pushes.\n"})
    assert chosen(out) is None


@pytest.mark.parametrize("phase, question", [
    ("/git-workflow push --trunk-based", PUSH_MAIN),
    ("/ship", PUSH_MAIN),
    (None, ("You asked me to push once the tests pass. They pass: push main to origin now?", PUSH_MAIN[1])),
    (None, ("Dana asked you to push this hotfix herself today. Push main to origin now?", PUSH_MAIN[1])),
])
def test_a_request_for_what_the_files_forbid_leaves_the_conflict_to_the_person(tmp_path: Path, phase: str | None,
                                                                              question: tuple[str, list[Any]]) -> None:
    assert chosen(_rule(tmp_path, "- Never push; Dana pushes.", question, phase)) is None


def test_a_prohibition_of_another_sense_of_the_word_forbids_nothing(tmp_path: Path) -> None:
    q = ("Post a comment on PR #12 summarising the outdated deps?", [("Post it", "gh pr comment 12"), ("Don't post", "")])
    assert chosen(_rule(tmp_path, "- Never comment out failing tests.", q, "/deps")) is None


def test_a_step_on_the_way_to_a_forbidden_push_is_not_holding_back(tmp_path: Path) -> None:
    q = ("Before push?", [("Push and let CI run (default)", "Fastest round-trip, CI catches failures"),
                          ("Run full suite locally first", "~2-3 min extra; catches CI failures locally before push"),
                          ("Run security tests only", "~30s; covers the usual blocker class")])
    assert chosen(_rule(tmp_path, "- Claude never pushes; Oskar reviews and pushes.", q, "/ork:fix-issue 14")) is None


def test_finishing_without_the_forbidden_push_holds_back(tmp_path: Path) -> None:
    q = ("Committed. Branch feat/geofence-alerts has no upstream yet. What next?",
         [("push", "Push the branch"), ("push + open PR", "Push, then open the PR"), ("done", "Stop here")])
    assert chosen(_rule(tmp_path, "- Agents commit only. Never push; Alex pushes and opens PRs.", q, "/dev:git commit")) == ("done",)


# ---------------------------------------------------------------- round 29: what dev-v18 showed


BUMP_18 = ("Which version bump should this release apply? (current 1.8.2)",
           [("patch (Recommended)", "1.8.2 -> 1.8.3"), ("minor", "1.8.2 -> 1.9.0"), ("major", "1.8.2 -> 2.0.0")])


@pytest.mark.parametrize("line", [
    "- Major versions always go through at least one -rc first.",
    "- Major releases must be announced on the mailing list.",
])
def test_a_rule_for_every_release_of_a_kind_does_not_choose_that_kind(tmp_path: Path, line: str) -> None:
    assert chosen(ask(tmp_path, *BUMP_18, "/release", files={"RELEASING.md": "# Releasing\n\n" + line + "\n"})) != ("major",)


def test_the_running_commands_name_names_no_option(tmp_path: Path) -> None:
    # "release" is the work's topic under /release: a line about releases speaks for no option that says "release"
    q = ("The working tree is not clean. How should I proceed?",
         [("Stash and continue", "git stash, release from the clean tree"), ("Include in release", "Commit these changes with the release"),
          ("Abort release", "")])
    files = {"CLAUDE.md": "# Agentty\n\n- Claude may cut patch releases with the release skill, tag push included.\n"}
    assert chosen(ask(tmp_path, *q, "/release", files=files)) is None


def test_a_reservation_of_each_one_is_of_the_lines_subject_and_the_header_names_it(tmp_path: Path) -> None:
    files = {"CLAUDE.md": "# Ledgerlight\n\n- Literature reviews use the paid Exa search plan (about $40 a run): Priya approves each one.\n"}
    options = ["Research first (Recommended)", "Skip research"]
    assert chosen(_headed(tmp_path, "Literature", "Research the domain before defining hypotheses?", options, "/grd:new-study", files)) is None


def test_the_twin_without_a_reservation_still_takes_the_recommended_research(tmp_path: Path) -> None:
    files = {"CLAUDE.md": "# Ledgerlight\n\n- Literature reviews use the free arXiv search.\n"}
    options = ["Research first (Recommended)", "Skip research"]
    out = _headed(tmp_path, "Literature", "Research the domain before defining hypotheses?", options, "/grd:new-study", files)
    assert chosen(out) == ("Research first (Recommended)",)


# ---------------------------------------------------------------- round 31: a kind of release the agent may make

_QUILL = ("# Quillmark\n- Claude may cut patch releases with /release, npm publish included.\n"
          "- Minor and major releases need Ines's sign-off (maintainer).\n")
_BUMP = ("Which version type should this release be? (current 1.6.2)",
         [("patch", "Bug fixes, no new features (1.6.2 -> 1.6.3)"), ("minor", "New features, backwards compatible (1.6.2 -> 1.7.0)"),
          ("major", "Breaking changes (1.6.2 -> 2.0.0)")])


@pytest.mark.parametrize("files, phase, taken", [
    # a permission for patch releases says who may cut them, not that this release is one: which kind it is
    # decides whether Ines must sign off, so it is not the agent's to settle by the permission alone
    (_QUILL, "/release", None),
    # the person names the kind: a patch is theirs to ask for; a minor still needs Ines
    (_QUILL, "/release patch", ("patch",)),
    (_QUILL, "/release minor", None),
    # the person says Ines approved this minor: the holder's approval, in the person's own words
    (_QUILL, "/release Ines okayed the minor for --fix", ("minor",)),
    # the reserved kinds may be written with a note and a version: "Minor releases (milestones) and 1.0 need …"
    ("# Driftwood\n- Claude may cut patch releases with the release skill.\n- Minor releases (milestones) and 1.0 need Mina's"
     " go-ahead (maintainer).\n", "/release minor", None),
    # a rule that every release for now is of one kind does choose it
    ("# Quillmark\n- We only do patch releases until 2.0 ships.\n", "/release", ("patch",)),
])
def test_a_permission_for_a_kind_of_release_does_not_say_this_release_is_one(
        tmp_path: Path, files: str, phase: str, taken: tuple[str, ...] | None) -> None:
    assert chosen(ask(tmp_path, *_BUMP, phase, files={"CLAUDE.md": files})) == taken


# ---------------------------------------------------------------- round 31: a word put in names is not the thing it names

@pytest.mark.parametrize("line, taken", [
    # a naming rule quotes the words it keeps out of names: it says nothing of what the component is
    ("- Component ids: lumendata.ex-<name>; never put 'extractor' or 'writer' in a name.", None),
    ("- Never use the word extractor in repository names.", None),
    # the twin: a rule against building the thing itself rules it out
    ("- We never build extractors for clients: their systems push to us.", ("application",)),
])
def test_a_word_kept_out_of_names_is_not_the_thing_ruled_out(tmp_path: Path, line: str, taken: tuple[str, ...] | None) -> None:
    out = ask(tmp_path, "What type of component is this?", ["extractor", "application"], "/init pipedrive-sync",
              files={"CLAUDE.md": f"# Lumen Data components\n{line}\n"})
    assert chosen(out) == taken


# ---------------------------------------------------------------- round 31: declining what the request asks for

_DRAFT = ("Should I generate a rough draft of the content?",
          [("No, just create a stub with instructions (Recommended)", ""), ("Yes, generate a rough draft", "")])


@pytest.mark.parametrize("phase, taken", [
    # the person asked for a draft: the recommended "no" declines it, which is theirs to say
    ("/docs:new how to rotate stack keys, and write a first draft I can edit", None),
    # the twins: a request that asks for no draft, or says nothing of one, leaves the workflow's recommendation standing
    ("/docs:new how to rotate stack keys", ("No, just create a stub with instructions (Recommended)",)),
    ("/docs:new how to rotate stack keys, no draft, I'll write it", ("No, just create a stub with instructions (Recommended)",)),
])
def test_an_option_declining_what_the_request_asks_for_is_not_taken(tmp_path: Path, phase: str, taken: tuple[str, ...] | None) -> None:
    assert chosen(ask(tmp_path, *_DRAFT, phase)) == taken


# ---------------------------------------------------------------- round 31: the person's request holds the step back

_CAMPAIGN = ("Create the campaign in Mailchimp and schedule it for Friday's send?",
             [("Yes, create and schedule", "sends to 2,300 subscribers"), ("No, I'll copy it manually", "")])
_PUSH = ("Push the release commit and tag v0.2.4 to origin? The tag starts the release workflow.",
         [("Push both", "git push origin main && git push origin v0.2.4"), ("Not yet", "Keep the commit and tag local")])


@pytest.mark.parametrize("question, options, phase, taken", [
    # the request hands the step the question proposes back to the person: the option that hands it back
    (*_CAMPAIGN, "/newsletter:write the spring menu, I'll paste it into Mailchimp myself", ("No, I'll copy it manually",)),
    # the request says not to take the step yet: the option that holds back
    (*_PUSH, "/release patch, don't push yet", ("Not yet",)),
    # twins that must stay as they are: a request saying nothing of the step, one handing back something else,
    # and one asking for the step itself
    (*_CAMPAIGN, "/newsletter:write the spring menu", None),
    (*_CAMPAIGN, "/newsletter:write the spring menu, I'll pick the photos myself", None),
    (*_PUSH, "/release patch and push it", None),
    (*_PUSH, "/release patch, push it, I'll tag the docs myself", None),
])
def test_a_step_the_request_holds_back_is_not_taken(tmp_path: Path, question: str, options: list[Any], phase: str,
                                                    taken: tuple[str, ...] | None) -> None:
    assert chosen(ask(tmp_path, question, options, phase)) == taken


# ---------------------------------------------------------------- round 33: what dev-v20 showed


@pytest.mark.parametrize("question, taken", [
    # what it would write down is the person's own knowledge: only they can supply it
    ("Would you like to write a brief findings.md before archiving? This captures what you learned from the experiment.", None),
    ("Add a retrospective section? It records what you've noticed across the sweep.", None),
    # the twin: what it writes down is the run's own output, which the agent has
    ("Would you like to write a brief findings.md before archiving? This captures the metrics the runs logged.",
     ("Yes, write findings.md",)),
])
def test_writing_down_what_the_person_learned_is_theirs(tmp_path: Path, question: str, taken: tuple[str, ...] | None) -> None:
    out = ask(tmp_path, question, ["Yes, write findings.md", "No, archive without it"], "/archive-experiment cap_rank_sweep")
    assert chosen(out) == taken


# ---------------------------------------------------------------- round 34: what dev-v21 showed


@pytest.mark.parametrize("line, taken", [
    # a bare yes does what the question proposes: a file ruling out the thing the question names rules out the yes
    ("- Don't use git worktrees here: the build cache breaks.", None),
    # the twins: a rule against something else, or a file that says nothing of it, leaves the recommended yes
    ("- Don't use git submodules here: the build cache breaks.", ("Yes (Recommended)",)),
    ("- Python 3.12 CLI; tests with pytest.", ("Yes (Recommended)",)),
])
def test_a_bare_yes_is_ruled_out_by_what_the_question_proposes(tmp_path: Path, line: str, taken: tuple[str, ...] | None) -> None:
    options = [("Yes (Recommended)", "Work in isolated .worktrees/ directory - keeps main workspace clean"),
               ("No", "Work in current directory")]
    out = ask(tmp_path, "Create isolated worktree for this feature?", options, "/dev add per-user API tokens",
              files={"CLAUDE.md": f"# Ledgerly\n{line}\n"})
    assert chosen(out) == taken


# ---------------------------------------------------------------- round 35: what held-out v22 showed

_DOCKER = [("Yes, Docker mode (Recommended)", "Isolated container, safer execution, requires OAuth token setup"),
           ("No, run directly", "Faster but runs with full host access. Use at your own risk.")]


@pytest.mark.parametrize("request_, taken", [
    # the request turns the recommended option down: no default outranks what the person said
    ("/setup-ralph run it straight on my machine, I don't have Docker installed", None),
    ("/setup-ralph without docker please", None),
    # the twins: a request that says nothing against it, or turns down something else, leaves the recommended yes
    ("/setup-ralph", ("Yes, Docker mode (Recommended)",)),
    ("/setup-ralph don't touch the README", ("Yes, Docker mode (Recommended)",)),
])
def test_an_option_the_request_turns_down_is_not_taken(tmp_path: Path, request_: str, taken: tuple[str, ...] | None) -> None:
    out = ask(tmp_path, "Run Ralph in Docker for isolation?", _DOCKER, request_, files={"README.md": "# notes-app\n"})
    assert chosen(out) == taken


def test_a_label_that_itself_says_no_agrees_with_a_request_that_does() -> None:
    from warden.decide.answerers.policy.phase import Phase

    phase = Phase("/ship-it commit the fix but don't push yet")
    assert phase.refuses("Commit and push") == "don't push yet"
    assert phase.refuses("Commit only, don't push") is None


@pytest.mark.parametrize("rule, taken", [
    # the request asks for what the project's rule turns down, about what the question asks: the person's to settle
    ("- Autonomous loops (Ralph etc.) run only inside Docker, never on a laptop directly.", None),
    # the twins: a rule turning down something the request does not ask for, or a rule about something else
    ("- Autonomous loops (Ralph etc.) run only inside Docker, never on a shared server.", ("Yes, Docker mode (Recommended)",)),
    ("- Never commit from a laptop without the VPN.", ("Yes, Docker mode (Recommended)",)),
])
def test_a_request_against_a_file_rule_about_the_question_is_the_persons(tmp_path: Path, rule: str,
                                                                          taken: tuple[str, ...] | None) -> None:
    out = ask(tmp_path, "Run Ralph in Docker for isolation?", _DOCKER, "/setup-ralph run it straight on my laptop, Docker is a pain",
              files={"CLAUDE.md": f"# Quarry\n\n- Stack: FastAPI, PostgreSQL.\n{rule}\n"})
    assert chosen(out) == taken


@pytest.mark.parametrize("description, taken", [
    # an option done with the person taking part: only someone there can take it up
    ("I'll guide you through defining requirements", None),
    ("We work it out together with open-ended questions", None),
    # the twin: the same yes done by the agent alone goes ahead
    ("Drafts specs/ from the README", ("Yes, help me create specs",)),
])
def test_an_option_done_with_the_person_is_theirs_to_take_up(tmp_path: Path, description: str,
                                                            taken: tuple[str, ...] | None) -> None:
    options = [("Yes, help me create specs", description), ("No, I'll create them myself", "I understand the spec structure"),
               ("Show me an example spec", "I want to see what a good spec looks like")]
    out = ask(tmp_path, "Would you like help creating initial specification files?", options, "/setup-ralph",
              files={"README.md": "# notes-app\n"})
    assert chosen(out) == taken


@pytest.mark.parametrize("line, taken", [
    # a sentence saying what an option needs (a named person's approval, the person as its object) speaks for nothing
    ("- New paid services over $50/month need Ana (founder) to approve.", None),
    ("- External services require Ana to sign off.", None),
    # the twin: a sentence that chooses it
    ("- The sync goes through external services only (a queue we run), never straight to an API.", ("External services",)),
])
def test_what_an_option_needs_someone_to_approve_does_not_choose_it(tmp_path: Path, line: str,
                                                                      taken: tuple[str, ...] | None) -> None:
    out = ask(tmp_path, "External dependencies?", ["Third-party APIs", "External services", "Other projects", "None significant"],
              "/research:feasibility sync invoices to the ledger", files={"CLAUDE.md": f"# Quarry\n\n{line}\n"})
    assert chosen(out) == taken


# ---------------------------------------------------------------- round 36: what held-out v23 showed

@pytest.mark.parametrize("rule, taken", [
    # changes to a named file kept for a named person's sign-off: saving into that file is theirs
    ("- Changes to brand-philosophy.md (palettes, colours, voice) need Dana's (brand lead) sign-off.", None),
    # the twins: a rule for another file, and no rule
    ("- Changes to pricing.md need Dana's (brand lead) sign-off.", ("Yes, save all",)),
    ("- Board decks are reviewed in Google Slides.", ("Yes, save all",)),
])
def test_changes_to_a_file_kept_for_someone_are_theirs(tmp_path: Path, rule: str, taken: tuple[str, ...] | None) -> None:
    out = ask(tmp_path, "Save these palettes to brand-philosophy.md?",
              [("Yes, save all", "Add all generated palettes"), ("No, don't save", "Just view them for now")],
              "/brand-content-design:brand-palette summer campaign, earthy but bright",
              files={"CLAUDE.md": f"# Lumen Coffee brand project\n\n{rule}\n", "brand-philosophy.md": "# Brand\n\n## Colors\n1. Primary\n"})
    assert chosen(out) == taken


def test_a_file_kept_for_someone_is_named_whole_not_by_a_word_of_its_name(tmp_path: Path) -> None:
    # "brand" of "your main brand color" is not brand-philosophy.md
    out = ask(tmp_path, "Which color(s) to derive palettes from?",
              [("Primary only", "Generate from your main brand color"), ("All brand colors", "Generate from each color")],
              "/brand-content-design:brand-palette derived palettes from the espresso brown",
              files={"CLAUDE.md": "# Brand\n\n- Changes to brand-philosophy.md (palettes) need Dana's (brand lead) sign-off.\n",
                     "brand-philosophy.md": "## Colors\n1. Primary — Espresso #3B2416\n2. Accent — Honey #E8A33D\n"})
    assert chosen(out) == ("Primary only",)


@pytest.mark.parametrize("line, taken", [
    # what a desk or a team maintains (its person in brackets) is theirs: ruled out, the other skill is chosen
    ("- Skills under .claude/skills/newsroom-style are maintained by the standards desk (Rosa). Don't edit them.",
     ("fact-check-workflow",)),
    ("- newsroom-style is maintained by the standards team.", ("fact-check-workflow",)),
    # the twin: a line choosing it
    ("- Evolve newsroom-style first: its lessons are the newest.", ("newsroom-style",)),
])
def test_what_a_desk_maintains_is_not_chosen(tmp_path: Path, line: str, taken: tuple[str, ...] | None) -> None:
    out = ask(tmp_path, "Which skill(s) should be evolved with their lessons?",
              [("fact-check-workflow", "6 lessons, average confidence 0.82"), ("newsroom-style", "3 lessons, average confidence 0.41"),
               ("Skip", "Evolve nothing now")], "/autocontext:evolve", files={"CLAUDE.md": f"# Newsroom\n\n{line}\n"})
    assert chosen(out) == taken


@pytest.mark.parametrize("sentence, word, choice", [
    # the mention is the object of what a named person does: not the agent's choice
    ("- Proposals go to funders only after Jen (executive director) approves the final PDF.", "PDF", False),
    # the twins: the agent's own act, and a clause with no named person
    ("- Proposals are exported to PDF before they go out.", "PDF", True),
    ("- We export the final PDF.", "PDF", True),
])
def test_what_a_named_person_does_with_a_thing_does_not_choose_it(sentence: str, word: str, choice: bool) -> None:
    from warden.decide.answerers.policy.mentioned import states_choice

    start = sentence.index(word)
    assert states_choice(sentence, start, start + len(word)) is choice


@pytest.mark.parametrize("line, taken", [
    # a bare no declines what the question proposes: a file stating it as what the project does rules the no out
    ("- PHPStan level 6; GrumPHP runs phpcs and phpstan on every commit (hooks are part of onboarding).", None),
    # the twins: a file silent on it, or one naming only the tool, leaves the workflow's default
    ("- PHPStan level 6; CI runs phpcs.", ("No (default)",)),
    ("- GrumPHP is installed by composer.", ("No (default)",)),
])
def test_a_bare_no_is_ruled_out_by_a_file_stating_the_proposal_as_practice(tmp_path: Path, line: str,
                                                                           taken: tuple[str, ...] | None) -> None:
    out = ask(tmp_path, "Install GrumPHP git hooks to lint staged files on every commit?",
              [("Yes", "Install the pre-commit hooks"), ("No (default)", "No hooks; run the checks by hand or in CI")],
              "/code-quality-tools:setup", files={"CLAUDE.md": f"# Harbor Clinic site\n\n{line}\n"})
    assert chosen(out) == taken


@pytest.mark.parametrize("request_, taken", [
    # the request gives another option's number, in whatever language it is written: theirs to settle
    ("/web-server-security-reviewer web01 のレビュー。生ログは 30 日で消して", None),
    ("/web-server-security-reviewer web01, keep raw logs 30 days", None),
    # the twins: no number, or the number the files give, or a number that is no option ("web01" is a name)
    ("/web-server-security-reviewer web01", ("90",)),
    ("/web-server-security-reviewer web01, 90 days as usual", ("90",)),
    ("/web-server-security-reviewer web01 and web02 by 15:00", ("90",)),
])
def test_a_number_the_request_gives_for_another_option_is_the_persons(tmp_path: Path, request_: str,
                                                                      taken: tuple[str, ...] | None) -> None:
    out = ask(tmp_path, "Raw log retention (days)?", ["30", "60", "90", "180"], request_,
              files={"CLAUDE.md": "# ACME review\n\n- Raw logs: kept 90 days in s3://acme-security/raw/; retention owner Yamada.\n"})
    assert chosen(out) == taken


def test_a_symptom_the_request_describes_turns_nothing_down() -> None:
    from warden.decide.answerers.policy.phase import Phase

    assert Phase("/fix-issue 212 the login doesn't redirect").refuses("Fix the redirect (Recommended)") is None
    assert Phase("/debug the worker can't connect to redis").refuses("Restart redis") is None
    assert Phase("/debug don't restart redis, it holds the queue").refuses("Restart redis") == "don't restart redis"


# ---------------------------------------------------------------- round 37: what held-out v24 showed

_TAKEAWAYS = [("Streams pick up on another device", "Start on a laptop, carry on on a phone"),
              ("There's a Python client now", "Durable Streams beyond TypeScript"),
              ("Durable Streams is production-ready", "Stability and scale")]


@pytest.mark.parametrize("notes, taken", [
    # asked what to put forward, a line listing what shipped does not say which leads
    ("# Durable Streams 0.2\n\nShipped 2026-11-20. Resume across devices, TS + Python clients.\n", None),
    # the twin: a line naming the slot
    ("# Durable Streams 0.2\n\nTakeaway: there's a Python client now, so Django shops can use it.\n", ("There's a Python client now",)),
])
def test_asked_what_to_put_forward_a_file_must_name_the_slot(tmp_path: Path, notes: str, taken: tuple[str, ...] | None) -> None:
    out = ask(tmp_path, "What's the reader takeaway?", _TAKEAWAYS, "/blog-planner notes/streams.md",
              files={"notes/streams.md": notes})
    assert chosen(out) == taken


@pytest.mark.parametrize("sentence, word, choice", [
    # a handle in brackets after a named person, the brackets followed by what that person does: not a choice
    ("- only James (thruflo, head of content) flips it and merges blog PRs.", "thruflo", False),
    # the twins: an alias of a thing, and a line giving the value
    ("- We use PostgreSQL (pg) for everything.", "pg", True),
    ("Author: kyle", "kyle", True),
])
def test_a_persons_handle_in_an_aside_is_not_a_choice(sentence: str, word: str, choice: bool) -> None:
    from warden.decide.answerers.policy.mentioned import states_choice

    start = sentence.index(word)
    assert states_choice(sentence, start, start + len(word)) is choice


@pytest.mark.parametrize("rule, taken", [
    # what is done on the account is run by a named person only: creating there is theirs (the holder is Marta, not
    # "the generated files" the sentence goes on to name)
    ("- `td wf push` and `td wf start` on this account are run by Marta after she reviews the generated files. "
     "Claude generates and validates only.", None),
    # the twins: run by a pipeline, or no rule
    ("- Workflows on this account are run by the nightly pipeline only.", ("Yes, create it and retry",)),
    ("- Staging engine: Presto/Trino.", ("Yes, create it and retry",)),
])
def test_what_a_named_person_alone_runs_on_an_account_is_theirs(tmp_path: Path, rule: str,
                                                                taken: tuple[str, ...] | None) -> None:
    out = ask(tmp_path, "Database 'nw_stg_klaviyo' doesn't exist on the account. Create it?",
              ["Yes, create it and retry", "No, stop here"], "/cdp-orchestrator:cdp-implement klaviyo",
              files={"CLAUDE.md": f"# Northwind CDP\n\n{rule}\n"})
    assert chosen(out) == taken


@pytest.mark.parametrize("sentence, word, choice", [
    # what only someone does is reserved to them, not the project's choice of it
    ("Only the Thursday architecture review moves an RFC to Approved;", "Approved", False),
    ("- only the release job publishes to npm.", "npm", False),
    # the twins: "only" qualifying the choice itself, and the same act stated as the project's choice
    ("We use only PostgreSQL.", "PostgreSQL", True),
    ("- RFCs move to Approved after the architecture review.", "Approved", True),
])
def test_what_only_someone_does_is_not_a_choice(sentence: str, word: str, choice: bool) -> None:
    from warden.decide.answerers.policy.mentioned import states_choice

    start = sentence.index(word)
    assert states_choice(sentence, start, start + len(word)) is choice


@pytest.mark.parametrize("doc, taken", [
    # a label giving its option two names: the files name it by either
    ("Regulated: security, reliability, data integrity and regulatory compliance always apply.",
     ("Security", "Reliability / Availability", "Data integrity", "Regulatory compliance")),
    ("Regulated: security, availability, data integrity and regulatory compliance always apply.",
     ("Security", "Reliability / Availability", "Data integrity", "Regulatory compliance")),
    # the twin: a sentence naming neither name of it leaves it out
    ("Regulated: security, data integrity and regulatory compliance always apply.",
     ("Security", "Data integrity", "Regulatory compliance")),
])
def test_either_name_of_a_two_named_option_names_it(tmp_path: Path, doc: str, taken: tuple[str, ...]) -> None:
    out = ask(tmp_path, "Which cross-cutting concerns apply to this system?",
              ["Security", "Reliability / Availability", "Data integrity", "Regulatory compliance"], "/reqdev.validate",
              multi=True, files={"REQUIREMENTS.md": f"# Infusion pump controller\n\n{doc}\n"})
    assert chosen(out) is not None and set(chosen(out)) == set(taken)


def test_a_word_that_works_in_the_sentence_does_not_name_a_two_named_option(tmp_path: Path) -> None:
    out = ask(tmp_path, "Which page type should I build?", ["Landing Page", "About / Company", "Portfolio / Case Study"],
              "/html-page", files={"brand.md": "# Brand\n\nWarm, unhurried, a little nerdy about coffee.\n"})
    assert chosen(out) != ("About / Company",)


@pytest.mark.parametrize("question, taken", [
    # a cryptographic key's private half is a secret, whatever the key is called
    ("Generate a backup (recovery) age key?", None),
    ("Create a new master key for the vault?", None),
    # the twin: a key that is no secret
    ("Add a sort key to the orders table?", ("Yes",)),
])
def test_a_recovery_or_master_key_is_a_secret(tmp_path: Path, question: str, taken: tuple[str, ...] | None) -> None:
    assert chosen(ask(tmp_path, question, [("Yes", "(Recommended)"), "Skip"], "/devtools:setup")) == taken


@pytest.mark.parametrize("question, observed", [
    # when or where something happened in the world: only someone who looked can say, whatever a file lists
    ("When: When did the defect first occur in production?", True),
    ("Where: On which line/station was the low torque produced?", True),
    # the twins: when something should happen, and where a thing goes, are choices about the work
    ("When should the reminder email be sent?", False),
    ("Where should the new helper live?", False),
])
def test_when_or_where_something_happened_is_an_observation(tmp_path: Path, question: str, observed: bool) -> None:
    out = ask(tmp_path, question, ["Since lot L2406", "Line 3, station 4"], "/problem-definition NCR-2291",
              files={".rcca/NCR-2291.md": "# NCR-2291\n\nPart: 7741-B bracket assembly, lots L2406-L2409.\n"
                                          "Lines 1-2 use automated drivers; line 3, station 4 a manual one.\n"})
    assert ("only someone who checked can report" in out.reason) is observed


@pytest.mark.parametrize("sentence, first, last, choice", [
    # a mention spanning its clause's own verb ("session ... store" in "Sessions are stored"): a statement about the
    # subject, which chooses only where its complement says it is the project's
    ("- Sessions are stored in Postgres (ADR-011);", "Sessions", "stored", False),
    # the twins: the complement giving it as the choice, and the words as one name with the verb after them
    ("- Sessions are the chosen store for auth.", "Sessions", "store", True),
    ("- The session store is the default.", "session", "store", True),
    # and an option whose own label holds the verb, named whole
    ("- Parts are learnt before the first rehearsal.", "Parts", "rehearsal", True),
])
def test_a_mention_spanning_its_own_verb_is_a_statement(sentence: str, first: str, last: str, choice: bool) -> None:
    from warden.decide.answerers.policy.mentioned import states_choice

    start = sentence.index(first)
    end = sentence.index(last) + len(last)
    label = sentence[start:end] if first == "Parts" else "Auth split + session store"
    assert states_choice(sentence, start, end, label) is choice


# ---------------------------------------------------------------- round 41


@pytest.mark.parametrize("question, options", [
    # the question itself reports the failure, and its options only go on past it or stop: the person judges it
    ("Tests failed. Deploy anyway?", ["Deploy anyway", "Abort"]),
    ("The lint step failed on 3 files. Publish the package anyway?", ["Publish anyway", "Cancel"]),
])
def test_a_failure_the_question_reports_with_only_go_or_stop_is_the_persons(tmp_path: Path, question: str,
                                                                              options: list[str]) -> None:
    out = ask(tmp_path, question, options, "/workers-deploy --env staging",
              files={"test-output.txt": "npm test -- 3 failed, 41 passed\n"})
    assert chosen(out) is None


def test_a_failure_the_question_reports_with_a_remedy_takes_the_remedy(tmp_path: Path) -> None:
    # the twin: a remedy on offer is taken, as the labelling rules' "remediation over papering" says
    out = ask(tmp_path, "Tests failed. How should I proceed?", ["Fix the failing tests first", "Deploy anyway", "Abort"],
              EXECUTE, files={"test-output.txt": "npm test -- 3 failed, 41 passed\n"})
    assert chosen(out) == ("Fix the failing tests first",)


SCHEMA = ("Do you have an existing schema.sql file?", ["Yes - I have schema.sql", "No - Generate basic schema"])


@pytest.mark.parametrize("files, taken", [
    # whether the project holds a file it names is a fact its tree answers, wherever in the project it lies
    ({"schema.sql": "CREATE TABLE users (id INTEGER PRIMARY KEY);\n"}, ("Yes - I have schema.sql",)),
    ({"db/schema.sql": "CREATE TABLE users (id INTEGER PRIMARY KEY);\n"}, ("Yes - I have schema.sql",)),
    ({"README.md": "# notes-api\n"}, ("No - Generate basic schema",)),
    # a copy in dependencies is not the project's
    ({"node_modules/some-orm/schema.sql": "--\n", "README.md": "# notes-api\n"}, ("No - Generate basic schema",)),
])
def test_whether_a_named_file_exists_is_read_from_the_tree(tmp_path: Path, files: dict[str, str],
                                                          taken: tuple[str, ...]) -> None:
    assert chosen(ask(tmp_path, *SCHEMA, "/d1-setup", files=files)) == taken


@pytest.mark.parametrize("question, options", [
    # nothing the tree can show: what the person has is theirs to say
    ("Do you have any documents or notes where you've already organized your idea?", ["Yes", "No"]),
    ("Do you have screenshots, videos, or other files to attach?", ["Yes, I have files", "No attachments"]),
    # a place outside the project is not looked for
    ("Do you have an existing ../../secrets/prod.env file?", ["Yes", "No"]),
    # the only "no" hands the work back: not chosen for the person
    ("Is there a wrangler.toml in the project?", ["Yes, use it", "No, I'll write one myself"]),
])
def test_what_the_tree_cannot_show_stays_the_persons(tmp_path: Path, question: str, options: list[str]) -> None:
    assert chosen(ask(tmp_path, question, options, "/d1-setup", files={"README.md": "# notes-api\n"})) is None


def test_the_named_file_is_read_whole_from_the_question() -> None:
    from warden.decide.answerers.policy.present import asked_file

    assert asked_file("Do you have an existing schema.sql file?") == "schema.sql"
    assert asked_file("Is there a `.env` file in the project?") == ".env"
    assert asked_file("Does this repo already have specs/?") == "specs/"
    assert asked_file("Setup found nothing. Do you have a wrangler.toml?") == "wrangler.toml"
    assert asked_file("Do you already have specification files?") is None
    assert asked_file("Do you have $(rm -rf ~).sql?") is None


RULES = ("Which documentation and review rules should be installed?", ["docs-writing.md", "docs-numbering.md", "auto-loop.md", "logging.md"])


@pytest.mark.parametrize("line, taken", [
    # a word two options' names share ("docs") names neither of them
    ("- Docs follow `docs/STYLE.md`; we number ADRs our own way.", None),
    # the twin: options named whole still are
    ("- Rules from the plugin: docs-writing.md and logging.md. Not docs-numbering.md or auto-loop.md.",
     ("docs-writing.md", "logging.md")),
])
def test_a_word_two_options_share_names_neither(tmp_path: Path, line: str, taken: tuple[str, ...] | None) -> None:
    out = ask(tmp_path, *RULES, "/install-rules", multi=True, files={"CLAUDE.md": f"# quarry\n\n{line}\n"})
    assert chosen(out) == taken


# ---------------------------------------------------------------- round 42


@pytest.mark.parametrize("question, reports", [
    # a path's or a branch's words name a place: they report nothing
    ("main moved a1b2c3d → 9f8e7d6 in the ref only; you are on fix/RK-230-timeout. Switch the checkout to main?", None),
    ("The logs are in src/errors/crash-reports/. Open them?", None),
    # the twins: the same words said of the work report a problem
    ("The API call to the ledger timed out twice. Retry?", "timed out"),
    ("src/api/client.ts: 3 tests failed. Fix them now?", "failed"),
])
def test_the_words_of_a_path_or_branch_report_nothing(question: str, reports: str | None) -> None:
    from warden.decide.answerers.policy.concerns import reported

    assert reported(question) == reports


LIMIT = ("Account next is at 100% of its 5-hour limit; it resets at 16:40 (2h 05m). Wait for the reset, or continue now on "
         "another account?", ["Wait for reset", "Handoff to next2", "Audit only"])


def test_an_accounts_allowance_and_moving_onto_another_account_are_the_persons(tmp_path: Path) -> None:
    out = ask(tmp_path, *LIMIT, "/limit-recover", files={"CLAUDE.md": "# desk\n\n- Four accounts: next, next2, next3, next4.\n"})
    assert chosen(out) is None and "about the person" in out.reason


@pytest.mark.parametrize("question", [
    "Account next2 is logged out (invalid_grant on every refresh). How should I continue?",
    "The deploy token has expired. How should I continue?",
])
def test_a_logged_out_account_comes_down_to_access(tmp_path: Path, question: str) -> None:
    out = ask(tmp_path, question, ["Re-login next2", "Handoff to next3", "Stop"], "/limit-recover",
              files={"CLAUDE.md": "# desk\n\n- Four accounts: next, next2, next3, next4.\n"})
    assert chosen(out) is None


@pytest.mark.parametrize("sentence, word, label, choice", [
    # a field naming a person says who, not which of options that only hold the name
    ("Owner: Jonas Lind.", "Jonas", "jonas/retry-budget", False),
    ("- Maintainers: Priya, Sam", "Priya", "priya-hotfix", False),
    # the twins: the option is the person (the field answers who), a field naming a thing of the project, and a
    # person's field that goes on to say what is used
    ("Author: kyle", "kyle", "kyle", True),
    ("Base branch: develop", "develop", "develop", True),
    ("Owner: the platform team uses Go", "Go", "Go modules", True),
])
def test_a_field_naming_a_person_chooses_nothing(sentence: str, word: str, label: str, choice: bool) -> None:
    from warden.decide.answerers.policy.mentioned import states_choice

    at = sentence.find(word)
    assert states_choice(sentence, at, at + len(word), label) is choice
