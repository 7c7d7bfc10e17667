"""Which Claude Code binary warden runs: one lookup, used by every command that runs one.

The first of these that is set wins:

1. the binary the caller names (``--claude PATH``);
2. ``$WARDEN_CLAUDE_BIN``;
3. the profile's ``claude`` option;
4. ``claude`` on PATH;
5. the binary bundled in the ``claude-agent-sdk`` wheel (``pip install 'warden[headless]'``).

A binary named explicitly (1-3) is taken as given, so a wrong path fails where it is
run, saying which binary it was. ``warden doctor`` checks the binary this finds.
"""

from __future__ import annotations

import os
import shutil

from warden.errors import WardenError

ENV = "WARDEN_CLAUDE_BIN"
MIN_VERSION = (2, 1, 85)  # PreToolUse updatedInput answers AskUserQuestion since 2.1.85


class ClaudeNotFound(WardenError):
    pass


def from_env() -> str | None:
    """``$WARDEN_CLAUDE_BIN``, ``~`` expanded, if set."""
    value = os.environ.get(ENV)
    return os.path.expanduser(value) if value else None


def bundled() -> str | None:
    """The Claude Code binary inside the installed claude-agent-sdk wheel, if any."""
    import importlib.util

    try:
        spec = importlib.util.find_spec("claude_agent_sdk")
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.origin:
        return None
    path = os.path.join(os.path.dirname(spec.origin), "_bundled", "claude")
    return path if os.access(path, os.X_OK) else None


def lookup(explicit: str | None = None, profile: str | None = None) -> tuple[str, str] | None:
    """The binary and where it came from (``--claude``, ``$WARDEN_CLAUDE_BIN``, ``profile``,
    ``PATH``, ``claude-agent-sdk``), or None when there is none."""
    for origin, path in (("--claude", explicit), (f"${ENV}", from_env()),
                         ("profile", os.path.expanduser(profile) if profile else None)):
        if path:
            return path, origin
    on_path = shutil.which("claude")
    if on_path:
        return on_path, "PATH"
    sdk = bundled()
    return (sdk, "claude-agent-sdk") if sdk else None


def find(explicit: str | None = None, profile: str | None = None) -> str | None:
    """The Claude Code binary to run (see the module's lookup order), or None."""
    found = lookup(explicit, profile)
    return found[0] if found else None


def need(explicit: str | None = None, profile: str | None = None) -> str:
    """The binary to run; raises ClaudeNotFound saying how to name one."""
    binary = find(explicit, profile)
    if binary is None:
        raise ClaudeNotFound(f"no Claude Code binary: install Claude Code (`claude` on PATH), pass --claude PATH, "
                             f"set {ENV}, or pip install 'warden[headless]' for the bundled one")
    return binary


def parse_version(text: str) -> tuple[int, ...] | None:
    import re

    m = re.search(r"(\d+)\.(\d+)\.(\d+)", text)
    return tuple(int(x) for x in m.groups()) if m else None


def version(binary: str, timeout: float = 30.0) -> tuple[int, ...] | None:
    """The version ``binary --version`` reports (None: it printed none). Raises
    ClaudeNotFound when the binary cannot be run."""
    import subprocess

    try:
        out = subprocess.run([binary, "--version"], capture_output=True, text=True, timeout=timeout).stdout
    except (OSError, subprocess.SubprocessError) as e:
        raise ClaudeNotFound(f"{binary}: cannot run it ({e})") from None
    return parse_version(out)


_ID_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")


class NotASessionId(WardenError):
    pass


def resume_args(session_id: object) -> list[str]:
    """``--resume ID`` for a session id as Claude Code makes them (a UUID; letters, digits,
    ``-`` and ``_``, not starting with ``-``). Anything else is refused: an id comes from a
    hook's payload, and one like ``--settings=x.json`` would be read as an option."""
    sid = session_id if isinstance(session_id, str) else ""
    if not (0 < len(sid) <= 128 and sid[0].isascii() and sid[0].isalnum() and set(sid) <= _ID_CHARS):
        from warden.text import one_line

        raise NotASessionId(f"not a Claude Code session id, not resumed: {one_line(str(session_id), 60)!r}")
    return ["--resume", sid]
