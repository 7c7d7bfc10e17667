"""HTTP hooks (`warden serve` + `warden install --http`) against command hooks.

    .venv/bin/python bench/http_hook_bench.py [--questions 24] [--repeat 2] [--sessions 100] [--rounds 10]

1. Inline answer latency on the real Claude Code 2.1.332: as bench/inline_latency.py,
   a managed session answered by the `first` answerer, once with the command hook and
   once with http hooks to a running `warden serve`, alternating (--repeat sessions each).
   Latency = the scripted model server's time from sending the tool_use to receiving
   its tool_result.
2. Server throughput, side by side: the same asyncio load generator against a bare
   Starlette endpoint (bench/bare_app.py) and `warden serve` on SQLite, on PostgreSQL,
   and on PostgreSQL with two workers. N simulated sessions at once, each on its own
   keep-alive connection, posting PreToolUse (AskUserQuestion, managed, the default
   chain: policy then human, and the policy answers it) and then PostToolUse, for R
   rounds. Events/s (median of the runs), per-request latency (median, p99), the
   server's CPU per event (during the load, and until every question is verified: the
   ingester catches up after the load), and how many questions the store had not
   verified a minute after the load. Each session writes its question's turn (prompt,
   the text shown, the tool_use) to a transcript where the servers are told Claude Code
   keeps them, before the PreToolUse, as Claude Code does: the policy reads what the turn
   showed (``--no-transcripts``: a transcript named but never written).
"""

from __future__ import annotations

import argparse
import asyncio
import importlib.util
import json
import os
import re
import socket
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
from warden.sandbox.transcript_lines import asking_turn, tool_result

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


QUESTIONS = [{"question": "Should I run the test suite before committing?", "header": "Tests", "multiSelect": False,
              "options": [{"label": "Yes, run the tests (Recommended)", "description": "make sure nothing broke"},
                          {"label": "No, commit now", "description": "skip them"}]}]
# no chain given: the default one users run, policy then human; the policy answers this
# question from the offer alone (the recommended option, which goes on with ordinary
# project work), so no request waits for a person
PROFILE = "[profiles.b]\nbudget = 30\n"


def session_project(root: str | Path) -> str:
    """The simulated sessions' project directory (their payloads' ``cwd``): an empty one
    of the bench's own, made here, returned once it is over 2 s old. The policy's kept
    decision for a question holds while the paths it looked at are unchanged, and those
    it looks at once are not kept on for 2 s (``policy.cache.RACY_NS``): with a project
    directory that does not exist under /tmp (``/tmp/sim``, before 2026-11-27), the path
    it checks is /tmp itself, which any process of the machine changes, and every
    change had the questions of the next 2 s read afresh (~1 % of the questions on a
    shared machine, each a whole reading of the policy's)."""
    project = Path(root) / "project"
    project.mkdir()
    time.sleep(2.1)
    return str(project)


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


# Where the simulated sessions' transcripts are written (``--no-transcripts``: None, and each
# session names a transcript that does not exist), and the config folder the servers are told
# holds them (CLAUDE_CONFIG_DIR), as Claude Code's own are.
TRANSCRIPTS: dict[str, Path] = {}
SHOWN = "The parser change is done: 3 files, the new cases pass. Next is the commit."


