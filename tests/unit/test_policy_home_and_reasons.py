"""Round 72's principles (from held-out v52's misses), each with a twin that keeps the answer it had:

- a file in the person's home folder ("~/.claude.json") is a place outside the project: changing it is theirs;
- the reason behind what the person did ("What was the thesis / reason, for the trade log?") is theirs to give,
  where no file records it.

Written for these tests, in styles unlike any workflow the evaluation set holds."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.unit.test_policy_principles import ask, chosen
from warden.askuser.model import Call
from warden.decide.answerers.policy import concerns, person


@pytest.mark.parametrize("question,taken", [
    ("~/.claude.json already has a 'ledger' MCP server pointing at /Users/kim/old/ledger-mcp. Update it to this repository?", None),
    # the twin: the project's own .mcp.json
    (".mcp.json already has a 'ledger' MCP server pointing at ./old/ledger-mcp. Update it to this repository?", ("Update it",)),
])
def test_a_file_in_the_home_folder_is_outside_the_project(tmp_path: Path, question: str, taken: tuple[str, ...] | None) -> None:
    assert chosen(ask(tmp_path, question, ["Update it", "Keep the old one"], "/setup")) == taken


def test_the_home_folder_is_a_destination() -> None:
    assert concerns.destination("Write the alias into ~/.zshrc?") == "~/.zshrc"
    assert concerns.destination("Write the alias into ./scripts/aliases.sh?") is None
    assert concerns.destination("Keep it under docs/~/notes") is None


@pytest.mark.parametrize("question,weak", [
    ("This sale is 3.4% of the portfolio. What was the thesis / reason, for the trade log?", True),
    ("What was your reason for pinning the SDK?", True),
    # the twin: the reason a check failed is the project's to find
    ("The build failed on step 3. Which log should I read first?", False),
])
def test_the_reason_behind_what_the_person_did_is_theirs(question: str, weak: bool) -> None:
    item = Call.from_questions([{"question": question, "header": "Why", "multiSelect": False,
                                 "options": [{"label": "Use today's journal entry", "description": ""},
                                             {"label": "Skip it", "description": ""}]}]).items[0]
    assert bool(person.about_person_weak(item)) is weak
