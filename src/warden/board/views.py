"""Store rows as the JSON the page and the API share.

Everything here is data, never markup: text from Claude Code (questions, labels,
notes, paths, what the model said) goes out as JSON strings and the page puts it on
screen with ``textContent``.

A board entry is a session (in tmux or headless, managed or observed) or a headless task
that has no session yet (``id`` ``task:N``), with the state a person reads first
(``display_state``) and the controls that apply to it (``actions``).
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from warden.store import OPEN_STATUSES
from warden.store import queues as queue_rows
from warden.store import tasks as ts

if TYPE_CHECKING:
    from warden.store import Row, Store

EVENT_LIMIT = 200
QUESTION_LIMIT = 100
OUTPUT_LIMIT = 200
SAID_CHARS = 280  # of the last assistant message, on the board; the session page has it whole
DISPLAY_STATES = ("working", "waiting", "idle", "queue running", "failed", "ended", "done")


def _loads(text: str | None) -> Any:
    if not text:
        return None
    try:
        return json.loads(text)
    except (ValueError, RecursionError):  # kept as text: not JSON, or nested too deeply
        return text


class Facts:
    """What the board reads once per snapshot, for every entry."""

    def __init__(self, store: Store):
        self.counts = store.open_counts()
        self.failed = store.sessions_with_open("failure")  # shown as failed on the board
        self.queues = queue_rows.latest_statuses(store)  # session id -> its newest queue's status
        self.tasks = ts.by_session(store)


def display_state(state: str, *, pending: int, failed: bool, queue: str | None, done: bool,
                  task: Row | None) -> str:
    """What a watcher needs to know first: done (a person said so), failed, waiting (someone
    must decide), queue running, working, idle (at its prompt, a finished turn) or ended."""
    if done:
        return "done"
    if failed or (task is not None and task["state"] == "failed"):
        return "failed"
    if pending:
        return "waiting"
    if queue == "active":
        return "queue running"
    if task is not None:
        return {"queued": "working", "running": "working", "waiting": "waiting", "done": "idle"}.get(task["state"], "ended")
    return {"working": "working", "waiting": "working", "stopped": "idle"}.get(state, "ended")


def actions(kind: str, managed: bool, in_tmux: bool, shown: str, task: Row | None, has_session: bool) -> list[str]:
    """The controls that apply (the API checks again, against the screen and the store)."""
    if kind == "headless":
        assert task is not None
        if task["state"] in ts.ACTIVE:
            return ["stop", "done"]
        return (["message", "resume"] if has_session else []) + (["done"] if shown != "done" else [])
    if not managed or not in_tmux:
        return ["done"] if shown != "done" else []
    if shown in ("ended", "failed"):
        return ["resume", "stop", "done"] if shown == "failed" else ["resume", "done"]
    out = ["message"]
    if shown == "working":
        out.append("interrupt")
    out += ["stop", "cancel_queue" if shown == "queue running" else "queue"]
    return out + (["done"] if shown != "done" else [])


def entry(s: Row, facts: Facts) -> dict[str, Any]:
    c = facts.counts.get(s["id"], {})
    pending = c.get("pending", 0)
    task = facts.tasks.get(s["id"])
    queue = facts.queues.get(s["id"])
    done = s["done_at"] is not None
    shown = display_state(s["state"], pending=pending, failed=s["id"] in facts.failed, queue=queue, done=done,
                          task=task)
    kind = "headless" if task is not None else "tui"
    # a machine's session keeps its pane there (not mirrored); a tmux session's name, even
    # "" (tmux could not say), means it had one: its relay applies the controls there
    in_tmux = bool(s["tmux_pane"] and s["tmux_socket"]) or bool(s["machine"] and s["tmux_session"] is not None)
    out = {
        "id": s["id"],
        "name": s["name"] or s["tmux_session"] or None,  # warden's name, else its tmux session's
        "tmux_session": s["tmux_session"] or None,
        "kind": kind,
        "cwd": s["cwd"],
        "managed": bool(s["managed"]),
        "profile": s["profile"],
        "phase": s["phase"],
        "state": s["state"],
        "display_state": shown,
        "pending": pending,
        "open": sum(c.values()),
        "queue": queue,
        "task": _task_brief(task),
        "last_message": _cut(s["last_message"], SAID_CHARS),
        "done": done,
        "actions": actions(kind, bool(s["managed"]), in_tmux, shown, task, True),
        "created_at": s["created_at"],
        "updated_at": s["updated_at"],
        "machine": s["machine"],  # None: a session of this server's own machine
    }
    return out


def task_entry(t: Row) -> dict[str, Any]:
    """A headless task with no session yet (or ever: it failed before Claude Code said its id)."""
    shown = display_state("", pending=0, failed=False, queue=None, done=False, task=t)
    return {
        "id": f"task:{t['id']}", "name": t["name"], "tmux_session": None, "kind": "headless", "cwd": t["cwd"],
        "managed": True, "profile": t["profile"], "phase": None, "state": t["state"], "display_state": shown,
        "pending": 0, "open": 0, "queue": None, "task": _task_brief(t),
        "last_message": _cut(t["error"] or t["result"], SAID_CHARS), "done": False,
        "actions": actions("headless", True, False, shown, t, False),
        "created_at": t["created_at"], "updated_at": t["updated_at"],
    }


def _task_brief(t: Row | None) -> dict[str, Any] | None:
    if t is None:
        return None
    return {"id": t["id"], "name": t["name"], "state": t["state"], "error": _cut(t["error"], SAID_CHARS),
            "turns": t["turns"], "cost_usd": t["cost_usd"]}


def _cut(text: str | None, n: int) -> str | None:
    if not text:
        return None
    return text if len(text) <= n else text[: n - 1] + "…"


def sessions(store: Store, include_ended: bool = True) -> list[dict[str, Any]]:
    facts = Facts(store)
    out = [entry(s, facts) for s in store.sessions() if include_ended or s["state"] != "ended"]
    return out + [task_entry(t) for t in ts.sessionless(store)]


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


def question(store: Store, q: Row, answers: list[Row] | None = None, traces: list[Row] | None = None) -> dict[str, Any]:
    answers = store.answers(q["id"]) if answers is None else answers
    traces = store.traces(q["id"]) if traces is None else traces
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


def many(store: Store, rows: list[Row]) -> list[dict[str, Any]]:
    """Decisions with their answers and traces, read in two queries for the lot."""
    ids = [int(q["id"]) for q in rows]
    answers, traces = store.answers_of(ids), store.traces_of(ids)
    return [question(store, q, answers.get(int(q["id"]), []), traces.get(int(q["id"]), [])) for q in rows]


def questions(store: Store, status: str | None = None, session: str | None = None,
              limit: int = QUESTION_LIMIT) -> list[dict[str, Any]]:
    rows = store.questions(status=status, session=session, limit=limit)
    return [d | {"session_name": q["session_name"]} for d, q in zip(many(store, rows), rows)]


def event_json(e: Row, with_payload: bool = False) -> dict[str, Any]:
    d = {"id": e["id"], "ts": e["ts"], "session_id": e["session_id"], "event": e["event"],
         "tool_name": e["tool_name"], "tool_use_id": e["tool_use_id"], "note": e["note"]}
    if with_payload:
        d["payload"] = _loads(e["payload"])
    return d


def output_json(o: Row) -> dict[str, Any]:
    return {"id": o["id"], "ts": o["ts"], "kind": o["kind"], "text": o["text"]}


def session_detail(store: Store, ref: str, event_limit: int = EVENT_LIMIT) -> dict[str, Any]:
    """One entry with its open decisions, its history, its events, the command queue it
    runs (or ran last) and, for a headless task, the output it streamed."""
    from warden.control.target import resolve

    target = resolve(store, ref)
    task = target.task
    if target.session is None:
        assert task is not None
        return {"session": task_entry(task), "pending": [], "history": [], "events": [], "queue": None,
                "last_message": task["error"] or task["result"],
                "output": [output_json(o) for o in ts.output(store, task["id"], limit=OUTPUT_LIMIT)]}
    s = target.session
    sid = s["id"]
    qs = many(store, store.questions(session=sid, limit=QUESTION_LIMIT))
    summary = entry(s, Facts(store))
    said = s["last_message"]
    if task is not None and not said:
        last = ts.last_said(store, task["id"])
        said = last["text"] if last is not None else None
    return {
        "session": summary,
        "pending": [q for q in qs if q["status"] in OPEN_STATUSES],
        "history": [q for q in qs if q["status"] not in OPEN_STATUSES],
        "events": [event_json(e) for e in store.events(sid, limit=event_limit)],
        "queue": _queue(store, sid),
        "last_message": said,
        "output": [output_json(o) for o in ts.output(store, task["id"], limit=OUTPUT_LIMIT)] if task is not None else [],
    }


def _queue(store: Store, session_id: str) -> dict[str, Any] | None:
    try:
        from warden.workflow import queue
    except ImportError:  # the workflow driver is not installed
        return None
    row = queue.latest(store, session_id)
    return None if row is None else queue.report(store, row["id"])


def board(store: Store) -> dict[str, Any]:
    from warden.fleet.machines import listing

    ss = sessions(store)
    return {"sessions": ss, "pending": sum(s["pending"] for s in ss), "machines": listing(store)}
