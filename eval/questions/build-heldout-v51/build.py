"""Assemble the v51 held-out corpus: ../heldout-v51.jsonl and ../stats-heldout-v51.json.

Run from anywhere:  python3 eval/questions/build-heldout-v51/build.py   (stdlib only)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(OUT, "scripts"))

import common  # noqa: E402  (../scripts/common.py: the authoring functions and CALLS)
from corpus_stats import build_part  # noqa: E402
import corpus_datasaas, corpus_dualdoc, corpus_himi, corpus_roxabi  # noqa: E402

if __name__ == "__main__":
    # What a workflow presents in the turn that asks, above the question (a cleanup table, open PRs, CI results, a
    # preview's smoke check, a parse summary, a generation preview, git status): authored as `shown.md`, kept as
    # `shown`
    build_part(OUT, "v51", (corpus_roxabi, corpus_himi, corpus_dualdoc, corpus_datasaas, common.shown_from("shown.md")), common.CALLS)
