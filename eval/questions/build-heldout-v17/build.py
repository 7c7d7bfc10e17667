"""Assemble the v17 held-out corpus: ../heldout-v17.jsonl and ../stats-heldout-v17.json.

Run from anywhere:  python3 eval/questions/build-heldout-v17/build.py   (stdlib only)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(OUT, "scripts"))

import common  # noqa: E402  (../scripts/common.py: the authoring functions and CALLS)
from corpus_stats import build_part  # noqa: E402
import corpus_karimo, corpus_hostodo, corpus_claudehub, corpus_kanban  # noqa: E402

if __name__ == "__main__":
    # What a workflow presents in the turn that asks, above the question (KARIMO's configuration summary and review
    # score, the Hostodo deploy summary, instance status and invoices, the branches to delete, the issue draft, the
    # release's commits): authored as `shown.md`, it is kept as the call's `shown` text (a transcript's text block)
    build_part(OUT, "v17", (corpus_karimo, corpus_hostodo, corpus_claudehub, corpus_kanban, common.shown_from("shown.md")),
               common.CALLS)
