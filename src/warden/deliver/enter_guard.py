"""Claude Code's Enter guard, as a small clock the driver (and the test harness) share.

Claude Code 2.1.332's dialogs (the AskUserQuestion picker among them) drop an Enter that
comes too soon: within about 600 ms of the last printable key typed (the prompt's text,
or the picker's text field), or within about 250 ms of the dialog appearing; a dropped
Enter re-arms the guard. Arrow keys and Escape are not guarded. Waiting out the guard
is not a guess at how long something takes: it is a rule of the client, so the driver
waits for it before every Enter and then confirms on screen that the Enter landed.
"""

from __future__ import annotations

import time

TYPING_GUARD = 0.8  # seconds after text was last typed (600 ms in the client, with margin)
DIALOG_GUARD = 0.5  # seconds after a dialog (or a new question of one) first showed (250 ms)


class EnterGuard:
    def __init__(self, typing: float = TYPING_GUARD, dialog: float = DIALOG_GUARD) -> None:
        self.typing, self.dialog = typing, dialog
        self._typed = 0.0
        self._shown = 0.0

    def typed(self) -> None:
        """Text was just typed."""
        self._typed = time.monotonic()

    def shown(self) -> None:
        """A dialog, or a new screen of one, was just seen."""
        self._shown = time.monotonic()

    def ready_in(self) -> float:
        return max(0.0, max(self._typed + self.typing, self._shown + self.dialog) - time.monotonic())

    def settle(self) -> None:
        """Wait until an Enter will be taken."""
        left = self.ready_in()
        if left > 0:
            time.sleep(left)
