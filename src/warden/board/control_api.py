"""The controls (``warden.control``) as API routes: send a session a message, interrupt,
stop, resume, mark done; start a session in tmux or a headless task; a task's output.
Every route is state-changing (the board token, and X-Warden-CSRF with the cookie),
``decided_by``-style ``by`` is ``human:web``, and refusals are said in the body:
404 no such session, 409 not now (the session's state or screen says no), 422 the
request cannot be used."""

from __future__ import annotations

from typing import Any

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from warden.board.api import _json_body, body_error, in_store, paging
from warden.board.responses import JSON, error
from warden.errors import ConfigError, NotFound, WardenError
from warden.store import Store

BY = "human:web"


async def _run(request: Request, work: Any, status: int = 200) -> Response:
    from warden.control.target import BadInput, ControlError

    try:
        result = await in_store(request, work)
    except NotFound as e:
        return error(404, str(e))
    except BadInput as e:
        return error(422, str(e))
    except ControlError as e:
        return error(409, str(e))
    except (ConfigError, WardenError) as e:
        return error(422, str(e))
    finally:
        request.app.state.live.poke()
    return JSON(result if isinstance(result, dict) else {"ok": True, "detail": result}, status_code=status)


async def _body(request: Request) -> dict[str, Any] | Response:
    if not int(request.headers.get("content-length") or 0) and "transfer-encoding" not in request.headers:
        return {}
    try:
        body = await _json_body(request)
    except ValueError as e:
        return body_error(e)
    if not isinstance(body, dict):
        return error(422, "the body must be a JSON object")
    return body


def _text(body: dict[str, Any], key: str) -> str | None:
    v = body.get(key)
    if v is not None and not isinstance(v, str):
        raise TypeError(f"{key} must be a string")
    return v


async def message(request: Request) -> Response:
    ref = request.path_params["ref"]
    body = await _body(request)
    if isinstance(body, Response):
        return body
    if not isinstance(body.get("text"), str):
        return error(422, 'give the message as {"text": "..."}')

    def work(store: Store) -> dict[str, Any]:
        from warden.control.message import send
        from warden.control.target import resolve

        return send(store, resolve(store, ref), body["text"], BY)

    return await _run(request, work)


def _simple(action: str) -> Any:
    async def handler(request: Request) -> Response:
        ref = request.path_params["ref"]
        body = await _body(request)
        if isinstance(body, Response):
            return body
        try:
            text = _text(body, "text")
        except TypeError as e:
            return error(422, str(e))

        def work(store: Store) -> str:
            from warden.control import lifecycle

            if action == "resume":
                return lifecycle.resume(store, ref, text, BY)
            return {"interrupt": lifecycle.interrupt, "stop": lifecycle.stop,
                    "done": lifecycle.mark_done}[action](store, ref, BY)  # type: ignore[no-any-return,operator]

        return await _run(request, work)

    handler.__name__ = action
    return handler


async def start(request: Request) -> Response:
    body = await _body(request)
    if isinstance(body, Response):
        return body
    try:
        kind, cwd, name, profile, prompt = (_text(body, k) for k in ("kind", "cwd", "name", "profile", "prompt"))
    except TypeError as e:
        return error(422, str(e))
    if kind not in ("tui", "headless"):
        return error(422, 'kind must be "tui" (a managed Claude Code in tmux) or "headless" (a task)')

    def work(store: Store) -> dict[str, Any]:
        from warden.control import lifecycle

        if kind == "tui":
            return lifecycle.start_session(store, name, cwd, profile, BY)
        return lifecycle.start_task(store, prompt, cwd, name, profile, BY)

    return await _run(request, work, status=201)


async def output(request: Request) -> Response:
    ref = request.path_params["ref"]
    page = paging(request)
    if isinstance(page, Response):
        return page
    after, limit = page

    def work(store: Store) -> dict[str, Any]:
        from warden.board.views import output_json
        from warden.control.target import resolve
        from warden.store import tasks as ts

        t = resolve(store, ref).task
        if t is None:
            raise NotFound(f"{ref!r} is not a headless task: it has no output")
        rows = ts.output(store, t["id"], after=after, limit=limit) if after else ts.output(store, t["id"], limit=limit)
        return {"task": t["id"], "state": t["state"], "rows": [output_json(o) for o in rows]}

    return await _run(request, work)


