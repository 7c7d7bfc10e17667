"""Fixtures for fleets: a server (`warden serve` over a store of its own) and machines
(each its own WARDEN_HOME, its own SQLite store and spool, its own `warden relay`)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.board.conftest import Served, start_server, stop_server
from tests.e2e.conftest import claude_bin, claude_session, pytest_runtest_makereport, scripted_server  # noqa: F401
from warden.record.ingest import open_store


def warden(*args: str, env: dict[str, str], timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "warden", *args], capture_output=True, text=True, timeout=timeout,
                          env={**os.environ, **env})


class Machine:
    """A machine: its home, and its relay once started."""

    def __init__(self, name: str, home: Path, token: str):
        self.name, self.home, self.token = name, home, token
        self.relay: subprocess.Popen[str] | None = None
        self.log = home.parent / f"relay-{name}.log"

    @property
    def env(self) -> dict[str, str]:
        return {"WARDEN_HOME": str(self.home), "WARDEN_DB": ""}

    def start_relay(self, url: str, *prefix: str) -> None:
        env = {k: v for k, v in os.environ.items() if k != "WARDEN_DB"}
        env["WARDEN_HOME"] = str(self.home)
        out = open(self.log, "a")
        self.relay = subprocess.Popen([*prefix, sys.executable, "-m", "warden", "relay", "--server", url, "--token",
                                       self.token], stdout=out, stderr=subprocess.STDOUT, text=True, env=env,
                                      start_new_session=True)

    def stop_relay(self, sig: int = signal.SIGTERM) -> None:
        if self.relay is not None and self.relay.poll() is None:
            os.killpg(self.relay.pid, sig)
            try:
                self.relay.wait(15)
            except subprocess.TimeoutExpired:
                os.killpg(self.relay.pid, signal.SIGKILL)
                self.relay.wait()
        self.relay = None

    def store(self) -> Any:
        return open_store(str(self.home))

    def relay_log(self) -> str:
        return self.log.read_text() if self.log.exists() else ""


class Fleet:
    def __init__(self, root: Path, db: str, server_env: dict[str, str]):
        self.root, self.db, self.server_env = root, db, server_env
        self.server: Served | None = None
        self.machines: list[Machine] = []

    def serve(self, *args: str) -> Served:
        self.server = start_server(*args, env=self.server_env)
        return self.server

    def add_machine(self, name: str, profile: str = '[profiles.t]\nchain = ["human"]\nbudget = 30\n') -> Machine:
        r = warden("machines", "add", name, env=self.server_env)
        assert r.returncode == 0, r.stderr
        token = r.stdout.strip().splitlines()[-1]
        home = self.root / f"machine-{name}"
        home.mkdir()
        (home / "config.toml").write_text(profile)
        m = Machine(name, home, token)
        self.machines.append(m)
        return m

    def server_store(self) -> Any:
        from warden.store import Store

        return Store(self.db, home=self.server_env["WARDEN_HOME"])

    def api(self, method: str, path: str, **kw: Any) -> httpx.Response:
        """A request to the server with its board token (``headers=`` adds or replaces)."""
        assert self.server is not None
        headers = {**self.server.headers, **{k.lower(): v for k, v in kw.pop("headers", {}).items()}}
        return httpx.request(method, self.server.url + path, timeout=30, headers=headers, **kw)

    def close(self) -> None:
        for m in self.machines:
            m.stop_relay()
        if self.server is not None and self.server.proc.poll() is None:
            stop_server(self.server)


def wait_until(fn: Any, timeout: float = 30, what: str = "the condition") -> Any:
    end = time.monotonic() + timeout
    while True:
        v = fn()
        if v:
            return v
        if time.monotonic() > end:
            raise AssertionError(f"{what} did not happen within {timeout}s")
        time.sleep(0.1)


@pytest.fixture(params=["sqlite", "postgres"])
def fleet(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Fleet]:
    server_home = tmp_path / "server"
    server_home.mkdir()
    if request.param == "postgres":
        db = request.getfixturevalue("pg_cluster").new_database(tcp=True)
    else:
        db = str(server_home / "warden.db")
    f = Fleet(tmp_path, db, {"WARDEN_HOME": str(server_home), "WARDEN_DB": db})
    yield f
    f.close()


def free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def shipped_events(store: Any, machine: str) -> list[tuple[str, str | None]]:
    """A machine's events as the server names them (rec_id, event), oldest first."""
    return [(f"{machine}/{e['rec_id']}" if e["rec_id"] else f"{machine}/#{e['id']}", e["event"])
            for e in store.events(limit=100000)]


def server_events(store: Any, machine: str) -> list[tuple[str, str | None]]:
    return [(e["rec_id"], e["event"]) for e in store.events(limit=100000) if (e["rec_id"] or "").startswith(machine + "/")]


def same_events(fleet: Fleet, m: Machine) -> Any:
    """The machine's events, when the server has exactly those in the same order (else None)."""
    local = m.store()
    try:
        mine = shipped_events(local, m.name)
    finally:
        local.close()
    srv = fleet.server_store()
    try:
        theirs = server_events(srv, m.name)
    finally:
        srv.close()
    return mine if mine == theirs else None
