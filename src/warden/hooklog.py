"""The hook log: one line per thing worth knowing, in ``$WARDEN_HOME/hook.log``.

Hooks, detached workers and the board all write here; ``WARDEN_LOG_LEVEL`` (debug, info,
warning, error) sets what is kept. On the hook's hot path: imports only os.
"""

from __future__ import annotations

import os

_LEVELS = {"debug": 10, "info": 20, "warning": 30, "error": 40}


def debugging() -> bool:
    """Whether debug lines are kept: a caller can skip building one that would not be."""
    return os.environ.get("WARDEN_LOG_LEVEL", "info").lower() == "debug"


def log(home: str, level: str, message: str) -> None:
    """Append one line to the hook log; never raises."""
    threshold = _LEVELS.get(os.environ.get("WARDEN_LOG_LEVEL", "info").lower(), 20)
    if _LEVELS.get(level, 20) < threshold:
        return
    try:
        import time

        if not os.path.isdir(home):
            os.makedirs(home, mode=0o700, exist_ok=True)
            os.chmod(home, 0o700)
        stamp = time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime())
        fd = os.open(os.path.join(home, "hook.log"), os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        with open(fd, "a", encoding="utf-8") as f:
            f.write(f"{stamp} {level.upper()} pid={os.getpid()} {message}\n")
    except Exception:  # noqa: BLE001 - logging must never break the hook
        pass
