"""Write throughput of the store under many concurrent sessions, SQLite and PostgreSQL.

    .venv/bin/python bench/store_bench.py [--sessions 100] [--decisions 5] [--db URL]

Each simulated session is a thread with its own store connection (as each hook process
has its own), and runs ``--decisions`` decision cycles, each the write transactions
warden runs for one question: the PreToolUse event ingested (session upserted, event
added), the question recorded (session waiting), the answer recorded under the write
lock (read, answer, status), the PostToolUse verification (read, status, session
working). All sessions start at once. Reported per backend: decisions/s over the whole
run and the latency of one write transaction, lock wait included (median, p90, p99).

PostgreSQL: ``--db`` (a database the bench may fill), else a throwaway cluster started
for the run (tests/pg.py; needs Debian's postgresql package). Both on this machine.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from warden.store import Store, write  # noqa: E402

Q = [{"question": "Which database?", "header": "DB", "options": [{"label": "A", "description": ""},
                                                                   {"label": "B", "description": ""}],
      "multiSelect": False}]


def session(target: str, home: str, n: int, decisions: int, start: threading.Event, lat: list[float]) -> None:
    store = Store(target, home=home)
    sid = f"bench-{n}"

    def tx(fn: object) -> None:
        t0 = time.perf_counter()
        with write(store.db):
            fn()  # type: ignore[operator]
        lat.append(time.perf_counter() - t0)

    start.wait()
    for d in range(decisions):
        tuid = f"toolu_{n}_{d}"
        payload = {"session_id": sid, "hook_event_name": "PreToolUse", "tool_name": "AskUserQuestion",
                   "tool_use_id": tuid, "tool_input": {"questions": Q}}
        tx(lambda: (store.upsert_session(sid, name=f"s{n}", managed=1, cwd="/tmp"),
                    store.add_event(json.dumps(payload), payload, None, rec_id=f"r-{tuid}")))
        box: dict[str, int] = {}
        tx(lambda: (box.__setitem__("qid", store.add_question(sid, tuid, Q, {"questions": Q}, time.time() + 30)),
                    store.set_session_state(sid, "waiting")))
        qid = box["qid"]

        def answer() -> None:
            if store.question(qid)["status"] == "pending":
                store.add_answer(qid, '{"items":[{"kind":"select","labels":["B"]}]}', "human:web", "", "hook")
                store.set_status(qid, "delivered")

        tx(answer)

        def verify() -> None:
            if store.question(qid)["status"] == "delivered":
                store.set_status(qid, "verified", received={"Which database?": "B"})
            store.set_session_state(sid, "working")

        tx(verify)
    store.close()


def run(label: str, target: str, home: str, sessions: int, decisions: int) -> None:
    Store(target, home=home).close()  # the schema, before the clock starts
    start, lat = threading.Event(), []  # type: ignore[var-annotated]
    threads = [threading.Thread(target=session, args=(target, home, n, decisions, start, lat))
               for n in range(sessions)]
    for t in threads:
        t.start()
    time.sleep(0.5)  # every session connected
    t0 = time.perf_counter()
    start.set()
    for t in threads:
        t.join()
    took = time.perf_counter() - t0
    q = statistics.quantiles(lat, n=100)
    check = Store(target, home=home)
    verified = sum(1 for _ in check.questions(status="verified", limit=10 ** 6))
    check.close()
    assert verified == sessions * decisions, verified
    print(f"{label:<11} {sessions * decisions / took:>10.0f} {statistics.median(lat) * 1000:>8.1f} "
          f"{q[89] * 1000:>8.1f} {q[98] * 1000:>8.1f}   ({len(lat)} transactions, {took:.1f}s)")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sessions", type=int, default=100)
    ap.add_argument("--decisions", type=int, default=5)
    ap.add_argument("--db", help="a postgresql:// URL (default: a throwaway cluster)")
    args = ap.parse_args()
    home = tempfile.mkdtemp(prefix="warden-store-bench-")
    print(f"{args.sessions} sessions at once, {args.decisions} decisions each (4 write transactions per decision)")
    print(f"{'backend':<11} {'decisions/s':>10} {'tx p50':>8} {'tx p90':>8} {'tx p99':>8}   ms")
    run("sqlite", str(Path(home) / "warden.db"), home, args.sessions, args.decisions)
    if args.db:
        run("postgresql", args.db, home, args.sessions, args.decisions)
        return
    from tests.pg import Cluster

    cluster = Cluster.start()
    try:
        run("postgresql", cluster.new_database(migrated=False, tcp=True), home, args.sessions, args.decisions)
    finally:
        cluster.stop()


if __name__ == "__main__":
    main()
