"""The queue's state machine on a real store: advance, complete, cancel, stale, ignore,
re-entrancy."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from warden.workflow import queue as q
from warden.store import Store

SID = "sess-1"


@pytest.fixture
def store(isolated_home: Path) -> Store:
    s = Store(isolated_home / "warden.db")
    s.upsert_session(SID, name="api", managed=1, tmux_pane="%3", tmux_socket="/tmp/tmux-0/x", profile="p")
    yield s
    s.close()


def ev(kind: str, session_id: str = SID, **kw: object) -> q.Event:
    return q.Event(kind=kind, session_id=session_id, pane="%3", socket="/tmp/tmux-0/x", name="api", **kw)


def typed(store: Store, qid: int) -> dict:
    """What the worker does: claim the active command and record it as typed."""
    cmd = q.claim(store, qid)
    assert cmd is not None
    assert q.mark_typed(store, cmd["id"])
    return dict(cmd)


def submitted(store: Store, qid: int, prompt_id: str) -> q.Outcome:
    cmd = q.active_command(store, qid)
    return q.on_event(store, ev("UserPromptSubmit", prompt=cmd["command"], prompt_id=prompt_id))


def statuses(store: Store, qid: int) -> list[str]:
    return [c["status"] for c in q.commands(store, qid)]


def test_awaits() -> None:
    assert q.awaits_for("/clear") == ("SessionStart", "clear")
    assert q.awaits_for("/gsd:plan-phase 3") == ("Stop", None)
    assert q.awaits_for("/compact now", {"/compact": "SessionStart:compact"}) == ("SessionStart", "compact")
    assert q.awaits_for("/gsd:x", {"/gsd:": "Stop", "/gsd:x": "SessionStart:clear"}) == ("SessionStart", "clear")
    with pytest.raises(q.QueueError):
        q.parse_await("PreToolUse")
    with pytest.raises(q.QueueError):
        q.parse_await("SessionStart")


def test_advance_through_clear_and_complete(store: Store, isolated_home: Path) -> None:
    qid = q.start(store, SID, ["/clear", "/gsd:plan-phase 1"], "human:cli")
    assert os.listdir(isolated_home / "queues") == [str(qid)]
    assert q.any_active(str(isolated_home))
    typed(store, qid)
    # /clear: no UserPromptSubmit; SessionEnd(clear) then SessionStart(clear) with a new id
    assert q.on_event(store, ev("SessionEnd", source="clear")).action is None
    out = q.on_event(store, ev("SessionStart", session_id="sess-2", source="clear"))
    assert (out.action, out.queue_id) == ("type", qid)
    assert q.queue(store, qid)["session_id"] == "sess-2"  # followed across /clear by its pane
    assert statuses(store, qid) == ["done", "active"]
    typed(store, qid)
    assert submitted(store, qid, "p-2").action is None  # warden's own prompt: no cancel
    out = q.on_event(store, ev("Stop", session_id="sess-2", prompt_id="p-2", message="Planned phase 1."))
    assert out.action == "ended" and out.status == "done"
    rep = q.report(store, qid)
    assert [c["result"] for c in rep["commands"]] == [None, "Planned phase 1."]
    assert not q.any_active(str(isolated_home))
    assert q.claim_notice(store, qid) is not None
    assert q.claim_notice(store, qid) is None  # announced once


def test_a_person_typing_cancels(store: Store) -> None:
    qid = q.start(store, SID, ["/gsd:plan-phase 1", "/gsd:execute-phase 1"], "brain:suggested")
    typed(store, qid)
    submitted(store, qid, "p-1")
    out = q.on_event(store, ev("UserPromptSubmit", prompt="wait, stop that", prompt_id="p-9"))
    assert out.action == "ended" and out.status == "cancelled"
    assert "a person typed" in q.queue(store, qid)["detail"]
    assert statuses(store, qid) == ["cancelled", "cancelled"]
    # nothing more happens for this session
    assert q.on_event(store, ev("Stop", prompt_id="p-1", message="x")).queue_id is None
    assert q.claim(store, qid) is None


def test_person_typing_before_warden_typed_cancels_and_stops_the_worker(store: Store) -> None:
    qid = q.start(store, SID, ["/gsd:plan-phase 1"], "human:cli")
    cmd = q.claim(store, qid)
    q.on_event(store, ev("UserPromptSubmit", prompt="/gsd:plan-phase 1", prompt_id="p-1"))  # not typed yet: a person
    assert q.queue(store, qid)["status"] == "cancelled"
    assert not q.mark_typed(store, cmd["id"])  # the worker must not type now


def test_restart_marks_stale(store: Store) -> None:
    qid = q.start(store, SID, ["/gsd:plan-phase 1", "/gsd:execute-phase 1"], "human:cli")
    typed(store, qid)
    out = q.on_event(store, ev("SessionStart", session_id="sess-new", source="startup"))
    assert out.status == "stale" and out.action == "ended"
    assert "2 command(s) left" in q.queue(store, qid)["detail"]


def test_session_end_marks_stale_but_clear_does_not(store: Store) -> None:
    q.start(store, SID, ["/gsd:plan-phase 1"], "human:cli")
    assert q.on_event(store, ev("SessionEnd", source="clear")).status == "active"
    assert q.on_event(store, ev("SessionEnd", source="prompt_input_exit")).status == "stale"


def test_unexpected_events_are_ignored(store: Store) -> None:
    qid = q.start(store, SID, ["/clear", "/gsd:plan-phase 1"], "human:cli")
    # not typed yet: even the awaited event does not count
    assert q.on_event(store, ev("SessionStart", source="clear")).action is None
    typed(store, qid)
    for e in (ev("Stop", message="late"), ev("SessionStart", source="compact"), ev("PreCompact")):
        out = q.on_event(store, e)
        assert out.action is None and "ignored" in out.note
    assert statuses(store, qid) == ["active", "pending"]
    # a Stop of another prompt than the one warden submitted
    q.on_event(store, ev("SessionStart", source="clear"))
    typed(store, qid)
    submitted(store, qid, "p-mine")
    assert q.on_event(store, ev("Stop", prompt_id="p-other", message="x")).action is None
    assert q.on_event(store, ev("Stop", prompt_id="p-mine", stop_hook_active=True, message="x")).action is None
    assert q.on_event(store, ev("Stop", prompt_id="p-mine", message="x")).status == "done"


def test_event_before_typing_time_is_ignored(store: Store) -> None:
    qid = q.start(store, SID, ["/gsd:a"], "human:cli")
    typed(store, qid)
    old = q.active_command(store, qid)["typed_at"] - 5
    assert q.on_event(store, ev("Stop", message="x", at=old)).action is None


def test_one_queue_per_session(store: Store) -> None:
    q.start(store, SID, ["/gsd:a"], "human:cli")
    with pytest.raises(q.QueueError, match="already runs queue"):
        q.start(store, SID, ["/gsd:b"], "human:cli")


def test_refuses_observed_and_paneless_sessions(store: Store) -> None:
    store.upsert_session("obs", managed=0, tmux_pane="%9")
    store.upsert_session("nopane", managed=1)
    with pytest.raises(q.QueueError, match="observed"):
        q.start(store, "obs", ["/clear"], "human:cli")
    with pytest.raises(q.QueueError, match="outside tmux"):
        q.start(store, "nopane", ["/clear"], "human:cli")
    with pytest.raises(q.QueueError, match="one line"):
        q.start(store, SID, ["/gsd:a\n/clear"], "human:cli")


def test_refuses_bash_and_memory_mode_commands(store: Store) -> None:
    for cmd in ("!rm -rf ~", "  !git push --force", "#always say yes"):
        with pytest.raises(q.QueueError, match="bash mode|memory mode"):
            q.start(store, SID, ["/clear", cmd], "human:cli")
    assert store.count("queues") == 0
    qid = q.start(store, SID, ["/gsd:plan-phase 2", "Fix issue #12, then run the tests!"], "human:cli")
    assert [c["command"] for c in q.report(store, qid)["commands"]] == ["/gsd:plan-phase 2",
                                                                      "Fix issue #12, then run the tests!"]


def test_block_delivery_of_plain_continuations(store: Store) -> None:
    qid = q.start(store, SID, ["/gsd:execute-phase 1", "Now run the tests and fix what fails.", "/clear"], "human:cli")
    typed(store, qid)
    submitted(store, qid, "p-1")
    out = q.on_event(store, ev("Stop", prompt_id="p-1", message="executed"), continue_via="block")
    assert (out.action, out.text) == ("block", "Now run the tests and fix what fails.")
    # Claude continues; its next Stop carries stop_hook_active and completes the block command
    out = q.on_event(store, ev("Stop", prompt_id="p-1", stop_hook_active=True, message="tests pass"),
                     continue_via="block")
    assert out.action == "type"  # /clear must be typed
    assert [c["delivery"] for c in q.commands(store, qid)] == ["keys", "block", None]


def test_two_stop_hooks_at_once_advance_once(store: Store, isolated_home: Path) -> None:
    """The same Stop seen by two hooks (two settings files, say) at the same moment."""
    qid = q.start(store, SID, ["/gsd:a", "/gsd:b", "/gsd:c"], "human:cli")
    typed(store, qid)
    submitted(store, qid, "p-1")
    outs: list[q.Outcome] = []
    barrier = threading.Barrier(4)

    def hook() -> None:
        s = Store(isolated_home / "warden.db")  # each hook its own connection, as separate processes have
        barrier.wait()
        outs.append(q.on_event(s, ev("Stop", prompt_id="p-1", message="a done")))
        s.close()

    threads = [threading.Thread(target=hook) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(o.action or "-" for o in outs) == ["-", "-", "-", "type"]
    assert statuses(store, qid) == ["done", "active", "pending"]


def test_cancel_and_sync_markers(store: Store, isolated_home: Path) -> None:
    qid = q.start(store, SID, ["/gsd:a"], "human:cli")
    assert q.cancel(store, qid, "by hand")
    assert not q.cancel(store, qid, "again")
    (isolated_home / "queues" / "999").write_text("left over")
    q.sync_markers(store)
    assert os.listdir(isolated_home / "queues") == []
