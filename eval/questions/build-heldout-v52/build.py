"""Assemble the v52 held-out corpus: ../heldout-v52.jsonl and ../stats-heldout-v52.json.

Run from anywhere:  python3 eval/questions/build-heldout-v52/build.py   (stdlib only)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(OUT, "scripts"))

import common  # noqa: E402  (../scripts/common.py: the authoring functions and CALLS)
from corpus_stats import build_part  # noqa: E402
import corpus_cainvest, corpus_flowc, corpus_smmflow, corpus_ynab  # noqa: E402

if __name__ == "__main__":
    # What a workflow presents in the turn that asks, above the question (a script or post preview, a Sheets lookup
    # row, a teleprompter listing, an API error, a drift plan, a harvest candidate, a reconcile diff): authored as
    # `shown.md`, kept as `shown`
    build_part(OUT, "v52", (corpus_smmflow, corpus_cainvest, corpus_flowc, corpus_ynab, common.shown_from("shown.md")), common.CALLS)
