"""Assemble the v44 held-out corpus: ../heldout-v44.jsonl and ../stats-heldout-v44.json.

Run from anywhere:  python3 eval/questions/build-heldout-v44/build.py   (stdlib only)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(OUT, "scripts"))

import common  # noqa: E402  (../scripts/common.py: the authoring functions and CALLS)
from corpus_stats import build_part  # noqa: E402
import corpus_powerpack, corpus_tsagent, corpus_wfship, corpus_revskills  # noqa: E402

if __name__ == "__main__":
    # What a workflow presents in the turn that asks, above the question (a drift report, an impact report, a plan of
    # pending changes, a deck outline): authored as `shown.md`, kept as `shown`
    build_part(OUT, "v44", (corpus_powerpack, corpus_tsagent, corpus_wfship, corpus_revskills, common.shown_from("shown.md")), common.CALLS)
