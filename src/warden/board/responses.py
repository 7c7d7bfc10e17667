"""JSON responses of the board: ASCII-safe, whatever the store holds.

Payloads, answers and model text reach the store from outside; a lone surrogate or a
control character in them must neither break a response (UTF-8 cannot encode a lone
surrogate) nor reach a client unescaped. Every JSON body and event-stream message is
encoded with ``ensure_ascii``: non-ASCII characters travel as ``\\uXXXX`` escapes.
"""

from __future__ import annotations

import json
from typing import Any

from starlette.responses import JSONResponse


def dumps(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=True, allow_nan=False, separators=(",", ":"), default=str)


class JSON(JSONResponse):
    def render(self, content: Any) -> bytes:
        return dumps(content).encode("ascii")


def error(status: int, message: str) -> JSON:
    return JSON({"error": message}, status_code=status)


def error_docs(*codes: int) -> dict[str, Any]:
    text = {400: "malformed body", 401: "token missing or wrong", 403: "CSRF or cross-origin check failed",
            404: "not found", 409: "the question is already answered or settled",
            413: "the body is larger than the route takes",
            415: "the body is not application/json", 422: "the answer does not fit the question, or holds invalid text"}
    return {str(c): {"description": text[c], "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
            for c in codes}


# ------------------------------------------------------------ pieces of the OpenAPI description

def ok_doc(desc: str, schema: dict[str, Any] | None = None) -> dict[str, Any]:
    body = {"application/json": {"schema": schema or {"type": "object"}}}
    return {"200": {"description": desc, "content": body}}


REF = {"name": "ref", "in": "path", "required": True, "schema": {"type": "string"},
       "description": "a session id, an id prefix (4+ characters), a session name (warden's, or its tmux session's), or task:N / a task's name"}
