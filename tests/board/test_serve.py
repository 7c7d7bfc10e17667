"""How `warden serve` spends its work: hook requests answer and spool; a process of its
own (the ingester) records what was spooled; several workers share the port; the policy
answers inline without the request draining the spool."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.payloads import base
from warden.record.ingest import open_store

CONFIRM = [{"question": "Should I run the test suite before committing?", "header": "Tests", "multiSelect": False,
            "options": [{"label": "Yes, run the tests (Recommended)", "description": "make sure nothing broke"},
                        {"label": "No, commit now", "description": "skip them"}]}]


def _post(served: Any, payload: dict[str, Any], session: str = "api") -> httpx.Response:
    return httpx.post(served.url + "/hooks/claude-code", json=payload, timeout=30,
                      headers={"X-Warden-Session": session, "X-Warden-Profile": "p", **served.headers})


def _children(pid: int) -> list[int]:
    out = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        out += [int(c) for c in (task / "children").read_text().split()]
    return out


def _cmdline(pid: int) -> str:
    return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()


def _wait(fn: Any, timeout: float = 30) -> Any:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        v = fn()
        if v:
            return v
        time.sleep(0.05)
    raise AssertionError("timed out")


def test_the_policy_answers_inline_and_the_ingester_records_it(isolated_home: Path, server: Any) -> None:
    isolated_home.mkdir(parents=True, exist_ok=True)
    (isolated_home / "config.toml").write_text("[profiles.p]\nbudget = 30\n")  # the default chain: policy, human
    s = server()
    pre = base("PreToolUse", tool_name="AskUserQuestion", tool_input={"questions": CONFIRM}, tool_use_id="toolu_9")
    r = _post(s, pre)
    out = r.json()["hookSpecificOutput"]
    assert out["updatedInput"]["answers"] == {CONFIRM[0]["question"]: "Yes, run the tests (Recommended)"}

    def recorded() -> Any:
        store = open_store(str(isolated_home))
        try:
            q = store.question_by_tool_use("toolu_9")
            return q is not None and (dict(q), [dict(a) for a in store.answers(q["id"])],
                                      [dict(t) for t in store.traces(q["id"])])
        finally:
            store.close()

    q, answers, trace = _wait(recorded)
    # decided before the question was shown: no hook ever waited on it in the store
    assert q["status"] == "delivered" and q["hook_until"] is None
    assert [(a["decided_by"], a["delivery"]) for a in answers] == [("policy", "hook")]
    assert [(t["answerer"], t["outcome"]) for t in trace] == [("policy", "decided")]
    ingesters = [p for p in _children(s.proc.pid) if "warden.board.ingester" in _cmdline(p)]
    assert len(ingesters) == 1
    assert os.getpriority(os.PRIO_PROCESS, ingesters[0]) > os.getpriority(os.PRIO_PROCESS, s.proc.pid)


def test_workers_share_the_port_and_the_ingester_ends_with_the_server(isolated_home: Path, server: Any) -> None:
    from tests.board.conftest import stop_server

    s = server("--workers", "2")
    kids = _children(s.proc.pid)
    assert len([p for p in kids if "warden.board.ingester" in _cmdline(p)]) == 1
    assert len([p for p in kids if "warden.board.ingester" not in _cmdline(p)]) == 1  # the second worker
    for n in range(20):
        assert _post(s, base("Stop", session=f"s{n}"), session=f"w{n}").status_code == 200

    def all_recorded() -> bool:
        store = open_store(str(isolated_home))
        try:
            return len(store.sessions()) == 20
        finally:
            store.close()

    _wait(all_recorded)
    stop_server(s)
    for pid in kids:
        assert _wait(lambda pid=pid: not Path(f"/proc/{pid}").exists() or "Z" in
                     Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0], 15)
