"""Ingestion: spool records become events, sessions and question outcomes in the store.

Every reader of the store drains the spool first (``open_store``), so what it shows is
current. Records are ingested in the order hooks wrote them, each under the spool's
lock, and each at most once (its record id is unique in ``events``).
"""

from __future__ import annotations

from typing import Any

from warden import fastjson
from warden.capture import spool
from warden.capture.hook import HookCall
from warden.hooklog import debugging, log
from warden.record.context import HookContext
from warden.store import Store, open_home, unavailable, write
from warden.store.db import flat

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
    try:
        store = open_home(home)
    except Exception as e:
        if not unavailable(e):
            raise
        from warden.errors import StoreError

        # what hooks spool stays in the spool until the store can take it
        raise StoreError(f"the store in {home} cannot be opened: {e} (disk full? read-only? `warden doctor`)") from e
    drain(store, home)
    return store


BATCH = 64  # records a drain commits together


class StoreUnavailable(Exception):
    """The store cannot take writes now (locked, disk full, read-only): stop draining,
    keep the spool for the next drain."""


def drain(store: Store, home: str) -> int:
    """Ingest every spooled record, in order. A claimed spool file is deleted only once
    each of its records is committed or recorded as failed; when the store cannot take
    them, the drain stops and the files stay for the next one. Returns the number of
    records ingested or recorded as failed."""
    claimed = spool.Drain(home)
    done = 0
    with claimed as (records, skipped):
        if skipped:
            log(home, "warning", f"spool: {skipped} unreadable byte(s) (a torn record) moved to {spool.DEAD}")
        while done < len(records):
            first = records[done]
            batch = records[done:done + BATCH]
            try:
                # one commit for a batch of records (a commit costs as much as the rest of a
                # record), at once when every record goes in; else each record a savepoint
                # of it, so one that fails undoes only itself, and its failure is committed
                # at once with the records before it
                n = _at_once(store, home, batch)
                if n is None:
                    with write(store.db):
                        n = 0
                        for rec in batch:
                            n += 1
                            if not _ingest_one(store, home, rec):
                                break
            except Exception as e:  # noqa: BLE001
                claimed.keep()
                left = len(records) - done
                log(home, "warning", f"spool: drain stopped in the batch from record {first.rid}, {left} record(s) "
                    f"kept for the next drain: {e}")
                break
            done += n
    return done


def _at_once(store: Store, home: str, batch: list[spool.Record]) -> int | None:
    """A batch in one transaction, no savepoint per record nor in what records write
    (each costs a round trip on PostgreSQL): how many records went in, or None when one
    failed, after the transaction is undone (then the batch goes record by record).
    Raises StoreUnavailable when the store cannot take writes."""
    try:
        with write(store.db), flat(store.db) as f:
            known = store.recorded([rec.rid for rec in batch])  # one look for the batch
            sessions: dict[str, tuple[Any, ...]] = {}
            for rec in batch:
                ingest(store, home, rec, known, sessions)
            if f.broken:  # an error was caught on the way: what it wrote was not undone
                raise _Undo
    except _Undo:
        return None
    except Exception as e:  # noqa: BLE001 - the batch goes record by record, which says why
        if unavailable(e):
            raise StoreUnavailable(f"{type(e).__name__}: {e}") from e
        return None
    return len(batch)


class _Undo(Exception):
    pass


def _ingest_one(store: Store, home: str, rec: spool.Record) -> bool:
    """One record of a batch: ingested (True), or kept as failed (False); raises
    StoreUnavailable when the store cannot take writes (the batch is then undone and
    stays in the spool)."""
    try:
        with write(store.db):  # the record's savepoint, the only one its ingestion needs
            ingest(store, home, rec)
        return True
    except Exception as e:  # noqa: BLE001 - one bad record must not block the rest
        if unavailable(e) or isinstance(e, StoreUnavailable):
            raise StoreUnavailable(f"{type(e).__name__}: {e}") from e
        _record_failure(store, home, rec, e)
        return False


def _record_failure(store: Store, home: str, rec: spool.Record, error: Exception) -> None:
    """Keep a record that could not be ingested in the event log, with why. Raises when
    even that fails (then the drain stops and the record stays in the spool)."""
    import traceback

    log(home, "error", f"ingest failed for record {rec.rid}: {error}\n{traceback.format_exc()}")
    from warden.text import scrub

    # raises when even this fails: the drain stops, the record stays spooled. Its own
    # savepoint has undone what its ingestion wrote; the batch around it stays.
    store.add_failed_record(rec.rid + "-error", rec.ts, rec.payload.decode("utf-8", "replace"),
                            scrub(f"error while ingesting: {type(error).__name__}: {error}"), undo=False)


