"""A machine's relay against a real `warden serve`: events go up in order, answers given
on the server come down to the waiting hook or to keystroke delivery, outcomes go back
up; nothing is lost or doubled when the relay or the server dies."""

from __future__ import annotations

import contextlib
import json
import signal
import subprocess
import threading
import time
from collections.abc import Iterator
from typing import Any

from tests.fleet.conftest import Fleet, free_port, same_events, server_events, wait_until, warden
from tests.payloads import SINGLE, base, post, pre, run_hook

MANAGED = {"WARDEN_SESSION": "api", "WARDEN_PROFILE": "t"}


def _pending(fleet: Fleet) -> Any:
    qs = fleet.api("GET", "/api/questions?status=pending").json()
    return qs[0] if qs else None


def test_a_hook_waiting_on_a_machine_gets_the_answer_given_on_the_server(fleet: Fleet) -> None:
    fleet.serve()
    m = fleet.add_machine("m1")
    m.start_relay(fleet.server.url)
    hook: dict[str, Any] = {}
    t = threading.Thread(target=lambda: hook.update(r=run_hook(pre(SINGLE), {**m.env, **MANAGED})))
    t.start()
    q = wait_until(lambda: _pending(fleet), what="the question on the server")
    assert q["hook_waiting"] is True
    s = fleet.api("GET", f"/api/sessions/{q['session_id']}").json()["session"]
    assert s["machine"] == "m1"
    r = fleet.api("POST", f"/api/questions/{q['id']}/answer", json={"choices": ["2"]})
    assert r.status_code == 200, r.text
    assert "relay of machine m1" in r.json()["route"]
    t.join(60)
    out = hook["r"]
    assert out.returncode == 0, out.stderr
    assert out.json["hookSpecificOutput"]["updatedInput"]["answers"] == {SINGLE[0]["question"]: "SQLite"}
    # Claude Code reports back on the machine; the verification there reaches the server
    run_hook(post({SINGLE[0]["question"]: "SQLite"}), {**m.env, **MANAGED})
    done = wait_until(lambda: fleet.api("GET", f"/api/questions/{q['id']}").json()["status"] == "verified"
                      and fleet.api("GET", f"/api/questions/{q['id']}").json(), what="verified on the server")
    assert [(a["decided_by"], a["delivery"]) for a in done["answers"]] == [("human:web", "hook")]
    local = m.store()
    lq = local.question_by_tool_use("toolu_1")
    assert lq["status"] == "verified"
    assert [(a["decided_by"], a["origin"]) for a in local.answers(lq["id"])] == [("human:web", f"server/{done['answers'][0]['id']}")]
    local.close()
    # every event of the machine is on the server, once, in order
    def same() -> bool:
        local = m.store()
        mine = [json.loads(e["payload"]).get("hook_event_name") for e in local.events(limit=1000)]
        local.close()
        srv = fleet.server_store()
        theirs = [e["event"] for e in srv.events(limit=1000)]
        srv.close()
        return mine == theirs
    wait_until(same, what="the same events on both")


def _spool_events(m: Any, n: int, sessions: int = 3) -> None:
    """What hooks of unmanaged sessions write: raw payloads appended to the spool."""
    from warden.capture import spool

    for i in range(n):
        sid = f"sess-{i % sessions}"
        payload = {"session_id": sid, "hook_event_name": "UserPromptSubmit" if i % 2 else "Stop",
                   "cwd": "/tmp/p", "prompt": f"prompt {i}"}
        spool.append(str(m.home), json.dumps(payload).encode(), {})


def test_events_written_while_the_server_is_down_arrive_in_order_once_it_is_back(fleet: Fleet) -> None:
    port = free_port()
    fleet.serve("--port", str(port))
    m = fleet.add_machine("m1")
    m.start_relay(fleet.server.url)
    _spool_events(m, 20)
    wait_until(lambda: same_events(fleet, m), what="the first events on the server")
    fleet.server.proc.send_signal(signal.SIGKILL)
    fleet.server.proc.wait(10)
    _spool_events(m, 60)
    run_hook(pre(SINGLE, tool_use_id="toolu_down"), m.env)  # an observed session asks meanwhile
    time.sleep(1.0)  # the relay drains the spool locally and retries; nothing reaches the server
    fleet.serve("--port", str(port))
    events = wait_until(lambda: same_events(fleet, m), 60, "the backlog on the server")
    assert len(events) == 81 and len({rid for rid, _ in events}) == 81
    srv = fleet.server_store()
    q = srv.question_by_tool_use("toolu_down")
    assert q is not None and q["status"] == "pending" and srv.session_machine(q["session_id"]) == "m1"
    srv.close()


