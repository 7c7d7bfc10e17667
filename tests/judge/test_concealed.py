"""A command whose name is not spelled out (ANSI-C escapes, a variable) is held, whatever
the name turns out to be: the person approving cannot read it."""

from __future__ import annotations

import pytest

from tests.judge.helpers import bash, decision, kinds
from warden.judge import effects as E


@pytest.mark.parametrize("command", [
    "$'\\x68\\x65\\x61\\x64' -n 3 README.md",
    "$'\\150\\145\\141\\144' README.md",
    "$'\\u0077c' -l src/app.py",
    "n=wc; $n -l README.md",
    "tool=grep; ${tool} -r TODO src",
    "d=/usr/bin; e=ls; $d/$e src",
    "timeout 5 $'\\x6c\\x73' .",
])
def test_a_command_name_hidden_in_escapes_or_a_variable_is_held(command):
    verdict = bash(command)
    assert verdict.decision == "hold"
    assert E.CONCEALED in kinds(command)


@pytest.mark.parametrize("command", [
    "$'ls' -la",
    "\"$HOME/.local/bin/ruff\" check .",
    "$PWD/node_modules/.bin/jest",
    "BIN=./node_modules/.bin; $BIN/eslint src",
])
def test_a_name_spelled_out_after_a_variable_directory_is_judged_as_usual(command):
    assert decision(command) == "allow"
