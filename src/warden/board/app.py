"""The Starlette application: routes, access rules, and the live loop's lifetime."""

from __future__ import annotations

import asyncio
import contextlib
import importlib.util
import json
import secrets
from collections import OrderedDict
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import anyio
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, RedirectResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Receive, Scope, Send

from warden.board import api, auth, control_api, fleet_api, stats_api, stream
from warden.fleet import PREFIX as FLEET
from warden.fleet.machines import Admission
from warden.board.live import Live
from warden.board.openapi import openapi
from warden.board.responses import JSON
from warden.capture.http import Appender

STATIC = Path(__file__).parent / "static"
# The page builds every piece of text with textContent; this policy is the backstop:
# no inline script, no script from anywhere else, nothing framed.
CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
       "connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")
SECURITY_HEADERS = {
    "content-security-policy": CSP,
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "x-frame-options": "DENY",
}
_SECURITY_RAW = [(k.encode(), v.encode()) for k, v in SECURITY_HEADERS.items()]
HOOK_PATH = "/hooks/claude-code"
# The request headers ``Access`` reads (and passes on to the hook, ``capture.http.meta_from``),
# by their names as bytes, lowercased: a hook request carries a dozen, and decoding the
# others was most of what reading them cost
READ = {name.encode(): name for name in (
    "host", "origin", "authorization", "content-length", auth.CSRF_HEADER,
    "x-warden-pane", "x-warden-tmux", "x-warden-session", "x-warden-profile",
)}
HOOK_TOO_LARGE = f"body too large (at most {auth.MAX_HOOK_BODY} bytes)"
THREADS = 256  # hook requests may each wait for a decision for the profile's budget
PREPARE_WAIT = 5.0


def queue_available() -> bool:
    try:
        return importlib.util.find_spec("warden.workflow.queue") is not None
    except (ImportError, ValueError):
        return False


async def index(request: Request) -> Response:
    guard: auth.Guard = request.app.state.guard
    token = request.query_params.get("token")
    if token is not None:
        # a one-time link: trade the token in the URL for a cookie, then drop it from the URL
        if not guard.token_ok(token):
            return JSON({"error": "wrong token"}, status_code=401)
        resp: Response = RedirectResponse("/", status_code=303)
        _set_token_cookie(resp, token, request)
        return resp
    resp = FileResponse(STATIC / "index.html", headers={"cache-control": "no-store"})
    if not request.cookies.get(auth.CSRF_COOKIE):
        resp.set_cookie(auth.CSRF_COOKIE, secrets.token_urlsafe(18), httponly=False, samesite="strict",
                        secure=request.url.scheme == "https", path="/")
    return resp


def _set_token_cookie(resp: Response, token: str, request: Request) -> None:
    resp.set_cookie(auth.TOKEN_COOKIE, token, httponly=True, samesite="strict",
                    secure=request.url.scheme == "https", path="/")


async def login(request: Request) -> Response:
    guard: auth.Guard = request.app.state.guard
    try:
        body = json.loads(await request.body())
        token = body.get("token") if isinstance(body, dict) else None
    except (ValueError, RecursionError):
        token = None
    if not isinstance(token, str) or not guard.token_ok(token):
        return JSON({"error": "wrong token"}, status_code=401)
    resp = JSON({"ok": True})
    _set_token_cookie(resp, token, request)
    return resp


async def info(request: Request) -> Response:
    st = request.app.state
    return JSON({"version": _version(), "token_required": True, "queue": st.queue})


def _version() -> str:
    from warden import __version__
    return __version__


async def openapi_json(request: Request) -> Response:
    return JSON(openapi(queue=request.app.state.queue))


