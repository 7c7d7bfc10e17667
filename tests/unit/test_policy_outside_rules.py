"""What the files keep and whose a question is: a commit on a branch the files keep commits off, the person's own
day, and writing into the project a change made outside it. Written for these tests, in styles unlike any workflow
the evaluation set holds."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.unit.test_policy_shown import ask, chosen
from tests.unit.test_policy_shown import projects as projects_dir  # noqa: F401  (the transcript's folder, a fixture)
from warden.decide.answerers.policy import concerns
from warden.decide.answerers.policy.evidence import Doc
from warden.decide.answerers.policy.forbidden import off_branch
from warden.decide.answerers.policy.person import about_person

RULE = [Doc("HACKING.md", "## Branches\n- Never commit directly to `master`; every change goes through a topic branch.\n")]


@pytest.mark.parametrize("text, kept_off", [
    ("Commit the regenerated fixtures?\nCommit: chore: refresh fixtures (on master)", True),
    ("Commit the regenerated fixtures?\nYes\nOn branch: master, 2 files staged", True),
    ("Commit the regenerated fixtures?\nCommit: chore: refresh fixtures (on topic/fixtures)", False),
    ("Push the fixtures to master?\nPush", False),  # no commit asked: the push rules speak for that
])
def test_a_commit_on_a_branch_the_files_keep_commits_off(text: str, kept_off: bool) -> None:
    assert bool(off_branch(RULE, text)) is kept_off


def test_no_rule_keeps_nothing_off() -> None:
    assert off_branch([Doc("HACKING.md", "Commit early, commit often.")], "Commit it? (on master)") is None


def test_the_go_ahead_is_left_where_the_commit_goes_on_a_kept_branch(projects_dir: Path) -> None:
    question = ("Commit the two edited docs?", [("Commit", "docs: refresh (on master)"), "Leave them uncommitted"])
    files = {"HACKING.md": "## Branches\nmaster is protected: nothing is committed on master directly, not even docs.\n"}
    assert chosen(ask(projects_dir, *question, "/tidy-docs", "Modified: README.md, docs/api.md", files=files)) is None
    # the twin without the rule commits as the command asked
    assert chosen(ask(projects_dir, *question, "/tidy-docs", "Modified: README.md, docs/api.md", tuid="toolu_twin",
                      files={"HACKING.md": "## Branches\nCommit early, commit often.\n"})) == "Commit"


@pytest.mark.parametrize("question, about", [
    ("Which of these are you working on this afternoon?", True),
    ("What do you want to focus on today?", True),
    ("Which module should the new parser live in?", False),
    ("What should the release focus on?", False),
])
def test_the_persons_own_day_is_theirs(question: str, about: bool) -> None:
    from warden.askuser.model import Call

    item = Call.from_questions([{"question": question, "header": "", "multiSelect": False,
                                 "options": [{"label": "A", "description": ""}, {"label": "B", "description": ""}]}]).items[0]
    assert bool(about_person(item)) is about


@pytest.mark.parametrize("option, reported, kept", [
    ("Sync the repo to match :: write the live value into values.yaml", "replicas 3 → 5 (edited in the console)", False),
    ("Adopt the live setting :: copy it into pulumi/index.ts", "Drift: memory 512 → 1024", False),
    ("Revert the live change :: pulumi up", "Drift: memory 512 → 1024", None),
    ("Sync the repo to match", "The unit tests failed", None),
])
def test_writing_a_change_made_outside_into_the_project_keeps_it(option: str, reported: str, kept: bool | None) -> None:
    adopts = concerns.adopts_outside(option, reported, [])
    assert adopts is (kept is False)
    if kept is False:
        # a file keeping the change made by hand lets the code follow it
        note = [Doc("ops/log.md", "Bumped replicas by hand in the console during the sale; keep it until the chart is updated.")]
        assert concerns.adopts_outside(option, reported, note) is False