def test_a_relay_killed_mid_shipment_resumes_without_loss_or_duplicates(fleet: Fleet) -> None:
    fleet.serve()
    m = fleet.add_machine("m1")
    _spool_events(m, 1500, sessions=7)
    m.store().close()  # ingested locally before the relay links: its history is shipped too
    m.start_relay(fleet.server.url)

    def some() -> bool:
        srv = fleet.server_store()
        n = len(server_events(srv, "m1"))
        srv.close()
        return 0 < n

    wait_until(some, what="a first shipment")
    m.stop_relay(signal.SIGKILL)
    srv = fleet.server_store()
    partial = len(server_events(srv, "m1"))
    srv.close()
    _spool_events(m, 10)
    m.start_relay(fleet.server.url)
    events = wait_until(lambda: same_events(fleet, m), 90, "every event on the server")
    assert len(events) == 1510 and len({rid for rid, _ in events}) == 1510
    assert partial <= 1510


def test_an_answer_given_while_the_relay_is_away_survives_a_server_restart(fleet: Fleet) -> None:
    port = free_port()
    fleet.serve("--port", str(port))
    m = fleet.add_machine("m1", profile='[profiles.t]\nchain = ["human"]\nbudget = 0.3\n')
    m.start_relay(fleet.server.url)
    run_hook(pre(SINGLE), {**m.env, **MANAGED})  # nobody answers in time: left to the picker
    q = wait_until(lambda: (p := _pending(fleet)) and not p["hook_waiting"] and p, what="the released question")
    m.stop_relay()
    r = fleet.api("POST", f"/api/questions/{q['id']}/answer", json={"choices": ["3"]})
    assert r.status_code == 200, r.text
    fleet.server.proc.send_signal(signal.SIGKILL)  # before any relay could take it
    fleet.server.proc.wait(10)
    fleet.serve("--port", str(port))
    m.start_relay(fleet.server.url)

    def recorded() -> Any:
        local = m.store()
        try:
            lq = local.question_by_tool_use("toolu_1")
            return lq["status"] == "answered" and local.answers(lq["id"])
        finally:
            local.close()

    answers = wait_until(recorded, what="the answer on the machine")
    assert [(a["decided_by"], a["origin"]) for a in answers] == [("human:web", f"server/{r.json()['answer_id']}")]
    srv = fleet.server_store()
    wait_until(lambda: not srv.work_after("m1", 0), what="the work acknowledged")
    acks = [json.loads(e["payload"]) for e in srv.events(event="warden:relay")]
    assert [(a["outcome"], a["kind"]) for a in acks] == [("recorded", "answer")]
    srv.close()


def test_an_answer_the_machine_already_had_is_rejected_and_the_machine_state_wins(fleet: Fleet) -> None:
    fleet.serve()
    m = fleet.add_machine("m1", profile='[profiles.t]\nchain = ["human"]\nbudget = 0.3\n')
    m.start_relay(fleet.server.url)
    run_hook(pre(SINGLE), {**m.env, **MANAGED})
    q = wait_until(lambda: (p := _pending(fleet)) and not p["hook_waiting"] and p, what="the released question")
    m.stop_relay()
    local = warden("answer", "1", "1", env=m.env)  # the person at the machine answers there
    assert local.returncode == 0, local.stderr
    r = fleet.api("POST", f"/api/questions/{q['id']}/answer", json={"choices": ["2"]})
    assert r.status_code == 200, r.text
    m.start_relay(fleet.server.url)

    def settled() -> Any:
        d = fleet.api("GET", f"/api/questions/{q['id']}").json()
        return (d["status"] == "answered" and len(d["answers"]) == 2
                and any(a["delivery"] == "rejected" for a in d["answers"]) and d)

    d = wait_until(settled, what="the machine's state on the server")
    by = {a["decided_by"]: a for a in d["answers"]}
    assert by["human:web"]["delivery"] == "rejected" and by["human:cli"]["delivery"] is None
    acks = [e for e in fleet.api("GET", f"/api/sessions/{q['session_id']}/events").json()
            if e["event"] == "warden:relay"]
    assert acks and "already has an answer by human:cli" in acks[-1]["note"]


