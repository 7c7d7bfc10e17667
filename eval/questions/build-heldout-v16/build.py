"""Assemble the v16 held-out corpus: ../heldout-v16.jsonl and ../stats-heldout-v16.json.

Run from anywhere:  python3 eval/questions/build-heldout-v16/build.py   (stdlib only)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(OUT, "scripts"))

import common  # noqa: E402  (../scripts/common.py: the authoring functions and CALLS)
from corpus_stats import build_part  # noqa: E402
import corpus_ork, corpus_iterdev, corpus_agkit, corpus_ccutil  # noqa: E402

if __name__ == "__main__":
    # What a workflow presents in the turn that asks, above the question (iterative-development's resume summary and
    # plan, a fix-issue's issue summary, release-sync's digest, a Codex answer under review, skill-pipeline's findings):
    # authored as `shown.md`, it is kept as the call's `shown` text (a transcript's text block)
    build_part(OUT, "v16", (corpus_ork, corpus_iterdev, corpus_agkit, corpus_ccutil, common.shown_from("shown.md")), common.CALLS)
