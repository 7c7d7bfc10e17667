"""Keystroke delivery: typing answers into Claude Code's AskUserQuestion picker in tmux,
and commands into its input box, by reading the screen before every step.

- :mod:`warden.driver.screen` — the picker and the input box read from a captured screen;
- :mod:`warden.driver.keys` — :func:`deliver`: an answer typed into the picker, each step confirmed;
- :mod:`warden.driver.typer` — :func:`type_command`: a command typed into the input box;
- :mod:`warden.driver.delivery` — a recorded answer claimed, typed, settled or marked failed;
- :mod:`warden.driver.cli` — ``warden deliver`` and ``warden drive``.
"""

from warden.driver.keys import deliver
from warden.driver.pane import DeliveryError, DriverError, TypingError
from warden.driver.typer import type_command

__all__ = ["DeliveryError", "DriverError", "TypingError", "deliver", "type_command"]
