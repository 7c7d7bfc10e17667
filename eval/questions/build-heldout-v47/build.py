"""Assemble the v47 held-out corpus: ../heldout-v47.jsonl and ../stats-heldout-v47.json.

Run from anywhere:  python3 eval/questions/build-heldout-v47/build.py   (stdlib only)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(OUT, "scripts"))

import common  # noqa: E402  (../scripts/common.py: the authoring functions and CALLS)
from corpus_stats import build_part  # noqa: E402
import corpus_killsaas, corpus_smarthome, corpus_yellow, corpus_scribe  # noqa: E402

if __name__ == "__main__":
    # What a workflow presents in the turn that asks, above the question (a plan's summary, a review verdict):
    # authored as `shown.md`, kept as `shown`
    build_part(OUT, "v47", (corpus_killsaas, corpus_smarthome, corpus_yellow, corpus_scribe, common.shown_from("shown.md")), common.CALLS)
