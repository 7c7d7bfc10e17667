"""The trace an inline answer spools is the JSON of its steps, whatever they hold."""

from __future__ import annotations

import json

import pytest

from warden.decide import inline
from warden.decide.chain import Step


@pytest.mark.parametrize("steps", [
    [],
    [Step("policy", "decided", "took the recommended 'Yes' (ordinary work)", 1795719406.858769, 5.3e-05)],
    [Step("first", "abstained", 'a "quoted"\tline\nand é ☃ \ud800', 1.0, 0.0),
     Step("policy", "decided", "x", 1795719406.0, 1e-7)],
    [Step("llm", "timeout", "no decision", 17.5, float("inf"))],
    [Step("llm", "error", "nan", float("nan"), 2)],
    [Step("agent", "decided", ["not", "a", "string"], 3.0, 4.0)],
])
def test_the_spooled_trace_is_the_steps_as_json(steps: list[Step]) -> None:
    for _ in range(2):  # the second time from what the first kept
        assert inline._trace(steps) == json.dumps([s.to_json() for s in steps])
