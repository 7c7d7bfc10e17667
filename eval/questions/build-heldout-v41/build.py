"""Assemble the v41 held-out corpus: ../heldout-v41.jsonl and ../stats-heldout-v41.json.

Run from anywhere:  python3 eval/questions/build-heldout-v41/build.py   (stdlib only)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(OUT, "scripts"))

import common  # noqa: E402  (../scripts/common.py: the authoring functions and CALLS)
from corpus_stats import build_part  # noqa: E402
import corpus_secondbrain, corpus_gcpops, corpus_yjdev, corpus_devopsk  # noqa: E402

if __name__ == "__main__":
    # What a workflow presents in the turn that asks, above the question (an audit report, an inbox note, a
    # preview, a deploy or terraform plan, findings): authored as `shown.md`, kept as `shown`
    build_part(OUT, "v41", (corpus_secondbrain, corpus_gcpops, corpus_yjdev, corpus_devopsk, common.shown_from("shown.md")), common.CALLS)