class Access:
    """Host check, credentials, CSRF rules and body limits (see ``warden.board.auth``)
    for every request. ``/fleet/`` is for relays: a machine's token only
    (``warden.fleet.machines``), which opens nothing else."""

    PUBLIC = ("/", "/favicon.ico", "/api/login", "/api/info")
    HOOKS = "/hooks/"

    def __init__(self, app: ASGIApp, guard: auth.Guard, machines: Admission | None = None):
        self.app, self.guard, self.machines = app, guard, machines

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "websocket":
            # no route speaks websocket; one added later must not bypass the checks below
            await send({"type": "websocket.close", "code": 1008})
            return
        if scope["type"] != "http":  # lifespan
            await self.app(scope, receive, send)
            return
        # the headers read once, as Starlette reads them (the first of a repeated name),
        # and only those read here and by the hook (``READ``): the rest are never decoded;
        # a Request (cookies) only for the routes that take a cookie
        headers: dict[str, str] = {}
        for k, v in scope["headers"]:
            name = READ.get(k)
            if name is None:
                name = READ.get(k.lower())  # a server that keeps the name's case
                if name is None:
                    continue
            if name not in headers:
                headers[name] = v.decode("latin-1")
        path = scope["path"]
        host = headers.get("host")
        if not self.guard.host_ok(host):
            await _deny(scope, receive, send, 403, "unknown Host header (this board answers to localhost only)")
            return
        if path.startswith(FLEET + "/"):
            await self._relay(scope, receive, send, headers)
            return
        unsafe = scope["method"] not in ("GET", "HEAD", "OPTIONS")
        origin = headers.get("origin")
        if unsafe and not auth.same_origin(origin, host, scope.get("scheme", "http")):
            await _deny(scope, receive, send, 403, "cross-origin request refused")
            return
        presented = auth.bearer(headers.get("authorization"))
        hook_route = path.startswith(self.HOOKS)
        req = None if hook_route else Request(scope)
        if req is None:
            # the hook credential posts events and nothing else; the board token may too
            authed = self.guard.hook_ok(presented) or self.guard.token_ok(presented)
            bearer_ok = authed
        else:
            bearer_ok = self.guard.token_ok(presented)
            authed = bearer_ok or self.guard.token_ok(req.cookies.get(auth.TOKEN_COOKIE))
        protected = not (path in self.PUBLIC or path.startswith("/static/"))
        if protected and not authed:
            why = ("the hook credential is missing or wrong (Authorization: Bearer $WARDEN_HOOK_TOKEN)" if hook_route
                   else "a token is required (Authorization: Bearer TOKEN, or the login link `warden serve` prints)")
            await _deny(scope, receive, send, 401, why)
            return
        if unsafe and protected and req is not None and not bearer_ok:
            csrf_cookie = req.cookies.get(auth.CSRF_COOKIE)
            if not (csrf_cookie and secrets.compare_digest(csrf_cookie, headers.get(auth.CSRF_HEADER) or "")):
                await _deny(scope, receive, send, 403, "CSRF check failed: send X-Warden-CSRF (the page does) "
                            "or Authorization: Bearer TOKEN")
                return
        limit = auth.MAX_HOOK_BODY if hook_route else auth.MAX_API_BODY
        if path == HOOK_PATH and scope["method"] == "POST":
            # most requests of a busy server: answered here, with the headers read above,
            # past no router or wrapper (the hook adds the security headers itself)
            if await self._length_ok(scope, receive, send, headers, limit, HOOK_TOO_LARGE):
                try:
                    await api.hook.serve(scope, receive, send, headers, limit, _SECURITY_RAW)
                except auth.TooLarge:
                    await _deny(scope, receive, send, 413, HOOK_TOO_LARGE)
            return
        await self._forward(scope, receive, send, headers, limit, f"body too large (at most {limit} bytes)",
                            secure_headers=True)

    async def _forward(self, scope: Scope, receive: Receive, send: Send, headers: dict[str, str], limit: int,
                       too_large: str, *, secure_headers: bool) -> None:
        """Pass an admitted request on with its body capped at ``limit`` bytes, by its
        Content-Length and by what arrives (413 ``too_large`` past it); with
        ``secure_headers``, the response gets the page's security headers."""
        if not await self._length_ok(scope, receive, send, headers, limit, too_large):
            return
        seen = 0

        async def receive_capped() -> Any:
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > limit:
                    raise auth.TooLarge
            return message

        started = False

        async def send_secure(message: Any) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
                if secure_headers:
                    out = list(message.get("headers", []))
                    present = {k.lower() for k, _ in out}
                    out += [(k, v) for k, v in _SECURITY_RAW if k not in present]
                    message = {**message, "headers": out}
            await send(message)

        try:
            await self.app(scope, receive_capped, send_secure)
        except auth.TooLarge:
            if not started:
                await _deny(scope, receive, send, 413, too_large)

    @staticmethod
    async def _length_ok(scope: Scope, receive: Receive, send: Send, headers: dict[str, str], limit: int,
                         too_large: str) -> bool:
        """Whether the Content-Length admits the body (else the refusal is sent)."""
        try:
            length = int(headers.get("content-length") or 0)
        except ValueError:
            length = -1
        if length < 0 or length > limit:
            await _deny(scope, receive, send, 413 if length > limit else 400,
                        too_large if length > limit else "bad Content-Length")
            return False
        return True

    async def _relay(self, scope: Scope, receive: Receive, send: Send, headers: dict[str, str]) -> None:
        """A relay's request: bearer only (no cookie, so no CSRF), admitted for its machine."""
        presented = auth.bearer(headers.get("authorization"))
        machine = None
        if self.machines is not None and presented:
            machine = await anyio.to_thread.run_sync(self.machines.machine, presented)
        if machine is None:
            await _deny(scope, receive, send, 401, "a machine's token is required (`warden machines add NAME` "
                        "on the server makes one)")
            return
        scope.setdefault("state", {})["machine"] = machine
        from warden.board.fleet_api import MAX_SHIPMENT

        await self._forward(scope, receive, send, headers, MAX_SHIPMENT, f"a shipment is at most {MAX_SHIPMENT} bytes",
                            secure_headers=False)