def ingest(store: Store, home: str, rec: spool.Record, known: set[str] | None = None,
           sessions: dict[str, tuple[Any, ...]] | None = None) -> None:
    """One record: its event, its session and everything its route records, inside the
    caller's write transaction (the drain's savepoint for the record: a drain killed
    half-way leaves none of it, and the record is ingested again); work for others runs
    once it commits (``warden.store.after_commit``). ``known``: the record ids of the
    caller's batch already in the store (``Store.recorded``), kept up to date here;
    ``sessions``: what the batch has upserted of each session so far, so that a session
    is written once per batch unless what its events say of it changes."""
    if known is None:
        if store.has_record(rec.rid, rec.rid + "-error"):
            return  # ingested (or failed for good) by an earlier, interrupted drain
    elif rec.rid in known:
        return
    else:
        known.add(rec.rid)
    from warden.text import scrub

    raw = rec.payload.decode("utf-8", errors="replace")
    meta = {k: scrub(v) for k, v in rec.meta.items()}  # surrogateescape'd bytes are not text
    try:
        payload = fastjson.loads(raw)
        if "\\ud" in raw or "\\uD" in raw:  # a JSON escape is the only way to a lone surrogate here
            payload = scrub(payload)
        reason = "" if isinstance(payload, dict) else "payload is not a JSON object"
    except RecursionError:
        payload, reason = None, "payload is nested too deeply"
    except ValueError as e:
        payload, reason = None, f"payload is not JSON ({e})"
    if reason:
        store.add_event(raw, None, f"skipped: {reason}", rec_id=rec.rid, ts=rec.ts)
        log(home, "warning", f"skipped an event: {reason}; {len(raw)} bytes logged")
        return
    ctx = HookContext(payload, raw, home, meta, store)
    if ctx.session_id:
        _record_session(ctx, sessions)
    ctx.event_id = store.add_event(raw, payload, None, rec_id=rec.rid, ts=rec.ts)
    _route(ctx)
    note = ctx.note or "recorded"
    store.note_event(ctx.event_id, note)
    if debugging():
        log(home, "debug", f"{ctx.event}/{ctx.tool_name or '-'} session={ctx.session_id}: {note}")


def _pane_of(ctx: HookContext) -> tuple[str | None, str | None]:
    """The tmux pane and socket the event may record for its session: the socket must be
    this user's, and an http hook request may set them only for a session it starts
    (headers are whatever the request says; a known session is never re-pointed)."""
    pane, socket = ctx.meta.get("pane") or None, ctx.meta.get("socket") or None
    if pane is None:
        return None, None
    if socket is not None:
        from warden.tmux import socket_owned

        why = socket_owned(socket)
        if why:
            ctx.note = f"pane {pane} not recorded: {why}"
            log(ctx.home, "warning", f"session={ctx.session_id}: {ctx.note}")
            return None, None
    if ctx.meta.get("via") == "http" and ctx.store.session(ctx.session_id) is not None:
        return None, None
    return pane, socket


def _record_session(ctx: HookContext, batch: dict[str, tuple[Any, ...]] | None = None) -> None:
    p = ctx.payload
    pane, socket = _pane_of(ctx)
    known = ctx.store.session(ctx.session_id) if pane else None
    # the name a person knows the session by: its tmux session's, asked of tmux once per
    # pane (here, at ingestion; never in the hook)
    tmux_name = _tmux_name(pane, socket) if pane and (known is None or known["tmux_pane"] != pane
                                                       or known["tmux_session"] is None) else None
    fields = dict(
        name=ctx.name,
        cwd=p.get("cwd") if isinstance(p.get("cwd"), str) else None,
        transcript_path=p.get("transcript_path") if isinstance(p.get("transcript_path"), str) else None,
        tmux_pane=pane,
        tmux_socket=socket,
        managed=1 if ctx.managed else 0,
        profile=ctx.profile,
        tmux_session=tmux_name,
    )
    if batch is not None:
        # the same again in one batch would write what the row holds (only ingestion
        # writes these columns), one statement per event; its updated_at is the batch's
        said = tuple(fields.values())
        if batch.get(ctx.session_id) == said:
            return
        batch[ctx.session_id] = said
    ctx.store.upsert_session(ctx.session_id, **fields)


def _tmux_name(pane: str, socket: str | None) -> str | None:
    """The name of the tmux session holding ``pane`` ("" when tmux cannot say: the pane is
    gone by now; asked again only when the session moves to another pane)."""
    if socket is None:
        return None  # the default server of whoever drains: not necessarily the session's
    from warden.tmux import session_name

    return session_name(pane, socket) or ""


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
