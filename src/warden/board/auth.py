"""Access to the board: the token, the host check, and CSRF rules.

* **Token.** Binding beyond loopback requires one. It is generated once, shown once,
  and only its SHA-256 is kept, in ``$WARDEN_HOME/board.token`` (mode 0600);
  ``warden serve --new-token`` replaces it. API clients send
  ``Authorization: Bearer TOKEN``; a browser opens ``/?token=TOKEN`` once (or the login
  form) and then holds an HttpOnly, SameSite=Strict cookie.
* **Host check.** Bound to loopback, only ``localhost``/``127.0.0.1``/``[::1]`` Host
  headers are served, so a web page cannot reach the board through DNS rebinding.
* **CSRF.** A state-changing request with an ``Origin`` other than the board's own is
  refused. Beyond that it needs one of: a valid bearer token; the ``X-Warden-CSRF``
  header equal to the ``warden_csrf`` cookie (what the page sends: a page of another
  site can neither read the cookie nor set the header); or, on loopback without a
  token, no cookie and no Origin at all (a script, not a browser).
"""

from __future__ import annotations

import hashlib
import hmac
import ipaddress
import os
import secrets
from pathlib import Path

TOKEN_FILE = "board.token"
TOKEN_COOKIE = "warden_token"
CSRF_COOKIE = "warden_csrf"
CSRF_HEADER = "x-warden-csrf"
LOOPBACK_NAMES = {"localhost", "127.0.0.1", "::1", "[::1]"}


def is_loopback(host: str) -> bool:
    if host in LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def token_path(home: str) -> Path:
    return Path(home) / TOKEN_FILE


def ensure_token(home: str, *, rotate: bool = False) -> str | None:
    """Make sure a token exists; return it when it was just made (the one time it is shown)."""
    path = token_path(home)
    if path.exists() and not rotate:
        return None
    token = secrets.token_urlsafe(24)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{TOKEN_FILE}.{os.getpid()}")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as f:
        f.write(_digest(token) + "\n")
    os.chmod(tmp, 0o600)
    os.replace(tmp, path)
    return token


def load_digest(home: str) -> str | None:
    try:
        text = token_path(home).read_text().strip()
    except FileNotFoundError:
        return None
    return text or None


class Guard:
    """The access rules of one running board."""

    def __init__(self, digest: str | None, loopback: bool):
        self.digest = digest  # None: no token required
        self.loopback = loopback

    @property
    def token_required(self) -> bool:
        return self.digest is not None

    def token_ok(self, token: str | None) -> bool:
        if self.digest is None:
            return True
        return bool(token) and hmac.compare_digest(_digest(token or ""), self.digest)

    def host_ok(self, host_header: str | None) -> bool:
        if not self.loopback:
            return True
        host = (host_header or "").strip().lower()
        if host.startswith("["):
            name = host[: host.find("]") + 1]
        else:
            name = host.rsplit(":", 1)[0] if host.count(":") == 1 else host
        return name in LOOPBACK_NAMES or is_loopback(name)


def bearer(authorization: str | None) -> str | None:
    if authorization and authorization[:7].lower() == "bearer ":
        return authorization[7:].strip() or None
    return None


def same_origin(origin: str | None, host_header: str | None, scheme: str) -> bool:
    if origin is None:
        return True
    return origin.lower() in {f"{scheme}://{(host_header or '').lower()}"}
