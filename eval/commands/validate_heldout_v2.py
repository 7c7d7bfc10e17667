#!/usr/bin/env python3
"""Validate a held-out part of the command corpus (stdlib only).

    python3 eval/commands/validate_heldout_v2.py          # the v2 part (*.heldout.jsonl)
    python3 eval/commands/validate_heldout_v2.py v3       # the v3 part (*.heldout-v3.jsonl)
    python3 eval/commands/validate_heldout_v2.py v4       # the v4 part (*.heldout-v4.jsonl)
    python3 eval/commands/validate_heldout_v2.py v5       # the v5 part (*.heldout-v5.jsonl)
    python3 eval/commands/validate_heldout_v2.py v6       # the v6 part (*.heldout-v6.jsonl)
    python3 eval/commands/validate_heldout_v2.py v7       # the v7 part (*.heldout-v7.jsonl)
    python3 eval/commands/validate_heldout_v2.py v8       # the v8 part (*.heldout-v8.jsonl)
    python3 eval/commands/validate_heldout_v2.py v9       # the v9 part (*.heldout-v9.jsonl)
    python3 eval/commands/validate_heldout_v2.py v10      # the v10 part (*.heldout-v10.jsonl)
    python3 eval/commands/validate_heldout_v2.py v11      # the v11 part (*.heldout-v11.jsonl)
    python3 eval/commands/validate_heldout_v2.py v12      # the v12 part (*.heldout-v12.jsonl)
    python3 eval/commands/validate_heldout_v2.py v13      # the v13 part (*.heldout-v13.jsonl)
    python3 eval/commands/validate_heldout_v2.py v14      # the v14 part (*.heldout-v14.jsonl)
    python3 eval/commands/validate_heldout_v2.py v15      # the v15 part (*.heldout-v15.jsonl)

Checks: every line parses; required fields and types; verdict and class vocabulary; ids are
<part>-<kind>-<n> and unique; file records carry tool_input.file_path; web records carry url+prompt
(WebFetch) or query (WebSearch); no record repeats another inside the part. It also checks that
no record repeats a record of an earlier part: the first set (<name>.jsonl, from FIRST_SET, default
this folder) for v2; the first set and v2 (<name>.heldout.jsonl, same folder) for v3; the first set,
v2 and v3 (<name>.heldout-v3.jsonl) for v4; all of those and v4 (<name>.heldout-v4.jsonl) for v5; all of those and v5 (<name>.heldout-v5.jsonl) for v6;
all of those and v6 (<name>.heldout-v6.jsonl) for v7; all of those and v7 (<name>.heldout-v7.jsonl) for v8;
all of those and v8 (<name>.heldout-v8.jsonl) for v9; all of those and v9 for v10; all of those and v10 for v11;
all of those and v11 for v12; all of those and v12 for v13; all of those and v13 for v14; all of those and v14 for v15.
"""
import json, os, re, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
FIRST = os.environ.get("FIRST_SET", HERE)
# part -> (file suffix, id prefix, earlier parts as (folder, file suffix) whose records it must not repeat)
PARTS = {
    "v2": (".heldout", "v2", [(FIRST, "")]),
    "v3": (".heldout-v3", "v3", [(FIRST, ""), (HERE, ".heldout")]),
    "v4": (".heldout-v4", "v4", [(FIRST, ""), (HERE, ".heldout"), (HERE, ".heldout-v3")]),
    "v5": (".heldout-v5", "v5", [(FIRST, ""), (HERE, ".heldout"), (HERE, ".heldout-v3"), (HERE, ".heldout-v4")]),
    "v6": (".heldout-v6", "v6", [(FIRST, ""), (HERE, ".heldout"), (HERE, ".heldout-v3"), (HERE, ".heldout-v4"),
                                 (HERE, ".heldout-v5")]),
    "v7": (".heldout-v7", "v7", [(FIRST, ""), (HERE, ".heldout"), (HERE, ".heldout-v3"), (HERE, ".heldout-v4"),
                                 (HERE, ".heldout-v5"), (HERE, ".heldout-v6")]),
    "v8": (".heldout-v8", "v8", [(FIRST, ""), (HERE, ".heldout"), (HERE, ".heldout-v3"), (HERE, ".heldout-v4"),
                                 (HERE, ".heldout-v5"), (HERE, ".heldout-v6"), (HERE, ".heldout-v7")]),
    "v9": (".heldout-v9", "v9", [(FIRST, ""), (HERE, ".heldout"), (HERE, ".heldout-v3"), (HERE, ".heldout-v4"),
                                 (HERE, ".heldout-v5"), (HERE, ".heldout-v6"), (HERE, ".heldout-v7"), (HERE, ".heldout-v8")]),
    "v10": (".heldout-v10", "v10", [(FIRST, ""), (HERE, ".heldout"), (HERE, ".heldout-v3"), (HERE, ".heldout-v4"),
                                    (HERE, ".heldout-v5"), (HERE, ".heldout-v6"), (HERE, ".heldout-v7"), (HERE, ".heldout-v8"),
                                    (HERE, ".heldout-v9")]),
    "v11": (".heldout-v11", "v11", [(FIRST, ""), (HERE, ".heldout"), (HERE, ".heldout-v3"), (HERE, ".heldout-v4"),
                                    (HERE, ".heldout-v5"), (HERE, ".heldout-v6"), (HERE, ".heldout-v7"), (HERE, ".heldout-v8"),
                                    (HERE, ".heldout-v9"), (HERE, ".heldout-v10")]),
    "v12": (".heldout-v12", "v12", [(FIRST, ""), (HERE, ".heldout"), (HERE, ".heldout-v3"), (HERE, ".heldout-v4"),
                                    (HERE, ".heldout-v5"), (HERE, ".heldout-v6"), (HERE, ".heldout-v7"), (HERE, ".heldout-v8"),
                                    (HERE, ".heldout-v9"), (HERE, ".heldout-v10"), (HERE, ".heldout-v11")]),
    "v13": (".heldout-v13", "v13", [(FIRST, ""), (HERE, ".heldout"), (HERE, ".heldout-v3"), (HERE, ".heldout-v4"),
                                    (HERE, ".heldout-v5"), (HERE, ".heldout-v6"), (HERE, ".heldout-v7"), (HERE, ".heldout-v8"),
                                    (HERE, ".heldout-v9"), (HERE, ".heldout-v10"), (HERE, ".heldout-v11"), (HERE, ".heldout-v12")]),
    "v14": (".heldout-v14", "v14", [(FIRST, ""), (HERE, ".heldout"), (HERE, ".heldout-v3"), (HERE, ".heldout-v4"),
                                    (HERE, ".heldout-v5"), (HERE, ".heldout-v6"), (HERE, ".heldout-v7"), (HERE, ".heldout-v8"),
                                    (HERE, ".heldout-v9"), (HERE, ".heldout-v10"), (HERE, ".heldout-v11"), (HERE, ".heldout-v12"),
                                    (HERE, ".heldout-v13")]),
    "v15": (".heldout-v15", "v15", [(FIRST, ""), (HERE, ".heldout"), (HERE, ".heldout-v3"), (HERE, ".heldout-v4"),
                                    (HERE, ".heldout-v5"), (HERE, ".heldout-v6"), (HERE, ".heldout-v7"), (HERE, ".heldout-v8"),
                                    (HERE, ".heldout-v9"), (HERE, ".heldout-v10"), (HERE, ".heldout-v11"), (HERE, ".heldout-v12"),
                                    (HERE, ".heldout-v13"), (HERE, ".heldout-v14")]),
}
PART = sys.argv[1] if len(sys.argv) > 1 else "v2"
if PART not in PARTS:
    sys.exit(f"usage: {sys.argv[0]} [{'|'.join(PARTS)}]")
