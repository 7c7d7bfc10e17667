"""Soak: the fault-injection suite at full size, with its figures.

Runs tests/secure/test_faults.py with 20 SIGKILL trials per target (hook, drain,
server, keystroke delivery; ``--trials``) and the store locked for 40 s (``--lock``),
plus a full disk (a small tmpfs) and a read-only home (root, as CI runs), and prints
each test's figures:

    .venv/bin/python bench/soak_faults.py
    .venv/bin/python bench/soak_faults.py --trials 50 --lock 60
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--trials", type=int, default=20)
    ap.add_argument("--lock", type=float, default=40.0)
    args = ap.parse_args()
    env = {**os.environ, "WARDEN_FAULT_TRIALS": str(args.trials), "WARDEN_FAULT_LOCK": str(args.lock)}
    r = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", "-s",
                        "tests/secure/test_faults.py"], cwd=ROOT, env=env, capture_output=True, text=True)
    for line in r.stdout.splitlines():
        if line.startswith("[faults]") or " passed" in line or " failed" in line:
            print(line)
    if r.returncode:
        print(r.stdout[-6000:], r.stderr[-2000:])
    return r.returncode


if __name__ == "__main__":
    sys.exit(main())
