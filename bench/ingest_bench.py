"""Ingester CPU per event: a spool of the HTTP bench's mix, drained into a fresh store.

The spool is written once by the server's own capture path (``warden.capture.http``:
each session's PreToolUse answered inline by the policy, then its PostToolUse), then
copied into a fresh home per run and drained (``warden.record.ingest.drain``) on SQLite
and on a throwaway PostgreSQL cluster (``tests.pg``), each drain in a process of its
own. Prints the median CPU seconds of the drain per event; ``--before SRC`` drains with
another tree's ``src`` too, interleaved; ``--profile`` prints a cProfile of one drain
per backend.

    .venv/bin/python bench/ingest_bench.py [--sessions 100 --rounds 50 --runs 5] [--before SRC] [--profile]
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

from http_hook_bench import PROFILE, QUESTIONS  # noqa: E402


def write_spool(home: Path, sessions: int, rounds: int) -> bytes:
    """The spool the server writes for ``sessions`` x ``rounds`` questions (Pre + Post)."""
    from warden.capture import http

    http.warm()
    for r in range(rounds):
        for i in range(sessions):
            sid = f"sim-{i}"
            meta = http.meta_from({"x-warden-session": sid, "x-warden-profile": "b"}, {})
            base = {"session_id": sid, "transcript_path": f"/tmp/{sid}.jsonl", "cwd": "/tmp/sim",
                    "permission_mode": "default", "tool_name": "AskUserQuestion"}
            tid = f"toolu_{sid}_{r}"
            pre = {**base, "hook_event_name": "PreToolUse", "tool_input": {"questions": QUESTIONS}, "tool_use_id": tid}
            body = http.handle(str(home), json.dumps(pre).encode(), meta)
            answers = json.loads(body or "{}")["hookSpecificOutput"]["updatedInput"]["answers"]
            post = {**base, "hook_event_name": "PostToolUse", "tool_use_id": tid,
                    "tool_input": {"questions": QUESTIONS, "answers": answers},
                    "tool_response": {"questions": QUESTIONS, "answers": answers, "annotations": {}}}
            http.handle(str(home), json.dumps(post).encode(), meta)
    return (home / "spool").read_bytes()


def drain_once(spool: Path, root: Path, target: str | None, profile: bool,
               src: str | None = None) -> tuple[float, int, int]:
    """One drain of ``spool`` into a fresh store, in a process of its own (with ``src``'s
    warden when given): its CPU seconds, records drained, questions verified."""
    home = Path(tempfile.mkdtemp(dir=root))
    (home / "config.toml").write_text(PROFILE)
    shutil.copy(spool, home / "spool")
    env = {**os.environ, "WARDEN_HOME": str(home), **({"PYTHONPATH": src} if src else {}),
           **({"WARDEN_DB": target} if target else {})}
    out = subprocess.run([sys.executable, __file__, "--drain", target or str(home / "warden.db")]
                         + (["--profile"] if profile else []), env=env, check=True, capture_output=not profile,
                         text=True).stdout
    if profile:
        return 0.0, 0, 0
    cpu, n, verified = out.split()[-3:]
    return float(cpu), int(n), int(verified)


def drain_here(target: str, profile: bool) -> None:
    from warden.record.ingest import drain
    from warden.store import Store

    home = os.environ["WARDEN_HOME"]
    store = Store(target, home=home)
    prof = cProfile.Profile() if profile else None
    t0 = time.process_time()
    if prof:
        prof.enable()
    n = drain(store, home)
    if prof:
        prof.disable()
    cpu = time.process_time() - t0
    verified = int(store.db.value("SELECT count(*) FROM questions WHERE status='verified'"))
    store.close()
    if prof:
        pstats.Stats(prof).sort_stats("tottime").print_stats(25)
        pstats.Stats(prof).sort_stats("cumulative").print_stats(40)
    print(cpu, n, verified)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sessions", type=int, default=100)
    ap.add_argument("--rounds", type=int, default=50)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--profile", action="store_true", help="print a cProfile of one drain per backend")
    ap.add_argument("--no-postgres", action="store_true")
    ap.add_argument("--before", help="another tree's src/ (main's), drained side by side")
    ap.add_argument("--drain", help=argparse.SUPPRESS)  # one drain into this store, in this process
    args = ap.parse_args()
    if args.drain:
        drain_here(args.drain, args.profile)
        return
    root = Path(tempfile.mkdtemp(prefix="warden-ingestbench-"))
    os.environ["WARDEN_SPOOL_LIMIT"] = str(1 << 40)  # no detached ingester while writing it
    src = root / "writer"
    src.mkdir()
    (src / "config.toml").write_text(PROFILE)
    os.environ["WARDEN_HOME"] = str(src)
    spool = root / "spool"
    spool.write_bytes(write_spool(src, args.sessions, args.rounds))
    events = 2 * args.sessions * args.rounds
    cluster = None
    backends: list[tuple[str, object]] = [("SQLite", None)]
    if not args.no_postgres:
        from tests.pg import Cluster

        cluster = Cluster.start()
        backends.append(("PostgreSQL", cluster))
    versions = [(" (before)", args.before), ("", None)] if args.before else [("", None)]
    cpu: dict[str, list[float]] = {}
    try:
        for run in range(args.profile and 1 or args.runs):  # interleaved
            for name, c in backends:
                for tag, tree in versions:
                    target = c.new_database() if c is not None else None  # type: ignore[attr-defined]
                    secs, n, verified = drain_once(spool, root, target, args.profile, tree)
                    if not args.profile and (n != events or verified != events // 2):
                        raise SystemExit(f"{name}{tag}: drained {n} of {events}, {verified} verified")
                    cpu.setdefault(name + tag, []).append(secs)
    finally:
        if cluster is not None:
            cluster.stop()
        shutil.rmtree(root, ignore_errors=True)
    if args.profile:
        return
    print(f"{events} events ({args.sessions} sessions x {args.rounds} questions, Pre + Post), "
          f"{args.runs} drain(s) each, interleaved, each in a process of its own")
    for name, xs in cpu.items():
        print(f"{name:<24} ingester CPU {1000 * statistics.median(xs) / events:.3f} ms/event (median)")


if __name__ == "__main__":
    main()
