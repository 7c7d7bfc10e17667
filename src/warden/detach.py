"""Starting warden work detached: the one way warden starts a process that outlives its caller.

A hook's child that keeps the hook's stdout open makes Claude Code wait for it: Claude
Code reads a hook's stdout until every holder of it has exited. So a detached process
gets its own session, /dev/null for stdin and stdout, and /dev/null or a log file
(created 0600) for stderr. Its interpreter always runs isolated (``-I``): neither the
user's PYTHONPATH nor the folder it was started from can put code into warden's
children. Uses only os and sys (the hook's hot path).
"""

from __future__ import annotations

import os
import sys

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping


def code(home: str, source: str, *args: str, log: str | None = None, env: Mapping[str, str] | None = None,
         drop_env: Iterable[str] = ()) -> int:
    """Run ``python -I -c SOURCE ARGS...`` detached; returns its pid. See :func:`spawn`."""
    return spawn(home, ["-c", source, *args], log=log, env=env, drop_env=drop_env)


def warden(home: str, *args: str, log: str | None = None, env: Mapping[str, str] | None = None,
           drop_env: Iterable[str] = ()) -> int:
    """Run ``python -I -m warden ARGS...`` (a warden command) detached; returns its pid."""
    return spawn(home, ["-m", "warden", *args], log=log, env=env, drop_env=drop_env)


def spawn(home: str, argv: list[str], *, log: str | None = None, env: Mapping[str, str] | None = None,
          drop_env: Iterable[str] = ()) -> int:
    """Run ``python -I ARGV`` in its own session with WARDEN_HOME set to ``home``; returns
    its pid at once. ``log``: a file its stderr is appended to (else /dev/null); ``env``:
    variables to add; ``drop_env``: variables it must not inherit. Raises OSError if it
    cannot start."""
    dropped = set(drop_env)
    child = {k: v for k, v in os.environ.items() if k not in dropped}
    child.update(env or {})
    child["WARDEN_HOME"] = home
    devnull = os.devnull
    err = (os.POSIX_SPAWN_OPEN, 2, log, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600) if log else \
        (os.POSIX_SPAWN_OPEN, 2, devnull, os.O_WRONLY, 0)
    try:
        return os.posix_spawn(
            sys.executable,
            [sys.executable, "-I", *argv],
            child,
            file_actions=[
                (os.POSIX_SPAWN_OPEN, 0, devnull, os.O_RDONLY, 0),
                (os.POSIX_SPAWN_OPEN, 1, devnull, os.O_WRONLY, 0),
                err,
            ],
            setsid=True,
        )
    except (AttributeError, NotImplementedError) as e:  # a platform without posix_spawn(setsid)
        raise OSError(f"cannot start a detached process here: {e}") from None
