"""Assemble the v37 held-out corpus: ../heldout-v37.jsonl and ../stats-heldout-v37.json.

Run from anywhere:  python3 eval/questions/build-heldout-v37/build.py   (stdlib only)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(OUT, "scripts"))

import common  # noqa: E402  (../scripts/common.py: the authoring functions and CALLS)
from corpus_stats import build_part  # noqa: E402
import corpus_moai, corpus_gitverbs, corpus_emflow, corpus_seedkit  # noqa: E402

if __name__ == "__main__":
    # What a workflow presents in the turn that asks, above the question (a removal plan, a release draft,
    # a failure summary, a proposed diff, a prototype summary): authored as `shown.md`, kept as the call's `shown`
    build_part(OUT, "v37", (corpus_moai, corpus_gitverbs, corpus_emflow, corpus_seedkit,
                             common.shown_from("shown.md")), common.CALLS)
