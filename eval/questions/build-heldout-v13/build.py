"""Assemble the v13 held-out corpus: ../heldout-v13.jsonl and ../stats-heldout-v13.json.

Run from anywhere:  python3 eval/questions/build-heldout-v13/build.py   (stdlib only)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(OUT, "scripts"))

import common  # noqa: E402  (../scripts/common.py: the authoring functions and CALLS)
from corpus_stats import build_part  # noqa: E402
import corpus_flow, corpus_rlmmem, corpus_intrusive, corpus_dbt  # noqa: E402

if __name__ == "__main__":
    build_part(OUT, "v13", (corpus_flow, corpus_rlmmem, corpus_intrusive, corpus_dbt), common.CALLS)
