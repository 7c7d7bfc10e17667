"""The relay's HTTP client: one keep-alive connection to the server per caller, JSON in
and out, the machine's token on every request. Standard library only (a machine needs
no extra to relay)."""

from __future__ import annotations

import http.client
import json
import ssl
from typing import Any
from urllib.parse import urlsplit

from warden.errors import WardenError


class Unreachable(WardenError):
    """The server could not be reached or failed (retry later)."""


class Refused(WardenError):
    """The server refused the request (a wrong or revoked token, a bad request): retrying
    the same request does not help."""

    def __init__(self, status: int, message: str):
        super().__init__(f"the server refused it ({status}): {message}")
        self.status = status


class Client:
    def __init__(self, server: str, token: str, timeout: float = 30.0, cafile: str | None = None):
        parts = urlsplit(server)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise WardenError(f"the server is an http:// or https:// URL, not {server!r}")
        self.server = server.rstrip("/")
        self.https = parts.scheme == "https"
        self.host = parts.hostname
        self.port = parts.port or (443 if self.https else 80)
        self.base = parts.path.rstrip("/")
        self.token = token
        self.timeout = timeout
        self.cafile = cafile  # a private CA's certificate, for a server whose TLS certificate it signed
        self._conn: http.client.HTTPConnection | None = None

    def _connection(self, timeout: float) -> http.client.HTTPConnection:
        if self._conn is None:
            if self.https:
                self._conn = http.client.HTTPSConnection(self.host, self.port, timeout=timeout,
                                                         context=ssl.create_default_context(cafile=self.cafile))
            else:
                self._conn = http.client.HTTPConnection(self.host, self.port, timeout=timeout)
        else:
            self._conn.timeout = timeout
            if self._conn.sock is not None:
                self._conn.sock.settimeout(timeout)
        return self._conn

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    def request(self, method: str, path: str, body: Any = None, timeout: float | None = None) -> Any:
        """Send one request; the JSON answer. Raises Unreachable or Refused."""
        data = None if body is None else json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode()
        headers = {"Authorization": f"Bearer {self.token}", "Accept": "application/json"}
        if data is not None:
            headers["Content-Type"] = "application/json"
        for attempt in (1, 2):
            reused = self._conn is not None
            conn = self._connection(timeout or self.timeout)
            try:
                conn.request(method, self.base + path, body=data, headers=headers)
                resp = conn.getresponse()
                raw = resp.read()
                break
            except (OSError, http.client.HTTPException) as e:
                self.close()
                # the server closes an idle keep-alive connection: once, on a fresh one (every
                # request of the protocol may be sent twice)
                if not (reused and attempt == 1 and not isinstance(e, TimeoutError)):
                    raise Unreachable(f"{self.server}: {type(e).__name__}: {e}") from None
        if resp.will_close:
            self.close()
        try:
            answer = json.loads(raw) if raw else {}
        except ValueError:
            answer = {"error": raw[:200].decode("utf-8", "replace")}
        if resp.status >= 500 or resp.status in (408, 429):
            raise Unreachable(f"{self.server}: status {resp.status}: {_message(answer)}")
        if resp.status >= 400:
            raise Refused(resp.status, _message(answer))
        return answer


def _message(answer: Any) -> str:
    if isinstance(answer, dict) and isinstance(answer.get("error"), str):
        return answer["error"]
    return str(answer)[:200]
