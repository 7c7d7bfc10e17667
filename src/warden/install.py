"""`warden install`: merge warden's hook entries into a Claude Code settings file.

Other tools' entries are kept as they are. warden recognises its own entries by their
command (``... -m warden hook``), or for http hooks (``--http``) by the URL path of the
board's hook endpoint, so installing again upgrades them in place (switching between
command and http hooks) and ``--uninstall`` removes exactly them. The absolute interpreter path is baked in, so the
hook works without an activated virtualenv. The file is backed up before a change and
replaced atomically; a malformed file is refused and left untouched.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from warden.errors import InstallError

ASK = "AskUserQuestion"
# event -> matcher (None: the entry has no matcher and sees every occurrence). Tool events
# see every tool: a permission request is paired with its call's PreToolUse (which alone
# carries the tool_use_id) and verified by its PostToolUse. Unmanaged sessions only spool.
EVENTS: dict[str, str | None] = {
    "PreToolUse": None,
    "PermissionRequest": None,
    "PostToolUse": None,
    "PostToolUseFailure": None,
    "Stop": None,
    "StopFailure": None,
    "SessionStart": None,
    "SessionEnd": None,
    "UserPromptSubmit": None,
    "Notification": None,
}
# The PreToolUse and PermissionRequest hooks may wait for a decision; Claude Code shows its
# dialog when they time out (a permission dialog shows while its hook still runs).
PRE_TIMEOUT = 600
WAITING = ("PreToolUse", "PermissionRequest")
OTHER_TIMEOUT = 30

# Recognises every form warden has written: `-c 'from warden.hook import main; main()'`,
# `-m warden hook`, and a `warden hook` console script.
_OURS = re.compile(r"from warden\.hook import main|(^|\s)-m\s+warden\s+hook(\s|$)|(^|[\s/])warden\s+hook(\s|$)")


def hook_command(python: str | None = None) -> str:
    # -c rather than -m: runpy's imports would cost the hook more than the rest of a pass-through
    return f"{shlex.quote(python or sys.executable)} -I -c 'from warden.hook import main; main()'"


def is_ours(hook: Any) -> bool:
    if isinstance(hook, dict) and hook.get("type") == "http":
        return is_our_url(hook.get("url"))
    return isinstance(hook, dict) and isinstance(hook.get("command"), str) and bool(_OURS.search(hook["command"]))


# `warden install --http URL`: Claude Code POSTs each event to the board's hook endpoint
# (`warden serve`) instead of starting a process. warden's http entries are recognised by
# that endpoint's path. An http hook has no environment of its own, so the session's
# WARDEN_SESSION / WARDEN_PROFILE / TMUX_PANE / TMUX (set by `warden run`) reach the server
# as headers Claude Code fills in from its environment (only names in allowedEnvVars are).
HTTP_HOOK_PATH = "/hooks/claude-code"
HTTP_HEADERS = {
    "X-Warden-Session": "$WARDEN_SESSION",
    "X-Warden-Profile": "$WARDEN_PROFILE",
    "X-Warden-Pane": "$TMUX_PANE",
    "X-Warden-Tmux": "$TMUX",
    # the hook-only credential (warden.board.auth): it can post events and nothing else
    "Authorization": "Bearer $WARDEN_HOOK_TOKEN",
}
HTTP_ENV = ["WARDEN_SESSION", "WARDEN_PROFILE", "TMUX_PANE", "TMUX", "WARDEN_HOOK_TOKEN"]


def is_our_url(url: Any) -> bool:
    from urllib.parse import urlsplit

    return isinstance(url, str) and urlsplit(url).path.rstrip("/") == HTTP_HOOK_PATH


def http_url(url: str) -> str:
    """The hook URL for a board address (``http://host:port`` is completed with the path)."""
    from urllib.parse import urlsplit, urlunsplit

    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise InstallError(f"--http wants the board's URL, e.g. http://127.0.0.1:8765{HTTP_HOOK_PATH} (got {url!r})")
    path = parts.path.rstrip("/")
    if path in ("", "/"):
        path = HTTP_HOOK_PATH
    if path != HTTP_HOOK_PATH:
        raise InstallError(f"the board's hook endpoint is {HTTP_HOOK_PATH} (got {parts.path!r})")
    return urlunsplit((parts.scheme, parts.netloc, path, parts.query, ""))


def http_hook(url: str, timeout: int) -> dict[str, Any]:
    return {"type": "http", "url": url, "timeout": timeout, "headers": dict(HTTP_HEADERS),
            "allowedEnvVars": list(HTTP_ENV)}


def user_settings_path() -> Path:
    base = os.environ.get("CLAUDE_CONFIG_DIR")
    return (Path(base).expanduser() if base else Path.home() / ".claude") / "settings.json"


def project_settings_path(cwd: Path | None = None) -> Path:
    return (cwd or Path.cwd()) / ".claude" / "settings.json"


@dataclass
class InstallResult:
    path: Path
    changed: bool
    backup: Path | None
    removed: int
    added: int
    warnings: list[str]


def load_settings(path: Path) -> dict[str, Any]:
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return {}
    except UnicodeDecodeError:
        raise InstallError(f"{path} is not UTF-8 text; nothing was changed") from None
    if not text.strip():
        return {}
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise InstallError(
            f"{path} is not valid JSON (line {e.lineno}, column {e.colno}: {e.msg}); fix it first — nothing was changed"
        ) from None
    if not isinstance(data, dict):
        raise InstallError(f"{path} does not hold a JSON object; nothing was changed")
    hooks = data.get("hooks", {})
    if not isinstance(hooks, dict):
        raise InstallError(f"{path}: \"hooks\" is not an object; nothing was changed")
    for event, groups in hooks.items():
        if not isinstance(groups, list) or not all(isinstance(g, dict) for g in groups):
            raise InstallError(f"{path}: hooks.{event} is not a list of matcher groups; nothing was changed")
    return data


def strip_ours(settings: dict[str, Any]) -> int:
    """Remove warden's hook entries (and groups left empty by that); return how many."""
    hooks = settings.get("hooks")
    if not isinstance(hooks, dict):
        return 0
    removed = 0
    for event in list(hooks):
        groups = []
        for group in hooks[event]:
            inner = group.get("hooks")
            if isinstance(inner, list):
                kept = [h for h in inner if not is_ours(h)]
                removed += len(inner) - len(kept)
                if not kept and len(inner) > 0:
                    continue
                group = {**group, "hooks": kept}
            groups.append(group)
        if groups:
            hooks[event] = groups
        else:
            del hooks[event]
    if not hooks:
        del settings["hooks"]
    return removed


def add_ours(settings: dict[str, Any], command: str, http: str | None = None) -> int:
    hooks = settings.setdefault("hooks", {})
    for event, matcher in EVENTS.items():
        group: dict[str, Any] = {}
        if matcher is not None:
            group["matcher"] = matcher
        timeout = PRE_TIMEOUT if event in WAITING else OTHER_TIMEOUT
        group["hooks"] = [http_hook(http, timeout) if http else {"type": "command", "command": command, "timeout": timeout}]
        hooks.setdefault(event, []).append(group)
    return len(EVENTS)


def conflicts(settings: dict[str, Any]) -> list[str]:
    """Other hooks that also match PreToolUse(AskUserQuestion) or a PermissionRequest:
    Claude Code runs matching hooks in parallel, and an ``updatedInput`` answer has been
    lost beside another hook."""
    out = []
    for event, tool in (("PreToolUse", ASK), ("PermissionRequest", None)):
        for group in settings.get("hooks", {}).get(event, []):
            matcher = group.get("matcher") or ""
            try:
                hits = tool is None or matcher in ("", "*") or re.fullmatch(matcher, tool) is not None
            except re.error:
                hits = tool in matcher
            if hits:
                what = "AskUserQuestion" if tool else "permission requests"
                for h in group.get("hooks", []):
                    if not is_ours(h):
                        out.append(f"another {event} hook also matches {what} (matcher {matcher!r}): "
                                   f"{h.get('command') or h.get('url')}; its empty answer can drop warden's")
    return out


def install(path: Path, *, uninstall: bool = False, python: str | None = None, http: str | None = None) -> InstallResult:
    """``http``: the board's URL; warden's entries become http hooks to it (command hooks,
    http ones, or both are replaced: one warden entry per event either way)."""
    url = http_url(http) if http else None
    settings = load_settings(path)
    before = json.dumps(settings, sort_keys=True)
    removed = strip_ours(settings)
    added = 0 if uninstall else add_ours(settings, hook_command(python), url)
    changed = json.dumps(settings, sort_keys=True) != before
    backup = None
    if changed:
        if path.exists():
            backup = path.with_name(path.name + ".warden.bak")
            shutil.copy2(path, backup)
        write_atomic(path, json.dumps(settings, indent=2, ensure_ascii=False) + "\n")
    return InstallResult(path, changed, backup, removed, added, [] if uninstall else conflicts(settings))


def write_atomic(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    mode = path.stat().st_mode & 0o777 if path.exists() else 0o644
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise


def installed_in(path: Path) -> list[str]:
    """Events for which ``path`` holds a warden hook."""
    try:
        settings = load_settings(path)
    except InstallError:
        return []
    return [
        event for event, groups in settings.get("hooks", {}).items()
        if any(is_ours(h) for g in groups for h in g.get("hooks", []) if isinstance(h, dict))
    ]
