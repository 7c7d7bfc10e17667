"""Ordinary work that only looks like something graver stays allowed: a build
configuration named Release, an identifier that is not a secret, an empty secrets file."""

from __future__ import annotations

import pytest

from tests.judge.helpers import decision


@pytest.mark.parametrize("command", [
    "dotnet test App.sln -c Release --logger trx",
    "dotnet build --configuration Release",
    "echo \"run $RUN_SESSION_ID\"",
    "touch .env.test",
    "touch config/.env.development.local",
])
def test_ordinary_work_is_allowed(command):
    assert decision(command) == "allow"


@pytest.mark.parametrize("command", [
    "dotnet nuget push out/App.1.0.0.nupkg",
    "sbt release",
    "echo $SESSION_COOKIE",
    "touch ~/.ssh/authorized_keys",
])
def test_its_grave_neighbours_stay_held(command):
    assert decision(command) == "hold"
