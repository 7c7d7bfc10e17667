"""Text from outside (a session, a model, a person) made safe to show."""

from __future__ import annotations


def one_line(text: str, limit: int = 0) -> str:
    """Untrusted text made safe for one terminal line: controls shown, newlines folded."""
    out = "".join(ch if ch.isprintable() else ("⏎" if ch in "\r\n" else "�") for ch in text)
    if limit and len(out) > limit:
        out = out[: limit - 1] + "…"
    return out
