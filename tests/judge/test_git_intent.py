"""Git commands that skip what the person configured (signing, hooks) or change who commits are held; a
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


@pytest.mark.parametrize("command", [
    "git config user.name 'Release Bot'",  # later commits carry another identity
    "git config --local user.email ci@builds.example.org",
    "git config commit.gpgsign false",
    "git config --local core.hooksPath tools/hooks",  # or run another program
    "git config alias.sync '!sh sync.sh'",
    "git config remote.upstream.url https://git.example.org/fork.git",
    "git config --add include.path ../shared.gitconfig",
])
def test_git_config_writes_that_change_who_commits_or_what_runs_are_held(command):
    assert decision(command) == "hold"


@pytest.mark.parametrize("command", ["git config --get user.email", "git config user.name", "git config -l",
                                     "git config --local pull.rebase true"])
def test_reading_git_config_and_plain_settings_stay_allowed(command):
    assert decision(command) == "allow"


@pytest.mark.parametrize("command", ["git remote remove upstream", "git remote rm origin"])
def test_removing_a_remote_holds(command):
    # its URL, settings and remote-tracking branches go, and nothing keeps the URL
    assert decision(command) == "hold"


@pytest.mark.parametrize("command", ["git remote -v", "git remote add fork https://github.com/me/proj.git",
                                     "git remote rename origin upstream"])
def test_reading_adding_or_renaming_a_remote_stays_allowed(command):
    assert decision(command) == "allow"


@pytest.mark.parametrize("command", ["git remote add mirror $MIRROR_URL", 'git remote add backup "${ORIGIN}"',
                                     'git remote add deploy "$(cat .deploy-remote)"'])
def test_adding_a_remote_whose_url_is_not_shown_is_not_allowed(command):
    # where a later push goes is only known when the command runs, and such URLs often carry a token
    assert decision(command) != "allow"
