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

Every request carries the hook-only credential (``Authorization: Bearer
$WARDEN_HOOK_TOKEN``, ``warden.board.auth``). The pane and socket headers count only
for a session the request starts: a session already known keeps its pane.

It fails open like the command hook: any internal error is logged, the payload still
reaches the event log, and the response is an empty 200 (Claude Code goes on as if
there were no hook).
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from typing import Any

from warden.capture import hook, spool
from warden.capture.hook import HookCall

try:  # the server's parse only: the command hook never imports this module
    import orjson
except ImportError:  # pragma: no cover - a dependency; without it, the stdlib's parse
    orjson = None  # type: ignore[assignment]


# Actions that only make a command hook drain the spool at once so that the outcome is
# settled before the process exits (verification). The server drains continuously and is
# poked after every hook request, so spooling is enough; draining in every request
# thread instead would make them queue on the spool lock under load.
SETTLED_BY_THE_SERVER = frozenset({"warden.record.ingest:append_and_ingest"})


def meta_from(headers: Mapping[str, str], query: Mapping[str, str]) -> dict[str, str]:
    # via=http: ingestion lets such a request set a session's pane only when it starts
    # the session (warden.record.ingest), so a hook request cannot re-point a session
    meta: dict[str, str] = {"via": "http"}
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
    got = start(home, raw, meta)
    return finish(*got) if isinstance(got, tuple) else got


# Actions that can finish without waiting when their answer comes from a quick answerer
# (a question's inline answer chain); run on the event loop with ``HookCall.waits``
# False, they raise ``hook.Wait`` when they would have to wait, and then go to a worker
# thread. A question's chain reads only regular files: the project's, and the session's
# transcript where Claude Code keeps them (``warden.transcript``); one whose question is
# not in its transcript yet raises ``Wait`` (``Context.waits``) and waits in the thread. A
# permission request's may read more (a plan's transcript), so it keeps its worker thread,
# where a file that blocks holds only that request.
FIRST_ON_THE_LOOP = frozenset({"warden.headless.defer:answer_inline"})


# every byte a digit maps to b"0", any other to b" ": a run of 19 digits is a number
# orjson may read otherwise than json (an integer past 64 bits becomes a float)
_DIGITS = bytes(0x30 if 0x30 <= i <= 0x39 else 0x20 for i in range(256))
_LONG = b"0" * 19
# orjson reads 1,023 levels of nesting; the stdlib's parse (the command hook's, and the
# ingester's reading the spool) gives up near its recursion limit, lower the deeper its caller's
# stack: a payload with more brackets than this may nest deeper than the stdlib reads, so it
# gets the stdlib's parse, which the record will get too (an answer never outruns its record)
_BRACKETS = 400


def parse_payload(raw: bytes) -> Any:
    """The payload as ``warden.capture.hook.parse_payload`` reads it, 3-4 times faster
    for an ordinary one (orjson, in C from the bytes). What orjson would read otherwise
    than json goes to the stdlib's parse: orjson refuses NaN and Infinity, numbers past
    a float's range, lone surrogates and bytes that are not UTF-8 (json reads them, the
    hook replaces or scrubs them), a run of 19 digits may be an integer it would read as
    a float, and nesting past the stdlib's depth it reads (counted by brackets). Duplicate keys: the last wins in both, at the first's place.
    tests/hook/test_server_parse.py holds the two to equal values."""
    if (orjson is not None and raw.count(b"[") + raw.count(b"{") <= _BRACKETS
            and _LONG not in raw.translate(_DIGITS)):
        try:
            return orjson.loads(raw)
        except orjson.JSONDecodeError:
            pass
    return hook.parse_payload(raw)


