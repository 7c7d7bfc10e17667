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
