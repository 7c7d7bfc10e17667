"""A request that says it is limited ("only the outage write-up") names which items of a
multi-select the work is; a word it shares with an item names the item, it does not approve
what the item does. An item that would send, deploy, push, delete or drop by its own words
stays the person's; items that only do the project's own work are still taken."""

from __future__ import annotations

import time

from warden.askuser.model import Call
from warden.decide.answerers.policy import PolicyAnswerer
from warden.decide.context import Context, Decision


def _decide(tmp_path, options: list[str], phase: str):
    qs = [{"question": "Which follow-ups should I do?", "header": "Follow-ups", "multiSelect": True,
           "options": [{"label": label, "description": ""} for label in options]}]
    ctx = Context(call=Call.from_questions(qs), tool_input={"questions": qs}, deadline=time.monotonic() + 60,
                  cwd=str(tmp_path), phase=phase)
    return PolicyAnswerer().decide(ctx)


def test_a_limited_request_does_not_take_an_item_that_acts_outside(tmp_path) -> None:
    options = ["Tidy the glossary", "Email the members about the flood closure",
               "Drop the unused tables from the production database", "Deploy the flood fix to production"]
    got = _decide(tmp_path, options, "/gsd:execute-phase 4 only the flood closure notice text")
    assert not isinstance(got, Decision), got.answer
    got = _decide(tmp_path, ["Regenerate the tide tables", "Push the tide tag to origin",
                             "Delete the old tide branches", "Update the harbour map"], "/gsd:quick just the tide tables")
    assert not isinstance(got, Decision) or set(got.answer.items[0].labels) <= {"Regenerate the tide tables"}, got.answer


def test_a_limited_request_still_takes_the_local_items_it_names(tmp_path) -> None:
    options = ["Rewrite the glossary", "Renumber the figures", "Check the citations", "Rebuild the index"]
    got = _decide(tmp_path, options, "/gsd:quick only the glossary and the citations")
    assert isinstance(got, Decision), got.reason
    assert set(got.answer.items[0].labels) == {"Rewrite the glossary", "Check the citations"}
