"""The scripted model server, over HTTP, without Claude Code."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from warden.sandbox.model_server import (
    ScriptedModelServer,
    ScriptError,
    builtin_scripts,
    load_script,
    parse_answer_details,
    parse_answers,
)
from warden.askuser.tool_result import classify_result
from warden.sandbox.model_server.script import read_turn

Q_DB = "Which database should the orders service use?"
REMINDER = "<system-reminder>\nAttribution for git commits ...\n</system-reminder>\n"
ASK_TOOLS = [{"name": "AskUserQuestion", "input_schema": {}}, {"name": "Bash", "input_schema": {}}]
REJECTED = ("The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it "
            "was a file edit, the new_string was NOT written to the file). STOP what you are doing and "
            "wait for the user to tell you how to proceed.")

SCRIPT = {
    "default": {"text": "default reply for: {prompt}"},
    "side": {"text": "side-ok"},
    "rules": [
        {"match": "database", "steps": [
            {"kind": "ask", "text": "One decision first.", "questions": [
                {"question": Q_DB, "header": "Database",
                 "options": [{"label": "PostgreSQL", "description": "relational"},
                             {"label": "SQLite", "description": "a file"}]}]},
            {"kind": "text", "text": "Got: {answers} / {answer} / {outcome}"},
        ]},
        {"regex": r"\bdeploy\b", "steps": [
            {"kind": "tool", "tool": "Bash", "input": {"command": "echo hi", "description": "say hi"}},
            {"kind": "text", "text": "bash said: {result}"},
        ]},
    ],
}


def post(url: str, body: dict, path: str = "/v1/messages?beta=true") -> tuple[int, str, bytes]:
    req = urllib.request.Request(url + path, data=json.dumps(body).encode(), method="POST",
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=5) as r:
        return r.status, r.headers.get("Content-Type", ""), r.read()


def get_json(url: str, path: str):
    with urllib.request.urlopen(url + path, timeout=5) as r:
        return json.loads(r.read())


def parse_sse(raw: bytes) -> list[tuple[str, dict]]:
    events = []
    for chunk in raw.decode().split("\n\n"):
        if not chunk.strip():
            continue
        lines = dict(line.split(": ", 1) for line in chunk.splitlines())
        events.append((lines["event"], json.loads(lines["data"])))
    return events


def assemble(events: list[tuple[str, dict]]) -> dict:
    """Rebuild the message from stream events, as a client does."""
    msg: dict = {}
    partial: dict[int, str] = {}
    for name, data in events:
        if name == "message_start":
            msg = data["message"]
        elif name == "content_block_start":
            msg["content"].append(dict(data["content_block"]))
        elif name == "content_block_delta":
            block = msg["content"][data["index"]]
            if data["delta"]["type"] == "text_delta":
                block["text"] += data["delta"]["text"]
            else:
                partial[data["index"]] = partial.get(data["index"], "") + data["delta"]["partial_json"]
        elif name == "content_block_stop":
            if data["index"] in partial:
                msg["content"][data["index"]]["input"] = json.loads(partial.pop(data["index"]))
        elif name == "message_delta":
            msg["stop_reason"] = data["delta"]["stop_reason"]
            msg["usage"].update(data["usage"])
    return msg


def first_turn(text: str) -> list[dict]:
    """The shape of Claude Code 2.1.332's first request: reminder + prompt, then a system message."""
    return [
        {"role": "user", "content": [{"type": "text", "text": REMINDER}, {"type": "text", "text": text}]},
        {"role": "system", "content": [{"type": "text", "text": "# Environment\n..."}]},
    ]


SESSION = "2c8462bf-2647-42eb-9d3e-8aae6ee1a701"


def main_body(messages: list[dict], stream: bool = True) -> dict:
    return {"model": "claude-opus-5-5", "max_tokens": 1000, "stream": stream, "tools": ASK_TOOLS,
            "metadata": {"user_id": json.dumps({"device_id": "d", "account_uuid": "", "session_id": SESSION})},
            "system": [{"type": "text", "text": "You are Claude Code"}], "messages": messages}


def after_tool(messages: list[dict], reply: dict, result_text: str, is_error: bool = False,
               extra: list[dict] | None = None) -> list[dict]:
    tool_use = next(b for b in reply["content"] if b["type"] == "tool_use")
    result = {"type": "tool_result", "tool_use_id": tool_use["id"], "content": result_text}
    if is_error:
        result["is_error"] = True
    return messages + [{"role": "assistant", "content": reply["content"]},
                       {"role": "user", "content": [result] + (extra or [])}]


