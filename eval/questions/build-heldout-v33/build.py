"""Assemble the v33 held-out corpus: ../heldout-v33.jsonl and ../stats-heldout-v33.json.

Run from anywhere:  python3 eval/questions/build-heldout-v33/build.py   (stdlib only)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(OUT, "scripts"))

import common  # noqa: E402  (../scripts/common.py: the authoring functions and CALLS)
from corpus_stats import build_part  # noqa: E402
import corpus_missionctl, corpus_opskills, corpus_wtissue, corpus_lintix  # noqa: E402

if __name__ == "__main__":
    # What a workflow presents in the turn that asks, above the question (a review plan, a task graph, an anomaly
    # report, a leaderboard, a git diff summary, a terraform plan, an issue draft, a worktree list, a ticket draft):
    # authored as `shown.md`, it is kept as the call's `shown` text
    build_part(OUT, "v33", (corpus_missionctl, corpus_opskills, corpus_wtissue, corpus_lintix,
                             common.shown_from("shown.md")), common.CALLS)
