"""Which of the policy's and the judge's patterns take longer than linear time on hostile text.

    .venv/bin/python bench/pattern_growth.py [--sizes 2000,8000] [--limit-ms 20]
    .venv/bin/python bench/pattern_growth.py --commands      # whole judgements of huge commands

Every compiled pattern a module of ``warden.decide.answerers.policy`` or ``warden.judge``
holds (at module level, or in a tuple, list, set or dict there) is searched in texts made of
one short piece repeated between two letters — runs of spaces, tabs, no-break spaces,
newlines, dots, commas, dashes, digits, quotes, brackets, words with punctuation — at each
size. A pattern whose search time grows like the text's length quadruples when the length
quadruples; one that starts again at every character and scans the rest of a run grows with
the square (16×). Printed: the patterns whose slowest shape took more than ``--limit-ms`` at
the largest size and grew more than 8× over a 4× longer text, the shape, and the times.
Patterns built from a question's own words at run time are not covered here;
bench/policy_long_text.py times whole decisions.

``--commands`` times whole permission judgements (``warden.judge.permission.judge``, parse
included) of huge shell commands instead: long lists and pipelines, deep ``&&`` chains,
``$(…)`` and subshell nesting; each line the seconds and the decision (or the exception
raised). Run it with ``PYTHONPATH=<an older tree's src>`` for the same figures beside it.
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import re
import sys
import time

PIECES = [" ", "\t", "\u00a0", "\n", " \n", ".", ",", ", ", "-", "--", "- ", "a-", "-a", "a ", "a, ", "a\n",
          "x", "1", "/", "'", '"', "(", ")", "[", "*", "#", "=", "_", ":", ";", "!", "?", "a.", "a:"]


def patterns() -> dict[str, tuple[str, re.Pattern]]:
    import warden.decide.answerers.policy as policy
    import warden.judge as judge

    found: dict[str, tuple[str, re.Pattern]] = {}

    def add(name: str, value: object) -> None:
        if isinstance(value, re.Pattern) and isinstance(value.pattern, str):
            found.setdefault(value.pattern, (name, value))
        elif isinstance(value, (tuple, list, set, frozenset)):
            for i, item in enumerate(value):
                add(f"{name}[{i}]", item)
        elif isinstance(value, dict):
            for key, item in value.items():
                add(f"{name}[{key!r}]", item)

    for package in (policy, judge):
        names = [package.__name__] + [m.name for m in pkgutil.walk_packages(package.__path__, package.__name__ + ".")]
        for name in names:
            module = importlib.import_module(name)
            for attr, value in vars(module).items():
                add(f"{name}.{attr}", value)
    return found


def timed(pattern: re.Pattern, text: str) -> float:
    started = time.perf_counter()
    pattern.search(text)
    return time.perf_counter() - started


# huge commands: (name, a command of n parts)
COMMANDS = [
    ("list `ls;` x n", lambda n: "ls;" * n),
    ("pipeline `cat a |` x n", lambda n: "cat a | " * n + "ls"),
    ("chain `true &&` x n", lambda n: "true && " * n + "ls"),
    ("`$(echo` nested n deep", lambda n: "echo " + "$(echo " * n + "x" + ")" * n),
    ("subshells nested n deep", lambda n: "(" * n + "ls" + ")" * n),
]
COMMAND_SIZES = {"list `ls;` x n": (25_000, 100_000, 250_000), "pipeline `cat a |` x n": (5_000, 20_000, 50_000),
                 "chain `true &&` x n": (300, 1000, 5000)}


def commands() -> int:
    from warden.judge.permission import judge

    print(f"{'command':28} {'n':>8} {'seconds':>8}  decision")
    for name, make in COMMANDS:
        for n in COMMAND_SIZES.get(name, (100, 300, 1000)):
            text = make(n)
            started = time.perf_counter()
            try:
                v = judge("Bash", {"command": text}, "/home/dev/proj", home="/home/dev")
                out = f"{v.decision}: {v.reason[:60]}"
            except BaseException as e:  # noqa: BLE001 - what an older tree raised is the figure
                out = f"raises {type(e).__name__}"
            print(f"{name:28} {n:>8} {time.perf_counter() - started:8.2f}  {out}", flush=True)
    return 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sizes", default="2000,8000", help="two text lengths in characters, the second 4x the first")
    ap.add_argument("--limit-ms", type=float, default=20.0, help="report patterns slower than this at the larger size")
    ap.add_argument("--commands", action="store_true", help="time whole judgements of huge shell commands instead")
    args = ap.parse_args()
    if args.commands:
        return commands()
    small, large = (int(s) for s in args.sizes.split(","))
    found = patterns()
    slow = []
    for pattern_text, (name, pattern) in found.items():
        worst = None
        for piece in PIECES:
            t_large = timed(pattern, "a" + piece * (large // len(piece)) + "b")
            if t_large * 1000 < args.limit_ms:
                continue
            t_small = timed(pattern, "a" + piece * (small // len(piece)) + "b")
            growth = t_large / max(t_small, 1e-9)
            if growth > 2 * large / small and (worst is None or t_large > worst[0]):
                worst = (t_large, piece, t_small, growth)
        if worst is not None:
            slow.append((worst[0], name, worst[1], worst[2], worst[3]))
    print(f"{len(found)} patterns; sizes {small} and {large}; slower than {args.limit_ms:g} ms and growing faster than linear:")
    for t_large, name, piece, t_small, growth in sorted(slow, reverse=True):
        print(f"  {name:60} {piece!r:8} {t_small * 1000:9.1f} ms -> {t_large * 1000:9.1f} ms  ({growth:.0f}x)")
    if not slow:
        print("  none")
    return 0


if __name__ == "__main__":
    sys.exit(main())
