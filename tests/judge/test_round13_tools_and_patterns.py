"""A pattern that picks out secrets moved into a served folder exposes them, as the secret's
own name does; tools' options that move output, code or configuration out of the project
are judged where they point."""

from __future__ import annotations

import pytest

from tests.judge.helpers import decision


@pytest.mark.parametrize("command", [
    "mv .e?v public/",
    "mv .[e]nv public/",
    "mv -t public .e?v",
    "mv config/master.k?y public/",
    "mv *.pem static/",
    "mv secrets.y?ml dist/",
    "mv deploy/*.tfst?te www/",
    "mv .* public/",
])
def test_a_pattern_picking_out_secrets_moved_into_a_served_folder_holds(command: str) -> None:
    assert decision(command) == "hold"


@pytest.mark.parametrize("command", [
    "mv out/html/* site",
    "mv build/* public/",
    "mv *.css public/",
    "mv docs/*.md public/",
    "mv .e?v backup/",
])
def test_patterns_for_every_file_or_into_a_private_folder_stay_allowed(command: str) -> None:
    assert decision(command) == "allow"
