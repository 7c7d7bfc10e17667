"""`warden hook`: the one entry point Claude Code runs for every event.

It reads the payload on stdin, writes it to the event log, and routes it by event and by
``tool_name`` to a handler. Adding a tool is one handler module plus one line in
``ROUTES``. It fails open: whatever goes wrong, it exits 0 with nothing on stdout and
says why in the hook log; and every event row carries a note saying what the hook did
with it, so a silent hook can always be explained (``warden log``).

This module is on the hot path of every Claude Code session, managed or not: it imports
only what a pass-through needs, and handlers import the rest when they have work.
"""

from __future__ import annotations

import json
import os
import sys
import time
from typing import Any

# (event, tool_name) -> "module:function"; (event, None) matches any tool or none.
ROUTES: dict[tuple[str, str | None], str] = {
    ("PreToolUse", "AskUserQuestion"): "warden.handlers.ask:pre_tool_use",
    ("PostToolUse", "AskUserQuestion"): "warden.handlers.ask:post_tool_use",
    ("PostToolUseFailure", "AskUserQuestion"): "warden.handlers.ask:post_tool_use_failure",
    ("UserPromptSubmit", None): "warden.handlers.session:user_prompt_submit",
    ("Stop", None): "warden.handlers.session:stop",
    ("SessionStart", None): "warden.handlers.session:session_start",
    ("SessionEnd", None): "warden.handlers.session:session_end",
}

# Events after which a question still open in the same session can no longer be answered:
# Claude Code has moved on (Esc, "Chat about this", or a failure ended the call).
MOVED_ON = frozenset({"UserPromptSubmit", "PreToolUse", "Stop", "PostToolUseFailure"})

_LEVELS = {"debug": 10, "info": 20, "warning": 30, "error": 40}


class HookContext:
    """What a handler gets: the payload, the store, and what is known of the session."""

    __slots__ = (
        "payload", "raw", "store", "event_id", "session_id", "event", "tool_name",
        "managed", "name", "profile", "note", "home",
    )

    def __init__(self, payload: dict[str, Any], raw: str, home: str):
        self.payload = payload
        self.raw = raw
        self.home = home
        self.store: Any = None
        self.event_id = 0
        sid = payload.get("session_id")
        self.session_id: str | None = sid if isinstance(sid, str) and sid else None
        ev = payload.get("hook_event_name")
        self.event: str | None = ev if isinstance(ev, str) else None
        tn = payload.get("tool_name")
        self.tool_name: str | None = tn if isinstance(tn, str) else None
        self.managed = False
        self.name: str | None = None
        self.profile: str | None = None
        self.note = ""


def log(home: str, level: str, message: str) -> None:
    """Append one line to the hook log; never raises."""
    threshold = _LEVELS.get(os.environ.get("WARDEN_LOG_LEVEL", "info").lower(), 20)
    if _LEVELS.get(level, 20) < threshold:
        return
    try:
        os.makedirs(home, exist_ok=True)
        stamp = time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime())
        with open(os.path.join(home, "hook.log"), "a", encoding="utf-8") as f:
            f.write(f"{stamp} {level.upper()} pid={os.getpid()} {message}\n")
    except Exception:  # noqa: BLE001 - logging must never break the hook
        pass


def run() -> int:
    """Entry point. Always returns 0; prints only a complete, successful hook answer."""
    from warden.paths import warden_home

    home = str(warden_home())
    out: str | None = None
    try:
        raw = sys.stdin.buffer.read().decode("utf-8", errors="replace")
        out = dispatch(raw, home)
    except BaseException as e:  # noqa: BLE001 - fail open, always
        import traceback

        log(home, "error", f"hook failed, Claude Code continues unaffected: {type(e).__name__}: {e}\n"
            + traceback.format_exc())
        out = None
    if out:
        try:
            sys.stdout.write(out)
            sys.stdout.flush()
        except Exception as e:  # noqa: BLE001
            log(home, "error", f"could not write the hook answer: {e}")
    return 0


