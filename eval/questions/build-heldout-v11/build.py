"""Assemble the v11 held-out corpus: ../heldout-v11.jsonl and ../stats-heldout-v11.json.

Run from anywhere:  python3 eval/questions/build-heldout-v11/build.py   (stdlib only)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(OUT, "scripts"))

import common  # noqa: E402  (../scripts/common.py: the authoring functions and CALLS)
from corpus_stats import build_part  # noqa: E402
import corpus_mykit, corpus_edloidas, corpus_enonic, corpus_raidemo  # noqa: E402

if __name__ == "__main__":
    build_part(OUT, "v11", (corpus_mykit, corpus_edloidas, corpus_enonic, corpus_raidemo), common.CALLS)