@pytest.fixture
def server():
    with ScriptedModelServer(SCRIPT) as s:
        yield s


def call(server: ScriptedModelServer, messages: list[dict], stream: bool = True) -> dict:
    status, ctype, raw = post(server.url, main_body(messages, stream))
    assert status == 200
    if stream:
        assert ctype.startswith("text/event-stream")
        return assemble(parse_sse(raw))
    assert ctype.startswith("application/json")
    return json.loads(raw)


# --- protocol -----------------------------------------------------------------------


def test_stream_events_and_tool_use(server):
    status, ctype, raw = post(server.url, main_body(first_turn("pick a database")))
    events = parse_sse(raw)
    names = [n for n, _ in events]
    assert names[0] == "message_start" and names[-2:] == ["message_delta", "message_stop"]
    assert "input_json_delta" in {d["delta"]["type"] for n, d in events if n == "content_block_delta"}
    assert "text_delta" in {d["delta"]["type"] for n, d in events if n == "content_block_delta"}
    msg = assemble(events)
    assert msg["stop_reason"] == "tool_use"
    assert msg["model"] == "claude-opus-5-5"
    assert msg["content"][0] == {"type": "text", "text": "One decision first."}
    tool = msg["content"][1]
    assert tool["name"] == "AskUserQuestion" and tool["id"].startswith("toolu_")
    q = tool["input"]["questions"][0]
    assert q["question"] == Q_DB and q["multiSelect"] is False
    assert [o["label"] for o in q["options"]] == ["PostgreSQL", "SQLite"]


def test_non_streaming_and_any_model(server):
    body = main_body(first_turn("hello"), stream=False)
    body["model"] = "some-model-name"
    status, ctype, raw = post(server.url, body)
    msg = json.loads(raw)
    assert msg["type"] == "message" and msg["model"] == "some-model-name"
    assert msg["stop_reason"] == "end_turn"
    assert msg["content"] == [{"type": "text", "text": "default reply for: hello"}]


def test_count_tokens_and_unknown_paths(server):
    status, _, raw = post(server.url, main_body(first_turn("x")), "/v1/messages/count_tokens?beta=true")
    assert status == 200 and json.loads(raw)["input_tokens"] > 0
    status, _, raw = post(server.url, {"anything": 1}, "/api/whatever")
    assert status == 200
    req = urllib.request.Request(server.url + "/api/hello", method="HEAD")
    with urllib.request.urlopen(req, timeout=5) as r:
        assert r.status == 200
    assert get_json(server.url, "/v1/models") == {}
    kinds = [r.kind for r in server.requests()]
    assert kinds == ["count_tokens", "other", "other", "other"]


def test_bad_json_does_not_hang(server):
    req = urllib.request.Request(server.url + "/v1/messages", data=b"{not json", method="POST")
    with urllib.request.urlopen(req, timeout=5) as r:
        assert r.status == 200


# --- reading the conversation ----------------------------------------------------------


def test_rule_matching_substring_regex_default(server):
    assert call(server, first_turn("Pick a DATABASE please"))["stop_reason"] == "tool_use"
    tool = call(server, first_turn("please deploy it"))["content"][0]
    assert tool["name"] == "Bash" and tool["input"]["command"] == "echo hi"
    assert call(server, first_turn("redeployment"))["content"][0]["text"].startswith("default reply")
    assert [r.rule for r in server.requests()] == ["database", r"\bdeploy\b", "default"]


def test_step_index_counts_tool_results_after_user_text(server):
    msgs = first_turn("pick a database")
    reply = call(server, msgs)
    answered = f'Your questions have been answered: "{Q_DB}"="SQLite". You can now continue with these answers in mind.'
    msgs2 = after_tool(msgs, reply, answered)
    final = call(server, msgs2)
    assert final["stop_reason"] == "end_turn"
    assert final["content"][0]["text"] == f"Got: {Q_DB} \u2192 SQLite / SQLite / answered"
    # A finished rule answers with the done text instead of replaying.
    msgs3 = after_tool(msgs2, reply, "x")
    assert read_turn(main_body(msgs3)).tool_results == 2
    assert call(server, msgs3)["content"][0]["text"] == "Done."
    assert [r.step for r in server.requests()] == [0, 1, 2]