async def one_session(url: str, sid: str, rounds: int, lat: dict[str, list[float]], token: str = "",
                      cwd: str = "/tmp/sim") -> None:
    # the hook-only credential the sessions send (a bare endpoint ignores it)
    conn = await Conn.open(url, {"X-Warden-Session": sid, "X-Warden-Profile": "b", "Authorization": f"Bearer {token}"})
    folder = TRANSCRIPTS.get("projects")
    path = str(folder / f"{sid}.jsonl") if folder is not None else f"/tmp/{sid}.jsonl"
    base = {"session_id": sid, "transcript_path": path, "cwd": cwd,
            "permission_mode": "default", "tool_name": "AskUserQuestion"}
    try:
        for r in range(rounds):
            tid = f"toolu_{sid}_{r}"
            if folder is not None:
                with open(path, "ab") as f:  # as Claude Code writes it before the hook (a bare endpoint too)
                    f.write(asking_turn("commit the parser change", SHOWN, tid, {"questions": QUESTIONS}).encode())
            pre = {**base, "hook_event_name": "PreToolUse", "tool_input": {"questions": QUESTIONS}, "tool_use_id": tid}
            t0 = time.perf_counter()
            body = await conn.post("/hooks/claude-code", json.dumps(pre).encode())
            t1 = time.perf_counter()
            lat["pre"].append((t1 - t0) * 1000)
            answers = json.loads(body)["hookSpecificOutput"]["updatedInput"]["answers"]
            post = {**base, "hook_event_name": "PostToolUse", "tool_use_id": tid,
                    "tool_input": {"questions": QUESTIONS, "answers": answers},
                    "tool_response": {"questions": QUESTIONS, "answers": answers, "annotations": {}}}
            await conn.post("/hooks/claude-code", json.dumps(post).encode())
            lat["post"].append((time.perf_counter() - t1) * 1000)
            if folder is not None:
                with open(path, "ab") as f:
                    f.write(tool_result(tid, json.dumps(answers)).encode())
    finally:
        conn.close()


async def load(url: str, sessions: int, rounds: int, prefix: str = "sim",
               token: str = "", cwd: str = "/tmp/sim") -> tuple[dict[str, list[float]], float]:
    lat: dict[str, list[float]] = {"pre": [], "post": []}
    t0 = time.perf_counter()
    await asyncio.gather(*(one_session(url, f"{prefix}-{i}", rounds, lat, token, cwd) for i in range(sessions)))
    return lat, time.perf_counter() - t0


def verified(target: str, home: Path, expected: int, timeout: float = 60) -> int:
    """Wait until the server has settled every question (PostToolUse verified)."""
    from warden.store import Store

    end = time.monotonic() + timeout
    n = 0
    while time.monotonic() < end:
        store = Store(target, home=str(home))
        n = int(store.db.value("SELECT count(*) FROM questions WHERE status='verified'"))
        store.close()
        if n >= expected:
            break
        time.sleep(0.2)
    return n


class Case:
    def __init__(self, name: str, start: Any, target: str | None = None, home: Path | None = None):
        self.name, self.start, self.target, self.home = name, start, target, home
        self.rates: list[float] = []
        self.lat: dict[str, list[float]] = {"pre": [], "post": []}
        self.unverified = 0
        self.cpu: list[float] = []  # server CPU ms per event, during the load
        self.cpu_all: list[float] = []  # ... until every question is verified (the ingester's catch-up)
        self.cores: list[dict[str, float]] = []  # cores used during the load, by process
        self.serve_us: list[float] = []  # the serving processes' CPU µs per event, during the load
        self.token = ""
        if home is not None:
            from warden.board.auth import hook_token

            self.token = hook_token(str(home))  # what `warden serve` there admits hook requests with


def _url_of(proc: subprocess.Popen[str], pattern: str) -> str:
    assert proc.stdout is not None
    for _ in range(20):
        m = re.search(pattern, proc.stdout.readline())
        if m:
            url = m.group(1)
            break
    else:
        proc.kill()
        raise SystemExit("the server did not start")
    for _ in range(400):
        try:
            with socket.create_connection(tuple(url.split("//")[1].rsplit(":", 1)), timeout=1):  # type: ignore[arg-type]
                return url
        except OSError:
            time.sleep(0.05)
    raise SystemExit("the server did not answer")


def bare(*extra: str) -> Any:
    """The bare endpoint; ``bare("one-write")`` with warden serve's one-write transport."""
    def start() -> tuple[subprocess.Popen[str], str]:
        proc = subprocess.Popen([sys.executable, str(HERE / "bare_app.py"), "0", *extra], stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT, text=True)
        return proc, _url_of(proc, r"bare: (http://\S+?)/")
    return start


