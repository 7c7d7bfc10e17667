"""Assemble the v20 held-out corpus: ../heldout-v20.jsonl and ../stats-heldout-v20.json.

Run from anywhere:  python3 eval/questions/build-heldout-v20/build.py   (stdlib only)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(OUT, "scripts"))

import common  # noqa: E402  (../scripts/common.py: the authoring functions and CALLS)
from corpus_stats import build_part  # noqa: E402
import corpus_epcc, corpus_rhac, corpus_cruijff, corpus_smallbiz  # noqa: E402

if __name__ == "__main__":
    # What a workflow presents in the turn that asks, above the question (a draft plan, a commit's quality report, a
    # cluster and namespace, a Helm release, a playbook's execution summary, compute estimates, an archive plan, a
    # changelog draft, reminder drafts, a campaign brief, a complaint reply): authored as `shown.md`, it is kept as
    # the call's `shown` text
    build_part(OUT, "v20", (corpus_epcc, corpus_rhac, corpus_cruijff, corpus_smallbiz,
                            common.shown_from("shown.md")), common.CALLS)
