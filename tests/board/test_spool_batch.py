"""`warden serve` writes what the hook requests of one event-loop step spool as one
append, and answers each request only once its event is in the spool; when that append
fails, each request fails open as the command hook does. Under concurrent sessions
nothing is lost or recorded twice."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.payloads import post, pre
from warden.capture import http as hooks
from warden.capture import spool
from warden.record.ingest import open_store

CONFIRM = [{"question": "Should I run the test suite before committing?", "header": "Tests", "multiSelect": False,
            "options": [{"label": "Yes, run the tests (Recommended)", "description": "make sure nothing broke"},
                        {"label": "No, commit now", "description": "skip them"}]}]
META = {"via": "http", "managed": "1", "name": "web", "profile": "p"}


def _spooled(home: Path) -> list[bytes]:
    try:
        data = (home / "spool").read_bytes()
    except FileNotFoundError:
        return []
    return [r.payload for r in spool.parse(data)[0]]


def test_requests_of_one_loop_step_are_spooled_in_one_append_each_answered_once_written(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    appends: list[int] = []
    real = spool.write

    def counted(home: str, records: bytes) -> int:
        appends.append(records.count(spool.MAGIC))
        return real(home, records)

    monkeypatch.setattr(spool, "write", counted)
    seen_when_answered: dict[int, list[bytes]] = {}

    async def go() -> None:
        appender = hooks.Appender(str(tmp_path))

        async def request(i: int) -> None:
            await appender.write([spool.encode(b"event-%d" % i, {"n": str(i)})])
            seen_when_answered[i] = _spooled(tmp_path)

        await asyncio.gather(*(request(i) for i in range(20)))
        await appender.write([spool.encode(b"a later step", {})])

    asyncio.run(go())
    assert appends == [20, 1]  # one append for the step's 20 requests, then one for the next step
    events = [b"event-%d" % i for i in range(20)]
    assert _spooled(tmp_path) == events + [b"a later step"]  # in the order they came
    assert all(b"event-%d" % i in got for i, got in seen_when_answered.items())
    assert len(seen_when_answered) == 20


def test_a_failed_append_fails_each_request_of_the_step_open(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (home / "config.toml").write_text("[profiles.p]\nbudget = 30\n")  # the default chain: policy answers
    (home / "spool").mkdir()  # the spool cannot be opened for writing: the step's append fails

    async def go() -> list[str | None]:
        appender = hooks.Appender(str(home))

        async def request(i: int) -> str | None:
            held: list[Any] = []
            out = hooks.start(str(home), json.dumps(pre(CONFIRM, f"toolu_{i}", f"s{i}")).encode(), dict(META), held)
            assert isinstance(out, str)  # decided on the loop, held until written
            return await hooks.written(held, out, appender)

        return await asyncio.gather(*(request(i) for i in range(3)))

    assert asyncio.run(go()) == [None, None, None]  # an empty 200: Claude Code shows its own dialog
    log = (home / "hook.log").read_text()
    assert log.count("hook failed, Claude Code continues unaffected") == 3


def test_an_answer_held_on_the_loop_is_in_the_spool_once_written(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (home / "config.toml").write_text("[profiles.p]\nbudget = 30\n")
    raw = json.dumps(pre(CONFIRM, "toolu_h", "s-h")).encode()

    async def go() -> str | None:
        held: list[Any] = []
        out = hooks.start(str(home), raw, dict(META), held)
        assert _spooled(home) == []  # held, not yet written
        return await hooks.written(held, out, hooks.Appender(str(home)))

    out = asyncio.run(go())
    assert out is not None and json.loads(out)["hookSpecificOutput"]["updatedInput"]["answers"]
    (record,) = spool.parse((home / "spool").read_bytes())[0]
    assert record.payload == raw and "decision" in record.meta  # the answer given is the answer recorded


def test_concurrent_sessions_lose_and_repeat_nothing(isolated_home: Path, server: Any) -> None:
    isolated_home.mkdir(parents=True, exist_ok=True)
    (isolated_home / "config.toml").write_text("[profiles.p]\nbudget = 30\n")
    s = server()
    sessions, rounds = 30, 3

    async def session(client: httpx.AsyncClient, n: int) -> None:
        headers = {"X-Warden-Session": f"c{n}", "X-Warden-Profile": "p", **s.headers}
        for r in range(rounds):
            tid = f"toolu_{n}_{r}"
            got = await client.post("/hooks/claude-code", json=pre(CONFIRM, tid, f"sess-{n}"), headers=headers)
            answers = got.json()["hookSpecificOutput"]["updatedInput"]["answers"]
            done = await client.post("/hooks/claude-code", json=post(answers, CONFIRM, tid, f"sess-{n}"),
                                     headers=headers)
            assert done.status_code == 200

    async def go() -> None:
        limits = httpx.Limits(max_connections=sessions)
        async with httpx.AsyncClient(base_url=s.url, timeout=30, limits=limits) as client:
            await asyncio.gather(*(session(client, n) for n in range(sessions)))

    asyncio.run(go())
    store = open_store(str(isolated_home))
    try:
        questions = store.db.all("SELECT tool_use_id, status FROM questions")
        events = store.db.value("SELECT count(*) FROM events WHERE event IN ('PreToolUse', 'PostToolUse')")
    finally:
        store.close()
    assert sorted(q["tool_use_id"] for q in questions) == sorted(
        f"toolu_{n}_{r}" for n in range(sessions) for r in range(rounds))
    assert {q["status"] for q in questions} == {"verified"}
    assert events == 2 * sessions * rounds
