"""Validate a fresh held-out part: JSON Lines shape, AskUserQuestion constraints, labels, targets.

Usage: python3 eval/questions/validate_heldout_v2.py [corpus_dir] [--file NAME] [--v1 eval/questions/calls.jsonl]
       (default corpus_dir: the directory of this script; default NAME: heldout.jsonl, the v2 part;
        --file heldout-v3.jsonl … heldout-v52.jsonl check those parts against their own families and targets,
        see PARTS; a part that lists earlier files is also checked for id clashes with every one of them)
Exit status 1 on any error; warnings are printed but do not fail. Standard library only.
"""
import collections
import json
import os
import sys

FAMILIES = {"vbw", "bmad", "ccpm", "spec-kit", "cc-sdd", "spec-workflow"}
V1_FAMILIES = {"gsd", "agileflow", "compound-engineering", "superpowers", "anthropic-plugins"}
PHASED = {"vbw": "/vbw:"}          # families whose commands are GSD-like phases; all others use phase null
EXTRACTED = {"verbatim", "filled", "prose", "variant"}
CATEGORIES = {"confirmation", "style", "scope", "architecture", "open_floor", "delegation", "other"}
FLAGS = {"destructive", "outward", "security", "about_person", "reports_failure"}
KINDS = {"select", "multi", "type", "person"}
TARGETS = {"calls": 120, "families": 4, "person_share": 0.40}

