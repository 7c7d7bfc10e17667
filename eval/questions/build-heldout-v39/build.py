"""Assemble the v39 held-out corpus: ../heldout-v39.jsonl and ../stats-heldout-v39.json.

Run from anywhere:  python3 eval/questions/build-heldout-v39/build.py   (stdlib only)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(OUT, "scripts"))

import common  # noqa: E402  (../scripts/common.py: the authoring functions and CALLS)
from corpus_stats import build_part  # noqa: E402
import corpus_gitx, corpus_resadvisor, corpus_upsuggest, corpus_safeguard  # noqa: E402

if __name__ == "__main__":
    # What a workflow presents in the turn that asks, above the question (a rebase summary, a PR draft, a
    # feasibility verdict, an upgrade dashboard, an impact assessment): authored as `shown.md`, kept as `shown`
    build_part(OUT, "v39", (corpus_gitx, corpus_resadvisor, corpus_upsuggest, corpus_safeguard,
                             common.shown_from("shown.md")), common.CALLS)
