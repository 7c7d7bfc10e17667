"""Assemble the v27 held-out corpus: ../heldout-v27.jsonl and ../stats-heldout-v27.json.

Run from anywhere:  python3 eval/questions/build-heldout-v27/build.py   (stdlib only)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(OUT, "scripts"))

import common  # noqa: E402  (../scripts/common.py: the authoring functions and CALLS)
from corpus_stats import build_part  # noqa: E402
import corpus_arkhe, corpus_ycc, corpus_apurv, corpus_ddunnock  # noqa: E402

if __name__ == "__main__":
    # What a workflow presents in the turn that asks, above the question (a .gitignore diff, Tiltfile findings, an RFC
    # spec, a proposed commit message, review comments, cleanup candidates, batch failures, handoff directives, security
    # scan findings, an 8D analysis, requirement findings): authored as `shown.md`, it is kept as the call's `shown` text
    build_part(OUT, "v27", (corpus_arkhe, corpus_ycc, corpus_apurv, corpus_ddunnock,
                             common.shown_from("shown.md")), common.CALLS)
