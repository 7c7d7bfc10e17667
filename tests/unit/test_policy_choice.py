"""A sentence of the project's files chooses an option only where it states it as chosen.

For a choice of one option the policy takes the option a file's sentence speaks for. A sentence may choose it ("Base
branch: develop", "We keep full history on main") or describe the project by it ("Code comments and docs in
English"); or it may only speak of it: allow it ("Claude may cut patch releases"), say what it does or needs ("Ravi
(tech lead) merges to main", "Major releases need Matt's go-ahead"), or hold it as a bare value (a file whose line is
a user name). Only the first kind settles the question (``mentioned.states_choice``); each case has a twin that still
chooses.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.unit.test_policy_principles import ask, chosen
from warden.decide.answerers.policy.mentioned import states_choice


def _at(sentence: str, word: str) -> tuple[str, int, int]:
    start = sentence.index(word)
    return sentence, start, start + len(word)


@pytest.mark.parametrize("sentence, word, choice", [
    # stated as chosen: a key's value, after a verb or a preposition, a first-person practice, a bare listing of the stack
    ("- Base branch: develop.", "develop", True),
    ("We keep full commit history on main: no squash merges.", "commit history", True),
    ("- Code comments and docs in English.", "English", True),
    ("Personal recipe scraper (Python).", "Python", True),
    ("MySQL 8.0, Django 5, Celery.", "MySQL", True),
    ("One pickup per household per week (board policy, November 2025).", "One", True),
    ("PostgreSQL is our database.", "PostgreSQL", True),
    ("Constraints: self-hosted only (university network, no SaaS);", "self-hosted", True),
    ("RBAC checks in middleware, one role per account.", "RBAC", True),
    ("- Releases: merge the release PR, then tag it.", "merge", True),
    # only spoken of: allowed, what it does or needs, whose it is, how every such release goes, a bare value
    ("- Claude may cut patch releases with /release, npm publish included.", "patch", False),
    ("- Agents may push their own feature branches (`feat/<bead>`);", "push", False),
    ("Ravi (tech lead) merges to main and decides when a feature is cancelled.", "Ravi", False),
    ("- Mattie merges release PRs and pushes tags and GitHub releases.", "merges", False),
    ("- Ravi (tech lead) approves schema changes.", "approves", False),
    ("- Major releases (breaking changes) need Matt's go-ahead first.", "Major", False),
    ("- Major versions always go through at least one -rc first.", "Major", False),
    ("- The `billing` session is Mira's;", "billing", False),
    ("- The hermit runs on the NUC in the hall closet.", "hermit", False),
    ("alansemenov", "alansemenov", False),
    ("v1.4.2", "v1.4.2", False),
])
def test_what_a_sentence_does_with_the_option_it_names(sentence: str, word: str, choice: bool) -> None:
    assert states_choice(*_at(sentence, word)) is choice


_BUMP = ("Which version type should this release be? (current 1.6.2)",
         [("patch", "Bug fixes (1.6.2 -> 1.6.3)"), ("minor", "New features (1.6.2 -> 1.7.0)"),
          ("major", "Breaking changes (1.6.2 -> 2.0.0)")])


@pytest.mark.parametrize("line, taken", [
    # a reservation names the kind it keeps for someone: the question stays open, whatever other kind fits
    ("- Major versions need my OK first.", None),
    ("- Major releases (breaking changes) need Matt's go-ahead first.", None),
    # the twin: a rule that every release for now is of one kind chooses it
    ("- Every release until 2.0 is a minor release.", ("minor",)),
])
def test_a_kind_of_release_the_files_only_speak_of_is_not_chosen(tmp_path: Path, line: str, taken: tuple[str, ...] | None) -> None:
    assert chosen(ask(tmp_path, *_BUMP, "/release", files={"CLAUDE.md": f"# Tern\n{line}\n"})) == taken


@pytest.mark.parametrize("files, taken", [
    # the signed-in user, as `gh api user` printed it: whose machine this is, not who should review
    ({"gh-user.txt": "alansemenov\n"}, None),
    # the twin: a rule for who reviews what chooses the reviewer
    ({"CLAUDE.md": "# Enonic app\n- Pull requests are reviewed by alansemenov.\n"}, ("alansemenov",)),
])
def test_a_bare_value_in_a_file_chooses_no_one(tmp_path: Path, files: dict[str, str], taken: tuple[str, ...] | None) -> None:
    out = ask(tmp_path, "Who should review this pull request?", ["edloidas", "alansemenov"], "/local-issue-creator create PR",
              files=files)
    assert chosen(out) == taken


@pytest.mark.parametrize("line, taken", [
    # a permission says the agent may take the branch, not that the work goes there
    ("- Agents may push their own CQ-* branches and open PRs against `develop`.", None),
    # the twin: the base branch stated
    ("- Pull requests target `develop`.", ("develop",)),
])
def test_a_permission_naming_an_option_does_not_choose_it(tmp_path: Path, line: str, taken: tuple[str, ...] | None) -> None:
    out = ask(tmp_path, "Which base branch should the pull request target?", ["main", "develop"], "/dev:git pr",
              files={"CLAUDE.md": f"# Fleetops\n{line}\n"})
    assert chosen(out) == taken


@pytest.mark.parametrize("line, taken", [
    # a line saying who merges names the act as someone's, not as the way this question goes
    ("- Mattie merges release PRs and pushes tags and GitHub releases.", None),
    # the twin: a rule for open PRs at release time chooses what it says
    ("- Releases: an open PR waits for the next release (defer it).", ("Defer",)),
])
def test_what_a_named_person_does_is_not_chosen_for_the_agent(tmp_path: Path, line: str, taken: tuple[str, ...] | None) -> None:
    out = ask(tmp_path, "PR #518 is still open. Merge it, defer it, or close it before the release?", ["Merge", "Defer", "Close"],
              "/check-release", files={"CLAUDE.md": f"# Lab kit\n{line}\n"})
    assert chosen(out) == taken
