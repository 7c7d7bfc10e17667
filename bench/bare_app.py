"""The bare endpoint `bench/http_hook_bench.py` measures warden against: a Starlette app
with one route that does what any hook server must do and nothing else — read the
body, parse the JSON, and answer a PreToolUse(AskUserQuestion) with its first option as
hook output (PostToolUse: an empty 200). Served exactly as `warden serve` serves (the
same uvicorn settings, a listening socket made the same way). With ``one-write`` it is
also given the transport `warden serve` uses (`warden.board.protocol`: a response's head
and body in one write), so the two can be compared with and without that change.

    python bench/bare_app.py PORT [one-write]
"""

from __future__ import annotations

import json
import socket
import sys

import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route


async def hook(request: Request) -> Response:
    payload = json.loads(await request.body())
    if payload.get("hook_event_name") != "PreToolUse":
        return Response(status_code=200)
    tool_input = payload["tool_input"]
    answers = {q["question"]: q["options"][0]["label"] for q in tool_input["questions"]}
    out = {"hookSpecificOutput": {"hookEventName": "PreToolUse", "permissionDecision": "allow",
                                  "permissionDecisionReason": "bare", "updatedInput": {**tool_input, "answers": answers}}}
    return Response(json.dumps(out), status_code=200, media_type="application/json")


app = Starlette(routes=[Route("/hooks/claude-code", hook, methods=["POST"])])


def main() -> None:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", int(sys.argv[1])))
    print(f"bare: http://127.0.0.1:{sock.getsockname()[1]}/", flush=True)
    http: object = "auto"
    if sys.argv[2:] == ["one-write"]:
        from warden.board.protocol import http_protocol

        http = http_protocol()
    config = uvicorn.Config(app, http=http, log_level="warning", access_log=False, lifespan="on",  # type: ignore[arg-type]
                            timeout_graceful_shutdown=2)
    uvicorn.Server(config).run(sockets=[sock])


if __name__ == "__main__":
    main()