# Each fresh part has its own families; ids must not reuse an earlier part's family prefix.
V2_FAMILIES = set(FAMILIES)
V3_FAMILIES = {"gstack", "omc", "ecc", "humanlayer", "prp"}
V4_FAMILIES = {"wshobson", "cc-templates", "agent-os", "simone", "ai-dev-tasks"}
V5_FAMILIES = {"dotclaude", "jeffallan", "mattpocock", "pro-workflow"}
V6_FAMILIES = {"ccw", "myclaude", "awesome-slash", "shinpr"}
V7_FAMILIES = {"the-startup", "smart-ralph", "trailofbits", "cat"}
V8_FAMILIES = {"octopus", "cc-builtin", "luan", "devlifecycle"}
V9_FAMILIES = {"ccgs", "hermit", "l3dn", "wiwdd"}
V10_FAMILIES = {"twikus", "jaykim", "motherbrain", "kimseungbin"}
V11_FAMILIES = {"mykit", "edloidas", "enonic", "raidemo"}
V12_FAMILIES = {"specflow", "mwguerra", "swtoolkit", "clavain"}
V13_FAMILIES = {"flow", "rlmmem", "intrusive", "dbt"}
V14_FAMILIES = {"spectra", "jaanto", "agentic", "airmile"}
V15_FAMILIES = {"loopagents", "molcajete", "cicero", "commando"}
V16_FAMILIES = {"ork", "iterdev", "agkit", "ccutil"}
V17_FAMILIES = {"karimo", "hostodo", "claudehub", "kanban"}
V18_FAMILIES = {"grd", "dwtoolkit", "agentty", "agentify"}
V19_FAMILIES = {"sequant", "keboola", "sprint", "pulumidocs"}
V20_FAMILIES = {"epcc", "rhac", "cruijff", "smallbiz"}
V21_FAMILIES = {"loa", "ccskills", "edwinhu", "blueprint"}
V22_FAMILIES = {"nefario", "taches", "shellm", "benai"}
V23_FAMILIES = {"camoa", "saotome", "journo", "vinnie"}
V24_FAMILIES = {"devkit", "tracz", "pmsetup", "electric"}
V25_FAMILIES = {"dorkos", "craft", "tdcdp", "cucumber"}
V26_FAMILIES = {"recce", "appleskills", "noahlz", "pickled"}
V27_FAMILIES = {"arkhe", "ycc", "apurv", "ddunnock"}
V28_FAMILIES = {"ship", "secondsky", "nathanvale", "jupiter"}
V29_FAMILIES = {"litsearch", "mpm", "devenv", "reso"}
V30_FAMILIES = {"hve", "plankit", "pyun", "planner"}
V31_FAMILIES = {"cwf", "faber", "qralph", "a11y"}
V32_FAMILIES = {"tbdocs", "tfia", "paat", "cconami"}
V33_FAMILIES = {"missionctl", "opskills", "wtissue", "lintix"}
V34_FAMILIES = {"vetsec", "skillmaker", "apitpl", "skrouter"}
V35_FAMILIES = {"baoyu", "sentryskills", "drizzlecube", "arezskills"}
V36_FAMILIES = {"sdlcmkt", "sigint", "humanvoice", "vancets"}
V37_FAMILIES = {"moai", "gitverbs", "emflow", "seedkit"}
V38_FAMILIES = {"marshal", "hypolab", "ccv3", "claudekit"}
V39_FAMILIES = {"gitx", "resadvisor", "upsuggest", "safeguard"}
V40_FAMILIES = {"devflow", "aitoolkit", "deploynope", "gitstack"}
V41_FAMILIES = {"secondbrain", "gcpops", "yjdev", "devopsk"}
V42_FAMILIES = {"okestack", "kicadauto", "devloop", "flight"}
V43_FAMILIES = {"cwflow", "agenticwf", "wtkit", "sorra"}
V44_FAMILIES = {"powerpack", "tsagent", "wfship", "revskills"}
V45_FAMILIES = {"fbooks", "liamns", "wire", "cks"}
V46_FAMILIES = {"indie", "iafw", "akount", "babak"}
V47_FAMILIES = {"killsaas", "smarthome", "yellow", "scribe"}
V48_FAMILIES = {"madskills", "june", "blocklet", "gitkit"}
V49_FAMILIES = {"anvil", "reggie", "omnigraph", "expokit"}
V50_FAMILIES = {"musing", "breakin", "fantasia", "jarfis"}
V51_FAMILIES = {"roxabi", "himi", "dualdoc", "datasaas"}
V52_FAMILIES = {"smmflow", "cainvest", "flowc", "ynab"}
PARTS = {
    "heldout.jsonl": {"families": V2_FAMILIES, "earlier": V1_FAMILIES, "phased": PHASED, "targets": TARGETS},
    # every v3 family is driven by slash commands, so each call names its command (or is null)
    "heldout-v3.jsonl": {"families": V3_FAMILIES, "earlier": V1_FAMILIES | V2_FAMILIES,
                         "phased": {f: "/" for f in V3_FAMILIES},
                         "targets": {"calls": 150, "families": 4, "person_share": 0.30}},
    # ai-dev-tasks' rule files are referenced with @file, not run as commands: its calls have phase null
    "heldout-v4.jsonl": {"families": V4_FAMILIES, "earlier": V1_FAMILIES | V2_FAMILIES | V3_FAMILIES,
                         "phased": {f: "/" for f in V4_FAMILIES - {"ai-dev-tasks"}},
                         "earlier_files": ("calls.jsonl", "heldout.jsonl", "heldout-v3.jsonl"),
                         "targets": {"calls": 150, "families": 4, "person_share": 0.30, "family_calls": 15}},
    # every v5 family is driven by skills or slash commands, so each call names one
    "heldout-v5.jsonl": {"families": V5_FAMILIES, "earlier": V1_FAMILIES | V2_FAMILIES | V3_FAMILIES | V4_FAMILIES,
                         "phased": {f: "/" for f in V5_FAMILIES},
                         "earlier_files": ("calls.jsonl", "heldout.jsonl", "heldout-v3.jsonl", "heldout-v4.jsonl"),
                         "targets": {"calls": 110, "families": 4, "person_share": 0.30, "family_calls": 15}},
    # every v6 family is driven by skills or slash commands, so each call names one
    "heldout-v6.jsonl": {"families": V6_FAMILIES,
                         "earlier": V1_FAMILIES | V2_FAMILIES | V3_FAMILIES | V4_FAMILIES | V5_FAMILIES,
                         "phased": {f: "/" for f in V6_FAMILIES},
                         "earlier_files": ("calls.jsonl", "heldout.jsonl", "heldout-v3.jsonl", "heldout-v4.jsonl",
                                           "heldout-v5.jsonl"),
                         "targets": {"calls": 110, "families": 4, "person_share": 0.30, "family_calls": 15}},
    # every v7 family is driven by skills or slash commands, so each call names one
    "heldout-v7.jsonl": {"families": V7_FAMILIES,
                         "earlier": V1_FAMILIES | V2_FAMILIES | V3_FAMILIES | V4_FAMILIES | V5_FAMILIES | V6_FAMILIES,
                         "phased": {f: "/" for f in V7_FAMILIES},
                         "earlier_files": ("calls.jsonl", "heldout.jsonl", "heldout-v3.jsonl", "heldout-v4.jsonl",
                                           "heldout-v5.jsonl", "heldout-v6.jsonl"),
                         "targets": {"calls": 110, "families": 4, "person_share": 0.30, "family_calls": 15}},
    # every v8 family is driven by skills or slash commands; the Cowork plugin skill starts from a plain request
    # (phase null, the request in cwd_files["request.txt"])
    "heldout-v8.jsonl": {"families": V8_FAMILIES,
                         "earlier": V1_FAMILIES | V2_FAMILIES | V3_FAMILIES | V4_FAMILIES | V5_FAMILIES | V6_FAMILIES
                         | V7_FAMILIES,
                         "phased": {f: "/" for f in V8_FAMILIES},
                         "earlier_files": ("calls.jsonl", "heldout.jsonl", "heldout-v3.jsonl", "heldout-v4.jsonl",
                                           "heldout-v5.jsonl", "heldout-v6.jsonl", "heldout-v7.jsonl"),
                         "targets": {"calls": 110, "families": 4, "person_share": 0.30, "family_calls": 15}},
    # every v9 family is driven by skills or slash commands, so each call names one
    "heldout-v9.jsonl": {"families": V9_FAMILIES,
                         "earlier": V1_FAMILIES | V2_FAMILIES | V3_FAMILIES | V4_FAMILIES | V5_FAMILIES | V6_FAMILIES
                         | V7_FAMILIES | V8_FAMILIES,
                         "phased": {f: "/" for f in V9_FAMILIES},
                         "earlier_files": ("calls.jsonl", "heldout.jsonl", "heldout-v3.jsonl", "heldout-v4.jsonl",
                                           "heldout-v5.jsonl", "heldout-v6.jsonl", "heldout-v7.jsonl",
                                           "heldout-v8.jsonl"),
                         "targets": {"calls": 90, "families": 4, "person_share": 0.30, "family_calls": 15}},
    # v10 is built from skill step files; each call names the skill with its flags
    "heldout-v10.jsonl": {"families": V10_FAMILIES,
                          "earlier": V1_FAMILIES | V2_FAMILIES | V3_FAMILIES | V4_FAMILIES | V5_FAMILIES | V6_FAMILIES
                          | V7_FAMILIES | V8_FAMILIES | V9_FAMILIES,
                          "phased": {f: "/" for f in V10_FAMILIES},
                          "earlier_files": ("calls.jsonl", "heldout.jsonl", "heldout-v3.jsonl", "heldout-v4.jsonl",
                                            "heldout-v5.jsonl", "heldout-v6.jsonl", "heldout-v7.jsonl",
                                            "heldout-v8.jsonl", "heldout-v9.jsonl"),
                          "targets": {"calls": 90, "families": 4, "person_share": 0.30, "family_calls": 15}},
    # v11 is built from command and skill files; each call names the command (or, for the demo template, the
    # request that starts its intake), so phases are checked for being strings, not for a prefix
    "heldout-v11.jsonl": {"families": V11_FAMILIES,
                          "earlier": V1_FAMILIES | V2_FAMILIES | V3_FAMILIES | V4_FAMILIES | V5_FAMILIES | V6_FAMILIES
                          | V7_FAMILIES | V8_FAMILIES | V9_FAMILIES | V10_FAMILIES,
                          "phased": {"mykit": "/", "edloidas": "/", "enonic": "/", "raidemo": ""},
                          "earlier_files": ("calls.jsonl", "heldout.jsonl", "heldout-v3.jsonl", "heldout-v4.jsonl",
                                            "heldout-v5.jsonl", "heldout-v6.jsonl", "heldout-v7.jsonl",
                                            "heldout-v8.jsonl", "heldout-v9.jsonl", "heldout-v10.jsonl"),
                          "targets": {"calls": 100, "families": 4, "person_share": 0.30, "family_calls": 15,
                                      "family_share": 0.35}},
    # v12, like v11, is built from command, agent and skill files; each call names the command it belongs to
    "heldout-v12.jsonl": {"families": V12_FAMILIES,
                          "earlier": V1_FAMILIES | V2_FAMILIES | V3_FAMILIES | V4_FAMILIES | V5_FAMILIES | V6_FAMILIES
                          | V7_FAMILIES | V8_FAMILIES | V9_FAMILIES | V10_FAMILIES | V11_FAMILIES,
                          "phased": {f: "/" for f in V12_FAMILIES},
                          "earlier_files": ("calls.jsonl", "heldout.jsonl", "heldout-v3.jsonl", "heldout-v4.jsonl",
                                            "heldout-v5.jsonl", "heldout-v6.jsonl", "heldout-v7.jsonl",
                                            "heldout-v8.jsonl", "heldout-v9.jsonl", "heldout-v10.jsonl",
                                            "heldout-v11.jsonl"),
                          "targets": {"calls": 100, "families": 4, "person_share": 0.30, "family_calls": 15,
                                      "family_share": 0.35}},
    # v13, like v12, is built from command and skill files; each call names the command or skill it belongs to
    "heldout-v13.jsonl": {"families": V13_FAMILIES,
                          "earlier": V1_FAMILIES | V2_FAMILIES | V3_FAMILIES | V4_FAMILIES | V5_FAMILIES | V6_FAMILIES
                          | V7_FAMILIES | V8_FAMILIES | V9_FAMILIES | V10_FAMILIES | V11_FAMILIES | V12_FAMILIES,
                          "phased": {f: "/" for f in V13_FAMILIES},
                          "earlier_files": ("calls.jsonl", "heldout.jsonl", "heldout-v3.jsonl", "heldout-v4.jsonl",
                                            "heldout-v5.jsonl", "heldout-v6.jsonl", "heldout-v7.jsonl",
                                            "heldout-v8.jsonl", "heldout-v9.jsonl", "heldout-v10.jsonl",
                                            "heldout-v11.jsonl", "heldout-v12.jsonl"),
                          "targets": {"calls": 100, "families": 4, "person_share": 0.30, "family_calls": 15,
                                      "family_share": 0.35}},
    # v14, like v13, is built from command, skill and CLI files; each call names the command or skill it belongs to
    "heldout-v14.jsonl": {"families": V14_FAMILIES,
                          "earlier": V1_FAMILIES | V2_FAMILIES | V3_FAMILIES | V4_FAMILIES | V5_FAMILIES | V6_FAMILIES
                          | V7_FAMILIES | V8_FAMILIES | V9_FAMILIES | V10_FAMILIES | V11_FAMILIES | V12_FAMILIES
                          | V13_FAMILIES,
                          "phased": {f: "/" for f in V14_FAMILIES},
                          "earlier_files": ("calls.jsonl", "heldout.jsonl", "heldout-v3.jsonl", "heldout-v4.jsonl",
                                            "heldout-v5.jsonl", "heldout-v6.jsonl", "heldout-v7.jsonl",
                                            "heldout-v8.jsonl", "heldout-v9.jsonl", "heldout-v10.jsonl",
                                            "heldout-v11.jsonl", "heldout-v12.jsonl", "heldout-v13.jsonl"),
                          "targets": {"calls": 100, "families": 4, "person_share": 0.30, "family_calls": 15,
                                      "family_share": 0.35}},
}
# v15 on are built from command and skill files, each call naming the command or skill it belongs to, from families none
# of the earlier parts hold, against the same targets: their entries follow from the families in order
_FAMILIES_BY_PART = (V1_FAMILIES, V2_FAMILIES, V3_FAMILIES, V4_FAMILIES, V5_FAMILIES, V6_FAMILIES, V7_FAMILIES, V8_FAMILIES,
                     V9_FAMILIES, V10_FAMILIES, V11_FAMILIES, V12_FAMILIES, V13_FAMILIES, V14_FAMILIES, V15_FAMILIES,
                     V16_FAMILIES, V17_FAMILIES, V18_FAMILIES, V19_FAMILIES, V20_FAMILIES, V21_FAMILIES, V22_FAMILIES,
                     V23_FAMILIES, V24_FAMILIES, V25_FAMILIES, V26_FAMILIES, V27_FAMILIES, V28_FAMILIES, V29_FAMILIES,
                     V30_FAMILIES, V31_FAMILIES, V32_FAMILIES, V33_FAMILIES, V34_FAMILIES, V35_FAMILIES, V36_FAMILIES, V37_FAMILIES, V38_FAMILIES, V39_FAMILIES, V40_FAMILIES, V41_FAMILIES, V42_FAMILIES, V43_FAMILIES, V44_FAMILIES, V45_FAMILIES, V46_FAMILIES, V47_FAMILIES, V48_FAMILIES, V49_FAMILIES, V50_FAMILIES, V51_FAMILIES, V52_FAMILIES)
