"""Decisions written as the CLI's numbered choices and as driver actions."""

from __future__ import annotations

import pytest

from tests.payloads import THREE
from warden.askuser.choices import parse_actions, parse_choices
from warden.askuser.model import Call, QuestionError, chat, multi, select, typed


def test_parse_choices() -> None:
    c = Call.from_questions(THREE)
    a = parse_choices(c, ["2", "3,1", "--extra", "audit", "--type", "rate limits"])
    assert a.items == (select("SQLite"), multi(["Login", "Search"], "audit"), typed("rate limits"))
    a = parse_choices(c, ["--chat", "wrong question", "1", "2"])
    assert a.items[0] == chat("wrong question") and a.items[2] == select("Yes")
    d = parse_choices(c, ["--decline", "not now"])
    assert d.decline is not None and d.decline.reason == "not now"


@pytest.mark.parametrize(
    "tokens, message",
    [
        (["1"], "no choice given for question 2"),
        (["1", "1", "1", "1"], "too many"),
        (["4", "1", "1"], "option 4 does not exist"),
        (["1,2", "1", "1"], "single-select"),
        (["x", "1", "1"], "not an option number"),
        (["1", "1", "--type"], "needs a TEXT"),
        (["--decline", "a", "b"], "--decline"),
    ],
)
def test_parse_choices_errors(tokens: list[str], message: str) -> None:
    with pytest.raises(QuestionError, match=message):
        parse_choices(Call.from_questions(THREE), tokens)


def test_parse_actions_zero_based() -> None:
    c = Call.from_questions(THREE)
    a = parse_actions(c, [
        {"action": "select", "optionIndex": 1},
        {"action": "multi-select", "selectedIndices": [2, 0]},
        {"action": "type", "text": "x"},
    ])
    assert a.items == (select("SQLite"), multi(["Login", "Search"]), typed("x"))
    with pytest.raises(QuestionError, match="out of range"):
        parse_actions(c, [{"action": "select", "optionIndex": 3}, {"action": "type", "text": "x"},
                          {"action": "type", "text": "y"}])
    with pytest.raises(QuestionError, match="unknown action"):
        parse_actions(c, [{"action": "jump"}] * 3)
