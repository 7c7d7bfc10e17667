"""Several `warden serve` on one PostgreSQL database, one per machine (each its own
WARDEN_HOME: its own spool, its own hooks): they work together through the database,
woken by LISTEN/NOTIFY, with nothing held only in one process."""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any

import httpx

from tests.board.test_live import next_matching, sse
from tests.payloads import SINGLE, pre, run_hook


def test_a_hook_on_one_machine_is_answered_on_the_board_of_another(pg_cluster: Any, server: Any,
                                                                      tmp_path: Path) -> None:
    url = pg_cluster.new_database(tcp=True)
    homes = {m: tmp_path / f"machine-{m}" for m in "ab"}
    for h in homes.values():
        h.mkdir()
        (h / "config.toml").write_text('[profiles.wait]\nchain = ["human"]\nbudget = 40\n')
    a = server(env={"WARDEN_HOME": str(homes["a"]), "WARDEN_DB": url})
    b = server(env={"WARDEN_HOME": str(homes["b"]), "WARDEN_DB": url})
    hook: dict[str, Any] = {}

    def ask() -> None:  # a managed session on machine a; its person answers wherever they are
        hook["result"] = run_hook(pre(SINGLE), {"WARDEN_HOME": str(homes["a"]), "WARDEN_DB": url,
                                                "WARDEN_SESSION": "api", "WARDEN_PROFILE": "wait"})
        hook["done"] = time.monotonic()

    with httpx.stream("GET", b.url + "/api/stream?session=sess-1", timeout=60, headers=b.headers) as r:
        events = sse(r.iter_lines())
        next_matching(events, lambda n, d: n == "board")
        t = threading.Thread(target=ask)
        t.start()
        # machine b's spool is empty: its stream wakes on machine a's commits
        d = next_matching(events, lambda n, d: n == "session" and d["pending"], timeout=30)
        q = d["pending"][0]
        assert q["hook_waiting"] is True
        answered = time.monotonic()
        resp = httpx.post(f"{b.url}/api/questions/{q['id']}/answer", json={"choices": ["2"]}, timeout=30,
                          headers=b.headers)
        assert resp.status_code == 200, resp.text
        assert resp.json()["hook_waiting"] is True
        t.join(60)
        res = hook["result"]
        assert res.returncode == 0 and res.json["hookSpecificOutput"]["updatedInput"]["answers"] == {
            SINGLE[0]["question"]: "SQLite"}
        # the hook waited on NOTIFY, not on a poll of its own
        assert hook["done"] - answered < 5
        d = next_matching(events, lambda n, d: n == "session" and d["pending"]
                          and d["pending"][0]["status"] == "delivered", timeout=30)
        assert d["pending"][0]["answers"][-1]["delivery"] == "hook"
    # machine a's board reads the same store
    qa = httpx.get(f"{a.url}/api/questions/{q['id']}", timeout=30, headers=a.headers).json()
    assert qa["status"] == "delivered" and qa["answers"][-1]["decided_by"] == "human:web"
