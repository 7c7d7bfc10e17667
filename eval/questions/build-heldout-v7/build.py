"""Assemble the v7 held-out corpus: ../heldout-v7.jsonl and ../stats-heldout-v7.json.

Run from anywhere:  python3 eval/questions/build-heldout-v7/build.py   (stdlib only)
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(OUT, "scripts"))

import common  # noqa: E402  (../scripts/common.py: the authoring helpers and CALLS)
from corpus_stats import write_part  # noqa: E402
import corpus_startup, corpus_ralph, corpus_tob, corpus_cat  # noqa: E402

MODULES = (corpus_startup, corpus_ralph, corpus_tob, corpus_cat)


def main():
    for m in MODULES:
        m.build()
    st = write_part(OUT, "v7", common.CALLS)
    print(json.dumps({k: st[k] for k in ("calls", "items", "person_items", "person_share_pct", "calls_per_family", "expected_kinds")}, indent=1))


if __name__ == "__main__":
    main()
