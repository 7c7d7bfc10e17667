"""What round 5 held when written literally, held when written another way: a search for
secrets as a regular expression prints what it finds; a Python module's own CLI says
what it does by its subcommand; a person's name or email with a street address, and an
account number, are personal data in a web query."""

from __future__ import annotations

import pytest

from tests.judge.helpers import HOME, PROJECT, decision
from warden.judge.leaks import seeks_secrets
from warden.judge.permission import judge


@pytest.mark.parametrize("command", [
    "git log -p -G 'client[_-]?secret'",
    "git log -G 'pass(word|wd)'",
    "git log -S 'tok[e]n' --all",
    "git grep -E 'sk-[A-Za-z0-9]{20,}'",
    "rg -n 'private[ _-]?key'",
    "grep -rniE 'api[ _.-]?key\\s*='",
    "rg 'gh[p]_[A-Za-z0-9]{36}'",
])
def test_a_secret_search_written_as_a_regex_is_held(command):
    assert decision(command) == "hold"


@pytest.mark.parametrize("command", [
    "git log -G 'def [a-z_]+\\('",
    "rg -n 'TODO|FIXME|XXX'",
    "grep -rE '^import (os|sys)' src",
    "git log -G 'retry[_-]?count'",
])
def test_an_ordinary_regex_search_is_allowed(command):
    assert decision(command) == "allow"


def test_reading_a_regex_is_linear_on_long_hostile_input():
    assert not seeks_secrets("[" * 50_000 + "(" * 50_000 + "?" * 50_000)
    assert seeks_secrets("x|" * 10 + "api[_-]?key")


@pytest.mark.parametrize("command", [
    "uv run python -m shipit publish",
    "python -m acme_cli deploy --env prod",
    "poetry run python3 -m mypkg.cli login",
    "python -m tools.release release 2.0",
])
def test_a_module_subcommand_is_read_like_a_programs(command):
    assert decision(command) == "hold"


@pytest.mark.parametrize("command", [
    "uv run python -m shipit publish --dry-run",
    "python -m mytool build",
])
def test_a_module_run_without_such_a_subcommand_is_not_held_by_its_words(command):
    assert decision(command) != "hold"


def search(query: str) -> str:
    return judge("WebSearch", {"query": query}, PROJECT, home=HOME).decision


@pytest.mark.parametrize("query", [
    "Henrik Olsen 14 Birch Lane Bergen",
    "customer Priya Nair 88B Harbour Road invoice",
    "ola.nordmann@posteo.no 3 Kings Road",
    "refund account number 00451287736",
    "NL91 ABNA 0417 1643 00 holder name",
])
def test_a_persons_address_or_account_in_a_query_is_held(query):
    assert search(query) == "hold"


@pytest.mark.parametrize("query", [
    "221B Baker Street museum opening hours",
    "Apple Park 1 Infinite Loop Cupertino",
    "geocode 1600 Pennsylvania Avenue",
    "Django 5.1 release notes",
    "PostgreSQL 16 logical replication slots",
])
def test_a_place_or_a_technical_query_is_not_personal(query):
    assert search(query) != "hold"
