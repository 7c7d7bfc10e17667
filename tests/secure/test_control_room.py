"""The control room and the fleet, probed as an attacker would: a session id that would be
read as a flag, a machine's queue or session taking over this host's by name, names with
escape sequences reaching a terminal, a websocket past the access checks."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from warden.record.ingest import open_store

EVIL_ID = "--settings=evil.json"
ESC_NAME = "\x1b]52;c;cm0gLXJmIH4=\x07proj\x1b[2J"


def test_a_session_id_that_is_no_claude_session_id_is_never_resumed(isolated_home: Path) -> None:
    from warden.claude import NotASessionId, resume_args
    from warden.control.target import ControlError
    from warden.control.tui import resume

    assert resume_args("0b6f3a1e-5c2d-4e8f-9a7b-1c2d3e4f5a6b") == ["--resume", "0b6f3a1e-5c2d-4e8f-9a7b-1c2d3e4f5a6b"]
    for bad in (EVIL_ID, "-x", "", "a b", "x;rm", "é", "a" * 129, None, 7):
        with pytest.raises(NotASessionId):
            resume_args(bad)
    store = open_store(str(isolated_home))
    try:
        store.upsert_session(EVIL_ID, name="victim", cwd="/tmp", managed=1)
        store.set_session_state(EVIL_ID, "ended")
        with pytest.raises(ControlError, match="not a Claude Code session id"):
            resume(store, store.session(EVIL_ID), None)
    finally:
        store.close()


def test_a_machines_queue_is_never_this_hosts_by_name(isolated_home: Path) -> None:
    from warden.store import queues
    from warden.workflow.queue import find_active

    store = open_store(str(isolated_home))
    try:
        store.upsert_session("m-2222", name="proj", managed=1)
        mirrored = queues.create(store, store.session("m-2222"), "human:web", "", [("/noop", "Stop", None)],
                                 origin="m1/5")
        assert store.session("m-2222")["tmux_pane"] is None
        assert find_active(store, "local-1111", None, None, "proj") is None  # the local session's hook
        assert find_active(store, "m-2222")["id"] == mirrored  # its own session still finds it
        store.upsert_session("local-1111", name="proj", managed=1, tmux_pane="%1", tmux_socket="/tmp/s")
        local = queues.create(store, store.session("local-1111"), "human:cli", "", [("/clear", "SessionStart", "clear")])
        assert find_active(store, None, None, None, "proj")["id"] == local
    finally:
        store.close()


def test_a_machines_session_does_not_take_over_a_local_name(isolated_home: Path) -> None:
    store = open_store(str(isolated_home))
    try:
        store.upsert_session("local-1111", name="proj", managed=1)
        assert store.mirror_session("m1", "x-remote", {"name": "proj", "updated_at": 9e12, "created_at": 9e12})
        row = store.session("x-remote")
        assert row["updated_at"] <= time.time() and row["created_at"] <= time.time()  # its clock is not ours
        assert store.resolve_session("proj") == "local-1111"
    finally:
        store.close()


def test_a_sessions_name_reaches_the_terminal_without_its_escapes(isolated_home: Path) -> None:
    from warden.control.target import resolve

    store = open_store(str(isolated_home))
    try:
        store.upsert_session("s-1", name=ESC_NAME, managed=1)
        label = resolve(store, "s-1").label
    finally:
        store.close()
    assert "\x1b" not in label and "\x07" not in label and "proj" in label


def test_a_websocket_is_closed_before_any_route(isolated_home: Path) -> None:
    from starlette.websockets import WebSocketDisconnect

    from warden.board.app import create_app

    with TestClient(create_app(str(isolated_home), live=False)) as client:
        with pytest.raises(WebSocketDisconnect) as e:
            with client.websocket_connect("/api/stream"):
                pass
    assert e.value.code == 1008
