"""History searched for key material prints every secret ever committed and removed."""

from __future__ import annotations

import pytest

from tests.judge.helpers import decision


@pytest.mark.parametrize("command", [
    "git log -p -S 'sk-ant-' --all",
    "git log --all -G'api_key\\s*=' -p",
    "git log -p -S ghp_ origin/main",
    "git log --patch -G 'BEGIN (RSA|OPENSSH) PRIVATE KEY'",
    "git show $(git log --format=%H -S 'password=') | head",
    "git grep -n 'AKIA[0-9A-Z]' $(git rev-list --all)",
])
def test_a_history_search_for_secrets_holds(command: str) -> None:
    assert decision(command) == "hold"


@pytest.mark.parametrize("command", [
    "git log -S 'parse_config' --oneline",  # looking for where code came or went
    "git log -p -G 'def load_' -- src/",
    "git log --grep 'fix token refresh' --oneline",  # commit messages
])
def test_a_history_search_for_code_stays_a_read(command: str) -> None:
    assert decision(command) == "allow"
