"""Command-queue endpoints, present only when the workflow driver (``warden.workflow.queue``) is
installed: show a session's queue, start one, cancel it."""

from __future__ import annotations

from typing import Any

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from warden.board.api import _json_body, body_error, error, guarded
from warden.store import Store


def _queue() -> Any:
    from warden.workflow import queue
    return queue


async def show(request: Request) -> Response:
    ref = request.path_params["ref"]

    def work(store: Store) -> dict[str, Any]:
        q = _queue()
        row = q.latest(store, store.resolve_session(ref))
        return {"queue": None} if row is None else q.report(store, row["id"])

    return await guarded(request, work)


async def start(request: Request) -> Response:
    ref = request.path_params["ref"]
    try:
        body = await _json_body(request)
    except ValueError as e:
        return body_error(e)
    cmds = body.get("commands") if isinstance(body, dict) else None
    if not isinstance(cmds, list) or not all(isinstance(c, str) for c in cmds):
        return error(422, "commands must be a list of strings, e.g. [\"/clear\", \"/gsd:plan-phase 1\"]")
    reason = body.get("reason") if isinstance(body.get("reason"), str) else "started on the board"

    def work(store: Store) -> dict[str, Any]:
        # as `warden queue start` does: the profile's awaits table, then a detached worker
        # types the first command once the input box is idle
        from warden.workflow.on_hook import spawn
        from warden.workflow.worker import awaits_of

        q = _queue()
        sid = store.resolve_session(ref)
        awaits = awaits_of(store, sid)
        qid = q.start(store, sid, cmds, "human:web", reason, awaits)
        spawn(store.home, "run-next", str(qid))
        return q.report(store, qid)

    resp = await guarded(request, work, status=201)
    request.app.state.live.poke()
    return resp


async def cancel(request: Request) -> Response:
    ref = request.path_params["ref"]

    def work(store: Store) -> dict[str, Any]:
        from warden.workflow.worker import announce

        q = _queue()
        sid = store.resolve_session(ref)
        s = store.session(sid)
        row = q.find_active(store, sid, s["tmux_pane"], s["tmux_socket"], s["name"])
        if row is None:
            from warden.errors import NotFound

            raise NotFound("this session runs no queue")
        q.cancel(store, row["id"], "cancelled on the board")
        announce(store, row["id"])  # tells the session (and whoever started the queue)
        return q.report(store, row["id"])

    resp = await guarded(request, work)
    request.app.state.live.poke()
    return resp


def routes() -> list[Route]:
    return [
        Route("/api/sessions/{ref}/queue", show, methods=["GET"]),
        Route("/api/sessions/{ref}/queue", start, methods=["POST"]),
        Route("/api/sessions/{ref}/queue/cancel", cancel, methods=["POST"]),
    ]


def openapi_paths() -> dict[str, Any]:
    from warden.board.responses import error_docs as _errors

    ref = {"name": "ref", "in": "path", "required": True, "schema": {"type": "string"}}
    ok = {"200": {"description": "the queue and its commands", "content": {"application/json": {"schema": {"type": "object"}}}}}
    return {
        "/api/sessions/{ref}/queue": {
            "get": {"summary": "The session's command queue (the active one, else the newest)", "parameters": [ref],
                    "responses": {**ok, **_errors(401, 404)}},
            "post": {"summary": "Start a command queue (slash commands typed one after another)", "parameters": [ref],
                     "requestBody": {"required": True, "content": {"application/json": {"schema": {
                         "type": "object", "properties": {"commands": {"type": "array", "items": {"type": "string"}},
                                                          "reason": {"type": "string"}}, "required": ["commands"]}}}},
                     "responses": {"201": ok["200"], **_errors(400, 401, 403, 404, 413, 415),
                                   "422": {"description": "not managed, no tmux pane, a queue already runs, or a "
                                                          "command warden may not type"}}},
        },
        "/api/sessions/{ref}/queue/cancel": {
            "post": {"summary": "Cancel the session's running queue", "parameters": [ref],
                     "responses": {**ok, **_errors(401, 403, 404, 413)}},
        },
    }
