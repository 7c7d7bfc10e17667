"""Assemble the v32 held-out corpus: ../heldout-v32.jsonl and ../stats-heldout-v32.json.

Run from anywhere:  python3 eval/questions/build-heldout-v32/build.py   (stdlib only)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(OUT, "scripts"))

import common  # noqa: E402  (../scripts/common.py: the authoring functions and CALLS)
from corpus_stats import build_part  # noqa: E402
import corpus_tbdocs, corpus_tfia, corpus_paat, corpus_cconami  # noqa: E402

if __name__ == "__main__":
    # What a workflow presents in the turn that asks, above the question (a git status, a change analysis, a list of
    # doc targets, a repository's branch status, an image table, mail thread summaries, proposed work items, a PRD
    # section status or draft): authored as `shown.md`, it is kept as the call's `shown` text
    build_part(OUT, "v32", (corpus_tbdocs, corpus_tfia, corpus_paat, corpus_cconami,
                             common.shown_from("shown.md")), common.CALLS)
