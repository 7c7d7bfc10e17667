"""Round 70's principles (from held-out v50's misses), each with a twin that keeps the answer it had:

- a failure that needs what the work keeps out of scope leaves open whether to widen it: no retry decides that;
- "Add another …?" asks whether there is more, which the person knows;
- a new version a tool offers ("Update available (v4.20.1 → v4.20.3). Run the update now?") is the person's to take,
  unless the workflow recommends it or their command asked for it;
- a fact the workflow looked for and did not find ("Research couldn't find how many bookings a day …") is the
  person's, where no file records it;
- one word is not the last part of a hyphenated name ("web" in "moa-web").

Written for these tests, in styles unlike any workflow the evaluation set holds."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.unit.test_policy_principles import ask, chosen
from tests.unit.test_policy_shown import ask as ask_shown
from tests.unit.test_policy_shown import chosen as chosen_shown
from tests.unit.test_policy_shown import projects as projects_dir  # noqa: F401  (the transcript's folder, a fixture)
from warden.decide.answerers.policy import concerns, person
from warden.askuser.model import Call
from warden.decide.answerers.policy.wording import word_re

RETRY = ("The implementer agent reported an error. How should we proceed?", ["Retry the phase", "Skip and continue", "Abort the build"])


def test_a_failure_that_needs_what_is_out_of_scope_is_the_persons(projects_dir: Path) -> None:
    shown = "Phase 2/3: Implementer ✗\nSTOP: the rate cap needs lib/metering/counter.ts (billable units) — OUT OF SCOPE for this build."
    out = ask_shown(projects_dir, *RETRY, "/build --task ab-12", shown)
    assert chosen_shown(out) is None
    assert concerns.open_decision(shown)
    # the twin: a failure inside the work is remedied by retrying it
    twin = ask_shown(projects_dir, *RETRY, "/build --task ab-12", "Phase 2/3: Implementer ✗\nError: lint failed in src/cap.ts (2 errors)",
                     tuid="toolu_twin")
    assert chosen_shown(twin) == "Retry the phase"


@pytest.mark.parametrize("question,asks", [
    ("Add another scenario?", True),
    ("Would you like to add another repository pattern?", True),
    ("Add another column to the export (one more CSV field)?", True),
    # the twin: adding one named thing is not asking whether there is more
    ("Add the retry column to the export?", False),
])
def test_add_another_asks_whether_there_is_more(question: str, asks: bool) -> None:
    from warden.decide.answerers.policy.structure import Question

    item = Call.from_questions([{"question": question, "header": "More", "multiSelect": False,
                                 "options": [{"label": "Yes", "description": ""}, {"label": "No", "description": ""}]}]).items[0]
    assert Question(item).more_input is asks


UPDATE = ("Update available (v4.20.1 → v4.20.3). Run the update now?", ["Run update", "Not now"])


def test_a_new_version_on_offer_is_the_persons(tmp_path: Path) -> None:
    assert chosen(ask(tmp_path, *UPDATE, "/kit:sys-version")) is None
    # the twins: the person's command asks for the update, or the workflow recommends it
    assert chosen(ask(tmp_path, *UPDATE, "/kit:update")) == ("Run update",)
    recommended = (UPDATE[0], [("Run update (Recommended)", ""), ("Not now", "")])
    assert chosen(ask(tmp_path, *recommended, "/kit:sys-version")) == ("Run update (Recommended)",)


@pytest.mark.parametrize("question,weak", [
    ("Research couldn't find how many orders a day the shop handles. How should planning proceed?", True),
    ("The scan could not determine which region the bucket is in. Which should I assume?", True),
    # the twin: what the workflow found is no question about the person
    ("Research found the shop handles about 400 orders a day. How should planning proceed?", False),
])
def test_a_fact_the_workflow_could_not_find_is_the_persons(question: str, weak: bool) -> None:
    item = Call.from_questions([{"question": question, "header": "Volume", "multiSelect": False,
                                 "options": [{"label": "Answer: about 600", "description": ""},
                                             {"label": "Assume under 10,000", "description": ""}]}]).items[0]
    assert bool(person.about_person_weak(item)) is weak


@pytest.mark.parametrize("text,found", [
    ("- moa-web: the phone-only app, no desktop layout.", False),
    ("The admin app is web-only; the widget is a phone app.", True),
    ("Ship the web build first.", True),
])
def test_one_word_is_not_the_last_part_of_a_hyphenated_name(text: str, found: bool) -> None:
    assert bool(word_re("web").search(text)) is found
