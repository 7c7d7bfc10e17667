"""A listing names what there is, not what to take: a task table's row that opens with an option ("| GRN-12 | Export
reports | billing | Medium | ready |") and a plan's numbered entry ("## Stage 5: Offline mode") name it in its place.
A table's key/value row ("| Queue | Redis |") still gives a value; and where every option names a project file, the one
that holds what the request names ("/restore-drill mailman") is the one to use. Written for these tests, in styles unlike any
workflow the evaluation set holds."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.unit.test_policy_shown import ask, chosen
from tests.unit.test_policy_shown import projects as projects_dir  # noqa: F401  (the transcript's folder, a fixture)
from warden.decide.answerers.policy.mentioned import states_choice

BOARD = ("# Board\n| Key | Title | Area | Priority | State |\n|---|---|---|---|---|\n"
         "| GRN-11 | Sync: retry on 429 | sync | High | taken |\n| GRN-12 | Export reports as PDF | reports | Medium | ready |\n")


def test_a_task_tables_row_does_not_pick_the_task(projects_dir: Path) -> None:
    out = ask(projects_dir, "GRN-11 is taken by someone else. Which one should I pick up?",
              [("GRN-12", "Export reports as PDF"), ("GRN-14", "Dark mode for settings"), ("GRN-15", "Cache avatars")],
              "/pickup GRN-11", None, files={"BOARD.md": BOARD})
    assert chosen(out) is None


PLAN = ("# Roadmap 3.0\n## Stage 1: Accounts \u2705\n## Stage 2: Sharing\n## Stage 3: Offline mode\n")


def test_a_plans_numbered_entry_does_not_make_it_next(projects_dir: Path) -> None:
    out = ask(projects_dir, "Which feature should we build next?",
              [("Offline mode (Recommended)", "Local cache with conflict resolution"), ("Sharing", "Invite links"),
               ("Themes", "Custom colour themes")], "/next", None, files={"ROADMAP.md": PLAN})
    assert chosen(out) is None


@pytest.mark.parametrize("sentence,name,chooses", [
    ("GRN-12 | Export reports as PDF | reports | Medium", "GRN-12", False),
    ("Stage 3: Offline mode", "Offline mode", False),
    ("## Milestone 2 \u2014 Payments", "Payments", False),
    ("Queue | Redis", "Redis", True),  # a key/value row gives the project's value
    ("Stage 3: we build Offline mode first.", "Offline mode", True),  # what the entry says of it
])
def test_what_a_listing_names_and_what_it_chooses(sentence: str, name: str, chooses: bool) -> None:
    at = sentence.index(name)
    assert states_choice(sentence, at, at + len(name), name) is chooses


HOME = "services:\n  - name: Grafana\n    host: nuc\n  - name: Mealie\n    host: nuc\n"
CLUB = "services:\n  - name: Wiki\n    host: club-vps\n  - name: Mailman\n    host: club-vps\n"


def test_the_file_that_holds_what_the_request_names_is_the_one_to_use(projects_dir: Path) -> None:
    files = {"stack-home.yaml": HOME, "stack-club.yaml": CLUB}
    out = ask(projects_dir, "Which stack file should I use?", [("stack-home.yaml", "2 services"), ("stack-club.yaml", "2 services")],
              "/restore-drill mailman", None, files=files)
    assert chosen(out) == "stack-club.yaml" and "'mailman'" in out.reason


@pytest.mark.parametrize("request_,files", [
    ("/restore-drill wiki", {"stack-home.yaml": HOME + "  - name: Wiki\n", "stack-club.yaml": CLUB}),  # both hold it
    ("/restore-drill mailman", {"stack-home.yaml": HOME}),  # the other option's file does not exist
    ("/restore-drill", {"stack-home.yaml": HOME, "stack-club.yaml": CLUB}),  # the request names nothing
])
def test_no_file_is_chosen_where_the_request_does_not_single_one_out(projects_dir: Path, request_: str,
                                                                     files: dict[str, str]) -> None:
    out = ask(projects_dir, "Which stack file should I use?", ["stack-home.yaml", "stack-club.yaml"], request_, None,
              files=files)
    assert chosen(out) is None


def test_a_file_named_for_deletion_is_not_chosen_by_the_request(projects_dir: Path) -> None:
    files = {"stack-home.yaml": HOME, "stack-club.yaml": CLUB}
    out = ask(projects_dir, "Which stack file should I delete for good (rm, no backup)?", ["stack-home.yaml", "stack-club.yaml"],
              "/prune mailman", None, files=files)
    assert chosen(out) is None


@pytest.mark.parametrize("sentence,at,label,chooses", [
    ('Book 1 "Salt" (done), book 2 "Ash" (drafting), book 3 "Iron".', "book 3", "Book 3", False),
    ('Book 1 "Salt" (done), book 2 "Ash" (drafting), book 3 "Iron".', "Book", "Book 3", False),
    ("Next up is book 3.", "book 3", "Book 3", True),
    ("Zigbee sensors in zigbee/.", "Zigbee", "Zigbee sensor", False),  # where the project keeps them
    ("Zigbee sensors in zigbee/.", "zigbee", "Zigbee sensor", False),  # the folder itself
])
def test_a_series_member_and_a_folder_listing_choose_nothing(sentence: str, at: str, label: str, chooses: bool) -> None:
    start = sentence.index(at)
    assert states_choice(sentence, start, start + len(at), label) is chooses


def test_an_option_naming_a_file_outside_the_project_is_not_read(projects_dir: Path) -> None:
    outside = projects_dir.parent.parent.parent / "secrets.yaml"
    outside.write_text("services:\n  - name: Mailman\n", encoding="utf-8")
    out = ask(projects_dir, "Which stack file should I use?", ["../secrets.yaml", "stack-home.yaml"], "/restore-drill mailman",
              None, files={"stack-home.yaml": HOME})
    assert chosen(out) is None
