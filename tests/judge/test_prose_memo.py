"""The judge reads an option's text once per process: the same text gives the same
effects, and a caller changing the list it got changes nothing for the next."""

from __future__ import annotations

from warden.judge import prose


def test_the_same_text_gives_equal_effects_and_callers_cannot_change_them() -> None:
    text = "Drop the production database and push --force to main"
    first = prose.effects(text, "What next?")
    assert first and first == prose.effects(text, "What next?")
    first.clear()
    assert prose.effects(text, "What next?") != []
    assert prose.hazards(text) == [e for e in prose.effects(text) if e.hazard]
