"""Three hosts: a server (`warden serve` on PostgreSQL) and two machines, each in its own
network namespace with its own WARDEN_HOME, relay, scripted model server and a real
Claude Code in tmux. Questions from both machines are answered at the server — one
while its hook waits, one by keystrokes typed on its machine — and the server is killed
(SIGKILL) and restarted in the middle: every event of each machine reaches the server
once, in order, and every question is answered once and verified on both sides. Then a
message sent at the server reaches a machine's model, typed there by its relay."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.board.conftest import Served, start_server, stop_server
from tests.fleet.conftest import wait_until, warden
from tests.fleet.hosts import Host, netns_unavailable
from warden.record.ingest import open_store
from warden.sandbox.claude_session import ClaudeSession, claude_env, prepare_config_dir
from warden.store import Store

pytestmark = pytest.mark.e2e

SINGLE_Q = "Which database should the orders service use?"


class HostedSession(ClaudeSession):
    """Claude Code started on a host: the pane's command runs inside its namespace (the
    tmux server and its socket stay reachable through the file system)."""

    def __init__(self, host: Host, **kw: Any):
        super().__init__(**kw)
        self.host = host

    def command(self) -> list[str]:
        return [*self.host.prefix(), *super().command()]


class Machine:
    def __init__(self, name: str, host: Host, root: Path, budget: float):
        self.name, self.host = name, host
        self.home = root / name / "home"
        self.home.mkdir(parents=True)
        (self.home / "config.toml").write_text(f'[profiles.t]\nchain = ["human"]\nbudget = {budget}\n')
        self.root = root / name
        self.procs: list[subprocess.Popen[Any]] = []
        self.model_url = ""
        self.model_log = self.root / "model-requests.jsonl"  # every request Claude Code sent its model
        self.session: HostedSession | None = None

    def spawn(self, argv: list[str], log: str, **env: str) -> subprocess.Popen[Any]:
        e = {k: v for k, v in os.environ.items() if k != "WARDEN_DB"}
        e.update(WARDEN_HOME=str(self.home), **env)
        p = subprocess.Popen([*self.host.prefix(), *argv], stdout=open(self.root / log, "a"), stderr=subprocess.STDOUT,
                             env=e, start_new_session=True)
        self.procs.append(p)
        return p

    def start_model(self) -> None:
        port_file = self.root / "model.port"
        self.spawn([sys.executable, "-m", "warden.sandbox.model_server", "--script", "single", "--port-file",
                    str(port_file), "--log", str(self.model_log)], "model.log")
        port = wait_until(lambda: port_file.exists() and port_file.read_text().strip(), what="the model server")
        self.model_url = f"http://127.0.0.1:{port}"

    def start_relay(self, server: str, token: str) -> None:
        self.spawn([sys.executable, "-m", "warden", "relay", "--server", server, "--token", token], "relay.log")

    def start_claude(self, binary: Path) -> HostedSession:
        project, config = self.root / "project", self.root / "config"
        project.mkdir()
        prepare_config_dir(config, project)
        r = subprocess.run([sys.executable, "-m", "warden", "install", "--settings", str(config / "settings.json")],
                           capture_output=True, text=True)
        assert r.returncode == 0, r.stderr
        env = claude_env(config, self.model_url, {"WARDEN_HOME": str(self.home), "WARDEN_SESSION": self.name,
                                                  "WARDEN_PROFILE": "t"})
        self.session = HostedSession(self.host, cwd=project, env=env, args=["--dangerously-skip-permissions"],
                                     binary=binary, socket_name=f"warden-fleet-{os.getpid()}-{self.name}")
        self.session.start()
        self.session.wait_ready(timeout=60)
        return self.session

    def store(self) -> Any:
        return open_store(str(self.home))

    def question(self) -> Any:
        s = self.store()
        try:
            rows = s.questions()
            return rows[0] if rows else None
        finally:
            s.close()

    def close(self) -> None:
        if self.session is not None:
            self.session.close()
        for p in self.procs:
            if p.poll() is None:
                os.killpg(p.pid, signal.SIGTERM)
                try:
                    p.wait(10)
                except subprocess.TimeoutExpired:
                    os.killpg(p.pid, signal.SIGKILL)
        self.host.down()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("0.0.0.0", 0))
        return int(s.getsockname()[1])


def _events_as_shipped(store: Any, machine: str) -> list[tuple[str, str | None]]:
    return [(f"{machine}/{e['rec_id']}" if e["rec_id"] else f"{machine}/#{e['id']}", e["event"])
            for e in store.events(limit=10000)]


def test_two_machines_answered_at_the_server_which_is_killed_and_restarted_mid_run(
        pg_cluster: Any, claude_bin: Path, tmp_path: Path) -> None:
    netns = netns_unavailable() is None
    print(f"hosts: {'network namespaces' if netns else 'loopback addresses (no network namespaces here)'}")
    db = pg_cluster.new_database(tcp=True)
    server_home = tmp_path / "server"
    server_home.mkdir()
    server_env = {"WARDEN_HOME": str(server_home), "WARDEN_DB": db}
    port = _free_port()

    def serve() -> Served:
        return start_server("--host", "0.0.0.0", "--port", str(port), env=server_env)

    server = serve()
    board = server.headers
    machines = [Machine("alpha", Host("alpha", 1, netns), tmp_path, budget=120),
                Machine("beta", Host("beta", 2, netns), tmp_path, budget=2)]
    try:
        for m in machines:
            m.host.up()
            r = warden("machines", "add", m.name, env=server_env)
            assert r.returncode == 0, r.stderr
            m.start_model()
            m.start_relay(f"http://{m.host.server_address}:{port}", r.stdout.strip().splitlines()[-1])
            m.start_claude(claude_bin)
        alpha, beta = machines

        def server_question(machine: str, **want: Any) -> Any:
            srv = Store(db, home=str(server_home))
            try:
                for q in srv.questions():
                    if srv.session_machine(q["session_id"]) == machine and all(q[k] == v for k, v in want.items()):
                        return q
                return None
            finally:
                srv.close()

        # 1. alpha asks; its hook waits; the answer is given at the server's CLI
        alpha.session.type_prompt("pick a database")
        q = wait_until(lambda: server_question("alpha", status="pending"), 60, "alpha's question on the server")
        assert q["hook_until"] is not None
        r = warden("answer", str(q["id"]), "2", env=server_env)
        assert r.returncode == 0, r.stderr
        assert "relay of machine alpha" in r.stdout and "hook waiting there" in r.stdout
        alpha.session.wait_for_screen("Got it", timeout=60)
        wait_until(lambda: server_question("alpha", status="verified"), 60, "alpha's answer verified on the server")

        # 2. the server dies; beta asks meanwhile: its hook runs its chain and lets the picker show
        server.proc.send_signal(signal.SIGKILL)
        server.proc.wait(10)
        beta.session.type_prompt("pick a database")
        beta.session.wait_for_screen("Enter to select", timeout=60)
        local = wait_until(lambda: (q := beta.question()) is not None and q["hook_until"] is None and q, 30,
                           "beta's question released to the picker")
        assert local["status"] == "pending"

        # 3. the server comes back on the same database; beta's backlog arrives; the answer
        # given on the board is typed into beta's pane by beta's relay
        server = serve()
        q = wait_until(lambda: server_question("beta", status="pending"), 60, "beta's question on the server")
        resp = httpx.post(f"{server.url}/api/questions/{q['id']}/answer", json={"choices": ["1"]}, headers=board,
                          timeout=30)
        assert resp.status_code == 200, resp.text
        assert resp.json()["hook_waiting"] is False and "relay of machine beta" in resp.json()["route"]
        beta.session.wait_for_screen("Got it", timeout=90)
        wait_until(lambda: server_question("beta", status="verified"), 60, "beta's answer verified on the server")

        # 4. nothing lost, nothing doubled
        srv = Store(db, home=str(server_home))
        try:
            for m, choice in ((alpha, "SQLite"), (beta, "PostgreSQL")):
                def same(m: Machine = m) -> bool:
                    mine = m.store()
                    try:
                        local_events = _events_as_shipped(mine, m.name)
                    finally:
                        mine.close()
                    theirs = [(e["rec_id"], e["event"]) for e in srv.events(limit=10000)
                              if e["rec_id"].startswith(m.name + "/")]
                    return local_events == theirs and local_events

                shipped = wait_until(same, 60, f"{m.name}'s events on the server")
                names = [e for _, e in shipped]
                assert {"SessionStart", "UserPromptSubmit", "PreToolUse", "PostToolUse"} <= set(names)
                sq = server_question(m.name)
                answers = srv.answers(sq["id"])
                assert len(answers) == 1 and sq["status"] == "verified", (sq["status"], [dict(a) for a in answers])
                assert json.loads(answers[0]["answer"])["items"][0]["labels"] == [choice]
                mine = m.store()
                lq = mine.questions()[0]
                assert lq["status"] == "verified" and len(mine.answers(lq["id"])) == 1
                mine.close()
            a_alpha = srv.answers(server_question("alpha")["id"])[0]
            a_beta = srv.answers(server_question("beta")["id"])[0]
            assert (a_alpha["decided_by"], a_alpha["delivery"]) == ("human:cli", "hook")
            assert (a_beta["decided_by"], a_beta["delivery"]) == ("human:web", "tmux")
            health = {m["name"]: m for m in httpx.get(f"{server.url}/api/machines", headers=board, timeout=30).json()}
            assert set(health) == {"alpha", "beta"}
            assert all(h["last_seen"] and h["work_pending"] == 0 for h in health.values())
            if netns:
                assert {health[m.name]["address"] for m in machines} == {m.host.address for m in machines}
        finally:
            srv.close()

        # 5. a message sent at the server's CLI is typed into alpha's pane by alpha's relay,
        # with a local message's checks there: alpha's model gets it
        text = "now add tests for the parser"
        r = warden("send", server_question("alpha")["session_id"], text, env=server_env)
        assert r.returncode == 0 and "sent to machine alpha" in r.stdout, (r.stdout, r.stderr)
        wait_until(lambda: text in alpha.model_log.read_text(), 60, "the message at alpha's model")
        srv = Store(db, home=str(server_home))
        try:
            acks = wait_until(lambda: [json.loads(e["payload"]) for e in srv.events(event="warden:relay")
                                       if json.loads(e["payload"])["kind"] == "control"], 60, "the acknowledgement")
            assert [a["outcome"] for a in acks] == ["sent"], acks
        finally:
            srv.close()
    finally:
        for m in machines:
            m.close()
        if server.proc.poll() is None:
            stop_server(server)
