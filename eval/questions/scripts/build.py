"""Assemble the corpus: calls.jsonl, dev.jsonl, heldout.jsonl, stats.json.

Run from anywhere:  python3 build.py  (writes into the parent directory)
"""
import collections
import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import common  # noqa: E402
import projects  # noqa: E402
import corpus_gsd_a, corpus_gsd_b, corpus_gsd_c, corpus_agileflow, corpus_misc  # noqa: E402,F401

HELDOUT_DIGITS = "0123456"


def is_heldout(cid):
    return hashlib.sha256(cid.encode("utf-8")).hexdigest()[0] in HELDOUT_DIGITS


def _q(c, lab):
    return c["tool_input"]["questions"][c["labels"].index(lab)]


def _is_delegate(label):
    low = label.lower()
    return low.startswith("you decide") or "you choose" in low or "let claude decide" in low


def _is_rec(opt):
    return "(recommended" in opt["label"].lower() or "(recommended" in opt["description"].lower()


def person_vs_settled(items):
    out = collections.defaultdict(lambda: {"person": 0, "settled": 0})
    for c, l in items:
        key = (c["phase"].split()[0] if c["phase"] else "null")
        out[key]["person" if "person" in l["expected"] else "settled"] += 1
    return dict(sorted(out.items()))


def baselines(items):
    """How trivial answerers score on items whose expected answer is a single select."""
    rows = [(c, l) for c, l in items if "select" in l["expected"]]
    first = sum(1 for c, l in rows if _q(c, l)["options"][0]["label"] == l["expected"]["select"])
    with_rec = [(c, l) for c, l in rows if any(_is_rec(o) for o in _q(c, l)["options"])]
    rec_hit = sum(1 for c, l in with_rec
                  if next(o["label"] for o in _q(c, l)["options"] if _is_rec(o)) == l["expected"]["select"])
    return {"select_items": len(rows), "first_option_correct": first,
            "items_offering_a_recommended_option": len(with_rec), "recommended_option_correct": rec_hit}


STATUS_BY_COMMAND = {
    "/gsd:discuss-phase": "discussing",
    "/gsd:plan-phase": "planning",
    "/gsd:plan-review-convergence": "planning",
    "/gsd:ui-phase": "planning (UI design contract)",
    "/gsd:ai-integration-phase": "planning (AI design contract)",
    "/gsd:mvp-phase": "planning (MVP framing)",
    "/gsd:spec-phase": "specifying",
    "/gsd:execute-phase": "executing",
    "/gsd:verify-work": "verifying (UAT)",
    "/gsd:validate-phase": "verifying (validation)",
    "/gsd:secure-phase": "verifying (security)",
    "/gsd:ui-review": "verifying (UI review)",
    "/gsd:eval-review": "verifying (eval review)",
    "/gsd:add-tests": "verifying (adding tests)",
    "/gsd:autonomous": "autonomous run in progress",
    "/gsd:manager": "managed by /gsd:manager",
    "/gsd:ship": "verified - ready to ship",
    "/gsd:undo": "executed (reverting)",
    "/gsd:next": "executing",
    "/gsd:import": "planning",
    "/gsd:debug": "executing",
}
MILESTONE_COMMANDS = ("/gsd:new-milestone", "/gsd:complete-milestone", "/gsd:cleanup", "/gsd:plan-milestone-gaps")


def _phase_name(roadmap, n):
    for line in roadmap.splitlines():
        cells = [x.strip() for x in line.strip().strip("|").split("|")]
        if len(cells) >= 2 and cells[0] == str(n):
            return cells[1]
    return None


def _normalize_roadmap(files, num):
    """Set the status column of a fixture roadmap to match the phase being worked on."""
    rm = files.get(".planning/ROADMAP.md")
    if rm is None or not any(rm.startswith(base) for base in
                             (projects.SHELFIE_ROADMAP, projects.TIDE_ROADMAP, projects.KL_ROADMAP)):
        return
    whole = "." not in num
    cur = int(float(num))
    out = []
    for line in rm.splitlines(keepends=True):
        cells = [x.strip() for x in line.strip().strip("|").split("|")]
        if line.startswith("|") and len(cells) == 3 and cells[0].isdigit():
            n = int(cells[0])
            if n < cur or (n == cur and not whole):
                st = "complete"
            elif n == cur:
                st = "in progress"
            else:
                st = "planned"
            line = f"| {cells[0]} | {cells[1]} | {st} |\n"
        out.append(line)
    files[".planning/ROADMAP.md"] = "".join(out)


