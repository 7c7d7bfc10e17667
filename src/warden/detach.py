"""Starting warden work detached from a hook.

A hook's child that keeps the hook's stdout open makes Claude Code wait for it: Claude
Code reads a hook's stdout until every holder of it has exited. So a detached process
gets its own session and /dev/null for stdio. Uses only os and sys (the hook's hot path).
"""

from __future__ import annotations

import os
import sys


def spawn(home: str, code: str, *args: str) -> None:
    """Run ``python -I -c CODE ARGS...`` detached, with WARDEN_HOME set to ``home``.
    Raises OSError (or AttributeError where posix_spawn is missing) if it cannot start."""
    devnull = os.devnull
    os.posix_spawn(
        sys.executable,
        [sys.executable, "-I", "-c", code, *args],
        {**os.environ, "WARDEN_HOME": home},
        file_actions=[
            (os.POSIX_SPAWN_OPEN, 0, devnull, os.O_RDONLY, 0),
            (os.POSIX_SPAWN_OPEN, 1, devnull, os.O_WRONLY, 0),
            (os.POSIX_SPAWN_OPEN, 2, devnull, os.O_WRONLY, 0),
        ],
        setsid=True,
    )
