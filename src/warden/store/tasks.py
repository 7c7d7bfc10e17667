"""The ``tasks`` and ``task_output`` tables: a task's state, its output, its questions.

Task states::

    queued -> running <-> waiting -> done | failed | stopped
    done | failed | stopped -> queued        (`warden task send`: a new turn)

``waiting`` means a question of the task's session is open. The board and
``warden status`` read these tables; only the runner and ``warden task`` write them.

A task's ``pid`` is its runner's on ``host``: with one store for several machines
(PostgreSQL), only the machine a runner runs on can tell whether it is alive or stop it.
"""

from __future__ import annotations

import json
import os
import socket
import time
from typing import TYPE_CHECKING, Any

from warden.errors import NotFound, WardenError
from warden.store import OPEN_STATUSES, dumps, write

if TYPE_CHECKING:
    from warden.store import Row, Store

STATES = ("queued", "running", "waiting", "done", "failed", "stopped")
ACTIVE = ("queued", "running", "waiting")
FINISHED = ("done", "failed", "stopped")


class TaskError(WardenError):
    pass


def create(store: Store, prompt: str, cwd: str, name: str | None = None, profile: str | None = None) -> int:
    now = time.time()
    with write(store.db):
        tid = int(store.db.insert(
            "INSERT INTO tasks (name, prompt, cwd, profile, state, created_at, updated_at) VALUES (?,?,?,?, 'queued', ?, ?)",
            (name or "", prompt, cwd, profile, now, now)) or 0)
        if not name:
            store.db.execute("UPDATE tasks SET name=? WHERE id=?", (f"task-{tid}", tid))
        add_output(store, tid, "prompt", prompt)
    return tid


def find(store: Store, tid: int) -> Row | None:
    return store.db.one("SELECT * FROM tasks WHERE id=?", (tid,))


def get(store: Store, tid: int) -> Row:
    row = find(store, tid)
    if row is None:
        raise NotFound(f"no task #{tid} (see `warden task list`)")
    return row


def resolve(store: Store, ref: str) -> Row:
    """A task by id, by name (the newest of that name), or by its session id (or prefix)."""
    if ref.isdigit():
        row = find(store, int(ref))
        if row is not None:
            return row
    row = store.db.one("SELECT * FROM tasks WHERE name=? ORDER BY id DESC LIMIT 1", (ref,))
    if row is None and len(ref) >= 4:
        row = store.db.one("SELECT * FROM tasks WHERE substr(session_id, 1, ?)=? ORDER BY id DESC LIMIT 1",
                           (len(ref), ref))
    if row is None:
        raise NotFound(f"no task {ref!r} (see `warden task list`)")
    return row


def tasks(store: Store, states: tuple[str, ...] | None = None, limit: int = 100) -> list[Row]:
    if states:
        return store.db.all(
            f"SELECT * FROM tasks WHERE state IN ({','.join('?' * len(states))}) ORDER BY id DESC LIMIT ?",
            (*states, limit))
    return store.db.all("SELECT * FROM tasks ORDER BY id DESC LIMIT ?", (limit,))


def of_session(store: Store, session_id: str) -> Row | None:
    """The (newest) task whose session this is."""
    return store.db.one("SELECT * FROM tasks WHERE session_id=? ORDER BY id DESC LIMIT 1", (session_id,))


def by_session(store: Store) -> dict[str, Row]:
    """Session id -> its task (the newest, for a session two tasks shared), for every task
    with a session."""
    return {r["session_id"]: r for r in store.db.all(
        "SELECT * FROM tasks WHERE session_id IS NOT NULL ORDER BY id")}


def sessionless(store: Store, limit: int = 100) -> list[Row]:
    """Tasks with no session (yet, or ever: one that failed before Claude Code said its id)."""
    return store.db.all("SELECT * FROM tasks WHERE session_id IS NULL ORDER BY id DESC LIMIT ?", (limit,))


