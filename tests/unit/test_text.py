"""Untrusted text made safe to show."""

from __future__ import annotations

from warden.text import one_line


def test_one_line_neutralises_controls() -> None:
    assert one_line("a\nb\x1b[31mc") == "a⏎b�c"  # the escape sequence goes whole, one mark stays
    assert one_line("x" * 10, 5) == "xxxx…"


# ---------------------------------------------------------------- hostile strings

import unicodedata  # noqa: E402

import pytest  # noqa: E402
from hypothesis import given, settings, strategies as st  # noqa: E402

from warden.text import InvalidText, invalid, refuse_invalid, scrub  # noqa: E402

HOSTILE = {
    "clear screen": "\x1b[2J\x1b[Hforged prompt $ ",
    "OSC 52 clipboard write": "x\x1b]52;c;cm0gLXJmIH4=\x07y",
    "OSC 52 ended by ST": "x\x1b]52;c;cm0gLXJmIH4=\x1b\\y",
    "OSC 8 hyperlink": "\x1b]8;;https://evil.example\x1b\\click\x1b]8;;\x1b\\",
    "C1 CSI": "a\x9b31mb",
    "C1 OSC": "a\x9d52;c;ZXZpbA==\x9cb",
    "DCS": "a\x1bPq#0;2;0;0;0\x1b\\b",
    "forged line": "ok\r\n2024-01-01 ERROR forged",
    "bidi override": "invoice\u202egnp.exe",
    "zero width": "a\u200bb\u200dc\ufeffd",
    "lone surrogates": "a\udcffb\ud800c",
    "line separators": "a\u2028b\u2029c\x85d",
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_one_line_leaves_no_control_no_escape_no_invisible_character(name: str) -> None:
    out = one_line(HOSTILE[name])
    assert "\x1b" not in out and "\n" not in out and "\r" not in out
    assert all(ch.isprintable() for ch in out), repr(out)
    out.encode("utf-8")  # printable and encodable everywhere


def test_one_line_removes_escape_sequences_whole() -> None:
    assert one_line(HOSTILE["OSC 52 clipboard write"]) == "x�y"
    assert "52;c" not in one_line(HOSTILE["C1 OSC"])
    assert one_line(HOSTILE["clear screen"]) == "��forged prompt $ "


def test_one_line_caps_huge_strings_quickly() -> None:
    import time

    huge = ("\x1b[31m" + "x" * 1000 + "\udcff") * 10_000  # ~10 MB
    t = time.perf_counter()
    out = one_line(huge, 200)
    assert len(out) == 200 and out.endswith("…")
    assert time.perf_counter() - t < 1.0  # only what can be shown is scanned
    assert len(one_line("é" * 5_000_000)) == 5_000_000  # no limit: all of it, unchanged


@given(st.text(alphabet=st.characters(exclude_categories=()), max_size=300), st.integers(0, 80))
@settings(max_examples=300, deadline=None)
def test_one_line_property(text: str, limit: int) -> None:
    out = one_line(text, limit)
    assert all(ch.isprintable() for ch in out)
    out.encode("utf-8")
    if limit:
        assert len(out) <= limit
    assert not any(unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Zl", "Zp") for ch in out)


def test_invalid_text_is_named_and_refused() -> None:
    assert invalid("fine ü ✓") is None
    assert "surrogate" in (invalid("a\udcff") or "")
    assert "NUL" in (invalid("a\x00") or "")
    with pytest.raises(InvalidText, match="lone surrogate"):
        refuse_invalid({"answers": [{"text": "\ud800"}]})
    with pytest.raises(InvalidText):
        refuse_invalid({"\udcff": 1})
    assert scrub({"k\ud800": ["a\udcff"]}) == {"k\ufffd": ["a\ufffd"]}