def test_interrupted_marker_and_new_prompt_start_over(server):
    msgs = first_turn("pick a database")
    reply = call(server, msgs)
    # After Escape, Claude Code sends nothing; the next prompt carries the rejection,
    # the interruption marker and the new text in one user message.
    msgs2 = after_tool(msgs, reply, REJECTED, is_error=True, extra=[
        {"type": "text", "text": "[Request interrupted by user for tool use]\n"},
        {"type": "text", "text": "what about a database?"}])
    turn = read_turn(main_body(msgs2))
    assert turn.user_text == "what about a database?" and turn.tool_results == 0
    assert call(server, msgs2)["stop_reason"] == "tool_use"


def test_string_content_and_reminder_only_messages():
    body = main_body([
        {"role": "user", "content": "plain string prompt"},
        {"role": "assistant", "content": [{"type": "text", "text": "ok"}]},
        {"role": "user", "content": [{"type": "text", "text": REMINDER}]},
    ])
    turn = read_turn(body)
    assert turn.user_text == "plain string prompt" and turn.tool_results == 0


def test_slash_command_text_is_user_text():
    body = main_body([{"role": "user", "content": [
        {"type": "text", "text": "<command-message>gsd:plan-phase</command-message>\n"
                                 "<command-name>/gsd:plan-phase</command-name>\n<command-args>1</command-args>"}]}])
    assert read_turn(body).user_text == "/gsd:plan-phase 1"


# --- side requests -------------------------------------------------------------------


def test_side_requests_do_not_touch_the_script(server):
    title = {  # the shape of 2.1.332's session-title request
        "model": "claude-opus-5-5", "max_tokens": 128000, "stream": True, "tools": [],
        "system": [{"type": "text", "text": "You are naming a coding session ... Return JSON with a single \"title\" field."}],
        "output_config": {"format": {"type": "json_schema", "schema": {
            "type": "object", "properties": {"title": {"type": "string"}}, "required": ["title"],
            "additionalProperties": False}}},
        "messages": [{"role": "user", "content": [{"type": "text", "text": "<session>\npick a database\n</session>\n\nWrite the title ..."}]}],
    }
    status, _, raw = post(server.url, title)
    msg = assemble(parse_sse(raw))
    assert json.loads(msg["content"][0]["text"]) == {"title": "Pick a database"}
    # No tools at all: the script's side text.
    status, _, raw = post(server.url, {"model": "m", "max_tokens": 1, "messages": [
        {"role": "user", "content": "pick a database"}]})
    assert json.loads(raw)["content"][0]["text"] == "side-ok"
    assert [r.kind for r in server.requests()] == ["side", "side"]
    assert server.tool_calls() == []
    # The main conversation still starts at step 0.
    assert call(server, first_turn("pick a database"))["stop_reason"] == "tool_use"


# --- recording --------------------------------------------------------------------


def test_recording_tool_calls_and_results(server):
    msgs = first_turn("pick a database")
    t0 = time.time()
    reply = call(server, msgs)
    [c] = server.tool_calls()
    assert c.tool_use_id == reply["content"][1]["id"]
    assert c.questions[0]["question"] == Q_DB
    assert c.sent_at >= t0 and c.result_at is None and c.latency is None
    assert c.session_id == SESSION and server.requests()[0].session_id == SESSION
    text = f'Your questions have been answered: "{Q_DB}"="PostgreSQL". You can now continue with these answers in mind.'
    call(server, after_tool(msgs, reply, text))
    c = server.wait_for_result(0, timeout=2)
    assert c.result_text == text and c.is_error is False and c.outcome == "answered"
    assert c.answers == {Q_DB: "PostgreSQL"}
    assert c.latency is not None and c.latency >= 0 and c.result_at >= c.sent_at
    # The same over HTTP, for tests in another process.
    [d] = get_json(server.url, "/_scripted/tool_calls")
    assert d["tool_use_id"] == c.tool_use_id and d["answers"] == {Q_DB: "PostgreSQL"}
    assert d["questions"][0]["question"] == Q_DB and d["latency"] == pytest.approx(c.latency)
    reqs = get_json(server.url, "/_scripted/requests")
    assert [r["kind"] for r in reqs] == ["main", "main"]
    assert reqs[0]["body"]["messages"][0]["content"][1]["text"] == "pick a database"
    assert reqs[0]["response"]["stop_reason"] == "tool_use"
    assert {"time", "monotonic", "user_text", "rule", "step"} <= set(reqs[0])
    assert get_json(server.url, "/_scripted/requests?since=1")[0]["seq"] == reqs[1]["seq"]
    # Non-AskUserQuestion tool calls are listed with name=all.
    assert get_json(server.url, "/_scripted/tool_calls?name=all")[0]["name"] == "AskUserQuestion"
    urllib.request.urlopen(urllib.request.Request(server.url + "/_scripted/reset", method="POST"), timeout=5)
    assert server.requests() == [] and server.tool_calls() == []


