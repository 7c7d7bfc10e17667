"""Access to the board: the token (always required, kept 0600), the hook-only
credential, bearer and cookie checks on every API call and the event stream, the Host
check, CSRF, and body limits."""

from __future__ import annotations

import json
import stat
from pathlib import Path
from typing import Any

import httpx
from starlette.testclient import TestClient

from tests.payloads import SINGLE, pre, run_hook
from warden.board import auth
from warden.board.app import create_app

JSON_HDR = {"content-type": "application/json"}
ANSWER = json.dumps({"actions": [{"action": "select", "optionIndex": 0}]})


def token_app(home: Path, loopback: bool = False) -> tuple[TestClient, str]:
    token, _ = auth.board_token(str(home))
    app = create_app(str(home), loopback=loopback, live=False)
    base = "http://localhost:8765" if loopback else "http://board.example:8765"
    return TestClient(app, base_url=base), token


def test_token_is_made_once_kept_private_and_rotated(isolated_home: Path) -> None:
    token, made = auth.board_token(str(isolated_home))
    assert made and len(token) >= 24
    path = auth.token_path(str(isolated_home))
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE(isolated_home.stat().st_mode) == 0o700
    assert auth.board_token(str(isolated_home)) == (token, False)  # the same token on every start
    again, made = auth.board_token(str(isolated_home), rotate=True)
    assert made and again != token
    hook = auth.hook_token(str(isolated_home))
    assert hook not in (token, again)
    assert stat.S_IMODE(auth.hook_token_path(str(isolated_home)).stat().st_mode) == 0o600
    guard = auth.Guard(again, hook, False)
    assert guard.token_ok(again) and not guard.token_ok(token) and not guard.token_ok(hook)
    assert guard.hook_ok(hook) and not guard.hook_ok(again)


def test_an_older_boards_hashed_token_file_is_replaced_by_a_token(isolated_home: Path) -> None:
    isolated_home.mkdir(parents=True, exist_ok=True)
    auth.token_path(str(isolated_home)).write_text("ab" * 32 + "\n")
    token, made = auth.board_token(str(isolated_home))
    assert made and token != "ab" * 32


def test_every_api_call_and_the_stream_need_the_token(isolated_home: Path) -> None:
    c, token = token_app(isolated_home)
    with c:
        for path in ("/api/board", "/api/sessions", "/api/questions", "/api/questions/1", "/api/stream",
                     "/api/openapi.json", "/api/sessions/x/events"):
            assert c.get(path).status_code == 401, path
            assert c.get(path, headers={"authorization": "Bearer wrong"}).status_code == 401, path
        assert c.post("/api/questions/1/answer", content=ANSWER, headers=JSON_HDR).status_code == 401
        assert c.post("/hooks/claude-code", content=json.dumps(pre(SINGLE)), headers=JSON_HDR).status_code == 401
        ok = c.get("/api/board", headers={"authorization": f"Bearer {token}"})
        assert ok.status_code == 200
        # the page itself and its static files carry no data and are public
        assert c.get("/").status_code == 200
        assert c.get("/static/board.js").status_code == 200
        assert c.get("/api/info").json()["token_required"] is True


def test_bearer_token_answers_and_http_hooks(isolated_home: Path) -> None:
    run_hook(pre(SINGLE))
    c, token = token_app(isolated_home)
    with c:
        auth_hdr = {**JSON_HDR, "authorization": f"Bearer {token}"}
        assert c.post("/api/questions/1/answer", content=ANSWER, headers=auth_hdr).status_code == 200
        r = c.post("/hooks/claude-code", content=json.dumps(pre(SINGLE, "toolu_9", "s9")), headers=auth_hdr)
        assert r.status_code == 200


