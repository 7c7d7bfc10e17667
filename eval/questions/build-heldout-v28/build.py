"""Assemble the v28 held-out corpus: ../heldout-v28.jsonl and ../stats-heldout-v28.json.

Run from anywhere:  python3 eval/questions/build-heldout-v28/build.py   (stdlib only)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(OUT, "scripts"))

import common  # noqa: E402  (../scripts/common.py: the authoring functions and CALLS)
from corpus_stats import build_part  # noqa: E402
import corpus_ship, corpus_secondsky, corpus_nathanvale, corpus_jupiter  # noqa: E402

if __name__ == "__main__":
    # What a workflow presents in the turn that asks, above the question (a strip analysis, a PR draft, a triage
    # summary, a deploy banner, a proposed fix, meeting action items, a sprint drift item, a reminder email summary,
    # a change summary before a version bump, a rule diff): authored as `shown.md`, it is kept as the call's `shown` text
    build_part(OUT, "v28", (corpus_ship, corpus_secondsky, corpus_nathanvale, corpus_jupiter,
                             common.shown_from("shown.md")), common.CALLS)
