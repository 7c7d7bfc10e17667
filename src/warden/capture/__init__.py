"""① Capture: an event arrives from Claude Code.

``hook`` is the command hook (``warden hook``, run for every event of every session),
``http`` the same dispatch behind the board's ``type: "http"`` hook endpoint, and
``spool`` the append-only file both write to before anything reaches the store.
"""
