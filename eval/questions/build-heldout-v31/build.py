"""Assemble the v31 held-out corpus: ../heldout-v31.jsonl and ../stats-heldout-v31.json.

Run from anywhere:  python3 eval/questions/build-heldout-v31/build.py   (stdlib only)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(OUT, "scripts"))

import common  # noqa: E402  (../scripts/common.py: the authoring functions and CALLS)
from corpus_stats import build_part  # noqa: E402
import corpus_cwf, corpus_faber, corpus_qralph, corpus_a11y  # noqa: E402

if __name__ == "__main__":
    # What a workflow presents in the turn that asks, above the question (a plan, a handoff draft, a retro finding,
    # a step failure, a release PR, an ideation brief, a demo checklist, an audit's fixes): authored as `shown.md`, it
    # is kept as the call's `shown` text
    build_part(OUT, "v31", (corpus_cwf, corpus_faber, corpus_qralph, corpus_a11y,
                             common.shown_from("shown.md")), common.CALLS)
