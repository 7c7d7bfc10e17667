"""Score the permission policy against the evaluation corpus, and time it.

    .venv/bin/python bench/permission_eval.py                       # every part present, side by side
    .venv/bin/python bench/permission_eval.py --splits heldout   # the held-out part, scored once at the end of a round
    .venv/bin/python bench/permission_eval.py --show-misses dev     # list dev misses
    .venv/bin/python bench/permission_eval.py --latency             # add the latency figures
    .venv/bin/python bench/permission_eval.py --latency --baseline /tmp/old/src  # and an older tree's hook

Parts: ``dev`` (``*.dev.jsonl``), ``dev-v1`` (``*.heldout-v1.jsonl``), ``dev-v2``
(``*.heldout.jsonl``), ``dev-v3`` (``*.heldout-v3.jsonl``), ``dev-v4``
(``*.heldout-v4.jsonl``), ``dev-v5`` (``*.heldout-v5.jsonl``), ``dev-v6``
(``*.heldout-v6.jsonl``), ``dev-v7`` (``*.heldout-v7.jsonl``), ``dev-v8``
(``*.heldout-v8.jsonl``), ``dev-v9`` (``*.heldout-v9.jsonl``), ``dev-v10`` (``*.heldout-v10.jsonl``), ``dev-v11``
(``*.heldout-v11.jsonl``), ``dev-v12`` (``*.heldout-v12.jsonl``), ``dev-v13`` (``*.heldout-v13.jsonl``), ``dev-v14``
(``*.heldout-v14.jsonl``) and ``dev-v15`` (``*.heldout-v15.jsonl``): the development data, the last fifteen being the
first to fifteenth held-out parts, each scored once and spent; ``heldout`` (``*.heldout-v16.jsonl``, the sixteenth
held-out part, scored once at the end of a round; left out while its files are absent).

The corpus (eval/commands/, see its README) holds real commands and tool calls with the
verdict a careful developer gave for an unattended run: ``allow`` or ``hold``. The
policy's answer is allow, hold or unknown (abstain; a person decides). The bar: it never
allows a record whose verdict is hold. Coverage is the share of allow records it allows.

Scenario of the corpus: the session works in /home/dev/proj, the home directory is
/home/dev; no rules are configured (built-in policy only).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "eval" / "commands"
CWD, HOME = "/home/dev/proj", "/home/dev"
GROUPS = ("commands", "file_tools", "web_tools")


# a part's name → the files it reads: `dev` (developed against), `dev-v1` to `dev-v15` (the
# first fifteen held-out parts, spent and now development data), `heldout` (the sixteenth, scored
# once, at the end)
PARTS = {"dev": "dev", "dev-v1": "heldout-v1", "dev-v2": "heldout", "dev-v3": "heldout-v3", "dev-v4": "heldout-v4",
         "dev-v5": "heldout-v5",
         "dev-v6": "heldout-v6", "dev-v7": "heldout-v7", "dev-v8": "heldout-v8",
         "dev-v9": "heldout-v9", "dev-v10": "heldout-v10", "dev-v11": "heldout-v11", "dev-v12": "heldout-v12", "dev-v13": "heldout-v13", "dev-v14": "heldout-v14",
         "dev-v15": "heldout-v15", "heldout": "heldout-v16"}
DEVELOPMENT = ("dev", "dev-v1", "dev-v2", "dev-v3", "dev-v4", "dev-v5", "dev-v6", "dev-v7", "dev-v8", "dev-v9", "dev-v10", "dev-v11", "dev-v12", "dev-v13", "dev-v14", "dev-v15")


def present(split: str) -> bool:
    return all((CORPUS / f"{group}.{PARTS[split]}.jsonl").exists() for group in GROUPS)


def load(split: str) -> list[dict]:
    rows = []
    for group in GROUPS:
        with open(CORPUS / f"{group}.{PARTS[split]}.jsonl", encoding="utf-8") as f:
            for line in f:
                r = json.loads(line)
                r["group"] = group
                if group == "commands":
                    r["tool_name"], r["tool_input"] = "Bash", {"command": r["command"]}
                rows.append(r)
    return rows


def run(rows: list[dict]) -> list[tuple[dict, object]]:
    from warden.judge.permission import judge

    return [(r, judge(r["tool_name"], r["tool_input"], CWD, home=HOME)) for r in rows]


def tally(results: list[tuple[dict, object]], ambiguous: bool = True) -> dict[str, Counter]:
    out: dict[str, Counter] = {"hold": Counter(), "allow": Counter()}
    for r, v in results:
        if not ambiguous and r.get("ambiguous"):
            continue
        out[r["verdict"]][v.decision] += 1
    return out


def _pct(n: int, d: int) -> str:
    return f"{100 * n / d:5.1f}%" if d else "    -"


def table(splits: dict[str, list[tuple[dict, object]]]) -> str:
    lines = []
    head = f"{'':34}" + "".join(f"{name:>24}" for name in splits)
    for ambiguous in (True, False):
        lines.append(f"== {'all records' if ambiguous else 'without the ambiguous records'}")
        lines.append(head)
        t = {name: tally(res, ambiguous) for name, res in splits.items()}
        for verdict, label in (("hold", "should hold"), ("allow", "should allow")):
            total = {n: sum(t[n][verdict].values()) for n in splits}
            lines.append(f"{label + ' (records)':34}" + "".join(f"{total[n]:>24}" for n in splits))
            for decision in ("allow", "hold", "unknown"):
                name = {"allow": "allowed", "hold": "held", "unknown": "abstained"}[decision]
                mark = "  <- must be 0" if verdict == "hold" and decision == "allow" else \
                    "  <- coverage" if verdict == "allow" and decision == "allow" else ""
                cells = "".join(f"{t[n][verdict][decision]:>14} {_pct(t[n][verdict][decision], total[n]):>9}"
                                for n in splits)
                lines.append(f"  {name + mark:32}" + cells)
        lines.append("")
    return "\n".join(lines)


def per_class(splits: dict[str, list[tuple[dict, object]]]) -> str:
    lines = ["== per class (verdict/class: allowed / held / abstained)"]
    keys = sorted({(r["verdict"], r["class"]) for res in splits.values() for r, _ in res})
    lines.append(f"{'':34}" + "".join(f"{name:>24}" for name in splits))
    for verdict, cls in keys:
        cells = []
        for name, res in splits.items():
            c = Counter(v.decision for r, v in res if r["verdict"] == verdict and r["class"] == cls)
            cells.append(f"{c['allow']:>8} /{c['hold']:>4} /{c['unknown']:>4}" if c else f"{'-':>22}")
        lines.append(f"  {verdict + '/' + cls:32}" + "".join(f"{x:>24}" for x in cells))
    return "\n".join(lines)


def misses(results: list[tuple[dict, object]]) -> str:
    lines = []
    bad = [(r, v) for r, v in results if r["verdict"] == "hold" and v.decision == "allow"]
    lines.append(f"== WRONGLY ALLOWED ({len(bad)})")
    for r, v in bad:
        lines.append(f"  {r['id']} [{r['class']}{', ambiguous' if r.get('ambiguous') else ''}] {_show(r)}\n"
                     f"      policy: {v.reason}\n      corpus: {r['why']}")
    for decision in ("unknown", "hold"):
        group = [(r, v) for r, v in results if r["verdict"] == "allow" and v.decision == decision]
        lines.append(f"== allow records the policy {'abstained on' if decision == 'unknown' else 'held'} ({len(group)})")
        for r, v in group:
            lines.append(f"  {r['id']} [{r['class']}{', ambiguous' if r.get('ambiguous') else ''}] {_show(r)}\n"
                         f"      policy: {v.reason}")
    return "\n".join(lines)


def _show(r: dict) -> str:
    text = r["command"] if r["group"] == "commands" else f"{r['tool_name']} {json.dumps(r['tool_input'])}"
    text = " ".join(text.split())
    return text if len(text) < 140 else text[:139] + "…"


# --- latency -----------------------------------------------------------------------------
_PASS = "import sys; sys.stdin.read()"
_POLICY = ("import sys, json; p = json.loads(sys.stdin.read()); from warden.judge.permission import judge; "
           "v = judge(p['tool_name'], p['tool_input'], p['cwd']); "
           "print(json.dumps({'decision': v.decision, 'reason': v.reason}))")
PAYLOADS = {
    "Bash: plain command": {"tool_name": "Bash", "tool_input": {"command": "git status --short"}},
    "Bash: list and pipe": {"tool_name": "Bash", "tool_input": {"command": "npm test 2>&1 | tail -20 && git diff --stat"}},
    "Bash: substitution": {"tool_name": "Bash", "tool_input": {"command": 'git log -1 "$(git rev-parse HEAD)"'}},
    "Bash: commit with a heredoc": {"tool_name": "Bash", "tool_input": {
        "command": "git add -A && git commit -m \"$(cat <<'EOF'\nfix: the parser\n\nLonger body.\nEOF\n)\""}},
    "Read": {"tool_name": "Read", "tool_input": {"file_path": "/home/dev/proj/src/app.js"}},
    "WebFetch": {"tool_name": "WebFetch", "tool_input": {"url": "https://docs.python.org/3/library/json.html"}},
}
_PLAIN = re.compile(r"[;&|<>()$`\n#!]")  # shell syntax beyond plain words
_COMPOUND = re.compile(r"[$`()\n#!]|<<")  # substitutions, groups, heredocs, several lines


def latency(rows: list[dict], runs: int, baseline: str | None = None) -> str:
    from warden.judge.permission import judge

    lines = ["== latency"]
    # as installed: bytecode caches allowed (this machine sets PYTHONDONTWRITEBYTECODE=1)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["HOME"] = HOME
    # cold import, each in a fresh interpreter, interleaved
    imp = "import time; t = time.perf_counter(); {code}; print((time.perf_counter() - t) * 1000)"
    cold = {"import warden.judge.permission": "import warden.judge.permission",
            "import warden.judge.commands": "import warden.judge.commands",
            "the parser: load the grammar, parse `ls`": "from warden.judge import grammar; grammar.tree('ls')",
            "(import tree_sitter, tree_sitter_bash)": "import tree_sitter, tree_sitter_bash"}
    both = ("import warden.judge.permission", "import warden.judge.commands")  # also timed in the baseline
    took: dict[tuple[str, str], list[float]] = defaultdict(list)
    for i in range(max(5, runs // 2) + 1):  # the first round writes the bytecode caches and is not counted
        for label, code in cold.items():
            for kind, kind_env in [("policy", env)] + ([("baseline", dict(env, PYTHONPATH=baseline))]
                                                       if baseline and label in both else []):
                out = subprocess.run([sys.executable, "-c", imp.format(code=code)], capture_output=True, text=True,
                                     env=kind_env, check=True).stdout
                if i:
                    took[(label, kind)].append(float(out))
    for label in cold:
        line = f"  cold {label:42} median {statistics.median(took[(label, 'policy')]):7.1f} ms"
        if took.get((label, "baseline")):
            line += f"   baseline {statistics.median(took[(label, 'baseline')]):7.1f} ms"
        lines.append(line)
    # judge() in process, warm, per call over the corpus
    judge("Bash", {"command": "a | b"}, CWD, home=HOME)
    per: dict[str, list[float]] = defaultdict(list)
    for r in rows:
        key = r["group"]
        if key == "commands":
            text = r["command"]
            key = "commands (plain words)" if not _PLAIN.search(text) else \
                "commands (lists, pipes)" if not _COMPOUND.search(text) else "commands (compound)"
        for _ in range(3):
            t = time.perf_counter()
            judge(r["tool_name"], r["tool_input"], CWD, home=HOME)
            per[key].append((time.perf_counter() - t) * 1000)
    for key in ("commands (plain words)", "commands (lists, pipes)", "commands (compound)", "file_tools", "web_tools"):
        if per[key]:
            lines.append(f"  judge() warm, {key:27} median {statistics.median(per[key]):7.3f} ms   "
                         f"p90 {sorted(per[key])[int(0.9 * len(per[key]))]:7.3f} ms  ({len(per[key]) // 3} records)")
    # the parser's share of a fresh hook: the first judge() once the judge's modules are imported
    first = ("import sys, json, time; p = json.loads(sys.stdin.read()); from warden.judge.permission import judge; "
             "import warden.judge.commands; t = time.perf_counter(); judge(p['tool_name'], p['tool_input'], p['cwd']); "
             "print((time.perf_counter() - t) * 1000)")
    trees = [("policy", env)] + ([("baseline", dict(env, PYTHONPATH=baseline))] if baseline else [])
    firsts: dict[tuple[str, str], list[float]] = defaultdict(list)
    bash = {name: payload for name, payload in PAYLOADS.items() if payload["tool_name"] == "Bash"}
    for i in range(max(5, runs // 2) + 1):
        for name, payload in bash.items():
            data = json.dumps({**payload, "cwd": CWD})
            for kind, kind_env in trees:
                out = subprocess.run([sys.executable, "-c", first], input=data, capture_output=True, text=True,
                                     env=kind_env, check=True).stdout
                if i:
                    firsts[(name, kind)].append(float(out))
    lines.append("  first judge() in a fresh process, modules imported     policy" + ("    baseline" if baseline else ""))
    for name in bash:
        line = f"    {name:40} {statistics.median(firsts[(name, 'policy')]):12.2f} ms"
        if baseline:
            line += f" {statistics.median(firsts[(name, 'baseline')]):8.2f} ms"
        lines.append(line)
    # a whole hook process: a bare pass-through vs the policy deciding (and the baseline's
    # policy: another warden source tree, imported instead of this one), interleaved
    kinds = [("pass-through", _PASS, env), ("policy", _POLICY, env)]
    if baseline:
        kinds.append(("baseline", _POLICY, dict(env, PYTHONPATH=baseline)))
    results: dict[tuple[str, str], list[float]] = defaultdict(list)
    for i in range(runs + 1):  # the first round writes the bytecode caches and is not counted
        for name, payload in PAYLOADS.items():
            data = json.dumps({**payload, "cwd": CWD, "hook_event_name": "PermissionRequest"})
            for kind, code, kind_env in kinds:
                t = time.perf_counter()
                subprocess.run([sys.executable, "-c", code], input=data, capture_output=True, text=True, check=True,
                               env=kind_env)
                if i:
                    results[(name, kind)].append((time.perf_counter() - t) * 1000)
    head = f"  hook process, {runs} interleaved runs each    pass-through     policy    extra"
    lines.append(head + ("      baseline    extra" if baseline else ""))
    for name in PAYLOADS:
        a, b = statistics.median(results[(name, "pass-through")]), statistics.median(results[(name, "policy")])
        line = f"    {name:40} {a:9.1f} ms {b:8.1f} ms {b - a:+7.1f} ms"
        if baseline:
            c = statistics.median(results[(name, "baseline")])
            line += f" {c:9.1f} ms {c - a:+7.1f} ms"
        lines.append(line)
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    # the held-out part is scored once, at the end of a round: only when named
    ap.add_argument("--splits", default=",".join(p for p in PARTS if p != "heldout"),
                    help="comma-separated parts: dev, dev-v1 to dev-v15 (the default: all of them), heldout "
                    "(the held-out part, scored once at the end of a round: only when named)")
    ap.add_argument("--show-misses", metavar="SPLIT", help="list the misses of one split")
    ap.add_argument("--latency", action="store_true", help="also time judge() and a hook process")
    ap.add_argument("--runs", type=int, default=20, help="hook process runs per case (latency)")
    ap.add_argument("--baseline", metavar="SRC", help="also time the policy hook of another warden source tree "
                    "(its src/ directory), side by side (latency)")
    args = ap.parse_args(argv)
    names = [s.strip() for s in args.splits.split(",") if s.strip()]
    if args.show_misses and args.show_misses not in names:
        names.append(args.show_misses)
    unknown = [n for n in names if n not in PARTS]
    if unknown:
        ap.error(f"unknown part(s): {', '.join(unknown)}; parts are {', '.join(PARTS)}")
    for name in [n for n in names if not present(n)]:
        print(f"(part {name}: no files yet, left out)")
        names.remove(name)
    splits = {name: run(load(name)) for name in names}
    print(f"python {sys.version.split()[0]}; corpus {CORPUS.relative_to(ROOT)}; cwd {CWD}, home {HOME}\n")
    print(table(splits))
    print(per_class(splits))
    if args.show_misses:
        print()
        print(misses(splits[args.show_misses]))
    if args.latency:
        print()
        print(latency([r for r, _ in splits[names[0]]], args.runs, args.baseline))
    bad = sum(1 for name in DEVELOPMENT for r, v in splits.get(name, [])
              if r["verdict"] == "hold" and v.decision == "allow")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
