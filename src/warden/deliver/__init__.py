"""④ Deliver: record a decision and choose its route — the waiting hook, the SDK, or
keystrokes typed into the session's tmux pane by a driver that reads the screen first.

- :mod:`warden.deliver.record` — the one function that records an answer (CLI, board, drive);
- :mod:`warden.deliver.screen` — the picker, the permission and plan dialogs and the input
  box read from a captured screen;
- :mod:`warden.deliver.picker` — an answer typed into the picker, each step confirmed;
- :mod:`warden.deliver.dialog` — an option of a permission or plan dialog chosen, with text;
- :mod:`warden.deliver.enter_guard` — Claude Code's Enter guard as a clock; the one confirmed Enter;
- :mod:`warden.deliver.prompt` — a command typed into the input box;
- :mod:`warden.deliver.by_keys` — a recorded answer claimed, typed, settled or marked failed.
"""
