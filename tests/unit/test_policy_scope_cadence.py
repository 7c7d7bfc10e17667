"""Questions whose answer the project's files hold in a shape the option's own words do not: the
alternatives a question names ("Metric or imperial units?"), a thing it asks to take into a release
that the files keep out or place in, how closely the person follows a run, a branch kept for
releases, a retry of what has stopped, and an acceptance where nothing is reported. Written for
these tests, in styles unlike any workflow the evaluation set holds."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.unit.test_policy_principles import EXECUTE, ask, chosen
from warden.decide.answerers.policy import goahead
from warden.decide.answerers.policy.evidence import Doc
from warden.decide.answerers.policy.shown import repeats_what_is_down

# ---------------------------------------------------------------- alternatives the question names


def test_an_alternative_the_question_names_still_names_its_option(tmp_path: Path) -> None:
    files = {"NOTES.md": "- Reports: we publish in metric throughout (EU customers).\n"}
    out = ask(tmp_path, "Metric or imperial units on the trip report?", ["Imperial units", "Metric units"], files=files)
    assert chosen(out) == ("Metric units",)


def test_alternatives_of_actions_are_not_names(tmp_path: Path) -> None:
    # "release" of "Proceed with a release or stop here?" is what the first action does, not a name the files can speak for
    files = {"NOTES.md": "- Releases: patch by default.\n"}
    out = ask(tmp_path, "Proceed with a release or stop here?", ["Proceed with a release", "Stop here"], files=files)
    assert chosen(out) is None


# ---------------------------------------------------------------- what a release takes in

TRIAGE = [("Include in v2.4", "Add it to the v2.4 roadmap"), ("Skip (keep in backlog)", "Leave it in the backlog"), ("Discuss further", "Ask clarifying questions first")]


@pytest.mark.parametrize("note", [
    "- Offline mode is deferred to 3.0; not before the sync rewrite.\n",
])
def test_a_thing_the_files_keep_out_of_the_release_is_skipped(tmp_path: Path, note: str) -> None:
    out = ask(tmp_path, '"Offline mode" - cache the last 50 trips on the phone. Include it in v2.4?', TRIAGE,
              "/roadmap v2.4", files={"PLAN.md": f"# plan (Ines)\n\n{note}"})
    assert chosen(out) == ("Skip (keep in backlog)",)


def test_the_head_word_opening_a_sentence_names_the_thing(tmp_path: Path) -> None:
    # "Team calendars" by its head word, the subject of the sentence that defers it
    out = ask(tmp_path, '"Team calendars" - share a crew\'s calendar. Include it in v2.4?', TRIAGE,
              "/roadmap v2.4", files={"PLAN.md": "# plan (Ines)\n\n- Calendars wait for v3, decided in the March review.\n"})
    assert chosen(out) == ("Skip (keep in backlog)",)


def test_a_version_number_is_no_deferral(tmp_path: Path) -> None:
    # "v2.4" is the release the question names, not "v2" as in "a v2 idea"
    from warden.decide.answerers.policy.mentioned import _mention_kind
    s = "- v2.4 is the export release: trips, invoices."
    assert _mention_kind(s, s.index("export"), s.index("export") + 6, False) == 1


def test_what_goes_into_a_release_without_a_file_is_the_persons(tmp_path: Path) -> None:
    out = ask(tmp_path, '"Offline mode" - cache the last 50 trips on the phone. Include it in v2.4?', TRIAGE,
              "/roadmap v2.4", files={"PLAN.md": "# plan (Ines)\n\n- Ship by June.\n"})
    assert chosen(out) is None
    assert "product call" in out.reason


def test_a_thing_the_files_place_in_the_release_is_included(tmp_path: Path) -> None:
    out = ask(tmp_path, '"Trip export" - a CSV of the month\'s trips. Include it in v2.4?', TRIAGE,
              "/roadmap v2.4", files={"PLAN.md": "# plan (Ines)\n\n- v2.4 is the export release: trips, invoices.\n"})
    assert chosen(out) == ("Include in v2.4",)


# ---------------------------------------------------------------- how closely the person follows the run

CADENCE = [("Yes - checkpoints", "Review and approve after each stage"), ("No - run straight through", "Fully autonomous, faster")]


@pytest.mark.parametrize("note, taken", [
    (None, None),
    ("- I want to review each stage before the next one starts.\n", ("Yes - checkpoints",)),
    ("- Run it unattended, don't ask me; I read the summary in the morning.\n", ("No - run straight through",)),
])
def test_how_closely_the_person_follows_the_run_is_what_they_say(tmp_path: Path, note: str | None, taken) -> None:
    files = {"NOTES.md": f"# notes\n\n{note}"} if note else {}
    out = ask(tmp_path, "Pause for review after each stage?", CADENCE, "/pipeline:run", files=files)
    assert chosen(out) == taken


def test_a_recommended_cadence_is_left_to_the_later_steps(tmp_path: Path) -> None:
    # the workflow's default stands to be weighed; handing the run over unattended is still held back there
    options = [CADENCE[0], ("No - run straight through (Recommended)", "Fully autonomous, faster")]
    out = ask(tmp_path, "Pause for review after each stage?", options, "/pipeline:run")
    assert chosen(out) is None
    assert "working style" not in out.reason


# ---------------------------------------------------------------- a branch kept for releases


def test_a_branch_kept_for_releases_is_not_a_merge_requests_base(tmp_path: Path) -> None:
    files = {"CLAUDE.md": "# tide-api\n\n- MRs go to `develop`; `main` is release-only.\n"}
    out = ask(tmp_path, "Which branch should the merge request target?", ["main (Recommended)", "develop", "staging"],
              "/gitlab:mr", files=files)
    assert chosen(out) == ("develop",)


# ---------------------------------------------------------------- a retry of what has stopped


@pytest.mark.parametrize("shown, label, description, down", [
    ("$ podman ps -a\nledger-api   Exited (137) 2 minutes ago", "Retry", "Send the same request again", "Exited"),
    ("worker-0   0/1   CrashLoopBackOff", "Try again", "", "CrashLoopBackOff"),
    ("$ podman ps -a\nledger-api   Exited (137)", "Retry after restarting", "Start the container, then send it again", None),
    ("ledger-api   Exited (137)", "Retry", "Retry with a longer timeout", None),
    ("Connection refused (the server may still be starting)", "Retry", "Send the same request again", None),
])
def test_a_retry_of_what_is_down_is_no_remedy(shown: str, label: str, description: str, down: str | None) -> None:
    assert repeats_what_is_down(shown, label, description) == down


@pytest.mark.parametrize("question, taken", [
    # the cause is a wrong name in a config: fixing it is the remedy, a retry fails the same way
    ("The import failed: table 'src.orders_hist' does not exist (the runner was generated with a typo). What now?", ("Fix",)),
    # a timeout may pass by itself: the retry comes first, as the workflow lists it
    ("The import timed out after 300 s. What now?", ("Retry",)),
])
def test_a_remedy_that_changes_something_comes_before_a_retry(tmp_path: Path, question: str, taken) -> None:
    out = ask(tmp_path, question, ["Retry", "Fix", "Skip", "Abort"], EXECUTE)
    assert chosen(out) == taken


# ---------------------------------------------------------------- an acceptance where nothing is reported


def test_accepting_what_reports_no_problem_approves_it(tmp_path: Path) -> None:
    out = ask(tmp_path, "Schema plan drafted (3 local migrations). Accept or revise?",
              [("Accept", "Write the migration files"), ("Revise", "Change the steps first")], EXECUTE)
    assert chosen(out) == ("Accept",)


def test_accepting_past_a_reported_problem_is_still_papering(tmp_path: Path) -> None:
    out = ask(tmp_path, "Schema plan drafted, but 2 checks failed. Accept or revise?",
              [("Accept", "Write the migration files"), ("Revise", "Change the steps first")], EXECUTE)
    assert chosen(out) != ("Accept",)


@pytest.mark.parametrize("question", ["Proposed commit message:\n\nAdd trip export\n\nAccept, edit or reject?",
                                      "Generated commit message:\n\nAdd trip export\n\nUse it?"])
def test_a_drafts_style_setting_is_a_rule_for_the_draft(question: str) -> None:
    assert goahead._drafted_rule(question, [Doc("NOTES.md", "git:\n  commit_style: imperative\n")]) == "commit_style: imperative"
    assert goahead._drafted_rule(question, [Doc("NOTES.md", "- Tests run in CI.\n")]) is None


# ---------------------------------------------------------------- what a file leaves for later, and sets against


def test_what_goes_to_the_backlog_is_out_and_a_slash_joins_its_names(tmp_path: Path) -> None:
    files = {"NOTES.md": "# patch notes (Omar)\n\n- The patch takes Security and Crashes only; Polish/Ideas go to the backlog.\n"}
    out = ask(tmp_path, "Which change groups go into this patch?", ["Security (2)", "Crashes (5)", "Polish (7)", "Ideas (3)"],
              "/triage", multi=True, files=files)
    assert chosen(out) == ("Security (2)", "Crashes (5)")


@pytest.mark.parametrize("sentence, word, kind", [
    ("- We audit the whole checkout flow (cart → payment → receipt), not single screens.", "receipt", 1),
    ("- GraphQL, not REST.", "GraphQL", 1),
    ("- Redis, not yet.", "Redis", -1),
    ("- Docker, not needed for local runs.", "Docker", -1),
])
def test_a_contrast_is_about_what_follows_it(sentence: str, word: str, kind: int) -> None:
    from warden.decide.answerers.policy.mentioned import _mention_kind
    at = sentence.index(word)
    assert _mention_kind(sentence, at, at + len(word), False) == kind


def test_one_thing_only_is_not_what_a_sentence_naming_it_with_another_is(tmp_path: Path) -> None:
    files = {"NOTES.md": "- Every help page ships in French and German.\n"}
    out = ask(tmp_path, "Which locale set should the help pages build?", ["French only", "Spanish only"], files=files)
    assert chosen(out) is None


# ---------------------------------------------------------------- whether the product is so

TRAIT = [("Yes — both themes", "Check contrast in the dark theme too"), ("No — light only", "Check the light theme")]


@pytest.mark.parametrize("note, taken", [
    ("- Every screen ships a light and a dark theme; dark mode follows the system setting.\n", ("Yes — both themes",)),
    ("- No dark mode in v1: the light theme only.\n", ("No — light only",)),
    (None, None),
])
def test_whether_the_product_has_a_trait_is_what_a_file_states(tmp_path: Path, note: str | None, taken) -> None:
    files = {"NOTES.md": f"# design notes\n\n{note}"} if note else {"NOTES.md": "# design notes\n\n- Figma file: Portal v3.\n"}
    out = ask(tmp_path, "Does the design support dark mode?", TRAIT, "/audit", files=files)
    assert chosen(out) == taken
    if taken is None:
        assert "no file states" in out.reason


# ---------------------------------------------------------------- a change the files rule out


@pytest.mark.parametrize("shown, doc, kind", [
    ("Header.tsx rewritten as a new <NavBar> component (+240 −180)", "- Code fixes: minimal diffs, no refactors.", "a refactor"),
    ("Modal.tsx: adds a dependency (focus-trap-react)", "- No new dependencies without Omar's review.", "a new dependency"),
    ("EmailField.tsx: add <label for=\"email\"> (+2 lines)", "- Code fixes: minimal diffs, no refactors.", None),
    ("Header.tsx rewritten as a new <NavBar> component", "- Tests run in CI.", None),
])
def test_a_change_of_a_kind_the_files_rule_out(shown: str, doc: str, kind: str | None) -> None:
    from warden.decide.answerers.policy.claims import ruled_out_change
    got = ruled_out_change(shown, [Doc("NOTES.md", doc + "\n")])
    assert (got.split(":")[0] if got else None) == kind


def test_an_attribute_value_in_markup_is_no_action() -> None:
    from warden.judge import prose
    kinds = {e.kind for e in prose.effects('EmailField.tsx add <label for="email">; Modal.tsx restore focus on close.')}
    assert "send" not in kinds
    assert "send" in {e.kind for e in prose.effects("email the report to the client")}


# ---------------------------------------------------------------- work run side by side


@pytest.mark.parametrize("shown, shared", [
    ("Agent A: src/scheduler/queue.ts. Agent B: src/scheduler/queue.ts, billing/invoice.ts.", ("src/scheduler/queue.ts", "Agent A", "Agent B")),
    ("- Worker 1: api/orders.go\n- Worker 2 (parallel): api/orders.go, api/orders_test.go\n", ("api/orders.go", "Worker 1", "Worker 2")),
    ("Agent A: src/scheduler/queue.ts. Agent B: billing/invoice.ts.", None),
    ("Agent A: src/queue.ts, src/queue.ts (twice in its own list).", None),
])
def test_two_units_side_by_side_editing_one_file(shown: str, shared) -> None:
    from warden.decide.answerers.policy.shown import shared_file
    assert shared_file(shown) == shared


# ---------------------------------------------------------------- what the judge reads in prose


@pytest.mark.parametrize("text, kind, present", [
    ("Create these work items in Plane (project TALLY)?", "send", True),
    ("Added refresh token support", "credentials", False),
    ("src/api/auth.ts - Added API key validation", "credentials", False),
    ("add the API key to .env", "credentials", True),
    ("git status --short:\n(clean)\nBranch feat/invites, 4 commits ahead of main:\n 9c2e refresh tokens", "credentials", False),
    ("git status --short:\n(clean)\nBranch feat/invites, 4 commits ahead of main:\n 9c2e refresh tokens", "unknown", False),
])
def test_what_prose_does(text: str, kind: str, present: bool) -> None:
    from warden.judge import prose
    assert (kind in {e.kind for e in prose.effects(text)}) is present


# ---------------------------------------------------------------- a scope past the request, a product no file describes


@pytest.mark.parametrize("command, shown, past", [
    ("/github:remove-main-branch org:harbor-labs", "23 repositories across org:harbor-labs and org:partner-co.", "org:partner-co"),
    ("/github:remove-main-branch org:harbor-labs", "7 repositories in org:harbor-labs.", None),
    ("/deploy --env staging", "Target env: production", "env: production"),
    ("/deploy --env staging", "The project targets production later this year.", None),
    ("/triage", "23 repositories across org:partner-co.", None),
])
def test_what_the_session_showed_past_the_requests_scope(command: str, shown: str, past: str | None) -> None:
    from warden.decide.answerers.policy.shown import beyond_request
    assert beyond_request(command, shown) == past


@pytest.mark.parametrize("doc, held", [
    ("", True),
    ("- Customers: independent florists with one or two shops; no chains.\n", False),
    ("- Stack: Rails 7, Postgres.\n", True),
])
def test_a_draft_of_what_the_product_is_needs_a_file_describing_the_product(doc: str, held: bool) -> None:
    shown = "Draft Executive Summary: Let independent florists take bouquet orders from their shops' phones."
    got = goahead.undescribed_product(shown, [Doc("NOTES.md", doc)] if doc else [])
    assert bool(got) is held
    assert goahead.undescribed_product("Draft commit message: fix the typo", []) is None


@pytest.mark.parametrize("files, taken", [
    ({"app/page.tsx": "export default function P(){}\n"}, None),
    ({"web/admin/index.ts": "export {}\n"}, ("Yes",)),
])
def test_work_for_a_folder_the_project_does_not_have_is_not_gone_on_with(tmp_path: Path, files, taken) -> None:
    out = ask(tmp_path, "Found .claude/rules/admin.md. Generate a separate AGENTS.md for web/admin/?",
              [("Yes", "Write web/admin/AGENTS.md from the admin rules"), ("No", "Keep everything in the root AGENTS.md")],
              EXECUTE, files=files)
    assert chosen(out) == taken
    if taken is None:
        assert "does not have" in out.reason


# ---------------------------------------------------------------- the set to choose from, an AI credited, work of its own


def test_the_set_the_options_come_from_chooses_none_of_them(tmp_path: Path) -> None:
    files = {"docs/issues.md": "# Issue conventions\n\n- Labels from: Feature, Bug, Chore, Docs, Security.\n"}
    out = ask(tmp_path, "Which labels apply?", ["Bug", "Docs", "Security"], "/file-issue crash on save", multi=True, files=files)
    assert chosen(out) is None
    assert "set to choose from" in out.reason
    listed = {"docs/issues.md": "# Issue conventions\n\n- Crash reports get Bug and Security, never Docs.\n"}
    assert chosen(ask(tmp_path / "b", "Which labels apply?", ["Bug", "Docs", "Security"], "/file-issue crash on save",
                      multi=True, files=listed)) != ("Bug", "Docs", "Security")


@pytest.mark.parametrize("shown, credited", [
    ("fix(parser): keep quoted commas\n\nCo-Authored-By: Claude <noreply@anthropic.com>", True),
    ("Add the export page\n\n🤖 Generated with [Claude Code](https://claude.com/claude-code)", True),
    ("fix(parser): keep quoted commas\n\nCo-Authored-By: Dana Ruiz <dana@example.org>", False),
])
def test_a_draft_crediting_an_ai_is_the_persons(shown: str, credited: bool) -> None:
    from warden.decide.answerers.policy.shown import persons_own
    got = persons_own(shown)
    assert (got is not None and "credits an AI" in got) is credited


def test_work_that_is_its_own_project_is_not_this_one() -> None:
    from warden.decide.answerers.policy.mentioned import _mention_kind
    s = "- Tx history redesign is its own project (Q4); keep it out of webapp bug tickets."
    assert _mention_kind(s, s.index("Tx history"), s.index("Tx history") + 10, False) == -1


# ---------------------------------------------------------------- production by its connection string, a limit stated, work in progress


@pytest.mark.parametrize("env, production", [
    ("ConnectionStrings__Default=Host=pg-prod-01;Database=stockroom\n", True),
    ("DB_CONNECTION=Server=sql-primary.internal;Database=ledger\n", True),
    ("ConnectionStrings__Default=Host=localhost;Database=stockroom\n", False),
    ("ASPNETCORE_ENVIRONMENT=Production\n", True),
    ("NODE_ENV=development\nDATABASE_URL=postgres://app@localhost/app\n", False),
])
def test_a_production_database_by_its_connection_string_or_environment(tmp_path: Path, env: str, production: bool) -> None:
    out = ask(tmp_path, "Apply the migration AddShelfTable to the database now?",
              [("Yes", "Run the database update"), ("No", "Only create the migration files")], EXECUTE, files={".env": env})
    assert (chosen(out) is None) is production


def test_going_on_that_the_question_says_will_be_limited_is_the_persons(tmp_path: Path) -> None:
    out = ask(tmp_path, "Test coverage is 22%, so the upgrade's verification will be limited. Continue?",
              [("Continue", "Upgrade with limited verification"), ("Add smoke tests first", "Cover the main routes"), "Stop"],
              "/upgrade")
    assert chosen(out) != ("Continue",)


@pytest.mark.parametrize("shown, dirty", [
    ("Codemod: 143 files under app/. Working tree: 9 modified files not committed, branch main.", "9 modified files not committed"),
    ("$ git status\nChanges not staged for commit:\n  modified: app/page.tsx", "Changes not staged for commit"),
    ("Working tree clean. 143 files under app/.", None),
])
def test_work_in_progress_nobody_committed(shown: str, dirty: str | None) -> None:
    from warden.decide.answerers.policy.shown import uncommitted
    assert uncommitted(shown) == dirty
