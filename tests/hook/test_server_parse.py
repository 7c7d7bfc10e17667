"""The server's payload parse (orjson when it reads as json does) gives the values the
command hook's stdlib parse gives, hostile payloads included."""

from __future__ import annotations

import json
import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from warden.capture import hook, http

HOSTILE = [
    b'{"a":1,"b":2,"a":3}',  # duplicate keys: the last wins, at the first's place
    b'{"a":"\\ud800"}', b'{"a":"\\udc00x","b":"\\ud83d"}', b'{"a":"\\ud83d\\ude00"}',  # lone and paired surrogates
    b'[1e400]', b'[-1E400]', b'[1e-400]', b'[NaN]', b'[Infinity]', b'[-Infinity]',
    b'[18446744073709551616]', b'[-9223372036854775809]', b'[9223372036854775808]',
    b'[1234567890123456789012345678901234567890]', b'{"n":-123456789012345678901234567890}',
    b'["1234567890123456789012345"]', b'[0.1234567890123456789012]',
    b'["\xff"]', b'["\xed\xa0\x80"]', b'\xef\xbb\xbf{}', b'["a\tb"]', b'["a\x00b"]', b'["\\u0000"]',
    b' {"a": [1, 2.5, -0.0, true, false, null]} ', b'\x0c{}', b'{}\x0b', b'[01]', b'[1.]', b'{"a":1}x',
    b'[' * 5000 + b']' * 5000, b'', b'null', b'"x"',
    b'{"a": ' + b'[' * 1010 + b']' * 1010 + b'}', b'[' * 990 + b']' * 990,  # orjson reads 1,023 levels
]


def same(a: object, b: object) -> bool:
    if isinstance(a, float) and isinstance(b, float):
        return (math.isnan(a) and math.isnan(b)) or (a == b and math.copysign(1, a) == math.copysign(1, b))
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a) == list(b) and all(same(a[k], b[k]) for k in a)  # type: ignore[index]
    if isinstance(a, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))  # type: ignore[arg-type]
    return a == b


@pytest.mark.parametrize("raw", HOSTILE)
def test_the_servers_parse_reads_hostile_payloads_as_the_hook_does(raw: bytes) -> None:
    assert same(http.parse_payload(raw), hook.parse_payload(raw))


def test_the_server_parses_with_orjson_when_installed() -> None:
    assert http.orjson is not None  # a dependency of the server


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True, allow_infinity=True) | st.text(),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5),
    max_leaves=30,
)


@settings(max_examples=400, deadline=None)
@given(json_values, st.booleans())
def test_the_servers_parse_equals_the_stdlibs_for_any_json(value: object, ascii_only: bool) -> None:
    raw = json.dumps(value, ensure_ascii=ascii_only).encode("utf-8", "surrogatepass")
    assert same(http.parse_payload(raw), hook.parse_payload(raw))


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=64))
def test_the_servers_parse_equals_the_stdlibs_for_any_bytes(raw: bytes) -> None:
    assert same(http.parse_payload(raw), hook.parse_payload(raw))


@settings(max_examples=500, deadline=None)
@given(st.from_regex(r"-?(0|[1-9][0-9]{0,25})(\.[0-9]{1,25})?([eE][+-]?[0-9]{1,3})?", fullmatch=True))
def test_the_servers_parse_reads_any_number_text_as_the_stdlib_does(number: str) -> None:
    raw = ('{"n": [%s]}' % number).encode()
    assert same(http.parse_payload(raw), hook.parse_payload(raw))


def test_a_payload_nested_past_what_the_stdlib_reads_is_not_answered_by_the_server(tmp_path, monkeypatch) -> None:
    # orjson reads ~1,000 levels where the stdlib (the ingester's parse of the spooled record) does not:
    # an answer the server gave would have no question on record; it parses as the hook does
    from tests.payloads import pre

    monkeypatch.setenv("WARDEN_HOME", str(tmp_path))
    (tmp_path / "config.toml").write_text('[profiles.t]\nchain = ["policy", "human"]\nbudget = 1\n')
    routine = [{"question": "Should I run the test suite before committing?", "header": "Tests",
                "multiSelect": False,
                "options": [{"label": "Yes, run the tests (Recommended)", "description": "make sure nothing broke"},
                            {"label": "No, commit now", "description": "skip them"}]}]
    text = json.dumps(pre(routine, "toolu_deep"))
    raw = (text[:-1] + ', "extra": ' + "[" * 1010 + "]" * 1010 + "}").encode()
    assert hook.parse_payload(raw) is None
    assert http.parse_payload(raw) is None
    got = http.start(str(tmp_path), raw, {"via": "http", "managed": "1", "name": "web", "profile": "t"})
    assert not isinstance(got, str) or "updatedInput" not in got
