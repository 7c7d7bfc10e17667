"""Assemble the v46 held-out corpus: ../heldout-v46.jsonl and ../stats-heldout-v46.json.

Run from anywhere:  python3 eval/questions/build-heldout-v46/build.py   (stdlib only)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(OUT, "scripts"))

import common  # noqa: E402  (../scripts/common.py: the authoring functions and CALLS)
from corpus_stats import build_part  # noqa: E402
import corpus_indie, corpus_iafw, corpus_akount, corpus_babak  # noqa: E402

if __name__ == "__main__":
    # What a workflow presents in the turn that asks, above the question (a review's risks, a phase table, test
    # failures, a digest, a QA verdict, a merge's test report, a backup run's summary): authored as `shown.md`, kept as `shown`
    build_part(OUT, "v46", (corpus_indie, corpus_iafw, corpus_akount, corpus_babak, common.shown_from("shown.md")), common.CALLS)
