"""A call rendered as plain text for a reader (a terminal, a prompt, a notification)."""

from __future__ import annotations

from warden.askuser.model import Call
from warden.text import one_line


def format_call(call: Call, *, zero_based: bool = False) -> str:
    """A plain-text rendering: every item, numbered options with descriptions."""
    lines = []
    base = 0 if zero_based else 1
    for n, item in enumerate(call.items, 1):
        kind = "multi-select" if item.multi else "single-select"
        head = f"[{one_line(item.header)}] " if item.header else ""
        lines.append(f"Question {n}: {head}{one_line(item.question)} ({kind})")
        for i, o in enumerate(item.options, base):
            desc = f" — {one_line(o.description)}" if o.description else ""
            lines.append(f"  {i}. {one_line(o.label)}{desc}")
    return "\n".join(lines)
