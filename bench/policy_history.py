"""How each step of the policy did on questions it had not seen: every spent held-out part re-scored
with the policy as it stood before the part was seen, its answers grouped by the step that gave them.

    .venv/bin/python bench/policy_history.py [--check-choice] [--keep DIR]

A held-out part is scored once, at the end of a round, and then read for the next round: from then on
it is development data, and the policy is fitted to it. The commit that scored it first ("before" in
the sections of bench/README.md) still holds the policy that had not seen it. This script checks out
each such commit (``git worktree add --detach``, into a temporary directory or ``--keep DIR``), decides
every call of the part (the current tree's copy of the file) with that commit's policy and its own
``bench/policy_eval.py``, and prints, per step, how many of its answers were right, different or a
person's item taken, with the precision of its answers: the evidence of which steps generalise.

``--check-choice``: for the answers the files' sentences gave ("X speaks for 'option'"), whether the
current tree's ``mentioned.states_choice`` reads the sentence as choosing the option, and how the
answers it keeps and drops were scored: a structural rule tried on questions no rule was fitted to.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
QUESTIONS = ROOT / "eval" / "questions"
# each spent held-out part with the commit that first scored it (bench/README.md, "Held-out vN")
SCORED_AT = (("heldout-v11", "ecb0ece"), ("heldout-v12", "ecb0ece"), ("heldout-v13", "ecb0ece"), ("heldout-v14", "ecb0ece"),
             ("heldout-v15", "6312bfc"), ("heldout-v16", "9cc4542"), ("heldout-v17", "14ec627"), ("heldout-v18", "9122690"),
             ("heldout-v19", "6b2a404"), ("heldout-v20", "3c7ce4c"), ("heldout-v21", "3c7ce4c"), ("heldout-v22", "b6f25d3"),
             ("heldout-v23", "f1af8eb"), ("heldout-v24", "618b657"),
             ("heldout-v25", "9562417"), ("heldout-v26", "b97822c"), ("heldout-v27", "b4fac5d"), ("heldout-v28", "df7fd87"),
             ("heldout-v29", "ebfc14b"), ("heldout-v30", "3d96d5b"),
             ("heldout-v31", "0bbac13"), ("heldout-v32", "e5e36d4"),
             ("heldout-v33", "3555680"), ("heldout-v34", "c9622ac"),
             ("heldout-v35", "0743e5d"), ("heldout-v36", "cc029c7"),
             ("heldout-v37", "65b01ba"), ("heldout-v38", "67a0a4e"),
             ("heldout-v39", "9058092"), ("heldout-v40", "cc89956"),
             ("heldout-v41", "5126661"), ("heldout-v42", "b104e10"),
             ("heldout-v43", "7d6c45f"),
             ("heldout-v44", "655b89a"),
             ("heldout-v45", "d6f546e"),
             ("heldout-v46", "7c86cdc"),
             ("heldout-v47", "83fe81c"),
             ("heldout-v48", "11e577d"),
             ("heldout-v49", "ed78d24"),
             ("heldout-v50", "f152d8b"),
             ("heldout-v51", "b4559f9"),
             ("heldout-v52", "cac55c6"))
# the step an answer came from, by the words its reason opens its account with
STEPS = (("speaks for", "a file's sentence speaks for it"), ("goes on with what it proposes", "the go-ahead"),
         ("took the recommended", "the recommended option"), ("chose the recommended", "the recommended option, holding back"),
         ("the remedy", "the remedy for what it reports"), ("the files name", "the files name the options (multi-select)"),
         ("the files list", "the files name the options (multi-select)"), ("rule out", "the files rule out the others"),
         ("which keeps it", "keeping work in progress"))
# run inside the old tree: its own policy_eval.decide on each record of the part
_DECIDE = """
import json, sys
sys.path.insert(0, 'bench')
import policy_eval as pe
for line in open(sys.argv[1], encoding='utf-8'):
    r = json.loads(line)
    out, _ = pe.decide(r)
    answers = [None] * len(r['labels']) if not hasattr(out, 'answer') else list(out.answer.items)
    for n, (label, a) in enumerate(zip(r['labels'], answers), 1):
        print(json.dumps({'id': r['id'], 'q': n, 'res': pe.score_item(label['expected'], a),
                          'got': None if a is None else a.describe(), 'reason': getattr(out, 'reason', '')}))
