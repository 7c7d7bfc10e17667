"""Assemble the v42 held-out corpus: ../heldout-v42.jsonl and ../stats-heldout-v42.json.

Run from anywhere:  python3 eval/questions/build-heldout-v42/build.py   (stdlib only)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(OUT, "scripts"))

import common  # noqa: E402  (../scripts/common.py: the authoring functions and CALLS)
from corpus_stats import build_part  # noqa: E402
import corpus_okestack, corpus_kicadauto, corpus_devloop, corpus_flight  # noqa: E402

if __name__ == "__main__":
    # What a workflow presents in the turn that asks, above the question (a domain summary, an architecture and
    # cost summary, a validation or confidence report, an order summary): authored as `shown.md`, kept as `shown`
    build_part(OUT, "v42", (corpus_okestack, corpus_kicadauto, corpus_devloop, corpus_flight, common.shown_from("shown.md")), common.CALLS)
