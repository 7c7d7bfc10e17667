"""The scripted model server's side rules: answering clients other than Claude Code's turns."""

from __future__ import annotations

import json
import urllib.request

from warden.sandbox.model_server import ScriptedModelServer

SCRIPT = {
    "rules": [
        {"match": "decide for the user", "side": True, "steps": [{"kind": "text", "text": '{"answers": []}'}]},
        {"match": "database", "steps": [{"kind": "text", "text": "main reply"}]},
    ],
    "side": {"text": "side-ok"},
}


def post(url: str, body: dict) -> dict:
    req = urllib.request.Request(url + "/v1/messages", data=json.dumps(body).encode(),
                                 headers={"Content-Type": "application/json"}, method="POST")
    with urllib.request.urlopen(req, timeout=10) as r:
        return json.loads(r.read())


def test_a_side_rule_answers_a_matching_side_request_only() -> None:
    with ScriptedModelServer(SCRIPT) as server:
        msg = {"role": "user", "content": "Please decide for the user: which database?"}
        side = post(server.url, {"model": "m", "max_tokens": 10, "messages": [msg]})
        assert side["content"][0]["text"] == '{"answers": []}'
        other = post(server.url, {"model": "m", "max_tokens": 10, "messages": [{"role": "user", "content": "hi"}]})
        assert other["content"][0]["text"] == "side-ok"
        # a turn of Claude Code (AskUserQuestion among the tools) never plays a side rule
        main = post(server.url, {"model": "m", "max_tokens": 10, "messages": [msg],
                                 "tools": [{"name": "AskUserQuestion", "input_schema": {}}]})
        assert main["content"][0]["text"] == "main reply"
        assert [(r.kind, r.rule) for r in server.requests()] == [("side", "decide for the user"), ("side", None),
                                                                 ("main", "database")]
