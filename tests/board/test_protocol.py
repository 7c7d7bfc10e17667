"""`warden serve` sends what one step of its event loop writes to a connection as one
write: a hook's answer (head and body) leaves in one piece, in order, before the
connection closes, and nothing written is held past that step."""

from __future__ import annotations

import asyncio
import json
import socket
from typing import Any

from tests.payloads import base
from warden.board.protocol import OneWrite


class _Peer(asyncio.Protocol):
    pass


def _pair() -> tuple[socket.socket, socket.socket]:
    a, b = socket.socketpair()
    b.setblocking(False)
    return a, b


def _recv(sock: socket.socket) -> bytes:
    try:
        return sock.recv(65536)
    except BlockingIOError:
        return b""


def test_parts_written_in_one_step_are_sent_together_at_its_end() -> None:
    async def go() -> tuple[bytes, bytes, bytes]:
        ours, peer = _pair()
        loop = asyncio.get_running_loop()
        transport, _ = await loop.connect_accepted_socket(_Peer, ours)
        t = OneWrite(transport, loop)  # type: ignore[arg-type]
        t.write(b"HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\n")
        t.write(b"{}")
        during = _recv(peer)  # the step has not ended: nothing sent yet
        await asyncio.sleep(0)
        await asyncio.sleep(0.01)
        after = _recv(peer)
        t.write(b"next")
        await asyncio.sleep(0.01)
        later = _recv(peer)
        t.close()
        return during, after, later

    during, after, later = asyncio.run(go())
    assert during == b""
    assert after == b"HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\n{}"
    assert later == b"next"


def test_what_was_written_is_sent_before_the_connection_closes() -> None:
    async def go() -> bytes:
        ours, peer = _pair()
        loop = asyncio.get_running_loop()
        transport, _ = await loop.connect_accepted_socket(_Peer, ours)
        t = OneWrite(transport, loop)  # type: ignore[arg-type]
        t.write(b"head ")
        t.write(b"body")
        t.close()
        await asyncio.sleep(0.05)
        peer.setblocking(True)
        peer.settimeout(5)
        got = b""
        while chunk := peer.recv(65536):
            got += chunk
        return got

    assert asyncio.run(go()) == b"head body"


def _response(sock: socket.socket) -> tuple[bytes, bytes]:
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        assert chunk, "the server closed the connection before answering"
        data += chunk
    head, body = data.split(b"\r\n\r\n", 1)
    n = int(next(line.split(b":", 1)[1] for line in head.split(b"\r\n") if line.lower().startswith(b"content-length:")))
    while len(body) < n:
        body += sock.recv(65536)
    return head, body


def test_a_keep_alive_connection_gets_every_answer_whole_and_a_closing_one_its_last(server: Any) -> None:
    s = server()
    host, port = s.url.split("//")[1].rsplit(":", 1)
    token = s.headers["authorization"]
    with socket.create_connection((host, int(port)), timeout=10) as sock:
        for n in range(3):
            body = json.dumps(base("Stop", session=f"conn-{n}")).encode()
            last = n == 2
            sock.sendall(b"POST /hooks/claude-code HTTP/1.1\r\nHost: localhost:%s\r\nAuthorization: %s\r\n"
                         b"Content-Type: application/json\r\nX-Warden-Session: c%d\r\n%sContent-Length: %d\r\n\r\n"
                         % (port.encode(), token.encode(), n, b"Connection: close\r\n" if last else b"", len(body))
                         + body)
            head, out = _response(sock)
            assert head.startswith(b"HTTP/1.1 200 ")
            assert out == b""  # a Stop event needs no answer: an empty 200
            assert b"x-content-type-options: nosniff" in head.lower()
        assert sock.recv(65536) == b""  # closed after the last answer, which arrived whole
