"""Assemble the v4 held-out corpus: ../heldout-v4.jsonl and ../stats-heldout-v4.json.

Run from anywhere:  python3 eval/questions/build-heldout-v4/build.py   (stdlib only)
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
import corpus_wshobson, corpus_cctemplates, corpus_agentos, corpus_simone, corpus_aidevtasks  # noqa: E402


MODULES = (corpus_wshobson, corpus_cctemplates, corpus_agentos, corpus_simone, corpus_aidevtasks)


def main():
    for m in MODULES:
        m.build()
    calls = common.CALLS
    with open(os.path.join(OUT, "heldout-v4.jsonl"), "w", encoding="utf-8") as fh:
        for c in calls:
            fh.write(json.dumps(c, ensure_ascii=False) + "\n")
    st = stats(calls)
    with open(os.path.join(OUT, "stats-heldout-v4.json"), "w", encoding="utf-8") as fh:
        json.dump(st, fh, indent=2, ensure_ascii=False)
        fh.write("\n")
    print(json.dumps({k: st[k] for k in ("calls", "items", "person_items", "person_share_pct", "calls_per_family", "expected_kinds")}, indent=1))


if __name__ == "__main__":
    main()
