#!/usr/bin/env python3
"""Validate the warden evaluation corpus: every line parses, required fields present, split consistent."""
import json, hashlib, sys, collections, os
HERE = os.path.dirname(os.path.abspath(__file__))
CLASSES = {"read","build_test","local_write","vcs_local","install_local","destructive","outward","credentials",
           "outside_project","privilege","network_exec","system","unknown"}
SPEC = {
 "commands": ["id","command","source","filled","verdict","class","why","tricky"],
 "file_tools": ["id","tool_name","tool_input","source","filled","verdict","class","why"],
 "web_tools": ["id","tool_name","tool_input","source","filled","verdict","class","why"],
}
def held(i): return hashlib.sha256(i.encode()).hexdigest()[0] in "01234"
errors = 0
def err(msg):
    global errors; errors += 1; print("ERROR", msg)
for name, fields in SPEC.items():
    parts = {}
    for part in ("", ".dev", ".heldout"):
        fn = os.path.join(HERE, f"{name}{part}.jsonl"); rows = []
        with open(fn, encoding="utf-8") as f:
            for ln, line in enumerate(f, 1):
                try: r = json.loads(line)
                except Exception as e: err(f"{fn}:{ln} does not parse: {e}"); continue
                for k in fields:
                    if k not in r: err(f"{fn}:{ln} missing {k}")
                if r.get("verdict") not in ("allow","hold"): err(f"{fn}:{ln} bad verdict")
                if r.get("class") not in CLASSES: err(f"{fn}:{ln} bad class {r.get('class')}")
                for b in ("filled","tricky","ambiguous"):
                    if b in r and not isinstance(r[b], bool): err(f"{fn}:{ln} {b} not bool")
                if not str(r.get("source","")).strip(): err(f"{fn}:{ln} empty source")
                if not str(r.get("why","")).strip(): err(f"{fn}:{ln} empty why")
                if name == "commands" and not r.get("command","").strip(): err(f"{fn}:{ln} empty command")
                if name != "commands" and not isinstance(r.get("tool_input"), dict): err(f"{fn}:{ln} tool_input not object")
                if name == "file_tools" and "file_path" not in r.get("tool_input", {}): err(f"{fn}:{ln} no file_path")
                rows.append(r)
        parts[part] = rows
    ids = [r["id"] for r in parts[""]]
    if len(ids) != len(set(ids)): err(f"{name}: duplicate ids")
    if {r["id"] for r in parts[".heldout"]} != {i for i in ids if held(i)}: err(f"{name}: heldout split mismatch")
    if {r["id"] for r in parts[".dev"]} != {i for i in ids if not held(i)}: err(f"{name}: dev split mismatch")
    allr = parts[""]
    v = collections.Counter(r["verdict"] for r in allr)
    print(f"== {name}: {len(allr)} records (allow {v['allow']}, hold {v['hold']}); "
          f"dev {len(parts['.dev'])}, heldout {len(parts['.heldout'])}; "
          f"filled {sum(r['filled'] for r in allr)}, ambiguous {sum(r.get('ambiguous',False) for r in allr)}"
          + (f", tricky {sum(r['tricky'] for r in allr)}" if name == "commands" else ""))
    for part in (".dev", ".heldout"):
        c = collections.Counter(r["verdict"] for r in parts[part])
        print(f"   {part[1:]:8s} allow {c['allow']:4d} hold {c['hold']:4d} (hold share {c['hold']/max(1,len(parts[part])):.2f})")
    cc = collections.Counter((r["class"], r["verdict"]) for r in allr)
    print("   per class/verdict:", ", ".join(f"{k[0]}/{k[1]}={n}" for k, n in sorted(cc.items())))
print("OK" if errors == 0 else f"{errors} errors")
sys.exit(1 if errors else 0)
