"""What the commands share: the store as the CLI opens it, and how things are printed."""

from __future__ import annotations

import json
import time
from typing import Any

import click


def open_store():  # type: ignore[no-untyped-def]
    """The store, with everything hooks have spooled ingested first."""
    from warden.home import warden_home
    from warden.record.ingest import open_store as open_and_drain

    return open_and_drain(str(warden_home()))


def emit_json(obj: Any) -> None:
    # ASCII: text from payloads (lone surrogates, escapes) reaches the terminal only as \uXXXX
    click.echo(json.dumps(obj, indent=2, ensure_ascii=True, default=str))


def ago(ts: float | None) -> str:
    if not ts:
        return "-"
    d = max(0, time.time() - ts)
    if d < 60:
        return f"{d:.0f}s ago"
    if d < 3600:
        return f"{d / 60:.0f}m ago"
    if d < 86400:
        return f"{d / 3600:.0f}h ago"
    return f"{d / 86400:.0f}d ago"


def short(sid: str | None) -> str:
    from warden.text import one_line

    return one_line((sid or "?")[:8])


def session_label(row: Any) -> str:
    from warden.text import one_line

    name = row["name"] or row["tmux_session"]  # warden's name for it, else its tmux session's
    return one_line(name, 40) if name else short(row["id"])


def summary(q: Any) -> str:
    """One line saying what decision ``q`` asks (its first question, the command, the plan)."""
    from warden import kinds

    try:
        kind = kinds.of(q)
        return kind.summary(kind.offer_from_stored(q))
    except (ValueError, KeyError) as e:
        return f"(unreadable {q['kind']}: {e})"


def question_json(store: Any, q: Any) -> dict[str, Any]:
    """A decision with its latest answer, as `--json` prints it."""
    from warden import kinds

    a = store.latest_answer(q["id"])
    kind = kinds.of(q)
    offer = kind.offer_from_stored(q)
    return {
        "id": q["id"], "kind": q["kind"], "session_id": q["session_id"], "tool_use_id": q["tool_use_id"],
        "status": q["status"], "summary": kind.summary(offer),
        "questions": json.loads(q["questions"]) if q["kind"] == "question" else [],
        "offer": None if q["kind"] == "question" else kind.offer_json(offer),
        "created_at": q["created_at"], "closed_at": q["closed_at"],
        "detail": q["detail"], "received": json.loads(q["received"]) if q["received"] else None,
        "answer": None if a is None else {
            "answer": json.loads(a["answer"]), "decided_by": a["decided_by"], "reason": a["reason"],
            "delivery": a["delivery"], "created_at": a["created_at"], "delivered_at": a["delivered_at"]},
    }