def normalize_state(call):
    """Keep the shared fixture files consistent with the GSD command being run.

    The fixtures in projects.py describe one moment (phase 2/3 being discussed). Calls from other
    commands reuse them, so before writing we (a) drop ROADMAP/STATE that cannot exist yet during
    /gsd:new-project, (b) mark the milestone complete for milestone-level commands, and (c) set
    STATE.md's current phase/status to match the command.
    """
    files = call["cwd_files"]
    phase = call["phase"] or ""
    cmd = phase.split()[0] if phase else ""
    bases = [(projects.SHELFIE_STATE, projects.SHELFIE_ROADMAP), (projects.TIDE_STATE, projects.TIDE_ROADMAP),
             (projects.KL_STATE, projects.KL_ROADMAP)]
    state = files.get(".planning/STATE.md")
    roadmap = files.get(".planning/ROADMAP.md", "")
    base = next(((st, rm) for st, rm in bases if state is not None and state.startswith(st)), None)
    if cmd == "/gsd:new-project":
        for st, rm in bases:
            if files.get(".planning/STATE.md") == st:
                files.pop(".planning/STATE.md")
            if files.get(".planning/ROADMAP.md") == rm:
                files.pop(".planning/ROADMAP.md")
        return
    if base is None:
        return
    st, _ = base
    extra = state[len(st):]
    if cmd in MILESTONE_COMMANDS:
        if ".planning/ROADMAP.md" in files:
            files[".planning/ROADMAP.md"] = roadmap.replace("| in progress |", "| complete |").replace("| planned |", "| complete |")
        files[".planning/STATE.md"] = ("# Project State\nMilestone: v1.0 - all phases complete\n"
                                       f"Last activity: 2026-05-20 {phase}\n" + extra)
        return
    status = STATUS_BY_COMMAND.get(cmd)
    if status is None:
        return
    head = st.splitlines()
    num = next((tok for tok in phase.split()[1:] if tok.replace(".", "").isdigit()), None)
    cur = head[1]
    if num is not None:
        name = _phase_name(roadmap, num.split(".")[0])
        cur = f"Current phase: {num}" + (f" ({name})" if name and "." not in num else "")
    if num is not None:
        _normalize_roadmap(files, num)
    files[".planning/STATE.md"] = "\n".join([head[0], cur, f"Status: {status}",
                                             f"Last activity: 2026-05-12 {phase}"]) + "\n" + extra


def write_jsonl(path, rows):
    with open(path, "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")


def main():
    calls = common.CALLS
    for c in calls:
        normalize_state(c)
    ids = [c["id"] for c in calls]
    assert len(ids) == len(set(ids)), "duplicate ids"
    dev = [c for c in calls if not is_heldout(c["id"])]
    held = [c for c in calls if is_heldout(c["id"])]
    write_jsonl(os.path.join(OUT, "calls.jsonl"), calls)
    write_jsonl(os.path.join(OUT, "dev.jsonl"), dev)
    write_jsonl(os.path.join(OUT, "heldout.jsonl"), held)

    def fam(rows):
        return dict(sorted(collections.Counter(r["family"] for r in rows).items()))

    items = [(c, lab) for c in calls for lab in c["labels"]]
    stats = {
        "calls": len(calls),
        "items": len(items),
        "dev_calls": len(dev),
        "heldout_calls": len(held),
        "calls_per_family": fam(calls),
        "dev_per_family": fam(dev),
        "heldout_per_family": fam(held),
        "calls_per_extracted": dict(sorted(collections.Counter(c["extracted"] for c in calls).items())),
        "extracted_per_family": {f: dict(sorted(collections.Counter(c["extracted"] for c in calls if c["family"] == f).items()))
                                 for f in sorted({c["family"] for c in calls})},
        "calls_per_phase_command": dict(sorted(collections.Counter(
            (c["phase"].split()[0] if c["phase"] else None) or "null" for c in calls).items())),
        "items_per_category": dict(sorted(collections.Counter(l["category"] for _, l in items).items())),
        "items_per_expected_kind": dict(sorted(collections.Counter(next(iter(l["expected"])) for _, l in items).items())),
        "person_items_per_family": dict(sorted(collections.Counter(c["family"] for c, l in items if "person" in l["expected"]).items())),
        "items_per_flag": dict(sorted(collections.Counter(f for _, l in items for f in l["flags"]).items())),
        "person_items_per_flag": dict(sorted(collections.Counter(f for _, l in items if "person" in l["expected"] for f in l["flags"]).items())),
        "person_items_without_flags": sum(1 for _, l in items if "person" in l["expected"] and not l["flags"]),
        "settled_items_with_flags": sum(1 for _, l in items if "person" not in l["expected"] and l["flags"]),
        "calls_with_cwd_files": sum(1 for c in calls if c["cwd_files"]),
        "multi_question_calls": sum(1 for c in calls if len(c["tool_input"]["questions"]) > 1),
        "multiselect_items": sum(1 for c in calls for q in c["tool_input"]["questions"] if q["multiSelect"]),
        "person_vs_settled_per_phase_command": person_vs_settled(items),
        "you_decide_offered_items": sum(1 for c, l in items if any(_is_delegate(o["label"]) for o in _q(c, l)["options"])),
        "you_decide_expected_items": sum(1 for c, l in items if _is_delegate(l["expected"].get("select", ""))),
        "baselines_on_settled_single_select": baselines(items),
    }
    with open(os.path.join(OUT, "stats.json"), "w", encoding="utf-8") as fh:
        json.dump(stats, fh, indent=2, ensure_ascii=False)
        fh.write("\n")
    print(json.dumps(stats, indent=2, ensure_ascii=False))


if __name__ == "__main__":
    main()
