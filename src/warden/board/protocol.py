"""uvicorn's HTTP protocol, with a response's parts sent in one write.

uvicorn writes a response's status line and headers as soon as the app starts it, and
its body as a second write: two system calls, two TCP segments, and on a keep-alive
connection often two wake-ups of the client, which reads the head, waits, then reads
the body. Under a load of hook requests those writes cost the serving process more
than the rest of uvicorn's work on a request (the client is usually asleep waiting
for its answer, and the kernel wakes it from inside the server's write). Here the
connection's transport keeps what is written during one step of the event loop and
sends it at the end of that step, in one write: a hook's answer, whose head and body
are sent in the same step, leaves as one segment. Nothing else changes: what is
written is sent in order before the loop waits for anything, before the connection
is closed, and a streamed response (the board's event stream) still sends each part
as it is written, one loop step later.
"""

from __future__ import annotations

import asyncio
from typing import Any


class OneWrite:
    """A transport that sends what one loop step wrote as one write."""

    __slots__ = ("_transport", "_loop", "_parts")

    def __init__(self, transport: asyncio.Transport, loop: asyncio.AbstractEventLoop):
        self._transport = transport
        self._loop = loop
        self._parts: list[bytes] = []

    def write(self, data: bytes) -> None:
        if not self._parts:
            self._loop.call_soon(self.flush)
        self._parts.append(data)

    def flush(self) -> None:
        parts = self._parts
        if not parts:
            return
        self._parts = []
        if not self._transport.is_closing():
            self._transport.write(parts[0] if len(parts) == 1 else b"".join(parts))

    def writelines(self, data: Any) -> None:
        for part in data:
            self.write(part)

    def get_write_buffer_size(self) -> int:
        return self._transport.get_write_buffer_size() + sum(map(len, self._parts))

    def close(self) -> None:
        self.flush()
        self._transport.close()

    def write_eof(self) -> None:
        self.flush()
        self._transport.write_eof()

    def abort(self) -> None:
        self._parts = []
        self._transport.abort()

    def __getattr__(self, name: str) -> Any:  # everything else is the transport's own
        return getattr(self._transport, name)


def http_protocol() -> Any:
    """The protocol class for ``uvicorn.Config(http=...)``: httptools' with ``OneWrite``,
    or ``"auto"`` (uvicorn's own choice) where httptools is not installed."""
    try:
        from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol
    except ImportError:  # pragma: no cover - httptools is a dependency of warden
        return "auto"

    class Protocol(HttpToolsProtocol):
        def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
            super().connection_made(OneWrite(transport, asyncio.get_running_loop()))  # type: ignore[arg-type]

    return Protocol
