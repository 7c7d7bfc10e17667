"""Assemble the v36 held-out corpus: ../heldout-v36.jsonl and ../stats-heldout-v36.json.

Run from anywhere:  python3 eval/questions/build-heldout-v36/build.py   (stdlib only)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(OUT, "scripts"))

import common  # noqa: E402  (../scripts/common.py: the authoring functions and CALLS)
from corpus_stats import build_part  # noqa: E402
import corpus_sdlcmkt, corpus_sigint, corpus_humanvoice, corpus_vancets  # noqa: E402

if __name__ == "__main__":
    # What a workflow presents in the turn that asks, above the question (a release plan, a commit plan, a PR draft,
    # a review action plan, a migration preview, a dimension list): authored as `shown.md`, kept as the call's `shown`
    build_part(OUT, "v36", (corpus_sdlcmkt, corpus_sigint, corpus_humanvoice, corpus_vancets,
                             common.shown_from("shown.md")), common.CALLS)
