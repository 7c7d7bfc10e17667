"""One tmux pane, as the driver sees it: capture the screen, send named keys, send text.

Every tmux call of the driver goes through :class:`Pane`. tmux is run with an argument
list (never a shell) and text is sent with ``send-keys -l --``, so a label or an answer
is typed exactly as written: quotes, ``$(...)``, backticks and leading dashes included.
"""

from __future__ import annotations

import shutil
import subprocess
import time
from typing import Callable, TypeVar

from warden.errors import WardenError

T = TypeVar("T")

POLL = 0.04  # seconds between screen captures while waiting for a change


class DriverError(WardenError):
    """The driver could not do what it was asked. ``screen`` holds the last capture."""

    def __init__(self, message: str, screen: str = "") -> None:
        super().__init__(message)
        self.screen = screen


class DeliveryError(DriverError):
    """An answer could not be typed into the picker (the screen was not as expected)."""


class TypingError(DriverError):
    """A command could not be typed into the prompt's input box."""


class Pane:
    """A tmux pane addressed by id (``%N``) on a server given by socket path (``-S``,
    what ``$TMUX`` names) or, failing that, by socket name (``-L``)."""

    def __init__(self, target: str, socket: str | None = None, *, socket_name: str | None = None,
                 error: type[DriverError] = DriverError) -> None:
        if shutil.which("tmux") is None:
            raise error("tmux is not installed")
        self.target = target
        self.base = ["tmux"]
        if socket:
            self.base += ["-S", socket]
        elif socket_name:
            self.base += ["-L", socket_name]
        self.error = error

    def _tmux(self, *args: str) -> str:
        try:
            r = subprocess.run([*self.base, *args], capture_output=True, text=True, timeout=10)
        except (OSError, subprocess.SubprocessError) as e:
            raise self.error(f"tmux {args[0]} failed: {e}") from None
        if r.returncode != 0:
            raise self.error(f"tmux {args[0]} -t {self.target} failed: {r.stderr.strip() or r.returncode}")
        return r.stdout

    def screen(self) -> str:
        """The visible screen as plain text, trailing blanks trimmed."""
        out = self._tmux("capture-pane", "-p", "-t", self.target)
        return "\n".join(line.rstrip() for line in out.splitlines()).rstrip("\n")

    def keys(self, *names: str) -> None:
        """Send named keys (``Down``, ``Enter``, ``Left``, ``C-u`` ...), in one call."""
        if names:
            self._tmux("send-keys", "-t", self.target, *names)

    def literal(self, text: str) -> None:
        """Type ``text`` as it is: no key names, no shell, no option parsing."""
        if text:
            self._tmux("send-keys", "-t", self.target, "-l", "--", text)

    def check_mode(self) -> None:
        """Refuse to type while the pane is in a tmux mode (copy mode, scrolled back):
        keys would move tmux's cursor instead of reaching Claude Code."""
        mode = self._tmux("display-message", "-p", "-t", self.target, "#{pane_in_mode} #{pane_mode}").split()
        if mode and mode[0] == "1":
            raise self.error(f"the pane is in tmux {mode[1] if len(mode) > 1 else 'a mode'} (scrolled back?); "
                             "not typing into it", self.screen())

    def alive(self) -> bool:
        try:
            return self._tmux("display-message", "-p", "-t", self.target, "#{pane_dead}").strip() == "0"
        except DriverError:
            return False

    def wait(self, test: Callable[[str], T | None], timeout: float, what: str) -> T:
        """Poll the screen until ``test(screen)`` returns something truthy; return it.
        Raises this pane's error (with the last screen) after ``timeout`` seconds."""
        deadline = time.monotonic() + timeout
        while True:
            screen = self.screen()
            value = test(screen)
            if value:
                return value
            if time.monotonic() >= deadline:
                raise self.error(f"timed out after {timeout:g}s waiting for {what}", screen)
            time.sleep(POLL)
