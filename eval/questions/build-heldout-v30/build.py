"""Assemble the v30 held-out corpus: ../heldout-v30.jsonl and ../stats-heldout-v30.json.

Run from anywhere:  python3 eval/questions/build-heldout-v30/build.py   (stdlib only)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(OUT, "scripts"))

import common  # noqa: E402  (../scripts/common.py: the authoring functions and CALLS)
from corpus_stats import build_part  # noqa: E402
import corpus_hve, corpus_plankit, corpus_pyun, corpus_planner  # noqa: E402

if __name__ == "__main__":
    # What a workflow presents in the turn that asks, above the question (a screenshot review, a chosen tab, a
    # caption review, a step breakdown, a rebase plan, a commit's diff summary, a curl trace, a project guide): authored
    # as `shown.md`, it is kept as the call's `shown` text
    build_part(OUT, "v30", (corpus_hve, corpus_plankit, corpus_pyun, corpus_planner,
                             common.shown_from("shown.md")), common.CALLS)