def test_a_machine_token_opens_its_own_rows_only(fleet: Fleet) -> None:
    fleet.serve()
    quick = '[profiles.t]\nchain = ["human"]\nbudget = 0.3\n'
    m1, m2 = fleet.add_machine("m1", profile=quick), fleet.add_machine("m2")
    m1.start_relay(fleet.server.url)
    run_hook(pre(SINGLE), {**m1.env, **MANAGED})
    q = wait_until(lambda: _pending(fleet), what="m1's question on the server")
    as_m2 = {"Authorization": f"Bearer {m2.token}"}
    assert fleet.api("GET", "/fleet/v1/hello", headers=as_m2).json()["machine"] == "m2"
    assert fleet.api("GET", "/fleet/v1/hello").status_code == 401  # the board's token is no machine's
    assert fleet.api("GET", "/api/board", headers=as_m2).status_code == 401  # a machine's token opens no board
    assert fleet.api("GET", "/fleet/v1/hello", headers={"Authorization": "Bearer nope"}).status_code == 401
    forged = {"items": [
        {"item": "session", "id": q["session_id"], "row": {"name": "stolen", "state": "ended"}},
        {"item": "event", "id": 1, "row": {"rec_id": "x", "ts": 1.0, "session_id": q["session_id"],
                                           "event": "Stop", "payload": "{}"}},
        {"item": "decision", "id": 1, "row": {"session_id": q["session_id"], "tool_use_id": "toolu_1",
                                              "status": "verified"}, "answers": [], "traces": []},
        {"item": "decision", "id": 2, "row": {"session_id": "m2-own", "tool_use_id": "toolu_1",
                                              "status": "verified"}, "answers": [], "traces": []},
    ]}
    r = fleet.api("POST", "/fleet/v1/ship", json=forged, headers=as_m2)
    assert r.status_code == 200 and r.json() == {"applied": 0, "refused": 4}, r.text
    d = fleet.api("GET", f"/api/questions/{q['id']}").json()
    assert d["status"] == "pending"
    assert fleet.api("GET", f"/api/sessions/{q['session_id']}").json()["session"]["name"] == "api"
    # m2's work is m2's: nothing of m1's comes down to it
    assert fleet.api("POST", f"/api/questions/{q['id']}/answer", json={"choices": ["1"]}).status_code == 200
    assert fleet.api("GET", "/fleet/v1/work?after=0", headers=as_m2).json() == {"work": []}


def test_a_revoked_machine_is_refused_and_its_relay_stops(fleet: Fleet) -> None:
    fleet.serve()
    m = fleet.add_machine("m1")
    m.start_relay(fleet.server.url)
    wait_until(lambda: "relay: machine m1" in m.relay_log(), what="the relay linked")
    r = warden("machines", "revoke", "m1", env=fleet.server_env)
    assert r.returncode == 0, r.stderr
    assert m.relay is not None
    assert m.relay.wait(40) == 2
    assert "was the machine revoked" in m.relay_log()
    listed = warden("machines", "list", "--json", env=fleet.server_env)
    assert json.loads(listed.stdout)[0]["revoked"] is True


def test_the_board_shows_each_sessions_machine_and_each_machines_health(fleet: Fleet) -> None:
    fleet.serve()
    m = fleet.add_machine("m1")
    fleet.add_machine("idle")
    m.start_relay(fleet.server.url)
    run_hook(pre(SINGLE), m.env)
    board = wait_until(lambda: (b := fleet.api("GET", "/api/board").json())["sessions"] and b, what="the session")
    assert [s["machine"] for s in board["sessions"]] == ["m1"]
    health = {h["name"]: h for h in board["machines"]}
    assert health["m1"]["last_seen"] and health["m1"]["backlog"] == 0 and health["m1"]["sessions"] == 1
    assert health["idle"]["last_seen"] is None
    out = warden("machines", "list", env=fleet.server_env).stdout
    assert "m1" in out and "never" in out


def test_a_machines_session_shows_its_last_message_on_the_servers_board(fleet: Fleet) -> None:
    fleet.serve()
    m = fleet.add_machine("m1")
    m.start_relay(fleet.server.url)
    run_hook(base("Stop", stop_hook_active=False, last_assistant_message="All green; shall I open the PR?"), m.env)
    s = wait_until(lambda: next((x for x in fleet.api("GET", "/api/board").json()["sessions"]
                                 if x["last_message"]), None), what="the last message")
    assert s["machine"] == "m1" and s["last_message"] == "All green; shall I open the PR?"
    assert s["display_state"] == "idle" and s["actions"] == ["done"]  # its pane is on the machine


