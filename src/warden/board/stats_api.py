"""How warden is doing: ``GET /api/stats`` (the numbers, ``warden.store.stats``) and
``GET /api/stats/{chart}.svg`` (the same numbers drawn, ``warden.board.charts``).

Both take ``?hours=`` (the window, ending now; default 24, at most 90 days) and
``?session=`` (one session). A stats page asks for six charts at once: the numbers are
computed once per store version and window, and shared."""

from __future__ import annotations

import time
from collections import OrderedDict  # noqa: F401 - the cache's type
from typing import Any

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from warden.board.api import in_store
from warden.board.charts import CHARTS
from warden.board.responses import JSON, error
from warden.errors import NotFound
from warden.store import Store

MAX_HOURS = 90 * 24
KEPT = 8


def _params(request: Request) -> tuple[float, str | None] | Response:
    try:
        hours = float(request.query_params.get("hours", "24"))
    except ValueError:
        return error(422, "hours must be a number")
    if not 0 < hours <= MAX_HOURS:
        return error(422, f"hours must be more than 0 and at most {MAX_HOURS}")
    return hours, request.query_params.get("session") or None


async def _stats(request: Request, hours: float, ref: str | None) -> dict[str, Any]:
    cache: OrderedDict[Any, Any] = request.app.state.stats_cache
    # one computation per store version and window; the window ends at the current minute
    now = time.time()
    key = (request.app.state.live.version, hours, ref, int(now // 60))
    if key not in cache:
        def work(store: Store) -> dict[str, Any]:
            from warden.store.stats import stats

            sid = store.resolve_session(ref) if ref else None
            return stats(store, since=now - hours * 3600, until=now, session=sid)

        cache[key] = await in_store(request, work)
        while len(cache) > KEPT:
            cache.popitem(last=False)
    return cache[key]  # type: ignore[no-any-return]


async def numbers(request: Request) -> Response:
    p = _params(request)
    if isinstance(p, Response):
        return p
    try:
        return JSON(await _stats(request, *p))
    except NotFound as e:
        return error(404, str(e))


async def chart(request: Request) -> Response:
    name = request.path_params["chart"]
    if name not in CHARTS:
        return error(404, f"no chart {name!r} (charts: {', '.join(CHARTS)})")
    p = _params(request)
    if isinstance(p, Response):
        return p
    try:
        data = await _stats(request, *p)
    except NotFound as e:
        return error(404, str(e))
    return Response(CHARTS[name](data), media_type="image/svg+xml; charset=utf-8",
                    headers={"cache-control": "no-store"})


def routes() -> list[Route]:
    return [Route("/api/stats", numbers), Route("/api/stats/{chart}.svg", chart)]


def openapi_paths() -> dict[str, Any]:
    from warden.board.responses import error_docs as errors, ok_doc

    window = [{"name": "hours", "in": "query", "schema": {"type": "number", "default": 24, "maximum": MAX_HOURS}},
              {"name": "session", "in": "query", "schema": {"type": "string"}}]
    return {
        "/api/stats": {"get": {
            "summary": "How warden is doing: decisions per hour by kind and by who decided, delivery (inline or "
                       "keystrokes), outcomes, time to a decision and to delivery (percentiles, histogram), per "
                       "session and overall",
            "parameters": window, "responses": {**ok_doc("the numbers"), **errors(401, 404, 422)}}},
        "/api/stats/{chart}.svg": {"get": {
            "summary": "One chart of the numbers, as SVG drawn on the server",
            "parameters": [{"name": "chart", "in": "path", "required": True,
                            "schema": {"type": "string", "enum": list(CHARTS)}}, *window],
            "responses": {"200": {"description": "an SVG image", "content": {"image/svg+xml": {}}},
                          **errors(401, 404, 422)}}},
    }
