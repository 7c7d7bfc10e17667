#!/usr/bin/env python3
"""Render README.md from README.template.md and the built jsonl files."""
import json, os, collections, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.dirname(HERE)
rows = {n: [json.loads(l) for l in open(os.path.join(OUT, f"{n}.jsonl"), encoding="utf-8")]
        for n in ("commands", "file_tools", "web_tools")}
def counts():
    out = []
    for n, rs in rows.items():
        v = collections.Counter(r["verdict"] for r in rs)
        line = f"- **{n}**: {len(rs)} records, allow {v['allow']}, hold {v['hold']} (hold share {v['hold']/len(rs):.2f}); filled {sum(r['filled'] for r in rs)}, ambiguous {sum(r['ambiguous'] for r in rs)}"
        if n == "commands":
            t = [r for r in rs if r["tricky"]]
            line += f"; tricky compositions {len(t)} (allow {sum(r['verdict']=='allow' for r in t)}, hold {sum(r['verdict']=='hold' for r in t)})"
        out.append(line + ".")
        cc = collections.Counter((r["verdict"], r["class"]) for r in rs)
        for vv in ("allow", "hold"):
            out.append(f"  - {vv} by class: " + ", ".join(f"{c} {k}" for (x, c), k in sorted(cc.items(), key=lambda i: -i[1]) if x == vv))
        if n != "commands":
            out.append("  - by tool: " + ", ".join(f"{k} {v}" for k, v in collections.Counter(r['tool_name'] for r in rs).most_common()))
    out.append("- Totals: {} records, hold share {:.2f}.".format(sum(len(r) for r in rows.values()),
               sum(r['verdict']=='hold' for rs in rows.values() for r in rs)/sum(len(r) for r in rows.values())))
    out.append("- `tricky` marks compositions and disguises: `&&`, `;`, pipes, `$(…)`, backticks, `bash/sh/zsh -c`, eval, xargs, find -exec, env-variable prefixes, wrappers (sudo, env, timeout, nice, watch), absolute paths, quoting tricks, heredocs, redirections, brace and glob expansion, base64, inline interpreters, `$IFS`/ANSI-C quoting, and read-looking tools with write or exec flags. It was set by pattern, then corrected by hand for disguised cases such as `find . -delete -name x` or `ln -s ~/.ssh/id_rsa public/…`.")
    return "\n".join(out)
def sources():
    c = collections.defaultdict(lambda: [0, 0, 0])
    for i, n in enumerate(rows):
        for r in rows[n]:
            s = r["source"]; key = s if s.startswith("http") else s.split(":")[0]
            c[key][i] += 1
    return "\n".join(f"| {k} | {a} | {b} | {d} |" for k, (a, b, d) in sorted(c.items(), key=lambda x: -sum(x[1])))
def ambig():
    out = ["| id | input | verdict | decision |", "| --- | --- | --- | --- |"]
    for n, rs in rows.items():
        for r in rs:
            if not r["ambiguous"]: continue
            if n == "commands": what = r["command"]
            elif n == "file_tools": what = f"{r['tool_name']} {r['tool_input']['file_path']}"
            else: what = f"{r['tool_name']} " + (r["tool_input"].get("url") or r["tool_input"].get("query"))
            what = what.replace("\n", " ⏎ ").replace("|", "\\|")
            if len(what) > 110: what = what[:107] + "…"
            why = r["why"].split(" Transcript path")[0].replace("|", "\\|")
            out.append(f"| {r['id']} | `{what.replace('`', 'ˋ')}` | {r['verdict']} | {why} |")
    return "\n".join(out)
dropped = subprocess.run([sys.executable, os.path.join(HERE, "build.py")], capture_output=True, text=True).stdout.count("dropped (already in first set)")
t = open(os.path.join(HERE, "README.template.md"), encoding="utf-8").read()
t = (t.replace("{{N_CMD}}", str(len(rows["commands"]))).replace("{{N_FILE}}", str(len(rows["file_tools"])))
      .replace("{{N_WEB}}", str(len(rows["web_tools"]))).replace("{{COUNTS}}", counts())
      .replace("{{SOURCES}}", sources()).replace("{{AMBIG}}", ambig()).replace("{{DROPPED}}", str(dropped)))
open(os.path.join(OUT, "README.md"), "w", encoding="utf-8").write(t)
print("README.md written")