def routes() -> list[Route]:
    return [
        Route("/api/sessions", start, methods=["POST"]),
        Route("/api/sessions/{ref}/messages", message, methods=["POST"]),
        Route("/api/sessions/{ref}/interrupt", _simple("interrupt"), methods=["POST"]),
        Route("/api/sessions/{ref}/stop", _simple("stop"), methods=["POST"]),
        Route("/api/sessions/{ref}/resume", _simple("resume"), methods=["POST"]),
        Route("/api/sessions/{ref}/done", _simple("done"), methods=["POST"]),
        Route("/api/sessions/{ref}/output", output),
    ]


def openapi_paths() -> dict[str, Any]:
    from warden.board.responses import REF, error_docs as errors, ok_doc

    def post(summary: str, description: str, body: dict[str, Any] | None = None, *, ref: bool = True,
             created: bool = False) -> dict[str, Any]:
        op: dict[str, Any] = {"summary": summary, "description": description,
                              "responses": {**({"201": ok_doc("started")["200"]} if created else ok_doc("done")),
                                            **errors(400, 401, 403, 404, 413, 415, 422),
                                            "409": {"description": "not now: the session's state or screen says no "
                                                                   "(a turn runs, a dialog is open, someone types...)",
                                                    "content": {"application/json": {"schema": {
                                                        "$ref": "#/components/schemas/Error"}}}}}}
        if ref:
            op["parameters"] = [REF]
        if body is not None:
            op["requestBody"] = {"required": True, "content": {"application/json": {"schema": body}}}
        return {"post": op}

    text = {"type": "object", "properties": {"text": {"type": "string"}}}
    return {
        "/api/sessions": post(
            "Start a session: a managed Claude Code in tmux (kind tui), or a headless task (kind headless)",
            "tui: as `warden run` does, with the profile's Claude Code binary and [board] start_args, on the "
            "[board] tmux_socket server; headless: as `warden task run` does (needs the headless extra).",
            {"type": "object", "required": ["kind", "cwd"], "properties": {
                "kind": {"enum": ["tui", "headless"]}, "cwd": {"type": "string", "description": "an absolute path"},
                "name": {"type": "string"}, "profile": {"type": "string"},
                "prompt": {"type": "string", "description": "headless: the task's prompt"}}},
            ref=False, created=True),
        "/api/sessions/{ref}/messages": post(
            "Send the session a message",
            "A managed session in tmux gets it typed into its prompt by the command typer, with the queue's checks: "
            "refused (409) while a picker or dialog is open, a turn runs, someone is typing, or a command queue "
            "runs; one line; no leading ! or #; slash commands only from [commands] allow. An idle session with "
            "an open idle decision gets it as that decision's answer. A headless task whose turn has ended "
            "gets a new turn. A machine's session (a fleet's server) gets it from that machine's relay (route "
            "machine, work_id): the screen's checks run there, and the outcome follows in the session's log.", {**text, "required": ["text"]}),
        "/api/sessions/{ref}/interrupt": post(
            "Interrupt the running turn (Escape); a headless task's turn is stopped", "No body."),
        "/api/sessions/{ref}/stop": post(
            "Stop the session: Claude Code in tmux exits (/exit); a headless task's runner is stopped", "No body."),
        "/api/sessions/{ref}/resume": post(
            "Resume a failed or finished session, then type `text` (a task: a new turn, \"continue\" by default)",
            "An open failure is answered (resume); Claude Code in tmux is started again with --resume (in its pane, "
            "else in a new tmux session started as warden started it).", text),
        "/api/sessions/{ref}/done": post(
            "Mark the session done (a task's running turn is stopped first); its next prompt clears the mark",
            "No body."),
        "/api/sessions/{ref}/output": {"get": {
            "summary": "A headless task's streamed output (prompts, text, tool calls, results), oldest first",
            "parameters": [REF, {"name": "after", "in": "query", "schema": {"type": "integer"}},
                           {"name": "limit", "in": "query", "schema": {"type": "integer", "maximum": 1000}}],
            "responses": {**ok_doc("the rows"), **errors(401, 404, 422)}}},
    }
