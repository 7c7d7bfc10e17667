"""Assemble the v43 held-out corpus: ../heldout-v43.jsonl and ../stats-heldout-v43.json.

Run from anywhere:  python3 eval/questions/build-heldout-v43/build.py   (stdlib only)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(OUT, "scripts"))

import common  # noqa: E402  (../scripts/common.py: the authoring functions and CALLS)
from corpus_stats import build_part  # noqa: E402
import corpus_cwflow, corpus_agenticwf, corpus_wtkit, corpus_sorra  # noqa: E402

if __name__ == "__main__":
    # What a workflow presents in the turn that asks, above the question (findings, a review summary, a runbook, a
    # worktree listing): authored as `shown.md`, kept as `shown`
    build_part(OUT, "v43", (corpus_cwflow, corpus_agenticwf, corpus_wtkit, corpus_sorra, common.shown_from("shown.md")), common.CALLS)
