"""Assemble the v19 held-out corpus: ../heldout-v19.jsonl and ../stats-heldout-v19.json.

Run from anywhere:  python3 eval/questions/build-heldout-v19/build.py   (stdlib only)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(OUT, "scripts"))

import common  # noqa: E402  (../scripts/common.py: the authoring functions and CALLS)
from corpus_stats import build_part  # noqa: E402
import corpus_sequant, corpus_keboola, corpus_sprint, corpus_pulumidocs  # noqa: E402

if __name__ == "__main__":
    # What a workflow presents in the turn that asks, above the question (draft release notes, the assessment
    # dashboard, the improvements list, a command's output, a changelog post, a sprint brief, a new page's suggested
    # location, a review finding with its proposal): authored as `shown.md`, it is kept as the call's `shown` text
    build_part(OUT, "v19", (corpus_sequant, corpus_keboola, corpus_sprint, corpus_pulumidocs,
                            common.shown_from("shown.md")), common.CALLS)
