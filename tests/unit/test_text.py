"""Untrusted text made safe to show."""

from __future__ import annotations

from warden.text import one_line


def test_one_line_neutralises_controls() -> None:
    assert one_line("a\nb\x1b[31mc") == "a⏎b�c"  # the escape sequence goes whole, one mark stays
    assert one_line("x" * 10, 5) == "xxxx…"
