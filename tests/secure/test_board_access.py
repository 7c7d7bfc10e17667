"""The board's access model against a local attacker (issue "Secure and lossless by
default": findings 1, 8, 11 and the hook credential of 12). Each test reproduces the
attack of the probe and shows that it now fails safely."""

from __future__ import annotations

import json
import os
import socket
from pathlib import Path
from typing import Any

from starlette.testclient import TestClient

from tests.payloads import SINGLE, base, pre, run_hook
from warden.board import auth
from warden.board.app import create_app
from warden.record.ingest import open_store

JSON_HDR = {"content-type": "application/json"}


def own_socket(path: Path) -> socket.socket:
    """A unix socket of this user's at ``path`` (warden records only such tmux sockets)."""
    s = socket.socket(socket.AF_UNIX)
    s.bind(str(path))
    return s


def managed_session(home: Path, pane: str = "%7") -> tuple[str, socket.socket]:
    home.mkdir(parents=True, exist_ok=True)
    sock = own_socket(home / "tmux-sock")
    env = {"WARDEN_SESSION": "victim", "TMUX_PANE": pane, "TMUX": f"{home}/tmux-sock,1,0"}
    assert run_hook(base("UserPromptSubmit", "sess-v", prompt="secret plans"), env=env).returncode == 0
    return str(home / "tmux-sock"), sock


def session_row(home: Path, sid: str = "sess-v") -> Any:
    store = open_store(str(home))
    try:
        return store.session(sid)
    finally:
        store.close()


def attacker(home: Path) -> TestClient:
    """A local process with no credential, on the default loopback board."""
    return TestClient(create_app(str(home), live=False), base_url="http://127.0.0.1:8765")


def test_unauthenticated_local_client_can_neither_repoint_nor_queue_nor_read(isolated_home: Path) -> None:
    sock_path, sock = managed_session(isolated_home)
    hijack = {**JSON_HDR, "x-warden-session": "victim", "x-warden-pane": "%66", "x-warden-tmux": "/tmp/evil,1,0"}
    with attacker(isolated_home) as c:
        r = c.post("/hooks/claude-code", headers=hijack, content=json.dumps(base("Stop", "sess-v")))
        assert r.status_code == 401
        r = c.post("/api/sessions/victim/queue", headers=JSON_HDR, content=json.dumps({"commands": ["/evil"]}))
        assert r.status_code == 401
        assert c.get("/api/sessions/sess-v/events").status_code == 401
        assert c.get("/api/questions").status_code == 401
        assert c.post("/api/questions/1/answer", headers=JSON_HDR, content="{}").status_code == 401
    row = session_row(isolated_home)
    assert (row["tmux_pane"], row["tmux_socket"]) == ("%7", sock_path)
    sock.close()


def test_a_hook_request_never_repoints_a_session_it_did_not_start(isolated_home: Path) -> None:
    """Even holding the hook credential (it sits in sessions' environments), a request
    cannot move a known session's keystrokes to another pane or socket."""
    sock_path, sock = managed_session(isolated_home)
    evil = own_socket(isolated_home / "evil-sock")
    hook = {**JSON_HDR, "authorization": f"Bearer {auth.hook_token(str(isolated_home))}",
            "x-warden-session": "victim", "x-warden-pane": "%66", "x-warden-tmux": f"{isolated_home}/evil-sock,1,0"}
    with attacker(isolated_home) as c:
        for event in ("SessionStart", "UserPromptSubmit", "Stop"):
            assert c.post("/hooks/claude-code", headers=hook, content=json.dumps(base(event, "sess-v"))).status_code == 200
        # a session the request starts does get its pane
        assert c.post("/hooks/claude-code", headers=hook, content=json.dumps(base("SessionStart", "sess-new"))
                      ).status_code == 200
    row = session_row(isolated_home)
    assert (row["tmux_pane"], row["tmux_socket"]) == ("%7", sock_path)
    assert session_row(isolated_home, "sess-new")["tmux_pane"] == "%66"
    sock.close()
    evil.close()


