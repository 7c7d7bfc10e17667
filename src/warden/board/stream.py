"""The event stream (``GET /api/stream``): the board, and one session, live.

The live loop (``warden.board.live``) bumps a version whenever the store changed. For
each version the board is built once (``Snapshots``), whatever the number of pages
watching, and each stream sends only what changed for it:

* ``board``: the whole board (``GET /api/board``), first, and again when it changed;
* with ``?delta=1`` (what the page asks for), after the first ``board``:
  ``board-delta`` ``{"pending": N, "sessions": [changed entries], "removed": [ids]}`` —
  an update costs the entries that changed, not the whole board;
* with ``?session=REF``: ``session`` (``GET /api/sessions/{ref}``) when it changed;
  with ``delta=1`` a headless task's output comes apart, as ``output`` ``{"rows": [...]}``
  holding only the rows the page has not had.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from typing import Any

import anyio
from starlette.requests import Request
from starlette.responses import Response, StreamingResponse

from warden.board import views
from warden.board.responses import dumps
from warden.errors import NotFound
from warden.store import open_home

KEEPALIVE = 15.0
DETAILS_KEPT = 16  # (version, session) details kept for other streams of the same session


class Board:
    """The board at one version: its JSON, and each entry's JSON by id."""

    __slots__ = ("version", "pending", "entries", "json")

    def __init__(self, version: int, data: dict[str, Any]):
        self.version = version
        self.pending = int(data["pending"])
        self.entries = {str(s["id"]): dumps(s) for s in data["sessions"]}
        self.json = '{"sessions":[' + ",".join(self.entries.values()) + f'],"pending":{self.pending}' + "}"


class Snapshots:
    """What every stream of one server shares: the board per version, built once."""

    def __init__(self, home: str):
        self.home = home
        self._board: Board | None = None
        self._details: OrderedDict[tuple[int, str], Any] = OrderedDict()
        self._lock: asyncio.Lock | None = None

    def _read(self, fn: Any) -> Any:
        store = open_home(self.home)  # the live loop has drained; no need to take the spool lock
        try:
            return fn(store)
        finally:
            store.close()

    async def board(self, version: int) -> Board:
        if self._lock is None:
            self._lock = asyncio.Lock()
        async with self._lock:
            if self._board is None or self._board.version != version:
                data = await anyio.to_thread.run_sync(self._read, views.board)
                self._board = await anyio.to_thread.run_sync(Board, version, data)
            return self._board

    async def detail(self, version: int, ref: str) -> tuple[str, Any]:
        """("session", the detail) or ("error", {"error": why})."""
        key = (version, ref)
        if key not in self._details:
            def build(store: Any) -> tuple[str, Any]:
                try:
                    return "session", views.session_detail(store, ref)
                except NotFound as e:
                    return "error", {"error": str(e)}

            self._details[key] = await anyio.to_thread.run_sync(self._read, build)
            while len(self._details) > DETAILS_KEPT:
                self._details.popitem(last=False)
        return self._details[key]  # type: ignore[no-any-return]


class Follower:
    """One stream's memory of what it sent."""

    def __init__(self, delta: bool):
        self.delta = delta
        self.board: Board | None = None
        self.detail = ""
        self.output_after = 0

    def board_events(self, b: Board) -> list[tuple[str, str]]:
        last, self.board = self.board, b
        if last is None or not self.delta:
            return [] if last is not None and last.json == b.json else [("board", b.json)]
        changed = [j for i, j in b.entries.items() if last.entries.get(i) != j]
        removed = [i for i in last.entries if i not in b.entries]
        if not changed and not removed and last.pending == b.pending:
            return []
        return [("board-delta", '{"pending":' + str(b.pending) + ',"sessions":[' + ",".join(changed) + '],"removed":'
                 + dumps(removed) + "}")]

    def detail_events(self, name: str, data: Any) -> list[tuple[str, str]]:
        out: list[tuple[str, str]] = []
        if name == "session" and self.delta:
            rows = [r for r in data["output"] if r["id"] > self.output_after]
            if rows:
                self.output_after = rows[-1]["id"]
                out.append(("output", dumps({"rows": rows})))
            data = {k: v for k, v in data.items() if k != "output"}
        payload = dumps(data)
        if payload != self.detail:
            self.detail = payload
            out.insert(0, (name, payload))
        return out


async def stream(request: Request) -> Response:
    live = request.app.state.live
    snapshots: Snapshots = request.app.state.snapshots
    ref = request.query_params.get("session") or None
    follower = Follower(request.query_params.get("delta") in ("1", "true"))

    async def gen() -> Any:
        seen = -1
        yield "retry: 1000\n\n"
        while not live.stopping:
            version = live.version
            if version != seen:
                seen = version
                events = follower.board_events(await snapshots.board(version))
                if ref:
                    events += follower.detail_events(*await snapshots.detail(version, ref))
                for name, payload in events:
                    yield f"event: {name}\nid: {version}\ndata: {payload}\n\n"
            else:
                yield ": keepalive\n\n"
            await live.wait_change(seen, KEEPALIVE)

    return StreamingResponse(gen(), media_type="text/event-stream",
                             headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"})
