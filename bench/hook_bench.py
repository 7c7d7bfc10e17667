"""Whole-process time of `warden hook`, side by side with the bare interpreter.

    .venv/bin/python bench/hook_bench.py [--runs 40]

How it runs: each case is the exact command `warden install` writes into settings.json,
started as a fresh process with its payload on stdin (as Claude Code starts it), against
a real store in a temporary $WARDEN_HOME. The cases run interleaved, one of each per
round, so that machine noise hits all of them alike; a warm-up round first creates the
stores, fills the page cache and leaves the compiled patterns the policy's first answer
keeps (``warden.rxcache``), as the first question after an install or upgrade does. Each answer is checked, so a case that stopped deciding
inline fails the bench instead of getting faster. Printed per case: the wall time's
median and p90 in milliseconds and the median's ratio to `bare` (what the targets are
about), then the median CPU time (user + system, from the process's rusage) and its
ratio, which moves less than wall time when other work shares the machine.

Cases:
  bare            python -I -c pass                  (same interpreter, same venv)
  pass            a Stop event of an unmanaged session: spooled raw
                                                     (target: median <= 1.5x bare)
  inline-first    PreToolUse(AskUserQuestion) of a managed session, profile `chain = ["first"]`
  inline-default  the same with no config.toml at all: the default chain `policy` then
                  `human`, on a question the policy answers inline (no phase), in a project
                  directory holding a small .planning/; the policy reads the text shown
                  before the question from the session's transcript (200 KB of earlier
                  conversation, then the turn that asks, written before the hook starts)
                                                     (target: median <= 2x bare)
  permission      PermissionRequest(Bash) of a managed session, default chain: `npm test &&
                  git status` in the project, allowed by the policy (the permission judge)

The default chain's other path, where the policy abstains and `human` waits for a person,
is not measured: a person's wait is not hook cost.
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
from warden.sandbox.transcript_lines import asking_turn

# answered by `first`: its first option
QUESTIONS = [{
    "question": "Which database should the service use?", "header": "Database",
    "options": [{"label": "PostgreSQL", "description": "Relational"}, {"label": "SQLite", "description": "File"}],
    "multiSelect": False,
}]
# answered by `policy` with no workflow phase: the option itself says it does ordinary
# project work (tests/unit/test_policy_principles.py)
README_QUESTIONS = [{
    "question": "The new package has no README. Create one?", "header": "README",
    "options": [{"label": "Yes, create README.md", "description": ""}, {"label": "Skip", "description": ""}],
    "multiSelect": False,
}]
PLANNING = {
    "PROJECT.md": "# csv2json\n\nA small command-line tool that converts CSV files to JSON.\n\n"
                  "## Constraints\n- Python 3.11, no dependencies beyond the standard library.\n",
    "ROADMAP.md": "## Phase 1: Parser\n- Read CSV with a header row\n\n## Phase 2: Output\n- Write JSON lines\n",
    "STATE.md": "Current phase: 2 (Output)\nLast activity: parser merged, tests green.\n",
    "config.json": '{"mode": "interactive", "workflow": {"research": true, "plan_check": true}}\n',
}
TARGETS = {"bare": "", "pass": "<= 1.5x", "inline-first": "", "inline-default": "<= 2.0x", "permission": ""}


# where the sessions' transcripts are (``$CLAUDE_CONFIG_DIR/projects``), set by main()
TRANSCRIPTS = Path("/nonexistent")
EARLIER_BYTES = 200_000  # each session's conversation before the bench's questions


def transcript(n: int) -> Path:
    return TRANSCRIPTS / f"bench-{n % 5}.jsonl"


def earlier_turns() -> str:
    """A conversation's worth of lines as Claude Code writes them: prompts, text, a file read and its result."""
    lines, size, i = [], 0, 0
    while size < EARLIER_BYTES:
        turn = [{"type": "user", "message": {"role": "user", "content": f"step {i}: parse the next column type"}},
                {"type": "assistant", "message": {"content": [{"type": "text", "text": "Reading the parser first. " * 8}]}},
                {"type": "assistant", "message": {"content": [{"type": "tool_use", "id": f"toolu_r{i}", "name": "Read",
                                                               "input": {"file_path": "src/parser.py"}}]}},
                {"type": "user", "message": {"content": [{"type": "tool_result", "tool_use_id": f"toolu_r{i}",
                                                          "content": "def parse(row):\n    ...\n" * 90}]}}]
        text = "".join(json.dumps(x) + "\n" for x in turn)
        lines.append(text)
        size += len(text)
        i += 1
    return "".join(lines)


def payload(event: str, n: int, cwd: str = "/tmp/bench", **extra: object) -> bytes:
    return json.dumps({
        "session_id": f"bench-{n % 5}", "transcript_path": str(transcript(n)), "cwd": cwd,
        "permission_mode": "default", "hook_event_name": event, **extra,
    }).encode()


def permission(n: int, command: str, cwd: str) -> bytes:
    return payload("PermissionRequest", n, cwd, prompt_id=f"p{n}", tool_name="Bash",
                   tool_input={"command": command, "description": "run the tests"})


