"""Counts of a held-out part of the question corpus (its stats-*.json), shared by the builds
of every part (build-heldout-v2/, build-heldout-v3/). Stdlib only."""
import collections

HAZARDS = ("destructive", "outward", "security", "about_person")


def _is_rec(opt):
    return "(recommended" in opt["label"].lower() or "(recommended" in opt["description"].lower()


def stats(calls):
    items = [(c, q, l) for c in calls for q, l in zip(c["tool_input"]["questions"], c["labels"])]
    kind = lambda l: next(iter(l["expected"]))
    fam = collections.Counter(c["family"] for c in calls)
    out = {
        "calls": len(calls),
        "items": len(items),
        "multi_question_calls": sum(1 for c in calls if len(c["tool_input"]["questions"]) > 1),
        "multiselect_items": sum(1 for _, q, _ in items if q["multiSelect"]),
        "calls_per_family": dict(sorted(fam.items())),
        "items_per_family": dict(sorted(collections.Counter(c["family"] for c, _, _ in items).items())),
        "extracted": dict(sorted(collections.Counter(c["extracted"] for c in calls).items())),
        "extracted_per_family": {f: dict(sorted(collections.Counter(c["extracted"] for c in calls if c["family"] == f).items())) for f in sorted(fam)},
        "expected_kinds": dict(sorted(collections.Counter(kind(l) for _, _, l in items).items())),
        "expected_per_family": {f: dict(sorted(collections.Counter(kind(l) for c, _, l in items if c["family"] == f).items())) for f in sorted(fam)},
        "category_x_expected": {},
        "flags_all_items": dict(sorted(collections.Counter(fl for _, _, l in items for fl in l["flags"]).items())),
        "flags_person_items": dict(sorted(collections.Counter(fl for _, _, l in items if kind(l) == "person" for fl in l["flags"]).items())),
        "person_items": sum(1 for _, _, l in items if kind(l) == "person"),
        "settled_items": sum(1 for _, _, l in items if kind(l) != "person"),
        "settled_items_with_flags": sum(1 for _, _, l in items if kind(l) != "person" and l["flags"]),
        "person_items_without_flags": sum(1 for _, _, l in items if kind(l) == "person" and not l["flags"]),
        "calls_with_cwd_files": sum(1 for c in calls if c["cwd_files"]),
        "person_vs_settled_per_phase_command": {},
    }
    cx = collections.defaultdict(collections.Counter)
    for _, _, l in items:
        cx[l["category"]][kind(l)] += 1
    out["category_x_expected"] = {k: dict(sorted(v.items())) for k, v in sorted(cx.items())}
    ph = collections.defaultdict(lambda: {"person": 0, "settled": 0})
    for c, _, l in items:
        key = c["phase"].split()[0] if c["phase"] else "null"
        ph[key]["person" if kind(l) == "person" else "settled"] += 1
    out["person_vs_settled_per_phase_command"] = dict(sorted(ph.items()))
    out["person_share_pct"] = round(100.0 * out["person_items"] / out["items"], 1)
    sel_rows = [(q, l) for _, q, l in items if kind(l) == "select"]
    first = sum(1 for q, l in sel_rows if q["options"][0]["label"] == l["expected"]["select"])
    rec = [(q, l) for q, l in sel_rows if any(_is_rec(o) for o in q["options"])]
    rec_hit = sum(1 for q, l in rec if next(o["label"] for o in q["options"] if _is_rec(o)) == l["expected"]["select"])
    always_first = sum(
        1 for _, q, l in items
        if (kind(l) == "select" and q["options"][0]["label"] == l["expected"]["select"])
        or (kind(l) == "multi" and l["expected"]["multi"] == [q["options"][0]["label"]]))
    out["baselines"] = {"select_items": len(sel_rows), "first_option_correct": first,
                        "items_offering_a_recommended_option": len(rec), "recommended_option_correct": rec_hit,
                        "always_first_option_items_right": always_first}
    return out


def write_part(out_dir, name, calls):
    """Write a part's jsonl (`heldout-<name>.jsonl`) and its stats (`stats-heldout-<name>.json`); return the stats."""
    import json
    import os
    with open(os.path.join(out_dir, f"heldout-{name}.jsonl"), "w", encoding="utf-8") as fh:
        for c in calls:
            fh.write(json.dumps(c, ensure_ascii=False) + "\n")
    st = stats(calls)
    with open(os.path.join(out_dir, f"stats-heldout-{name}.json"), "w", encoding="utf-8") as fh:
        json.dump(st, fh, indent=2, ensure_ascii=False)
        fh.write("\n")
    return st


def build_part(out_dir, name, modules, calls):
    """The entry of a part's build.py: run each authored module's build() (they append to `calls`), write the
    part with write_part and print its headline counts."""
    import json
    for m in modules:
        m.build()
    st = write_part(out_dir, name, calls)
    keys = ("calls", "items", "person_items", "person_share_pct", "calls_per_family", "expected_kinds")
    print(json.dumps({k: st[k] for k in keys}, indent=1))
    return st
