"""Assemble the v14 held-out corpus: ../heldout-v14.jsonl and ../stats-heldout-v14.json.

Run from anywhere:  python3 eval/questions/build-heldout-v14/build.py   (stdlib only)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(OUT, "scripts"))

import common  # noqa: E402  (../scripts/common.py: the authoring functions and CALLS)
from corpus_stats import build_part  # noqa: E402
import corpus_spectra, corpus_jaanto, corpus_agentic, corpus_airmile  # noqa: E402

if __name__ == "__main__":
    build_part(OUT, "v14", (corpus_spectra, corpus_jaanto, corpus_agentic, corpus_airmile), common.CALLS)
