"""Whole-process time of `warden hook`, side by side with the bare interpreter.

    .venv/bin/python bench/hook_bench.py [--runs 60]

Cases, run interleaved (one of each per round, so machine noise hits all alike):
  bare      python -I -c pass                       (same interpreter, same venv)
  pass      a Stop event of an unmanaged session    (target: median <= 1.5x bare)
  inline    PreToolUse(AskUserQuestion), managed, answered by `first`
                                                    (target: median <= 2x bare)
Each case runs the exact command `warden install` writes into settings.json.
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from warden.install import hook_command

QUESTIONS = [{
    "question": "Which database should the service use?", "header": "Database",
    "options": [{"label": "PostgreSQL", "description": "Relational"}, {"label": "SQLite", "description": "File"}],
    "multiSelect": False,
}]


def payload(event: str, n: int, **extra: object) -> bytes:
    return json.dumps({
        "session_id": f"bench-{n % 5}", "transcript_path": "/tmp/t.jsonl", "cwd": "/tmp/bench",
        "permission_mode": "default", "hook_event_name": event, **extra,
    }).encode()


def timed(argv: list[str], stdin: bytes, env: dict[str, str]) -> tuple[float, bytes]:
    t0 = time.perf_counter()
    r = subprocess.run(argv, input=stdin, capture_output=True, env=env)
    return time.perf_counter() - t0, r.stdout


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=60)
    args = ap.parse_args()
    home = Path(tempfile.mkdtemp(prefix="warden-bench-"))
    (home / "config.toml").write_text('[profiles.bench]\nchain = ["first"]\nbudget = 5\n')
    base_env = {k: v for k, v in os.environ.items() if not k.startswith(("WARDEN_", "TMUX"))}
    base_env["WARDEN_HOME"] = str(home)
    managed = {**base_env, "WARDEN_SESSION": "bench", "WARDEN_PROFILE": "bench"}
    hook = shlex.split(hook_command())
    bare = [sys.executable, "-I", "-c", "pass"]
    times: dict[str, list[float]] = {"bare": [], "pass": [], "inline": []}
    # warm up: create the store, fill the page cache
    timed(hook, payload("Stop", 0, stop_hook_active=False, last_assistant_message="x"), base_env)
    for i in range(args.runs):
        t, _ = timed(bare, b"", base_env)
        times["bare"].append(t)
        t, out = timed(hook, payload("Stop", i, stop_hook_active=False, last_assistant_message="done"), base_env)
        assert out == b"", out
        times["pass"].append(t)
        t, out = timed(hook, payload("PreToolUse", i, tool_name="AskUserQuestion", tool_use_id=f"toolu_{i}",
                                     tool_input={"questions": QUESTIONS}), managed)
        assert b'"allow"' in out, out
        times["inline"].append(t)
    med = {k: statistics.median(v) * 1000 for k, v in times.items()}
    print(f"runs per case: {args.runs} (interleaved); python {sys.version.split()[0]}; {os.cpu_count()} cpus")
    print(f"{'case':<8} {'median ms':>10} {'p90 ms':>8} {'ratio':>7}  target")
    targets = {"bare": "", "pass": "<= 1.5x", "inline": "<= 2.0x"}
    for k, v in times.items():
        p90 = statistics.quantiles(v, n=10)[-1] * 1000
        print(f"{k:<8} {med[k]:>10.1f} {p90:>8.1f} {med[k] / med['bare']:>6.2f}x  {targets[k]}")


if __name__ == "__main__":
    main()
