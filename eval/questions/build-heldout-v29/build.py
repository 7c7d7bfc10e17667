"""Assemble the v29 held-out corpus: ../heldout-v29.jsonl and ../stats-heldout-v29.json.

Run from anywhere:  python3 eval/questions/build-heldout-v29/build.py   (stdlib only)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(OUT, "scripts"))

import common  # noqa: E402  (../scripts/common.py: the authoring functions and CALLS)
from corpus_stats import build_part  # noqa: E402
import corpus_litsearch, corpus_mpm, corpus_devenv, corpus_reso  # noqa: E402

if __name__ == "__main__":
    # What a workflow presents in the turn that asks, above the question (a checkpoint tally, a screening rubric, a
    # cleanup plan, drafted issues, gotcha findings, a decision seen in the conversation, a usage-limit audit, a draft
    # skill, a winning diff, an upgrade-gate summary): authored as `shown.md`, it is kept as the call's `shown` text
    build_part(OUT, "v29", (corpus_litsearch, corpus_mpm, corpus_devenv, corpus_reso,
                             common.shown_from("shown.md")), common.CALLS)