def test_token_link_gives_a_cookie_and_csrf_guards_form_posts(isolated_home: Path) -> None:
    run_hook(pre(SINGLE))
    c, token = token_app(isolated_home)
    with c:
        assert c.get("/?token=wrong", follow_redirects=False).status_code == 401
        r = c.get(f"/?token={token}", follow_redirects=False)
        assert r.status_code == 303 and r.headers["location"] == "/"
        cookie = r.headers["set-cookie"]
        assert "HttpOnly" in cookie and "samesite=strict" in cookie.lower()
        c.get("/")  # sets the CSRF cookie, as the page load does
        assert c.get("/api/board").status_code == 200  # the cookie authenticates
        # a cookie-authenticated post without the CSRF header is what a forged form would send
        r = c.post("/api/questions/1/answer", content=ANSWER, headers=JSON_HDR)
        assert r.status_code == 403 and "CSRF" in r.json()["error"]
        r = c.post("/api/questions/1/answer", content=ANSWER,
                   headers={**JSON_HDR, "x-warden-csrf": "guessed"})
        assert r.status_code == 403
        csrf = c.cookies[auth.CSRF_COOKIE]
        r = c.post("/api/questions/1/answer", content=ANSWER,
                   headers={**JSON_HDR, "x-warden-csrf": csrf, "origin": "https://evil.example"})
        assert r.status_code == 403 and "cross-origin" in r.json()["error"]
        r = c.post("/api/questions/1/answer", content=ANSWER,
                   headers={**JSON_HDR, "x-warden-csrf": csrf, "origin": "http://board.example:8765"})
        assert r.status_code == 200, r.text


def test_login_form_endpoint(isolated_home: Path) -> None:
    c, token = token_app(isolated_home)
    with c:
        c.get("/")
        csrf = c.cookies[auth.CSRF_COOKIE]
        hdr = {**JSON_HDR, "x-warden-csrf": csrf}
        assert c.post("/api/login", content=json.dumps({"token": "nope"}), headers=hdr).status_code == 401
        assert c.post("/api/login", content=json.dumps({"token": token}), headers=hdr).status_code == 200
        assert c.get("/api/board").status_code == 200


def test_loopback_requires_the_token_too(isolated_home: Path) -> None:
    """Any local process (or another user of the machine) reaches a loopback port: no
    data and no action without the token there either."""
    run_hook(pre(SINGLE))
    c, token = token_app(isolated_home, loopback=True)
    with c:
        for path in ("/api/board", "/api/sessions", "/api/questions", "/api/questions/1", "/api/stream",
                     "/api/sessions/sess-1/events"):
            assert c.get(path).status_code == 401, path
        assert c.post("/api/questions/1/answer", content=ANSWER, headers=JSON_HDR).status_code == 401
        assert c.post("/api/sessions/sess-1/queue", content=json.dumps({"commands": ["/clear"]}),
                      headers=JSON_HDR).status_code == 401
        assert c.get("/api/info").json()["token_required"] is True
        r = c.post("/api/questions/1/answer", content=ANSWER, headers={**JSON_HDR, "authorization": f"Bearer {token}"})
        assert r.status_code == 200, r.text


def test_the_hook_credential_posts_events_and_nothing_else(isolated_home: Path) -> None:
    run_hook(pre(SINGLE))
    c, token = token_app(isolated_home, loopback=True)
    hook = {"authorization": f"Bearer {auth.hook_token(str(isolated_home))}", **JSON_HDR}
    with c:
        assert c.post("/hooks/claude-code", content=json.dumps(pre(SINGLE, "toolu_h", "s-h")),
                      headers=hook).status_code == 200
        assert c.post("/hooks/claude-code", content=json.dumps(pre(SINGLE, "toolu_x", "s-x")),
                      headers=JSON_HDR).status_code == 401
        for path in ("/api/board", "/api/questions", "/api/sessions/sess-1/events", "/api/stream"):
            assert c.get(path, headers=hook).status_code == 401, path
        assert c.post("/api/questions/1/answer", content=ANSWER, headers=hook).status_code == 401
        assert c.post("/api/sessions/sess-1/queue", content=json.dumps({"commands": ["/clear"]}),
                      headers=hook).status_code == 401


