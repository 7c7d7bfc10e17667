"""The part of a roadmap about one phase: sections under a ``Phase N`` heading, rows of a
phase table and numbered entries, told apart from the parts about other phases."""

from __future__ import annotations

import re

_I = re.IGNORECASE


def phase_parts(text: str, number: str | None) -> tuple[str | None, str]:
    """(the part of a roadmap about phase ``number``, the parts about other phases):
    sections under a ``Phase N`` heading and rows of a phase table."""
    if not number:
        return None, ""
    want = number.lstrip("0") or "0"
    mine: list[str] = []
    other: list[str] = []
    current: list[str] | None = None
    level = 0
    for line in text.splitlines():
        s = line.strip()
        h = re.match(r"^(#+)\s.*\bphase\s+0*(\d+(?:\.\d+)?)(?![\d.])", s, _I)
        if h:
            level = len(h.group(1))
            current = mine if h.group(2) == want else other
            current.append(s)
            continue
        if current is not None and re.match(r"^(#+)\s", s) and len(re.match(r"^(#+)", s).group(1)) <= level:
            current = None
        row = re.match(r"^\|\s*0*(\d+(?:\.\d+)?)\s*\|(.*)$", s)
        if row:
            (mine if row.group(1) == want else other).append("|" + row.group(2))
            continue
        item = re.match(r"^0*(\d+)[.)]\s+(.*)$", s)
        if item and current is None:
            (mine if item.group(1) == want else other).append(item.group(2))
            continue
        if current is not None:
            current.append(s)
    return ("\n".join(mine) if mine else None), "\n".join(other)