def ask(n: int, questions: list[dict], cwd: str = "/tmp/bench", tag: str = "") -> bytes:
    """The question's PreToolUse, its turn first written to the session's transcript (the prompt, the
    text shown before asking, the question's tool_use), as Claude Code has when the hook reads it."""
    tuid = f"toolu_{tag}{n}"
    with open(transcript(n), "a", encoding="utf-8") as f:
        f.write(asking_turn("add the README", "The parser and the output are done.", tuid, {"questions": questions}))
    return payload("PreToolUse", n, cwd, tool_name="AskUserQuestion", tool_use_id=tuid,
                   tool_input={"questions": questions})


def timed(argv: list[str], stdin: bytes, env: dict[str, str]) -> tuple[float, float, bytes]:
    """Wall time, CPU time (user + system, from the child's rusage) and stdout of one run."""
    t0 = time.perf_counter()
    p = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
    assert p.stdin is not None and p.stdout is not None
    p.stdin.write(stdin)  # a payload is far below a pipe's buffer: no deadlock with its output
    p.stdin.close()
    out = p.stdout.read()
    p.stdout.close()
    _, status, usage = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t0
    p.returncode = os.waitstatus_to_exitcode(status)
    assert p.returncode == 0, (argv, p.returncode)
    return wall, usage.ru_utime + usage.ru_stime, out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=40)
    args = ap.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="warden-bench-"))
    first_home, default_home, project = tmp / "first", tmp / "default", tmp / "csv2json"
    for d in (first_home, default_home, project / ".planning"):
        d.mkdir(parents=True)
    (first_home / "config.toml").write_text('[profiles.bench]\nchain = ["first"]\nbudget = 5\n')
    for name, text in PLANNING.items():
        (project / ".planning" / name).write_text(text)
    global TRANSCRIPTS
    TRANSCRIPTS = tmp / "claude" / "projects" / "-bench-csv2json"
    TRANSCRIPTS.mkdir(parents=True)
    earlier = earlier_turns()
    for n in range(5):
        transcript(n).write_text(earlier)
    base = {k: v for k, v in os.environ.items() if not k.startswith(("WARDEN_", "TMUX"))}
    base["CLAUDE_CONFIG_DIR"] = str(tmp / "claude")
    env = {
        "pass": {**base, "WARDEN_HOME": str(first_home)},
        "inline-first": {**base, "WARDEN_HOME": str(first_home), "WARDEN_SESSION": "bench", "WARDEN_PROFILE": "bench"},
        "inline-default": {**base, "WARDEN_HOME": str(default_home), "WARDEN_SESSION": "bench"},
    }
    env["permission"] = env["inline-default"]
    hook = shlex.split(hook_command())
    bare = [sys.executable, "-I", "-c", "pass"]

    def run_case(case: str, n: int) -> tuple[float, float]:
        if case == "bare":
            t, cpu, _ = timed(bare, b"", base)
        elif case == "pass":
            t, cpu, out = timed(hook, payload("Stop", n, stop_hook_active=False, last_assistant_message="done"), env[case])
            assert out == b"", out
        elif case == "inline-first":
            t, cpu, out = timed(hook, ask(n, QUESTIONS, tag="f"), env[case])
            assert b'"allow"' in out and b'"PostgreSQL"}' in out, out
        elif case == "inline-default":
            t, cpu, out = timed(hook, ask(n, README_QUESTIONS, str(project), tag="d"), env[case])
            assert b'"allow"' in out and b'"Yes, create README.md"}' in out, out
        else:
            t, cpu, out = timed(hook, permission(n, "npm test && git status", str(project)), env[case])
            assert b'"behavior": "allow"' in out, out
        return t, cpu

    walls: dict[str, list[float]] = {case: [] for case in TARGETS}
    cpus: dict[str, list[float]] = {case: [] for case in TARGETS}
    load = [os.getloadavg()[0]]
    for case in walls:  # warm up: create the stores, fill the page cache
        run_case(case, args.runs)
    for i in range(args.runs):
        for case in walls:
            t, cpu = run_case(case, i)
            walls[case].append(t)
            cpus[case].append(cpu)
    load.append(os.getloadavg()[0])
    med = {k: statistics.median(v) * 1000 for k, v in walls.items()}
    cpu_med = {k: statistics.median(v) * 1000 for k, v in cpus.items()}
    print(f"runs per case: {args.runs} (interleaved); python {sys.version.split()[0]}; {os.cpu_count()} cpus; "
          f"load average {load[0]:.2f} before, {load[1]:.2f} after")
    print(f"{'case':<15} {'median ms':>10} {'p90 ms':>8} {'ratio':>7} {'cpu ms':>8} {'ratio':>7}  target (median)")
    for k, v in walls.items():
        p90 = statistics.quantiles(v, n=10)[-1] * 1000
        print(f"{k:<15} {med[k]:>10.1f} {p90:>8.1f} {med[k] / med['bare']:>6.2f}x {cpu_med[k]:>8.1f}"
              f" {cpu_med[k] / cpu_med['bare']:>6.2f}x  {TARGETS[k]}")


if __name__ == "__main__":
    main()
