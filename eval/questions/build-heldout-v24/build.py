"""Assemble the v24 held-out corpus: ../heldout-v24.jsonl and ../stats-heldout-v24.json.

Run from anywhere:  python3 eval/questions/build-heldout-v24/build.py   (stdlib only)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(OUT, "scripts"))

import common  # noqa: E402  (../scripts/common.py: the authoring functions and CALLS)
from corpus_stats import build_part  # noqa: E402
import corpus_devkit, corpus_tracz, corpus_pmsetup, corpus_electric  # noqa: E402

if __name__ == "__main__":
    # What a workflow presents in the turn that asks, above the question (a ticket, a worktree list, a drafted reply, a
    # commit log, a release summary, a PR's checks, a review finding, a PRD draft, a blog outline, a review's verdict): authored as
    # `shown.md`, it is kept as the call's `shown` text
    build_part(OUT, "v24", (corpus_devkit, corpus_tracz, corpus_pmsetup, corpus_electric,
                            common.shown_from("shown.md")), common.CALLS)
