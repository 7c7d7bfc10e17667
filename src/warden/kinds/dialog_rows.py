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

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


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


def type_choice(pane: str, socket: str, answer: Any, timeout: float, *, always_index: int = 0,
                expect: str | None = None) -> None:
    """Find the row for ``answer`` on the dialog in ``pane`` (read by the dialog driver)
    and have the driver choose it, with the answer's text (a deny's message, the plan's
    feedback); ``expect``: what the dialog must show (the command, the file), so that
    another dialog is never answered."""
    import time

    from warden.deliver.dialog import choose, read
    from warden.errors import DeliveryError

    deadline = time.monotonic() + timeout
    while True:
        d = read(pane, socket)
        if d is not None and (expect is None or d.shows(expect)):
            break
        if time.monotonic() > deadline:
            from warden.tmux import Pane

            raise DeliveryError(f"no dialog showing {expect!r} within {timeout:g}s" if expect else
                                f"no permission or plan dialog within {timeout:g}s",
                                Pane(pane, socket, error=DeliveryError).screen())
        time.sleep(0.05)
    found = [(c.number, " ".join(c.text.split())) for c in d.options]
    n = row_for(found, answer.role, always_index)
    if n is None:
        labels = "; ".join(f"{k}. {t}" for k, t in found)
        raise DeliveryError(f"the dialog has no row for {answer.role!r} (it shows: {labels})")
    choose(pane, socket, n, text=answer.text or None, expect=expect, timeout=max(1.0, deadline - time.monotonic()))
