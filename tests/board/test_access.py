"""Access to the board: the token (made once, kept hashed, 0600), bearer and cookie
checks on every API call and the event stream, the Host check, and CSRF."""

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


def token_app(home: Path) -> tuple[TestClient, str]:
    token = auth.ensure_token(str(home))
    assert token
    app = create_app(str(home), token_digest=auth.load_digest(str(home)), loopback=False, live=False)
    return TestClient(app, base_url="http://board.example:8765"), token


def test_token_is_made_once_kept_hashed_and_private(isolated_home: Path) -> None:
    token = auth.ensure_token(str(isolated_home))
    assert token and len(token) >= 24
    path = auth.token_path(str(isolated_home))
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert token not in path.read_text()  # only the hash is stored
    assert auth.ensure_token(str(isolated_home)) is None  # shown once
    again = auth.ensure_token(str(isolated_home), rotate=True)
    assert again and again != token
    assert auth.Guard(auth.load_digest(str(isolated_home)), False).token_ok(again)
    assert not auth.Guard(auth.load_digest(str(isolated_home)), False).token_ok(token)


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


def test_loopback_refuses_foreign_host_headers(client: TestClient) -> None:
    assert client.get("/api/board").status_code == 200
    assert client.get("/api/board", headers={"host": "127.0.0.1:8765"}).status_code == 200
    assert client.get("/api/board", headers={"host": "[::1]:8765"}).status_code == 200
    r = client.get("/api/board", headers={"host": "attacker.example"})  # DNS rebinding
    assert r.status_code == 403


def test_loopback_without_token_still_refuses_cross_site_posts(client: TestClient) -> None:
    run_hook(pre(SINGLE))
    # a page of another site: the browser adds its Origin
    r = client.post("/api/questions/1/answer", content=ANSWER,
                    headers={**JSON_HDR, "origin": "https://evil.example"})
    assert r.status_code == 403
    # a same-site browser request carrying cookies but no CSRF header
    client.get("/")
    r = client.post("/api/questions/1/answer", content=ANSWER, headers=JSON_HDR)
    assert r.status_code == 403
    # a script (no cookies, no Origin) may post on loopback
    client.cookies.clear()
    assert client.post("/api/questions/1/answer", content=ANSWER, headers=JSON_HDR).status_code == 200


def test_serve_beyond_loopback_requires_and_shows_the_token_once(server: Any, isolated_home: Path) -> None:
    first = server("--host", "0.0.0.0")
    banner = "".join(first.lines)
    assert "token (shown once" in banner
    token = next(line.split()[0] for line in first.lines[first.lines.index(
        next(x for x in first.lines if "token (shown once" in x)) + 1:][:1])
    local = first.url.replace("0.0.0.0", "127.0.0.1")
    assert httpx.get(local + "/api/board", timeout=10).status_code == 401
    assert httpx.get(local + "/api/board", headers={"authorization": f"Bearer {token}"}, timeout=10).status_code == 200
    with httpx.stream("GET", local + "/api/stream", timeout=10) as r:
        assert r.status_code == 401
    second = server("--host", "0.0.0.0")
    assert token not in "".join(second.lines)
    assert "token required" in "".join(second.lines)
    # plain http beyond loopback says what crosses the network in cleartext
    warning = [x for x in first.lines if "warning: plain http" in x]
    assert len(warning) == 1 and "cleartext" in warning[0] and "SSH tunnel" in warning[0]
    assert not any("warning: plain http" in x for x in server().lines)


def test_serve_refuses_no_token_beyond_loopback() -> None:
    from tests.payloads import warden

    r = warden("serve", "--host", "0.0.0.0", "--no-token", "--port", "0")
    assert r.returncode == 1
    assert "requires the token" in r.stderr


def test_page_is_served_with_a_strict_content_security_policy(client: TestClient) -> None:
    r = client.get("/")
    csp = r.headers["content-security-policy"]
    assert "script-src 'self'" in csp and "unsafe-inline" not in csp
    assert r.headers["x-content-type-options"] == "nosniff"
    assert auth.CSRF_COOKIE in r.headers["set-cookie"]
    assert client.get("/api/board").headers["content-security-policy"] == csp
