"""Throughput and peak memory of `warden stream parse` against a plain json.loads loop.

    .venv/bin/python bench/stream_bench.py [--mb 200] [--file /tmp/warden-stream-bench.ndjson]

Generates (once; reused while its size matches) a stream-json file like Claude Code's
output: system/init lines, assistant text and tool calls, tool results of a few KB
(some of 1 MB), an AskUserQuestion call every few hundred lines with its answer
(structured ``tool_use_result`` or text only), result lines, and a torn line now and
then. Each reader then runs in its own process, and its wall time and peak RSS
(``wait4``'s ru_maxrss) are reported:

* ``json.loads per line``: ``for line in f: json.loads(line)``, nothing else;
* ``json.loads + extract``: the same loop, also finding the calls and their answers
  (what a straightforward parser of these files does);
* ``warden.headless.stream.parse``: the streaming parser (framing check for lines that cannot
  matter, full parse for the rest);
* ``warden.headless.stream.parse strict``: every line parsed;
* ``warden stream parse --json FILE``: the CLI, output to /dev/null.

How it runs: the readers take turns (one round runs each reader once, in order; ``--repeat``
rounds), and the median and the best wall time of each are reported. Every reader that
extracts calls must find exactly the calls and answers the generator wrote: the script
checks the counts and exits 1 on any difference.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

DEFAULT_FILE = Path("/tmp/warden-stream-bench.ndjson")

READERS = {
    "json.loads per line": """
import json, sys
n = 0
with open(sys.argv[1], "rb") as f:
    for line in f:
        try:
            json.loads(line)
        except ValueError:
            pass
        n += 1
print(json.dumps({"lines": n}))
""",
    "json.loads + extract": """
import json, sys
waiting, calls, answered, bad = {}, 0, 0, 0
with open(sys.argv[1], "rb") as f:
    for line in f:
        try:
            obj = json.loads(line)
        except ValueError:
            bad += 1
            continue
        content = (obj.get("message") or {}).get("content") if isinstance(obj, dict) else None
        for b in content if isinstance(content, list) else []:
            if not isinstance(b, dict):
                continue
            if b.get("type") == "tool_use" and b.get("name") == "AskUserQuestion":
                waiting[b["id"]] = b["input"]
                calls += 1
            elif b.get("type") == "tool_result" and b.get("tool_use_id") in waiting:
                waiting.pop(b["tool_use_id"])
                answered += 1
print(json.dumps({"calls": calls, "answered": answered, "malformed": bad}))
""",
    "warden.headless.stream.parse": """
import json, sys
from warden.headless.stream import Stats, parse
stats = Stats()
with open(sys.argv[1], "rb") as f:
    for _ in parse(f, stats=stats):
        pass
print(json.dumps(stats.to_json()))
""",
    "warden.headless.stream.parse strict": """
import json, sys
from warden.headless.stream import Stats, parse
stats = Stats()
with open(sys.argv[1], "rb") as f:
    for _ in parse(f, strict=True, stats=stats):
        pass