def start(home: str, raw: bytes, meta: dict[str, str],
          held: list[HookCall] | None = None) -> str | tuple[HookCall, str | None] | None:
    """The first half, on the server's event loop: an event that needs nothing in the
    hook is spooled (an append), a question a quick answerer decides is answered, and
    the response body returned (None: an empty 200). Else the call and its action, for
    ``finish`` in a worker thread (an action may wait for a person); an event of an
    unmanaged session under ``[[manage]]`` rules goes there whole (a rule may ask tmux
    for the session's name).

    ``held`` given: what the event spools here is held (``HookCall.held``) instead of
    written, and the call is added to ``held``; the caller answers only once it is
    written (``written``)."""
    call = HookCall(raw, home, meta)
    if meta.get("managed") != "1":
        import os

        from warden.config import has_rules

        if has_rules(os.path.join(home, "config.toml")):
            return call, None
    if held is not None:
        call.held = []
        held.append(call)
    try:
        if meta.get("managed") == "1":  # route() parses a managed session's event
            call.payload = parse_payload(raw)
        ref = hook.route(call, SETTLED_BY_THE_SERVER)
        if ref is None:
            return None
        if ref in FIRST_ON_THE_LOOP:
            call.waits = False
            try:
                return hook.act(call, ref)
            except hook.Wait:
                call.waits = True
    except BaseException as e:  # noqa: BLE001 - fail open, always
        hook.failed(call, e)
        return None
    # to a worker thread, which spools as the command hook does; an action goes there
    # before it spools anything, but should one have, that comes first
    records, call.held = call.held, None
    if records:
        try:
            hook.grown(home, spool.write(home, b"".join(records)))
        except BaseException as e:  # noqa: BLE001 - fail open, always
            call.spooled = False
            hook.failed(call, e)
            return None
    return call, ref


class Appender:
    """The spool appends of one step of the server's event loop, as one append.

    A request answered on the loop holds what it spools (``start``) and waits here; the
    first one of a step has the records written at the end of the step, after every
    request the step runs, in one ``spool.write`` (one open, lock and write for them
    all, where each would take six system calls), and each waiting request goes on,
    answering only then: an event answered is an event in the spool. Requests are
    written in the order they arrived here; one connection's next request comes only
    after its answer, so a session's events keep their order."""

    def __init__(self, home: str):
        self.home = home
        self._records: list[bytes] = []
        self._waiting: list[asyncio.Future[None]] = []
        self._loop: Any = None  # the loop of the step being gathered

    async def write(self, records: list[bytes]) -> None:
        """Return once ``records`` are in the spool; raise what the append raised."""
        if self._waiting:
            loop = self._loop  # the step's first request asked: get_running_loop() costs a getpid()
        else:
            loop = self._loop = asyncio.get_running_loop()
            loop.call_soon(self._flush)
        done = loop.create_future()
        self._records += records
        self._waiting.append(done)
        await done

    def _flush(self) -> None:
        records, waiting = self._records, self._waiting
        self._records, self._waiting = [], []
        try:
            size = spool.write(self.home, b"".join(records))
        except Exception as e:  # noqa: BLE001 - each request answers as its own append failing
            for done in waiting:
                if not done.done():
                    done.set_exception(e)
            return
        for done in waiting:
            if not done.done():
                done.set_result(None)
        try:
            hook.grown(self.home, size)
        except Exception:  # noqa: BLE001 - the next reader drains it
            pass


async def written(held: list[HookCall], out: str | None, appender: Appender) -> str | None:
    """``start``'s answer once what the call held is in the spool (``appender``); when it
    could not be written, fail open as the command hook does: the error logged, the
    payload spooled with it noted if it can be, an empty 200."""
    call = held[0] if held else None
    if call is None or not call.held:
        return out
    records, call.held = call.held, None
    try:
        await appender.write(records)
    except Exception as e:  # noqa: BLE001 - fail open, always
        call.spooled = False
        hook.failed(call, e)
        return None
    return out


def warm() -> None:
    """Import what answering an event takes, before the first request: a server's first
    question would otherwise wait on its event loop for the policy's imports (~50 ms),
    and so would every request behind it."""
    from warden import plugins
    from warden import transcript_file
    from warden.decide import chain, inline  # noqa: F401
    from warden.kinds import question  # noqa: F401

    for ref in sorted(set(hook.ACT.values())):
        plugins.load_ref(ref)
    for name in ("first", "policy"):
        chain.factory(name)
    transcript_file.keep_open()  # a session's next question reads its transcript again


def finish(call: HookCall, ref: str | None) -> str | None:
    """The second half: run the event's action (``ref``; None: route it first). Fails open."""
    try:
        if ref is None:
            ref = hook.route(call, SETTLED_BY_THE_SERVER)
        return None if ref is None else hook.act(call, ref)
    except BaseException as e:  # noqa: BLE001 - fail open, always
        hook.failed(call, e)
        return None
