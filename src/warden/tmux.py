"""The tmux layer: every tmux call warden makes goes through here (libtmux underneath).

Panes are addressed by id (``%N``); text is sent literally and Enter separately, so
nothing a model wrote is ever interpreted by tmux or a shell.
"""

from __future__ import annotations

import os
import re
import shutil
from dataclasses import dataclass

from warden.errors import WardenError


class TmuxError(WardenError):
    pass


def _server(socket_path: str | None = None, socket_name: str | None = None):  # type: ignore[no-untyped-def]
    import libtmux

    if shutil.which("tmux") is None:
        raise TmuxError("tmux is not installed (Debian/Ubuntu: apt-get install tmux; macOS: brew install tmux)")
    if socket_path:
        return libtmux.Server(socket_path=socket_path)
    return libtmux.Server(socket_name=socket_name) if socket_name else libtmux.Server()


@dataclass(frozen=True)
class Started:
    session_name: str
    pane_id: str
    socket_path: str | None
    socket_name: str | None

    @property
    def attach_command(self) -> str:
        flag = f"-L {self.socket_name} " if self.socket_name else (f"-S {self.socket_path} " if self.socket_path else "")
        return f"tmux {flag}attach -t {self.session_name}"


def new_session(
    name: str,
    argv: list[str],
    *,
    cwd: str,
    env: dict[str, str],
    socket_name: str | None = None,
    width: int = 200,
    height: int = 50,
) -> Started:
    """Start ``argv`` in a new detached tmux session called ``name``."""
    import shlex

    server = _server(socket_name=socket_name)
    if server.has_session(name):
        raise TmuxError(f"a tmux session named {name!r} already exists; pick another --name")
    session = server.new_session(
        session_name=name,
        window_command=shlex.join(argv),
        start_directory=cwd,
        environment=env,
        attach=False,
        x=width,
        y=height,
    )
    pane = session.active_window.active_pane
    assert pane is not None
    return Started(name, str(pane.pane_id), None, socket_name)


_SAFE = re.compile(r"[^A-Za-z0-9_.-]+")


def safe_name(text: str) -> str:
    """A tmux-safe session name (tmux rejects '.' and ':' in targets)."""
    return _SAFE.sub("-", text).replace(".", "-").strip("-") or "warden"


def unique_name(base: str, socket_name: str | None = None) -> str:
    server = _server(socket_name=socket_name)
    name, n = base, 1
    while server.has_session(name):
        n += 1
        name = f"{base}-{n}"
    return name


def attach(started: Started) -> None:
    """Replace this process with a tmux client attached to the session."""
    args = ["tmux"]
    if started.socket_name:
        args += ["-L", started.socket_name]
    args += ["attach-session", "-t", started.session_name]
    if os.environ.get("TMUX"):
        args = ["tmux"] + (["-L", started.socket_name] if started.socket_name else []) + [
            "switch-client", "-t", started.session_name]
    os.execvp("tmux", args)