def warden_serve(home: Path, target: str, workers: int = 1, src: str | None = None) -> Any:
    """``src``: the source tree of another warden to run instead (an earlier commit's ``src``)."""
    def start() -> tuple[subprocess.Popen[str], str]:
        args = [sys.executable, "-m", "warden", "serve", "--port", "0"] + (["--workers", str(workers)] if workers > 1 else [])
        env = {**os.environ, "WARDEN_HOME": str(home), "WARDEN_DB": target}
        if "config" in TRANSCRIPTS:
            env["CLAUDE_CONFIG_DIR"] = str(TRANSCRIPTS["config"])
        if src:
            env["PYTHONPATH"] = src
        proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
        return proc, _url_of(proc, r"warden board: (http://\S+?)/\s")
    return start


def cpu_split(pid: int) -> dict[str, float]:
    """CPU time (user + system) of a server's processes still running, by role: the
    serving processes (the first and its workers) and the ingester."""
    split = {"serve": 0.0, "ingester": 0.0}
    todo = [pid]
    while todo:
        p = todo.pop()
        try:
            fields = Path(f"/proc/{p}/stat").read_text().rsplit(")", 1)[1].split()
            role = "ingester" if b"ingester" in Path(f"/proc/{p}/cmdline").read_bytes() else "serve"
            split[role] += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
            for task in Path(f"/proc/{p}/task").iterdir():
                todo += [int(c) for c in (task / "children").read_text().split()]
        except (OSError, ValueError):
            continue
    return split


def cpu_seconds(pid: int) -> float:
    """CPU time (user + system) of a process and its children still running (workers)."""
    return sum(cpu_split(pid).values())


def run_case(case: Case, sessions: int, rounds: int, n: int, cwd: str) -> None:
    proc, url = case.start()
    try:
        asyncio.run(load(url, 4, 2, prefix=f"warm{n}", token=case.token, cwd=cwd))
        split0, gen0 = cpu_split(proc.pid), time.process_time()
        cpu0 = sum(split0.values())
        lat, wall = asyncio.run(load(url, sessions, rounds, prefix=f"run{n}", token=case.token, cwd=cwd))
        split1, gen = cpu_split(proc.pid), time.process_time() - gen0
        case.cpu.append(1000 * (sum(split1.values()) - cpu0) / (2 * sessions * rounds))
        # cores each part used during the load: who had the CPUs
        case.cores.append({**{k: (split1[k] - split0[k]) / wall for k in split0}, "load generator": gen / wall})
        case.serve_us.append(1e6 * (split1["serve"] - split0["serve"]) / (2 * sessions * rounds))
        if case.target is not None:
            assert case.home is not None
            want = 8 * (n + 1) + sessions * rounds * (n + 1)
            case.unverified += max(0, want - verified(case.target, case.home, want)) - case.unverified
        case.cpu_all.append(1000 * (cpu_seconds(proc.pid) - cpu0) / (2 * sessions * rounds))
    finally:
        proc.terminate()
        proc.wait(10)
    case.rates.append(2 * sessions * rounds / wall)
    for k in lat:
        case.lat[k] += lat[k]


def _p99(xs: list[float]) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(len(xs) * 0.99))]


