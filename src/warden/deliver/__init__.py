"""④ Deliver: record a decision and choose its route — the waiting hook, the SDK, or
keystrokes typed into the session's tmux pane by a driver that reads the screen first.

- :mod:`warden.deliver.record` — the one function that records an answer (CLI, board, drive);
- :mod:`warden.deliver.screen` — the picker and the input box read from a captured screen;
- :mod:`warden.deliver.picker` — an answer typed into the picker, each step confirmed;
- :mod:`warden.deliver.prompt` — a command typed into the input box;
- :mod:`warden.deliver.by_keys` — a recorded answer claimed, typed, settled or marked failed.
"""