def test_a_tmux_socket_of_another_user_is_never_recorded(isolated_home: Path) -> None:
    isolated_home.mkdir(parents=True, exist_ok=True)
    theirs = own_socket(isolated_home / "their-sock")
    os.chown(isolated_home / "their-sock", 4242, 4242)  # the suite runs as root (CI)
    env = {"TMUX_PANE": "%1", "TMUX": f"{isolated_home}/their-sock,1,0"}
    assert run_hook(base("UserPromptSubmit", "sess-o", prompt="hi"), env=env).returncode == 0
    row = session_row(isolated_home, "sess-o")
    assert row["tmux_pane"] is None and row["tmux_socket"] is None
    store = open_store(str(isolated_home))
    note = store.events("sess-o")[-1]["note"]
    store.close()
    assert "belongs to another user" in note
    from warden.errors import TmuxError
    from warden.tmux import Pane

    try:
        Pane("%1", f"{isolated_home}/their-sock")
        raise AssertionError("a pane on another user's socket was accepted")
    except TmuxError as e:
        assert "another user" in str(e)
    theirs.close()


def test_bodies_are_capped_before_they_are_read(isolated_home: Path) -> None:
    """A 60 MB hook POST was accepted (+250 MB store); the answer endpoint read the whole
    body before its 1 MB check. Both are refused from Content-Length now, and a chunked
    body is cut off as soon as it passes the limit."""
    run_hook(pre(SINGLE))
    token, _ = auth.board_token(str(isolated_home))
    hook = {**JSON_HDR, "authorization": f"Bearer {auth.hook_token(str(isolated_home))}"}
    api = {**JSON_HDR, "authorization": f"Bearer {token}"}
    with attacker(isolated_home) as c:
        big = b"x" * (auth.MAX_HOOK_BODY + 1)
        assert c.post("/hooks/claude-code", headers=hook, content=big).status_code == 413
        assert c.post("/api/questions/1/answer", headers=api, content=b"x" * (auth.MAX_API_BODY + 1)).status_code == 413

        sent = 0

        def chunks() -> Any:  # no Content-Length: the body arrives chunked
            nonlocal sent
            for _ in range(64):
                sent += 1 << 20
                yield b" " * (1 << 20)

        r = c.post("/api/questions/1/answer", headers=api, content=chunks())
        assert r.status_code == 413
        # a body within the limit still works
        ok = c.post("/api/questions/1/answer", headers=api,
                    content=json.dumps({"actions": [{"action": "select", "optionIndex": 0}]}))
        assert ok.status_code == 200, ok.text
    store = open_store(str(isolated_home))
    size = store.db.execute("SELECT sum(length(payload)) FROM events").fetchone()[0]
    store.close()
    assert size < 1 << 20


def test_bad_input_is_a_4xx_never_a_500(client: TestClient) -> None:
    run_hook(pre(SINGLE))
    huge = str(1 << 70)
    assert client.get(f"/api/questions/{huge}").status_code == 404
    assert client.post(f"/api/questions/{huge}/answer", headers=JSON_HDR, content="{}").status_code == 404
    assert client.get(f"/api/sessions/sess-1/events?after={huge}").status_code == 200
    assert client.get(f"/api/sessions/sess-1/events?after=-{huge}").status_code == 200
    nested = "[" * 100_000
    r = client.post("/api/questions/1/answer", headers=JSON_HDR, content=nested)
    assert r.status_code == 400 and "nested" in r.json()["error"]
    r = client.post("/api/sessions/sess-1/queue", headers=JSON_HDR, content=nested)
    assert r.status_code == 400
    r = client.post("/api/login", headers=JSON_HDR, content=nested)
    assert r.status_code in (401, 403)


def test_a_deeply_nested_payload_is_kept_and_never_breaks_a_reader(client: TestClient) -> None:
    deep = '{"session_id": "sess-d", "hook_event_name": "Stop", "x": ' + "[" * 100_000 + "]" * 100_000 + "}"
    assert run_hook(deep).returncode == 0
    from tests.payloads import warden

    r = warden("log", "--json")
    assert r.returncode == 0 and "nested too deeply" in r.stdout
    assert client.get("/api/board").status_code == 200
