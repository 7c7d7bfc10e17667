"""A machine's relay against a real `warden serve`: events go up in order, answers given
on the server come down to the waiting hook or to keystroke delivery, outcomes go back
up; nothing is lost or doubled when the relay or the server dies."""

from __future__ import annotations

import json
import threading
from typing import Any

from tests.fleet.conftest import Fleet, wait_until
from tests.payloads import SINGLE, post, pre, run_hook

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
