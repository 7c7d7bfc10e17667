"""The workflow driver in the real hook process: what it leaves to the spool, what it
handles, its Stop block output, and the detached brain."""

from __future__ import annotations

import time
from pathlib import Path

from tests.payloads import base, run_hook
from warden.workflow import queue as q
from warden.record.ingest import open_store
from warden.store import Store

SID = "sess-w"
ENV = {"WARDEN_SESSION": "api", "WARDEN_PROFILE": "p", "TMUX": "/tmp/warden-none/sock,1,0", "TMUX_PANE": "%3"}


def profile(home: Path, extra: str = "") -> None:
    home.mkdir(parents=True, exist_ok=True)
    (home / "config.toml").write_text(f'[profiles.p]\nchain = ["human"]\n{extra}\n')


def stop(message: str = "Next: /clear then /gsd:plan-phase 2", **kw: object) -> dict:
    return base("Stop", SID, **{"stop_hook_active": False, "last_assistant_message": message, "prompt_id": "p-1",
                                **kw})


def spooled(home: Path) -> bool:
    return (home / "spool").exists() and (home / "spool").stat().st_size > 0


def session(home: Path) -> Store:
    s = Store(home / "warden.db")
    s.upsert_session(SID, name="api", managed=1, tmux_pane="%3", tmux_socket="/tmp/warden-none/sock", profile="p")
    return s


def test_unmanaged_stop_stays_in_the_spool_even_with_a_queue_running(isolated_home: Path) -> None:
    profile(isolated_home, 'workflow = "suggested"')
    s = session(isolated_home)
    q.start(s, SID, ["/gsd:a"], "human:cli")
    r = run_hook(stop(), env={"TMUX_PANE": "%3"})
    assert (r.returncode, r.stdout) == (0, "")
    assert spooled(isolated_home)  # not ingested by the hook


def test_managed_stop_without_a_brain_stays_in_the_spool(isolated_home: Path) -> None:
    profile(isolated_home)
    r = run_hook(stop(), env=ENV)
    assert (r.returncode, r.stdout) == (0, "")
    assert spooled(isolated_home)
    assert not (isolated_home / "queues").exists()


def test_stop_hook_active_and_empty_messages_are_left_alone(isolated_home: Path) -> None:
    profile(isolated_home, 'workflow = "suggested"')
    for payload in (stop(stop_hook_active=True), stop(message="  ")):
        assert run_hook(payload, env=ENV).stdout == ""
    assert spooled(isolated_home)


def test_plain_continuation_goes_back_as_a_stop_block(isolated_home: Path) -> None:
    profile(isolated_home, 'continue_via = "block"')
    s = session(isolated_home)
    qid = q.start(s, SID, ["/gsd:execute-phase 1", 'Run the tests; fix what fails. "quoted" $(x)'], "human:cli")
    cmd = q.claim(s, qid)
    q.mark_typed(s, cmd["id"])
    r = run_hook(base("UserPromptSubmit", SID, prompt="/gsd:execute-phase 1", prompt_id="p-1"), env=ENV)
    assert r.stdout == ""
    t0 = time.monotonic()
    r = run_hook(stop(message="executed"), env=ENV)
    assert time.monotonic() - t0 < 5
    assert r.json == {"decision": "block", "reason": 'Run the tests; fix what fails. "quoted" $(x)'}
    r = run_hook(stop(message="tests pass", stop_hook_active=True), env=ENV)
    assert r.stdout == ""
    rep = q.report(s, qid)
    assert rep["status"] == "done"
    assert [c["result"] for c in rep["commands"]] == ["executed", "tests pass"]
    # the detached worker announces the end in the event log
    end = time.monotonic() + 30
    while time.monotonic() < end:
        st = open_store(str(isolated_home))
        row = st.db.execute("SELECT note FROM events WHERE event='WardenQueue'").fetchone()
        st.close()
        if row is not None:
            break
        time.sleep(0.2)
    assert row is not None and row["note"].startswith(f"queue #{qid} done (2/2 commands done)")


def test_stop_with_a_brain_starts_a_queue_in_a_detached_process(isolated_home: Path) -> None:
    profile(isolated_home, 'workflow = "suggested"')
    session(isolated_home).close()
    t0 = time.monotonic()
    r = run_hook(stop(), env=ENV)
    assert (r.returncode, r.stdout) == (0, "")
    assert time.monotonic() - t0 < 5
    # the pane does not exist: the brain's queue starts, then fails to type, and says why
    end = time.monotonic() + 60
    rep = None
    while time.monotonic() < end:
        st = open_store(str(isolated_home))
        row = st.db.execute("SELECT id, status FROM queues").fetchone()
        rep = q.report(st, row["id"]) if row is not None and row["status"] != "active" else None
        st.close()
        if rep is not None:
            break
        time.sleep(0.2)
    assert rep is not None
    assert rep["started_by"] == "brain:suggested"
    assert [c["command"] for c in rep["commands"]] == ["/clear", "/gsd:plan-phase 2"]
    assert rep["status"] == "failed" and "could not type /clear" in rep["detail"]
    st = open_store(str(isolated_home))
    notes = [e["note"] for e in st.events() if e["event"] == "Stop"]
    st.close()
    assert "asking the suggested brain for the next commands" in notes[0]
    assert not q.any_active(str(isolated_home))
