"""The store: one SQLite file holding sessions, questions, answers, traces and events.

Hooks of many sessions write at once, so the file is in WAL mode with a busy timeout,
and every read-modify-write runs inside ``BEGIN IMMEDIATE``. Schema changes are
append-only named migrations, applied on open and recorded in ``migrations``.
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path

from warden.store.transaction import Connection, after_commit, write  # noqa: F401 - the store's API

BUSY_TIMEOUT_MS = 15000

# question status lifecycle:
#   pending -> answered -> delivered -> verified | mismatch
#   pending|answered|delivered -> declined | redirected   (the session moved on)
#   pending -> keyboard                                    (answered with no intent)
#   pending|answered -> expired                            (session ended)
OPEN_STATUSES = ("pending", "answered", "delivered")
# session states, set only through Store.set_session_state:
#   working   a turn runs (SessionStart, UserPromptSubmit, a decision settled)
#   waiting   a decision waits for its person
#   stopped   the turn ended (Stop): the session idles at its prompt
#   ended     the session ended (SessionEnd, or its headless task finished)
SESSION_STATES = ("working", "waiting", "stopped", "ended")
STATUSES = OPEN_STATUSES + ("verified", "mismatch", "keyboard", "declined", "redirected", "expired")


def _script(db: sqlite3.Connection, sql: str) -> None:
    # not executescript(): it commits first, which would break the migration's transaction
    for statement in sql.split(";"):
        if statement.strip():
            db.execute(statement)


def _m001_initial(db: sqlite3.Connection) -> None:
    _script(
        db,
        """
        CREATE TABLE sessions (
            id TEXT PRIMARY KEY,
            name TEXT,
            cwd TEXT,
            transcript_path TEXT,
            tmux_pane TEXT,
            tmux_socket TEXT,
            managed INTEGER NOT NULL DEFAULT 0,
            profile TEXT,
            state TEXT NOT NULL DEFAULT 'working',
            phase TEXT,
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL
        );
        CREATE INDEX sessions_name ON sessions(name);
        CREATE TABLE questions (
            id INTEGER PRIMARY KEY,
            session_id TEXT NOT NULL,
            tool_use_id TEXT UNIQUE,
            questions TEXT NOT NULL,
            tool_input TEXT NOT NULL,
            status TEXT NOT NULL DEFAULT 'pending',
            hook_until REAL,
            received TEXT,
            detail TEXT,
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL,
            closed_at REAL
        );
        CREATE INDEX questions_session ON questions(session_id, status);
        CREATE INDEX questions_status ON questions(status);
        CREATE TABLE answers (
            id INTEGER PRIMARY KEY,
            question_id INTEGER NOT NULL REFERENCES questions(id),
            answer TEXT NOT NULL,
            decided_by TEXT NOT NULL,
            reason TEXT,
            delivery TEXT,
            created_at REAL NOT NULL,
            delivered_at REAL
        );
        CREATE INDEX answers_question ON answers(question_id);
        CREATE TABLE traces (
            id INTEGER PRIMARY KEY,
            question_id INTEGER NOT NULL REFERENCES questions(id),
            answerer TEXT NOT NULL,
            outcome TEXT NOT NULL,
            reason TEXT,
            started_at REAL NOT NULL,
            elapsed REAL NOT NULL
        );
        CREATE INDEX traces_question ON traces(question_id);
        CREATE TABLE events (
            id INTEGER PRIMARY KEY,
            rec_id TEXT UNIQUE,
            ts REAL NOT NULL,
            session_id TEXT,
            event TEXT,
            tool_name TEXT,
            tool_use_id TEXT,
            payload TEXT NOT NULL,
            note TEXT
        );
        CREATE INDEX events_session ON events(session_id, id);
        """
    )


def _m_command_queues(db: sqlite3.Connection) -> None:
    # the workflow driver's command queues (warden.workflow.queue): one active queue per session
    _script(
        db,
        """
        CREATE TABLE queues (
            id INTEGER PRIMARY KEY,
            session_id TEXT NOT NULL,
            name TEXT,
            tmux_pane TEXT,
            tmux_socket TEXT,
            status TEXT NOT NULL DEFAULT 'active',
            started_by TEXT NOT NULL,
            reason TEXT,
            detail TEXT,
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL,
            ended_at REAL,
            notified_at REAL
        );
        CREATE INDEX queues_status ON queues(status, session_id);
        CREATE TABLE queue_commands (
            id INTEGER PRIMARY KEY,
            queue_id INTEGER NOT NULL REFERENCES queues(id),
            seq INTEGER NOT NULL,
            command TEXT NOT NULL,
            awaits_event TEXT NOT NULL,
            awaits_source TEXT,
            status TEXT NOT NULL DEFAULT 'pending',
            delivery TEXT,
            claimed_at REAL,
            typed_at REAL,
            submitted_at REAL,
            prompt_id TEXT,
            done_at REAL,
            done_event_id INTEGER,
            result TEXT,
            error TEXT
        );
        CREATE INDEX queue_commands_queue ON queue_commands(queue_id, seq);
        """
    )


def _m_tasks(db: sqlite3.Connection) -> None:
    # headless tasks (warden.headless): one row per task, its output log, and the time a
    # `claude -p` question was deferred (such a question outlives its session's end)
    _script(
        db,
        """
        CREATE TABLE tasks (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            prompt TEXT NOT NULL,
            cwd TEXT NOT NULL,
            profile TEXT,
            session_id TEXT,
            state TEXT NOT NULL DEFAULT 'queued',
            pid INTEGER,
            result TEXT,
            error TEXT,
            cost_usd REAL,
            turns INTEGER NOT NULL DEFAULT 0,
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL,
            finished_at REAL
        );
        CREATE INDEX tasks_state ON tasks(state);
        CREATE INDEX tasks_session ON tasks(session_id);
        CREATE TABLE task_output (
            id INTEGER PRIMARY KEY,
            task_id INTEGER NOT NULL REFERENCES tasks(id),
            ts REAL NOT NULL,
            kind TEXT NOT NULL,
            text TEXT NOT NULL,
            data TEXT
        );
        CREATE INDEX task_output_task ON task_output(task_id, id);
        ALTER TABLE questions ADD COLUMN deferred_at REAL;
        """
    )


def _m_decision_kinds(db: sqlite3.Connection) -> None:
    # every decision has a kind (warden.kinds); those recorded before were questions
    db.execute("ALTER TABLE questions ADD COLUMN kind TEXT NOT NULL DEFAULT 'question'")


MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [_m001_initial, _m_command_queues, _m_tasks,
                                                        _m_decision_kinds]  # append only


def connect(path: Path) -> sqlite3.Connection:
    """Open (creating if needed) the store at ``path`` and bring its schema up to date."""
    # the store holds prompts, questions and answers: readable by the user only
    if not path.parent.is_dir():
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        path.parent.chmod(0o700)
    if not path.exists():
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT, 0o600))
    db = sqlite3.connect(str(path), timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None, check_same_thread=False,
                         factory=Connection)
    db.row_factory = sqlite3.Row
    db.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
    db.execute("PRAGMA synchronous=NORMAL")
    if db.execute("PRAGMA user_version").fetchone()[0] < len(MIGRATIONS):
        _migrate(db)
    return db


def _migrate(db: sqlite3.Connection) -> None:
    # WAL must be switched on outside a transaction; it is persistent once set.
    for _ in range(50):
        try:
            db.execute("PRAGMA journal_mode=WAL")
            break
        except sqlite3.OperationalError:
            time.sleep(0.05)
    db.execute("BEGIN IMMEDIATE")
    try:
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version == 0:
            db.execute("CREATE TABLE IF NOT EXISTS migrations (name TEXT PRIMARY KEY, applied_at REAL NOT NULL)")
        for n, migration in enumerate(MIGRATIONS[version:], version + 1):
            migration(db)
            db.execute("INSERT INTO migrations VALUES (?, ?)", (migration.__name__.lstrip("_"), time.time()))
            db.execute(f"PRAGMA user_version={n}")
        db.execute("COMMIT")
    except BaseException:
        db.execute("ROLLBACK")
        raise


def dumps(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def open_home(home: str) -> Store:
    """The store of the state directory ``home``, as it is (``warden.record.ingest.open_store``
    also ingests what the hooks spooled first)."""
    from pathlib import Path

    return Store(Path(home) / "warden.db")


class Store:
    """Typed access to the store. Hooks, the CLI and the board all go through it."""

    def __init__(self, path: Path):
        self.path = path
        self.db = connect(path)

    def close(self) -> None:
        self.db.close()

    # ------------------------------------------------------------ events

    def add_event(self, payload_text: str, payload: dict[str, Any] | None, note: str | None = None,
                  rec_id: str | None = None, ts: float | None = None) -> int:
        p = payload or {}
        cur = self.db.execute(
            "INSERT INTO events (rec_id, ts, session_id, event, tool_name, tool_use_id, payload, note) "
            "VALUES (?,?,?,?,?,?,?,?)",
            (
                rec_id,
                ts or time.time(),
                _str(p.get("session_id")),
                _str(p.get("hook_event_name")),
                _str(p.get("tool_name")),
                _str(p.get("tool_use_id")),
                payload_text,
                note,
            ),
        )
        return int(cur.lastrowid or 0)

    def note_event(self, event_id: int, note: str, append: bool = False) -> None:
        """Say what was done with an event (``append``: after what it already says)."""
        if append:
            self.db.execute("UPDATE events SET note=CASE WHEN note IS NULL OR note='' THEN ? ELSE note || '; ' || ? END "
                            "WHERE id=?", (note, note, event_id))
        else:
            self.db.execute("UPDATE events SET note=? WHERE id=?", (note, event_id))

    def pre_tool_use_event(self, tool_use_id: str) -> int | None:
        """The id of the newest PreToolUse event of a tool call."""
        row = self.db.execute("SELECT id FROM events WHERE tool_use_id=? AND event='PreToolUse' ORDER BY id DESC LIMIT 1",
                              (tool_use_id,)).fetchone()
        return int(row["id"]) if row is not None else None

    def events(self, session: str | None = None, after: int = 0, limit: int = 200) -> list[sqlite3.Row]:
        if session:
            sid = self.resolve_session(session)
            rows = self.db.execute(
                "SELECT * FROM events WHERE session_id=? AND id>? ORDER BY id DESC LIMIT ?", (sid, after, limit)
            ).fetchall()
        else:
            rows = self.db.execute("SELECT * FROM events WHERE id>? ORDER BY id DESC LIMIT ?", (after, limit)).fetchall()
        return rows[::-1]

    # ------------------------------------------------------------ sessions

    def upsert_session(self, session_id: str, **fields: Any) -> None:
        now = time.time()
        fields = {k: v for k, v in fields.items() if v is not None}
        cols = ["id", "created_at", "updated_at", *fields]
        vals = [session_id, now, now, *fields.values()]
        updates = ", ".join(f"{k}=excluded.{k}" for k in ["updated_at", *fields])
        self.db.execute(
            f"INSERT INTO sessions ({', '.join(cols)}) VALUES ({', '.join('?' * len(cols))}) "
            f"ON CONFLICT(id) DO UPDATE SET {updates}",
            vals,
        )

    def session(self, session_id: str) -> sqlite3.Row | None:
        return self.db.execute("SELECT * FROM sessions WHERE id=?", (session_id,)).fetchone()

    def resolve_session(self, ref: str) -> str:
        """A session id from an id, an id prefix, or a name (the newest session of that name)."""
        row = self.db.execute("SELECT id FROM sessions WHERE id=?", (ref,)).fetchone()
        if row is None:
            row = self.db.execute(
                "SELECT id FROM sessions WHERE name=? ORDER BY updated_at DESC LIMIT 1", (ref,)
            ).fetchone()
        if row is None and len(ref) >= 4:
            rows = self.db.execute("SELECT id FROM sessions WHERE id LIKE ? LIMIT 2", (ref + "%",)).fetchall()
            row = rows[0] if len(rows) == 1 else None
        if row is None:
            from warden.errors import NotFound

            raise NotFound(f"no session {ref!r} (see `warden status`)")
        return str(row["id"])

    def set_session_state(self, session_id: str | None, state: str, **fields: Any) -> None:
        """Move a session to ``state`` (see SESSION_STATES); ``fields`` are set with it."""
        if state not in SESSION_STATES:
            raise ValueError(f"unknown session state {state!r}")
        if not session_id:
            return
        sets = ", ".join(["state=?", "updated_at=?", *(f"{k}=?" for k in fields)])
        self.db.execute(f"UPDATE sessions SET {sets} WHERE id=?", (state, time.time(), *fields.values(), session_id))

    def sessions(self) -> list[sqlite3.Row]:
        return self.db.execute("SELECT * FROM sessions ORDER BY updated_at DESC").fetchall()

    # ------------------------------------------------------------ questions

    def add_question(
        self, session_id: str, tool_use_id: str | None, questions: Any, tool_input: Any, hook_until: float | None,
        kind: str = "question",
    ) -> int:
        """Record a decision of ``kind``; ``hook_until`` is when a waiting hook gives up (None: none waits)."""
        now = time.time()
        cur = self.db.execute(
            "INSERT INTO questions (kind, session_id, tool_use_id, questions, tool_input, status, hook_until, "
            "created_at, updated_at) VALUES (?,?,?,?,?, 'pending', ?, ?, ?) "
            "ON CONFLICT(tool_use_id) DO UPDATE SET hook_until=excluded.hook_until, updated_at=excluded.updated_at",
            (kind, session_id, tool_use_id, dumps(questions), dumps(tool_input), hook_until, now, now),
        )
        if cur.lastrowid and tool_use_id is None:
            return int(cur.lastrowid)
        row = self.db.execute("SELECT id FROM questions WHERE tool_use_id=?", (tool_use_id,)).fetchone()
        return int(row["id"])

    def question(self, qid: int) -> sqlite3.Row | None:
        return self.db.execute("SELECT * FROM questions WHERE id=?", (qid,)).fetchone()

    def question_by_tool_use(self, tool_use_id: str) -> sqlite3.Row | None:
        return self.db.execute("SELECT * FROM questions WHERE tool_use_id=?", (tool_use_id,)).fetchone()

    def questions(self, status: str | None = None, session: str | None = None, limit: int = 100) -> list[sqlite3.Row]:
        sql = "SELECT q.*, s.name AS session_name FROM questions q LEFT JOIN sessions s ON s.id=q.session_id"
        where, args = [], []
        if status:
            where.append("q.status=?")
            args.append(status)
        if session:
            where.append("q.session_id=?")
            args.append(self.resolve_session(session))
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += " ORDER BY q.id DESC LIMIT ?"
        return self.db.execute(sql, (*args, limit)).fetchall()

    def open_questions(self, session_id: str) -> list[sqlite3.Row]:
        return self.db.execute(
            f"SELECT * FROM questions WHERE session_id=? AND status IN ({','.join('?' * len(OPEN_STATUSES))})",
            (session_id, *OPEN_STATUSES),
        ).fetchall()

    def set_status(self, qid: int, status: str, detail: str | None = None, received: Any = None) -> None:
        now = time.time()
        closed = now if status not in OPEN_STATUSES else None
        self.db.execute(
            "UPDATE questions SET status=?, detail=COALESCE(?, detail), received=COALESCE(?, received), "
            "updated_at=?, closed_at=COALESCE(?, closed_at) WHERE id=?",
            (status, detail, dumps(received) if received is not None else None, now, closed, qid),
        )

    def release_hook(self, qid: int) -> None:
        self.db.execute("UPDATE questions SET hook_until=NULL WHERE id=?", (qid,))

    # ------------------------------------------------------------ answers

    def add_answer(self, qid: int, answer_json: str, decided_by: str, reason: str = "", delivery: str | None = None) -> int:
        now = time.time()
        cur = self.db.execute(
            "INSERT INTO answers (question_id, answer, decided_by, reason, delivery, created_at, delivered_at) VALUES (?,?,?,?,?,?,?)",
            (qid, answer_json, decided_by, reason, delivery, now, now if delivery else None),
        )
        return int(cur.lastrowid or 0)

    def undelivered_answer(self, qid: int) -> sqlite3.Row | None:
        """The newest recorded answer no route has delivered yet."""
        return self.db.execute(
            "SELECT * FROM answers WHERE question_id=? AND delivered_at IS NULL ORDER BY id DESC LIMIT 1", (qid,)
        ).fetchone()

    def latest_answer(self, qid: int) -> sqlite3.Row | None:
        return self.db.execute("SELECT * FROM answers WHERE question_id=? ORDER BY id DESC LIMIT 1", (qid,)).fetchone()

    def delivered_answer(self, qid: int) -> sqlite3.Row | None:
        """The intent: the newest answer that was delivered."""
        return self.db.execute(
            "SELECT * FROM answers WHERE question_id=? AND delivered_at IS NOT NULL ORDER BY id DESC LIMIT 1", (qid,)
        ).fetchone()

    def mark_delivered(self, answer_id: int, delivery: str) -> None:
        self.db.execute("UPDATE answers SET delivery=?, delivered_at=? WHERE id=?", (delivery, time.time(), answer_id))

    # ------------------------------------------------------------ traces

    def add_trace(self, qid: int, answerer: str, outcome: str, reason: str, started_at: float, elapsed: float) -> None:
        self.db.execute(
            "INSERT INTO traces (question_id, answerer, outcome, reason, started_at, elapsed) VALUES (?,?,?,?,?,?)",
            (qid, answerer, outcome, reason, started_at, elapsed),
        )

    def traces(self, qid: int) -> list[sqlite3.Row]:
        return self.db.execute("SELECT * FROM traces WHERE question_id=? ORDER BY id", (qid,)).fetchall()


def _str(v: Any) -> str | None:
    return v if isinstance(v, str) else None
