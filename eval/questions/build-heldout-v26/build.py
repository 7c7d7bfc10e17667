"""Assemble the v26 held-out corpus: ../heldout-v26.jsonl and ../stats-heldout-v26.json.

Run from anywhere:  python3 eval/questions/build-heldout-v26/build.py   (stdlib only)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(OUT, "scripts"))

import common  # noqa: E402  (../scripts/common.py: the authoring functions and CALLS)
from corpus_stats import build_part  # noqa: E402
import corpus_recce, corpus_appleskills, corpus_noahlz, corpus_pickled  # noqa: E402

if __name__ == "__main__":
    # What a workflow presents in the turn that asks, above the question (detected CI workflows, a proposed CI edit, a
    # base-build plan, a monetization read-out, a rejection notice, a reply draft, a proposed commit message, proposed
    # changelog entries, a PR review queue, a worktree inventory, a conflict resolution, note-routing suggestions):
    # authored as `shown.md`, it is kept as the call's `shown` text
    build_part(OUT, "v26", (corpus_recce, corpus_appleskills, corpus_noahlz, corpus_pickled,
                            common.shown_from("shown.md")), common.CALLS)