print(json.dumps(stats.to_json()))
""",
}


def generate(path: Path, mb: int, seed: int = 7) -> dict[str, int]:
    rnd = random.Random(seed)
    target = mb << 20
    words = "the of and to a in is it that for on with as was at by this be are from or an".split()
    counts = {"calls": 0, "answered": 0, "torn": 0}
    sid = "5f0c7d0e-1111-4222-8333-944445555666"
    n = 0

    def text(k: int) -> str:
        return " ".join(rnd.choice(words) for _ in range(k))

    with path.open("w", encoding="utf-8") as f:
        size = 0

        def put(obj: object) -> None:
            nonlocal size
            line = json.dumps(obj, ensure_ascii=False) + "\n"
            f.write(line)
            size += len(line.encode())

        put({"type": "system", "subtype": "init", "session_id": sid, "tools": ["AskUserQuestion", "Bash", "Read"]})
        while size < target:
            n += 1
            put({"type": "assistant", "session_id": sid, "message": {"role": "assistant", "content": [
                {"type": "text", "text": text(rnd.randint(20, 300))}]}})
            tid = f"toolu_{n:08x}"
            put({"type": "assistant", "session_id": sid, "message": {"role": "assistant", "content": [
                {"type": "tool_use", "id": tid, "name": "Bash", "input": {"command": f"ls -la /src/{n}"}}]}})
            body = text(rnd.randint(100, 1500)) if rnd.random() > 0.002 else "x" * (1 << 20)
            put({"type": "user", "session_id": sid, "message": {"role": "user", "content": [
                {"type": "tool_result", "tool_use_id": tid, "content": body}]}})
            if n % 150 == 0:
                qid = f"toolu_ask{n:08x}"
                q = {"question": f"Which approach for step {n}?", "header": "Approach", "multiSelect": False,
                     "options": [{"label": "A", "description": text(10)}, {"label": "B", "description": text(10)}]}
                put({"type": "assistant", "session_id": sid, "message": {"role": "assistant", "content": [
                    {"type": "tool_use", "id": qid, "name": "AskUserQuestion", "input": {"questions": [q]}}]}})
                counts["calls"] += 1
                answer = {q["question"]: rnd.choice("AB")}
                msg = {"type": "user", "session_id": sid, "message": {"role": "user", "content": [
                    {"type": "tool_result", "tool_use_id": qid,
                     "content": f'Your questions have been answered: "{q["question"]}"="{answer[q["question"]]}". '
                                "You can now continue with these answers in mind."}]}}
                if n % 300 == 0:
                    msg["tool_use_result"] = {"questions": [q], "answers": answer}
                put(msg)
                counts["answered"] += 1
            if n % 5000 == 0:
                f.write('{"type":"assistant","message":{"content":[{"type":"te\n')  # a torn write
                size += 55
                counts["torn"] += 1
            if n % 1000 == 0:
                put({"type": "result", "subtype": "success", "session_id": sid, "result": text(30),
                     "stop_reason": "end_turn"})
    return counts


def run_reader(name: str, code: str | None, argv: list[str] | None, path: Path) -> dict[str, object]:
    """Run one reader in a fresh process; return wall time, peak RSS and its output."""
    cmd = argv if argv is not None else [sys.executable, "-c", code or "", str(path)]
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    stdout = b""
    if proc.stdout is not None:
        for line in proc.stdout:  # the CLI prints one line per call: keep only the last (the summary)
            stdout = line
    _, status, usage = os.wait4(proc.pid, 0)
    elapsed = time.perf_counter() - t0
    if status != 0:
        raise SystemExit(f"{name} failed: {proc.stderr.read().decode()[-2000:] if proc.stderr else ''}")
    return {"name": name, "seconds": elapsed, "rss_mb": usage.ru_maxrss / 1024, "out": stdout.decode().strip()}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--mb", type=int, default=200)
    ap.add_argument("--file", type=Path, default=DEFAULT_FILE)
    ap.add_argument("--repeat", type=int, default=3, help="Rounds; each reader runs once per round.")
    args = ap.parse_args()
    path: Path = args.file
    meta = path.with_suffix(".json")
    if not (path.exists() and meta.exists() and json.loads(meta.read_text()).get("mb") == args.mb):
        t0 = time.perf_counter()
        counts = generate(path, args.mb)
        meta.write_text(json.dumps({"mb": args.mb, **counts}))
        print(f"generated {path} in {time.perf_counter() - t0:.1f}s")
    counts = json.loads(meta.read_text())
    size = path.stat().st_size
    print(f"{path}: {size / 2**20:.0f} MiB, {counts['calls']} AskUserQuestion calls, {counts['torn']} torn lines")
    print(f"python {sys.version.split()[0]}, {os.cpu_count()} CPUs\n")
    readers: list[tuple[str, str | None, list[str] | None]] = [(k, v, None) for k, v in READERS.items()]
    readers.append(("warden stream parse --json FILE", None,
                    [sys.executable, "-m", "warden", "stream", "parse", "--json", str(path)]))
    runs: dict[str, list[dict[str, object]]] = {name: [] for name, _, _ in readers}
    for _ in range(args.repeat):
        for name, code, argv in readers:
            runs[name].append(run_reader(name, code, argv, path))
    print(f"{'reader':<34} {'median s':>8} {'best s':>7} {'MiB/s':>6} {'peak RSS MiB':>13}  calls/answered")
    wrong = []
    for name, rs in runs.items():
        secs = sorted(float(r["seconds"]) for r in rs)  # type: ignore[arg-type]
        median = secs[len(secs) // 2]
        out = json.loads(str(rs[-1]["out"]) or "{}")
        found = (out.get("calls"), out.get("answered"))
        if found != (None, None) and found != (counts["calls"], counts["answered"]):
            wrong.append(f"{name} found {found[0]} calls / {found[1]} answered")
        rss = max(float(r["rss_mb"]) for r in rs)  # type: ignore[arg-type]
        shown = "-" if found == (None, None) else f"{found[0]}/{found[1]}"
        print(f"{name:<34} {median:8.2f} {secs[0]:7.2f} {size / 2**20 / median:6.0f} {rss:13.1f}  {shown}")
    print(f"\nthe file holds {counts['calls']} calls, {counts['answered']} answered "
          f"({args.repeat} rounds, readers interleaved; MiB/s from the median)")
    if wrong:
        print("MISMATCH: " + "; ".join(wrong))
        raise SystemExit(1)


if __name__ == "__main__":
    main()
