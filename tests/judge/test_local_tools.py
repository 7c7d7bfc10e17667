"""Tools that only test a configuration, keep a project's local settings or print a message
are local work; undoing a merge in progress, starting a web server or provisioning are not."""

from __future__ import annotations

import pytest

from tests.judge.helpers import decision


@pytest.mark.parametrize("command", [
    "nginx -t",
    "nginx -t -c /home/dev/proj/deploy/site.conf",
    "nginx -V",
    "apachectl configtest",
    "azd init -e staging-eu",
    "azd env set AZURE_REGION westeurope",
    "azd env new feature-x",
    "azd env list",
    "azd version",
])
def test_a_config_test_or_local_settings_are_allowed(command: str) -> None:
    assert decision(command) == "allow"


@pytest.mark.parametrize("command", [
    "nginx -s reload",
    "nginx",
    "apachectl graceful",
    "azd up",
    "azd provision",
    "azd down --force --purge",
    "azd auth login",
    "azd env get-values",
    "azd env set SERVICE_API_TOKEN abc123",
    "azd init -t some-org/some-template",
])
def test_a_server_change_or_cloud_act_holds(command: str) -> None:
    assert decision(command) != "allow"


@pytest.mark.parametrize("command", [
    "git merge --abort",
    "git merge --abort && git checkout main",
    "git merge --abort 2>/dev/null || true",
])
def test_abandoning_a_merge_in_progress_holds(command: str) -> None:
    assert decision(command) == "hold"


def test_abandoning_a_rebase_returns_to_its_clean_start() -> None:
    assert decision("git rebase --abort") == "allow"


@pytest.mark.parametrize("command", [
    "git stash pop || warn \"Could not restore the stash in $REPO_DIR\"",
    "log_step \"Building the docs\"",
    "npm test || die \"Tests failed, stopping\"",
    "print_banner \"Release checks\"",
])
def test_a_scripts_logging_function_given_prose_prints(command: str) -> None:
    assert decision(command) == "allow"


@pytest.mark.parametrize("command", [
    "log_cleanup /home/dev/proj/logs",
    "log rm -rf build",
    "warn \"$(cat secrets.txt) leaked\"",
    "info_dump --all \"every key\"",
    "deploy_step \"push to prod\"",
])
def test_a_logging_name_with_other_words_stays_unknown_or_held(command: str) -> None:
    assert decision(command) != "allow"
