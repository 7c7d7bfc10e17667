#!/usr/bin/env python3
"""Build the v5 held-out part: python3 eval/commands/build-heldout-v5/build.py

Writes ../commands.heldout-v5.jsonl, ../file_tools.heldout-v5.jsonl, ../web_tools.heldout-v5.jsonl.
Fails on a duplicate inside v5; drops (and names) any record that repeats the first set, v2, v3 or v4.
"""
import json, os, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import _v5
import src_transcripts, src_repos, src_security, src_web  # noqa: F401,E402  (they fill the lists)

def fail(msg):
    print("BUILD ERROR:", msg); sys.exit(1)

def load(name):
    return [json.loads(l) for l in open(os.path.join(OUT, name), encoding="utf-8")]
EARLIER = {kind: load(f"{kind}.jsonl") + load(f"{kind}.heldout.jsonl") + load(f"{kind}.heldout-v3.jsonl") + load(f"{kind}.heldout-v4.jsonl")
           for kind in ("commands", "file_tools", "web_tools")}
KEYS = {
    "commands": lambda r: r["command"],
    "file_tools": lambda r: (r["tool_name"], r["tool_input"]["file_path"]),
    "web_tools": lambda r: r["tool_input"].get("url") or r["tool_input"].get("query"),
}

def dedupe(kind, rows):
    key, earlier = KEYS[kind], {KEYS[kind](r) for r in EARLIER[kind]}
    seen, out = set(), []
    for r in rows:
        k = key(r)
        if k in seen: fail(f"duplicate inside v5 {kind}: {k}")
        seen.add(k)
        if k in earlier:
            print(f"  dropped (in an earlier part) {kind}: {str(k)[:90]}"); continue
        out.append(r)
    return out

def write(kind, rows, prefix):
    with open(os.path.join(OUT, f"{kind}.heldout-v5.jsonl"), "w", encoding="utf-8") as f:
        for i, r in enumerate(rows, 1):
            rec = {"id": f"v5-{prefix}-{i}"}; rec.update(r)
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")

# Disguises the tricky patterns cannot see (set by hand; each must name a record).
TRICKY_TRUE = set(getattr(src_security, "TRICKY_TRUE", ())) | set(getattr(src_repos, "TRICKY_TRUE", ()))
for r in _v5.CMDS:
    if r["command"] in TRICKY_TRUE:
        r["tricky"] = True; TRICKY_TRUE.discard(r["command"])
if TRICKY_TRUE: fail(f"tricky overrides not found: {TRICKY_TRUE}")

# Record what was quoted, with each source file's commit and blob id (only when checked against the sources).
if _v5.LIVE:
    q = {"note": "Inputs v5 quotes from each source file, checked against the file at this commit (git blob id given).",
         "transcripts": {s: {"commit": _v5.SNAP[s]["commit"], "blob": _v5.SNAP[s]["blob"], "calls": calls}
                         for s, calls in sorted(_v5.USED_CALLS.items())},
         "files": {s: {"commit": _v5.REPO_SNAP[s]["commit"], "blob": _v5.REPO_SNAP[s]["blob"], "quotes": qs}
                   for s, qs in sorted(_v5.USED_QUOTES.items())}}
    with open(_v5.QUOTES_FILE, "w", encoding="utf-8") as f:
        json.dump(q, f, indent=1, ensure_ascii=False); f.write("\n")
    print("checked against the fetched sources; quotes.json written")
else:
    print("mirrors absent: checked against quotes.json")

parts = {"commands": (_v5.CMDS, "cmd"), "file_tools": (_v5.FILES, "file"), "web_tools": (_v5.WEBS, "web")}
for kind, (rows, prefix) in parts.items():
    rows = dedupe(kind, rows)
    write(kind, rows, prefix)
    v = collections.Counter(r["verdict"] for r in rows)
    extra = f", tricky {sum(r['tricky'] for r in rows)}" if kind == "commands" else ""
    print(f"{kind}: {len(rows)} (allow {v['allow']}, hold {v['hold']}); ambiguous {sum(r['ambiguous'] for r in rows)}{extra}")
    cc = collections.Counter((r["verdict"], r["class"]) for r in rows)
    for vv in ("allow", "hold"):
        print(f"   {vv}: " + ", ".join(f"{c} {n}" for (x, c), n in cc.most_common() if x == vv))
