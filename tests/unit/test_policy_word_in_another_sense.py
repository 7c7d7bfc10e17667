"""A file's sentence that holds an option's word in another sense does not speak for the option: "Commit messages:
Conventional Commits" is about how commits are written, not about committing the work at hand; "(Ines signs
releases)" says what Ines does, not that she should take the ticket; "/reseed rebuilds it from production" says what
the command does, not that it should run. The same words used for the act do speak ("commit it on its branch").
Written for these tests, in styles unlike any workflow the evaluation set holds."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.unit.test_policy_shown import ask, chosen
from tests.unit.test_policy_shown import projects as projects_dir  # noqa: F401  (the transcript's folder, a fixture)
from warden.decide.answerers.policy.found import DoneTo
from warden.decide.answerers.policy.mentioned import _NEG_SECTION, states_choice

DIRTY = ("The working tree has local edits. How should I deal with them before checking out the new branch?",
         ["Commit, then check out", "Shelve, then check out", "Bring them along", "Throw them away"])
RULES = ("# orchard - house rules\n- Commit messages: imperative mood, 72 columns, English only.\n"
         "- Every branch is cut from trunk.\n")


def test_a_rule_about_commit_messages_does_not_commit_the_work(projects_dir: Path) -> None:
    out = ask(projects_dir, *DIRTY, "/checkout fix/OR-88-rounding", "M  src/rounding.py", files={"RULES.md": RULES})
    assert chosen(out) is None


def test_a_note_that_says_to_commit_the_work_does(projects_dir: Path) -> None:
    notes = RULES + "\n# Today\nOR-80 price rounding: finished and reviewed, only not committed - commit it before OR-88.\n"
    out = ask(projects_dir, *DIRTY, "/checkout fix/OR-88-rounding", "M  src/rounding.py", files={"RULES.md": notes})
    assert chosen(out) == "Commit, then check out"


@pytest.mark.parametrize("sentence,does", [
    ("Pricing is done, only not committed - commit it before starting the next one.", True),
    ("commit it.", False),  # what "it" is was in the sentence before: unknown here
    ("Checkpoints go to the archive and we never commit them.", False),
    ("The session leaves the rebased work as it is and you commit it afterwards.", True),
])
def test_a_verb_done_to_a_pronoun_needs_what_the_pronoun_names(sentence: str, does: bool) -> None:
    assert bool(DoneTo(re.compile(r"\bcommit\s+(?:it|them)\b", re.I)).finditer(sentence)) is does


ASSIGN = ("Two people match \"Ines\". Who should own OR-91?", ["Ines Duarte", "Ines Moreau"])


def test_a_named_person_doing_something_else_is_not_the_assignee(projects_dir: Path) -> None:
    team = "# Team\n- Merges land on trunk only through the release train (Ines Duarte signs releases).\n"
    out = ask(projects_dir, *ASSIGN, "/ticket assign OR-91 Ines", None, files={"TEAM.md": team})
    assert chosen(out) is None


@pytest.mark.parametrize("sentence,name", [
    ("Tags are pushed by the train (Ines signs releases).", "Ines"),
    ("Rotation: Bruno owns billing this quarter.", "Bruno"),
])
def test_what_a_named_person_does_chooses_nothing(sentence: str, name: str) -> None:
    at = sentence.index(name)
    assert not states_choice(sentence, at, at + len(name), name)


def test_a_command_described_by_what_it_does_is_not_chosen(projects_dir: Path) -> None:
    doc = ("# Staging data\nStaging is throwaway; /reseed rebuilds it from last night's production backup "
           "(real customer names and addresses).\n")
    out = ask(projects_dir, "Refresh the staging data now?", ["Yes, run /reseed", "Not now"], "/migrate",
              "Migration 0042_add_invoice_terms applied (staging).", files={"STAGING.md": doc})
    assert chosen(out) is None
    sentence = doc.splitlines()[1]
    at = sentence.index("reseed")
    assert not states_choice(sentence, at, at + len("reseed"), "Yes, run /reseed")


@pytest.mark.parametrize("heading,rules_out", [
    ("Epic 14 - payouts v2", False),  # a name's version
    ("Checkout API v2", False),
    ("v2", True),
    ("Planned for v2", True),
    ("Later / v2 ideas", True),
])
def test_a_heading_with_v2_rules_out_only_when_it_says_for_when(heading: str, rules_out: bool) -> None:
    assert bool(_NEG_SECTION.search(heading)) is rules_out


@pytest.mark.parametrize("text,found", [
    ("Base: ship-saas.now boilerplate (Next.js 15, Drizzle).", False),  # a dotted name holding the word
    ("We use next.config.mjs for the build.", False),
    ("Ship it once the review passes.", True),
    ("The ship-it checklist is in docs/.", True),  # a compound word, not a dotted name
])
def test_one_word_is_not_found_inside_a_dotted_name(text: str, found: bool) -> None:
    from warden.decide.answerers.policy.wording import word_re

    word = "Next" if "next" in text else "Ship"
    assert bool(word_re(word).search(text)) is found


def test_a_boilerplates_domain_does_not_ship_the_work(projects_dir: Path) -> None:
    arch = "# Architecture\nBase: ship-fast.dev starter (Remix, Drizzle/Postgres).\n"
    out = ask(projects_dir, "Review passed. Ship now?", [("Ship", "push the branch and open a PR"), ("Not now", "")],
              "/orchestrate s07-export", "Review: 0 blocking, 2 minor.", files={"ARCH.md": arch})
    assert chosen(out) is None


@pytest.mark.timeout(60)  # a guard against a hang, not a speed target
def test_a_long_line_of_pronoun_objects_is_read_in_bounded_steps() -> None:
    found = DoneTo(re.compile(r"\bcommit\s+(?:it|them)\b", re.I)).finditer("word " * 50_000 + "commit it " * 20_000)
    assert len(found) == 20_000
