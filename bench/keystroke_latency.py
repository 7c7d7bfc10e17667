"""Keystroke delivery latency on the real Claude Code: questions and permission dialogs.

    .venv/bin/python bench/keystroke_latency.py [--rounds 8] [--cases select,multi,type,four,allow,deny]
    .venv/bin/python bench/keystroke_latency.py --guard dialog|picker|field [--delays 0,0.1,0.15]

One real Claude Code session in tmux (``--permission-mode default``), warden's hooks
installed, managed with a profile whose inline budget is tiny (``chain = ["human"]``,
``budget = 0.5``), so every question is left to the picker. The scripted model plays
``--rounds`` rounds; each round holds one decision of every case, in this order, so the
cases are interleaved and share the machine's state alike:

- ``select``: a single-select question, answered with an option;
- ``multi``: a multi-select question, two options and a typed extra;
- ``type``: a typed ("Type something") answer;
- ``four``: a four-question form (typed, multi-select with an extra, select, multi-select);
- ``allow``: a Bash permission dialog, "Yes" (option 1);
- ``deny``: a Bash permission dialog, "No" with a message for Claude (Tab to amend).

A question is answered as ``warden answer`` does (``deliver.record``, which starts
``warden deliver`` detached) once the hook has released it; a dialog by a detached
``python -I -c "...dialog.choose(...)"`` once it shows (the route a decision kind's
``type_answer`` takes). Per decision the bench measures, from that moment:

- ``to model``: until the tool_result reached the model (the scripted server), for
  questions and dialogs alike;
- ``verified`` (questions): until the store says ``verified`` (PostToolUse compared
  what Claude Code received with the intent) — the figure warden reports;
- ``driver``: the driver's own time (``picker.deliver`` from its ``warden:deliver``
  event; ``dialog.choose`` timed in its process).

Medians and p90 are over the rounds (one value per round and case).

``--guard`` probes the client's Enter guard instead: on a fresh screen (a permission
dialog, a picker, or the picker's "Type something" field just filled) Enter is pressed
``d`` seconds after the screen was first seen, for each of ``--delays``, and the bench
counts how many the client took (the guard the driver waits out, enter_guard.py).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

from warden import install as inst
from warden.askuser.choices import parse_actions
from warden.askuser.model import Call
from warden.deliver.record import record
from warden.record.ingest import open_store
from warden.sandbox.claude_install import ensure_claude
from warden.sandbox.claude_session import ClaudeSession, claude_env, prepare_config_dir
from warden.sandbox.model_server import ScriptedModelServer

CASES = ("select", "multi", "type", "four", "allow", "deny")
QUESTION_CASES = ("select", "multi", "type", "four")
OPTIONS = [{"label": "Yes, proceed", "description": "Continue."}, {"label": "No — stop", "description": "Stop."},
           {"label": "Ask \"later\"", "description": "Defer."}, {"label": "Skip $(it)", "description": "Skip."}]
DENY = "Not now: leave {i} untouched — \"quoted\" $(no) ✓"

# the dialog's driver, in a process of its own as keystroke delivery runs
CHOOSE = """
import json, sys, time
from warden.deliver.dialog import choose
a = json.loads(sys.argv[1])
t = time.monotonic()
choose(a["pane"], a["socket"], a["option"], text=a["text"], expect=a["expect"], timeout=20)
print(time.monotonic() - t)
"""


def q(n: int, multi: bool = False) -> dict[str, Any]:
    return {"question": f"Question {n}: how should step {n} go?", "header": f"Step {n}", "multiSelect": multi,
            "options": OPTIONS}


def step(case: str, i: int, root: Path) -> dict[str, Any]:
    if case == "four":
        return {"kind": "ask", "questions": [q(100 * i + k, multi=k % 2 == 1) for k in range(4)]}
    if case in ("allow", "deny"):
        return {"kind": "tool", "tool": "Bash",
                "input": {"command": f"touch {root}/marker-{case}-{i}", "description": f"Mark {case} {i}"}}
    return {"kind": "ask", "questions": [q(i, multi=case == "multi")]}


def actions(case: str, i: int) -> list[dict[str, Any]]:
    if case == "select":
        return [{"action": "select", "optionIndex": 1 + i % 3}]
    if case == "multi":
        return [{"action": "multi-select", "selectedIndices": [0, 2], "text": f"note {i}, \"typed\""}]
    if case == "type":
        return [{"action": "type", "text": f"typed answer {i} — with $(no) expansion"}]
    return [{"action": "type", "text": f"form {i} — typed"},
            {"action": "multi-select", "selectedIndices": [1, 3], "text": "and more"},
            {"action": "select", "optionIndex": 2},
            {"action": "multi-select", "selectedIndices": [0]}]


def wait(fn: Callable[[], Any], timeout: float, what: str) -> Any:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = fn()
        if value:
            return value
        time.sleep(0.01)
    raise SystemExit(f"timed out waiting for {what}")


class Bench:
    def __init__(self, rounds: int, cases: tuple[str, ...]) -> None:
        self.plan = [(case, i) for i in range(rounds) for case in cases]
        self.root = Path(tempfile.mkdtemp(prefix="warden-bench-keys-"))
        self.home = self.root / "home"
        self.results: dict[str, dict[str, list[float]]] = {c: {"to model": [], "verified": [], "driver": []}
                                                           for c in cases}

    def run(self) -> None:
        home, project, config = self.home, self.root / "project", self.root / "config"
        for d in (home, project, config):
            d.mkdir()
        (home / "config.toml").write_text('[profiles.b]\nchain = ["human"]\nbudget = 0.5\n')
        os.environ["WARDEN_HOME"] = str(home)
        prepare_config_dir(config, project)
        inst.install(config / "settings.json")
        script = {"name": "bench-keys", "rules": [{"match": ["bench"], "steps": [
            step(case, i, project) for case, i in self.plan] + [{"kind": "text", "text": "All done."}]}]}
        env = {"WARDEN_HOME": str(home), "WARDEN_SESSION": "bench", "WARDEN_PROFILE": "b"}
        with ScriptedModelServer(script) as server:
            self.server = server
            s = ClaudeSession(cwd=project, env=claude_env(config, server.url, env), binary=ensure_claude(),
                              args=["--permission-mode", "default"],
                              socket_name=f"warden-bench-keys-{os.getpid()}")
            with s:
                self.session = s
                s.wait_ready(timeout=60)
                s.type_prompt("run the bench")
                asked = 0
                for n, (case, i) in enumerate(self.plan):
                    if case in QUESTION_CASES:
                        asked += 1
                        self.question(case, i, asked, n)
                    else:
                        self.dialog(case, i, n)
                self.driver_times()

    def result_at(self, n: int) -> float:
        """When the n-th tool call's tool_result reached the model (monotonic)."""
        call = wait(lambda: (c := self.server.tool_calls(None)) and len(c) > n and c[n].answered and c[n], 60,
                    f"the tool_result of call {n + 1}")
        return float(call.result_monotonic)

    def question(self, case: str, i: int, qid: int, n: int) -> None:
        home = str(self.home)

        def released() -> Any:
            store = open_store(home)
            try:
                row = store.question(qid)
                return row if row is not None and row["status"] == "pending" and row["hook_until"] is None else None
            finally:
                store.close()

        row = wait(released, 60, f"question {qid} to reach the picker")
        call = Call.from_questions(json.loads(row["questions"]))
        answer = parse_actions(call, actions(case, i))
        store = open_store(home)
        t0 = time.monotonic()
        record(store, qid, answer, "bench")  # starts `warden deliver` in the background
        store.close()

        def verified() -> bool:
            st = open_store(home)
            try:
                q = st.question(qid)
                if q["detail"] and "keystroke delivery failed" in q["detail"]:
                    raise SystemExit(f"question {qid}: {q['detail']}")
                if q["status"] in ("mismatch", "keyboard", "declined"):
                    raise SystemExit(f"question {qid}: {q['status']} {q['detail']}")
                return q["status"] == "verified"
            finally:
                st.close()

        wait(verified, 60, f"question {qid} to be verified")
        done = time.monotonic()
        self.results[case]["verified"].append(done - t0)
        self.results[case]["to model"].append(self.result_at(n) - t0)

    def dialog(self, case: str, i: int, n: int) -> None:
        from warden.deliver.screen import dialog as parse_dialog

        s = self.session
        marker = f"marker-{case}-{i}"
        wait(lambda: (d := parse_dialog(s.screen())) is not None and marker in d.text, 60,
             f"the permission dialog for {marker}")
        option = 1 if case == "allow" else 4
        text = None if case == "allow" else DENY.format(i=i)
        args = json.dumps({"pane": s.pane, "socket": s.socket_path, "option": option, "text": text,
                           "expect": marker})
        t0 = time.monotonic()
        proc = subprocess.Popen([sys.executable, "-I", "-c", CHOOSE, args], stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True)
        at = self.result_at(n)
        out, err = proc.communicate(timeout=60)
        if proc.returncode != 0:
            raise SystemExit(f"choose failed on {marker}:\n{err}")
        call = self.server.tool_calls(None)[n]
        if case == "deny" and not (call.is_error and DENY.format(i=i) in (call.result_text or "")):
            raise SystemExit(f"{marker}: the model did not get the message: {call.result_text!r}")
        if case == "allow" and call.is_error:
            raise SystemExit(f"{marker}: not allowed: {call.result_text!r}")
        self.results[case]["to model"].append(at - t0)
        self.results[case]["driver"].append(float(out.strip().splitlines()[-1]))

    def driver_times(self) -> None:
        asked = sum(case in QUESTION_CASES for case, _ in self.plan)

        def events() -> dict[int, float] | None:
            st = open_store(str(self.home))
            typed = {}
            for e in st.events(limit=100000):
                if e["event"] == "warden:deliver":
                    p = json.loads(e["payload"])
                    if p.get("outcome") == "typed":
                        typed[p["question_id"]] = p["seconds"]
            st.close()
            return typed if len(typed) == asked else None

        # `warden deliver` notes its time after the keys, so the last note may trail the verification
        typed = wait(events, 30, "every delivery's note") if asked else {}
        asked = 0
        for case, _ in self.plan:
            if case in QUESTION_CASES:
                asked += 1
                self.results[case]["driver"].append(typed[asked])