SUFFIX, PREFIX, EARLIER = PARTS[PART]
CLASSES = {"read", "build_test", "local_write", "vcs_local", "install_local", "destructive", "outward",
           "credentials", "outside_project", "privilege", "network_exec", "system", "unknown"}
SPEC = {
    "commands": ("cmd", ["id", "command", "source", "filled", "verdict", "class", "why", "tricky", "ambiguous"]),
    "file_tools": ("file", ["id", "tool_name", "tool_input", "source", "filled", "verdict", "class", "why", "ambiguous"]),
    "web_tools": ("web", ["id", "tool_name", "tool_input", "source", "filled", "verdict", "class", "why", "ambiguous"]),
}
FILE_TOOLS = {"Read", "Write", "Edit", "MultiEdit", "NotebookEdit"}
errors = 0
def err(msg):
    global errors; errors += 1; print("ERROR", msg)

def earlier_keys(name):
    """Keys of the earlier parts' records, or None when none of their files is present."""
    keys, found = set(), False
    for folder, suffix in EARLIER:
        p = os.path.join(folder, f"{name}{suffix}.jsonl")
        if not os.path.exists(p): continue
        found = True
        for line in open(p, encoding="utf-8"):
            r = json.loads(line)
            if name == "commands": keys.add(r["command"])
            elif name == "file_tools": keys.add((r["tool_name"], r["tool_input"].get("file_path")))
            else: keys.add(r["tool_input"].get("url") or r["tool_input"].get("query"))
    return keys if found else None

