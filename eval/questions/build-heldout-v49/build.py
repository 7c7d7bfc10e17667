"""Assemble the v49 held-out corpus: ../heldout-v49.jsonl and ../stats-heldout-v49.json.

Run from anywhere:  python3 eval/questions/build-heldout-v49/build.py   (stdlib only)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(OUT, "scripts"))

import common  # noqa: E402  (../scripts/common.py: the authoring functions and CALLS)
from corpus_stats import build_part  # noqa: E402
import corpus_anvil, corpus_expokit, corpus_omnigraph, corpus_reggie  # noqa: E402

if __name__ == "__main__":
    # What a workflow presents in the turn that asks, above the question (git status, a commit summary, CI output,
    # a spec's findings): authored as `shown.md`, kept as `shown`
    build_part(OUT, "v49", (corpus_anvil, corpus_reggie, corpus_omnigraph, corpus_expokit, common.shown_from("shown.md")), common.CALLS)
