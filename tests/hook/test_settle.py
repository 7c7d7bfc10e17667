"""How a managed hook settles a question when the chain ends (in-process, real store)."""

from __future__ import annotations

import json
import time
from pathlib import Path

from tests.payloads import SINGLE, pre
from warden.askuser.model import Answer, select
from warden.capture import spool
from warden.decide.context import Decision
from warden.decide.chain import ChainResult, Step
from warden.deliver.record import record
from warden.decide.settle import settle
from warden.record.ingest import open_store


def question(home: Path):  # type: ignore[no-untyped-def]
    spool.append(str(home), json.dumps(pre(SINGLE)).encode(),
                 {"managed": "1", "name": "api", "hook_until": repr(time.time() + 30)})
    return open_store(str(home))


def chain_decided(label: str) -> ChainResult:
    r = ChainResult()
    r.decision = Decision(Answer((select(label),)), "the model chose it")
    r.answerer = "llm"
    r.steps = [Step("llm", "decided", "the model chose it", time.time(), 5.0)]
    return r


def test_a_person_who_answered_while_the_chain_decided_wins(isolated_home: Path) -> None:
    store = question(isolated_home)
    record(store, 1, Answer((select("SQLite"),)), "human:web", autodeliver=False)
    decision, by = settle(store, 1, chain_decided("PostgreSQL"), delivery="hook")
    assert by == "human:web" and decision.answer.items[0].labels == ("SQLite",)
    rows = store.db.execute("SELECT decided_by, delivery FROM answers ORDER BY id").fetchall()
    assert [tuple(r) for r in rows] == [("human:web", "hook")]  # the model's answer was never recorded as delivered
    outcomes = [t["outcome"] for t in store.traces(1)]
    assert "superseded" in outcomes
    assert store.question(1)["status"] == "delivered"


def test_an_answer_already_claimed_by_keystrokes_keeps_the_hook_silent(isolated_home: Path) -> None:
    store = question(isolated_home)
    record(store, 1, Answer((select("SQLite"),)), "human:cli", autodeliver=False)
    store.db.execute("UPDATE answers SET delivery='tmux', delivered_at=? WHERE question_id=1", (time.time(),))
    store.set_status(1, "delivered")
    decision, by = settle(store, 1, ChainResult(), delivery="hook")
    assert decision is None and by is None
    assert store.latest_answer(1)["delivery"] == "tmux"


def test_no_decision_and_no_answer_releases_the_question(isolated_home: Path) -> None:
    store = question(isolated_home)
    decision, _ = settle(store, 1, ChainResult(), delivery="hook")
    assert decision is None
    q = store.question(1)
    assert q["status"] == "pending" and q["hook_until"] is None
