"""Assemble the v10 held-out corpus: ../heldout-v10.jsonl and ../stats-heldout-v10.json.

Run from anywhere:  python3 eval/questions/build-heldout-v10/build.py   (stdlib only)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(OUT, "scripts"))

import common  # noqa: E402  (../scripts/common.py: the authoring helpers and CALLS)
from corpus_stats import build_part  # noqa: E402
import corpus_twikus, corpus_jaykim, corpus_motherbrain, corpus_kimseungbin  # noqa: E402

if __name__ == "__main__":
    build_part(OUT, "v10", (corpus_twikus, corpus_jaykim, corpus_motherbrain, corpus_kimseungbin), common.CALLS)
