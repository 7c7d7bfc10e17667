"""Headless tasks: a task's row, its output, its questions."""

from __future__ import annotations

import pytest

from warden.errors import NotFound
from warden.store import Store
from warden.store import tasks as ts


def test_a_task_is_created_queued_with_its_prompt_as_output(store: Store) -> None:
    tid = ts.create(store, "Write the changelog", "/srv/docs", profile="auto")
    t = ts.get(store, tid)
    assert (t["name"], t["state"], t["profile"], t["turns"]) == (f"task-{tid}", "queued", "auto", 0)
    out = ts.output(store, tid)
    assert [(o["kind"], o["text"]) for o in out] == [("prompt", "Write the changelog")]
    assert ts.prompt_text(store, tid, out[0]["id"]) == "Write the changelog"
    assert ts.prompt_text(store, tid + 1, out[0]["id"]) is None
    assert ts.find(store, tid + 1) is None
    with pytest.raises(NotFound):
        ts.get(store, tid + 1)


def test_a_task_is_found_by_id_name_or_session_prefix(store: Store) -> None:
    a = ts.create(store, "one", "/tmp", name="docs")
    b = ts.create(store, "two", "/tmp", name="docs")
    ts.update(store, a, session_id="abcd-1234")
    assert ts.resolve(store, str(a))["id"] == a
    assert ts.resolve(store, "docs")["id"] == b
    assert ts.resolve(store, "abcd")["id"] == a
    with pytest.raises(NotFound):
        ts.resolve(store, "zzzz")


def test_states_output_and_listing(store: Store) -> None:
    a, b = ts.create(store, "one", "/tmp"), ts.create(store, "two", "/tmp")
    ts.set_state(store, a, "done", result="ok", turns=3, cost_usd=0.25)
    t = ts.get(store, a)
    assert (t["state"], t["result"], t["turns"], t["cost_usd"]) == ("done", "ok", 3, 0.25) and t["finished_at"]
    assert [t["id"] for t in ts.tasks(store, ts.ACTIVE)] == [b]
    assert [t["id"] for t in ts.tasks(store)] == [b, a]
    first = ts.add_output(store, b, "text", "hello", {"n": 1})
    ts.add_output(store, b, "text", "world")
    assert [o["text"] for o in ts.output(store, b, after=first)] == ["world"]
    with pytest.raises(ValueError):
        ts.update(store, a, **{"state='x', name": "y"})


def test_a_tasks_questions_are_its_sessions(store: Store) -> None:
    tid = ts.create(store, "one", "/tmp")
    assert ts.questions(store, ts.get(store, tid)) == []
    ts.update(store, tid, session_id="s1")
    qid = store.add_question("s1", "toolu_1", [{"question": "Go?"}], {}, None)
    store.add_question("s2", "toolu_2", [], {}, None)
    t = ts.get(store, tid)
    assert [q["id"] for q in ts.open_questions(store, t)] == [qid]
    d = ts.to_json(store, t, with_output=True)
    assert d["questions"][0]["questions"] == [{"question": "Go?"}] and d["output"][0]["kind"] == "prompt"


def test_a_task_whose_runner_died_is_failed_and_its_questions_expired(store: Store) -> None:
    tid = ts.create(store, "one", "/tmp")
    ts.set_state(store, tid, "waiting", pid=2 ** 22 + 12345, session_id="s1")  # no such process
    qid = store.add_question("s1", "toolu_1", [], {}, 10.0 ** 10)
    assert ts.reap_dead(store) == 1
    assert ts.get(store, tid)["state"] == "failed"
    q = store.question(qid)
    assert (q["status"], q["hook_until"]) == ("expired", None)


def test_a_runner_on_another_machine_is_neither_reaped_nor_stopped_here(store: Store) -> None:
    # one store for several machines: a pid means something only on its own host
    tid = ts.create(store, "one", "/tmp")
    ts.set_state(store, tid, "running", pid=2 ** 22 + 12345, host="another-machine")
    t = ts.get(store, tid)
    assert not ts.runs_here(t) and ts.runner_alive(t)
    assert ts.reap_dead(store) == 0 and ts.get(store, tid)["state"] == "running"
    from tests.payloads import warden

    r = warden("task", "stop", str(tid))
    assert r.returncode == 1 and "runs on another-machine: stop it there" in r.stderr
    ts.update(store, tid, host=ts.host())
    assert ts.runs_here(ts.get(store, tid)) and ts.reap_dead(store) == 1
