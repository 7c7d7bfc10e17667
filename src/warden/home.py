"""Where warden keeps its state: one directory, overridable with $WARDEN_HOME."""

from __future__ import annotations

import os
import sys

TYPE_CHECKING = False
if TYPE_CHECKING:
    from pathlib import Path


def home_dir() -> str:
    """The state directory as a string: $WARDEN_HOME, else the platform's user state directory.

    On Linux this is computed without importing pathlib or platformdirs, because the hook
    calls it on every Claude Code event.
    """
    env = os.environ.get("WARDEN_HOME")
    if env:
        return os.path.expanduser(env)
    if sys.platform.startswith("linux"):
        base = os.environ.get("XDG_STATE_HOME") or os.path.expanduser("~/.local/state")
        return os.path.join(base, "warden")
    import platformdirs

    return str(platformdirs.user_state_dir("warden"))


def ensure_home(home: str | None = None) -> str:
    """Create the state directory (and its parents) private to the user: it holds
    prompts, answers and the board's credentials. Returns it."""
    home = home or home_dir()
    if not os.path.isdir(home):
        os.makedirs(home, mode=0o700, exist_ok=True)
        os.chmod(home, 0o700)  # makedirs' mode is filtered by the umask
    return home


def private_dir(path: str) -> str:
    """A directory inside the state directory, created 0700."""
    if not os.path.isdir(path):
        os.makedirs(path, mode=0o700, exist_ok=True)
        os.chmod(path, 0o700)
    return path


def warden_home() -> Path:
    from pathlib import Path

    return Path(home_dir())


def db_path(home: Path | None = None) -> Path:
    return (home or warden_home()) / "warden.db"


def db_target(home: str | None = None) -> str:
    """Where the store is: $WARDEN_DB (a ``postgresql://`` URL, or a SQLite file's path),
    else ``warden.db`` in the state directory. The spool and the local state files stay
    in the state directory whatever the store is."""
    env = os.environ.get("WARDEN_DB")
    if env:
        return env if "://" in env else os.path.expanduser(env)
    return os.path.join(home or home_dir(), "warden.db")


def config_path(home: Path | None = None) -> Path:
    return (home or warden_home()) / "config.toml"


def hook_log_path(home: Path | None = None) -> Path:
    return (home or warden_home()) / "hook.log"
