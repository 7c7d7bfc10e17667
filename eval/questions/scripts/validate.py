"""Validate the corpus files: JSON Lines shape, AskUserQuestion constraints, labels, split.

Usage: python3 validate.py [corpus_dir]   (default: parent of this script)
Exit status 1 on any error; warnings are printed but do not fail.
"""
import collections
import hashlib
import json
import os
import sys

DIR = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FAMILIES = {"gsd", "agileflow", "compound-engineering", "superpowers", "anthropic-plugins"}
EXTRACTED = {"verbatim", "filled", "prose", "variant"}
CATEGORIES = {"confirmation", "style", "scope", "architecture", "open_floor", "delegation", "other"}
FLAGS = {"destructive", "outward", "security", "about_person", "reports_failure"}
KINDS = {"select", "multi", "type", "person"}
HELDOUT_DIGITS = "0123456"

errors, warnings = [], []


def err(cid, msg):
    errors.append(f"{cid}: {msg}")


def warn(cid, msg):
    warnings.append(f"{cid}: {msg}")


def load(name):
    rows = []
    with open(os.path.join(DIR, name), encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            line = line.rstrip("\n")
            if not line.strip():
                err(f"{name}:{n}", "blank line")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{name}:{n}", f"invalid JSON: {e}")
    return rows


def is_str(x):
    return isinstance(x, str) and x.strip() != ""


def check_call(c):
    cid = c.get("id", "<no id>")
    want = {"id", "family", "source", "extracted", "phase", "cwd_files", "tool_input", "labels"}
    if set(c) != want:
        err(cid, f"keys {sorted(set(c))} != {sorted(want)}")
        return
    if c["family"] not in FAMILIES:
        err(cid, f"unknown family {c['family']!r}")
    if not (is_str(cid) and cid.startswith(c["family"] + "-") and cid.rsplit("-", 1)[-1].isdigit()):
        err(cid, "id must be <family>-<slug>-<n>")
    if not is_str(c["source"]) or ":" not in c["source"]:
        err(cid, "source must be owner/repo:path")
    if c["extracted"] not in EXTRACTED:
        err(cid, f"bad extracted {c['extracted']!r}")
    ph = c["phase"]
    if ph is not None and not (isinstance(ph, str) and ph.startswith("/gsd:")):
        err(cid, f"phase must be null or a /gsd: command, got {ph!r}")
    if c["family"] != "gsd" and ph is not None:
        warn(cid, "non-GSD call has a phase")
    if not isinstance(c["cwd_files"], dict) or not all(is_str(k) and isinstance(v, str) for k, v in c["cwd_files"].items()):
        err(cid, "cwd_files must map path -> text")
    ti = c["tool_input"]
    if not isinstance(ti, dict) or set(ti) != {"questions"}:
        err(cid, "tool_input must be {'questions': [...]}")
        return
    qs = ti["questions"]
    if not isinstance(qs, list) or not 1 <= len(qs) <= 4:
        err(cid, "1-4 questions required")
        return
    texts = [q.get("question") for q in qs]
    if len(set(texts)) != len(texts):
        err(cid, "question texts must be distinct within a call")
    labels = c["labels"]
    if not isinstance(labels, list) or len(labels) != len(qs):
        err(cid, f"need exactly one label per question ({len(qs)}), got {len(labels) if isinstance(labels, list) else labels!r}")
        return
    for i, (q, lab) in enumerate(zip(qs, labels)):
        where = f"{cid} q{i}"
        if set(q) != {"question", "header", "options", "multiSelect"}:
            err(where, f"question keys {sorted(q)}")
            continue
        if not is_str(q["question"]) or not is_str(q["header"]):
            err(where, "question and header must be non-empty strings")
        if len(q["header"]) > 12:
            warn(where, f"header {q['header']!r} longer than 12 chars")
        if not isinstance(q["multiSelect"], bool):
            err(where, "multiSelect must be bool")
        opts = q["options"]
        if not isinstance(opts, list) or not 2 <= len(opts) <= 4:
            err(where, "2-4 options required")
            continue
        if any(set(o) != {"label", "description"} or not is_str(o["label"]) or not isinstance(o["description"], str) for o in opts):
            err(where, "each option needs label (non-empty) and description (string)")
            continue
        olabels = [o["label"] for o in opts]
        if len(set(olabels)) != len(olabels):
            err(where, "option labels must be distinct")
        # label
        if not isinstance(lab, dict) or set(lab) != {"category", "expected", "flags", "why"}:
            err(where, f"label keys {sorted(lab) if isinstance(lab, dict) else lab!r}")
            continue
        if lab["category"] not in CATEGORIES:
            err(where, f"bad category {lab['category']!r}")
        if not is_str(lab["why"]):
            err(where, "why must be a sentence")
        if not isinstance(lab["flags"], list) or not set(lab["flags"]) <= FLAGS or len(set(lab["flags"])) != len(lab["flags"]):
            err(where, f"bad flags {lab['flags']!r}")
        exp = lab["expected"]
        if not isinstance(exp, dict) or len(exp) != 1 or next(iter(exp)) not in KINDS:
            err(where, f"expected must have exactly one of {sorted(KINDS)}")
            continue
        kind, val = next(iter(exp.items()))
        if kind == "select":
            if val not in olabels:
                err(where, f"select {val!r} is not an option label")
            if q["multiSelect"]:
                err(where, "select used on a multiSelect question (use multi)")
        elif kind == "multi":
            if not q["multiSelect"]:
                err(where, "multi used on a single-select question")
            if not isinstance(val, list) or not val or len(set(val)) != len(val) or not set(val) <= set(olabels):
                err(where, f"multi {val!r} must be a non-empty subset of option labels")
        else:
            if not is_str(val):
                err(where, f"{kind} needs a non-empty string")
        if kind == "person" and not lab["flags"]:
            warn(where, "person item without flags (reason is in 'person' text)")


def main():
    calls = load("calls.jsonl")
    dev = load("dev.jsonl")
    held = load("heldout.jsonl")
    ids = [c.get("id") for c in calls]
    dup = [k for k, n in collections.Counter(ids).items() if n > 1]
    if dup:
        errors.append(f"duplicate ids: {dup}")
    for c in calls:
        check_call(c)
    by_id = {c["id"]: c for c in calls}
    # split
    for name, rows, want_held in (("dev", dev, False), ("heldout", held, True)):
        for r in rows:
            rid = r.get("id")
            if rid not in by_id:
                errors.append(f"{name}: {rid} not in calls.jsonl")
            elif r != by_id[rid]:
                errors.append(f"{name}: {rid} differs from calls.jsonl")
            h = hashlib.sha256(rid.encode("utf-8")).hexdigest()[0] in HELDOUT_DIGITS
            if h != want_held:
                errors.append(f"{name}: {rid} is in the wrong split")
    dev_ids, held_ids = {r["id"] for r in dev}, {r["id"] for r in held}
    if dev_ids & held_ids:
        errors.append(f"ids in both splits: {sorted(dev_ids & held_ids)}")
    if dev_ids | held_ids != set(by_id):
        errors.append("dev + heldout do not cover calls.jsonl")
    fams = {c["family"] for c in calls}
    for name, rows in (("dev", dev), ("heldout", held)):
        missing = fams - {r["family"] for r in rows}
        if missing:
            errors.append(f"{name} lacks families {sorted(missing)}")

    items = [(c, q, l) for c in calls for q, l in zip(c["tool_input"]["questions"], c["labels"])]
    fam_counts = collections.Counter(c["family"] for c in calls)
    print(f"calls: {len(calls)}  items: {len(items)}  dev: {len(dev)}  heldout: {len(held)}")
    print("per family:", dict(sorted(fam_counts.items())))
    print("dev per family:", dict(sorted(collections.Counter(r['family'] for r in dev).items())))
    print("heldout per family:", dict(sorted(collections.Counter(r['family'] for r in held).items())))
    print("extracted:", dict(sorted(collections.Counter(c['extracted'] for c in calls).items())))
    print("expected kinds:", dict(sorted(collections.Counter(next(iter(l['expected'])) for _, _, l in items).items())))
    print("categories:", dict(sorted(collections.Counter(l['category'] for _, _, l in items).items())))
    print(f"GSD calls: {fam_counts['gsd']} (>=100 required); other families: {len(calls) - fam_counts['gsd']} (>=60 required)")
    if fam_counts["gsd"] < 100 or len(calls) - fam_counts["gsd"] < 60 or len(calls) < 200:
        errors.append("size targets not met")
    print(f"warnings: {len(warnings)}")
    for w in warnings:
        print("  WARN", w)
    print(f"errors: {len(errors)}")
    for e in errors:
        print("  ERROR", e)
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
