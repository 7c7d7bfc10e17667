"""The event stream of a real `warden serve`: a question a hook records shows up live."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from typing import Any

import httpx

from tests.payloads import SINGLE, post, pre, run_hook, warden


def sse(lines: Iterator[str]) -> Iterator[tuple[str, Any]]:
    name, data = None, []
    for line in lines:
        if line.startswith("event: "):
            name = line[7:]
        elif line.startswith("data: "):
            data.append(line[6:])
        elif line == "" and name:
            yield name, json.loads("".join(data))
            name, data = None, []


def next_matching(events: Iterator[tuple[str, Any]], pred: Any, timeout: float = 20) -> Any:
    end = time.monotonic() + timeout
    for name, data in events:
        if pred(name, data):
            return data
        assert time.monotonic() < end, "no matching event in time"
    raise AssertionError("stream ended")


def test_stream_shows_a_hook_question_then_its_verification(server: Any) -> None:
    board = server()
    with httpx.stream("GET", board.url + "/api/stream?session=sess-1", timeout=30, headers=board.headers) as r:
        assert r.status_code == 200
        assert r.headers["content-type"].startswith("text/event-stream")
        events = sse(r.iter_lines())
        first = next_matching(events, lambda n, d: n == "board")
        assert first["pending"] == 0
        t0 = time.monotonic()
        assert run_hook(pre(SINGLE)).returncode == 0
        b = next_matching(events, lambda n, d: n == "board" and d["pending"] == 1)
        assert b["sessions"][0]["display_state"] == "waiting"
        print(f"question on the stream {1000 * (time.monotonic() - t0):.0f} ms after the hook started")
        d = next_matching(events, lambda n, d: n == "session" and d["pending"])
        qid = d["pending"][0]["id"]
        assert warden("answer", str(qid), "2").returncode == 0  # the CLI writes; the board sees it
        next_matching(events, lambda n, d: n == "session" and d["pending"] and d["pending"][0]["status"] == "answered")
        run_hook(post({SINGLE[0]["question"]: "SQLite"}))
        d = next_matching(events, lambda n, d: n == "session" and d["history"]
                          and d["history"][0]["status"] in ("verified", "keyboard", "mismatch"))
        # the CLI's answer was never delivered by the hook here, so the keyboard got there first
        assert d["history"][0]["status"] == "keyboard"


def test_closing_the_live_loop_waits_for_a_step_still_running(isolated_home: Any) -> None:
    """Cancelling the loop's task leaves its step running in a thread; closing the store under
    that step's query crashed the process. Close waits for the step, then closes."""
    import threading

    from warden.board.live import Live

    live = Live(str(isolated_home))
    live.prepare()  # the store is open
    inside, finish, seen = threading.Event(), threading.Event(), []
    real = live._step

    def slow_step() -> bool:
        inside.set()
        finish.wait(5)
        seen.append(live._writer is not None)  # still open while the step runs
        return real()

    live._step = slow_step  # type: ignore[method-assign]
    stepping = threading.Thread(target=live.step)
    stepping.start()
    assert inside.wait(5)
    closing = threading.Thread(target=live.close)
    closing.start()
    time.sleep(0.2)
    assert closing.is_alive()  # waiting for the step
    finish.set()
    stepping.join(5)
    closing.join(5)
    assert not closing.is_alive() and seen == [True] and live._writer is None