def test_wait_for_times_out(server):
    with pytest.raises(TimeoutError):
        server.wait_for(lambda s: s.tool_calls(), timeout=0.1)
    assert server.wait_for(lambda s: 42, timeout=0.1) == 42


def test_log_file(tmp_path):
    log = tmp_path / "log.jsonl"
    with ScriptedModelServer("single", log_path=log) as s:
        post(s.url, main_body(first_turn("pick a database")))
    [line] = log.read_text().splitlines()
    assert json.loads(line)["rule"] == "database"


# --- tool_result texts ---------------------------------------------------------------


Q2 = 'Which checks should run on every pull request?'
MULTI = ('Your questions have been answered: "Which test runner should the package use?"="pytest", '
         f'"{Q2}"="Unit tests, Linting", "Where should tagged releases be published?"="Private index". '
         'You can now continue with these answers in mind.')
TYPED = ('The user answered: "What should it be called?"="reconcile". Read the answers carefully \u2014 they '
         'may request clarification, changes, or that you not proceed \u2014 and follow what they actually say.')
CHAT = ("The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file "
        "edit, the new_string was NOT written to the file). To tell you how to proceed, the user said:\n"
        "The user wants to clarify these questions.\n    This means they may have additional information, "
        "context or questions for you.\n\n    Questions asked:\n- \"Which database?\"\n  (No answer provided)")


@pytest.mark.parametrize("known", [True, False])
def test_parse_multi(known):
    qs = ["Which test runner should the package use?", Q2, "Where should tagged releases be published?"]
    assert parse_answers(MULTI, qs if known else None) == {
        qs[0]: "pytest", Q2: "Unit tests, Linting", qs[2]: "Private index"}
    assert classify_result(MULTI) == "answered"


def test_parse_typed_declined_chat():
    assert parse_answers(TYPED) == {"What should it be called?": "reconcile"}
    assert classify_result(TYPED) == "freeform"
    assert parse_answers(REJECTED) == {} and classify_result(REJECTED, True) == "declined"
    assert parse_answers(CHAT) == {} and classify_result(CHAT, True) == "chat"
    assert classify_result("The user did not answer the questions.") == "unanswered"


def test_parse_awkward_text_with_known_questions():
    q1, q2 = 'Use "strict" mode, or not?', "Pick a=b option"
    text = (f'Your questions have been answered: "{q1}"="Yes, "strict"", "{q2}"="a=b, c". '
            "You can now continue with these answers in mind.")
    assert parse_answers(text, [q1, q2]) == {q1: 'Yes, "strict"', q2: "a=b, c"}


def test_parse_notes_and_preview():
    text = ('The user answered: "Q1"="A" notes: keep it short, "Q2"=(no option selected) notes: later. '
            'Read the answers carefully \u2014 they may request clarification, changes, or that you not '
            'proceed \u2014 and follow what they actually say.')
    details = parse_answer_details(text, ["Q1", "Q2"])
    assert details["Q1"] == {"answer": "A", "notes": "keep it short", "preview": None}
    assert details["Q2"]["answer"] is None and details["Q2"]["notes"] == "later"
    assert parse_answers(text, ["Q1", "Q2"]) == {"Q1": "A"}
    hook = 'Your questions have been answered: "Q"="B" selected preview:\n<pre>x</pre>. You can now continue with these answers in mind.'
    assert parse_answer_details(hook, ["Q"])["Q"] == {"answer": "B", "notes": None, "preview": "<pre>x</pre>"}


# --- scripts -----------------------------------------------------------------------


