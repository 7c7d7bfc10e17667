"""The policy reads what the session showed in the turn that asks (``Context.shown``) as part of
what the question proposes, to hold back (policy/shown.py), and where it lists the commits of a release, for
the bump their types call for (policy/bump.py). The text is put where Claude
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
    # a price in brackets, as a brief's line gives it, is money all the same
    bracketed = ask(projects, "Is this sprint brief ready to move forward?", ["Yes, create the full sprint PRD", "No, needs more refinement"],
                    "/plan-sprint offline mode",
                    "# Sprint Brief: Offline mode\n## In Scope\n- Adopt PowerSync for the sync layer ($49/month) (5)\n- Offline banner (3)",
                    tuid="toolu_bracket")
    assert chosen(bracketed) is None and "spends money" in bracketed.reason


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


def test_a_proposal_that_leaves_its_own_questions_open_is_not_gone_ahead_with(projects: Path) -> None:
    q = ("Is this sprint brief ready to move forward?", ["Yes, create the full sprint PRD", "No, needs more refinement", "Save for later"],
         "/plan-sprint offline mode")
    brief = "# Sprint Brief: Offline mode\n**Story Points:** 31\n\n## In Scope\n- Local SQLite cache (8)\n- Offline banner (3)\n"
    out = ask(projects, *q, brief + "\n## Open Questions\n- Conflict strategy: last-write-wins or field-level merge? (unresolved)\n")
    assert chosen(out) is None and "open" in out.reason
    # the twins: a brief whose open questions are none, or that has no such section, goes on as the phase does
    assert chosen(ask(projects, *q, brief + "\n## Open Questions\n- None\n", tuid="toolu_none")) == "Yes, create the full sprint PRD"
    assert chosen(ask(projects, *q, brief, tuid="toolu_plain")) == "Yes, create the full sprint PRD"


_BUMP = ("Which version type should this release be? (current 1.6.2)",
         [("patch", "Bug fixes, no new features (1.6.2 -> 1.6.3)"), ("minor", "New features (1.6.2 -> 1.7.0)"),
          ("major", "Breaking changes (1.6.2 -> 2.0.0)")], "/release")
_QUILL = {"CLAUDE.md": "# Quillmark\n- Claude may cut patch releases with /release.\n- Minor and major releases need Ines's sign-off.\n"}
_FREE = {"CLAUDE.md": "# Quillmark\n- Claude may cut releases with /release whenever CI is green.\n"}


@pytest.mark.parametrize("commits, files, taken", [
    # fixes and upkeep only: a patch; a feature: a minor; each where the files let the agent make such a release
    ("fix: crash on empty front matter\nfix: wrong column in MD013 report\ndocs: rule table", _QUILL, "patch"),
    ("- a1b2c3d feat(cli): --fix rewrites fixable violations\n- d4e5f6a fix: wrong column", _FREE, "minor"),
    # the minor is Ines's: the files let the agent cut patches only
    ("feat: --fix flag rewrites fixable violations\nfix: wrong column", _QUILL, None),
    # no file lets the agent release: choosing the bump is making the release, the person's
    ("fix: crash on empty front matter\nchore: bump eslint", {}, None),
    # a breaking change, a type the convention does not define, or no commit at all: the person's
    ("feat!: drop the --legacy flag\nfix: wrong column", _FREE, None),
    ("fix: wrong column\n\nBREAKING CHANGE: config moves to quill.toml", _FREE, None),
    ("wip: half of the --fix flag\nfix: wrong column", _FREE, None),
    ("No commits since v1.6.2.", _FREE, None),
])
def test_the_commits_shown_call_for_their_bump(projects: Path, commits: str, files: dict[str, str], taken: str | None) -> None:
    out = ask(projects, *_BUMP, "Commits since the last tag:\n" + commits, files=files)
    assert chosen(out) == taken


def test_a_bump_the_workflow_recommends_otherwise_is_left_to_the_person(projects: Path) -> None:
    question, options, phase = _BUMP
    options = [options[0], ("minor (Recommended)", options[1][1]), options[2]]
    assert chosen(ask(projects, question, options, phase, "Commits since the last tag:\nfix: wrong column", files=_FREE)) is None


_ROUTE = ("Proceed with creating this Route?", ["yes", "no", "skip"], "/deploy")


@pytest.mark.parametrize("note, taken", [
    # the session marks a line for the person, and the line reports an absence or a problem: theirs to weigh
    ("Note: admin-console has no authentication configured.", None),
    ("Warning: the certificate for admin.example.com expired yesterday.", None),
    ("\u26a0 This route bypasses the OAuth proxy.", None),
    # the twins: a marked line that reports nothing wrong, or an unmarked line of the proposal, goes ahead
    ("Note: the route takes about a minute to become reachable.", "yes"),
    (None, "yes"),
])
def test_a_line_the_session_marks_for_the_person_holds_the_go_ahead(projects: Path, note: str | None, taken: str | None) -> None:
    shown = "Route: admin-console -> service admin-console:3000, host admin.example.com, TLS edge"
    out = ask(projects, *_ROUTE, shown + (f"\n{note}" if note else ""))
    assert chosen(out) == taken


@pytest.mark.parametrize("shown, taken", [
    # what the run reports comes down to access, as the text above the question shows: no retry clears that
    ("Phase 1 (ingestion) — session 40211 status: error\n  td wf log 40211:\n  Klaviyo API returned 401 Unauthorized", None),
    ("The deploy step failed: permission denied (publickey) for git@github.com.", None),
    # the twin: a failure with no access behind it is retried as the workflow proposes
    ("Phase 1 (ingestion) — session 40211 status: error\n  td wf log 40211:\n  Klaviyo API returned 503 Service Unavailable", "Retry"),
])
def test_a_failure_the_shown_text_puts_down_to_access_is_the_persons(projects: Path, shown: str, taken: str | None) -> None:
    out = ask(projects, "The workflow run failed. What should I do?", ["Retry", "Skip", "Abort"],
              "/cdp-orchestrator:cdp-implement klaviyo", shown)
    assert chosen(out) == taken


@pytest.mark.parametrize("shown, taken", [
    # the text above the question shows a secret among what going on takes along: a staged .env, a key's value
    ("Staged: src/billing.js, .env\nProposed commit message:\nfeat(billing): charge through Stripe checkout", None),
    ("Staged: src/billing.js\nProposed commit message:\nfeat(billing): charge through Stripe\n(config.js sets STRIPE_SECRET_KEY=sk_live_51Hx)",
     None),
    # the twins: a commit naming no secret, and one that mentions the secret's name only
    ("Staged: src/billing.js, src/env.js\nProposed commit message:\nfeat(billing): charge through Stripe checkout",
     "Use full message"),
    ("Staged: src/billing.js\nProposed commit message:\nfeat(billing): read STRIPE_SECRET_KEY from the environment",
     "Use full message"),
])
def test_a_secret_shown_among_what_would_be_committed_is_the_persons(projects: Path, shown: str, taken: str | None) -> None:
    out = ask(projects, "Approve this commit message?", [("Use full message", "(Recommended)"), "Use just the subject"],
              "/commit-only", shown)
    assert chosen(out) == taken


TRIAGE = ("What should I do with this review comment?", [("Apply", "Dispatch fixer"), ("Skip", "Reply with reason, then resolve thread"),
          ("Defer", "Leave thread untouched, do not reply"), ("Abort", "Stop the entire run")], "/ycc:pr-autofix 142")


@pytest.mark.parametrize("comment, taken", [
    # a reviewer's question, quoted as their words, asks for an answer, not a change
    ("> Is dropping the alpha channel for WebP intended? Our users upload transparent logos.", None),
    ("> Should cancellations inside 24h also charge a late fee? Product hasn't decided -- flag it.", None),
    # a change that turns off a security control
    ("> The e2e test fails on CSRF; consider disabling `verifyCsrf` for `/bookings` to fix it.", None),
    # the twins: a change request, and a question in the session's own words rather than quoted
    ("> Please validate `limit` -- negative values currently pass through to the query.", "Apply"),
    ("Is this the comment you meant? It asks to validate `limit`:\n> Please validate `limit` before the query.", "Apply"),
    ("> Please enable `verifyCsrf` on `/bookings` as well.", "Apply"),
])
def test_a_quoted_question_or_a_security_control_turned_off_holds_the_go_ahead(projects: Path, comment: str,
                                                                                   taken: str | None) -> None:
    shown = f"PR #142 (feat/booking-limits) -- comment 2 of 5\ndana -- src/booking/limits.ts:58\n{comment}"
    assert chosen(ask(projects, *TRIAGE, shown)) == taken


FOLDER = ("Create research folder research-sessions/2026-03-02-btk-inhibitor-selectivity/?", ["Yes", "No"],
          "/answering-research-questions")


@pytest.mark.parametrize("note, taken", [
    # a note saying what going on would take away is the person's to weigh
    ("Note: a folder with this name already exists from this morning's run; initializing would reset "
     "papers-reviewed.json to {}.", None),
    ("Note: the existing SUMMARY.md will be overwritten.", None),
    # the twin: a note that takes nothing away leaves the go-ahead
    ("Note: the folder name uses today's date and the question's slug.", "Yes"),
])
def test_a_note_that_going_on_would_take_something_away_holds_the_go_ahead(projects: Path, note: str,
                                                                           taken: str | None) -> None:
    shown = f"Creating research folder: research-sessions/2026-03-02-btk-inhibitor-selectivity/\n{note}"
    assert chosen(ask(projects, *FOLDER, shown)) == taken


# a plan shown that keeps its push local, a secrets file among the staged files, a branch the files rule out


def test_a_local_release_plan_the_request_keeps_local_is_not_cancelled(projects: Path) -> None:
    files = {"CLAUDE.md": "# quill\n\n- Conventional commits.\n"}
    shown = "Release plan\nVersion:  0.9.0 -> 0.9.1\nTag:      v0.9.1\nPush:     no (local only)"
    out = ask(projects, "Run this release?", [("go", "Run every step"), ("change", "Say what to change"), ("stop", "Abort")],
              "/bump patch --local", shown, files=files)
    assert chosen(out) != "stop"


@pytest.mark.parametrize("value, taken", [
    # the entry it offers to write holds a token's value, quoted as JSON keys are
    ('"3f9c0e7a41b2d85c6e0f1a9b7c24d6e8f0a1b3c5"', None),
    # the twin: the entry reads the token from the environment
    ('"${FORGE_TOKEN}"', "Add the entry"),
])
def test_a_secret_value_in_the_entry_shown_is_the_persons(projects: Path, value: str, taken: str | None) -> None:
    shown = ('"forge-lite": {\n  "command": "servers/forge-lite/.venv/bin/python",\n'
             f'  "env": {{"FORGE_URL": "https://git.example.org", "FORGE_TOKEN": {value}}}\n}}')
    out = ask(projects, "Add this entry for the new forge-lite server to .mcp.json?", ["Add the entry", "Don't add it"],
              "/mcp scaffold forge-lite", shown)
    assert chosen(out) == taken


def test_a_secrets_file_among_the_staged_files_shown_holds_the_commit(projects: Path) -> None:
    shown = "Commit\nMessage:  chore: add worker config\nStaged:\n  wrangler.toml\n  .env.staging\n  README.md"
    out = ask(projects, "Commit as shown?", [("yes", "Commit as shown"), ("edit", "Say what to change"), ("cancel", "Abort")],
              "/commit", shown)
    assert chosen(out) is None


def test_a_commit_on_the_branch_the_files_rule_out_holds_the_go_ahead(projects: Path) -> None:
    files = {"CONTRIBUTING.md": "# atlas\n\n- Never commit directly to `trunk`; open a branch per change.\n"}
    shown = "Commit\nMessage:  fix(map): clamp zoom\nBranch:   trunk (default branch)"
    out = ask(projects, "Commit as shown?", [("yes", "Commit as shown"), ("edit", "Say what to change"), ("cancel", "Abort")],
              "/commit", shown, files=files)
    assert chosen(out) != "yes"


def test_a_standing_go_ahead_does_not_go_on_past_a_run_shown_failing(projects: Path) -> None:
    notes = "# Team\n- Lena owns the docs site: once every PR is approved and green, merge the stack (`stack land` is fine).\n"
    options = [("Merge", "merge the stack"), ("Cancel", "")]
    failing = "stack land --dry-run:\n  #41 docs: new sidebar   checks \u2713\n  #42 docs: fix anchors   checks \u2717 (link-check: 3 failing)"
    out = ask(projects, "Merge these PRs via the stack tool?", options, "/land", failing, files={"TEAM.md": notes})
    assert chosen(out) is None
    green = "stack land --dry-run:\n  #41 docs: new sidebar   checks \u2713\n  #42 docs: fix anchors   checks \u2713"
    twin = ask(projects, "Merge these PRs via the stack tool?", options, "/land", green, files={"TEAM.md": notes},
               tuid="toolu_twin")
    assert chosen(twin) == "Merge"  # the same go-ahead where every check is green
