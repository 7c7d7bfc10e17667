"""Fixtures for the board: an in-process client, and a real `warden serve` process."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from starlette.testclient import TestClient

from tests.e2e.conftest import claude_bin, claude_session, pytest_runtest_makereport, scripted_server  # noqa: F401
from warden.board.app import create_app


def bearer(home: Path) -> dict[str, str]:
    """The board token of ``home`` as an API client sends it."""
    from warden.board.auth import board_token

    return {"authorization": f"Bearer {board_token(str(home))[0]}"}


@pytest.fixture
def client(isolated_home: Path) -> Iterator[TestClient]:
    """An API client holding the board token (every request needs it, loopback included)."""
    app = create_app(str(isolated_home), live=False)
    with TestClient(app, base_url="http://localhost", headers=bearer(isolated_home)) as c:
        yield c


class Served:
    def __init__(self, proc: subprocess.Popen[str], url: str, lines: list[str]):
        self.proc, self.url, self.lines = proc, url, lines
        link = next((x.strip() for x in lines if "/?token=" in x), "")
        self.token = link.split("/?token=", 1)[1] if link else ""
        self.login = f"{url}/?token={self.token}"  # the login link, on the address the test reaches
        self.headers = {"authorization": f"Bearer {self.token}"}

    @property
    def port(self) -> int:
        return int(self.url.rsplit(":", 1)[1].rstrip("/"))

    def get(self, path: str, **kw: Any) -> httpx.Response:
        return httpx.get(self.url + path, timeout=30, **{"headers": self.headers, **kw})


def start_server(*args: str, env: dict[str, str] | None = None, timeout: float = 30) -> Served:
    proc = subprocess.Popen([sys.executable, "-m", "warden", "serve", "--port", "0", *args],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                            env={**os.environ, **(env or {})})
    assert proc.stdout is not None
    lines: list[str] = []
    end = time.monotonic() + timeout
    url = None
    while time.monotonic() < end and url is None:
        line = proc.stdout.readline()
        if not line:
            break
        lines.append(line)
        m = re.search(r"warden board: (http://\S+?)/\s", line)
        if m:
            url = m.group(1)
    if url is None:
        proc.kill()
        raise AssertionError("warden serve did not start:\n" + "".join(lines))
    for _ in range(6):  # the rest of the banner
        if "http hooks:" in lines[-1]:
            break
        lines.append(proc.stdout.readline())
    served = Served(proc, url, lines)
    end = time.monotonic() + timeout
    while time.monotonic() < end:  # wait until uvicorn answers
        try:
            if httpx.get(url + "/api/info", timeout=2).status_code == 200:
                return served
        except httpx.HTTPError:
            pass
        time.sleep(0.05)
    proc.kill()
    raise AssertionError("warden serve never answered")


def stop_server(served: Served) -> None:
    served.proc.terminate()
    try:
        served.proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        served.proc.kill()
        served.proc.wait()


@pytest.fixture
def server() -> Iterator[Any]:
    started: list[Served] = []

    def start(*args: str, env: dict[str, str] | None = None) -> Served:
        s = start_server(*args, env=env)
        started.append(s)
        return s

    yield start
    for s in started:
        stop_server(s)
