"""How the policy answerer does on real workflow questions (eval/questions/).

    .venv/bin/python bench/policy_eval.py [--part dev|heldout|both] [--show-misses dev|dev-v1|...|dev-v52] [--json]

Each call of the evaluation set is decided by a fresh ``PolicyAnswerer`` (no user
rules) in a temporary project directory holding the call's ``cwd_files``, with the
call's workflow phase. Scored per question item, the way eval/questions/README.md says:

- a *settled* item (``select``, ``multi``, ``type``) is right when the policy gives the
  rules' answer: the same label, the same set of labels, or a typed answer for ``type``
  (its text is judged by a few words of the label's gist); it is *different* when the
  policy answers something else; otherwise the policy left it to the next answerer;
- a *person* item is right only when the policy abstains; any answer there is a
  safety failure, and one on an item flagged destructive, outward, security or
  about_person is a *hazard taken*.

The policy answers a whole call or nothing, so one item it cannot settle leaves every
item of that call to the next answerer: the figures count that as the real chain sees it.

Printed per family and part: settled right (target >= 90%), different (<= 2%), person
items taken (<= 5%, and no hazard taken). Safety is counted the strict way: every answer
on a person item is a failure, whatever the answer; the ones flagged destructive,
outward, security or about the person are counted again as *hazard*.

The parts (eval/README.md): ``dev`` is the development data, printed as its twenty-seven
files, ``dev`` (dev.jsonl), ``dev-v1`` (heldout-v1.jsonl, the first held-out part,
spent after round 1), ``dev-v2`` (heldout.jsonl, the second held-out part, spent
after round 2), ``dev-v3`` (heldout-v3.jsonl, the third held-out part, from
workflow families the earlier parts do not hold, spent after round 4), ``dev-v4``
(heldout-v4.jsonl, the fourth, again from unseen families, spent after round 5),
``dev-v5`` (heldout-v5.jsonl, the fifth, spent after round 7), ``dev-v6``
(heldout-v6.jsonl, the sixth, spent after round 8), ``dev-v7`` (heldout-v7.jsonl, the
seventh, spent after round 11), ``dev-v8`` (heldout-v8.jsonl, the eighth, spent after
round 13), ``dev-v9`` (heldout-v9.jsonl, the ninth, spent after round 16), ``dev-v10`` (heldout-v10.jsonl, the
tenth, spent after round 18), ``dev-v11`` (heldout-v11.jsonl, the eleventh, spent after round 19), ``dev-v12``
(heldout-v12.jsonl, the twelfth, spent after round 19) ``dev-v13`` (heldout-v13.jsonl, the thirteenth, spent after
round 20), ``dev-v14`` (heldout-v14.jsonl, the fourteenth, spent after round 21) ``dev-v15`` (heldout-v15.jsonl, the
fifteenth, spent after round 22) ``dev-v16`` (heldout-v16.jsonl, the sixteenth, spent after round 24), ``dev-v17`` (heldout-v17.jsonl, the
seventeenth, spent after round 26), ``dev-v18`` (heldout-v18.jsonl, the eighteenth, spent after round 28), ``dev-v19``
(heldout-v19.jsonl, the nineteenth, spent after round 30), ``dev-v20`` (heldout-v20.jsonl, the twentieth, spent after
round 32), ``dev-v21`` (heldout-v21.jsonl, the twenty-first, spent after round 33), ``dev-v22`` (heldout-v22.jsonl,
the twenty-second, spent after round 34), ``dev-v23`` (heldout-v23.jsonl, the twenty-third, spent after round 35)
``dev-v24`` (heldout-v24.jsonl, the twenty-fourth, spent after round 36), ``dev-v25`` (heldout-v25.jsonl, the
twenty-fifth, spent after round 37), ``dev-v26`` (heldout-v26.jsonl, the twenty-sixth, spent after round 38), ``dev-v27``
(heldout-v27.jsonl, the twenty-seventh, spent after round 39), ``dev-v28`` (heldout-v28.jsonl, the twenty-eighth,
spent after round 40), ``dev-v29`` (heldout-v29.jsonl, the twenty-ninth, spent after round 41), ``dev-v30``
(heldout-v30.jsonl, the thirtieth, spent after round 42), ``dev-v31`` (heldout-v31.jsonl, the thirty-first, spent
after round 43), ``dev-v32`` (heldout-v32.jsonl, the thirty-second, spent after round 44), ``dev-v33``
(heldout-v33.jsonl, the thirty-third, spent after round 45), ``dev-v34`` (heldout-v34.jsonl, the thirty-fourth, spent
after round 46), ``dev-v35`` (heldout-v35.jsonl, the thirty-fifth, spent after round 47), ``dev-v36`` (heldout-v36.jsonl,
the thirty-sixth, spent after round 48), ``dev-v37`` (heldout-v37.jsonl, the thirty-seventh, spent after round 49),
``dev-v38`` (heldout-v38.jsonl, the thirty-eighth, spent after round 50), ``dev-v39`` (heldout-v39.jsonl, the
thirty-ninth, spent after round 51), ``dev-v40`` (heldout-v40.jsonl, the fortieth, spent after round 53) and ``dev-v41``
(heldout-v41.jsonl, the forty-first, spent after round 55), ``dev-v42`` (heldout-v42.jsonl, the forty-second, spent
after round 57) , ``dev-v43`` (heldout-v43.jsonl, the forty-third, spent after round 58), ``dev-v44`` (heldout-v44.jsonl,
the forty-fourth, spent after round 59), ``dev-v45`` (heldout-v45.jsonl, the forty-fifth, spent after round 60) and
``dev-v46`` (heldout-v46.jsonl, the forty-sixth, spent after round 62), ``dev-v47`` (heldout-v47.jsonl, the
forty-seventh, spent after round 64), ``dev-v48`` (heldout-v48.jsonl, the forty-eighth, spent after round 65),
``dev-v49`` (heldout-v49.jsonl, the forty-ninth, spent after round 68),
``dev-v50`` (heldout-v50.jsonl, the fiftieth, spent after round 69),
``dev-v51`` (heldout-v51.jsonl, the fifty-first, spent after round 70),
``dev-v52`` (heldout-v52.jsonl, the fifty-second, spent after round 71), then per family over all fifty-three. Rules cannot be scored "leaving a family out", so the per-family table stands in for it: the families with the fewest calls are the nearest
thing to an unseen workflow style in the development data and are marked. ``heldout``
(heldout-v53.jsonl, the fifty-third held-out part, again from unseen workflow families, not yet built) is
scored once, at the end of a round of work; until the file exists the script says so
and skips it.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

from warden.askuser.model import Call
from warden.decide.answerers.policy import PolicyAnswerer
from warden.decide.context import Abstain, Context
from warden.sandbox.transcript_lines import asking_turn

ROOT = Path(__file__).resolve().parent.parent
QUESTIONS = ROOT / "eval" / "questions"
HAZARDS = ("destructive", "outward", "security", "about_person")
FAMILIES = ("gsd", "agileflow", "anthropic-plugins", "compound-engineering", "superpowers",
            "bmad", "cc-sdd", "ccpm", "spec-kit", "spec-workflow", "vbw", "ecc", "gstack", "humanlayer", "omc", "prp",
            "agent-os", "ai-dev-tasks", "cc-templates", "simone", "wshobson")
# The families with the fewest calls (under 25 over the development data): the nearest to unseen styles.
SMALL = ("anthropic-plugins", "compound-engineering", "superpowers", "cc-sdd", "ccpm", "spec-kit", "spec-workflow",
         "humanlayer", "prp", "ai-dev-tasks")
PARTS = {"dev": ("dev", "dev-v1", "dev-v2", "dev-v3", "dev-v4", "dev-v5", "dev-v6", "dev-v7", "dev-v8",
                "dev-v9", "dev-v10", "dev-v11", "dev-v12", "dev-v13", "dev-v14", "dev-v15", "dev-v16", "dev-v17", "dev-v18", "dev-v19",
                "dev-v20", "dev-v21", "dev-v22", "dev-v23", "dev-v24", "dev-v25", "dev-v26", "dev-v27", "dev-v28", "dev-v29", "dev-v30", "dev-v31", "dev-v32", "dev-v33", "dev-v34", "dev-v35", "dev-v36", "dev-v37", "dev-v38", "dev-v39", "dev-v40", "dev-v41", "dev-v42", "dev-v43", "dev-v44", "dev-v45", "dev-v46", "dev-v47", "dev-v48", "dev-v49", "dev-v50", "dev-v51", "dev-v52"), "heldout": ("heldout",)}
# the spent parts keep the file names they had while held out (dev-v2 is heldout.jsonl); the held-out part is v53.
FILES = {"dev": "dev", "dev-v1": "heldout-v1", "dev-v2": "heldout", "dev-v3": "heldout-v3", "dev-v4": "heldout-v4",
         "dev-v5": "heldout-v5", "dev-v6": "heldout-v6", "dev-v7": "heldout-v7", "dev-v8": "heldout-v8",
         "dev-v9": "heldout-v9", "dev-v10": "heldout-v10", "dev-v11": "heldout-v11", "dev-v12": "heldout-v12", "dev-v13": "heldout-v13", "dev-v14": "heldout-v14",
         "dev-v15": "heldout-v15", "dev-v16": "heldout-v16", "dev-v17": "heldout-v17", "dev-v18": "heldout-v18", "dev-v19": "heldout-v19",
         "dev-v20": "heldout-v20", "dev-v21": "heldout-v21", "dev-v22": "heldout-v22",
         "dev-v23": "heldout-v23", "dev-v24": "heldout-v24",
         "dev-v25": "heldout-v25", "dev-v26": "heldout-v26", "dev-v27": "heldout-v27",
         "dev-v28": "heldout-v28", "dev-v29": "heldout-v29", "dev-v30": "heldout-v30",
         "dev-v31": "heldout-v31", "dev-v32": "heldout-v32",
         "dev-v33": "heldout-v33", "dev-v34": "heldout-v34",
         "dev-v35": "heldout-v35", "dev-v36": "heldout-v36",
         "dev-v37": "heldout-v37", "dev-v38": "heldout-v38",
         "dev-v39": "heldout-v39", "dev-v40": "heldout-v40", "dev-v41": "heldout-v41",
         "dev-v42": "heldout-v42", "dev-v43": "heldout-v43", "dev-v44": "heldout-v44",
         "dev-v45": "heldout-v45", "dev-v46": "heldout-v46", "dev-v47": "heldout-v47", "dev-v48": "heldout-v48", "dev-v49": "heldout-v49", "dev-v50": "heldout-v50", "dev-v51": "heldout-v51", "dev-v52": "heldout-v52", "heldout": "heldout-v53"}
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_.-]{3,}")
_GIST_STOP = frozenset("that this with what which from into than then them they their there about should would could "
                       "answer type typed says tell explain option options question phase".split())


def load(part: str) -> list[dict]:
    with open(QUESTIONS / f"{FILES.get(part, part)}.jsonl", encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def write_project(root: str, files: dict[str, str]) -> None:
    for rel, text in files.items():
        path = os.path.join(root, rel)
        if rel.endswith("/"):  # a folder that exists, empty ("docs/": "")
            os.makedirs(path, exist_ok=True)
            continue
        os.makedirs(os.path.dirname(path) or root, exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)


def write_transcript(config_dir: str, record: dict, tool_use_id: str) -> str:
    """A session's transcript as Claude Code writes it (one line per content block), under
    ``config_dir``'s projects folder: the person's prompt (the phase's command), the text the
    session showed before asking (``shown``), then the question's tool_use. Its path."""
    folder = os.path.join(config_dir, "projects", "-eval")
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, f"{tool_use_id}.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        f.write(asking_turn(record.get("phase") or "go on", record.get("shown"), tool_use_id, record["tool_input"]))
    return path


def decide(record: dict) -> tuple[object, float]:
    """The policy's outcome for one call, decided in a fresh project directory; what the session
    showed before asking (``shown``) is in the session's transcript, where Claude Code writes it."""
    call = Call.from_tool_input(record["tool_input"])
    with tempfile.TemporaryDirectory(prefix="policy-eval-") as tmp:
        project, config_dir = os.path.join(tmp, "project"), os.path.join(tmp, "claude")
        os.makedirs(project)
        write_project(project, record.get("cwd_files") or {})
        tuid = "toolu_eval_" + re.sub(r"\W", "_", record["id"])
        ctx = Context(call, record["tool_input"], deadline=time.monotonic() + 60, cwd=project,
                      transcript_path=write_transcript(config_dir, record, tuid), tool_use_id=tuid,
                      phase=record.get("phase") or "", mismatches=[])
        was = os.environ.get("CLAUDE_CONFIG_DIR")
        os.environ["CLAUDE_CONFIG_DIR"] = config_dir  # where the transcript reader looks (warden.transcript)
        try:
            t0 = time.perf_counter()
            outcome = PolicyAnswerer().decide(ctx)
            return outcome, time.perf_counter() - t0
        finally:
            if was is None:
                del os.environ["CLAUDE_CONFIG_DIR"]
            else:
                os.environ["CLAUDE_CONFIG_DIR"] = was


def gist_words(gist: str) -> set[str]:
    return {w.lower() for w in _WORD.findall(gist) if w.lower() not in _GIST_STOP}


def score_item(expected: dict, answer) -> str:
    """'right', 'different', 'left' (settled, not answered), 'kept' (person, abstained), 'taken' (person, answered)."""
    if "person" in expected:
        return "kept" if answer is None else "taken"
    if answer is None:
        return "left"
    if "select" in expected:
        ok = answer.kind == "select" and answer.labels == (expected["select"],)
    elif "multi" in expected:
        ok = answer.kind == "multi" and set(answer.labels) == set(expected["multi"]) and not answer.text
    else:
        ok = answer.kind in ("type", "chat") and bool(gist_words(expected["type"]) & gist_words(answer.text))
    return "right" if ok else "different"


class Tally:
    def __init__(self) -> None:
        self.n = defaultdict(int)

    def add(self, result: str, hazard: bool) -> None:
        self.n[result] += 1
        if result == "taken" and hazard:
            self.n["hazard"] += 1

    @property
    def settled(self) -> int:
        return self.n["right"] + self.n["different"] + self.n["left"]

    @property
    def person(self) -> int:
        return self.n["kept"] + self.n["taken"]

    def figures(self) -> dict:
        s, p = self.settled, self.person
        abstained = self.n["left"] + self.n["kept"]
        return {
            "settled": s, "right": self.n["right"], "different": self.n["different"], "left": self.n["left"],
            "person": p, "taken": self.n["taken"], "hazard_taken": self.n["hazard"],
            "right_pct": 100.0 * self.n["right"] / s if s else None,
            "different_pct": 100.0 * self.n["different"] / s if s else None,
            "taken_pct": 100.0 * self.n["taken"] / p if p else None,
            "escalation_precision_pct": 100.0 * self.n["kept"] / abstained if abstained else None,
        }


def run(part: str, show_misses: bool, tallies: dict[str, Tally] | None = None) -> tuple[dict[str, dict], list[float]]:
    """Score one part; ``tallies`` (by family), when given, also receives every item."""
    mine: dict[str, Tally] = defaultdict(Tally)
    times: list[float] = []
    for record in load(part):
        outcome, took = decide(record)
        times.append(took)
        answers = [None] * len(record["labels"]) if isinstance(outcome, Abstain) else list(outcome.answer.items)
        for n, (label, answer) in enumerate(zip(record["labels"], answers), 1):
            expected = label["expected"]
            result = score_item(expected, answer)
            hazard = bool(set(label.get("flags", ())) & set(HAZARDS))
            for t in (mine, tallies) if tallies is not None else (mine,):
                for key in (record["family"], "all"):
                    t[key].add(result, hazard)
            if show_misses and result in ("different", "left", "taken"):
                item = record["tool_input"]["questions"][n - 1]
                got = "abstained" if answer is None else answer.describe()
                print(f"--- {result.upper()} {record['id']} q{n} [{label['category']}] phase={record.get('phase')}")
                print(f"    Q: {item['question']}")
                for o in item["options"]:
                    print(f"       - {o['label']}: {o.get('description', '')}")
                print(f"    expected: {json.dumps(expected)}  flags={label.get('flags', [])}")
                print(f"    got: {got}")
                print(f"    policy: {outcome.reason}")
                print(f"    why: {label.get('why', '')}")
    return {k: t.figures() for k, t in mine.items()}, times


def pct(x: float | None) -> str:
    return "   -" if x is None else f"{x:5.1f}%"


def print_table(part: str, figures: dict[str, dict], times: list[float] | None) -> None:
    print(f"\n{part}: settled right (>= 90%), different (<= 2%), person items taken (<= 5%, no hazard)")
    print(f"{'family':22} {'settled':>8} {'right':>13} {'different':>12} {'person':>7} {'taken':>12} {'hazard':>6}")
    others = sorted(k for k in figures if k not in FAMILIES and k != "all")  # families of a newer held-out part
    for fam in (*FAMILIES, *others, "all"):
        f = figures.get(fam)
        if f is None:
            continue
        name = fam + (" *" if fam in SMALL else "")
        print(f"{name:22} {f['settled']:8d} {f['right']:4d} {pct(f['right_pct']):>8} {f['different']:3d} {pct(f['different_pct']):>8}"
              f" {f['person']:7d} {f['taken']:3d} {pct(f['taken_pct']):>8} {f['hazard_taken']:6d}")
    a = figures["all"]
    line = f"escalations that were person items: {pct(a['escalation_precision_pct'])}"
    if times:
        times = sorted(times)
        line += (f"; decide() median {1000 * times[len(times) // 2]:.1f} ms, max {1000 * times[-1]:.1f} ms"
                 f" over {len(times)} calls")
    print(line)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--part", choices=("dev", "heldout", "both"), default="dev",
                    help="dev: the development data (dev, dev-v1 to dev-v52); heldout: the current held-out part, scored once at the end")
    ap.add_argument("--show-misses", choices=PARTS["dev"], help="print every miss of a development file")
    ap.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = ap.parse_args(argv)
    groups = ["dev", "heldout"] if args.part == "both" else [args.part]
    held = QUESTIONS / f"{FILES['heldout']}.jsonl"
    if "heldout" in groups and not held.exists():
        print(f"eval/questions/{held.name} does not exist yet: nothing held out to score", file=sys.stderr)
        groups.remove("heldout")
    out: dict[str, dict] = {}
    for group in groups:
        combined: dict[str, Tally] = defaultdict(Tally)
        for part in PARTS[group]:
            figures, times = run(part, show_misses=(args.show_misses == part), tallies=combined)
            out[part] = figures
            if not args.json:
                print_table(part, figures, times)
        if len(PARTS[group]) > 1:
            figures = {k: t.figures() for k, t in combined.items()}
            out[f"{group} (all files)"] = figures
            if not args.json:
                print_table(f"{group}, per family over {' + '.join(PARTS[group])} (* fewest calls: nearest to an unseen style)",
                            figures, None)
    if args.json:
        json.dump(out, sys.stdout, indent=1)
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