totals = {}
for name, (kind, fields) in SPEC.items():
    fn = os.path.join(HERE, f"{name}{SUFFIX}.jsonl"); rows = []
    with open(fn, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try: r = json.loads(line)
            except Exception as e: err(f"{fn}:{ln} does not parse: {e}"); continue
            for k in fields:
                if k not in r: err(f"{fn}:{ln} missing {k}")
            if not re.fullmatch(rf"{PREFIX}-{kind}-\d+", str(r.get("id", ""))): err(f"{fn}:{ln} bad id {r.get('id')}")
            if r.get("verdict") not in ("allow", "hold"): err(f"{fn}:{ln} bad verdict")
            if r.get("class") not in CLASSES: err(f"{fn}:{ln} bad class {r.get('class')}")
            for b in ("filled", "tricky", "ambiguous"):
                if b in r and not isinstance(r[b], bool): err(f"{fn}:{ln} {b} not bool")
            for s in ("source", "why"):
                if not str(r.get(s, "")).strip(): err(f"{fn}:{ln} empty {s}")
            if name == "commands":
                if not isinstance(r.get("command"), str) or not r["command"].strip(): err(f"{fn}:{ln} empty command")
            else:
                ti = r.get("tool_input")
                if not isinstance(ti, dict): err(f"{fn}:{ln} tool_input not object"); continue
                if name == "file_tools":
                    if r.get("tool_name") not in FILE_TOOLS: err(f"{fn}:{ln} bad tool {r.get('tool_name')}")
                    if not ti.get("file_path"): err(f"{fn}:{ln} no file_path")
                else:
                    if r.get("tool_name") == "WebFetch" and not (ti.get("url") and "prompt" in ti): err(f"{fn}:{ln} WebFetch needs url+prompt")
                    elif r.get("tool_name") == "WebSearch" and not ti.get("query"): err(f"{fn}:{ln} WebSearch needs query")
                    elif r.get("tool_name") not in ("WebFetch", "WebSearch"): err(f"{fn}:{ln} bad tool {r.get('tool_name')}")
            rows.append(r)
    ids = [r["id"] for r in rows]
    if len(ids) != len(set(ids)): err(f"{name}: duplicate ids")
    key = (lambda r: r["command"]) if name == "commands" else \
          (lambda r: (r["tool_name"], r["tool_input"].get("file_path"))) if name == "file_tools" else \
          (lambda r: r["tool_input"].get("url") or r["tool_input"].get("query"))
    ks = [key(r) for r in rows]
    if len(ks) != len(set(ks)): err(f"{name}: duplicate records")
    fk = earlier_keys(name)
    if fk is not None:
        overlap = [k for k in ks if k in fk]
        if overlap: err(f"{name}: {len(overlap)} records repeat an earlier part, e.g. {overlap[0]!r}")
    v = collections.Counter(r["verdict"] for r in rows)
    line = (f"== {name}: {len(rows)} records (allow {v['allow']}, hold {v['hold']}, hold share {v['hold']/max(1,len(rows)):.2f}); "
            f"filled {sum(r['filled'] for r in rows)}, ambiguous {sum(r['ambiguous'] for r in rows)}")
    if name == "commands":
        t = [r for r in rows if r["tricky"]]
        line += f", tricky {len(t)} (allow {sum(r['verdict']=='allow' for r in t)}, hold {sum(r['verdict']=='hold' for r in t)})"
    print(line)
    cc = collections.Counter((r["verdict"], r["class"]) for r in rows)
    print("   per verdict/class:", ", ".join(f"{vv}/{c}={n}" for (vv, c), n in sorted(cc.items())))
    if name != "commands":
        print("   per tool:", dict(collections.Counter(r["tool_name"] for r in rows)))
    totals[name] = rows
if fk is None:
    print("(earlier parts not found; overlap check skipped)")
print("OK" if errors == 0 else f"{errors} errors")
sys.exit(1 if errors else 0)
