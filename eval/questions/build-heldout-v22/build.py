"""Assemble the v22 held-out corpus: ../heldout-v22.jsonl and ../stats-heldout-v22.json.

Run from anywhere:  python3 eval/questions/build-heldout-v22/build.py   (stdlib only)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(OUT, "scripts"))

import common  # noqa: E402  (../scripts/common.py: the authoring functions and CALLS)
from corpus_stats import build_part  # noqa: E402
import corpus_nefario, corpus_taches, corpus_shellm, corpus_benai  # noqa: E402

if __name__ == "__main__":
    # What a workflow presents in the turn that asks, above the question (a team or reviewer block, an execution
    # plan, a gate brief, a security finding, a PR summary, commits since the last tag, a computed version, a
    # validation result, a worktree's state, an intake summary, copy options, a slide outline): authored as
    # `shown.md`, it is kept as the call's `shown` text
    build_part(OUT, "v22", (corpus_nefario, corpus_taches, corpus_shellm, corpus_benai,
                            common.shown_from("shown.md")), common.CALLS)
