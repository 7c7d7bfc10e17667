"""An option's label read against the person's request, the project's files and what the question proposes,
where its words alone would mislead: a label that itself says no, a key word qualified by another
option's word, a list naming a label by its last word, a file name in the request, a request said
unsure, an option that keeps both, and prose the judge once read as a command line or a release.
Written for these tests, in styles unlike any workflow the evaluation set holds."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.unit.test_policy_principles import ask, chosen
from tests.unit.test_policy_shown import projects as projects_dir  # noqa: F401  (the transcript's folder, a fixture)
from warden.decide.answerers.policy.qualified import says_own_no
from warden.judge.prose import effects

# ---------------------------------------------------------------- a label that says no itself


def test_a_label_opening_with_no_is_agreed_with_by_the_same_no(tmp_path: Path) -> None:
    files = {"docs/terms.md": "Dormant tenant: a lease on file but no payment for 60 days (agreed with the board, May).\n"}
    out = ask(tmp_path, "Which definition should the dormant-tenant report use?",
              [("No payment in 60 days", "last payment older than 60 days"), ("Lease ended", "lease.end < today"),
               ("No payment in 21 days", "last payment older than 21 days")], files=files)
    assert chosen(out) == ("No payment in 60 days",)


@pytest.mark.parametrize("label, sentence, agrees", [
    ("No check-in in 30 days", "an active plan but no check-in for 30 days", True),
    ("No authentication", "The sandbox runs with no authentication at all.", True),
    ("No authentication", "Never ship an endpoint without authentication.", False),
    ("Redis cache", "No Redis cache layer.", False),
])
def test_says_own_no(label: str, sentence: str, agrees: bool) -> None:
    assert says_own_no(label, sentence) is agrees


def test_a_no_in_the_files_still_rules_out_an_option_that_does_not_say_it(tmp_path: Path) -> None:
    files = {"ADR.md": "# ADR 7 (Yusuf)\n\n- No Memcached anywhere: ops cannot run it.\n"}
    out = ask(tmp_path, "Which cache for the search results?", ["Memcached", "In-process LRU"], files=files)
    assert chosen(out) == ("In-process LRU",)


# ---------------------------------------------------------------- a key word qualified by another option's word


def test_a_head_word_qualified_by_another_options_word_names_neither(tmp_path: Path) -> None:
    files = {"CREW.md": "# Galley crew (Oskar)\n\n- We plate every order within 9 minutes of the ticket.\n"}
    out = ask(tmp_path, "Who is the main reader of the allergen notice?",
              [("Galley cooks", "Prep detail"), ("Owners board", "Cost and liability"), ("Support crew", "Guest questions")],
              files=files)
    assert chosen(out) is None


def test_the_head_word_alone_still_names_its_option(tmp_path: Path) -> None:
    # nothing qualifies "crew" here: the sentence names the option by its one key word
    files = {"NOTICE.md": "- The allergen notice is read aloud to the crew at every shift change.\n"}
    out = ask(tmp_path, "Who is the main reader of the allergen notice?",
              [("Galley cooks", "Prep detail"), ("Owners board", "Cost and liability"), ("Support crew", "Guest questions")],
              files=files)
    assert chosen(out) == ("Support crew",)


# ---------------------------------------------------------------- a list naming a label by its last word


def test_a_list_naming_a_labels_last_word_bare_includes_it(tmp_path: Path) -> None:
    files = {"brief.md": "Harbour masters asked for: berths occupied, daily arrivals and fees. Tides come later.\n"}
    out = ask(tmp_path, "Which tiles should the harbour dashboard show?",
              ["Berths occupied", "Arrivals", "Monthly fees", "Tide forecast"], multi=True, files=files)
    assert chosen(out) == ("Berths occupied", "Arrivals", "Monthly fees")


def test_a_lead_in_word_before_a_colon_is_no_list_element(tmp_path: Path) -> None:
    files = {"SCOPE.md": "- Export: csv and pdf, with a cover page.\n"}
    out = ask(tmp_path, "Which outputs go in the first cut?", ["Csv", "Pdf", "Scheduled export"], multi=True, files=files)
    assert chosen(out) != ("Csv", "Pdf", "Scheduled export")


# ---------------------------------------------------------------- the person's request


def test_a_file_the_command_works_on_names_no_option(tmp_path: Path) -> None:
    out = ask(tmp_path, "Pick a headline:", ["Are tariffs back? (Recommended)", "Tariffs in 2027", "The tariff swing"],
              "/headline-helper notes/tariffs-2027.md")
    assert chosen(out) != ("Tariffs in 2027",)


def test_a_request_said_unsure_names_no_status(tmp_path: Path) -> None:
    out = ask(tmp_path, "Set ticket OPS-88 status to?", ["open", "blocked", "verified"], "/ticket OPS-88 verified I think")
    assert chosen(out) is None


def test_a_plain_request_still_names_its_status(tmp_path: Path) -> None:
    out = ask(tmp_path, "Set ticket OPS-88 status to?", ["open", "blocked", "verified"], "/ticket OPS-88 verified")
    assert chosen(out) == ("verified",)


# ---------------------------------------------------------------- keeping both


def test_asked_to_replace_what_exists_the_option_that_keeps_both_is_taken(tmp_path: Path) -> None:
    out = ask(tmp_path, "schemas/invoice.json already exists. Replace it with the generated schema?",
              [("Replace", "Overwrite the hand-edited schema"), ("Write invoice.generated.json", "Keep both"),
               ("Cancel", "Leave the existing file")])
    assert chosen(out) == ("Write invoice.generated.json",)


def test_keeping_both_is_not_taken_against_a_recommended_replacement(tmp_path: Path) -> None:
    out = ask(tmp_path, "schemas/invoice.json already exists. Replace it with the generated schema?",
              [("Replace (Recommended)", "Overwrite the hand-edited schema"), ("Write invoice.generated.json", "Keep both"),
               ("Cancel", "Leave the existing file")])
    assert chosen(out) is None


def test_keeping_both_outside_the_project_stays_the_persons(tmp_path: Path) -> None:
    out = ask(tmp_path, "A board deck already exists in the shared drive. Delete it and upload the new one?",
              [("Delete and upload", "Replace the shared deck"), ("Upload alongside", "Keep both in the shared drive"),
               ("Cancel", "Upload nothing")])
    assert chosen(out) is None


# ---------------------------------------------------------------- prose the judge reads


@pytest.mark.parametrize("text, kinds", [
    ("Ready to create the release commit and tag.", {"vcs_local"}),
    ("Create release notes from the changelog", set()),
    ("create a release", {"publish"}),
    ("cut a release and push the tag", {"publish", "push"}),
    ("git push origin main", {"push"}),
])
def test_prose_and_command_lines(text: str, kinds: set[str]) -> None:
    # a release commit, a tag and release notes stay in the project; creating a release, cutting one and pushing do not
    found = {e.kind for e in effects(text)}
    assert kinds <= found
    assert "publish" in found or "publish" not in kinds
    assert "publish" not in found or "publish" in kinds


def test_a_flag_of_the_running_command_is_not_read_as_a_program() -> None:
    # "/deploy-worker --env dev": "env the deploy worker" is no command line that runs a program called "the"
    from warden.decide.answerers.policy.hazard import phase_hazards
    assert phase_hazards("/deploy-worker --env dev") == []


# ---------------------------------------------------------------- round 49: plans shown, standing preferences, cost


def test_a_plan_field_switched_off_proposes_nothing() -> None:
    from warden.decide.answerers.policy.hazard import plan_hazards
    from warden.decide.answerers.policy.shown import proposed
    plan = "Bump plan\nBump:     2.0.1 -> 2.0.2\nUpload:   none (dry run)\nPush:     no\nNotify:   off"
    assert plan_hazards(proposed(plan)) == []
    # a field whose value goes on to say something else still proposes what it says
    assert plan_hazards(proposed("Push: no changes are lost, we push to origin"))


def test_steps_laid_out_on_one_line_are_each_read() -> None:
    from warden.decide.answerers.policy.hazard import plan_hazards
    from warden.decide.answerers.policy.shown import proposed
    kinds = {e.effect for e in plan_hazards(proposed("Run plan\n1 lint  2 test  3 build  4 tag (patch, push)  5 notes"))}
    assert "push" in kinds


@pytest.mark.parametrize("question", [
    "Make the deploy pipeline run without prompts by default?",
    "Run reviews non-interactively for all future runs?",
])
def test_a_standing_default_for_how_runs_are_followed_is_the_persons(tmp_path: Path, question: str) -> None:
    out = ask(tmp_path, question, [("no (Recommended)", "Keep the approval gates"), ("yes", "Skip prompts; treat every gate as approved")])
    assert chosen(out) is None


def test_a_default_for_this_run_alone_still_takes_the_recommended(tmp_path: Path) -> None:
    out = ask(tmp_path, "Pause for approval between the three batches?",
              [("Yes, pause (Recommended)", "Approve after each batch"), ("No", "Run all batches")])
    assert "standing preference" not in out.reason


def test_a_recommended_option_that_costs_more_than_another_is_the_persons(tmp_path: Path) -> None:
    out = ask(tmp_path, "How many reviewers should look at the draft?",
              [("Two reviewers", "Faster, lower cost"), ("Five reviewers (Recommended)", "Broader critique")])
    assert chosen(out) is None


def test_a_recommended_option_that_costs_less_is_still_taken(tmp_path: Path) -> None:
    out = ask(tmp_path, "Scan the whole monorepo or just the gateway package?",
              [("Scan packages/gateway (Recommended)", "The exposed layer"), ("Whole monorepo", "Slow and costly")])
    assert chosen(out) == ("Scan packages/gateway (Recommended)",)


# ---------------------------------------------------------------- someone else's, and extras offered as optional


def test_what_the_files_call_third_party_is_not_the_projects_own_work(tmp_path: Path) -> None:
    files = {"LAYOUT.txt": "guides/ (Sphinx, 40 .rst)\nblog/ (Hugo, 22 .md)\nthird_party/ (vendored licence texts)\n"}
    out = ask(tmp_path, "Which folders should the spell-checker cover?", ["guides/", "blog/", "third_party/"], multi=True, files=files)
    assert chosen(out) == ("guides/", "blog/")


def test_third_party_content_the_question_asks_about_is_still_named(tmp_path: Path) -> None:
    files = {"LAYOUT.txt": "guides/ (Sphinx, 40 .rst)\nthird_party/ (vendored licence texts)\n"}
    out = ask(tmp_path, "Which third-party folders should the licence audit cover?", ["guides/", "third_party/"], multi=True,
              files=files)
    assert chosen(out) != ("guides/",)


@pytest.mark.parametrize("notes, taken", [
    (None, None),  # nothing asks for it: whether the owner wants it is theirs
    ("# About this shop (Ade)\n\nMust have: an order form that texts me a message for every order.\n", "Yes"),
])
def test_an_extra_offered_as_optional_needs_a_file_asking_for_it(tmp_path: Path, notes: str | None, taken: str | None) -> None:
    files = {"NOTES.md": notes} if notes else {}
    out = ask(tmp_path, "Would you like text-message alerts for your shop? (for things like new orders.) You can always add this later.",
              [("Yes", "Set up the alerts"), ("Later", "")], "/gsd:execute-phase 2", files=files)
    assert chosen(out) == ((taken,) if taken else None)


# ---------------------------------------------------------------- round 50: who does not do it, a plan to go back to, a rule nobody wrote


def test_a_thing_followed_by_who_does_not_do_it_is_against_it(tmp_path: Path) -> None:
    from warden.decide.answerers.policy.mentioned import _mention_kind
    s = "CI must fail on: type errors and lint. Coverage we don't measure."
    at = s.index("Coverage")
    assert _mention_kind(s, at, at + len("Coverage"), False) == -1


def test_going_back_to_planning_is_a_remedy_that_changes_something(tmp_path: Path) -> None:
    from warden.askuser.model import Call
    from warden.decide.answerers.policy.structure import Question
    questions = [{"question": "Step 3 failed. Retry, go back to planning, or stop?", "header": "", "multiSelect": False,
                  "options": [{"label": "Retry", "description": ""}, {"label": "Go back to planning", "description": ""},
                              {"label": "Stop", "description": ""}]}]
    q = Question(Call.from_questions(questions).items[0])
    assert [v.label for v in q.options if v.has("remedy")] == ["Retry", "Go back to planning"]


@pytest.mark.parametrize("shown, taken", [
    # the plan and the code disagree: retrying repeats it, re-planning changes it
    ("Step 3 failure: the plan says `load(): Rows` but step 1 built `load(): Batch`; 4 type errors.", "Go back to planning"),
    # a registry that timed out may answer the next time
    ("Step 3 failure: pip ETIMEDOUT while fetching wheels from the index.", "Retry"),
    # a rule the work needs that nothing written gives is the person's
    ("Step 3 needs to know whether refunds count toward the monthly cap; neither brief.md nor plan.md says.", None),
])
def test_a_failed_step_takes_the_remedy_its_cause_calls_for(projects_dir: Path, shown: str, taken: str | None) -> None:
    from tests.unit.test_policy_shown import ask as ask_shown
    from tests.unit.test_policy_shown import chosen as chosen_shown
    out = ask_shown(projects_dir, "Step 3 failed. Retry, go back to planning, or stop?", ["Retry", "Go back to planning", "Stop"],
                    "/ledger:build refunds", shown)
    assert chosen_shown(out) == taken


@pytest.mark.parametrize("question, options, taken", [
    # asked to replace, the option that adds to what exists
    ("notes.md already exists for the import job. Overwrite it?",
     [("Keep and extend", "Add to the existing notes.md"), ("Overwrite", "Replace notes.md"), ("Cancel", "")], "Keep and extend"),
    # what exists stated, options that would clear it, one that keeps it and adds
    ("The glossary already contains 40 terms. How would you like to proceed?",
     [("Append", "Keep existing terms and add the new ones"), ("Reset", "Clear every term and start over"), ("Cancel", "")], "Append"),
    # a switch that keeps the old one in history is a switch, not keeping what exists
    ("An active sprint board exists. How would you like to proceed?",
     [("Merge into it", "Add the new cards, delete the new board"), ("Use the new board", "Switch to the new board, keep existing in history"),
      ("Cancel", "Delete the new board")], None),
])
def test_keeping_what_exists_while_doing_the_work(tmp_path: Path, question: str, options: list, taken: str | None) -> None:
    out = ask(tmp_path, question, options)
    assert chosen(out) == ((taken,) if taken else None)


# ---------------------------------------------------------------- round 51: changing the plan or the approach is a remedy


@pytest.mark.parametrize("question, options, taken", [
    ("Risk review found 1 high risk: the import locks the orders table for ~4 min; a batched import is known to avoid it. "
     "How would you like to proceed?",
     [("Accept risks and proceed", "Not blocking"), ("Add mitigations to plan (Recommended)", "Update the plan first"),
      ("Research mitigation options", "Find solutions"), ("Discuss specific risks", "")], "Add mitigations to plan (Recommended)"),
    ("The review found 2 risks in the proposed change (HIGH: swallowing every error hides failed uploads). Proceed?",
     [("Accept risks and implement", ""), ("Modify the approach", ""), ("Research mitigations first", "")], "Modify the approach"),
])
def test_changing_the_plan_or_the_approach_is_a_remedy(tmp_path: Path, question: str, options: list, taken: str) -> None:
    out = ask(tmp_path, question, options)
    assert chosen(out) == (taken,)


# ---------------------------------------------------------------- an action's object in capitals


def test_a_sentence_about_the_object_does_not_speak_for_the_act(tmp_path: Path) -> None:
    # the sentence says how the team writes RFCs, not that the next one is to be written; the report's "written"
    # (a sentence that does not ask) asks nothing about writing
    files = {"CONTRIBUTING.md": "# kestrel\nRFCs and READMEs in British English. Branch from trunk.\n"}
    out = ask(tmp_path, "Release notes written to docs/notes/. What next?",
              [("Review the draft again", ""), ("Write Next RFC", "/rfc new"), ("End the session", "")], files=files)
    assert chosen(out) is None


def test_a_sentence_naming_the_act_and_its_object_still_speaks_for_it(tmp_path: Path) -> None:
    files = {"NOTES.md": "# kestrel\n- Next: write the RFC for the cache eviction change.\n"}
    out = ask(tmp_path, "PR #31 is merged. What next?",
              [("Review the draft again", ""), ("Write Next RFC", "/rfc new"), ("End the session", "")], files=files)
    assert chosen(out) == ("Write Next RFC",)
