"""Answers (the intent and its delivery) and traces (each answerer's step)."""

from __future__ import annotations

from warden.store import Store


def _question(store: Store) -> int:
    return store.add_question("s1", "toolu_1", [], {}, None)


def test_the_newest_answer_the_undelivered_one_and_the_intent(store: Store) -> None:
    qid = _question(store)
    assert store.latest_answer(qid) is None
    first = store.add_answer(qid, '{"a":1}', "policy", "rule", delivery="hook")
    second = store.add_answer(qid, '{"a":2}', "human:cli")
    a1, a2 = store.latest_answer(qid), store.delivered_answer(qid)
    assert a1["id"] == second and a1["delivered_at"] is None and a1["reason"] == ""
    assert a2["id"] == first and a2["delivery"] == "hook" and a2["delivered_at"] >= a2["created_at"]
    assert store.undelivered_answer(qid)["id"] == second
    store.mark_delivered(second, "tmux")
    assert store.undelivered_answer(qid) is None and store.delivered_answer(qid)["id"] == second
    assert [a["id"] for a in store.answers(qid)] == [first, second]


def test_a_failed_delivery_is_undone_unless_keys_were_sent(store: Store) -> None:
    qid = _question(store)
    aid = store.add_answer(qid, "{}", "human:cli", delivery="tmux")
    store.mark_delivery_failed(aid, "tmux-failed", keys_sent=True)
    a = store.latest_answer(qid)
    assert a["delivery"] == "tmux-failed" and a["delivered_at"] is not None  # it may have landed
    store.mark_delivery_failed(aid, "tmux-failed", keys_sent=False)
    assert store.latest_answer(qid)["delivered_at"] is None


def test_traces_in_order_and_the_step_that_decided(store: Store) -> None:
    qid = _question(store)
    assert store.decided_step(qid) is None
    store.add_trace(qid, "policy", "abstained", "no rule", 1.0, 0.001)
    store.add_trace(qid, "llm", "decided", "picked A", 1.1, 0.9)
    store.add_trace(qid, "mismatch", "told", "", 2.0, 0.0)
    assert [(t["answerer"], t["outcome"]) for t in store.traces(qid)] == [
        ("policy", "abstained"), ("llm", "decided"), ("mismatch", "told")]
    assert store.decided_step(qid)["answerer"] == "llm"
