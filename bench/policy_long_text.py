"""How the policy's time grows with a question's length (hostile or runaway text).

    .venv/bin/python bench/policy_long_text.py [--src OTHER/src]

Decides, with a fresh ``PolicyAnswerer`` in an empty project, questions made of a word
repeated N times (no "?"), a word repeated N times then "?", one unbroken run of N
characters, and runs of N blanks, blank lines, dots, "a-" pieces or digits between words;
prints the milliseconds for each N. Linear reading doubles the time when N
doubles; a pattern that starts again at every character quadruples it. ``--src`` runs the
same in another source tree's ``src/`` (e.g. a ``git worktree`` of an older commit).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys

CHILD = r"""
import json, sys, tempfile, time
from warden.askuser.model import Call
from warden.decide.answerers.policy import PolicyAnswerer
from warden.decide.context import Context
text = sys.argv[1]
qs = [{"question": text, "header": "", "multiSelect": False,
       "options": [{"label": "Yes", "description": ""}, {"label": "No", "description": ""}]}]
with tempfile.TemporaryDirectory() as d:
    ctx = Context(call=Call.from_questions(qs), tool_input={"questions": qs}, deadline=time.monotonic() + 600, cwd=d, phase=None)
    PolicyAnswerer().decide(ctx)  # warm: imports and patterns
    t0 = time.perf_counter()
    PolicyAnswerer().decide(ctx)
    print(json.dumps((time.perf_counter() - t0) * 1000))
"""

SHAPES = {"words, no ?": lambda n: "word " * (n // 5), "words then ?": lambda n: "word " * (n // 5) + "?",
          "one run": lambda n: "x" * n,
          # runs of blanks or marks between words: the shapes patterns starting at every blank read twice
          "run of spaces": lambda n: "Fix it" + " " * n + "fix?", "blank lines": lambda n: "Fix it" + " \n" * (n // 2) + "?",
          "run of dots": lambda n: "Fix it" + "." * n + "?", "a-a-a": lambda n: "Fix it " + "a-" * (n // 2) + "?",
          "digits": lambda n: "Fix it " + "1" * n + "?"}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--src", help="another source tree's src/ to run beside this one")
    ap.add_argument("--sizes", default="10000,20000,40000", help="question lengths in characters")
    args = ap.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    trees = [("this tree", None)] + ([("--src", args.src)] if args.src else [])
    print(f"{'tree':10} {'shape':14}" + "".join(f"{n:>10}" for n in sizes) + "   (ms per decision)")
    for name, src in trees:
        env = None
        if src:
            import os
            env = {**os.environ, "PYTHONPATH": src}
        for shape, make in SHAPES.items():
            ms = [json.loads(subprocess.run([sys.executable, "-c", CHILD, make(n)], capture_output=True, text=True,
                                            env=env, check=True).stdout) for n in sizes]
            print(f"{name:10} {shape:14}" + "".join(f"{m:>10.1f}" for m in ms))
    return 0


if __name__ == "__main__":
    sys.exit(main())
