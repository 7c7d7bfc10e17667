"""The ``queues`` and ``queue_commands`` tables: the data of the command queues.

The state machine that moves them (which event completes which command, when a queue
ends) is ``warden.workflow.queue``; this module only reads and writes rows. Writes run
inside that module's write transactions.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from warden.store import Store
    from warden.store.db import Row


def _sets(fields: dict[str, Any]) -> str:
    if not fields or not all(k.isidentifier() for k in fields):
        raise ValueError(f"not column names: {sorted(fields)}")
    return ", ".join(f"{k}=?" for k in fields)


# ------------------------------------------------------------------ queues


def queue(store: Store, qid: int) -> Row | None:
    return store.db.one("SELECT * FROM queues WHERE id=?", (qid,))


def active_by_session(store: Store, session_id: str) -> Row | None:
    return store.db.one("SELECT * FROM queues WHERE status='active' AND session_id=?", (session_id,))


def active_by_pane(store: Store, pane: str, socket: str | None) -> Row | None:
    return store.db.one("SELECT * FROM queues WHERE status='active' AND tmux_pane=? AND COALESCE(tmux_socket,'')=?",
                        (pane, socket or ""))


def active_by_name(store: Store, name: str) -> Row | None:
    """The active queue typed into a pane of this host under session name ``name``; a
    queue mirrored from a fleet's machine (it has no pane here) is never found by name."""
    return store.db.one("SELECT * FROM queues WHERE status='active' AND name=? AND tmux_pane IS NOT NULL", (name,))


def by_origin(store: Store, origin: str) -> Row | None:
    return store.db.one("SELECT * FROM queues WHERE origin=?", (origin,))


def active_queues(store: Store) -> list[Row]:
    return store.db.all("SELECT * FROM queues WHERE status='active' ORDER BY id")


def history(store: Store, session_id: str, name: str | None, limit: int = 100) -> list[Row]:
    """The queues of a session, or of any session of its name (a queue follows its session
    across /clear), newest first."""
    return store.db.all("SELECT * FROM queues WHERE session_id=? OR (name IS NOT NULL AND name=?) "
                        "ORDER BY id DESC LIMIT ?", (session_id, name, limit))


def latest_statuses(store: Store) -> dict[str, str]:
    """Session id -> the status of its newest queue."""
    rows = store.db.all("SELECT session_id, status FROM queues WHERE id IN (SELECT max(id) FROM queues "
                        "GROUP BY session_id)")
    return {r["session_id"]: r["status"] for r in rows if r["session_id"]}


def create(store: Store, session: Row, started_by: str, reason: str,
           plan: list[tuple[str, str, str | None]], origin: str | None = None) -> int:
    """An active queue for ``session`` with its commands (command, awaited event, source);
    the first is active. ``origin``: where it was started, when not here (a fleet's server)."""
    now = time.time()
    qid = int(store.db.insert(
        "INSERT INTO queues (session_id, name, tmux_pane, tmux_socket, status, started_by, reason, created_at, "
        "updated_at, origin) VALUES (?,?,?,?, 'active', ?,?,?,?,?)",
        (session["id"], session["name"], session["tmux_pane"], session["tmux_socket"], started_by, reason, now, now,
         origin))
        or 0)
    for seq, (command, event, source) in enumerate(plan, 1):
        store.db.execute(
            "INSERT INTO queue_commands (queue_id, seq, command, awaits_event, awaits_source, status) "
            "VALUES (?,?,?,?,?,?)", (qid, seq, command, event, source, "active" if seq == 1 else "pending"))
    return qid


def update_queue(store: Store, qid: int, **fields: Any) -> None:
    store.db.execute(f"UPDATE queues SET {_sets(fields)} WHERE id=?", (*fields.values(), qid))


# ------------------------------------------------------------------ commands


def commands(store: Store, qid: int) -> list[Row]:
    return store.db.all("SELECT * FROM queue_commands WHERE queue_id=? ORDER BY seq", (qid,))


def command(store: Store, cmd_id: int) -> Row | None:
    """A command with its queue's status (``queue_status``)."""
    return store.db.one("SELECT c.*, q.status AS queue_status FROM queue_commands c JOIN queues q ON q.id=c.queue_id "
                        "WHERE c.id=?", (cmd_id,))


def command_with_status(store: Store, qid: int, status: str) -> Row | None:
    """The first command (by seq) of the queue in ``status``."""
    return store.db.one("SELECT * FROM queue_commands WHERE queue_id=? AND status=? ORDER BY seq LIMIT 1",
                        (qid, status))


def count_commands(store: Store, qid: int) -> int:
    return int(store.db.value("SELECT COUNT(*) AS n FROM queue_commands WHERE queue_id=?", (qid,)))


def update_command(store: Store, cmd_id: int, **fields: Any) -> None:
    store.db.execute(f"UPDATE queue_commands SET {_sets(fields)} WHERE id=?", (*fields.values(), cmd_id))


def cancel_unfinished(store: Store, qid: int) -> None:
    store.db.execute("UPDATE queue_commands SET status='cancelled' WHERE queue_id=? AND status IN ('pending','active')",
                     (qid,))