def p90(xs: list[float]) -> float:
    return statistics.quantiles(xs, n=10, method="inclusive")[-1] if len(xs) > 1 else xs[0]


# ------------------------------------------------------------ the Enter guard, probed

PROBES = ("dialog", "picker", "field")


def probe(kind: str, delays: list[float], per_delay: int) -> dict[float, list[float | None]]:
    """Press Enter ``d`` seconds after first seeing a fresh screen (a permission dialog,
    a picker, or the picker's "Type something" field just filled) and note whether the
    client took it (its reaction time) or dropped it (None)."""
    from warden.deliver.screen import dialog as parse_dialog, parse
    from warden.tmux import Pane

    n = len(delays) * per_delay
    if kind == "dialog":
        steps = [{"kind": "tool", "tool": "Bash", "input": {"command": f"touch probe-{i}", "description": f"Probe {i}"}}
                 for i in range(n)]
    else:
        steps = [{"kind": "ask", "questions": [{"question": f"Probe {i}?", "header": "Probe", "options": [
            {"label": "A", "description": "a"}, {"label": "B", "description": "b"}]}]} for i in range(n)]
    script = {"name": "probe", "rules": [{"match": ["probe"], "steps": steps + [{"kind": "text", "text": "Done."}]}]}
    root = Path(tempfile.mkdtemp(prefix="warden-bench-guard-"))
    project, config = root / "project", root / "config"
    project.mkdir()
    prepare_config_dir(config, project)

    def showing(screen: str, i: int) -> bool:
        if kind == "dialog":
            d = parse_dialog(screen)
            return d is not None and f"probe-{i}" in d.text
        p = parse(screen)
        return p is not None and p.question == f"Probe {i}?"

    def field(screen: str) -> str | None:
        p = parse(screen)
        row = p.row("other") if p is not None else None
        return row.text if row is not None and row.cursor else None

    taken: dict[float, list[float | None]] = {d: [] for d in delays}
    with ScriptedModelServer(script) as server:
        s = ClaudeSession(cwd=project, env=claude_env(config, server.url), binary=ensure_claude(),
                          args=["--permission-mode", "default"], socket_name=f"warden-bench-guard-{os.getpid()}")
        with s:
            s.wait_ready(timeout=60)
            s.type_prompt("probe")
            pane = Pane(s.pane, s.socket_path)
            for i in range(n):
                d = delays[i % len(delays)]
                wait(lambda: showing(pane.screen(), i), 60, f"probe {i}")
                if kind == "field":
                    pane.keys("Down", "Down")
                    wait(lambda: field(pane.screen()) is not None, 10, "the field")
                    for _ in range(5):  # keys typed as the cursor lands on the field can be dropped
                        if field(pane.screen()) not in ("Type something.", "Type something"):
                            pane.keys("C-u")
                            time.sleep(0.2)
                        pane.literal("typed")
                        end = time.monotonic() + 1.0
                        while time.monotonic() < end and field(pane.screen()) != "typed":
                            time.sleep(0.01)
                        if field(pane.screen()) == "typed":
                            break
                    else:
                        raise SystemExit("the field did not take the typed text")
                time.sleep(d)
                pane.keys("Enter")
                pressed = time.monotonic()
                while time.monotonic() - pressed < 1.0 and showing(pane.screen(), i):
                    time.sleep(0.01)
                took = time.monotonic() - pressed
                taken[d].append(None if took >= 1.0 else took)
                while showing(pane.screen(), i):  # dropped: past the re-armed guard, press again
                    time.sleep(0.3)
                    pane.keys("Enter")
    return taken


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=8)
    ap.add_argument("--cases", default=",".join(CASES), help="comma-separated, from: " + ", ".join(CASES))
    ap.add_argument("--guard", choices=PROBES, help="probe Claude Code's Enter guard on this screen instead")
    ap.add_argument("--delays", default="0,0.05,0.1,0.15,0.2", help="--guard: seconds after first sight")
    ap.add_argument("--per-delay", type=int, default=8, help="--guard: presses per delay")
    args = ap.parse_args()
    if args.guard:
        delays = [float(x) for x in args.delays.split(",")]
        for d, xs in probe(args.guard, delays, args.per_delay).items():
            ms = sorted(round(x * 1000) for x in xs if x is not None)
            print(f"{args.guard}: Enter {d:.2f}s after first sight: taken {len(ms)}/{len(xs)}"
                  + (f", shown after {statistics.median(ms):.0f} ms (median)" if ms else ""))
        return
    cases = tuple(c for c in args.cases.split(",") if c)
    unknown = set(cases) - set(CASES)
    if unknown:
        raise SystemExit(f"unknown case(s): {', '.join(sorted(unknown))}")
    bench = Bench(args.rounds, cases)
    t0 = time.monotonic()
    bench.run()
    print(f"{len(bench.plan)} decisions ({args.rounds} interleaved rounds of {', '.join(cases)}) delivered by "
          f"keystrokes into one Claude Code session ({time.monotonic() - t0:.0f}s)")
    print(f"{'case':<9} {'measure':<10} {'median ms':>10} {'p90 ms':>8} {'max ms':>8}")

    def row(case: str, measure: str, xs: list[float]) -> None:
        ms = [x * 1000 for x in xs]
        print(f"{case:<9} {measure:<10} {statistics.median(ms):>10.0f} {p90(ms):>8.0f} {max(ms):>8.0f}")

    for case in cases:
        for measure in ("verified", "to model", "driver"):
            if bench.results[case][measure]:
                row(case, measure, bench.results[case][measure])
    questions = [x for c in cases if c in QUESTION_CASES for x in bench.results[c]["verified"]]
    dialogs = [x for c in cases if c not in QUESTION_CASES for x in bench.results[c]["to model"]]
    if questions:
        row("questions", "verified", questions)
    if dialogs:
        row("dialogs", "to model", dialogs)


if __name__ == "__main__":
    main()
