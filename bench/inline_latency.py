"""Question-to-answer latency of inline (hook) answers on the real Claude Code.

    .venv/bin/python bench/inline_latency.py [--questions 24]

The scripted model server asks N AskUserQuestion calls in a row (single-select,
multi-select and three-question calls, in turn) of a real Claude Code session in tmux
with warden's hooks installed; the session is managed, and each call is answered inline
by the hook. The server measures, per call, the time from writing the tool_use to
receiving its tool_result. Run once per chain, one after the other in one process:
`first` (the hook's floor) and a `policy, human` chain whose policy has a user rule
(policy decides, before the question goes into the store: no SQLite).
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from pathlib import Path

from warden import install as inst
from warden.sandbox.model_server import ScriptedModelServer
from warden.sandbox.claude_install import ensure_claude
from warden.sandbox.claude_session import ClaudeSession, claude_env, prepare_config_dir


def q(n: int, multi: bool = False) -> dict:
    return {"question": f"Question {n}: proceed with step {n}?", "header": f"Step {n}", "multiSelect": multi,
            "options": [{"label": "Yes, proceed", "description": "Continue."},
                        {"label": "No, stop", "description": "Stop here."}]}


def script(n: int) -> dict:
    steps = []
    for i in range(n):
        if i % 3 == 2:
            questions = [q(100 * i + k) for k in range(3)]
        else:
            questions = [q(i, multi=(i % 3 == 1))]
        steps.append({"kind": "ask", "questions": questions})
    steps.append({"kind": "text", "text": "All steps answered."})
    return {"name": "bench", "rules": [{"match": ["bench"], "steps": steps}]}


def run(chain: str, n: int) -> list[float]:
    root = Path(tempfile.mkdtemp(prefix="warden-bench-"))
    home, project, config = root / "home", root / "project", root / "config"
    for d in (home, project, config):
        d.mkdir()
    (home / "config.toml").write_text(f"[profiles.b]\nchain = {chain}\nbudget = 30\n")
    prepare_config_dir(config, project)
    inst.install(config / "settings.json")
    env = {"WARDEN_HOME": str(home), "WARDEN_SESSION": "bench", "WARDEN_PROFILE": "b"}
    with ScriptedModelServer(script(n)) as server:
        s = ClaudeSession(cwd=project, env=claude_env(config, server.url, env), binary=ensure_claude(),
                          args=["--dangerously-skip-permissions"], socket_name=f"warden-bench-{os.getpid()}")
        with s:
            s.wait_ready(timeout=60)
            s.type_prompt("run the bench")
            server.wait_for(lambda srv: len([c for c in srv.tool_calls() if c.answered]) >= n, timeout=60 + 5 * n)
            calls = server.tool_calls()
    assert all(c.answers and not c.is_error for c in calls), [c.result_text for c in calls]
    return [c.latency * 1000 for c in calls]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--questions", type=int, default=24)
    args = ap.parse_args()
    print(f"{args.questions} AskUserQuestion calls per chain, answered inline by the hook; "
          "latency = tool_use sent -> tool_result received, as the model server measured it")
    print(f"{'chain':<18} {'median ms':>10} {'p90 ms':>8} {'max ms':>8}")
    policy = '[{ answerer = "policy", rules = [{ question = "proceed", choose = "Yes, proceed" }] }, "human"]'
    for label, chain in (("first", '["first"]'), ("policy, human", policy)):
        t0 = time.monotonic()
        lat = run(chain, args.questions)
        p90 = statistics.quantiles(lat, n=10)[-1]
        print(f"{label:<18} {statistics.median(lat):>10.0f} {p90:>8.0f} {max(lat):>8.0f}   "
              f"({len(lat)} calls, {time.monotonic() - t0:.0f}s)")


if __name__ == "__main__":
    main()