@contextlib.contextmanager
def _machine_pane(tmp_path: Any) -> Iterator[tuple[str, str]]:
    """A tmux pane of the machine, on a private socket, running a shell: (socket, pane)."""
    from tests.realparts import require_tmux

    require_tmux()
    sock = str(tmp_path / "tmux.sock")
    subprocess.run(["tmux", "-S", sock, "-f", "/dev/null", "new-session", "-d", "-s", "fleetq", "-x", "120", "-y", "40"],
                   check=True)
    try:
        yield sock, subprocess.run(["tmux", "-S", sock, "display", "-p", "-t", "fleetq", "#{pane_id}"], check=True,
                                   capture_output=True, text=True).stdout.strip()
    finally:
        subprocess.run(["tmux", "-S", sock, "kill-server"], capture_output=True)


def _managed_in_pane(fleet: Fleet, m: Any, sock: str, pane: str) -> Any:
    """A managed session in the machine's pane, as the server shows it."""
    run_hook(base("UserPromptSubmit", prompt="hello"), {**m.env, **MANAGED, "TMUX_PANE": pane, "TMUX": f"{sock},1,0"})
    return wait_until(lambda: fleet.api("GET", "/api/sessions").json(), what="the session")[0]


def test_a_queue_started_on_the_server_runs_on_the_machine_and_is_cancelled_there(fleet: Fleet, tmp_path: Any) -> None:
    with _machine_pane(tmp_path) as (sock, pane):
        fleet.serve()
        m = fleet.add_machine("m1")
        m.start_relay(fleet.server.url)
        # a managed session in a tmux pane of the machine (a shell: the queue waits for Claude Code's prompt)
        s = _managed_in_pane(fleet, m, sock, pane)
        r = fleet.api("POST", f"/api/sessions/{s['id']}/queue", json={"commands": ["/clear", "/compact"]})
        assert r.status_code == 201, r.text
        server_queue = r.json()["queue"]

        def local_queue() -> Any:
            st = m.store()
            try:
                rows = st.db.all("SELECT * FROM queues")
                return rows[0] if rows else None
            finally:
                st.close()

        local = wait_until(local_queue, what="the queue on the machine")
        assert local["origin"] == f"server/{server_queue}" and local["tmux_pane"] == pane
        # cancelled on the server: the machine cancels it, and the server shows what the machine says
        assert fleet.api("POST", f"/api/sessions/{s['id']}/queue/cancel").status_code == 200
        wait_until(lambda: local_queue()["status"] == "cancelled", what="the queue cancelled on the machine")
        shown = wait_until(lambda: (d := fleet.api("GET", f"/api/sessions/{s['id']}/queue").json())["status"]
                           == "cancelled" and d, what="the queue's end on the server")
        assert shown["queue"] == server_queue
        srv = fleet.server_store()
        acks = [json.loads(e["payload"]) for e in srv.events(event="warden:relay")]
        srv.close()
        assert [(a["kind"], a["outcome"]) for a in acks] == [("queue", "started"), ("queue_cancel", "cancelled")]


def test_doctor_on_a_machine_says_which_server_it_ships_to_and_its_backlog(fleet: Fleet) -> None:
    fleet.serve()
    m = fleet.add_machine("m1")
    assert "✓ fleet" not in warden("doctor", env=m.env).stdout
    m.start_relay(fleet.server.url)
    wait_until(lambda: "relay: machine m1" in m.relay_log(), what="the relay linked")
    out = warden("doctor", env=m.env).stdout
    assert f"machine m1 of {fleet.server.url}" in out and "not shipped yet" in out


def test_a_row_the_server_cannot_take_is_passed_over_and_the_rest_is_shipped(fleet: Fleet) -> None:
    fleet.serve()
    m = fleet.add_machine("m1")
    m.start_relay(fleet.server.url)
    wait_until(lambda: "relay: machine m1" in m.relay_log(), what="the relay linked")
    local = m.store()
    # a session without an id: nothing warden writes, but a store can hold anything
    local.db.execute("INSERT INTO sessions (id, created_at, updated_at) VALUES ('', 1, 1)")
    local.close()
    _spool_events(m, 5)
    events = wait_until(lambda: same_events(fleet, m), what="the events after it on the server")
    assert len(events) == 5
    assert "refused session" in m.relay_log() and "skipped" in m.relay_log()


def _ack(fleet: Fleet, work: int) -> Any:
    """The machine's acknowledgement of work item ``work``, as the server has it."""
    srv = fleet.server_store()
    try:
        acks = [json.loads(e["payload"]) for e in srv.events(event="warden:relay")]
    finally:
        srv.close()
    return next((a for a in acks if a.get("work_id") == work), None)


