"""Which row of Claude Code's permission or plan dialog an answer means, read from the screen.

warden numbers a decision's options from the request (``Yes``, one ``Yes, and ...`` per
suggestion, ``No``); Claude Code may add rows of its own (``Yes, and switch to auto
mode``). So before typing, the row is found on the screen by what it says, and the
screen-reading dialog driver (``warden.deliver.dialog.choose``) moves to that row,
confirms it, and checks that it landed.

Rows as 2.1.332 shows them: permission ``1. Yes`` / ``2. Yes, and ...`` / ``N. No``;
plan (a plan file written) ``Yes, and use auto mode`` / ``Yes, manually approve edits`` /
``Tell Claude what to change``; plan (no file) ``Yes, and switch to default ...`` / ``No``.
"""

from __future__ import annotations

import re

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

_ROW = re.compile(r"^\s*(?:❯\s*)?(\d+)\.\s+(.+?)\s*$")


def rows(screen: str) -> list[tuple[int, str]]:
    """The numbered rows of the dialog at the bottom of ``screen`` (number, label)."""
    found: list[tuple[int, str]] = []
    for line in screen.splitlines():
        m = _ROW.match(line)
        if m:
            n = int(m.group(1))
            if n == 1:
                found = []  # a new list starts: keep only the last one on screen
            found.append((n, m.group(2)))
    return found


def row_for(screen_rows: list[tuple[int, str]], role: str, always_index: int = 0) -> int | None:
    """The row number on screen that does what ``role`` means (None: the dialog has none)."""
    def first(test: Any) -> int | None:
        return next((n for n, label in screen_rows if test(label)), None)

    if role == "allow":
        return first(lambda s: s == "Yes")
    if role == "always":
        extra = [n for n, s in screen_rows if s.startswith("Yes, and") and "auto mode" not in s]
        return extra[always_index] if always_index < len(extra) else None
    if role == "approve":
        return first(lambda s: s.startswith("Yes, manually approve") or s.startswith("Yes, and switch to default")
                     or s == "Yes")
    if role == "approve_edits":
        return first(lambda s: s.startswith("Yes, auto-accept edits") or "accept edits" in s and s.startswith("Yes"))
    if role in ("deny", "reject"):
        return first(lambda s: s.startswith("No") or s.startswith("Tell Claude what to change"))
    return None


def type_choice(pane: str, socket: str, answer: Any, timeout: float, *, always_index: int = 0) -> None:
    """Find the row for ``answer`` on the dialog in ``pane`` and have the dialog driver choose it."""
    from warden.errors import DeliveryError
    from warden.tmux import Pane

    term = Pane(pane, socket, error=DeliveryError)
    found = term.wait(lambda s: rows(s) or None, timeout, "a permission dialog")
    n = row_for(found, answer.role, always_index)
    if n is None:
        labels = "; ".join(f"{k}. {s}" for k, s in found)
        raise DeliveryError(f"the dialog has no row for {answer.role!r} (it shows: {labels})", term.screen())
    try:
        from warden.deliver.dialog import choose
    except ImportError:
        raise DeliveryError("the dialog driver (warden.deliver.dialog) is not available", term.screen()) from None
    choose(pane, socket, n, text=answer.text or None, timeout=timeout)
