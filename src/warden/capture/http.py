"""Claude Code's ``type: "http"`` hooks, answered by the command hook's own code path.

Claude Code POSTs the hook input as JSON and reads a 2xx JSON body as it reads a
command hook's stdout. Each request becomes a :class:`warden.capture.hook.HookCall` and goes
through the same steps as ``warden hook``: an unmanaged event is spooled; a managed
one with an in-hook action runs that action from :data:`warden.capture.hook.ACT` (the inline
answer chain, within the profile's budget) and its output is the response body.

An HTTP hook runs in no process of the session, so it has no environment. What the
command hook reads from the environment comes instead, in this order, from:

1. headers Claude Code fills from the session's environment — ``warden install
   --http`` writes ``X-Warden-Session: $WARDEN_SESSION``, ``X-Warden-Profile:
   $WARDEN_PROFILE``, ``X-Warden-Pane: $TMUX_PANE`` and ``X-Warden-Tmux: $TMUX``
   with those names in ``allowedEnvVars``, so ``warden run`` works unchanged;
2. query parameters in the hook URL, ``?session=NAME&profile=P``, which ``warden
   install --http`` keeps as given (``warden install --http
   'http://127.0.0.1:8765/hooks/claude-code?session=NAME&profile=P'``), for settings
   files whose every session should be managed;
3. the ``[[manage]]`` rules of config.toml, matched on the payload's cwd and, when the
   pane header came through, the tmux session name.

It fails open like the command hook: any internal error is logged, the payload still
reaches the event log, and the response is an empty 200 (Claude Code goes on as if
there were no hook).
"""

from __future__ import annotations

import os
import traceback
from collections.abc import Mapping

from warden import plugins
from warden.capture import hook
from warden.capture.hook import HookCall
from warden.hooklog import log


# Actions that only make a command hook drain the spool at once so that the outcome is
# settled before the process exits (verification). The server drains continuously and is
# poked after every hook request, so spooling is enough; draining in every request
# thread instead would make them queue on the spool lock under load.
SETTLED_BY_THE_SERVER = frozenset({"warden.record.ingest:append_and_ingest"})


def meta_from(headers: Mapping[str, str], query: Mapping[str, str]) -> dict[str, str]:
    meta: dict[str, str] = {}
    pane = headers.get("x-warden-pane", "").strip()
    if pane:
        meta["pane"] = pane
        tmux = headers.get("x-warden-tmux", "").strip()
        if tmux:
            meta["socket"] = tmux.split(",")[0]
    name = headers.get("x-warden-session", "").strip() or query.get("session", "").strip()
    if name:
        profile = headers.get("x-warden-profile", "").strip() or query.get("profile", "").strip()
        meta.update(managed="1", name=name, profile=profile)
    return meta


def handle(home: str, raw: bytes, meta: dict[str, str]) -> str | None:
    """One hook event; returns the response body (None: answer with an empty 200)."""
    call = HookCall(raw, home, meta)
    try:
        return _dispatch(call)
    except BaseException as e:  # noqa: BLE001 - fail open, always
        log(home, "error", f"http hook failed, Claude Code continues unaffected: {type(e).__name__}: {e}\n"
            + traceback.format_exc())
        if not call.spooled:
            try:
                call.spool(note=f"hook error: {type(e).__name__}: {e}; Claude Code continued unaffected")
            except Exception:  # noqa: BLE001
                pass
        return None


def _dispatch(call: HookCall) -> str | None:
    if call.meta.get("managed") != "1":
        cfg = os.path.join(call.home, "config.toml")
        from warden.config import has_rules

        if has_rules(cfg):
            _match_rules(call, cfg)
    if call.meta.get("managed") != "1":
        call.spool()
        return None
    if call.payload is None:
        call.payload = hook.parse_payload(call.raw)
    p = call.payload
    ref = None
    if isinstance(p, dict) and isinstance(p.get("hook_event_name"), str):
        # events without a tool (Stop, SessionStart, ...) are keyed (event, ""), as in hook.handle
        tool = p.get("tool_name")
        ref = hook.ACT.get((p["hook_event_name"], tool if isinstance(tool, str) else ""))
    if ref is None or ref in SETTLED_BY_THE_SERVER:
        call.spool()
        return None
    out = plugins.load_ref(ref)(call)
    return out if isinstance(out, str) else None


def _match_rules(call: HookCall, cfg_path: str) -> None:
    from warden import config
    call.payload = hook.parse_payload(call.raw)
    cwd = call.payload.get("cwd") if isinstance(call.payload, dict) else None
    cfg = config.load(cfg_path)
    if not cfg.rules:
        return
    tmux_name = _tmux_session_name(call.meta) if cfg.needs_tmux_name else None
    rule = cfg.match(cwd if isinstance(cwd, str) else "", tmux_name)
    if rule is not None:
        call.meta.update(managed="1", profile=rule.profile)
        if tmux_name:
            call.meta["name"] = tmux_name


def _tmux_session_name(meta: Mapping[str, str]) -> str | None:
    pane, socket = meta.get("pane"), meta.get("socket")
    if not pane or not socket:
        return None
    from warden import tmux

    return tmux.session_name(pane, socket)
