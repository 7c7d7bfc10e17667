"""Assemble the v15 held-out corpus: ../heldout-v15.jsonl and ../stats-heldout-v15.json.

Run from anywhere:  python3 eval/questions/build-heldout-v15/build.py   (stdlib only)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(OUT, "scripts"))

import common  # noqa: E402  (../scripts/common.py: the authoring functions and CALLS)
from corpus_stats import build_part  # noqa: E402
import corpus_loopagents, corpus_molcajete, corpus_cicero, corpus_commando  # noqa: E402

if __name__ == "__main__":
    # Molcajete's brief (its direction, manual prerequisites, drift and diagnosis, with its recommendation) and
    # commando's draft changelog entries are what the session writes in the turn that asks, above the question:
    # authored as `brief.md` / `draft.md`, they are kept as the call's `shown` text (a transcript's text block)
    build_part(OUT, "v15", (corpus_loopagents, corpus_molcajete, corpus_cicero, corpus_commando, common.shown_from("brief.md", "draft.md")), common.CALLS)
