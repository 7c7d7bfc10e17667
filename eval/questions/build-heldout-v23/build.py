"""Assemble the v23 held-out corpus: ../heldout-v23.jsonl and ../stats-heldout-v23.json.

Run from anywhere:  python3 eval/questions/build-heldout-v23/build.py   (stdlib only)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(OUT, "scripts"))

import common  # noqa: E402  (../scripts/common.py: the authoring functions and CALLS)
from corpus_stats import build_part  # noqa: E402
import corpus_camoa, corpus_saotome, corpus_journo, corpus_vinnie  # noqa: E402

if __name__ == "__main__":
    # What a workflow presents in the turn that asks, above the question (a component table, a visual check
    # report, a stale-review warning, an MR summary, a plan's open points, a proposal draft, lessons under review,
    # a skill diff, an epic's escalation, a PR's state): authored as `shown.md`, it is kept as the call's `shown`
    # text
    build_part(OUT, "v23", (corpus_camoa, corpus_saotome, corpus_journo, corpus_vinnie,
                            common.shown_from("shown.md")), common.CALLS)
