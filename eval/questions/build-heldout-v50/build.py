"""Assemble the v50 held-out corpus: ../heldout-v50.jsonl and ../stats-heldout-v50.json.

Run from anywhere:  python3 eval/questions/build-heldout-v50/build.py   (stdlib only)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(OUT, "scripts"))

import common  # noqa: E402  (../scripts/common.py: the authoring functions and CALLS)
from corpus_stats import build_part  # noqa: E402
import corpus_breakin, corpus_fantasia, corpus_jarfis, corpus_musing  # noqa: E402

if __name__ == "__main__":
    # What a workflow presents in the turn that asks, above the question (an op log, cleanup candidates, a
    # consensus summary, a plan gate's TL;DR, a wrap-up table, a diff): authored as `shown.md`, kept as `shown`
    build_part(OUT, "v50", (corpus_musing, corpus_breakin, corpus_fantasia, corpus_jarfis, common.shown_from("shown.md")), common.CALLS)
