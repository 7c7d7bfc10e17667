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
    build_part(OUT, "v15", (corpus_loopagents, corpus_molcajete, corpus_cicero, corpus_commando), common.CALLS)
