"""AskUserQuestion's call and decision shapes: parsing a call, an answer's JSON."""

from __future__ import annotations

import pytest

from tests.payloads import THREE
from warden.askuser.model import Answer, Call, Decline, QuestionError, chat, multi, select, typed


def test_parse_call() -> None:
    c = Call.from_questions(THREE)
    assert len(c.items) == 3
    assert c.items[1].multi and not c.items[0].multi
    assert c.items[0].labels == ("PostgreSQL", "SQLite", "You decide")
    assert c.items[0].options[0].description == "Relational, the team knows it"


@pytest.mark.parametrize(
    "bad, message",
    [
        (None, "not an object"),
        ({}, "missing"),
        ({"questions": []}, "missing or empty"),
        ({"questions": [{"question": "x", "options": []}]}, "no options"),
        ({"questions": [{"question": "", "options": [{"label": "a"}]}]}, "no text"),
        ({"questions": [{"question": "x", "options": [{"description": "d"}]}]}, "no label"),
        ({"questions": [{"question": "x", "options": [{"label": "a"}]}] * 2}, "same text"),
    ],
)
def test_malformed_calls(bad: object, message: str) -> None:
    with pytest.raises(QuestionError, match=message):
        Call.from_tool_input(bad)


def test_answer_json_roundtrip() -> None:
    a = Answer((select("A"), multi(["B", "C"], "x"), typed("t"), chat("c")))
    assert Answer.from_json(a.dumps()) == a
    d = Answer(decline=Decline("r"))
    assert Answer.from_json(d.dumps()) == d


def test_a_question_asked_again_is_the_same_call() -> None:
    """A server asked one question by many sessions parses it once: the same Call, whose
    hash is computed once (the policy keeps its decisions under it)."""
    import copy

    first = Call.from_tool_input({"questions": THREE})
    again = Call.from_tool_input({"questions": copy.deepcopy(THREE)})
    assert again is first and hash(again) == hash(Call(first.items))
    other = copy.deepcopy(THREE)
    other[0]["options"][0]["description"] = "changed"
    assert Call.from_questions(other) != first
    assert Call.from_questions(other).items[0].options[0].description == "changed"
    with pytest.raises(QuestionError, match="same text"):  # a malformed call is refused every time
        for _ in range(2):
            Call.from_questions([THREE[0], THREE[0]])


def test_asked_again_is_the_same_call_and_only_equal_questions_share_one() -> None:
    # a server (orjson imported, for its parse) keys a call by orjson's bytes; what orjson
    # writes as null (NaN, the infinities) or refuses is keyed by the stdlib's text
    import orjson  # noqa: F401 - the server's key

    def q(multi: object = False, label: object = "a") -> list[dict[str, object]]:
        return [{"question": "Go on?", "header": "", "multiSelect": multi,
                 "options": [{"label": label, "description": ""}, {"label": "b", "description": ""}]}]

    assert Call.from_questions(q()) is Call.from_questions(q())
    nan, none, inf = Call.from_questions(q(float("nan"))), Call.from_questions(q(None)), Call.from_questions(q(float("inf")))
    assert nan.items[0].multi and inf.items[0].multi and not none.items[0].multi
    assert Call.from_questions(q(1)) is not Call.from_questions(q(True))
    assert Call.from_questions(q(1 << 70)).items[0].multi  # past 64 bits: orjson refuses it
    assert Call.from_questions(q(0.0)) is not Call.from_questions(q(-0.0))
    with pytest.raises(QuestionError):
        Call.from_questions(q(label=["a"]))


def test_the_keys_passthrough_options_are_orjsons() -> None:
    # the model keeps orjson out of its imports (the command hook never loads it), so it names the options by value
    import orjson

    from warden.askuser import model
    assert model._PASSTHROUGH == orjson.OPT_PASSTHROUGH_DATETIME | orjson.OPT_PASSTHROUGH_DATACLASS | orjson.OPT_PASSTHROUGH_SUBCLASS
