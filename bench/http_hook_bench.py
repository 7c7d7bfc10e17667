"""HTTP hooks (`warden serve` + `warden install --http`) against command hooks.

    .venv/bin/python bench/http_hook_bench.py [--questions 24] [--repeat 2] [--sessions 100] [--rounds 10]

1. Inline answer latency on the real Claude Code 2.1.332: as bench/inline_latency.py,
   a managed session answered by the `first` answerer, once with the command hook and
   once with http hooks to a running `warden serve`, alternating (--repeat sessions each).
   Latency = the scripted model server's time from sending the tool_use to receiving
   its tool_result.
2. Server throughput: N simulated sessions at once, each posting PreToolUse
   (AskUserQuestion, managed, answered inline by `first`) and then PostToolUse to
   /hooks/claude-code, for R rounds. Per-request latency (median, p99) and events/s.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib.util
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx

from warden import install as inst
from warden.sandbox.model_server import ScriptedModelServer
from warden.sandbox.claude_install import ensure_claude
from warden.sandbox.claude_session import ClaudeSession, claude_env, prepare_config_dir

HERE = Path(__file__).parent


def _inline_latency() -> Any:
    spec = importlib.util.spec_from_file_location("inline_latency", HERE / "inline_latency.py")
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def serve(home: Path) -> tuple[subprocess.Popen[str], str]:
    proc = subprocess.Popen([sys.executable, "-m", "warden", "serve", "--port", "0"], stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True, env={**os.environ, "WARDEN_HOME": str(home)})
    assert proc.stdout is not None
    for _ in range(10):
        m = re.search(r"warden board: (http://\S+?)/\s", proc.stdout.readline())
        if m:
            url = m.group(1)
            break
    else:
        proc.kill()
        raise SystemExit("warden serve did not start")
    for _ in range(200):
        try:
            httpx.get(url + "/api/info", timeout=1)
            return proc, url
        except httpx.HTTPError:
            time.sleep(0.05)
    raise SystemExit("warden serve did not answer")


def real_claude(mode: str, n: int) -> list[float]:
    root = Path(tempfile.mkdtemp(prefix=f"warden-httpbench-{mode}-"))
    home, project, config = root / "home", root / "project", root / "config"
    for d in (home, project, config):
        d.mkdir()
    (home / "config.toml").write_text('[profiles.b]\nchain = ["first"]\nbudget = 30\n')
    prepare_config_dir(config, project)
    proc = None
    if mode == "http":
        proc, url = serve(home)
        inst.install(config / "settings.json", http=url)
    else:
        inst.install(config / "settings.json")
    from warden.board.auth import hook_token

    env = {"WARDEN_HOME": str(home), "WARDEN_SESSION": "bench", "WARDEN_PROFILE": "b",
           "WARDEN_HOOK_TOKEN": hook_token(str(home))}
    try:
        with ScriptedModelServer(_inline_latency().script(n)) as server:
            s = ClaudeSession(cwd=project, env=claude_env(config, server.url, env), binary=ensure_claude(),
                              args=["--dangerously-skip-permissions"], socket_name=f"warden-hbench-{os.getpid()}-{mode}")
            with s:
                s.wait_ready(timeout=60)
                s.type_prompt("run the bench")
                server.wait_for(lambda srv: len([c for c in srv.tool_calls() if c.answered]) >= n, timeout=60 + 5 * n)
                calls = server.tool_calls()
    finally:
        if proc is not None:
            proc.terminate()
            proc.wait(10)
    assert all(c.answers and not c.is_error for c in calls), [c.result_text for c in calls]
    return [c.latency * 1000 for c in calls]


QUESTIONS = [{"question": "Proceed with the next step?", "header": "Step", "multiSelect": False,
              "options": [{"label": "Yes", "description": ""}, {"label": "No", "description": ""}]}]


class Conn:
    """One keep-alive HTTP/1.1 connection, as one Claude Code session holds. A bare
    asyncio client: httpx's pool costs more CPU than the server at 100 connections."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, headers: dict[str, str]):
        self.r, self.w = reader, writer
        self.head = "".join(f"{k}: {v}\r\n" for k, v in headers.items())

    @classmethod
    async def open(cls, url: str, headers: dict[str, str]) -> Conn:
        host, port = url.split("//", 1)[1].split("/", 1)[0].rsplit(":", 1)
        reader, writer = await asyncio.open_connection(host, int(port))
        return cls(reader, writer, {"Host": f"{host}:{port}", "Content-Type": "application/json", **headers})

    async def post(self, path: str, body: bytes) -> bytes:
        self.w.write(f"POST {path} HTTP/1.1\r\n{self.head}Content-Length: {len(body)}\r\n\r\n".encode() + body)
        await self.w.drain()
        head = await self.r.readuntil(b"\r\n\r\n")
        status = int(head.split(b" ", 2)[1])
        if status != 200:
            raise RuntimeError(f"status {status}")
        n = 0
        for line in head.split(b"\r\n"):
            if line.lower().startswith(b"content-length:"):
                n = int(line.split(b":", 1)[1])
        return await self.r.readexactly(n) if n else b""

    def close(self) -> None:
        self.w.close()


