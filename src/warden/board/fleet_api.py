"""The relays' endpoints (``/fleet/v1/...``, the protocol: ``warden.fleet``) and the
board's view of the machines (``/api/machines``).

The access middleware has admitted a ``/fleet/`` request only with a machine's token
and put the machine's name in ``request.state.machine``: every endpoint here acts for
that machine alone.
"""

from __future__ import annotations

import json
import time
from typing import Any

import anyio
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from warden.fleet import PREFIX, PROTOCOL
from warden.fleet import machines as registry
from warden.fleet.server import BadShipment, apply, work_for
from warden.store import open_home

MAX_SHIPMENT = 32 << 20
MAX_WAIT = 60.0


def _machine(request: Request) -> str:
    return str(request.state.machine)


def _with_store(home: str, fn: Any) -> Any:
    store = open_home(home)
    try:
        return fn(store)
    finally:
        store.close()


async def hello(request: Request) -> Response:
    from warden import __version__

    return JSONResponse({"machine": _machine(request), "protocol": PROTOCOL, "server_version": __version__})


async def ship(request: Request) -> Response:
    machine = _machine(request)
    body = await request.body()
    if len(body) > MAX_SHIPMENT:
        return JSONResponse({"error": f"a shipment is at most {MAX_SHIPMENT} bytes"}, status_code=413)
    try:
        data = json.loads(body)
    except (ValueError, RecursionError):
        return JSONResponse({"error": "a shipment is JSON"}, status_code=400)
    address = request.client.host if request.client else None
    try:
        result = await anyio.to_thread.run_sync(
            _with_store, request.app.state.home, lambda s: apply(s, machine, data, address))
    except BadShipment as e:
        return JSONResponse({"error": str(e)}, status_code=422)
    request.app.state.live.poke()
    return JSONResponse(result)


async def work(request: Request) -> Response:
    """This machine's work after ``after``; held up to ``wait`` seconds until there is some."""
    machine = _machine(request)
    try:
        after = max(0, int(request.query_params.get("after", "0")))
        wait = min(MAX_WAIT, max(0.0, float(request.query_params.get("wait", "0"))))
    except ValueError:
        return JSONResponse({"error": "after is an integer, wait a number of seconds"}, status_code=422)
    live = request.app.state.live
    home = request.app.state.home
    end = time.monotonic() + wait
    while True:
        seen = live.version
        items = await anyio.to_thread.run_sync(_with_store, home, lambda s: work_for(s, machine, after))
        left = end - time.monotonic()
        if items or left <= 0 or live.stopping or await request.is_disconnected():
            return JSONResponse({"work": items})
        await live.wait_change(seen, min(left, 5.0))


async def machines(request: Request) -> Response:
    return JSONResponse(await anyio.to_thread.run_sync(_with_store, request.app.state.home, registry.listing))


def routes() -> list[Route]:
    return [
        Route(PREFIX + "/hello", hello),
        Route(PREFIX + "/ship", ship, methods=["POST"]),
        Route(PREFIX + "/work", work),
        Route("/api/machines", machines),
    ]