async def _deny(scope: Scope, receive: Receive, send: Send, status: int, message: str) -> None:
    await JSON({"error": message}, status_code=status)(scope, receive, send)


def create_app(home: str, *, loopback: bool = True, live: bool = True, drains: bool = True) -> Starlette:
    """The board over the store in ``home``; its credentials are read from there (made
    when missing). ``live=False`` skips the background loop (in-process tests drive it);
    ``drains=False``: another process drains the spool (``warden.board.ingester``)."""
    routes = [
        # first: most requests of a busy server are Claude Code's hooks
        Route(HOOK_PATH, api.hook, methods=["POST"]),
        Route("/", index),
        Route("/favicon.ico", lambda request: Response(status_code=204)),
        Route("/api/info", info),
        Route("/api/login", login, methods=["POST"]),
        Route("/api/openapi.json", openapi_json),
        Route("/api/board", api.board),
        Route("/api/sessions", api.sessions),
        Route("/api/sessions/{ref}", api.session),
        Route("/api/sessions/{ref}/events", api.session_events),
        Route("/api/questions", api.questions),
        Route("/api/questions/{qid}", api.question),
        Route("/api/questions/{qid}/answer", api.answer, methods=["POST"]),
        Route("/api/stream", stream.stream),
        *control_api.routes(),
        *stats_api.routes(),
        *fleet_api.routes(),
        Mount("/static", StaticFiles(directory=str(STATIC)), name="static"),
    ]
    has_queue = queue_available()
    if has_queue:
        from warden.board import queue_api

        routes[-1:-1] = queue_api.routes()

    state = Live(home, drains=drains)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        anyio.to_thread.current_default_thread_limiter().total_tokens = THREADS
        if live:
            # before the first request; a store that takes long to answer (a PostgreSQL
            # server unreachable) must not keep the hooks from being served
            with anyio.move_on_after(PREPARE_WAIT):
                await anyio.to_thread.run_sync(state.prepare, abandon_on_cancel=True)
        task = asyncio.create_task(state.run()) if live else None
        try:
            yield
        finally:
            if task is not None:
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task
            await anyio.to_thread.run_sync(state.close)  # waits for a step still running in its thread

    app = Starlette(routes=routes, lifespan=lifespan)
    app.state.home = home
    app.state.appender = Appender(home)  # hook requests of one loop step spool in one append
    app.state.live = state
    app.state.snapshots = stream.Snapshots(home)
    app.state.stats_cache = OrderedDict()
    app.state.queue = has_queue
    app.state.guard = auth.Guard(auth.board_token(home)[0], auth.hook_token(home), loopback)
    app.add_middleware(Access, guard=app.state.guard, machines=Admission(home))
    return app