def dispatch(raw: str, home: str) -> str | None:
    try:
        payload = json.loads(raw)
    except ValueError as e:
        payload = None
        reason = f"payload is not JSON ({e})"
    else:
        reason = "" if isinstance(payload, dict) else "payload is not a JSON object"
    from warden.store import Store, write

    store = Store(_db_path(home))
    try:
        if reason:
            store.add_event(raw, None, f"skipped: {reason}")
            log(home, "warning", f"skipped an event: {reason}; {len(raw)} bytes logged")
            return None
        assert isinstance(payload, dict)
        ctx = HookContext(payload, raw, home)
        ctx.store = store
        _identify(ctx)
        with write(store.db):
            if ctx.session_id:
                _record_session(ctx)
            ctx.event_id = store.add_event(raw, payload, None)
        out = _route(ctx)
        note = ctx.note or "recorded"
        store.note_event(ctx.event_id, note)
        log(home, "debug", f"{ctx.event}/{ctx.tool_name or '-'} session={ctx.session_id}: {note}")
        return out
    finally:
        store.close()


def _db_path(home: str) -> Any:
    from pathlib import Path

    return Path(home) / "warden.db"


def _identify(ctx: HookContext) -> None:
    """Managed when WARDEN_SESSION is set, or when a config.toml rule matches."""
    env_name = os.environ.get("WARDEN_SESSION")
    if env_name:
        ctx.managed, ctx.name = True, env_name
        ctx.profile = os.environ.get("WARDEN_PROFILE") or None
        return
    cfg_path = os.path.join(ctx.home, "config.toml")
    if not os.path.exists(cfg_path):
        return
    from pathlib import Path

    from warden import config

    cfg = config.load(Path(cfg_path))
    if not cfg.rules:
        return
    tmux_name = _tmux_session_name() if cfg.needs_tmux_name else None
    cwd = ctx.payload.get("cwd")
    rule = cfg.match(cwd if isinstance(cwd, str) else "", tmux_name)
    if rule is not None:
        ctx.managed, ctx.profile = True, rule.profile
        ctx.name = tmux_name


def _tmux_session_name() -> str | None:
    pane = os.environ.get("TMUX_PANE")
    if not pane or not os.environ.get("TMUX"):
        return None
    import subprocess

    try:
        r = subprocess.run(
            ["tmux", "display-message", "-p", "-t", pane, "#{session_name}"],
            capture_output=True, text=True, timeout=2,
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return r.stdout.strip() or None


def _record_session(ctx: HookContext) -> None:
    p = ctx.payload
    tmux = os.environ.get("TMUX", "")
    ctx.store.upsert_session(
        ctx.session_id,
        name=ctx.name,
        cwd=p.get("cwd") if isinstance(p.get("cwd"), str) else None,
        transcript_path=p.get("transcript_path") if isinstance(p.get("transcript_path"), str) else None,
        tmux_pane=os.environ.get("TMUX_PANE") or None,
        tmux_socket=tmux.split(",")[0] if tmux else None,
        managed=1 if ctx.managed else 0,
        profile=ctx.profile,
    )


def _route(ctx: HookContext) -> str | None:
    if not ctx.event:
        ctx.note = "skipped: no hook_event_name"
        return None
    if not ctx.session_id:
        ctx.note = "skipped: no session_id"
        return None
    if ctx.event in MOVED_ON and ctx.store.open_questions(ctx.session_id):
        from warden.handlers.ask import close_moved_on

        close_moved_on(ctx)
    ref = ROUTES.get((ctx.event, ctx.tool_name)) or ROUTES.get((ctx.event, None))
    if ref is None:
        ctx.note = ctx.note or f"recorded; nothing to do for {ctx.event}" + (f"/{ctx.tool_name}" if ctx.tool_name else "")
        return None
    import importlib

    module, _, func = ref.partition(":")
    handler = getattr(importlib.import_module(module), func)
    out = handler(ctx)
    return out if isinstance(out, str) else None
