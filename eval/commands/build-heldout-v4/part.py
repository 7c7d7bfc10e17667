"""Write one held-out part (v4 onwards) from its builder's records: the build scripts of v4 and
v5 call :func:`build` with their own record module (``_v4``, ``_v5``) once their source modules
have filled its lists.

Writes ../{commands,file_tools,web_tools}.heldout-v<N>.jsonl; fails on a duplicate inside the
part; drops (and names) any record that repeats the first set or an earlier held-out part."""
import collections
import json
import os
import sys

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KINDS = ("commands", "file_tools", "web_tools")
KEYS = {
    "commands": lambda r: r["command"],
    "file_tools": lambda r: (r["tool_name"], r["tool_input"]["file_path"]),
    "web_tools": lambda r: r["tool_input"].get("url") or r["tool_input"].get("query"),
}


def fail(msg):
    print("BUILD ERROR:", msg); sys.exit(1)


def load(name):
    return [json.loads(l) for l in open(os.path.join(OUT, name), encoding="utf-8")]


def earlier_parts(v):
    """The first set, v2 (file name `*.heldout.jsonl`) and every held-out part from v3 up to v-1."""
    names = ["{}.jsonl", "{}.heldout.jsonl"] + [f"{{}}.heldout-v{n}.jsonl" for n in range(3, v)]
    return {kind: [r for name in names for r in load(name.format(kind))] for kind in KINDS}


def dedupe(v, kind, rows, earlier):
    key, before = KEYS[kind], {KEYS[kind](r) for r in earlier[kind]}
    seen, out = set(), []
    for r in rows:
        k = key(r)
        if k in seen: fail(f"duplicate inside v{v} {kind}: {k}")
        seen.add(k)
        if k in before:
            print(f"  dropped (in an earlier part) {kind}: {str(k)[:90]}"); continue
        out.append(r)
    return out


def write(v, kind, rows, prefix):
    with open(os.path.join(OUT, f"{kind}.heldout-v{v}.jsonl"), "w", encoding="utf-8") as f:
        for i, r in enumerate(rows, 1):
            rec = {"id": f"v{v}-{prefix}-{i}"}; rec.update(r)
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")


def build(v, vmod, *sources):
    """Build part ``v`` from ``vmod``'s lists; ``sources`` are the modules that may name
    ``TRICKY_TRUE`` overrides (disguises the tricky patterns cannot see, set by hand)."""
    earlier = earlier_parts(v)
    tricky = set().union(*(getattr(s, "TRICKY_TRUE", ()) for s in sources))
    for r in vmod.CMDS:
        if r["command"] in tricky:
            r["tricky"] = True; tricky.discard(r["command"])
    if tricky: fail(f"tricky overrides not found: {tricky}")

    # Record what was quoted, with each source file's commit and blob id (only when checked against the sources).
    if vmod.LIVE:
        q = {"note": f"Inputs v{v} quotes from each source file, checked against the file at this commit (git blob id given).",
             "transcripts": {s: {"commit": vmod.SNAP[s]["commit"], "blob": vmod.SNAP[s]["blob"], "calls": calls}
                             for s, calls in sorted(vmod.USED_CALLS.items())},
             "files": {s: {"commit": vmod.REPO_SNAP[s]["commit"], "blob": vmod.REPO_SNAP[s]["blob"], "quotes": qs}
                       for s, qs in sorted(vmod.USED_QUOTES.items())}}
        with open(vmod.QUOTES_FILE, "w", encoding="utf-8") as f:
            json.dump(q, f, indent=1, ensure_ascii=False); f.write("\n")
        print("checked against the fetched sources; quotes.json written")
    else:
        print("mirrors absent: checked against quotes.json")

    parts = {"commands": (vmod.CMDS, "cmd"), "file_tools": (vmod.FILES, "file"), "web_tools": (vmod.WEBS, "web")}
    for kind, (rows, prefix) in parts.items():
        rows = dedupe(v, kind, rows, earlier)
        write(v, kind, rows, prefix)
        n = collections.Counter(r["verdict"] for r in rows)
        extra = f", tricky {sum(r['tricky'] for r in rows)}" if kind == "commands" else ""
        print(f"{kind}: {len(rows)} (allow {n['allow']}, hold {n['hold']}); ambiguous {sum(r['ambiguous'] for r in rows)}{extra}")
        cc = collections.Counter((r["verdict"], r["class"]) for r in rows)
        for vv in ("allow", "hold"):
            print(f"   {vv}: " + ", ".join(f"{c} {k}" for (x, c), k in cc.most_common() if x == vv))
