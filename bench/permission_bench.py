"""Whole-process time of `warden hook` on permission requests, side by side with the bare
interpreter and with a pass-through hook.

    .venv/bin/python bench/permission_bench.py [--runs 60]

Cases, run interleaved (one of each per round, so machine noise hits all alike):
  bare      python -I -c pass                                   (same interpreter, same venv)
  pass      PermissionRequest(Bash) of an unmanaged session      spooled, nothing decided
  pre       PreToolUse(Bash) of a managed session                spooled (the request pairs with it later)
  policy    PermissionRequest(Bash) of a managed session, allowed by the policy answerer
            (the permission judge: `npm test && git status`, inside the project)
  rule      the same, allowed by a rule of the profile (`Bash(./run-tests.sh:*)`)
  hold      the same, a destructive command (`rm -rf src`): the judge holds it, policy
            abstains, the chain ends (the profile's chain is policy alone), the dialog shows
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


def payload(event: str, n: int, command: str, **extra: object) -> bytes:
    return json.dumps({
        "session_id": f"bench-{n % 5}", "transcript_path": "/tmp/t.jsonl", "cwd": "/tmp/bench",
        "prompt_id": f"p{n}", "permission_mode": "default", "hook_event_name": event, "tool_name": "Bash",
        "tool_input": {"command": command, "description": "bench"}, **extra,
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
    (home / "config.toml").write_text('[profiles.bench]\nchain = ["policy"]\nbudget = 5\n'
                                      '[profiles.bench.permissions]\nallow = ["Bash(./run-tests.sh:*)"]\n')
    base_env = {k: v for k, v in os.environ.items() if not k.startswith(("WARDEN_", "TMUX"))}
    base_env["WARDEN_HOME"] = str(home)
    managed = {**base_env, "WARDEN_SESSION": "bench", "WARDEN_PROFILE": "bench"}
    hook = shlex.split(hook_command())
    bare = [sys.executable, "-I", "-c", "pass"]
    suggestions = [{"type": "addRules", "rules": [{"toolName": "Bash", "ruleContent": "npm test:*"}],
                    "behavior": "allow", "destination": "localSettings"}]
    cases = {
        "pass": (lambda i: payload("PermissionRequest", i, "npm test && git status", permission_suggestions=suggestions),
                 base_env, b""),
        "pre": (lambda i: payload("PreToolUse", i, "npm test && git status", tool_use_id=f"toolu_{i}"), managed, b""),
        "policy": (lambda i: payload("PermissionRequest", i, "npm test && git status",
                                     permission_suggestions=suggestions), managed, b'"allow"'),
        "rule": (lambda i: payload("PermissionRequest", i, "./run-tests.sh --fast"), managed, b'"allow"'),
        "hold": (lambda i: payload("PermissionRequest", i, "rm -rf src"), managed, b""),
    }
    times: dict[str, list[float]] = {"bare": [], **{k: [] for k in cases}}
    for name, (make, env, _) in cases.items():  # warm up: the store, the page cache, the config cache
        timed(hook, make(0), env)
    for i in range(1, args.runs + 1):
        t, _ = timed(bare, b"", base_env)
        times["bare"].append(t)
        for name, (make, env, want) in cases.items():
            t, out = timed(hook, make(i), env)
            assert (want in out) if want else out == b"", (name, out)
            times[name].append(t)
    med = {k: statistics.median(v) * 1000 for k, v in times.items()}
    print(f"runs per case: {args.runs} (interleaved); python {sys.version.split()[0]}; {os.cpu_count()} cpus")
    print(f"{'case':<8} {'median ms':>10} {'p90 ms':>8} {'ratio':>7} {'vs pass':>8}")
    for k, v in times.items():
        p90 = statistics.quantiles(v, n=10)[-1] * 1000
        print(f"{k:<8} {med[k]:>10.1f} {p90:>8.1f} {med[k] / med['bare']:>6.2f}x {med[k] / med['pass']:>7.2f}x")


if __name__ == "__main__":
    main()
