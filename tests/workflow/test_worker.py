"""The detached worker: announcing an ended queue (event log, notification channels),
deciding after a Stop, and the guards around a decision."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, HTTPServer
from pathlib import Path
from typing import Any

import pytest

from tests.payloads import base
from warden.workflow import queue as q
from warden.workflow import worker as w
from warden.store import Store, dumps

SID = "sess-k"


@pytest.fixture
def store(isolated_home: Path) -> Store:
    isolated_home.mkdir(parents=True, exist_ok=True)
    s = Store(isolated_home / "warden.db")
    s.upsert_session(SID, name="api", managed=1, tmux_pane="%3", tmux_socket="/tmp/warden-none/sock", profile="p")
    yield s
    s.close()


def profile(home: Path, text: str) -> None:
    (home / "config.toml").write_text("[profiles.p]\nchain = [\"human\"]\n" + text)


def stop_event(store: Store, message: str) -> int:
    p = base("Stop", SID, stop_hook_active=False, last_assistant_message=message)
    return store.add_event(dumps(p), p)


def run_queue(store: Store, cmds: list[str], by: str = "human:cli") -> int:
    qid = q.start(store, SID, cmds, by)
    for n, _ in enumerate(cmds):
        c = q.claim(store, qid)
        q.mark_typed(store, c["id"])
        ev = q.Event("Stop", SID, message=f"result {n + 1}", event_id=stop_event(store, f"result {n + 1}"))
        q.on_event(store, ev)
    return qid


def test_announce_tells_the_event_log_and_the_channels(store: Store, isolated_home: Path) -> None:
    got: list[Any] = []

    class H(BaseHTTPRequestHandler):
        def do_POST(self) -> None:  # noqa: N802
            got.append(json.loads(self.rfile.read(int(self.headers["Content-Length"]))))
            self.send_response(200)
            self.end_headers()

        def log_message(self, *a: Any) -> None:
            pass

    srv = HTTPServer(("127.0.0.1", 0), H)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    profile(isolated_home, f'notify = ["json://127.0.0.1:{srv.server_address[1]}/"]\n')
    try:
        qid = run_queue(store, ["/gsd:a", "/gsd:b"])
        assert w.run_next(store, qid) == f"queue #{qid} done (2/2 commands done)"
        assert w.run_next(store, qid) == f"queue #{qid}: nothing to announce"  # once only
    finally:
        srv.shutdown()
    ev = store.events(event="WardenQueue")[0]
    assert ev["note"] == f"queue #{qid} done (2/2 commands done)"
    assert json.loads(ev["payload"])["report"]["commands"][1]["result"] == "result 2"
    assert got and got[0]["title"] == f"warden: api: queue #{qid} done (2/2 commands done)"
    assert "2. /gsd:b — done: result 2" in got[0]["message"]


def test_decide_after_stop_starts_the_brains_queue(store: Store, isolated_home: Path) -> None:
    profile(isolated_home, 'workflow = "suggested"\n')
    eid = stop_event(store, "Next: `/clear`, then `/gsd:plan-phase 4`.")
    out = w.decide(store, eid)
    # the pane is not there: the queue started, then could not type, and says so
    assert out.startswith("queue #1 failed (0/2 commands done): could not type /clear")
    rep = q.report(store, 1)
    assert rep["started_by"] == "brain:suggested"
    assert [c["command"] for c in rep["commands"]] == ["/clear", "/gsd:plan-phase 4"]


def test_decide_drops_a_plan_when_the_session_moved_on(store: Store, isolated_home: Path) -> None:
    profile(isolated_home, 'workflow = "suggested"\n')
    eid = stop_event(store, "Next: /clear")
    p = base("UserPromptSubmit", SID, prompt="I'll do it myself")
    store.add_event(dumps(p), p)
    assert "moved on" in w.decide(store, eid)
    assert store.count("queues") == 0


def test_decide_with_no_brain_or_nothing_suggested(store: Store, isolated_home: Path) -> None:
    profile(isolated_home, "")
    assert w.decide(store, stop_event(store, "Next: /clear")) == "no workflow brain"
    profile(isolated_home, 'workflow = "suggested"\n')
    assert w.decide(store, stop_event(store, "All done.")).startswith("suggested: no commands")


def test_max_rounds_stops_a_loop(store: Store, isolated_home: Path) -> None:
    profile(isolated_home, 'workflow = "suggested"\nmax_rounds = 2\n')
    run_queue(store, ["/gsd:a"], by="brain:suggested")
    run_queue(store, ["/gsd:a"], by="brain:suggested")
    assert w.decide(store, stop_event(store, "Next: /gsd:a")) == "max_rounds reached"
    note = store.events(event="WardenQueue")[-1]["note"]
    assert "started 2 queues in a row; warden stops here (max_rounds = 2)" in note


def test_idle_box() -> None:
    rule = "─" * 40
    idle = f"● Done.\n{rule}\n❯ \n{rule}\n  ⏵⏵ bypass permissions on (shift+tab to cycle)"
    assert w.idle_box(idle)
    assert not w.idle_box(idle.replace("(shift+tab to cycle)", "(shift+tab to cycle) · esc to interrupt"))
    assert not w.idle_box(idle.replace("❯ ", "❯ half-typed"))
    assert not w.idle_box("Enter to select · ↑/↓ to navigate · Esc to cancel")
