"""The ``tasks`` and ``task_output`` tables: a task's state, its output, its questions.

Task states::

    queued -> running <-> waiting -> done | failed | stopped
    done | failed | stopped -> queued        (`warden task send`: a new turn)

``waiting`` means a question of the task's session is open. The board and
``warden status`` read these tables; only the runner and ``warden task`` write them.
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from typing import Any

from warden.errors import NotFound, WardenError
from warden.store import OPEN_STATUSES, Store, dumps, write

STATES = ("queued", "running", "waiting", "done", "failed", "stopped")
ACTIVE = ("queued", "running", "waiting")
FINISHED = ("done", "failed", "stopped")


class TaskError(WardenError):
    pass


def create(store: Store, prompt: str, cwd: str, name: str | None = None, profile: str | None = None) -> int:
    now = time.time()
    with write(store.db):
        cur = store.db.execute(
            "INSERT INTO tasks (name, prompt, cwd, profile, state, created_at, updated_at) VALUES (?,?,?,?, 'queued', ?, ?)",
            (name or "", prompt, cwd, profile, now, now))
        tid = int(cur.lastrowid or 0)
        if not name:
            store.db.execute("UPDATE tasks SET name=? WHERE id=?", (f"task-{tid}", tid))
        add_output(store, tid, "prompt", prompt)
    return tid


def get(store: Store, tid: int) -> sqlite3.Row:
    row = store.db.execute("SELECT * FROM tasks WHERE id=?", (tid,)).fetchone()
    if row is None:
        raise NotFound(f"no task #{tid} (see `warden task list`)")
    return row


def resolve(store: Store, ref: str) -> sqlite3.Row:
    """A task by id, by name (the newest of that name), or by its session id (or prefix)."""
    if ref.isdigit():
        row = store.db.execute("SELECT * FROM tasks WHERE id=?", (int(ref),)).fetchone()
        if row is not None:
            return row
    row = store.db.execute("SELECT * FROM tasks WHERE name=? ORDER BY id DESC LIMIT 1", (ref,)).fetchone()
    if row is None and len(ref) >= 4:
        rows = store.db.execute("SELECT * FROM tasks WHERE session_id LIKE ? ORDER BY id DESC", (ref + "%",)).fetchall()
        row = rows[0] if rows else None
    if row is None:
        raise NotFound(f"no task {ref!r} (see `warden task list`)")
    return row


def tasks(store: Store, states: tuple[str, ...] | None = None, limit: int = 100) -> list[sqlite3.Row]:
    if states:
        return store.db.execute(
            f"SELECT * FROM tasks WHERE state IN ({','.join('?' * len(states))}) ORDER BY id DESC LIMIT ?",
            (*states, limit)).fetchall()
    return store.db.execute("SELECT * FROM tasks ORDER BY id DESC LIMIT ?", (limit,)).fetchall()


def update(store: Store, tid: int, **fields: Any) -> None:
    fields["updated_at"] = time.time()
    sets = ", ".join(f"{k}=?" for k in fields)
    store.db.execute(f"UPDATE tasks SET {sets} WHERE id=?", (*fields.values(), tid))


def set_state(store: Store, tid: int, state: str, **fields: Any) -> None:
    assert state in STATES, state
    if state in FINISHED:
        fields.setdefault("finished_at", time.time())
    update(store, tid, state=state, **fields)


def add_output(store: Store, tid: int, kind: str, text: str, data: Any = None) -> int:
    cur = store.db.execute(
        "INSERT INTO task_output (task_id, ts, kind, text, data) VALUES (?,?,?,?,?)",
        (tid, time.time(), kind, text, dumps(data) if data is not None else None))
    return int(cur.lastrowid or 0)


def output(store: Store, tid: int, after: int = 0, limit: int = 1000) -> list[sqlite3.Row]:
    rows = store.db.execute(
        "SELECT * FROM task_output WHERE task_id=? AND id>? ORDER BY id DESC LIMIT ?", (tid, after, limit)).fetchall()
    return rows[::-1]


def questions(store: Store, task: sqlite3.Row) -> list[sqlite3.Row]:
    if not task["session_id"]:
        return []
    return store.db.execute("SELECT * FROM questions WHERE session_id=? ORDER BY id", (task["session_id"],)).fetchall()


def open_questions(store: Store, task: sqlite3.Row) -> list[sqlite3.Row]:
    return [q for q in questions(store, task) if q["status"] in OPEN_STATUSES]


def alive(pid: int | None) -> bool:
    if not pid:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    try:  # a zombie (exited, not yet reaped by its parent) is not running
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as f:
            return f.read().rsplit(")", 1)[-1].split()[0] != "Z"
    except OSError:
        return True


def reap_dead(store: Store) -> int:
    """Mark tasks whose runner died without saying so as failed; returns how many."""
    n = 0
    for t in tasks(store, ACTIVE, limit=1000):
        if t["pid"] and not alive(t["pid"]):  # a queued task has a pid once its runner was spawned
            with write(store.db):
                cur = get(store, t["id"])
                if cur["state"] in ACTIVE and cur["pid"] and not alive(cur["pid"]):
                    for q in open_questions(store, cur):  # nobody is left to deliver an answer
                        store.release_hook(q["id"])
                        store.set_status(q["id"], "expired", detail="the task's runner ended unexpectedly")
                    set_state(store, t["id"], "failed", error="the task's runner process ended unexpectedly")
                    n += 1
    return n


def to_json(store: Store, t: sqlite3.Row, with_output: bool = False) -> dict[str, Any]:
    d = dict(t)
    d["questions"] = [
        {"id": q["id"], "kind": q["kind"], "status": q["status"], "tool_use_id": q["tool_use_id"],
         "questions": json.loads(q["questions"]), "detail": q["detail"], "created_at": q["created_at"]}
        for q in questions(store, t)]
    if with_output:
        d["output"] = [{"id": o["id"], "ts": o["ts"], "kind": o["kind"], "text": o["text"]} for o in output(store, t["id"])]
    return d