def test_builtin_scripts_load():
    assert {"single", "three", "freetext", "demo"} <= set(builtin_scripts())
    three = load_script("three")
    qs = three.rules[0].steps[0].questions
    assert len(qs) == 3 and [q["multiSelect"] for q in qs] == [False, True, False]
    demo = load_script("demo")
    kinds = [s.kind for s in demo.rules[0].steps]
    assert kinds == ["ask", "ask", "ask", "ask", "ask", "text"]
    assert any(o["label"] == "You decide" for o in demo.rules[0].steps[1].questions[0]["options"])
    assert "/gsd:plan-phase 1" in demo.rules[0].steps[-1].text and "/clear" in demo.rules[0].steps[-1].text


def test_json_script_and_errors(tmp_path):
    p = tmp_path / "s.json"
    p.write_text(json.dumps({"rules": [{"match": "x", "steps": ["plain text step"]}]}))
    assert load_script(p).rules[0].steps[0].text == "plain text step"
    bad = tmp_path / "bad.toml"
    bad.write_text('[[rules]]\nsteps = [{kind = "ask"}]\n')
    with pytest.raises(ScriptError):
        load_script(bad)
    with pytest.raises(ScriptError):
        load_script("no-such-builtin")
    with pytest.raises(ScriptError):
        load_script({"rules": [{"match": "x", "steps": [{"kind": "dance"}]}]})


def test_demo_summary_lists_all_answers():
    script = load_script("demo")
    with ScriptedModelServer(script) as s:
        msgs = first_turn("start a new project for an expense tracker")
        reply = call(s, msgs)
        answers = ["Yes, create them", "You decide", "Receipt upload, CSV export"]
        for i, label in enumerate(answers):
            q = next(b for b in reply["content"] if b["type"] == "tool_use")["input"]["questions"][0]["question"]
            msgs = after_tool(msgs, reply, f'Your questions have been answered: "{q}"="{label}". '
                                           "You can now continue with these answers in mind.")
            reply = call(s, msgs)
        multi = next(b for b in reply["content"] if b["type"] == "tool_use")["input"]["questions"]
        assert len(multi) == 3
        pairs = ", ".join(f'"{q["question"]}"="{q["options"][0]["label"]}"' for q in multi)
        msgs = after_tool(msgs, reply, f"Your questions have been answered: {pairs}. "
                                       "You can now continue with these answers in mind.")
        reply = call(s, msgs)
        q = next(b for b in reply["content"] if b["type"] == "tool_use")["input"]["questions"][0]["question"]
        msgs = after_tool(msgs, reply, f'The user answered: "{q}"="An audit log". Read the answers carefully.')
        final = call(s, msgs)["content"][0]["text"]
        assert "Create the planning files in .planning/ now? \u2192 Yes, create them" in final
        assert "Which features belong in v1? \u2192 Receipt upload, CSV export" in final
        assert "Which stack should the backend use? \u2192 FastAPI + PostgreSQL" in final
        assert "/gsd:plan-phase 1" in final


# --- the command line -----------------------------------------------------------------


def test_cli_serves_until_killed(tmp_path):
    port_file = tmp_path / "port"
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[2] / "src"))
    proc = subprocess.Popen([sys.executable, "-m", "warden.sandbox.model_server", "--script", "single",
                             "--port-file", str(port_file), "--log", str(tmp_path / "log")],
                            stdout=subprocess.PIPE, text=True, env=env)
    try:
        url = proc.stdout.readline().strip()
        assert url.startswith("http://127.0.0.1:")
        assert port_file.read_text() == url.rsplit(":", 1)[1]
        assert get_json(url, "/_scripted/health")["script"] == "single"
        post(url, main_body(first_turn("pick a database")))
        assert get_json(url, "/_scripted/tool_calls")[0]["questions"][0]["question"] == Q_DB
    finally:
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=5) == 0


def test_a_slow_steps_request_is_listed_as_arrived_before_it_is_answered():
    import threading

    with ScriptedModelServer("control") as s:
        def slow_post() -> None:
            try:
                post(s.url, main_body(first_turn("go slow please")))
            except OSError:
                pass  # the step's delay outlasts the client's timeout, or the server stopped: expected

        t = threading.Thread(target=slow_post, daemon=True)
        t.start()
        got = s.wait_for(lambda m: m.arrived("main"), timeout=10)
        assert got[0].user_text == "go slow please" and got[0].rule == "slow"
        assert s.requests("main") == []  # its answer is still held back (the step's delay)
        s.reset()
        assert s.arrived() == []
