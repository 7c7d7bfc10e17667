"""The board with a busy person's store: 200 sessions and 5,000 decisions
(``warden.sandbox.board_fill``) behind a real ``warden serve``.

Measures, medians of --repeat:
  * the board's JSON (``GET /api/board``) and the stats (``GET /api/stats``): server time
    as the client sees it, and bytes;
  * the page's first render in Debian's chromium (Playwright): from navigating to the
    login link until every session card is on the page and the stream is live;
  * an update: one session's state and last message change in the store (another
    process's commit, as a hook's would be); the time until the event stream carries it
    (a raw SSE client with ``?delta=1``, as the page asks) and its bytes, beside the whole
    board's bytes (what a stream without deltas sends again); and the time until the
    page shows it (the card's text changed).

    .venv/bin/python bench/board_bench.py [--sessions 200] [--decisions 5000] [--repeat 15]
"""

from __future__ import annotations

import argparse
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import httpx

from warden.sandbox.board_fill import fill
from warden.store import open_home

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"]


def serve(home: Path) -> tuple[subprocess.Popen[str], str, str]:
    """``warden serve`` on ``home``: (process, url, login link)."""
    proc = subprocess.Popen([sys.executable, "-m", "warden", "serve", "--port", "0"], stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True, env={**os.environ, "WARDEN_HOME": str(home)})
    assert proc.stdout is not None
    url = login = ""
    for _ in range(20):
        line = proc.stdout.readline()
        m = re.search(r"warden board: (http://\S+?)/\s", line)
        if m:
            url = m.group(1)
        m = re.search(r"/\?token=(\S+)", line)
        if m:
            login = f"{url}/?token={m.group(1)}"
        if url and login:
            break
    if not (url and login):
        proc.kill()
        raise SystemExit("warden serve did not start")
    threading.Thread(target=lambda: [None for _ in proc.stdout], daemon=True).start()  # type: ignore[union-attr]
    for _ in range(200):
        try:
            httpx.get(url + "/api/info", timeout=1)
            return proc, url, login
        except httpx.HTTPError:
            time.sleep(0.05)
    raise SystemExit("warden serve did not answer")


def med(xs: list[float]) -> str:
    return f"{statistics.median(xs) * 1000:.1f} ms"


def first_then(xs: list[float]) -> str:
    """The first request (nothing cached) and the median of the rest."""
    return f"first {xs[0] * 1000:.1f} ms, then median {med(xs[1:])}"


def get(url: str, token: str, path: str, repeat: int) -> tuple[list[float], int]:
    h = {"authorization": f"Bearer {token}"}
    times, size = [], 0
    with httpx.Client(headers=h, timeout=60) as c:
        for _ in range(repeat):
            t0 = time.perf_counter()
            r = c.get(url + path)
            times.append(time.perf_counter() - t0)
            r.raise_for_status()
            size = len(r.content)
    return times, size


class SSE:
    """A raw event-stream client: each event with the time it arrived."""

    def __init__(self, url: str, token: str):
        self.events: list[tuple[float, str, int]] = []
        self.cond = threading.Condition()
        self.thread = threading.Thread(target=self._run, args=(url, token), daemon=True)
        self.thread.start()

    def _run(self, url: str, token: str) -> None:
        with httpx.stream("GET", url + "/api/stream?delta=1", headers={"authorization": f"Bearer {token}"},
                          timeout=None) as r:
            name, size = "", 0
            for line in r.iter_lines():
                if line.startswith("event: "):
                    name = line[7:]
                elif line.startswith("data: "):
                    size = len(line[6:].encode())
                elif line == "" and name:
                    with self.cond:
                        self.events.append((time.perf_counter(), name, size))
                        self.cond.notify_all()
                    name = ""

    def wait(self, n: int, timeout: float = 30) -> tuple[float, str, int]:
        with self.cond:
            if not self.cond.wait_for(lambda: len(self.events) >= n, timeout):
                raise SystemExit(f"no event #{n} on the stream")
            return self.events[n - 1]


def change(home: Path, sid: str, text: str) -> float:
    """One session's last message, as a Stop hook's ingestion writes it; returns when it
    committed. It waits a random moment first, so changes do not fall in step with the
    board's look at the store (every 0.1 s) and the figure is that of a change at any time."""
    time.sleep(random.uniform(0.05, 0.25))
    store = open_home(str(home))
    try:
        store.set_session_state(sid, "stopped", last_message=text)
        return time.perf_counter()
    finally:
        store.close()


