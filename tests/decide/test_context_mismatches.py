"""``Context.mismatches``: the session's mismatches still to be corrected, not every old one."""

from __future__ import annotations

import time
from pathlib import Path

from warden.askuser.model import Call
from warden.decide.context import Context
from warden.store import Store

QUESTIONS = [{"question": "Which database?", "header": "DB", "multiSelect": False,
              "options": [{"label": "SQLite", "description": ""}, {"label": "PostgreSQL", "description": ""}]}]


def ask(store: Store, n: int, status: str, detail: str | None = None) -> int:
    qid = store.add_question("sess-1", f"toolu_{n}", QUESTIONS, {"questions": QUESTIONS}, None)
    store.set_status(qid, status, detail=detail)
    return qid


def mismatches(store: Store, qid: int | None) -> list[str]:
    ctx = Context(Call.from_questions(QUESTIONS), {}, time.monotonic() + 5, question_id=qid, session_id="sess-1", store=store)
    return ctx.mismatches


def test_a_mismatch_is_carried_until_an_answer_lands_after_it(tmp_path: Path) -> None:
    store = Store(tmp_path / "warden.db")
    ask(store, 1, "verified")
    q2 = ask(store, 2, "mismatch", "'Which database?': expected 'SQLite', received 'PostgreSQL'")
    q3 = ask(store, 3, "pending")
    assert mismatches(store, q3) == [f"question #{q2}: 'Which database?': expected 'SQLite', received 'PostgreSQL'"]
    store.set_status(q3, "verified")  # the next answer landed as meant: the session moved on
    q4 = ask(store, 4, "pending")
    assert mismatches(store, q4) == []
    # a new mismatch is carried again; the question being decided never carries its own
    store.set_status(q4, "mismatch", detail="'Which database?': expected 'PostgreSQL', received 'SQLite'")
    assert mismatches(store, q4) == []
    q5 = ask(store, 5, "pending")
    assert mismatches(store, q5) == [f"question #{q4}: 'Which database?': expected 'PostgreSQL', received 'SQLite'"]
    # with no question id (a decision not yet recorded) the same rule holds over all
    assert mismatches(store, None) == [f"question #{q4}: 'Which database?': expected 'PostgreSQL', received 'SQLite'"]
    store.close()
