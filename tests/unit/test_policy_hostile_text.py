"""Hostile text read in one pass: a question, a label or what the session showed made of one shape repeated to the
size the policy reads ("did did did …", "file-file-…", "a/a/a/…", "1.1.1.…") is decided in well under a second.
Each pattern named here once re-read the rest of the text from every repetition, which held the hook for seconds
(Python's regular expressions keep the interpreter's lock: no deadline interrupts them). The timeouts guard against
a hang; the speed itself is measured by bench/, not here."""

from __future__ import annotations

import pytest

from warden.decide.answerers.policy import concerns, hazard, reserved, shown
from warden.decide.answerers.policy import structure, wording

SHAPES = [("did " * 2000, "observation"), ("does:" * 2000, "observation"), ("file-" * 2000, "tracker"),
          ("creates-" * 1200, "tracker"), ("a/" * 5000, "path"), ("1." * 5000, "figures"), ("0." * 5000, "figures")]


@pytest.mark.timeout(60)
@pytest.mark.parametrize("text,_kind", SHAPES)
def test_a_repeated_shape_is_read_in_one_pass(text: str, _kind: str) -> None:
    for pattern in (structure._OBSERVATION, wording._OBSERVATION, hazard._TRACKER_NEW, hazard._NAMED_SCRIPT,
                    concerns._PATHLIKE, shown._SPENDS, reserved._NEEDS):
        pattern.search(text)
        pattern.findall(text[:4000])


def test_the_bounded_patterns_still_read_what_they_read() -> None:
    assert structure._OBSERVATION.search("Did the export work on your machine?")
    assert structure._OBSERVATION.search("When did the timeout first appear in production?")
    assert wording._OBSERVATION.search("Does the page render correctly now?")
    assert hazard._TRACKER_NEW.search("Create GitHub issues for the 4 findings?")
    assert hazard._TRACKER_NEW.search("File a ticket?")
    assert hazard._NAMED_SCRIPT.search("run scripts/release/deploy-prod.sh")
    assert hazard._NAMED_SCRIPT.search("see https://example.com/tools/publish.py")
    assert shown._SPENDS.search("about 1,250.00 USD a month")
    assert concerns._PATHLIKE.search("edit src/app/main.py") and not concerns._PATHLIKE.search("a" * 50)


@pytest.mark.timeout(60)
def test_hostile_questions_are_decided_quickly(tmp_path) -> None:
    from warden.askuser.model import Call
    from warden.decide.answerers.policy import PolicyAnswerer
    from warden.decide.context import Context
    import time

    for text in ("did " * 2200, "file-" * 1800, "a/" * 4400, "1." * 4400):
        # (within the call's size the policy reads at all: 10,000 characters)
        questions = [{"question": "Push now? " + text[:4000] + "?", "header": "H", "multiSelect": False,
                      "options": [{"label": "Yes " + text[:2400], "description": text[:2400]},
                                  {"label": "Not yet", "description": ""}]}]
        ctx = Context(Call.from_questions(questions), {"questions": questions}, time.monotonic() + 5, cwd=str(tmp_path),
                      phase="/ship")
        PolicyAnswerer().decide(ctx)
