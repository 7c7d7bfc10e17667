"""Assemble the v48 held-out corpus: ../heldout-v48.jsonl and ../stats-heldout-v48.json.

Run from anywhere:  python3 eval/questions/build-heldout-v48/build.py   (stdlib only)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(OUT, "scripts"))

import common  # noqa: E402  (../scripts/common.py: the authoring functions and CALLS)
from corpus_stats import build_part  # noqa: E402
import corpus_madskills, corpus_june, corpus_blocklet, corpus_gitkit  # noqa: E402

if __name__ == "__main__":
    # What a workflow presents in the turn that asks, above the question (a plan, an analysis, a failed push):
    # authored as `shown.md`, kept as `shown`
    build_part(OUT, "v48", (corpus_madskills, corpus_june, corpus_blocklet, corpus_gitkit, common.shown_from("shown.md")), common.CALLS)