"""


def _own_reason(reason: str, n: int) -> str:
    """The part of a multi-question call's reason about question ``n``."""
    m = re.search(r"question %d \([^)]*\): (.*?)(?:; question \d|$)" % n, reason)
    return m.group(1) if m else reason


def step_of(reason: str) -> str:
    return next((name for words, name in STEPS if words in reason), "other")


def rescore(part: str, commit: str, trees: Path) -> list[dict]:
    tree = trees / commit
    if not tree.exists():
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "-q", "--detach", str(tree), commit], check=True)
    env = dict(os.environ, PYTHONPATH=str(tree / "src"))
    out = subprocess.run([sys.executable, "-c", _DECIDE, str(QUESTIONS / f"{part}.jsonl")], cwd=tree, env=env,
                         capture_output=True, text=True, check=True).stdout
    return [dict(json.loads(line), part=part, commit=commit) for line in out.splitlines()]


def check_choice(rows: list[dict]) -> Counter:
    """For each answer a file's sentence gave, whether ``states_choice`` keeps it, by how it was scored."""
    from warden.decide.answerers.policy.mentioned import states_choice

    seen: Counter = Counter()
    for r in rows:
        m = re.search(r"speaks for (['\"])(.*?)\1: (['\"])(.*)\3$", _own_reason(r["reason"], r["q"]))
        if r["res"] not in ("right", "different", "taken") or not m:
            continue
        label, sentence = m.group(2), m.group(4)
        # where the sentence names the option: the label without its marks, else its longest word the sentence holds
        core = re.sub(r"\s*\((?:Recommended|default)\)", "", label).strip()
        words = [core] + sorted(re.findall(r"[\w.#+-]{3,}", core), key=len, reverse=True)
        at = next(((i, i + len(w)) for w in words if (i := sentence.lower().find(w.lower())) >= 0), None)
        if at is None:
            seen[("not found", r["res"])] += 1
            continue
        end = re.match(r"[\w-]*", sentence[at[1]:]).end() + at[1]  # to the end of the word, as the policy's patterns match
        seen[("kept" if states_choice(sentence, at[0], end) else "dropped", r["res"])] += 1
    return seen


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check-choice", action="store_true", help="try mentioned.states_choice on the files' answers")
    ap.add_argument("--keep", metavar="DIR", help="check the old commits out here and keep them (default: a temporary directory)")
    args = ap.parse_args(argv)
    rows = []
    try:
        with tempfile.TemporaryDirectory(prefix="policy-history-") as tmp:
            trees = Path(args.keep or tmp)
            trees.mkdir(parents=True, exist_ok=True)
            for part, commit in SCORED_AT:
                if (QUESTIONS / f"{part}.jsonl").exists():
                    rows += rescore(part, commit, trees)
    finally:
        if not args.keep:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "prune"], check=False)  # the temporary trees are gone
    by_part: dict[str, Counter] = defaultdict(Counter)
    by_step: dict[str, Counter] = defaultdict(Counter)
    for r in rows:
        by_part[f"{r['part']}@{r['commit']}"][r["res"]] += 1
        if r["res"] in ("right", "different", "taken"):
            by_step[step_of(_own_reason(r["reason"], r["q"]))][r["res"]] += 1
    print(f"{'part, scored with':26} {'right':>6} {'different':>9} {'left':>5} {'taken':>6} {'kept':>5}")
    for name, c in by_part.items():
        print(f"{name:26} {c['right']:6} {c['different']:9} {c['left']:5} {c['taken']:6} {c['kept']:5}")
    print(f"\n{'the step that answered':42} {'answers':>7} {'right':>6} {'different':>9} {'taken':>6} {'precision':>9}")
    for step, c in sorted(by_step.items(), key=lambda kv: -sum(kv[1].values())):
        n = sum(c.values())
        print(f"{step:42} {n:7} {c['right']:6} {c['different']:9} {c['taken']:6} {100 * c['right'] / n:8.0f}%")
    if args.check_choice:
        seen = check_choice(rows)
        print("\nthe files' answers under states_choice (kept / dropped, by how they were scored):")
        for verdict in ("kept", "dropped", "not found"):
            line = ", ".join(f"{res} {seen[(verdict, res)]}" for res in ("right", "different", "taken"))
            print(f"  {verdict:9} {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
