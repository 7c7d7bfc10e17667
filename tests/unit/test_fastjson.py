"""The hot path's JSON shim must agree with the json package byte for byte."""

from __future__ import annotations

import json

import pytest

from tests.payloads import THREE, post, pre
from warden import fastjson
HOSTILE = "\"'`$(x)`\\ \n\r\t\x00 ⚠️🔥 \u202e \ud800"
VALUES = [
    pre(THREE), post({"q": "a"}), {"a": [1, 2.5, -3e10, True, False, None]}, [], {}, "", 0, 1.0,
    {"h": HOSTILE, HOSTILE: [HOSTILE]}, {"big": "x" * 100000}, {"n": {"n": {"n": [[[]]]}}},
]


@pytest.mark.parametrize("value", VALUES)
def test_dumps_matches_json(value: object) -> None:
    assert fastjson.dumps(value) == json.dumps(value)


@pytest.mark.parametrize("value", VALUES)
def test_loads_matches_json(value: object) -> None:
    text = json.dumps(value)
    assert fastjson.loads(text) == json.loads(text)
    assert fastjson.loads("  \n" + text + "\n ") == json.loads(text)


@pytest.mark.parametrize("text", ["", "nope", "{", "[1,]", '{"a":1} x', "NaN NaN", '"\\ud800"'])
def test_errors_and_oddities_behave_like_json(text: str) -> None:
    try:
        expected = json.loads(text)
    except ValueError as e:
        with pytest.raises(ValueError) as got:
            fastjson.loads(text)
        assert type(got.value) is type(e)
    else:
        assert fastjson.loads(text) == expected or text.startswith("NaN")


def test_unserialisable_falls_back_to_json_errors() -> None:
    with pytest.raises(TypeError):
        fastjson.dumps({"x": object()})
