#!/usr/bin/env python3
"""Render ../README-heldout-vN.md from build-heldout-vN/README.template.md, the built vN files and quotes.json.

The parts built with v4's `part.build` share it: `python3 build-heldout-v4/render_readme.py 6` reads
build-heldout-v6/ and writes ../README-heldout-v6.md (N is 4 when not given)."""
import json, os, collections, subprocess, sys
V = sys.argv[1] if len(sys.argv) > 1 else "4"
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HERE = os.path.join(OUT, f"build-heldout-v{V}")
rows = {n: [json.loads(l) for l in open(os.path.join(OUT, f"{n}.heldout-v{V}.jsonl"), encoding="utf-8")]
        for n in ("commands", "file_tools", "web_tools")}
# A record was written (not quoted) when it was made for a settings pattern, after a URL source, or on a path or
# URL a source file only names (v6's FQ/WQ).
WRITTEN = ("Written for the pattern", " The file names ", "Written for this source's context")

def is_written(r):
    return any(w in r["why"] for w in WRITTEN) or r["source"].startswith("http")

def counts():
    out = []
    for n, rs in rows.items():
        v = collections.Counter(r["verdict"] for r in rs)
        line = (f"- **{n}**: {len(rs)} records, allow {v['allow']}, hold {v['hold']} (hold share {v['hold']/len(rs):.2f}); "
                f"filled {sum(r['filled'] for r in rs)}, ambiguous {sum(r['ambiguous'] for r in rs)}")
        if n == "commands":
            t = [r for r in rs if r["tricky"]]
            line += f"; tricky {len(t)} (allow {sum(r['verdict']=='allow' for r in t)}, hold {sum(r['verdict']=='hold' for r in t)})"
        out.append(line + ".")
        cc = collections.Counter((r["verdict"], r["class"]) for r in rs)
        for vv in ("allow", "hold"):
            out.append(f"  - {vv} by class: " + ", ".join(f"{c} {k}" for (x, c), k in cc.most_common() if x == vv))
        if n != "commands":
            out.append("  - by tool: " + ", ".join(f"{k} {c}" for k, c in collections.Counter(r['tool_name'] for r in rs).most_common()))
    total = sum(len(r) for r in rows.values())
    held = sum(r['verdict'] == 'hold' for rs in rows.values() for r in rs)
    amb = sum(r['ambiguous'] for rs in rows.values() for r in rs)
    out.append(f"- Totals: {total} records, hold share {held/total:.2f}; {amb} ambiguous.")
    return "\n".join(out)

def sources():
    c = collections.defaultdict(lambda: [0, 0, 0])
    for i, n in enumerate(rows):
        for r in rows[n]:
            s = r["source"]; c[s if s.startswith("http") else s.split(":")[0]][i] += 1
    return "\n".join(f"| {k} | {a} | {b} | {d} |" for k, (a, b, d) in sorted(c.items(), key=lambda x: (-sum(x[1]), x[0])))

def commits():
    q = json.load(open(os.path.join(HERE, "quotes.json"), encoding="utf-8"))
    c = collections.defaultdict(set)
    for k, d in list(q["transcripts"].items()) + list(q["files"].items()):
        c[k.split(":")[0]].add(d["commit"])
    return "\n".join(f"- `{k}` at `{', '.join(sorted(v))}`" for k, v in sorted(c.items()))

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

def written():
    out = []
    for n, rs in rows.items():
        w = sum(is_written(r) for r in rs)
        out.append(f"{n} {w} of {len(rs)}")
    total = sum(len(r) for r in rows.values())
    allw = sum(is_written(r) for rs in rows.values() for r in rs)
    return ", ".join(out) + f"; {allw} of {total} in all ({allw/total:.2f})"

dropped = subprocess.run([sys.executable, os.path.join(HERE, "build.py")], capture_output=True, text=True, check=True).stdout.count("dropped (in an earlier part)")
t = open(os.path.join(HERE, "README.template.md"), encoding="utf-8").read()
for k, v in {"{{N_CMD}}": str(len(rows["commands"])), "{{N_FILE}}": str(len(rows["file_tools"])), "{{N_WEB}}": str(len(rows["web_tools"])),
             "{{COUNTS}}": counts(), "{{SOURCES}}": sources(), "{{COMMITS}}": commits(), "{{AMBIG}}": ambig(), "{{DROPPED}}": str(dropped), "{{WRITTEN}}": written()}.items():
    t = t.replace(k, v)
open(os.path.join(OUT, f"README-heldout-v{V}.md"), "w", encoding="utf-8").write(t)
print(f"README-heldout-v{V}.md written")
