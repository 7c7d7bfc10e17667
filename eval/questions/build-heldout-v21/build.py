"""Assemble the v21 held-out corpus: ../heldout-v21.jsonl and ../stats-heldout-v21.json.

Run from anywhere:  python3 eval/questions/build-heldout-v21/build.py   (stdlib only)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(OUT, "scripts"))

import common  # noqa: E402  (../scripts/common.py: the authoring functions and CALLS)
from corpus_stats import build_part  # noqa: E402
import corpus_loa, corpus_ccskills, corpus_edwinhu, corpus_blueprint  # noqa: E402

if __name__ == "__main__":
    # What a workflow presents in the turn that asks, above the question (a planning debrief, a run summary, a git
    # safety warning, a feedback issue preview, a disk audit, git status, a PR's state, a worktree's state, analysis
    # results, a plan, a PRD diff, fork commits, a triage table): authored as `shown.md`, it is kept as the call's
    # `shown` text
    build_part(OUT, "v21", (corpus_loa, corpus_ccskills, corpus_edwinhu, corpus_blueprint,
                            common.shown_from("shown.md")), common.CALLS)
