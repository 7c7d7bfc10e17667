"""The server's side of a fleet (``warden.fleet``): machines, the work their relays carry
down, and the mirror of what each machine ships up.

A machine is the authority over its own sessions, decisions and queues: the server keeps
a mirror of them, rows whose ``origin`` is ``"<machine>/<id on the machine>"`` (sessions
are mirrored by their Claude Code id, with ``machine`` set). A mirrored row is written
only by its machine's shipments; a machine can write no row of another machine's, nor
of the server's own sessions. Rows a machine mirrors back that began on the server (an
answer a person gave on the board, a queue started here) carry ``"server/<id here>"``
and update that row.

``machine_work``: what the server asks of a machine's relay (record an answer, start or
cancel a queue), in order; a work item is done when the machine's acknowledgement comes
up in its event log (a ``warden:relay`` event naming the work).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from warden.store.db import Database, Row

SERVER = "server"  # the origin prefix of rows that began on the server
# a person's "done" mark stays where it was given: the machine's next shipment keeps it
SESSION_FIELDS = ("name", "cwd", "transcript_path", "managed", "profile", "state", "phase", "created_at", "updated_at",
                  "tmux_session", "last_message")
DECISION_FIELDS = ("kind", "session_id", "tool_use_id", "questions", "tool_input", "status", "hook_until", "received",
                   "detail", "created_at", "updated_at", "closed_at", "deferred_at")
ANSWER_FIELDS = ("answer", "decided_by", "reason", "delivery", "created_at", "delivered_at")
TRACE_FIELDS = ("answerer", "outcome", "reason", "started_at", "elapsed")
QUEUE_FIELDS = ("session_id", "name", "status", "started_by", "reason", "detail", "created_at", "updated_at",
                "ended_at", "notified_at")
COMMAND_FIELDS = ("seq", "command", "awaits_event", "awaits_source", "status", "delivery", "claimed_at", "typed_at",
                  "submitted_at", "prompt_id", "done_at", "result", "error")


def server_id(origin: Any) -> int | None:
    """The id on the server of a row whose origin says it began there."""
    if isinstance(origin, str) and origin.startswith(SERVER + "/"):
        tail = origin[len(SERVER) + 1:]
        return int(tail) if tail.isdigit() else None
    return None


def local_id(origin: Any, machine: str) -> int | None:
    """The id on ``machine`` of a row mirrored from it."""
    if isinstance(origin, str) and origin.startswith(machine + "/"):
        tail = origin[len(machine) + 1:]
        return int(tail) if tail.isdigit() else None
    return None


def _pick(row: dict[str, Any], fields: tuple[str, ...], defaults: dict[str, Any] | None = None) -> list[Any]:
    """The row's values of ``fields``; a missing one (NULL where the column may not be)
    takes its default."""
    d = defaults or {}
    return [d[f] if row.get(f) is None and f in d else row.get(f) for f in fields]


def _required(now: float) -> dict[str, dict[str, Any]]:
    return {
        "decision": {"kind": "question", "questions": "[]", "tool_input": "{}", "status": "pending",
                     "created_at": now, "updated_at": now},
        "answer": {"answer": "{}", "decided_by": "?", "created_at": now},
        "trace": {"answerer": "?", "outcome": "?", "started_at": now, "elapsed": 0.0},
        "queue": {"status": "active", "started_by": "?", "created_at": now, "updated_at": now},
        "command": {"command": "", "awaits_event": "Stop", "status": "pending"},
    }


class Machines:
    db: Database

    # ------------------------------------------------------------ the machines

    def add_machine(self, name: str, token_hash: str) -> int:
        return int(self.db.insert("INSERT INTO machines (name, token_hash, created_at) VALUES (?,?,?)",
                                  (name, token_hash, time.time())) or 0)

    def machine(self, name: str) -> Row | None:
        return self.db.one("SELECT * FROM machines WHERE name=?", (name,))

    def machine_by_token(self, token_hash: str) -> Row | None:
        """The machine holding this token, unless it was revoked."""
        return self.db.one("SELECT * FROM machines WHERE token_hash=? AND revoked_at IS NULL", (token_hash,))

    def machines(self) -> list[Row]:
        """Every machine with its sessions and the work its relay has not acknowledged yet."""
        return self.db.all(
            "SELECT m.*, (SELECT count(*) FROM sessions s WHERE s.machine=m.name) AS sessions, "
            "(SELECT count(*) FROM machine_work w WHERE w.machine=m.name AND w.done_at IS NULL) AS work_pending "
            "FROM machines m ORDER BY m.name")

    def revoke_machine(self, name: str) -> bool:
        return self.db.value("UPDATE machines SET revoked_at=? WHERE name=? AND revoked_at IS NULL RETURNING id",
                             (time.time(), name)) is not None

    def machine_seen(self, name: str, backlog: int | None, address: str | None, version: str | None) -> None:
        self.db.execute("UPDATE machines SET last_seen=?, backlog=COALESCE(?, backlog), address=COALESCE(?, address), "
                        "relay_version=COALESCE(?, relay_version) WHERE name=?",
                        (time.time(), backlog, address, version, name))

    def session_machine(self, session_id: str | None) -> str | None:
        """The machine a session runs on (None: this server's own, or unknown)."""
        v = self.db.value("SELECT machine FROM sessions WHERE id=?", (session_id,)) if session_id else None
        return str(v) if v else None

    # ------------------------------------------------------------ work for the relays

    def add_work(self, machine: str, kind: str, body: str, *, question_id: int | None = None,
                 answer_id: int | None = None, queue_id: int | None = None) -> int:
        return int(self.db.insert(
            "INSERT INTO machine_work (machine, kind, body, question_id, answer_id, queue_id, created_at) "
            "VALUES (?,?,?,?,?,?,?)", (machine, kind, body, question_id, answer_id, queue_id, time.time())) or 0)

    def work_after(self, machine: str, after: int, limit: int = 100) -> list[Row]:
        """The machine's work items after id ``after`` not acknowledged yet, oldest first."""
        return self.db.all("SELECT * FROM machine_work WHERE machine=? AND id>? AND done_at IS NULL ORDER BY id LIMIT ?",
                           (machine, after, limit))

    def finish_work(self, machine: str, work_id: int, outcome: str, detail: str | None = None) -> Row | None:
        """Mark a work item acknowledged (once), with what the machine said of it; the row,
        or None when it is not the machine's or was acknowledged before."""
        row = self.db.one("SELECT * FROM machine_work WHERE id=? AND machine=? AND done_at IS NULL", (work_id, machine))
        if row is not None:
            self.db.execute("UPDATE machine_work SET done_at=?, outcome=?, detail=? WHERE id=?",
                            (time.time(), outcome, detail, work_id))
        return row

    def work_item(self, work_id: int) -> Row | None:
        return self.db.one("SELECT * FROM machine_work WHERE id=?", (work_id,))

    def open_answer_work(self, question_id: int) -> bool:
        """An answer recorded here for this decision is still on its way to the machine."""
        return self.db.one("SELECT 1 FROM machine_work WHERE question_id=? AND kind='answer' AND done_at IS NULL",
                           (question_id,)) is not None

    def work(self, machine: str | None = None, limit: int = 100) -> list[Row]:
        where, args = ("WHERE machine=?", (machine,)) if machine else ("", ())
        return self.db.all(f"SELECT * FROM machine_work {where} ORDER BY id DESC LIMIT ?", (*args, limit))

    # ------------------------------------------------------------ the mirror

    def _owned(self, machine: str, session_id: Any) -> bool:
        """Whether ``machine`` may write about this session: its own, or not known yet."""
        if not isinstance(session_id, str) or not session_id:
            return True
        row = self.db.one("SELECT machine FROM sessions WHERE id=?", (session_id,))
        return row is None or row["machine"] == machine

    def mirror_session(self, machine: str, session_id: str, row: dict[str, Any]) -> bool:
        if not self._owned(machine, session_id):
            return False
        cols = ("id", "machine", *SESSION_FIELDS)
        vals = [session_id, machine, *_pick(row, SESSION_FIELDS)]
        vals[cols.index("managed")] = 1 if row.get("managed") else 0
        vals[cols.index("state")] = row.get("state") or "working"
        now = time.time()
        # a machine's clock is its own: a time in the future would make its session the
        # newest of its name for good (`resolve_session` takes the newest)
        vals[cols.index("created_at")] = min(_num(row.get("created_at")) or now, now)
        vals[cols.index("updated_at")] = min(_num(row.get("updated_at")) or now, now)
        # the tmux pane and socket stay on the machine: nothing here types into them
        updates = ", ".join(f"{c}=excluded.{c}" for c in SESSION_FIELDS)
        self.db.execute(f"INSERT INTO sessions ({', '.join(cols)}) VALUES ({', '.join('?' * len(cols))}) "
                        f"ON CONFLICT(id) DO UPDATE SET {updates}", vals)
        return True

    def mirror_event(self, machine: str, local: int, row: dict[str, Any]) -> bool:
        if not self._owned(machine, row.get("session_id")):
            return False
        rec = f"{machine}/{row['rec_id']}" if row.get("rec_id") else f"{machine}/#{int(local)}"
        self.db.execute(
            "INSERT INTO events (rec_id, ts, session_id, event, tool_name, tool_use_id, payload, note) "
            "VALUES (?,?,?,?,?,?,?,?) ON CONFLICT(rec_id) DO UPDATE SET note=excluded.note",
            (rec, row.get("ts") or time.time(), row.get("session_id"), row.get("event"), row.get("tool_name"),
             row.get("tool_use_id"), row.get("payload") or "", row.get("note")))
        return True

    def mirror_decision(self, machine: str, local: int, row: dict[str, Any], answers: list[dict[str, Any]],
                        traces: list[dict[str, Any]]) -> int | None:
        """Mirror one decision with its answers and traces; its id here (None: refused)."""
        if not isinstance(row.get("session_id"), str) or not self._owned(machine, row.get("session_id")):
            return None
        origin = f"{machine}/{int(local)}"
        found = self.db.one("SELECT id, status, detail FROM questions WHERE origin=?", (origin,))
        need = _required(time.time())
        values = dict(zip(DECISION_FIELDS, _pick(row, DECISION_FIELDS, need["decision"])))
        if found is None:
            cols = (*DECISION_FIELDS, "origin")
            qid = self.db.insert(
                f"INSERT INTO questions ({', '.join(cols)}) VALUES ({', '.join('?' * len(cols))}) "
                "ON CONFLICT(tool_use_id) DO NOTHING", (*values.values(), origin))
            if qid is None:
                return None  # the tool call is known here from elsewhere: not this machine's to write
        else:
            qid = int(found["id"])
            if values["status"] == "pending" and self.open_answer_work(qid):
                # answered here, the answer not on the machine yet: this state is older than that
                values["status"], values["detail"] = found["status"], found["detail"]
            sets = ", ".join(f"{c}=?" for c in DECISION_FIELDS if c not in ("tool_use_id", "session_id"))
            self.db.execute(f"UPDATE questions SET {sets} WHERE id=?",
                            (*(v for c, v in values.items() if c not in ("tool_use_id", "session_id")), qid))
        for a in answers:
            mine = server_id(a.get("origin"))
            if mine is not None:
                self.db.execute("UPDATE answers SET delivery=?, delivered_at=? WHERE id=? AND question_id=?",
                                (a.get("delivery"), a.get("delivered_at"), mine, qid))
                continue
            cols = ("question_id", *ANSWER_FIELDS, "origin")
            self.db.execute(
                f"INSERT INTO answers ({', '.join(cols)}) VALUES ({', '.join('?' * len(cols))}) ON CONFLICT(origin) "
                f"DO UPDATE SET {', '.join(f'{c}=excluded.{c}' for c in ANSWER_FIELDS)}",
                (qid, *_pick(a, ANSWER_FIELDS, need["answer"]), f"{machine}/{int(a['id'])}"))
        if traces:
            self.db.execute("DELETE FROM traces WHERE question_id=?", (qid,))
            for t in traces:
                self.db.execute(f"INSERT INTO traces (question_id, {', '.join(TRACE_FIELDS)}) VALUES (?,?,?,?,?,?)",
                                (qid, *_pick(t, TRACE_FIELDS, need["trace"])))
        return qid

    def mirror_queue(self, machine: str, local: int, row: dict[str, Any], commands: list[dict[str, Any]]) -> int | None:
        """Mirror one command queue with its commands; its id here (None: refused)."""
        if not isinstance(row.get("session_id"), str) or not self._owned(machine, row.get("session_id")):
            return None
        need = _required(time.time())
        mine = server_id(row.get("origin"))
        if mine is not None:
            found = self.db.one("SELECT q.id FROM queues q JOIN sessions s ON s.id=q.session_id "
                                "WHERE q.id=? AND s.machine=?", (mine, machine))
        else:
            found = self.db.one("SELECT id FROM queues WHERE origin=?", (f"{machine}/{int(local)}",))
        if found is None and mine is not None:
            return None
        if found is None:
            cols = (*QUEUE_FIELDS, "origin")
            qid = int(self.db.insert(f"INSERT INTO queues ({', '.join(cols)}) VALUES ({', '.join('?' * len(cols))})",
                                     (*_pick(row, QUEUE_FIELDS, need["queue"]), f"{machine}/{int(local)}")) or 0)
        else:
            qid = int(found["id"])
            self.db.execute(f"UPDATE queues SET {', '.join(f'{c}=?' for c in QUEUE_FIELDS)} WHERE id=?",
                            (*_pick(row, QUEUE_FIELDS, need["queue"]), qid))
        self.db.execute("DELETE FROM queue_commands WHERE queue_id=?", (qid,))
        for c in commands:
            if not isinstance(c.get("seq"), int):
                continue
            self.db.execute(f"INSERT INTO queue_commands (queue_id, {', '.join(COMMAND_FIELDS)}) "
                            f"VALUES ({', '.join('?' * (len(COMMAND_FIELDS) + 1))})",
                            (qid, *_pick(c, COMMAND_FIELDS, need["command"])))
        return qid


def _num(value: Any) -> float | None:
    """A number from a shipment (None for anything else)."""
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None