def test_loopback_refuses_foreign_host_headers(client: TestClient) -> None:
    assert client.get("/api/board").status_code == 200
    assert client.get("/api/board", headers={"host": "127.0.0.1:8765"}).status_code == 200
    assert client.get("/api/board", headers={"host": "[::1]:8765"}).status_code == 200
    r = client.get("/api/board", headers={"host": "attacker.example"})  # DNS rebinding
    assert r.status_code == 403


def test_loopback_still_refuses_cross_site_posts(isolated_home: Path) -> None:
    run_hook(pre(SINGLE))
    c, token = token_app(isolated_home, loopback=True)
    with c:
        c.get(f"/?token={token}")  # a browser logged in through the link
        # a page of another site: the browser adds its Origin
        r = c.post("/api/questions/1/answer", content=ANSWER, headers={**JSON_HDR, "origin": "https://evil.example"})
        assert r.status_code == 403
        # a same-site browser request carrying cookies but no CSRF header
        c.get("/")
        r = c.post("/api/questions/1/answer", content=ANSWER, headers=JSON_HDR)
        assert r.status_code == 403
        # a script (no cookies, no Origin) needs the token, as a bearer
        c.cookies.clear()
        assert c.post("/api/questions/1/answer", content=ANSWER, headers=JSON_HDR).status_code == 401


def test_serve_prints_a_login_link_every_time(server: Any, isolated_home: Path) -> None:
    first = server("--host", "0.0.0.0")
    link = next(x for x in first.lines if "/?token=" in x).strip()
    token = link.split("/?token=", 1)[1]
    local = first.url.replace("0.0.0.0", "127.0.0.1")
    assert httpx.get(local + "/api/board", timeout=10).status_code == 401
    assert httpx.get(local + "/api/board", headers={"authorization": f"Bearer {token}"}, timeout=10).status_code == 200
    with httpx.stream("GET", local + "/api/stream", timeout=10) as r:
        assert r.status_code == 401
    r = httpx.get(f"{local}/?token={token}", timeout=10, follow_redirects=False)
    assert r.status_code == 303 and "warden_token=" in r.headers["set-cookie"]
    second = server("--host", "0.0.0.0")
    assert any(f"/?token={token}" in x for x in second.lines)  # the same link on the next start
    loop = server()
    assert any(f"http://localhost:{loop.port}/?token={token}" in x for x in loop.lines)
    assert httpx.get(loop.url + "/api/board", timeout=10).status_code == 401
    # plain http beyond loopback says what crosses the network in cleartext
    warning = [x for x in first.lines if "warning: plain http" in x]
    assert len(warning) == 1 and "cleartext" in warning[0] and "SSH tunnel" in warning[0]
    assert not any("warning: plain http" in x for x in server().lines)


def test_serve_refuses_no_token() -> None:
    from tests.payloads import warden

    for host in ("0.0.0.0", "127.0.0.1"):
        r = warden("serve", "--host", host, "--no-token", "--port", "0")
        assert r.returncode == 1
        assert "always requires its token" in r.stderr


def test_page_is_served_with_a_strict_content_security_policy(client: TestClient) -> None:
    r = client.get("/")
    csp = r.headers["content-security-policy"]
    assert "script-src 'self'" in csp and "unsafe-inline" not in csp
    assert r.headers["x-content-type-options"] == "nosniff"
    assert auth.CSRF_COOKIE in r.headers["set-cookie"]
    assert client.get("/api/board").headers["content-security-policy"] == csp


def test_a_hook_answer_carries_the_page_s_security_headers_and_the_route_takes_posts_only(
        isolated_home: Path) -> None:
    """Hook requests are answered past the router, by the access layer: the same headers
    and refusals as every other route."""
    app = create_app(str(isolated_home), loopback=True, live=False)
    hook = {**JSON_HDR, "authorization": f"Bearer {auth.hook_token(str(isolated_home))}"}
    with TestClient(app, base_url="http://localhost:8765") as c:
        r = c.post("/hooks/claude-code", content=json.dumps(pre(SINGLE, "toolu_h1", "s-h1")), headers=hook)
        assert r.status_code == 200 and "script-src 'self'" in r.headers["content-security-policy"]
        assert r.headers["x-frame-options"] == "DENY"
        assert c.get("/hooks/claude-code", headers=hook).status_code == 405
        assert c.post("/hooks/other", content=b"{}", headers=hook).status_code == 404
        assert c.post("/hooks/claude-code", content=b"{}", headers={**hook, "content-length": "x"}).status_code == 400


