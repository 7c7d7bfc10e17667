"""Command queues: the rows (warden.store.queues) and the state machine over them
(warden.workflow.queue) on both backends."""

from __future__ import annotations

from pathlib import Path

import pytest

from warden.store import Store
from warden.store import queues as rows
from warden.workflow import queue as q

SID = "sess-q"


@pytest.fixture
def session(store: Store) -> Store:
    store.upsert_session(SID, name="api", managed=1, tmux_pane="%3", tmux_socket="/tmp/tmux-0/x")
    return store


def _plan(*cmds: str) -> list[tuple[str, str, str | None]]:
    return [(c, *q.awaits_for(c)) for c in cmds]


def test_a_queue_and_its_commands_are_created_with_the_first_active(session: Store) -> None:
    qid = rows.create(session, session.session(SID), "human:cli", "why", _plan("/clear", "go on"))
    queue = rows.queue(session, qid)
    assert (queue["status"], queue["name"], queue["tmux_pane"], queue["started_by"]) == ("active", "api", "%3",
                                                                                         "human:cli")
    cmds = rows.commands(session, qid)
    assert [(c["seq"], c["command"], c["status"], c["awaits_event"], c["awaits_source"]) for c in cmds] == [
        (1, "/clear", "active", "SessionStart", "clear"), (2, "go on", "pending", "Stop", None)]
    assert rows.command(session, cmds[0]["id"])["queue_status"] == "active"
    assert rows.command_with_status(session, qid, "pending")["command"] == "go on"
    assert rows.count_commands(session, qid) == 2


def test_active_queues_are_found_by_session_pane_or_name(session: Store) -> None:
    qid = rows.create(session, session.session(SID), "human:cli", "", _plan("a"))
    assert rows.active_by_session(session, SID)["id"] == qid
    assert rows.active_by_pane(session, "%3", "/tmp/tmux-0/x")["id"] == qid
    assert rows.active_by_pane(session, "%3", None) is None
    assert rows.active_by_name(session, "api")["id"] == qid
    assert [r["id"] for r in rows.active_queues(session)] == [qid]
    rows.update_queue(session, qid, status="done")
    assert rows.active_by_session(session, SID) is None and rows.active_queues(session) == []


def test_history_follows_the_session_by_name_and_the_newest_status_per_session(session: Store) -> None:
    a = rows.create(session, session.session(SID), "brain:x", "", _plan("a"))
    rows.update_queue(session, a, status="done", session_id="sess-after-clear")
    b = rows.create(session, session.session(SID), "brain:x", "", _plan("b"))
    assert [r["id"] for r in rows.history(session, SID, "api")] == [b, a]
    assert [r["id"] for r in rows.history(session, SID, None)] == [b]
    assert rows.latest_statuses(session) == {SID: "active", "sess-after-clear": "done"}


def test_unfinished_commands_are_cancelled_and_column_names_are_checked(session: Store) -> None:
    qid = rows.create(session, session.session(SID), "human:cli", "", _plan("a", "b", "c"))
    first = rows.commands(session, qid)[0]
    rows.update_command(session, first["id"], status="done")
    rows.cancel_unfinished(session, qid)
    assert [c["status"] for c in rows.commands(session, qid)] == ["done", "cancelled", "cancelled"]
    with pytest.raises(ValueError):
        rows.update_queue(session, qid, **{"status='x' --": "y"})
    with pytest.raises(ValueError):
        rows.update_command(session, first["id"])


def test_the_state_machine_runs_a_queue_to_its_end(session: Store, isolated_home: Path) -> None:
    qid = q.start(session, SID, ["/gsd:a", "/gsd:b"], "human:cli")
    assert (isolated_home / "queues" / str(qid)).exists()
    with pytest.raises(q.QueueError, match="already runs queue"):
        q.start(session, SID, ["/x"], "human:cli")
    for n in range(2):
        cmd = q.claim(session, qid)
        assert cmd is not None and q.claim(session, qid) is None  # claimed once
        assert q.mark_typed(session, cmd["id"])
        out = q.on_event(session, q.Event("Stop", SID, message=f"result {n}"))
        assert out.queue_id == qid
    rep = q.report(session, qid)
    assert rep["status"] == "done" and [c["result"] for c in rep["commands"]] == ["result 0", "result 1"]
    assert not (isolated_home / "queues" / str(qid)).exists()
    assert q.claim_notice(session, qid)["id"] == qid and q.claim_notice(session, qid) is None


def test_a_person_typing_cancels_the_queue(session: Store) -> None:
    qid = q.start(session, SID, ["/gsd:a"], "human:cli")
    out = q.on_event(session, q.Event("UserPromptSubmit", SID, prompt="something else"))
    assert out.action == "ended" and q.queue(session, qid)["status"] == "cancelled"
    assert [c["status"] for c in q.commands(session, qid)] == ["cancelled"]
