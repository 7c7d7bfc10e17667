"""The board's API in process (Starlette's TestClient): reads, answering with the CLI's
validation, HTTP hooks on the command hook's code path, and the OpenAPI description."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from starlette.routing import Mount, Route
from starlette.testclient import TestClient

from tests.payloads import SINGLE, THREE, base, post, pre, run_hook
from warden.board.app import create_app
from warden.record.ingest import open_store

JSON_HDR = {"content-type": "application/json"}


def ask(questions: list[dict[str, Any]] = THREE, tool_use_id: str = "toolu_1", session: str = "sess-1") -> None:
    r = run_hook(pre(questions, tool_use_id, session))
    assert (r.returncode, r.stdout) == (0, "")


def answer(client: TestClient, qid: int, body: Any) -> Any:
    return client.post(f"/api/questions/{qid}/answer", content=json.dumps(body), headers=JSON_HDR)


def profile_first(home: Path) -> None:
    home.mkdir(parents=True, exist_ok=True)
    (home / "config.toml").write_text('[profiles.t]\nchain = ["first"]\nbudget = 5\n')


# ------------------------------------------------------------------ reads


def test_board_lists_sessions_with_a_pending_badge(client: TestClient) -> None:
    ask()
    ask(SINGLE, "toolu_2", "sess-2")
    b = client.get("/api/board").json()
    assert b["pending"] == 2
    s = {x["id"]: x for x in b["sessions"]}
    assert s["sess-1"]["pending"] == 1
    assert s["sess-1"]["display_state"] == "waiting"
    assert s["sess-1"]["cwd"] == "/tmp/project"
    assert client.get("/api/sessions").json()[0]["id"] in ("sess-1", "sess-2")


def test_session_detail_has_questions_history_and_events(client: TestClient) -> None:
    ask()
    d = client.get("/api/sessions/sess-1").json()
    assert [q["id"] for q in d["pending"]] == [1]
    assert d["pending"][0]["questions"][1]["multiSelect"] is True
    assert d["history"] == []
    assert d["events"][-1]["event"] == "PreToolUse"
    assert "recorded" in d["events"][-1]["note"]
    ev = client.get("/api/sessions/sess-1/events").json()
    assert ev[-1]["payload"]["tool_use_id"] == "toolu_1"
    ask(tool_use_id="toolu_2")
    # limit is clamped to 1..1000: -1 must not become SQLite's "LIMIT -1" (no limit)
    assert len(client.get("/api/sessions/sess-1/events?limit=-1").json()) == 1
    assert len(client.get("/api/sessions/sess-1/events?limit=0").json()) == 1
    assert len(client.get("/api/sessions/sess-1/events?limit=5000").json()) == 2
    assert client.get("/api/sessions/sess-1/events?limit=x").status_code == 422
    assert client.get("/api/sessions/nope").status_code == 404


def test_questions_filter_and_one_question(client: TestClient) -> None:
    ask()
    assert [q["id"] for q in client.get("/api/questions?status=pending").json()] == [1]
    assert client.get("/api/questions?status=verified").json() == []
    assert client.get("/api/questions?status=bogus").status_code == 422
    q = client.get("/api/questions/1").json()
    assert q["status"] == "pending" and q["answers"] == []
    assert client.get("/api/questions/99").status_code == 404


# ------------------------------------------------------------------ answering


def test_answer_with_actions_single_multi_and_typed(client: TestClient, isolated_home: Path) -> None:
    ask()
    r = answer(client, 1, {"actions": [
        {"action": "select", "optionIndex": 1},
        {"action": "multi-select", "selectedIndices": [2, 0], "text": "and docs"},
        {"action": "type", "text": "a typed $(answer)"}]})
    assert r.status_code == 200, r.text
    assert r.json()["hook_waiting"] is False
    store = open_store(str(isolated_home))
    a = store.latest_answer(1)
    assert a["decided_by"] == "human:web"
    assert json.loads(a["answer"]) == {"items": [
        {"kind": "select", "labels": ["SQLite"]},
        {"kind": "multi", "labels": ["Login", "Search"], "text": "and docs"},
        {"kind": "type", "text": "a typed $(answer)"}]}
    assert store.question(1)["status"] == "answered"
    store.close()


def test_answer_with_cli_choices_and_decline(client: TestClient) -> None:
    ask()
    ask(SINGLE, "toolu_2", "sess-2")
    assert answer(client, 1, {"choices": ["2", "1,3", "--extra", "x", "--type", "free"]}).status_code == 200
    r = answer(client, 2, {"decline": "not now"})
    assert r.status_code == 200
    assert r.json()["answer"] == {"decline": "not now"}


def test_answer_is_validated_like_the_cli(client: TestClient) -> None:
    ask()
    cases = [
        ({"actions": []}, "3 question(s) but 0 action(s)"),
        ({"actions": [{"action": "select", "optionIndex": 7}, {"action": "select", "optionIndex": 0},
                      {"action": "select", "optionIndex": 0}]}, "out of range"),
        ({"actions": [{"action": "select", "optionIndex": 0}, {"action": "multi-select", "selectedIndices": []},
                      {"action": "select", "optionIndex": 0}]}, "choose at least one option"),
        ({"actions": [{"action": "type", "text": "  "}, {"action": "select", "optionIndex": 0},
                      {"action": "select", "optionIndex": 0}]}, "text is empty"),
        ({"choices": ["1"]}, "no choice given for question 2"),
        ({"nothing": 1}, "give actions, choices or decline"),
    ]
    for body, message in cases:
        r = answer(client, 1, body)
        assert r.status_code == 422, (body, r.text)
        assert message in r.json()["error"], (body, r.json())
    assert client.get("/api/questions/1").json()["status"] == "pending"


def test_second_answer_conflicts_and_unknown_question(client: TestClient) -> None:
    ask(SINGLE)
    assert answer(client, 1, {"actions": [{"action": "select", "optionIndex": 0}]}).status_code == 200
    r = answer(client, 1, {"actions": [{"action": "select", "optionIndex": 1}]})
    assert r.status_code == 409
    assert "already has an answer by human:web" in r.json()["error"]
    assert answer(client, 42, {"actions": []}).status_code == 404


def test_answer_needs_a_json_body(client: TestClient) -> None:
    ask(SINGLE)
    r = client.post("/api/questions/1/answer", content="actions=1", headers={"content-type": "text/plain"})
    assert r.status_code == 415
    r = client.post("/api/questions/1/answer", content="{not json", headers=JSON_HDR)
    assert r.status_code == 400


# ------------------------------------------------------------------ http hooks


def test_http_hook_of_an_unmanaged_session_is_spooled_and_empty(client: TestClient, isolated_home: Path) -> None:
    r = client.post("/hooks/claude-code", content=json.dumps(pre(SINGLE)), headers=JSON_HDR)
    assert (r.status_code, r.content) == (200, b"")
    assert client.get("/api/questions/1").json()["status"] == "pending"
    store = open_store(str(isolated_home))
    assert store.session("sess-1")["managed"] == 0
    store.close()


def test_http_hook_answers_exactly_like_the_command_hook(client: TestClient, isolated_home: Path) -> None:
    profile_first(isolated_home)
    command = run_hook(pre(THREE, "toolu_cmd", "sess-cmd"), env={"WARDEN_SESSION": "cmd", "WARDEN_PROFILE": "t"})
    r = client.post("/hooks/claude-code", content=json.dumps(pre(THREE, "toolu_http", "sess-http")),
                    headers={**JSON_HDR, "x-warden-session": "web", "x-warden-profile": "t"})
    assert r.status_code == 200
    assert r.headers["content-type"] == "application/json"
    assert r.json() == command.json  # the same hook output, byte for byte in meaning
    answers = r.json()["hookSpecificOutput"]["updatedInput"]["answers"]
    r = client.post("/hooks/claude-code", content=json.dumps(post(answers, THREE, "toolu_http", "sess-http")),
                    headers={**JSON_HDR, "x-warden-session": "web", "x-warden-profile": "t"})
    assert (r.status_code, r.content) == (200, b"")
    q = client.get("/api/questions?session=sess-http").json()[0]
    assert q["status"] == "verified"
    assert q["answers"][-1]["decided_by"] == "first"
    s = client.get("/api/sessions/web").json()["session"]
    assert (s["name"], s["managed"], s["profile"]) == ("web", True, "t")


def test_http_hook_session_from_url_query(client: TestClient, isolated_home: Path) -> None:
    profile_first(isolated_home)
    r = client.post("/hooks/claude-code?session=q&profile=t", content=json.dumps(pre(SINGLE)), headers=JSON_HDR)
    assert r.json()["hookSpecificOutput"]["updatedInput"]["answers"] == {SINGLE[0]["question"]: "PostgreSQL"}


def test_http_hook_matches_config_rules_on_cwd(client: TestClient, isolated_home: Path) -> None:
    isolated_home.mkdir(parents=True, exist_ok=True)
    (isolated_home / "config.toml").write_text(
        '[profiles.t]\nchain = ["first"]\nbudget = 5\n\n[[manage]]\ncwd = "/tmp/project"\nprofile = "t"\n')
    r = client.post("/hooks/claude-code", content=json.dumps(pre(SINGLE)), headers=JSON_HDR)
    assert r.json()["hookSpecificOutput"]["permissionDecision"] == "allow"


def test_http_hook_fails_open(client: TestClient, isolated_home: Path) -> None:
    profile_first(isolated_home)
    hdr = {**JSON_HDR, "x-warden-session": "web", "x-warden-profile": "missing-profile"}
    for body in (b"{not json", b"[]", json.dumps(pre([{"question": "no options"}])).encode(),
                 json.dumps(pre(SINGLE)).encode()):
        r = client.post("/hooks/claude-code", content=body, headers=hdr)
        assert (r.status_code, r.content) == (200, b""), body
    notes = [e["note"] for e in client.get("/api/sessions/sess-1/events").json()]
    assert any("profile could not be loaded" in (n or "") for n in notes), notes


def test_http_hooks_without_a_tool_reach_the_workflow_driver(client: TestClient, isolated_home: Path,
                                                               monkeypatch: Any) -> None:
    # Stop/UserPromptSubmit carry no tool_name: they are keyed (event, "") in hook.ACT
    from tests.workflow.test_hook_workflow import SID, session, stop
    from warden.workflow import queue as q
    from warden.workflow import on_hook as workflow

    isolated_home.mkdir(parents=True, exist_ok=True)
    (isolated_home / "config.toml").write_text('[profiles.p]\nchain = ["human"]\ncontinue_via = "block"\n')
    s = session(isolated_home)
    qid = q.start(s, SID, ["/gsd:execute-phase 1", "Run the tests; fix what fails."], "human:cli")
    q.mark_typed(s, q.claim(s, qid)["id"])
    seen: list[str] = []
    real = workflow.on_event

    def spy(hc: Any) -> str | None:
        seen.append(hc.payload["hook_event_name"])
        return real(hc)

    monkeypatch.setattr(workflow, "on_event", spy)
    hdr = {**JSON_HDR, "x-warden-session": "api", "x-warden-profile": "p", "x-warden-pane": "%3",
           "x-warden-tmux": "/tmp/warden-none/sock,1,0"}
    r = client.post("/hooks/claude-code", headers=hdr, content=json.dumps(
        base("UserPromptSubmit", SID, prompt="/gsd:execute-phase 1", prompt_id="p-1")))
    assert (r.status_code, r.content) == (200, b"")
    r = client.post("/hooks/claude-code", headers=hdr, content=json.dumps(stop(message="executed")))
    assert r.json() == {"decision": "block", "reason": "Run the tests; fix what fails."}
    assert seen == ["UserPromptSubmit", "Stop"]
    assert [c["result"] for c in q.report(s, qid)["commands"]][:1] == ["executed"]
    s.close()


def test_http_stop_with_a_brain_asks_the_brain(client: TestClient, isolated_home: Path) -> None:
    from tests.workflow.test_hook_workflow import session, stop

    isolated_home.mkdir(parents=True, exist_ok=True)
    (isolated_home / "config.toml").write_text('[profiles.p]\nchain = ["human"]\nworkflow = "suggested"\n')
    session(isolated_home).close()
    hdr = {**JSON_HDR, "x-warden-session": "api", "x-warden-profile": "p", "x-warden-pane": "%3",
           "x-warden-tmux": "/tmp/warden-none/sock,1,0"}
    r = client.post("/hooks/claude-code", headers=hdr, content=json.dumps(stop()))
    assert (r.status_code, r.content) == (200, b"")
    st = open_store(str(isolated_home))
    notes = [e["note"] or "" for e in st.events() if e["event"] == "Stop"]
    st.close()
    assert "asking the suggested brain for the next commands" in notes[0]
    # the detached brain starts a queue, which cannot type into a pane that does not exist
    end = time.monotonic() + 60
    row = None
    while time.monotonic() < end:
        st = open_store(str(isolated_home))
        row = st.db.execute("SELECT started_by, status FROM queues").fetchone()
        st.close()
        if row is not None and row["status"] != "active":
            break
        time.sleep(0.2)
    assert row is not None and (row["started_by"], row["status"]) == ("brain:suggested", "failed")


# ------------------------------------------------------------------ documentation


def test_every_route_is_in_the_openapi_description(client: TestClient) -> None:
    doc = client.get("/api/openapi.json").json()
    assert doc["openapi"].startswith("3.")
    documented = {(path, m.upper()) for path, ops in doc["paths"].items() for m in ops}
    app = client.app
    for route in app.routes:  # type: ignore[attr-defined]
        if isinstance(route, Mount) or route.path == "/":
            continue
        assert isinstance(route, Route)
        for method in route.methods or ():
            if method == "HEAD":
                continue
            assert (route.path, method) in documented, f"{method} {route.path} is not documented"


def test_queue_endpoints_only_with_the_driver(isolated_home: Path, monkeypatch: Any) -> None:
    from warden.board import app as app_module

    monkeypatch.setattr(app_module, "queue_available", lambda: False)
    from tests.board.conftest import bearer

    with TestClient(create_app(str(isolated_home), live=False), base_url="http://localhost",
                    headers=bearer(isolated_home)) as c:
        assert "/api/sessions/{ref}/queue" not in c.get("/api/openapi.json").json()["paths"]
        assert c.get("/api/sessions/x/queue").status_code == 404


def test_queue_endpoints_refuse_and_start_like_the_cli(client: TestClient, isolated_home: Path) -> None:
    ask(SINGLE)  # an observed session
    body = json.dumps({"commands": ["/clear", "/gsd:plan-phase 1"]})
    r = client.post("/api/sessions/sess-1/queue", content=body, headers=JSON_HDR)
    assert r.status_code == 422 and "observed" in r.json()["error"]
    assert client.get("/api/sessions/sess-1/queue").json() == {"queue": None}
    assert client.post("/api/sessions/sess-1/queue/cancel", content="{}", headers=JSON_HDR).status_code == 404
    assert client.post("/api/sessions/nope/queue", content=body, headers=JSON_HDR).status_code == 404
    r = client.post("/api/sessions/sess-1/queue", content=json.dumps({"commands": "x"}), headers=JSON_HDR)
    assert r.status_code == 422
    # a managed session in a tmux pane (one that does not exist: the worker will fail to type);
    # the socket is a socket of this user's (warden records no other), but no tmux server's
    import socket

    profile_first(isolated_home)
    fake = socket.socket(socket.AF_UNIX)
    fake.bind(f"{isolated_home}/no-tmux")
    run_hook(pre(SINGLE, "toolu_q", "sess-q"), env={"WARDEN_SESSION": "q", "WARDEN_PROFILE": "t",
                                                   "TMUX_PANE": "%999", "TMUX": f"{isolated_home}/no-tmux,1,0"})
    r = client.post("/api/sessions/q/queue", content=body, headers=JSON_HDR)
    assert r.status_code == 201, r.text
    rep = r.json()
    assert [c["command"] for c in rep["commands"]] == ["/clear", "/gsd:plan-phase 1"]
    assert rep["commands"][0]["awaits"] == "SessionStart:clear"
    shown = client.get("/api/sessions/q/queue").json()
    assert shown["queue"] == rep["queue"]
    assert client.get("/api/sessions/q").json()["session"]["queue"] in ("active", "failed", "cancelled")


def test_session_meta_headers_win_over_url_query() -> None:
    from warden.capture.http import meta_from

    http = {"via": "http"}  # ingestion lets such a request set only the pane of a session it starts
    assert meta_from({}, {}) == http
    assert meta_from({"x-warden-session": "", "x-warden-pane": ""}, {}) == http  # unset variables arrive empty
    assert meta_from({}, {"session": "q", "profile": "p"}) == {**http, "managed": "1", "name": "q", "profile": "p"}
    m = meta_from({"x-warden-session": "h", "x-warden-pane": "%3", "x-warden-tmux": "/tmp/tmux-0/default,12,0"},
                  {"session": "q", "profile": "p"})
    assert m == {**http, "managed": "1", "name": "h", "profile": "p", "pane": "%3", "socket": "/tmp/tmux-0/default"}
