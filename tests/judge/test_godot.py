"""The Godot engine on the project in the folder: importing, checking and exporting it are
its build, and an export writes where its last word says; another project, a script, a
remote device or an export path known only at run time are not read as the project's."""

from __future__ import annotations

import pytest

from warden.judge.permission import judge


def _decision(command: str) -> str:
    return judge("Bash", {"command": command}, "/home/dev/proj", home="/home/dev").decision


@pytest.mark.parametrize("command", [
    "godot --headless --import", "godot4 --headless --editor --quit-after 2",
    "godot --headless --export-release \"Windows Desktop\" dist/win/game.exe",
    "godot --headless --check-only --quit",
])
def test_importing_checking_and_exporting_into_the_project_are_its_build(command: str) -> None:
    assert _decision(command) == "allow"


def test_an_export_written_outside_the_project_is_held() -> None:
    assert _decision("godot --headless --export-release Web /srv/www/game/index.html") == "hold"


@pytest.mark.parametrize("command", [
    "godot --headless --export-pack Linux \"$OUT/game.pck\"",
    "godot --path /home/dev/other-game --headless --quit",
    "godot --headless --script tools/bake_lights.gd",
    "godot --remote-debug tcp://10.0.0.5:6007",
])
def test_what_the_command_does_not_show_is_left_to_a_person(command: str) -> None:
    assert _decision(command) == "unknown"
