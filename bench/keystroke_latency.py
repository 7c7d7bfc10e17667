"""Keystroke delivery latency on the real Claude Code: answer recorded -> verified.

    .venv/bin/python bench/keystroke_latency.py [--questions 24]

A real Claude Code session in tmux, warden's hooks installed, managed with a profile
whose inline budget is tiny (`chain = ["human"]`, `budget = 0.5`), so every question
is left to the picker. The scripted model asks N AskUserQuestion calls in a row, in
turn: a single-select pick, a multi-select with a typed extra, a typed answer, and a
two-question form. For each, once the hook has released it, the bench records an
answer exactly as `warden answer` does (`answering.record`, which starts `warden
deliver` in the background) and measures until the store says `verified` (PostToolUse
compared what Claude Code received with the intent). Also reported: the time the
driver itself spent typing (from its `warden:deliver` event).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile
import time
from pathlib import Path

from warden.askuser.choices import parse_actions
from warden.askuser.model import Call
from warden import install as inst
from warden.deliver.record import record
from warden.record.ingest import open_store
from warden.sandbox.model_server import ScriptedModelServer
from warden.sandbox.claude_install import ensure_claude
from warden.sandbox.claude_session import ClaudeSession, claude_env, prepare_config_dir

OPTIONS = [{"label": "Yes, proceed", "description": "Continue."}, {"label": "No — stop", "description": "Stop."},
           {"label": "Ask \"later\"", "description": "Defer."}, {"label": "Skip $(it)", "description": "Skip."}]


def q(n: int, multi: bool = False) -> dict:
    return {"question": f"Question {n}: how should step {n} go?", "header": f"Step {n}", "multiSelect": multi,
            "options": OPTIONS}


def script(n: int) -> dict:
    steps = []
    for i in range(n):
        kind = i % 4
        questions = [q(100 * i), q(100 * i + 1, multi=True)] if kind == 3 else [q(i, multi=kind == 1)]
        steps.append({"kind": "ask", "questions": questions})
    steps.append({"kind": "text", "text": "All steps answered."})
    return {"name": "bench-keys", "rules": [{"match": ["bench"], "steps": steps}]}


def actions(i: int) -> list[dict]:
    kind = i % 4
    if kind == 0:
        return [{"action": "select", "optionIndex": 1 + i % 3}]
    if kind == 1:
        return [{"action": "multi-select", "selectedIndices": [0, 2], "text": f"note {i}, \"typed\""}]
    if kind == 2:
        return [{"action": "type", "text": f"typed answer {i} — with $(no) expansion"}]
    return [{"action": "select", "optionIndex": 3}, {"action": "multi-select", "selectedIndices": [1, 3]}]


def wait(fn, timeout: float, what: str):  # type: ignore[no-untyped-def]
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = fn()
        if value:
            return value
        time.sleep(0.02)
    raise SystemExit(f"timed out waiting for {what}")


def run(n: int) -> tuple[list[float], list[float]]:
    root = Path(tempfile.mkdtemp(prefix="warden-bench-keys-"))
    home, project, config = root / "home", root / "project", root / "config"
    for d in (home, project, config):
        d.mkdir()
    (home / "config.toml").write_text('[profiles.b]\nchain = ["human"]\nbudget = 0.5\n')
    os.environ["WARDEN_HOME"] = str(home)
    prepare_config_dir(config, project)
    inst.install(config / "settings.json")
    env = {"WARDEN_HOME": str(home), "WARDEN_SESSION": "bench", "WARDEN_PROFILE": "b"}
    totals, typing = [], []
    with ScriptedModelServer(script(n)) as server:
        s = ClaudeSession(cwd=project, env=claude_env(config, server.url, env), binary=ensure_claude(),
                          args=["--dangerously-skip-permissions"], socket_name=f"warden-bench-keys-{os.getpid()}")
        with s:
            s.wait_ready(timeout=60)
            s.type_prompt("run the bench")
            for i in range(n):
                def released():  # type: ignore[no-untyped-def]
                    store = open_store(str(home))
                    try:
                        rows = [r for r in store.questions(status="pending") if r["hook_until"] is None]
                        return rows[0] if rows and rows[0]["id"] == i + 1 else None
                    finally:
                        store.close()

                row = wait(released, 60, f"question {i + 1} to reach the picker")
                call = Call.from_questions(json.loads(row["questions"]))
                answer = parse_actions(call, actions(i))
                store = open_store(str(home))
                t0 = time.monotonic()
                record(store, row["id"], answer, "bench")  # starts `warden deliver` in the background
                store.close()

                def verified():  # type: ignore[no-untyped-def]
                    st = open_store(str(home))
                    try:
                        q = st.question(row["id"])
                        if q["detail"] and "keystroke delivery failed" in q["detail"]:
                            raise SystemExit(f"question {row['id']}: {q['detail']}")
                        if q["status"] in ("mismatch", "keyboard", "declined"):
                            raise SystemExit(f"question {row['id']}: {q['status']} {q['detail']}")
                        return q["status"] == "verified"
                    finally:
                        st.close()

                wait(verified, 60, f"question {row['id']} to be verified")
                totals.append((time.monotonic() - t0) * 1000)
            st = open_store(str(home))
            for e in st.events(limit=10000):
                if e["event"] == "warden:deliver":
                    p = json.loads(e["payload"])
                    if p.get("outcome") == "typed":
                        typing.append(p["seconds"] * 1000)
            st.close()
    return totals, typing


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--questions", type=int, default=24)
    args = ap.parse_args()
    t0 = time.monotonic()
    totals, typing = run(args.questions)
    print(f"{len(totals)} AskUserQuestion calls delivered by keystrokes and verified by PostToolUse "
          f"({time.monotonic() - t0:.0f}s)")
    print(f"{'':<28} {'median ms':>10} {'p90 ms':>8} {'max ms':>8}")
    for label, xs in (("answer recorded -> verified", totals), ("driver typing", typing)):
        p90 = statistics.quantiles(xs, n=10)[-1]
        print(f"{label:<28} {statistics.median(xs):>10.0f} {p90:>8.0f} {max(xs):>8.0f}")
    kinds = {0: "select", 1: "multi + extra", 2: "type", 3: "two questions"}
    for k, name in kinds.items():
        xs = totals[k::4]
        if xs:
            print(f"  {name:<26} {statistics.median(xs):>10.0f} {'':>8} {max(xs):>8.0f}")


if __name__ == "__main__":
    main()
