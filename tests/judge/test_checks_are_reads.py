"""Commands whose options make them a look, not a change: listing swap, checking a signature
against public keys, moving build output within the project."""

from __future__ import annotations

import pytest

from tests.judge.helpers import bash, decision


@pytest.mark.parametrize("command", ["swapon --show", "swapon -s", "swapon --show=NAME,SIZE --noheadings", "swapon"])
def test_listing_swap_is_a_read(command: str) -> None:
    assert decision(command) == "allow"


@pytest.mark.parametrize("command", ["swapon /var/swap.img", "swapon -a", "swapoff -a"])
def test_turning_swap_on_or_off_holds(command: str) -> None:
    assert decision(command) == "hold"


@pytest.mark.parametrize("command", [
    "gpg --verify release.tar.gz.sig release.tar.gz",
    "gpg --batch --verify /opt/tools/bin/runner.asc /opt/tools/bin/runner",
    "gpg --list-keys", "gpg --fingerprint", "gpg --version",
])
def test_checking_a_signature_with_public_keys_is_a_read(command: str) -> None:
    assert decision(command) == "allow"


@pytest.mark.parametrize("command", [
    "gpg --export-secret-keys", "gpg --export-secret-keys --verify", "gpg -d vault.gpg", "gpg --decrypt",
    "gpg", "gpg --import partner.asc", "gpg --batch --gen-key params.txt",
])
def test_gpg_commands_that_reach_secret_keys_or_the_keyring_hold(command: str) -> None:
    assert decision(command) == "hold"


@pytest.mark.parametrize("command", [
    "mv _out/site/* public", "mv build/docs/* handbook/", "mv generated/*.json fixtures/",
])
def test_moving_files_within_the_project_reads_no_secret(command: str) -> None:
    v = bash(command)
    assert v.decision == "allow", v.reason


@pytest.mark.parametrize("command", [
    "mv src/* /tmp/stash/", "mv config/* ~/backup/", "mv .env.next .env", "mv .mcp.json .mcp.json.old",
])
def test_moving_secrets_or_settings_out_or_over_still_holds(command: str) -> None:
    assert decision(command) == "hold"
