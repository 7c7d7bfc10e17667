"""Where warden keeps its state: one directory, overridable with $WARDEN_HOME."""

from __future__ import annotations

import os
import sys
from pathlib import Path


def warden_home() -> Path:
    """The state directory: $WARDEN_HOME, else the platform's user state directory.

    On Linux this is computed without importing platformdirs, because the hook calls it
    on every Claude Code event.
    """
    env = os.environ.get("WARDEN_HOME")
    if env:
        return Path(env).expanduser()
    if sys.platform.startswith("linux"):
        base = os.environ.get("XDG_STATE_HOME") or os.path.expanduser("~/.local/state")
        return Path(base) / "warden"
    import platformdirs

    return Path(platformdirs.user_state_dir("warden"))


def db_path(home: Path | None = None) -> Path:
    return (home or warden_home()) / "warden.db"


def config_path(home: Path | None = None) -> Path:
    return (home or warden_home()) / "config.toml"


def hook_log_path(home: Path | None = None) -> Path:
    return (home or warden_home()) / "hook.log"
