"""Assemble the v6 held-out corpus: ../heldout-v6.jsonl and ../stats-heldout-v6.json.

Run from anywhere:  python3 eval/questions/build-heldout-v6/build.py   (stdlib only)
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import common  # noqa: E402
sys.path.append(os.path.join(OUT, "scripts"))
from corpus_stats import write_part  # noqa: E402
import corpus_ccw, corpus_myclaude, corpus_awesomeslash, corpus_shinpr  # noqa: E402


MODULES = (corpus_ccw, corpus_myclaude, corpus_awesomeslash, corpus_shinpr)


def main():
    for m in MODULES:
        m.build()
    st = write_part(OUT, "v6", common.CALLS)
    print(json.dumps({k: st[k] for k in ("calls", "items", "person_items", "person_share_pct", "calls_per_family", "expected_kinds")}, indent=1))


if __name__ == "__main__":
    main()
