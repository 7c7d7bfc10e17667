"""Assemble the v34 held-out corpus: ../heldout-v34.jsonl and ../stats-heldout-v34.json.

Run from anywhere:  python3 eval/questions/build-heldout-v34/build.py   (stdlib only)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(OUT, "scripts"))

import common  # noqa: E402  (../scripts/common.py: the authoring functions and CALLS)
from corpus_stats import build_part  # noqa: E402
import corpus_vetsec, corpus_skillmaker, corpus_apitpl, corpus_skrouter  # noqa: E402

if __name__ == "__main__":
    # What a workflow presents in the turn that asks, above the question (an incident triage, a schema drift report,
    # a dry-run summary, a validation report, a skill analysis): authored as `shown.md`, it is kept as the call's
    # `shown` text
    build_part(OUT, "v34", (corpus_vetsec, corpus_skillmaker, corpus_apitpl, corpus_skrouter,
                             common.shown_from("shown.md")), common.CALLS)
