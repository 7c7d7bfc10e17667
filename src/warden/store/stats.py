"""How warden is doing, computed in the database: decisions per hour by kind and by who
decided, how answers were delivered, how decisions ended (verified, mismatch, ...), the
time from a decision being asked to its answer and to its delivery, per session and
overall.

Counts are ``GROUP BY`` queries on both backends; the durations (one column, ordered by
the database) become percentiles and a histogram here. A decision's answer is its newest
one (the one that decided it). Buckets are hours since the epoch, ``floor(created_at /
3600)`` (SQLite gets ``floor`` from ``warden.store.db`` when it was built without it).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from warden.store import Store

HOUR = 3600.0
# histogram edges of a duration, in seconds (the last bucket is "more")
EDGES = (0.1, 0.5, 1.0, 5.0, 10.0, 30.0, 60.0, 300.0, 1800.0, 3600.0)
# the newest answer of a decision: the one that decided it
_LATEST = "a.id = (SELECT max(a2.id) FROM answers a2 WHERE a2.question_id = q.id)"
INLINE = ("hook", "sdk")  # delivered without a keystroke: the hook's output, the SDK's reply
KEYS = ("tmux",)


def stats(store: Store, since: float | None = None, until: float | None = None, session: str | None = None,
          bucket: float = HOUR, top: int = 50) -> dict[str, Any]:
    """Everything the stats page shows, for decisions asked in [since, until) (default: the
    last 24 hours), of one session when ``session`` (an id) is given."""
    until = time.time() if until is None else until
    since = until - 24 * HOUR if since is None else since
    where = "q.created_at >= ? AND q.created_at < ?"
    args: tuple[Any, ...] = (since, until)
    if session:
        where += " AND q.session_id = ?"
        args += (session,)
    db = store.db
    first, last = int(since // bucket), int((until - 1e-9) // bucket)
    buckets = list(range(first, last + 1))

    def series(column: str, join: str = "") -> dict[str, list[int]]:
        rows = db.all(f"SELECT {column} AS k, floor(q.created_at / ?) AS b, count(*) AS n FROM questions q {join} "
                      f"WHERE {where} GROUP BY 1, 2", (bucket, *args))
        out: dict[str, list[int]] = {}
        for r in rows:
            i = int(r["b"]) - first
            if 0 <= i < len(buckets):
                out.setdefault(str(r["k"]), [0] * len(buckets))[i] += int(r["n"])
        return dict(sorted(out.items(), key=lambda kv: -sum(kv[1])))

    answer = f"LEFT JOIN answers a ON a.question_id = q.id AND {_LATEST}"
    by_kind = series("q.kind")
    by_decider = series("COALESCE(a.decided_by, 'undecided')", answer)
    delivery = {str(r["k"]): int(r["n"]) for r in db.all(
        f"SELECT COALESCE(a.delivery, 'undelivered') AS k, count(*) AS n FROM questions q "
        f"JOIN answers a ON a.question_id = q.id AND {_LATEST} WHERE {where} GROUP BY 1",
        args)}
    outcomes = {str(r["status"]): int(r["n"]) for r in db.all(
        f"SELECT q.status AS status, count(*) AS n FROM questions q WHERE {where} GROUP BY 1", args)}
    to_decision = _durations(store, "a.created_at - q.created_at", where, args)
    to_delivery = _durations(store, "a.delivered_at - q.created_at", where + " AND a.delivered_at IS NOT NULL", args)
    return {
        "since": since, "until": until, "bucket": bucket, "session": session,
        "buckets": [b * bucket for b in buckets],
        "decisions": sum(outcomes.values()),
        "by_kind": by_kind,
        "by_decider": by_decider,
        "delivery": delivery,
        "delivery_summary": {"inline": sum(n for k, n in delivery.items() if k in INLINE),
                             "keystrokes": sum(n for k, n in delivery.items() if k in KEYS),
                             "other": sum(n for k, n in delivery.items() if k not in INLINE + KEYS)},
        "outcomes": outcomes,
        "time_to_decision": distribution([d for _, d in to_decision]),
        "time_to_delivery": distribution([d for _, d in to_delivery]),
        "sessions": [] if session else _per_session(store, where, args, to_decision, top),
    }


def _durations(store: Store, expr: str, where: str, args: tuple[Any, ...]) -> list[tuple[str, float]]:
    """(session id, seconds) per answered decision, shortest first."""
    rows = store.db.all(
        f"SELECT q.session_id AS s, {expr} AS d FROM questions q JOIN answers a ON a.question_id = q.id AND {_LATEST} "
        f"WHERE {where} ORDER BY {expr}", args)
    return [(str(r["s"]), max(0.0, float(r["d"]))) for r in rows if r["d"] is not None]


def distribution(values: list[float]) -> dict[str, Any]:
    """Count, percentiles and a histogram of ``values`` (sorted, shortest first)."""
    hist = [0] * (len(EDGES) + 1)
    for v in values:
        hist[next((i for i, e in enumerate(EDGES) if v <= e), len(EDGES))] += 1
    return {"count": len(values), "p50": _pct(values, 0.5), "p90": _pct(values, 0.9), "p99": _pct(values, 0.99),
            "max": values[-1] if values else None, "edges": list(EDGES), "histogram": hist}


def _pct(values: list[float], p: float) -> float | None:
    if not values:
        return None
    return values[min(len(values) - 1, int(p * len(values)))]


def _per_session(store: Store, where: str, args: tuple[Any, ...], to_decision: list[tuple[str, float]],
                 top: int) -> list[dict[str, Any]]:
    rows = store.db.all(
        f"SELECT q.session_id AS id, max(s.name) AS name, max(s.tmux_session) AS tmux_session, count(*) AS n, "
        "sum(CASE WHEN q.status = 'verified' THEN 1 ELSE 0 END) AS verified, "
        "sum(CASE WHEN q.status = 'mismatch' THEN 1 ELSE 0 END) AS mismatch, "
        "sum(CASE WHEN q.status IN ('pending', 'answered', 'delivered') THEN 1 ELSE 0 END) AS open "
        f"FROM questions q LEFT JOIN sessions s ON s.id = q.session_id WHERE {where} "
        "GROUP BY q.session_id ORDER BY count(*) DESC, q.session_id LIMIT ?", (*args, top))
    waits: dict[str, list[float]] = {}
    for sid, d in to_decision:  # shortest first, so each session's list is sorted
        waits.setdefault(sid, []).append(d)
    return [{"id": r["id"], "name": r["name"] or r["tmux_session"], "decisions": int(r["n"]),
             "verified": int(r["verified"] or 0), "mismatch": int(r["mismatch"] or 0), "open": int(r["open"] or 0),
             "p50_to_decision": _pct(waits.get(r["id"], []), 0.5)} for r in rows]
