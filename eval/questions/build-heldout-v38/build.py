"""Assemble the v38 held-out corpus: ../heldout-v38.jsonl and ../stats-heldout-v38.json.

Run from anywhere:  python3 eval/questions/build-heldout-v38/build.py   (stdlib only)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(OUT, "scripts"))

import common  # noqa: E402  (../scripts/common.py: the authoring functions and CALLS)
from corpus_stats import build_part  # noqa: E402
import corpus_marshal, corpus_hypolab, corpus_ccv3, corpus_claudekit  # noqa: E402

if __name__ == "__main__":
    # What a workflow presents in the turn that asks, above the question (a merge plan, a risk list, a cleanup
    # proposal, a push status): authored as `shown.md`, kept as the call's `shown`
    build_part(OUT, "v38", (corpus_marshal, corpus_hypolab, corpus_ccv3, corpus_claudekit,
                             common.shown_from("shown.md")), common.CALLS)