HOOK_TOKEN = ""


async def one_session(url: str, sid: str, rounds: int, lat: list[float]) -> None:
    conn = await Conn.open(url, {"X-Warden-Session": sid, "X-Warden-Profile": "b",
                                 "Authorization": f"Bearer {HOOK_TOKEN}"})
    base = {"session_id": sid, "transcript_path": f"/tmp/{sid}.jsonl", "cwd": "/tmp/sim",
            "permission_mode": "default", "tool_name": "AskUserQuestion"}
    try:
        for r in range(rounds):
            tid = f"toolu_{sid}_{r}"
            pre = {**base, "hook_event_name": "PreToolUse", "tool_input": {"questions": QUESTIONS}, "tool_use_id": tid}
            t0 = time.perf_counter()
            body = await conn.post("/hooks/claude-code", json.dumps(pre).encode())
            lat.append((time.perf_counter() - t0) * 1000)
            answers = json.loads(body)["hookSpecificOutput"]["updatedInput"]["answers"]
            post = {**base, "hook_event_name": "PostToolUse", "tool_use_id": tid,
                    "tool_input": {"questions": QUESTIONS, "answers": answers},
                    "tool_response": {"questions": QUESTIONS, "answers": answers, "annotations": {}}}
            await conn.post("/hooks/claude-code", json.dumps(post).encode())
    finally:
        conn.close()


async def load(url: str, sessions: int, rounds: int, prefix: str = "sim") -> tuple[list[float], float]:
    lat: list[float] = []
    t0 = time.perf_counter()
    await asyncio.gather(*(one_session(url, f"{prefix}-{i}", rounds, lat) for i in range(sessions)))
    return lat, time.perf_counter() - t0


def verified(home: Path, expected: int, timeout: float = 60) -> int:
    """Wait until the server has settled every question (PostToolUse verified)."""
    from warden.store import Store

    end = time.monotonic() + timeout
    n = 0
    while time.monotonic() < end:
        store = Store(home / "warden.db")
        n = store.db.execute("SELECT count(*) FROM questions WHERE status='verified'").fetchone()[0]
        store.close()
        if n >= expected:
            break
        time.sleep(0.2)
    return n


def throughput(sessions: int, rounds: int) -> None:
    home = Path(tempfile.mkdtemp(prefix="warden-httpbench-load-"))
    (home / "config.toml").write_text('[profiles.b]\nchain = ["first"]\nbudget = 30\n')
    proc, url = serve(home)
    global HOOK_TOKEN
    from warden.board.auth import hook_token

    HOOK_TOKEN = hook_token(str(home))  # the hook-only credential the sessions send
    try:
        asyncio.run(load(url, 4, 2, prefix="warm"))
        lat, wall = asyncio.run(load(url, sessions, rounds))
        t_settle = time.perf_counter()
        settled = verified(home, sessions * rounds + 8)
        settle = time.perf_counter() - t_settle
    finally:
        proc.terminate()
        proc.wait(10)
    lat.sort()
    p99 = lat[min(len(lat) - 1, int(len(lat) * 0.99))]
    events = 2 * sessions * rounds
    print(f"{sessions} sessions x {rounds} rounds: {len(lat)} PreToolUse answered inline "
          f"(+ as many PostToolUse), {wall:.1f}s")
    print(f"  PreToolUse latency  median {statistics.median(lat):.0f} ms   p99 {p99:.0f} ms   max {lat[-1]:.0f} ms")
    print(f"  throughput          {events / wall:.0f} events/s ({sessions * rounds / wall:.0f} inline answers/s)")
    print(f"  verified in store   {settled - 8}/{sessions * rounds}, the last {1000 * settle:.0f} ms after the load ended")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--questions", type=int, default=24)
    ap.add_argument("--sessions", type=int, default=100)
    ap.add_argument("--rounds", type=int, default=10)
    ap.add_argument("--repeat", type=int, default=2, help="sessions per hook kind, alternating")
    ap.add_argument("--skip-claude", action="store_true", help="only the server throughput part")
    args = ap.parse_args()
    if not args.skip_claude:
        print(f"1. {args.questions} AskUserQuestion calls on the real Claude Code, answered inline by `first`; "
              "latency = tool_use sent -> tool_result received")
        print(f"{'hook':<10} {'median ms':>10} {'p90 ms':>8} {'max ms':>8}")
        pooled: dict[str, list[float]] = {"command": [], "http": []}
        for _ in range(args.repeat):  # alternate, so a busy spell of the machine hits both
            for mode in pooled:
                pooled[mode] += real_claude(mode, args.questions)
        for mode, lat in pooled.items():
            p90 = statistics.quantiles(lat, n=10)[-1]
            print(f"{mode:<10} {statistics.median(lat):>10.0f} {p90:>8.0f} {max(lat):>8.0f}   "
                  f"({len(lat)} calls in {args.repeat} session(s))")
    print("\n2. server throughput (warden serve, http hooks, `first` answers inline)")
    throughput(args.sessions, args.rounds)


if __name__ == "__main__":
    main()