def throughput(sessions: int, rounds: int, repeat: int, pg: bool, before: str | None = None,
               transcripts: bool = True) -> None:
    root = Path(tempfile.mkdtemp(prefix="warden-httpbench-load-"))
    project = session_project(root)
    if transcripts:
        TRANSCRIPTS["config"] = root / "claude"
        TRANSCRIPTS["projects"] = root / "claude" / "projects" / project.replace("/", "-")
        TRANSCRIPTS["projects"].mkdir(parents=True)
    # the reference is the stock bare endpoint; the same endpoint with warden serve's one-write
    # transport is run beside it, so the share that transport accounts for can be read off
    cases = [Case("bare Starlette endpoint", bare()), Case("bare endpoint, one-write transport", bare("one-write"))]
    versions = [(" (before)", before), ("", None)] if before else [("", None)]

    def home_for(name: str) -> Path:
        home = root / name
        home.mkdir()
        (home / "config.toml").write_text(PROFILE)
        return home

    for tag, src in versions:
        home = home_for("sqlite" + tag.strip(" ()"))
        cases.append(Case("warden serve, SQLite" + tag, warden_serve(home, str(home / "warden.db"), src=src),
                          str(home / "warden.db"), home))
    cluster = None
    if pg:
        sys.path.insert(0, str(HERE.parent))
        from tests.pg import Cluster

        cluster = Cluster.start()
        for workers, (tag, src) in [(1, v) for v in versions] + [(2, ("", None))]:
            home = home_for(f"pg{workers}" + tag.strip(" ()"))
            url = cluster.new_database(tcp=True)
            label = "warden serve, PostgreSQL" + (f", {workers} workers" if workers > 1 else "") + tag
            cases.append(Case(label, warden_serve(home, url, workers, src), url, home))
    try:
        for n in range(repeat):  # interleaved, so a busy spell of the machine hits every case
            for case in cases:
                run_case(case, sessions, rounds, n, project)
    finally:
        if cluster is not None:
            cluster.stop()
    base = cases[0]
    b_rate, b_p99 = statistics.median(base.rates), _p99(base.lat["pre"] + base.lat["post"])
    print(f"{sessions} sessions x {rounds} rounds (PreToolUse answered inline + PostToolUse), {repeat} run(s) "
          "per server, interleaved; latency over every request of every run; "
          + ("each question's turn written to its session's transcript first" if transcripts
             else "transcripts named, none written"))
    print(f"{'server':<44} {'events/s':>9} {'median ms':>10} {'p99 ms':>8} {'pre p99':>8} {'cpu ms/ev':>9} "
          f"{'+ingest':>8}  {'vs bare':>16}  unverified")
    for c in cases:
        every = c.lat["pre"] + c.lat["post"]
        rate, p99 = statistics.median(c.rates), _p99(every)
        vs = "" if c is base else f"{100 * rate / b_rate:4.0f}% {p99 / b_p99:4.1f}x p99"
        print(f"{c.name:<44} {rate:>9.0f} {statistics.median(every):>10.1f} {p99:>8.1f} {_p99(c.lat['pre']):>8.1f} "
              f"{statistics.median(c.cpu):>9.3f} {statistics.median(c.cpu_all):>8.3f}  {vs:>16}  "
              f"{c.unverified if c.target else '-'}")
    print("targets: >= 70% of the bare endpoint's events/s, p99 <= 2x its p99")
    print("\ncores used during the load (median of the runs): server processes, ingester, this load generator;"
          "\nthe serving processes' CPU per event (the ingester's not included), each run")
    for c in cases:
        med = {k: statistics.median(x[k] for x in c.cores) for k in c.cores[0]}
        print(f"{c.name:<44} " + "  ".join(f"{k} {v:.2f}" for k, v in med.items())
              + "   serve µs/ev " + " ".join(f"{x:.0f}" for x in c.serve_us))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--questions", type=int, default=24)
    ap.add_argument("--sessions", type=int, default=100)
    ap.add_argument("--rounds", type=int, default=10)
    ap.add_argument("--repeat", type=int, default=2, help="sessions per hook kind, alternating")
    ap.add_argument("--load-repeat", type=int, default=3, help="runs per server in part 2, interleaved")
    ap.add_argument("--skip-claude", action="store_true", help="only the server throughput part")
    ap.add_argument("--no-postgres", action="store_true", help="part 2 without the PostgreSQL cases")
    ap.add_argument("--before", metavar="SRC", help="part 2 also runs the warden in this source tree (an earlier "
                    "commit's src/, e.g. from `git worktree add`), beside this one")
    ap.add_argument("--no-transcripts", action="store_true", help="part 2's sessions name a transcript that does "
                    "not exist (as before 2026-11-28), where by default each question's turn is written to it first")
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
    print("\n2. server throughput: the same load on a bare endpoint and on `warden serve` "
          "(http hooks, the default chain: policy then human; the policy answers inline)")
    throughput(args.sessions, args.rounds, args.load_repeat, not args.no_postgres, args.before,
               not args.no_transcripts)


if __name__ == "__main__":
    main()
