"""A command of thousands of parts is judged in one pass: each of its effects shortens the command's text for the
reason a person reads, and shortening reads only the text's head. The timeout guards against a hang; speed itself is
measured by bench/, not here."""

from __future__ import annotations

import pytest

from warden.judge.effects import shorten
from warden.judge.permission import judge


def test_shorten_reads_one_line_of_the_head() -> None:
    assert shorten("git  status\n  --short") == "git status --short"
    assert shorten("x" * 200) == "x" * 119 + "…"
    assert shorten("y" * 100 + " " * 2000) == "y" * 100  # nothing after the head: nothing cut
    assert shorten("z" * 100 + " " * 2000 + "tail").endswith("…")


@pytest.mark.timeout(60)
@pytest.mark.parametrize("command", [("<a " * 7000)[:20000], "<" * 20000, "cat " + " ".join(["f"] * 9000)])
def test_a_command_of_thousands_of_parts_is_judged(command: str, tmp_path) -> None:
    verdict = judge("Bash", {"command": command, "description": "x"}, str(tmp_path), home=str(tmp_path / "home"))
    assert len(verdict.reason) < 400