def test_the_store_is_open_before_the_first_request(isolated_home: Path) -> None:
    app = create_app(str(isolated_home), loopback=True)
    with TestClient(app, base_url="http://localhost:8765"):
        assert app.state.live._writer is not None  # opened in the lifespan, not beside a request


def test_a_store_slow_to_open_does_not_keep_hooks_from_being_served(isolated_home: Path,
                                                                    monkeypatch: Any) -> None:
    import threading
    import time

    from warden.board import app as board_app
    from warden.board.live import Live

    release = threading.Event()
    monkeypatch.setattr(board_app, "PREPARE_WAIT", 0.2)
    monkeypatch.setattr(Live, "prepare", lambda self: release.wait(10))  # a database that does not answer
    app = create_app(str(isolated_home), loopback=True)
    hook = {**JSON_HDR, "authorization": f"Bearer {auth.hook_token(str(isolated_home))}"}
    started = time.monotonic()
    try:
        with TestClient(app, base_url="http://localhost:8765") as c:
            r = c.post("/hooks/claude-code", content=json.dumps(pre(SINGLE, "toolu_s1", "s-s1")), headers=hook)
            assert r.status_code == 200 and time.monotonic() - started < 5
    finally:
        release.set()


def test_the_headers_are_read_by_name_in_any_case_the_first_of_a_repeated_one(isolated_home: Path,
                                                                              monkeypatch: Any) -> None:
    # Access decodes only the headers it and the hook read: as bytes, lowercased when the
    # server kept their case, the first of a repeated name (as Starlette reads them)
    import asyncio

    from warden.board import api

    app = create_app(str(isolated_home), loopback=True, live=False)
    hook = auth.hook_token(str(isolated_home))
    seen: dict[str, str] = {}

    async def serve(scope: Any, receive: Any, send: Any, headers: dict[str, str], *_: Any) -> None:
        seen.update(headers)
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await send({"type": "http.response.body", "body": b""})

    monkeypatch.setattr(api.hook, "serve", serve)

    def status(headers: list[tuple[bytes, bytes]]) -> int:
        got: list[int] = []

        async def receive() -> Any:
            return {"type": "http.request", "body": b"{}", "more_body": False}

        async def send(message: Any) -> None:
            if message["type"] == "http.response.start":
                got.append(message["status"])

        scope = {"type": "http", "http_version": "1.1", "method": "POST", "scheme": "http", "path": "/hooks/claude-code",
                 "raw_path": b"/hooks/claude-code", "query_string": b"", "root_path": "", "headers": headers,
                 "client": ("127.0.0.1", 1), "server": ("127.0.0.1", 8765)}
        asyncio.run(app(scope, receive, send))
        return got[0]

    assert status([(b"Host", b"localhost:8765"), (b"X-Other", b"\xff\xfe"), (b"AUTHORIZATION", f"Bearer {hook}".encode()),
                   (b"authorization", b"Bearer wrong"), (b"X-Warden-Session", b"s\xe9"), (b"x-warden-session", b"later"),
                   (b"Content-Length", b"2")]) == 200
    assert seen == {"host": "localhost:8765", "authorization": f"Bearer {hook}", "x-warden-session": "s\xe9",
                    "content-length": "2"}
    assert status([(b"host", b"localhost:8765"), (b"authorization", b"Bearer wrong"),
                   (b"Authorization", f"Bearer {hook}".encode())]) == 401
    assert status([(b"HOST", b"evil.example"), (b"authorization", f"Bearer {hook}".encode())]) == 403
