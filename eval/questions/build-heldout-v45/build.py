"""Assemble the v45 held-out corpus: ../heldout-v45.jsonl and ../stats-heldout-v45.json.

Run from anywhere:  python3 eval/questions/build-heldout-v45/build.py   (stdlib only)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(OUT, "scripts"))

import common  # noqa: E402  (../scripts/common.py: the authoring functions and CALLS)
from corpus_stats import build_part  # noqa: E402
import corpus_fbooks, corpus_liamns, corpus_wire, corpus_cks  # noqa: E402

if __name__ == "__main__":
    # What a workflow presents in the turn that asks, above the question (an invoice preview, a receipt, a list of
    # uncategorized expenses, a journal entry): authored as `shown.md`, kept as `shown`
    build_part(OUT, "v45", (corpus_fbooks, corpus_liamns, corpus_wire, corpus_cks, common.shown_from("shown.md")), common.CALLS)