def test_a_message_sent_on_the_server_is_applied_to_the_machines_pane_and_its_outcome_comes_back(
        fleet: Fleet, tmp_path: Any) -> None:
    with _machine_pane(tmp_path) as (sock, pane):
        fleet.serve()
        m = fleet.add_machine("m1")
        m.start_relay(fleet.server.url)
        s = _managed_in_pane(fleet, m, sock, pane)
        entry = next(e for e in fleet.api("GET", "/api/board").json()["sessions"] if e["id"] == s["id"])
        assert {"message", "interrupt", "stop"} <= set(entry["actions"])  # its pane is on the machine
        # what the server can check it refuses itself, and nothing goes to the machine
        r = fleet.api("POST", f"/api/sessions/{s['id']}/messages", json={"text": "!rm -rf ."})
        assert r.status_code == 422, r.text
        srv = fleet.server_store()
        assert srv.work("m1") == []
        srv.close()
        r = fleet.api("POST", f"/api/sessions/{s['id']}/messages", json={"text": "now add tests for the parser"})
        assert r.status_code == 200, r.text
        assert r.json()["route"] == "machine" and "sent to machine m1" in r.json()["detail"]
        # the machine applies it with a local request's checks, on its own pane: a shell
        # shows no prompt's input box, so the message is refused there, as it would be locally
        ack = wait_until(lambda: _ack(fleet, r.json()["work_id"]), what="the machine's acknowledgement")
        assert (ack["kind"], ack["outcome"], ack["session_id"]) == ("control", "rejected", s["id"])
        assert "a picker or a dialog is open" in ack["detail"]
        # the CLI on the server takes the same path
        out = warden("interrupt", s["id"], env=fleet.server_env)
        assert out.returncode == 0 and "sent to machine m1" in out.stdout, out.stderr
        srv = fleet.server_store()
        interrupt = srv.work("m1")[0]
        srv.close()
        ack = wait_until(lambda: _ack(fleet, int(interrupt["id"])), what="the interrupt's acknowledgement")
        assert ack["outcome"] == "rejected" and "no turn is running" in ack["detail"]
        srv = fleet.server_store()
        assert [(w["kind"], w["outcome"]) for w in srv.work("m1")] == [("control", "rejected")] * 2
        srv.close()
        log = fleet.api("GET", f"/api/sessions/{s['id']}/events").json()
        notes = [e["note"] for e in log if e["event"] in ("WardenControl", "warden:relay")]
        assert any("message (human:web): sent to machine m1" in n for n in notes)
        assert any("control (work #" in n and "rejected: a picker or a dialog is open" in n for n in notes)


def test_the_cli_waits_for_what_the_machine_made_of_a_control(fleet: Fleet, tmp_path: Any) -> None:
    with _machine_pane(tmp_path) as (sock, pane):
        fleet.serve()
        m = fleet.add_machine("m1")
        m.start_relay(fleet.server.url)
        s = _managed_in_pane(fleet, m, sock, pane)
        # the machine's refusal (its pane shows a shell, not a prompt) is said, with exit 1
        out = warden("send", s["id"], "now add tests for the parser", "--wait", "30", env=fleet.server_env)
        assert out.returncode == 1, (out.stdout, out.stderr)
        assert "sent to machine m1" in out.stdout
        assert "on m1: rejected: a picker or a dialog is open" in out.stdout
        srv = fleet.server_store()
        assert [(w["outcome"], "picker or a dialog" in (w["detail"] or "")) for w in srv.work("m1")] == [("rejected", True)]
        srv.close()
        # a machine whose relay is away does not answer: exit 2, and the work stays queued for it
        m.stop_relay()
        out = warden("interrupt", s["id"], "--wait", "1", env=fleet.server_env)
        assert out.returncode == 2, (out.stdout, out.stderr)
        assert "has not acknowledged work #" in out.stderr
        srv = fleet.server_store()
        assert srv.work("m1")[0]["done_at"] is None
        srv.close()
        # it is carried out when the relay is back, and the wait can be made again by anyone
        m.start_relay(fleet.server.url)
        srv = fleet.server_store()
        row = wait_until(lambda: (r := srv.work_item(int(srv.work("m1")[0]["id"]))) and r["done_at"] and r,
                         what="the interrupt's acknowledgement")
        srv.close()
        assert row["outcome"] == "rejected" and "no turn is running" in row["detail"]
