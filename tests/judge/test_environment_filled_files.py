"""A file filled from the environment (``envsubst``) holds the environment's values: writing
it is ordinary project work, showing it in the same command puts those values on the screen."""

from __future__ import annotations

import pytest

from tests.judge.helpers import decision


@pytest.mark.parametrize("command", [
    "envsubst < t > out && cat out",
    "envsubst < templates/app.env.in > .generated/app.conf; head -n 40 .generated/app.conf",
    "envsubst '$DB_HOST $DB_PASSWORD' < compose.tpl > compose.yml && tail compose.yml",
])
def test_showing_a_file_filled_from_the_environment_is_held(command):
    assert decision(command) == "hold"


@pytest.mark.parametrize("command", [
    "envsubst < nginx.conf.template > nginx.conf",
    "envsubst < site.tmpl > site.conf && cat README.md",
])
def test_filling_a_file_without_showing_it_stays_allowed(command):
    assert decision(command) == "allow"
