"""Who holds a decision the project's files name (warden.decide.answerers.policy.holders)."""

from __future__ import annotations

import pytest

from warden.decide.answerers.policy.holders import held


@pytest.mark.parametrize("sentence, things, holder", [
    ("Release titles are Ines's call.", ["Release titles"], "Ines"),
    ("The monthly budget is Ana's call (see docs/ci-budget.md).", ["monthly budget"], "Ana"),
    ("Pricing, ad spend, legal documents and anything about selling the company: mine, ask me.",
     ["Pricing", "ad spend", "legal documents", "selling company"], "the writer"),
    ("Ask Ana before triggering more CI runs this month.", ["triggering CI runs"], "Ana"),
    ("Route anything touching the over-temperature cut-off to Jonas.", ["over-temperature cut-off"], "Jonas"),
    ("Only Priya pushes to release branches.", ["release branches"], "Priya"),
    ("Only the maintainers may tag releases.", ["releases"], "the maintainers"),
    ("We use PostgreSQL; the schema is owned by the data team.", ["schema"], "the data team"),
    ("The editor (Ines) chooses every release title.", ["release title"], "The editor (Ines)"),
    ("Release titles go to Ines for approval.", ["Release titles"], "Ines"),
    ("Release titles are for Ines to choose.", ["Release titles"], "Ines"),
    ("Do not pick release titles; Ines does.", ["release titles"], "Ines"),
    ("Titles are chosen by marketing.", ["Titles"], "marketing"),
    ("- Major upgrades are done by a human (React 19 migration is planned for Q1).", ["Major upgrades"], "a human"),
    ("Backups are handled by the ops team.", ["Backups"], "the ops team"),
    ("Major versions need my OK first.", ["Major versions"], "the writer"),
    ("Schema changes require our sign-off.", ["Schema"], "the writer"),
])
def test_a_sentence_keeping_a_decision_with_someone_names_the_thing_and_the_holder(
        sentence: str, things: list[str], holder: str) -> None:
    got = held(sentence)
    assert [t for t, _ in got] == things
    assert {w for _, w in got} == {holder}


@pytest.mark.parametrize("sentence", [
    "This flag is for security.",                              # what a thing is for, not whose it is
    "Timeouts are set by environment variables.",              # where a value lives
    "The parser was written by Ines in 2024.",                 # what someone did
    "Ines approved the title 'Spring tide tables'.",           # a decision made: it holds nothing back
    "Gates 0-6: approve when the output matches this file.",   # an imperative to the reader names no holder
    "Run tests before you ask Claude for a review.",           # the agent is no holder
    "Send the report to Ines.",                                # a delivery, not a decision
    "The harbour gate API has a sandbox only Ines can start.",  # what only she can do names no thing of the work
    "The CI decides the version number.",
    "Builds are done by CI.",
    "Releases are made by the release script.",
])
def test_sentences_that_keep_nothing_with_anyone(sentence: str) -> None:
    assert held(sentence) == []
