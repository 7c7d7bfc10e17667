"""Assemble the v25 held-out corpus: ../heldout-v25.jsonl and ../stats-heldout-v25.json.

Run from anywhere:  python3 eval/questions/build-heldout-v25/build.py   (stdlib only)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(OUT, "scripts"))

import common  # noqa: E402  (../scripts/common.py: the authoring functions and CALLS)
from corpus_stats import build_part  # noqa: E402
import corpus_dorkos, corpus_craft, corpus_tdcdp, corpus_cucumber  # noqa: E402

if __name__ == "__main__":
    # What a workflow presents in the turn that asks, above the question (missing changelog entries, a schema diff,
    # a release plan, knip's findings, an upgrade plan, a publish diff, a CI failure, a worktree plan, an ingestion
    # summary, a workflow error, a landing layout, an email draft, comment options): authored as `shown.md`, it is
    # kept as the call's `shown` text
    build_part(OUT, "v25", (corpus_dorkos, corpus_craft, corpus_tdcdp, corpus_cucumber,
                            common.shown_from("shown.md")), common.CALLS)
