"""Assemble the v35 held-out corpus: ../heldout-v35.jsonl and ../stats-heldout-v35.json.

Run from anywhere:  python3 eval/questions/build-heldout-v35/build.py   (stdlib only)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(OUT, "scripts"))

import common  # noqa: E402  (../scripts/common.py: the authoring functions and CALLS)
from corpus_stats import build_part  # noqa: E402
import corpus_baoyu, corpus_sentryskills, corpus_drizzlecube, corpus_arezskills  # noqa: E402

if __name__ == "__main__":
    # What a workflow presents in the turn that asks, above the question (a release's commits and changelog, an
    # archive plan, an outline, an audit report): authored as `shown.md`, it is kept as the call's `shown` text
    build_part(OUT, "v35", (corpus_baoyu, corpus_sentryskills, corpus_drizzlecube, corpus_arezskills,
                             common.shown_from("shown.md")), common.CALLS)
