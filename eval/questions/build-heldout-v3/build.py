"""Assemble the v3 held-out corpus: ../heldout-v3.jsonl and ../stats-heldout-v3.json.

Run from anywhere:  python3 eval/questions/build-heldout-v3/build.py   (stdlib only)
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import common  # noqa: E402
sys.path.append(os.path.join(OUT, "scripts"))
from corpus_stats import stats  # noqa: E402
import corpus_gstack, corpus_omc, corpus_ecc, corpus_humanlayer, corpus_prp  # noqa: E402


MODULES = (corpus_gstack, corpus_omc, corpus_ecc, corpus_humanlayer, corpus_prp)


def main():
    for m in MODULES:
        m.build()
    calls = common.CALLS
    with open(os.path.join(OUT, "heldout-v3.jsonl"), "w", encoding="utf-8") as fh:
        for c in calls:
            fh.write(json.dumps(c, ensure_ascii=False) + "\n")
    st = stats(calls)
    with open(os.path.join(OUT, "stats-heldout-v3.json"), "w", encoding="utf-8") as fh:
        json.dump(st, fh, indent=2, ensure_ascii=False)
        fh.write("\n")
    print(json.dumps({k: st[k] for k in ("calls", "items", "person_items", "person_share_pct", "calls_per_family", "expected_kinds")}, indent=1))


if __name__ == "__main__":
    main()