def build_cost(home: Path, repeat: int) -> list[float]:
    """What one update costs the server, whatever the number of pages watching: the
    board read from the store and cut into entries (``warden.board.stream.Board``)."""
    from warden.board import stream, views

    out = []
    for i in range(repeat):
        store = open_home(str(home))
        try:
            t0 = time.perf_counter()
            stream.Board(i, views.board(store))
            out.append(time.perf_counter() - t0)
        finally:
            store.close()
    return out


def browser_figures(login: str, home: Path, ids: list[str], sessions: int, repeat: int) -> dict[str, list[float]]:
    from playwright.sync_api import sync_playwright

    out: dict[str, list[float]] = {"first render": [], "update shown": []}
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        warm = b.new_context()
        warm.new_page().goto(login)  # the login sets the cookie; the first visit warms the server
        warm.close()
        for _ in range(repeat):
            ctx = b.new_context(viewport={"width": 1100, "height": 1000})
            page = ctx.new_page()
            t0 = time.perf_counter()
            page.goto(login)
            page.wait_for_function(f"document.querySelectorAll('a.session-card').length >= {sessions} && "
                                   "document.getElementById('conn').dataset.state === 'live'", timeout=60000)
            out["first render"].append(time.perf_counter() - t0)
            ctx.close()
        ctx = b.new_context(viewport={"width": 1100, "height": 1000})
        page = ctx.new_page()
        page.goto(login)
        page.wait_for_function(f"document.querySelectorAll('a.session-card').length >= {sessions}", timeout=60000)
        for i in range(repeat):
            sid, text = ids[i % len(ids)], f"page update {i}"
            committed = change(home, sid, text)
            page.wait_for_function("([sid, t]) => { const c = document.querySelector(`a.session-card[data-session=\"${sid}\"]`);"
                                   " return c && c.textContent.includes(t); }", arg=[sid, text], timeout=30000)
            out["update shown"].append(time.perf_counter() - committed)
        ctx.close()
        b.close()
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sessions", type=int, default=200)
    ap.add_argument("--decisions", type=int, default=5000)
    ap.add_argument("--repeat", type=int, default=15, help="at least 2")
    a = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="warden-board-bench-") as tmp:
        home = Path(tmp) / "home"
        home.mkdir()
        t0 = time.perf_counter()
        store = open_home(str(home))
        ids = fill(store, sessions=a.sessions, decisions=a.decisions)
        store.close()
        print(f"store: {a.sessions} sessions, {a.decisions} decisions (filled in {time.perf_counter() - t0:.1f} s)")
        proc, url, login = serve(home)
        token = login.split("?token=", 1)[1]
        try:
            times, size = get(url, token, "/api/board", a.repeat)
            print(f"GET /api/board          {first_then(times)}, {size:,} bytes")
            times, size = get(url, token, "/api/stats?hours=24", a.repeat)
            print(f"GET /api/stats?hours=24 {first_then(times)}, {size:,} bytes")
            times, size = get(url, token, "/api/stats/by_decider.svg?hours=24", a.repeat)
            print(f"GET a stats chart (SVG) {first_then(times)}, {size:,} bytes")

            sse = SSE(url, token)
            _, name, board_bytes = sse.wait(1)
            assert name == "board", name
            lat, sizes = [], []
            for i in range(a.repeat):
                committed = change(home, ids[i % len(ids)], f"update {i}")
                arrived, name, size = sse.wait(2 + i)
                assert name == "board-delta", name
                lat.append(arrived - committed)
                sizes.append(size)
            print(f"SSE: first event (the whole board) {board_bytes:,} bytes; an update (one session changed): "
                  f"median {med(lat)} from the commit to the event, {int(statistics.median(sizes)):,} bytes")
            print(f"  the server's work per update (the board read and cut into entries, once for every stream): "
                  f"median {med(build_cost(home, a.repeat))}")
            if os.path.exists(CHROMIUM):
                try:
                    figs = browser_figures(login, home, ids, a.sessions, max(3, a.repeat // 3))
                except ImportError:
                    print("page: playwright is not installed (scripts/setup installs it)")
                else:
                    print(f"page: first render (login link to {a.sessions} cards, stream live) median "
                          f"{med(figs['first render'])}; an update shown on the page median {med(figs['update shown'])} "
                          "from the commit")
            else:
                print(f"page: no {CHROMIUM}")
        finally:
            proc.terminate()
            proc.wait(10)


if __name__ == "__main__":
    main()
