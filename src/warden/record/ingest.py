"""Ingestion: spool records become events, sessions and question outcomes in the store.

Every reader of the store drains the spool first (``open_store``), so what it shows is
current. Records are ingested in the order hooks wrote them, each under the spool's
lock, and each at most once (its record id is unique in ``events``).
"""

from __future__ import annotations

import json
from typing import Any

from warden.capture import spool
from warden.capture.hook import HookCall
from warden.hooklog import log
from warden.record.context import HookContext
from warden.store import Store, open_home, write

# (event, tool_name) -> "module:function"; (event, None) matches any tool or none.
ROUTES: dict[tuple[str, str | None], str] = {
    ("PreToolUse", "AskUserQuestion"): "warden.kinds.question:record",
    ("PostToolUse", "AskUserQuestion"): "warden.kinds.question:reported",
    ("PostToolUseFailure", "AskUserQuestion"): "warden.kinds.question:failed",
    ("PermissionRequest", None): "warden.kinds.permission:record",
    ("PostToolUse", None): "warden.record.decisions:reported_any",
    ("Notification", None): "warden.kinds.idle:record",
    ("StopFailure", None): "warden.kinds.failure:stop_failure",
    ("UserPromptSubmit", None): "warden.record.sessions:user_prompt_submit",
    ("Stop", None): "warden.record.sessions:stop",
    ("SessionStart", None): "warden.record.sessions:session_start",
    ("SessionEnd", None): "warden.kinds.failure:session_end",
    ("PostToolUseFailure", None): "warden.kinds.failure:tool_failed",
}

# Events after which a question still open in the same session can no longer be answered:
# Claude Code has moved on (Esc, "Chat about this", or a failure ended the call).
MOVED_ON = frozenset({"UserPromptSubmit", "PreToolUse", "Stop", "StopFailure", "PostToolUseFailure"})


def open_store(home: str | None = None) -> Store:
    """Open the store and bring it up to date with the spool."""
    from warden.home import home_dir

    home = home or home_dir()
    store = open_home(home)
    drain(store, home)
    return store


def drain(store: Store, home: str) -> int:
    with spool.Drain(home) as (records, skipped):
        if skipped:
            log(home, "warning", f"spool: skipped {skipped} unreadable byte(s) (a torn record)")
        for rec in records:
            try:
                ingest(store, home, rec)
            except Exception as e:  # noqa: BLE001 - one bad record must not block the rest
                _record_failure(store, home, rec, e)
    return len(records)


def _record_failure(store: Store, home: str, rec: spool.Record, error: Exception) -> None:
    """Log a record that could not be ingested and keep it in the event log. Never raises:
    a drain that stops here would leave the spool untruncated and every reader failing."""
    import traceback

    log(home, "error", f"ingest failed for record {rec.rid}: {error}\n{traceback.format_exc()}")
    try:
        store.add_failed_record(rec.rid + "-error", rec.ts, rec.payload.decode("utf-8", "replace"),
                                f"error while ingesting: {type(error).__name__}: {error}")
    except Exception as e2:  # noqa: BLE001
        log(home, "error", f"could not record the failed record {rec.rid}: {e2}")


def ingest(store: Store, home: str, rec: spool.Record) -> None:
    if store.has_record(rec.rid, rec.rid + "-error"):
        return  # ingested (or failed for good) by an earlier, interrupted drain
    raw = rec.payload.decode("utf-8", errors="replace")
    try:
        payload = json.loads(raw)
        if "\\ud" in raw or "\\uD" in raw:
            payload = _scrub(payload)
        reason = "" if isinstance(payload, dict) else "payload is not a JSON object"
    except ValueError as e:
        payload, reason = None, f"payload is not JSON ({e})"
    if reason:
        store.add_event(raw, None, f"skipped: {reason}", rec_id=rec.rid, ts=rec.ts)
        log(home, "warning", f"skipped an event: {reason}; {len(raw)} bytes logged")
        return
    ctx = HookContext(payload, raw, home, rec.meta, store)
    with write(store.db):
        if ctx.session_id:
            _record_session(ctx)
        ctx.event_id = store.add_event(raw, payload, None, rec_id=rec.rid, ts=rec.ts)
    _route(ctx)
    note = ctx.note or "recorded"
    store.note_event(ctx.event_id, note)
    log(home, "debug", f"{ctx.event}/{ctx.tool_name or '-'} session={ctx.session_id}: {note}")


def _scrub(obj: Any) -> Any:
    """Replace lone surrogates (valid as JSON escapes, unencodable as UTF-8) with U+FFFD,
    so the payload can be stored and shown."""
    if isinstance(obj, str):
        return obj.encode("utf-16", "surrogatepass").decode("utf-16", "replace")
    if isinstance(obj, list):
        return [_scrub(x) for x in obj]
    if isinstance(obj, dict):
        return {_scrub(k): _scrub(v) for k, v in obj.items()}
    return obj


def _record_session(ctx: HookContext) -> None:
    p = ctx.payload
    ctx.store.upsert_session(
        ctx.session_id,
        name=ctx.name,
        cwd=p.get("cwd") if isinstance(p.get("cwd"), str) else None,
        transcript_path=p.get("transcript_path") if isinstance(p.get("transcript_path"), str) else None,
        tmux_pane=ctx.meta.get("pane") or None,
        tmux_socket=ctx.meta.get("socket") or None,
        managed=1 if ctx.managed else 0,
        profile=ctx.profile,
    )


def _route(ctx: HookContext) -> None:
    if not ctx.event:
        ctx.note = "skipped: no hook_event_name"
        return
    if not ctx.session_id:
        ctx.note = "skipped: no session_id"
        return
    if ctx.event in MOVED_ON and ctx.store.open_questions(ctx.session_id):
        from warden.record.decisions import close_moved_on

        close_moved_on(ctx)
    ref = ROUTES.get((ctx.event, ctx.tool_name)) or ROUTES.get((ctx.event, None))
    if ref is None:
        what = ctx.event + (f"/{ctx.tool_name}" if ctx.tool_name else "")
        mode = "managed" if ctx.managed else "observed"
        ctx.note = ctx.note or f"recorded ({mode} session); nothing to do for {what}"
        return
    from warden import plugins

    plugins.load_ref(ref)(ctx)


def append_and_ingest(call: HookCall) -> None:
    """For events a managed session wants settled at once (verification): spool, then drain."""
    call.spool()
    store = open_store(call.home)
    store.close()


def main() -> None:
    """Drain the spool once (started detached by the hook when the spool grows large)."""
    from warden.home import home_dir

    home = home_dir()
    try:
        open_store(home).close()
    except Exception as e:  # noqa: BLE001
        log(home, "error", f"spool ingestion failed: {e}")
