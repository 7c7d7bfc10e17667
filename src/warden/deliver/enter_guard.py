"""Claude Code's Enter guard, and the one way the driver presses Enter: press, look, press again.

What Claude Code 2.1.332 does (measured in tmux against the scripted model, bench/README.md
"Keystroke delivery"): a dialog — the AskUserQuestion picker, a permission or plan dialog,
and each new screen of one (the next question, the review screen) — refuses an Enter that
comes within 150 ms of the screen being painted, and a refused Enter re-arms that wait
from the refused press. An Enter 0.15 s after the driver first *saw* the screen was taken
in 38 of 38 tries; earlier presses were refused in part, more often the earlier.
Text typed into a dialog's own field (the picker's "Type something", a permission
dialog's "Tab to amend" field) arms no guard: an Enter pressed as soon as the text
shows was taken every time (6 of 6 and 10 of 10), and so was an Enter at the prompt as
soon as its text shows. Arrow keys, Tab and Escape are not guarded. (The bundle also holds a 600 ms
window; after text typed at the prompt the driver still gives it, at no cost on the
paths it takes: it never types at the prompt and then answers a dialog.)

So :class:`EnterGuard` is a clock: it knows when the screen was first seen (``shown``)
and when text was last typed at the prompt (``typed``), and :meth:`EnterGuard.settle`
waits out what is left of the client's guard, with a small margin, instead of fixed
half-second waits. :func:`press_enter` then confirms on screen that the Enter landed and,
where that is safe, presses again if the client dropped it (nothing on screen changed).
"""

from __future__ import annotations

import time
from typing import Callable, TypeVar

from warden.tmux import POLL, Pane

T = TypeVar("T")

TYPING_GUARD = 0.65  # seconds after text was typed at the prompt (the client's 600 ms)
DIALOG_GUARD = 0.2  # seconds after a dialog screen was first seen (the client's 150 ms from painting it)
# seconds without any change after which an Enter counts as dropped, where pressing again
# is safe: twice the slowest reaction to an Enter seen under load (~0.3 s). With the guard
# waited out a drop is rare, so this costs nothing on the usual path.
LOOK = 0.6
LANDS = 3.0  # the same, where a second Enter would undo the first (a checkbox toggle): only a sure drop
STEP = 5.0  # seconds an Enter that changed the screen may take to lead where it should
TRIES = 3


class EnterGuard:
    def __init__(self, typing: float = TYPING_GUARD, dialog: float = DIALOG_GUARD) -> None:
        self.typing, self.dialog = typing, dialog
        self._typed = 0.0
        self._shown = 0.0
        self.slowest = 0.0  # the client's slowest reaction to a key seen in this delivery

    def typed(self) -> None:
        """Text was just typed at the prompt."""
        self._typed = time.monotonic()

    def shown(self, at: float | None = None) -> None:
        """A dialog, or a new screen of one, was first seen (or an Enter refused) ``at``
        (time.monotonic(); default now)."""
        self._shown = time.monotonic() if at is None else at

    def reacted(self, seconds: float) -> None:
        """The client took ``seconds`` to show a key's effect."""
        self.slowest = max(self.slowest, seconds)

    def look(self, retry: bool) -> float:
        """How long an Enter may show nothing before it counts as dropped: :data:`LOOK`,
        or three times the slowest reaction seen when the client is slow today."""
        return min(LANDS, max(LOOK, 3 * self.slowest)) if retry else LANDS

    def ready_in(self) -> float:
        return max(0.0, max(self._typed + self.typing, self._shown + self.dialog) - time.monotonic())

    def settle(self) -> None:
        """Wait until an Enter will be taken."""
        left = self.ready_in()
        if left > 0:
            time.sleep(left)


def press_enter(term: Pane, guard: EnterGuard, look: Callable[[], tuple[T, object]],
                landed: Callable[[T], bool], *, retry: bool, what: str,
                fail: Callable[[str, str], Exception], stable: Callable[[], tuple[T, object]] | None = None) -> T:
    """Press Enter once the guard allows; return what the screen shows once ``landed``.

    ``look()`` reads the screen: (what it shows, a state to compare). An Enter after which
    the state stays exactly as before for :meth:`EnterGuard.look` seconds was dropped by
    the client; it is pressed again (up to :data:`TRIES` times) — callers pass ``retry``
    only for screens where a second Enter cannot do harm if the first one did land after
    all (why, per screen, is written where they call this). Without ``retry`` the wait
    is :data:`LANDS`, long enough that a slow client is not mistaken for a dropped key.
    ``stable()`` (default ``look``) re-reads a screen that seems to have landed, so a
    capture taken mid-redraw is never trusted. ``fail(message, screen)`` builds the error."""
    stable = stable or look
    _, before = look()
    for _ in range(TRIES):
        guard.settle()
        term.keys("Enter")
        pressed = time.monotonic()
        window = guard.look(retry)
        while True:
            shown, state = look()
            if landed(shown):
                shown, state = stable()
                if landed(shown):
                    guard.reacted(time.monotonic() - pressed)
                    return shown
            waited = time.monotonic() - pressed
            if state == before and waited > window:
                break  # dropped: nothing changed
            if state != before and waited > STEP:
                raise fail(f"Enter did not lead to {what}", term.screen())
            time.sleep(POLL)
        guard.shown(at=pressed)  # a refused Enter re-arms the client's guard from the press
    raise fail(f"Enter was not taken after {TRIES} tries ({what})", term.screen())
