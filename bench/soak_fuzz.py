"""Soak: property-based fuzzing of the hook and the API at full size.

The suite runs a sample of the same properties (tests/secure/test_fuzz.py); this runs
10,000 examples of each (``--examples``), plus schemathesis over every operation of the
board's OpenAPI (``--schema-examples`` per operation), and prints what it saw:

    .venv/bin/python bench/soak_fuzz.py                      # 10,000 + 10,000 + 1,000/operation
    .venv/bin/python bench/soak_fuzz.py --examples 2000 --schema-examples 200

Exits 1 when a property failed (a hook that raised or printed something invalid, a
payload missing from the event log or failing ingestion, a 5xx, a schema violation).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def fresh_home(name: str) -> Path:
    home = Path(tempfile.mkdtemp(prefix=f"warden-soak-{name}-")) / "home"
    os.environ["WARDEN_HOME"] = str(home)
    return home


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--examples", type=int, default=10_000)
    ap.add_argument("--schema-examples", type=int, default=1_000)
    args = ap.parse_args()
    os.environ["HOME"] = tempfile.mkdtemp(prefix="warden-soak-user-")  # never the real one
    from starlette.testclient import TestClient

    from tests.secure import fuzzing
    from tests.secure.test_fuzz import schemathesis_run
    from warden.board import auth
    from warden.board.app import create_app

    failed = False
    home = fresh_home("hook")
    fuzzing.prepare_home(home)
    t = time.monotonic()
    try:
        calls = fuzzing.hook_property(home, args.examples)
        counts = fuzzing.event_log_holds(home, calls)
        ok = counts["failed"] == 0 and counts["events"] == calls
        failed |= not ok
        print(f"hook payloads: {calls} calls, {counts['events']} events in the log, {counts['failed']} failed "
              f"ingestion, every output valid — {'ok' if ok else 'FAILED'} ({time.monotonic() - t:.0f}s)")
    except AssertionError as e:
        failed = True
        print(f"hook payloads: FAILED: {e}")

    home = fresh_home("api")
    fuzzing.api_setup(home)
    t = time.monotonic()
    token, _ = auth.board_token(str(home))
    try:
        with TestClient(create_app(str(home), live=False), base_url="http://localhost",
                        headers={"authorization": f"Bearer {token}"}) as c:
            seen = fuzzing.api_property(c, auth.hook_token(str(home)), args.examples)
        print(f"API requests: {sum(seen.values())} sent, by status {dict(sorted(seen.items()))}, no 5xx — ok "
              f"({time.monotonic() - t:.0f}s)")
    except AssertionError as e:
        failed = True
        print(f"API requests: FAILED: {str(e)[:2000]}")

    home = fresh_home("schema")
    t = time.monotonic()
    ran = schemathesis_run(home, args.schema_examples)
    failed |= bool(ran["failures"])
    print(f"schemathesis: {ran['operations']} operations, {ran['cases']} cases, {len(ran['failures'])} failing "
          f"operation(s) ({time.monotonic() - t:.0f}s)")
    for f in ran["failures"]:
        print("  " + f.replace("\n", "\n  "))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
