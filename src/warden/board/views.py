"""Store rows as the JSON the page and the API share.

Everything here is data, never markup: text from Claude Code (questions, labels,
notes, paths) goes out as JSON strings and the page puts it on screen with
``textContent``.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from warden.store import OPEN_STATUSES
from warden.store import queues as queue_rows

if TYPE_CHECKING:
    from warden.store import Row, Store

EVENT_LIMIT = 200
QUESTION_LIMIT = 100


def _loads(text: str | None) -> Any:
    if not text:
        return None
    try:
        return json.loads(text)
    except (ValueError, RecursionError):  # kept as text: not JSON, or nested too deeply
        return text


def sessions(store: Store, include_ended: bool = True) -> list[dict[str, Any]]:
    counts = store.open_counts()
    failed = store.sessions_with_open("failure")  # shown as failed on the board
    # session id -> the status of its newest command queue (``active`` while it runs)
    queues = queue_rows.latest_statuses(store)
    out = []
    for s in store.sessions():
        if not include_ended and s["state"] == "ended":
            continue
        c = counts.get(s["id"], {})
        pending = c.get("pending", 0)
        out.append({
            "id": s["id"],
            "name": s["name"],
            "cwd": s["cwd"],
            "managed": bool(s["managed"]),
            "profile": s["profile"],
            "machine": s["machine"],  # None: a session of this server's own machine
            "phase": s["phase"],
            "state": s["state"],
            # what a watcher needs to know first: someone must decide
            "display_state": "failed" if s["id"] in failed else "waiting" if pending else (
                "queue running" if queues.get(s["id"]) == "active" else s["state"]),
            "pending": pending,
            "open": sum(c.values()),
            "queue": queues.get(s["id"]),
            "created_at": s["created_at"],
            "updated_at": s["updated_at"],
        })
    return out


def answer_json(a: Row, kind: str = "question") -> dict[str, Any]:
    return {
        "id": a["id"],
        "answer": _loads(a["answer"]),
        "text": _describe(a["answer"], kind),
        "decided_by": a["decided_by"],
        "reason": a["reason"],
        "delivery": a["delivery"],
        "created_at": a["created_at"],
        "delivered_at": a["delivered_at"],
    }


def _describe(answer_text: str, kind: str = "question") -> str:
    from warden import kinds

    try:
        k = kinds.get(kind)
        return k.describe(k.answer_of(answer_text))
    except (KeyError, ValueError):
        return answer_text


def _offer(q: Row) -> tuple[str, Any]:
    """(summary, offer as data) of a decision; a question's offer is its ``questions``."""
    from warden import kinds

    try:
        kind = kinds.of(q)
        offer = kind.offer_from_stored(q)
        return kind.summary(offer), None if q["kind"] == "question" else kind.offer_json(offer)
    except (KeyError, ValueError) as e:
        return f"(unreadable {q['kind']}: {e})", None


def question(store: Store, q: Row) -> dict[str, Any]:
    answers = store.answers(q["id"])
    traces = store.traces(q["id"])
    summary, offer = _offer(q)
    return {
        "id": q["id"],
        "kind": q["kind"],
        "session_id": q["session_id"],
        "tool_use_id": q["tool_use_id"],
        "status": q["status"],
        "summary": summary,
        "offer": offer,  # a permission, plan, idle session or failure: what it asks, its numbered options
        "questions": _loads(q["questions"]) if q["kind"] == "question" else [],
        "detail": q["detail"],
        "received": _loads(q["received"]),
        # a hook still waits, so an answer now goes back without keystrokes
        "hook_waiting": q["hook_until"] is not None,
        "created_at": q["created_at"],
        "updated_at": q["updated_at"],
        "closed_at": q["closed_at"],
        "answers": [answer_json(a, q["kind"]) for a in answers],
        "trace": [{"answerer": t["answerer"], "outcome": t["outcome"], "reason": t["reason"],
                   "elapsed": t["elapsed"]} for t in traces],
    }


def questions(store: Store, status: str | None = None, session: str | None = None,
              limit: int = QUESTION_LIMIT) -> list[dict[str, Any]]:
    return [question(store, q) | {"session_name": q["session_name"]}
            for q in store.questions(status=status, session=session, limit=limit)]


def event_json(e: Row, with_payload: bool = False) -> dict[str, Any]:
    d = {"id": e["id"], "ts": e["ts"], "session_id": e["session_id"], "event": e["event"],
         "tool_name": e["tool_name"], "tool_use_id": e["tool_use_id"], "note": e["note"]}
    if with_payload:
        d["payload"] = _loads(e["payload"])
    return d


def session_detail(store: Store, ref: str, event_limit: int = EVENT_LIMIT) -> dict[str, Any]:
    sid = store.resolve_session(ref)
    summary = next((s for s in sessions(store) if s["id"] == sid), None)
    qs = [question(store, q) for q in store.questions(session=sid, limit=QUESTION_LIMIT)]
    return {
        "session": summary,
        "pending": [q for q in qs if q["status"] in OPEN_STATUSES],
        "history": [q for q in qs if q["status"] not in OPEN_STATUSES],
        "events": [event_json(e) for e in store.events(sid, limit=event_limit)],
    }


def board(store: Store) -> dict[str, Any]:
    from warden.fleet.machines import listing

    ss = sessions(store)
    return {"sessions": ss, "pending": sum(s["pending"] for s in ss), "machines": listing(store)}
