"""The JSON API: sessions, questions, answering, HTTP hooks (the event stream is
``warden.board.stream``, the controls ``control_api``, the numbers ``stats_api``).

Every view reads the store through ``warden.record.ingest.open_store`` (which drains the
spool first) in a worker thread; answers go through ``warden.deliver.record.record``, the
function the CLI uses, with ``decided_by = "human:web"``.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, TypeVar

import anyio
from starlette.requests import Request
from starlette.responses import Response
from starlette.types import Receive, Scope, Send

from warden.deliver.record import AnswerRejected, call_of, record
from warden.board import views
from warden.board.auth import TooLarge
from warden.board.responses import JSON, error
from warden.capture import http as hooks
from warden.errors import NotFound, WardenError
from warden.record.ingest import open_store
from warden.store import STATUSES, Store

T = TypeVar("T")
INT64 = (1 << 63) - 1


def _state(request: Request) -> Any:
    return request.app.state


async def in_store(request: Request, fn: Callable[[Store], T]) -> T:
    home = _state(request).home

    def work() -> T:
        store = open_store(home)
        try:
            return fn(store)
        finally:
            store.close()

    return await anyio.to_thread.run_sync(work)


async def guarded(request: Request, fn: Callable[[Store], Any], status: int = 200) -> Response:
    try:
        return JSON(await in_store(request, fn), status_code=status)
    except NotFound as e:
        return error(404, str(e))
    except WardenError as e:
        return error(422, str(e))


# ------------------------------------------------------------------ reads


async def board(request: Request) -> Response:
    return await guarded(request, views.board)


async def sessions(request: Request) -> Response:
    return await guarded(request, views.sessions)


async def session(request: Request) -> Response:
    ref = request.path_params["ref"]
    return await guarded(request, lambda s: views.session_detail(s, ref))


def paging(request: Request) -> tuple[int, int] | Response:
    """The ``after`` and ``limit`` of a paged list, clamped (a negative limit would reach
    SQLite as LIMIT -1, i.e. no limit at all; SQLite takes no integer beyond 64 bits), or
    the 422 response for ones that are no integers."""
    try:
        after = max(0, min(INT64, int(request.query_params.get("after", "0"))))
        limit = max(1, min(1000, int(request.query_params.get("limit", "200"))))
    except ValueError:
        return error(422, "after and limit must be integers")
    return after, limit


async def session_events(request: Request) -> Response:
    ref = request.path_params["ref"]
    page = paging(request)
    if isinstance(page, Response):
        return page
    after, limit = page
    return await guarded(request, lambda s: [views.event_json(e, with_payload=True)
                                             for e in s.events(ref, after=after, limit=limit)])


async def questions(request: Request) -> Response:
    status = request.query_params.get("status") or None
    if status is not None and status not in STATUSES:
        return error(422, f"status must be one of {', '.join(STATUSES)}")
    session_ref = request.query_params.get("session") or None
    return await guarded(request, lambda s: views.questions(s, status=status, session=session_ref))


def _qid(request: Request) -> int | None:
    try:
        qid = int(request.path_params["qid"])
    except ValueError:
        return None
    return qid if 0 < qid <= INT64 else None


async def question(request: Request) -> Response:
    qid = _qid(request)
    if qid is None:
        return error(404, "no such question")

    def one(store: Store) -> dict[str, Any]:
        row = store.question(qid)
        if row is None:
            raise NotFound(f"no question #{qid}")
        return views.question(store, row)

    return await guarded(request, one)


# ------------------------------------------------------------------ answering


async def _json_body(request: Request) -> Any:
    ctype = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if ctype != "application/json":
        raise ValueError("send the body as application/json")
    body = await request.body()  # capped by the Access middleware before it is read
    try:
        data = json.loads(body)
    except RecursionError:
        raise ValueError("the body is nested too deeply") from None
    from warden.text import refuse_invalid

    refuse_invalid(data)
    return data


def body_error(e: ValueError) -> Response:
    """The response to a body that could not be taken: 415 for a wrong type, 422 for
    invalid text in it (a lone surrogate, NUL), 400 for anything else."""
    from warden.text import InvalidText

    if isinstance(e, InvalidText):
        return error(422, str(e))
    return error(415 if "application/json" in str(e) else 400, str(e))


def parse_answer(call: Any, body: Any, kind: str = "question") -> Any:
    """An answer from the board's JSON body, as the decision's kind reads it (a question:
    ``{"actions": [...]}``, ``{"choices": [...]}`` or ``{"decline": "reason"}``; a
    permission, plan, idle session or failure: ``{"option": N, "text", "edit",
    "commands"}`` or ``{"decline": "reason"}``)."""
    from warden import kinds

    return kinds.get(kind).from_body(call, body)


async def answer(request: Request) -> Response:
    qid = _qid(request)
    if qid is None:
        return error(404, "no such question")
    try:
        body = await _json_body(request)
    except ValueError as e:
        return body_error(e)

    def work(store: Store) -> dict[str, Any]:
        from warden import kinds

        call = call_of(store, qid)
        kind = kinds.of(store.question(qid))
        try:
            parsed = parse_answer(call, body, kind.name)
        except ValueError as e:
            raise AnswerRejected(str(e)) from None
        rec = record(store, qid, parsed, "human:web", reason="answered on the board")
        return {"question_id": qid, "answer_id": rec.answer_id, "answer": rec.answer.to_json(),
                "text": kind.describe(rec.answer), "hook_waiting": rec.hook_waiting, "route": rec.route}

    try:
        result = await in_store(request, work)
    except NotFound as e:
        return error(404, str(e))
    except AnswerRejected as e:
        return error(409 if "already" in str(e) else 422, str(e))
    _state(request).live.poke()
    return JSON(result)


# ------------------------------------------------------------------ HTTP hooks


class HookEndpoint:
    """Claude Code's http hook: never an error status, whatever happens (fail open).

    A plain ASGI app rather than a Starlette endpoint: most requests of a busy server are
    hooks, and this reads the body and answers with nothing in between. The board's
    access layer (``warden.board.app.Access``) calls ``serve`` directly, with the headers
    it has read and checked, past the router."""

    EMPTY = [(b"content-length", b"0")]
    JSON_TYPE = (b"content-type", b"application/json")

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in reversed(scope["headers"])}
        await self.serve(scope, receive, send, headers)

    async def serve(self, scope: Scope, receive: Receive, send: Send, headers: dict[str, str],
                    limit: int | None = None, extra: list[tuple[bytes, bytes]] | None = None) -> None:
        """Answer one hook request: its body at most ``limit`` bytes (``auth.TooLarge``
        past it, before anything is sent), ``extra`` headers on the response."""
        state = scope["app"].state
        try:
            chunks = []
            seen = 0
            while True:
                message = await receive()
                if message["type"] != "http.request":
                    return  # the client went away
                chunk = message.get("body", b"")
                seen += len(chunk)
                if limit is not None and seen > limit:
                    raise TooLarge
                chunks.append(chunk)
                if not message.get("more_body", False):
                    break
            raw = chunks[0] if len(chunks) == 1 else b"".join(chunks)
        except TooLarge:
            raise
        except Exception:  # noqa: BLE001 - a broken request still must not break the session
            raw = None
        out = None
        if raw is not None:
            qs = scope.get("query_string") or b""
            if qs:
                from urllib.parse import parse_qsl

                query = dict(parse_qsl(qs.decode("latin-1"), keep_blank_values=True))
            else:
                query = {}
            meta = hooks.meta_from(headers, query)
            # most events need nothing but the spool, and a quick answerer's decision is made
            # on the event loop: only an action that may wait (a person, the store) takes a thread
            held: list[Any] = []
            got = hooks.start(state.home, raw, meta, held)
            if isinstance(got, tuple):
                out = await anyio.to_thread.run_sync(hooks.finish, *got)
            else:  # answered once what it spooled is written, with the loop step's other requests
                out = await hooks.written(held, got, state.appender)
            state.live.spooled()
        body = out.encode() if out else b""
        head = [(b"content-length", str(len(body)).encode()), self.JSON_TYPE] if body else self.EMPTY
        await send({"type": "http.response.start", "status": 200, "headers": head + extra if extra else head})
        await send({"type": "http.response.body", "body": body})


hook = HookEndpoint()