def last_said(store: Store, tid: int) -> Row | None:
    """The task's newest text or result output: what it last said."""
    return store.db.one("SELECT * FROM task_output WHERE task_id=? AND kind IN ('text', 'result') "
                        "ORDER BY id DESC LIMIT 1", (tid,))


def update(store: Store, tid: int, **fields: Any) -> None:
    fields["updated_at"] = time.time()
    if not all(k.isidentifier() for k in fields):  # column names are written into the SQL
        raise ValueError(f"not column names: {sorted(fields)}")
    sets = ", ".join(f"{k}=?" for k in fields)
    store.db.execute(f"UPDATE tasks SET {sets} WHERE id=?", (*fields.values(), tid))


def set_state(store: Store, tid: int, state: str, **fields: Any) -> None:
    assert state in STATES, state
    if state in FINISHED:
        fields.setdefault("finished_at", time.time())
    update(store, tid, state=state, **fields)


def add_output(store: Store, tid: int, kind: str, text: str, data: Any = None) -> int:
    return int(store.db.insert(
        "INSERT INTO task_output (task_id, ts, kind, text, data) VALUES (?,?,?,?,?)",
        (tid, time.time(), kind, text, dumps(data) if data is not None else None)) or 0)


def output(store: Store, tid: int, after: int = 0, limit: int = 1000) -> list[Row]:
    rows = store.db.all("SELECT * FROM task_output WHERE task_id=? AND id>? ORDER BY id DESC LIMIT ?",
                        (tid, after, limit))
    return rows[::-1]


def prompt_text(store: Store, tid: int, prompt_id: int) -> str | None:
    """The text of the task's prompt ``prompt_id`` (a ``task_output`` row)."""
    row = store.db.one("SELECT text FROM task_output WHERE id=? AND task_id=?", (prompt_id, tid))
    return None if row is None else str(row["text"])


def questions(store: Store, task: Row) -> list[Row]:
    if not task["session_id"]:
        return []
    return store.session_questions(task["session_id"])


def open_questions(store: Store, task: Row) -> list[Row]:
    return [q for q in questions(store, task) if q["status"] in OPEN_STATUSES]


def host() -> str:
    """This machine, as the tasks table names it."""
    return socket.gethostname()


def runs_here(task: Row) -> bool:
    """Whether the task's runner (if any) runs on this machine (a task recorded without a
    host ran where the store was: here)."""
    return not task["host"] or task["host"] == host()


def runner_alive(task: Row) -> bool:
    """Whether the task's runner is alive; a runner on another machine is taken to be."""
    if not task["pid"]:
        return False
    return alive(task["pid"]) if runs_here(task) else True


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
    """Mark tasks whose runner (on this machine) died without saying so as failed;
    returns how many."""
    n = 0
    for t in tasks(store, ACTIVE, limit=1000):
        if t["pid"] and not runner_alive(t):  # a queued task has a pid once its runner was spawned
            with write(store.db):
                cur = get(store, t["id"])
                if cur["state"] in ACTIVE and cur["pid"] and not runner_alive(cur):
                    for q in open_questions(store, cur):  # nobody is left to deliver an answer
                        store.release_hook(q["id"])
                        store.set_status(q["id"], "expired", detail="the task's runner ended unexpectedly")
                    set_state(store, t["id"], "failed", error="the task's runner process ended unexpectedly")
                    n += 1
    return n


def to_json(store: Store, t: Row, with_output: bool = False) -> dict[str, Any]:
    d = dict(t)
    d["questions"] = [
        {"id": q["id"], "kind": q["kind"], "status": q["status"], "tool_use_id": q["tool_use_id"],
         "questions": json.loads(q["questions"]), "detail": q["detail"], "created_at": q["created_at"]}
        for q in questions(store, t)]
    if with_output:
        d["output"] = [{"id": o["id"], "ts": o["ts"], "kind": o["kind"], "text": o["text"]} for o in output(store, t["id"])]
    return d
