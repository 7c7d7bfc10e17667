"""Assemble the v18 held-out corpus: ../heldout-v18.jsonl and ../stats-heldout-v18.json.

Run from anywhere:  python3 eval/questions/build-heldout-v18/build.py   (stdlib only)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(OUT, "scripts"))

import common  # noqa: E402  (../scripts/common.py: the authoring functions and CALLS)
from corpus_stats import build_part  # noqa: E402
import corpus_grd, corpus_dwtoolkit, corpus_agentty, corpus_agentify  # noqa: E402

if __name__ == "__main__":
    # What a workflow presents in the turn that asks, above the question (GRD's evidence package and study protocol,
    # the proposed PR title and body, the wrap-up summary, a proposed configuration change, the commits since the last
    # tag, agentify's automation candidates): authored as `shown.md`, it is kept as the call's `shown` text
    build_part(OUT, "v18", (corpus_grd, corpus_dwtoolkit, corpus_agentty, corpus_agentify, common.shown_from("shown.md")),
               common.CALLS)
