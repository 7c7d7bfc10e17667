"""A default does not stand where the project's files lay down a rule on what the question is about
(policy/ruling.py): "Hotfixes branch from the live release tag, never from main" above "Create the hotfix
branch?" makes going on a check of the proposal against the rule, which is the person's. Each case has a twin
whose files forbid something the question does not name, and which goes on as before."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.unit.test_policy_principles import ask, chosen
from warden.decide.answerers.policy.evidence import Doc
from warden.decide.answerers.policy.ruling import rule_on

HOTFIX = ("Create branch hotfix/save-corrupt from main and start the fix?", ["Yes, create the branch", "No, stop here"], "/hotfix save files corrupt")


@pytest.mark.parametrize("rule", [
    "- Hotfixes branch from the live release tag (`v1.4.2`), never from main.",
    "- Release tags are never moved: a hotfix ships as a new patch tag.",
    "- Hotfix branches off main are not allowed: they carry unreleased work.",
])
def test_a_rule_on_what_the_question_names_leaves_the_go_ahead(tmp_path: Path, rule: str) -> None:
    out = ask(tmp_path, *HOTFIX, files={"CLAUDE.md": f"# Rules\n{rule}\n"})
    assert chosen(out) is None
    assert "lay down a rule" in out.reason, out.reason


def test_a_rule_on_something_else_does_not(tmp_path: Path) -> None:
    out = ask(tmp_path, *HOTFIX, files={"CLAUDE.md": "# Rules\n- Never log phone numbers.\n- Don't use Slack for alerts.\n"})
    assert chosen(out) == ("Yes, create the branch",)


def test_rule_on_reads_words_not_contractions_or_common_words() -> None:
    docs = [Doc("CLAUDE.md", "We don't use Slack here.\nSessions are optional and never logged.\n")]
    assert rule_on("Save the session handoff now? It's optional; don't worry.", docs) is None
    assert rule_on("Post the summary to Slack?", docs) == "We don't use Slack here."
    # the project's configuration is settings, not a rule sentence
    assert rule_on("Post the summary to Slack?", [Doc("the project's configuration", "never: slack")]) is None
    assert rule_on("", docs) is None


def test_a_rule_that_sets_what_to_do_against_what_not_to_is_at_stake_only_where_the_question_names_the_second() -> None:
    docs = [Doc("CLAUDE.md", "- Autonomous loops (Ralph etc.) run only inside Docker, never on a shared server.\n")]
    assert rule_on("Run Ralph in Docker for isolation?", docs) is None
    assert rule_on("Run Ralph on the shared build server?", docs) is not None
    # a rule that forbids without setting anything against it is at stake wherever the question names its subject
    assert rule_on("Drop the failed capture from the upload queue?", [Doc("notes.md", "A capture must never be dropped.")]) is not None
