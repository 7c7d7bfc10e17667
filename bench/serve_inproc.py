"""What a hook request costs `warden serve` in-process, past the HTTP layer.

The server's own capture path (``warden.capture.http.handle``) on the HTTP bench's
mix: a managed session's PreToolUse (AskUserQuestion, the default chain; the policy
answers inline, the event and its decision spooled), then its PostToolUse (spooled).
Prints the process CPU time per request (best of 3 loops of ``--n`` requests);
``--before SRC`` runs the same in a process with another tree's ``src`` (main's, from
`git worktree add`), beside this one, alternating. ``--held``: as the server's event
loop runs a request (``start`` with its records held for the step's one append, which
is left out), where the default has every request append to the spool itself.

    .venv/bin/python bench/serve_inproc.py [--n 5000] [--repeat 3] [--before SRC] [--held]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from http_hook_bench import PROFILE, QUESTIONS, session_project  # noqa: E402


def measure(n: int, held: bool = False) -> dict[str, float]:
    home = tempfile.mkdtemp(prefix="warden-inproc-")
    Path(home, "config.toml").write_text(PROFILE)
    project = session_project(home)
    os.environ["WARDEN_HOME"] = home
    from warden.capture import http

    http.warm()
    meta = {"via": "http", "managed": "1", "name": "s", "profile": "b"}
    reqs = []
    for i in range(n):
        sid = f"s{i % 100}"
        base = {"session_id": sid, "transcript_path": f"/tmp/{sid}.jsonl", "cwd": project,
                "permission_mode": "default", "tool_name": "AskUserQuestion", "tool_use_id": f"toolu_{sid}_{i}"}
        pre = json.dumps({**base, "hook_event_name": "PreToolUse", "tool_input": {"questions": QUESTIONS}}).encode()
        out = http.handle(home, pre, dict(meta))
        answers = json.loads(out or "{}")["hookSpecificOutput"]["updatedInput"]["answers"]
        post = {**base, "hook_event_name": "PostToolUse", "tool_input": {"questions": QUESTIONS, "answers": answers},
                "tool_response": {"questions": QUESTIONS, "answers": answers, "annotations": {}}}
        reqs.append((pre, json.dumps(post).encode()))
    got = {}
    for which in (0, 1):
        best = float("inf")
        for _ in range(3):
            Path(home, "spool").unlink(missing_ok=True)
            t = time.process_time()
            if held:
                for r in reqs:
                    http.start(home, r[which], dict(meta), [])
            else:
                for r in reqs:
                    http.handle(home, r[which], dict(meta))
            best = min(best, time.process_time() - t)
        got["PreToolUse" if which == 0 else "PostToolUse"] = best / n * 1e6
    return got


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=5000)
    ap.add_argument("--repeat", type=int, default=3, help="processes per tree, alternating")
    ap.add_argument("--before", help="another tree's src/, measured beside this one")
    ap.add_argument("--held", action="store_true", help="as the server's loop: records held, no append")
    ap.add_argument("--one", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.one:
        print(json.dumps(measure(args.n, args.held)))
        return
    trees = [("before", args.before), ("this tree", None)] if args.before else [("this tree", None)]
    runs: dict[str, list[dict[str, float]]] = {name: [] for name, _ in trees}
    for _ in range(args.repeat):
        for name, src in trees:
            env = {**os.environ, "WARDEN_SPOOL_LIMIT": str(1 << 40), **({"PYTHONPATH": src} if src else {})}
            cmd = [sys.executable, __file__, "--one", "--n", str(args.n), *(["--held"] if args.held else [])]
            out = subprocess.run(cmd, env=env, check=True,
                                 capture_output=True, text=True).stdout
            runs[name].append(json.loads(out.splitlines()[-1]))
    how = ", records held as the server's loop holds them" if args.held else ""
    print(f"in-process CPU per request, µs (median of {args.repeat} processes, each the best of 3 loops of {args.n}{how};"
          " in brackets the best process: on a shared machine the least disturbed)")
    for name, xs in runs.items():
        med = {k: sorted(x[k] for x in xs)[len(xs) // 2] for k in xs[0]}
        best = {k: min(x[k] for x in xs) for k in xs[0]}
        print(f"{name:<10} " + "  ".join(f"{k} {v:6.1f} ({best[k]:5.1f})" for k, v in med.items()))


if __name__ == "__main__":
    main()