_FILES_BY_PART = ("calls.jsonl", "heldout.jsonl") + tuple(f"heldout-v{n}.jsonl" for n in range(3, len(_FAMILIES_BY_PART) + 1))
for _n in range(15, len(_FAMILIES_BY_PART) + 1):
    PARTS[f"heldout-v{_n}.jsonl"] = {
        "families": _FAMILIES_BY_PART[_n - 1],
        "earlier": set().union(*_FAMILIES_BY_PART[:_n - 1]),
        "phased": {f: "/" for f in _FAMILIES_BY_PART[_n - 1]},
        "earlier_files": _FILES_BY_PART[:_n - 1],
        "targets": {"calls": 90, "families": 4, "person_share": 0.30, "family_calls": 15, "family_share": 0.35},
    }

errors, warnings = [], []


def err(cid, msg):
    errors.append(f"{cid}: {msg}")


def warn(cid, msg):
    warnings.append(f"{cid}: {msg}")


def load(path):
    rows = []
    with open(path, encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            line = line.rstrip("\n")
            if not line.strip():
                err(f"{os.path.basename(path)}:{n}", "blank line")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{os.path.basename(path)}:{n}", f"invalid JSON: {e}")
    return rows


def is_str(x):
    return isinstance(x, str) and x.strip() != ""


def check_call(c):
    cid = c.get("id", "<no id>")
    want = {"id", "family", "source", "extracted", "phase", "cwd_files", "tool_input", "labels"}
    if set(c) - {"shown"} != want:
        err(cid, f"keys {sorted(set(c))} != {sorted(want)} (and an optional 'shown')")
        return
    if "shown" in c and not (isinstance(c["shown"], str) and c["shown"].strip()):
        err(cid, "shown must be the text the session showed before asking")
    fam = c["family"]
    if fam not in FAMILIES:
        err(cid, f"unknown family {fam!r}")
    if not (is_str(cid) and cid.startswith(fam + "-") and cid.rsplit("-", 1)[-1].isdigit()):
        err(cid, "id must be <family>-<slug>-<n>")
    if any(cid.startswith(f + "-") for f in V1_FAMILIES):
        err(cid, "id uses an earlier part's family prefix")
    src = c["source"]
    if not is_str(src) or ":" not in src or "/" not in src.split(":", 1)[0]:
        err(cid, "source must be owner/repo:path#heading")
    elif "#" not in src:
        warn(cid, "source has no #heading")
    if c["extracted"] not in EXTRACTED:
        err(cid, f"bad extracted {c['extracted']!r}")
    ph = c["phase"]
    prefix = PHASED.get(fam)
    if ph is not None:
        if prefix is None:
            err(cid, f"family {fam} has no phases; phase must be null, got {ph!r}")
        elif not (isinstance(ph, str) and ph.startswith(prefix)):
            err(cid, f"phase must be null or a {prefix} command, got {ph!r}")
    elif prefix is not None:
        warn(cid, "phased family call without a phase")
    if not isinstance(c["cwd_files"], dict) or not all(is_str(k) and isinstance(v, str) for k, v in c["cwd_files"].items()):
        err(cid, "cwd_files must map path -> text")
    else:
        for k in c["cwd_files"]:
            if k.startswith("/") or ".." in k.split("/"):
                err(cid, f"cwd_files path must be relative: {k!r}")
            if k.endswith(".json"):
                try:
                    json.loads(c["cwd_files"][k])
                except json.JSONDecodeError:
                    warn(cid, f"{k} is not valid JSON")
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
        err(cid, f"need exactly one label per question ({len(qs)})")
        return
    for i, (q, lab) in enumerate(zip(qs, labels)):
        where = f"{cid} q{i}"
        if not isinstance(q, dict) or set(q) != {"question", "header", "options", "multiSelect"}:
            err(where, f"question keys {sorted(q) if isinstance(q, dict) else q!r}")
            continue
        if not is_str(q["question"]) or not is_str(q["header"]):
            err(where, "question and header must be non-empty strings")
        elif len(q["header"]) > 12:
            err(where, f"header {q['header']!r} longer than 12 chars")
        if not isinstance(q["multiSelect"], bool):
            err(where, "multiSelect must be bool")
        opts = q["options"]
        if not isinstance(opts, list) or not 2 <= len(opts) <= 4:
            err(where, "2-4 options required")
            continue
        if any(not isinstance(o, dict) or set(o) != {"label", "description"} or not is_str(o["label"]) or not isinstance(o["description"], str) for o in opts):
            err(where, "each option needs label (non-empty) and description (string)")
            continue
        olabels = [o["label"] for o in opts]
        if len(set(olabels)) != len(olabels):
            err(where, "option labels must be distinct")
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
        elif not is_str(val):
            err(where, f"{kind} needs a non-empty string")
        if kind == "person" and not lab["flags"]:
            warn(where, "person item without flags (reason is in 'person' text)")


def main(argv):
    args = list(argv)
    v1 = None
    name = "heldout.jsonl"
    if "--file" in args:
        i = args.index("--file")
        name = args[i + 1]
        del args[i:i + 2]
    if name not in PARTS:
        print(f"unknown part {name!r}; known: {sorted(PARTS)}")
        return 2
    global FAMILIES, V1_FAMILIES, PHASED, TARGETS
    part = PARTS[name]
    FAMILIES, V1_FAMILIES, PHASED, TARGETS = part["families"], part["earlier"], part["phased"], part["targets"]
    if "--v1" in args:
        i = args.index("--v1")
        v1 = args[i + 1]
        del args[i:i + 2]
    d = args[0] if args else os.path.dirname(os.path.abspath(__file__))
    calls = load(os.path.join(d, name))
    ids = [c.get("id") for c in calls]
    for earlier in part.get("earlier_files", ()):
        old = {r.get("id") for r in load(os.path.join(d, earlier))}
        clash = sorted(set(ids) & old)
        if clash:
            errors.append(f"ids clash with {earlier}: {clash}")
        print(f"checked against {earlier}: {len(old)} ids, {len(clash)} clashes")
    dup = [k for k, n in collections.Counter(ids).items() if n > 1]
    if dup:
        errors.append(f"duplicate ids: {dup}")
    for c in calls:
        check_call(c)
    if v1:
        old = {r.get("id") for r in load(v1)}
        clash = sorted(set(ids) & old)
        if clash:
            errors.append(f"ids clash with the first set: {clash}")
        print(f"checked against first set {v1}: {len(old)} ids, {len(clash)} clashes")
    items = [(c, q, l) for c in calls if isinstance(c.get("labels"), list) and isinstance(c.get("tool_input"), dict)
             for q, l in zip(c["tool_input"].get("questions", []), c["labels"])]
    kind = lambda l: next(iter(l["expected"])) if isinstance(l.get("expected"), dict) and l["expected"] else "?"
    fam_counts = collections.Counter(c.get("family") for c in calls)
    person = sum(1 for _, _, l in items if kind(l) == "person")
    print(f"calls: {len(calls)}  items: {len(items)}  person items: {person} ({100.0 * person / max(1, len(items)):.1f}%)")
    print("per family:", dict(sorted(fam_counts.items())))
    print("extracted:", dict(sorted(collections.Counter(c.get('extracted') for c in calls).items())))
    print("expected kinds:", dict(sorted(collections.Counter(kind(l) for _, _, l in items).items())))
    print("categories:", dict(sorted(collections.Counter(l.get('category') for _, _, l in items).items())))
    if len(calls) < TARGETS["calls"]:
        errors.append(f"fewer than {TARGETS['calls']} calls")
    if len(fam_counts) < TARGETS["families"]:
        errors.append(f"fewer than {TARGETS['families']} families")
    small = sorted(f for f, n in fam_counts.items() if n < TARGETS.get("family_calls", 0))
    if small:
        errors.append(f"families with fewer than {TARGETS['family_calls']} calls: {small}")
    share = TARGETS.get("family_share")
    big = sorted(f for f, n in fam_counts.items() if share and n > share * len(calls))
    if big:
        errors.append(f"families above {share:.0%} of the calls: {big}")
    no_person = sorted(f for f in fam_counts if not any(kind(l) == "person" for c, _, l in items if c.get("family") == f))
    if TARGETS.get("family_calls") and no_person:
        errors.append(f"families without a person item: {no_person}")
    if items and person / len(items) < TARGETS["person_share"]:
        errors.append(f"person items below {TARGETS['person_share']:.0%}")
    print(f"warnings: {len(warnings)}")
    for w in warnings:
        print("  WARN", w)
    print(f"errors: {len(errors)}")
    for e in errors:
        print("  ERROR", e)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
