"""Waking waiters: the board's watch on commits, a hook waiting for a person's answer.
On PostgreSQL both wake through LISTEN/NOTIFY, whichever process (or machine) commits."""

from __future__ import annotations

import threading
import time

from warden.askuser.model import Answer
from warden.decide.answerers.human import HumanAnswerer
from warden.decide.context import Context, Decision
from warden.store import Store, write

Q = [{"question": "Which database?", "header": "DB", "options": [{"label": "A", "description": ""},
                                                                   {"label": "B", "description": ""}],
      "multiSelect": False}]
ANSWER = '{"items":[{"kind":"select","labels":["B"]}]}'


def _later(seconds: float, fn: object) -> threading.Thread:
    def run() -> None:
        time.sleep(seconds)
        fn()  # type: ignore[operator]

    t = threading.Thread(target=run)
    t.start()
    return t


def test_a_watch_sees_commits_of_other_connections(store: Store, target: str) -> None:
    changes = store.changes()
    changes.poll()  # the first look
    assert not changes.wait(0.3)
    other = Store(target, home=store.home)
    t = _later(0.2, lambda: other.upsert_session("s1"))
    t0 = time.monotonic()
    assert changes.wait(10)
    assert time.monotonic() - t0 < 5
    t.join()
    with write(other.db):
        other.add_question("s1", "toolu_1", [], {}, None)
    assert changes.wait(5)
    assert not changes.poll()  # nothing since
    other.close()
    changes.close()


def test_an_answer_waiter_wakes_when_the_answer_is_committed(backend: str, store: Store, target: str) -> None:
    qid = store.add_question("s1", "toolu_1", Q, {"questions": Q}, None)
    other = Store(target, home=store.home)
    poll = 30.0 if backend == "postgres" else 0.05  # on PostgreSQL nothing polls: only the NOTIFY wakes it
    with store.answer_waiter(qid, poll) as waiter:
        t = _later(0.2, lambda: other.add_answer(qid, ANSWER, "human:web"))
        t0 = time.monotonic()
        while store.latest_answer(qid) is None:
            assert time.monotonic() - t0 < 10
            waiter.wait(10)
        assert time.monotonic() - t0 < 5
    t.join()
    other.close()


def test_the_human_answerer_takes_an_answer_recorded_by_another_process(backend: str, store: Store,
                                                                          target: str) -> None:
    store.upsert_session("s1", name="api", managed=1)
    qid = store.add_question("s1", "toolu_1", Q, {"questions": Q}, time.time() + 60)
    other = Store(target, home=store.home)
    t = _later(0.3, lambda: other.add_answer(qid, ANSWER, "human:web", "chosen on the board"))
    from warden.askuser.model import Call

    ctx = Context(call=Call.from_questions(Q), tool_input={"questions": Q}, deadline=time.monotonic() + 20,
                  question_id=qid, session_id="s1", store=store)
    poll = 30.0 if backend == "postgres" else 0.05
    t0 = time.monotonic()
    outcome = HumanAnswerer(poll=poll, notify=False).decide(ctx)
    took = time.monotonic() - t0
    t.join()
    assert isinstance(outcome, Decision) and outcome.decided_by == "human:web"
    assert outcome.answer == Answer.from_json(ANSWER)
    assert took < 5
    other.close()
