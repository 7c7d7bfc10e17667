"""Access to the board: two credentials, the host check, CSRF rules and body limits.

* **Board token, always.** Every request for data or action carries it, loopback
  included (any local process, or another user of a shared machine, can reach a
  loopback port). It lives in ``$WARDEN_HOME/board.token`` (mode 0600, beside the
  store it guards: whoever can read it can read the store anyway), so ``warden serve``
  prints a login link ``/?token=TOKEN`` every time it starts; ``warden serve
  --new-token`` replaces it. API clients send ``Authorization: Bearer TOKEN``; a
  browser opens the link once (or uses the login form) and then holds an HttpOnly,
  SameSite=Strict cookie. The CLI needs no token: it reads the store directly,
  protected by file permissions.
* **Hook credential.** Claude Code's http hooks send ``Authorization: Bearer
  $WARDEN_HOOK_TOKEN`` (``$WARDEN_HOME/hook.token``; ``warden run`` puts it in the
  session's environment). It can post hook events and nothing else: every other route
  refuses it. An http hook never sets or re-points the tmux pane of a session it did
  not start (``warden.record.ingest``).
* **Host check.** Bound to loopback, only ``localhost``/``127.0.0.1``/``[::1]`` Host
  headers are served, so a web page cannot reach the board through DNS rebinding.
* **CSRF.** A state-changing request with an ``Origin`` other than the board's own is
  refused. A cookie-authenticated one also needs the ``X-Warden-CSRF`` header equal to
  the ``warden_csrf`` cookie (what the page sends); a bearer token needs nothing more.
* **Body limits.** Checked before the body is read (``Content-Length``) and while it is
  read (chunked bodies): ``MAX_API_BODY`` for the API, ``MAX_HOOK_BODY`` for hooks.
"""

from __future__ import annotations

import hashlib
import hmac
import ipaddress
import os
import re
import secrets
from pathlib import Path

TOKEN_FILE = "board.token"
HOOK_TOKEN_FILE = "hook.token"
HOOK_TOKEN_ENV = "WARDEN_HOOK_TOKEN"
TOKEN_COOKIE = "warden_token"
CSRF_COOKIE = "warden_csrf"
CSRF_HEADER = "x-warden-csrf"
LOOPBACK_NAMES = {"localhost", "127.0.0.1", "::1", "[::1]"}
MAX_API_BODY = 1 << 20
# a hook payload carries a prompt or the last assistant message: large, never this large
MAX_HOOK_BODY = 4 << 20
_TOKEN_SHAPE = re.compile(r"[A-Za-z0-9_-]{20,200}")


class TooLarge(Exception):
    """A body went past its limit while it was read."""


def is_loopback(host: str) -> bool:
    if host in LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def _digest(token: str) -> bytes:
    return hashlib.sha256(token.encode("utf-8", "replace")).digest()


def token_path(home: str) -> Path:
    return Path(home) / TOKEN_FILE


def hook_token_path(home: str) -> Path:
    return Path(home) / HOOK_TOKEN_FILE


def _secret(path: Path, rotate: bool) -> tuple[str, bool]:
    """The secret kept in ``path`` (0600), made when missing, unreadable as a token (an
    older file kept only a hash), or ``rotate``; returns it and whether it is new."""
    if not rotate:
        try:
            text = path.read_text(encoding="ascii").strip()
        except (FileNotFoundError, UnicodeDecodeError):
            text = ""
        # a 64-hex line is an older board's hash: the token itself is gone, make one
        if _TOKEN_SHAPE.fullmatch(text) and not re.fullmatch(r"[0-9a-f]{64}", text):
            return text, False
    from warden.home import ensure_home

    ensure_home(str(path.parent))
    token = secrets.token_urlsafe(24)
    tmp = path.with_name(f".{path.name}.{os.getpid()}")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as f:
        f.write(token + "\n")
    os.chmod(tmp, 0o600)
    os.replace(tmp, path)
    return token, True


def board_token(home: str, *, rotate: bool = False) -> tuple[str, bool]:
    """The board token (made when missing); and whether it was just made."""
    return _secret(token_path(home), rotate)


def hook_token(home: str, *, rotate: bool = False) -> str:
    """The hook-only credential (made when missing)."""
    return _secret(hook_token_path(home), rotate)[0]


class Guard:
    """The access rules of one running board."""

    def __init__(self, token: str, hook_token: str, loopback: bool):
        self._token, self._hook = _digest(token), _digest(hook_token)
        self.loopback = loopback

    token_required = True  # always, loopback included

    def token_ok(self, token: str | None) -> bool:
        return bool(token) and hmac.compare_digest(_digest(token or ""), self._token)

    def hook_ok(self, token: str | None) -> bool:
        return bool(token) and hmac.compare_digest(_digest(token or ""), self._hook)

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
