"""The OpenAPI description of the board's API, served at ``/api/openapi.json``.

Written by hand beside the routes; a test fails when a route of the app is missing
here, so the two cannot drift apart.
"""

from __future__ import annotations

from typing import Any

from warden.board.responses import REF, error_docs as _errors, ok_doc
from warden.store import STATUSES


QID = {"name": "qid", "in": "path", "required": True, "schema": {"type": "integer"}}

ACTION = {
    "type": "object",
    "description": "One action per question of the call, option indices 0-based.",
    "oneOf": [
        {"properties": {"action": {"const": "select"}, "optionIndex": {"type": "integer"}},
         "required": ["action", "optionIndex"]},
        {"properties": {"action": {"const": "multi-select"}, "selectedIndices": {"type": "array", "items": {"type": "integer"}},
                        "text": {"type": "string", "description": "a typed extra (Type something)"}},
         "required": ["action", "selectedIndices"]},
        {"properties": {"action": {"const": "type"}, "text": {"type": "string"}}, "required": ["action", "text"]},
        {"properties": {"action": {"const": "chat"}, "text": {"type": "string"}}, "required": ["action", "text"]},
    ],
}


def openapi(queue: bool = False) -> dict[str, Any]:
    paths: dict[str, Any] = {
        "/favicon.ico": {"get": {"summary": "No icon (204)", "security": [], "responses": {"204": {"description": "empty"}}}},
        "/api/info": {"get": {"summary": "Server version and whether a token is required",
                              "security": [], "responses": ok_doc("info")}},
        "/api/login": {"post": {
            "summary": "Trade the token for an HttpOnly cookie (the page's login form)", "security": [],
            "requestBody": {"content": {"application/json": {"schema": {
                "type": "object", "properties": {"token": {"type": "string"}}, "required": ["token"]}}}},
            "responses": {**ok_doc("cookie set"), **_errors(401, 403, 413)}}},
        "/api/openapi.json": {"get": {"summary": "This description", "responses": ok_doc("OpenAPI 3.1")}},
        "/api/board": {"get": {"summary": "Every session and the number of questions waiting for a decision",
                               "responses": {**ok_doc("the board", {"$ref": "#/components/schemas/Board"}), **_errors(401)}}},
        "/api/sessions": {"get": {"summary": "Sessions, most recently active first",
                                  "responses": {**ok_doc("sessions", {"type": "array", "items": {"$ref": "#/components/schemas/Session"}}),
                                                **_errors(401)}}},
        "/api/sessions/{ref}": {"get": {
            "summary": "One session: its open questions, its history and its recent events",
            "parameters": [REF],
            "responses": {**ok_doc("the session", {"$ref": "#/components/schemas/SessionDetail"}), **_errors(401, 404)}}},
        "/api/sessions/{ref}/events": {"get": {
            "summary": "The session's event log with hook payloads, oldest first",
            "parameters": [REF, {"name": "after", "in": "query", "schema": {"type": "integer"}},
                           {"name": "limit", "in": "query", "schema": {"type": "integer", "maximum": 1000}}],
            "responses": {**ok_doc("events", {"type": "array", "items": {"$ref": "#/components/schemas/Event"}}),
                          **_errors(401, 404)}}},
        "/api/questions": {"get": {
            "summary": "Questions, newest first",
            "parameters": [{"name": "status", "in": "query", "schema": {"type": "string", "enum": list(STATUSES)}},
                           {"name": "session", "in": "query", "schema": {"type": "string"}}],
            "responses": {**ok_doc("questions", {"type": "array", "items": {"$ref": "#/components/schemas/Question"}}),
                          **_errors(401, 404, 422)}}},
        "/api/questions/{qid}": {"get": {
            "summary": "One question with every answer (who decided, how delivered) and the answer chain's trace",
            "parameters": [QID],
            "responses": {**ok_doc("the question", {"$ref": "#/components/schemas/Question"}), **_errors(401, 404)}}},
        "/api/questions/{qid}/answer": {"post": {
            "summary": "Answer a pending question (validated like `warden answer`; decided_by human:web)",
            "description": "One of three bodies. While the session's hook still waits, the answer goes back "
                           "through it (no keystrokes); afterwards it waits for keystroke delivery. Follow "
                           "delivery and verification on the event stream or GET /api/questions/{qid}.",
            "parameters": [QID],
            "requestBody": {"required": True, "content": {"application/json": {"schema": {"oneOf": [
                {"type": "object", "properties": {"actions": {"type": "array", "items": ACTION}}, "required": ["actions"]},
                {"type": "object", "properties": {"choices": {"type": "array", "items": {"type": "string"},
                                                              "description": "the CLI's tokens: [\"2\", \"1,3\", \"--extra\", \"text\", \"--type\", \"text\"]"}},
                 "required": ["choices"]},
                {"type": "object", "properties": {"decline": {"type": "string"}}, "required": ["decline"]},
                {"type": "object", "description": "a permission, plan, idle session or failure: option N as its "
                                                  "dialog numbers it (1 = allow / approve), with what it takes",
                 "properties": {"option": {"type": "integer"}, "text": {"type": "string"},
                                "edit": {"type": "object", "description": "an allow: tool input fields to run instead"},
                                "commands": {"type": "array", "items": {"type": "string"},
                                             "description": "an idle session: commands to queue"}},
                 "required": ["option"]},
            ]}}}},
            "responses": {**ok_doc("recorded", {"$ref": "#/components/schemas/Recorded"}),
                          **_errors(400, 401, 403, 404, 409, 413, 415, 422)}}},
        "/api/stream": {"get": {
            "summary": "Server-sent events: `board` whenever it changed, `session` too with ?session=",
            "description": "Each event's data is the JSON of GET /api/board (event `board`) or GET "
                           "/api/sessions/{ref} (event `session`), sent at once and again whenever it changed; "
                           "comments keep the connection alive. With ?delta=1, after the first `board` come "
                           "`board-delta` events ({\"pending\": N, \"sessions\": [the entries that changed], "
                           "\"removed\": [ids]}), and a headless task's output comes apart from `session`, as "
                           "`output` events ({\"rows\": [rows not sent before]}).",
            "parameters": [{"name": "session", "in": "query", "schema": {"type": "string"}},
                           {"name": "delta", "in": "query", "schema": {"type": "boolean"}}],
            "responses": {"200": {"description": "an event stream", "content": {"text/event-stream": {"schema": {"type": "string"}}}},
                          **_errors(401)}}},
        "/hooks/claude-code": {"post": {
            "summary": "Claude Code's http hook (what `warden install --http` registers)",
            "description": "The hook input as JSON. Managed sessions are named by X-Warden-Session / "
                           "X-Warden-Profile headers (filled by Claude Code from the session's environment), "
                           "or ?session=&profile= in the URL, or config.toml rules. Always 200: the hook "
                           "output (e.g. updatedInput answers for AskUserQuestion), or an empty body.",
            "parameters": [{"name": "session", "in": "query", "schema": {"type": "string"}},
                           {"name": "profile", "in": "query", "schema": {"type": "string"}}],
            "security": [{"hook": []}, {"bearer": []}],
            "requestBody": {"content": {"application/json": {"schema": {"type": "object"}}}},
            "responses": {"200": {"description": "hook output or empty"}, **_errors(401, 403, 413)}}},
    }
    from warden.board import control_api, stats_api

    extra = [control_api.openapi_paths(), stats_api.openapi_paths()]
    if queue:
        from warden.board.queue_api import openapi_paths

        extra.append(openapi_paths())
    extra.append(fleet_paths())
    for more in extra:
        for path, ops in more.items():
            paths.setdefault(path, {}).update(ops)
    return {
        "openapi": "3.1.0",
        "info": {"title": "warden board", "version": "1",
                 "description": "Every Claude Code session warden sees: its decisions to answer, and the controls to run it."},
        "security": [{"bearer": []}, {"cookie": []}],
        "paths": paths,
        "components": {
            "securitySchemes": {
                "bearer": {"type": "http", "scheme": "bearer",
                           "description": "the board token, required on every request, loopback included "
                                          "(`warden serve` prints a login link carrying it)"},
                "hook": {"type": "http", "scheme": "bearer",
                         "description": "the hook-only credential ($WARDEN_HOOK_TOKEN): posts hook events, nothing else"},
                "machine": {"type": "http", "scheme": "bearer",
                            "description": "a machine's token (`warden machines add NAME`): /fleet/ only"},
                "cookie": {"type": "apiKey", "in": "cookie", "name": "warden_token"},
            },
            "schemas": SCHEMAS,
        },
    }


_S = {"type": "string"}
_N = {"type": ["number", "null"]}
SCHEMAS: dict[str, Any] = {
    "Error": {"type": "object", "properties": {"error": _S}},
    "Session": {"type": "object", "properties": {
        "id": {"type": "string", "description": "the session id, or task:N for a headless task with no session yet"},
        "name": {"type": ["string", "null"], "description": "warden's name for it, else its tmux session's"},
        "tmux_session": {"type": ["string", "null"], "description": "its tmux session's name (looked up at ingestion)"},
        "kind": {"enum": ["tui", "headless"]}, "cwd": {"type": ["string", "null"]},
        "managed": {"type": "boolean"}, "profile": {"type": ["string", "null"]}, "phase": {"type": ["string", "null"]},
        "state": {"type": "string", "description": "working, waiting, stopped or ended, as the hooks reported"},
        "display_state": {"enum": ["working", "waiting", "idle", "queue running", "failed", "ended", "done"],
                          "description": "done when a person marked it so, failed when a failure is open (or its "
                                         "task failed), waiting when a decision is pending, queue running when "
                                         "its command queue runs, else working, idle (at its prompt) or ended"},
        "last_message": {"type": ["string", "null"], "description": "the start of its last assistant message"},
        "task": {"type": ["object", "null"], "description": "a headless task: id, name, state, error, turns, cost_usd"},
        "done": {"type": "boolean"},
        "actions": {"type": "array", "items": {"enum": ["message", "interrupt", "stop", "resume", "done", "queue",
                                                          "cancel_queue"]},
                    "description": "the controls that apply now (each is checked again when used)"},
        "pending": {"type": "integer", "description": "questions waiting for a decision"},
        "open": {"type": "integer", "description": "questions not yet settled (pending, answered, delivered)"},
        "queue": {"type": ["string", "null"]}, "created_at": {"type": "number"}, "updated_at": {"type": "number"},
        "machine": {"type": ["string", "null"], "description": "the machine it runs on (a fleet); null: this one"}}},
    "Board": {"type": "object", "properties": {"sessions": {"type": "array", "items": {"$ref": "#/components/schemas/Session"}},
                                               "pending": {"type": "integer"},
                                               "machines": {"type": "array", "items": {"$ref": "#/components/schemas/Machine"}}}},
    "Machine": {"type": "object", "properties": {
        "name": _S, "created_at": {"type": "number"}, "revoked": {"type": "boolean"},
        "last_seen": {"type": ["number", "null"], "description": "when its relay was last heard from"},
        "backlog": {"type": ["integer", "null"], "description": "what its relay had not shipped yet, as it said"},
        "work_pending": {"type": "integer", "description": "answers and queue work not acknowledged by its relay"},
        "sessions": {"type": "integer"}, "address": {"type": ["string", "null"]},
        "relay_version": {"type": ["string", "null"]}}},
    "Answer": {"type": "object", "properties": {
        "id": {"type": "integer"}, "answer": {"type": "object"}, "text": _S, "decided_by": _S,
        "reason": {"type": ["string", "null"]}, "delivery": {"type": ["string", "null"], "description": "hook, keys, keyboard"},
        "created_at": {"type": "number"}, "delivered_at": _N}},
    "Question": {"type": "object", "properties": {
        "id": {"type": "integer"}, "session_id": _S, "tool_use_id": {"type": ["string", "null"]},
        "kind": {"type": "string", "enum": ["question", "permission", "plan", "idle", "failure"]},
        "status": {"type": "string", "enum": list(STATUSES)},
        "summary": {"type": "string", "description": "one line: the first question, the command, the plan's title"},
        "questions": {"type": "array", "description": "AskUserQuestion's items as Claude Code sent them ([] for "
                                                      "other kinds)"},
        "offer": {"type": ["object", "null"], "description": "what a permission, plan, idle session or failure "
                                                             "asks, with its numbered options"},
        "detail": {"type": ["string", "null"]}, "received": {"type": ["object", "null"]},
        "hook_waiting": {"type": "boolean"}, "created_at": {"type": "number"}, "closed_at": _N,
        "answers": {"type": "array", "items": {"$ref": "#/components/schemas/Answer"}},
        "trace": {"type": "array", "items": {"type": "object"}}}},
    "Event": {"type": "object", "properties": {
        "id": {"type": "integer"}, "ts": {"type": "number"}, "session_id": {"type": ["string", "null"]},
        "event": {"type": ["string", "null"]}, "tool_name": {"type": ["string", "null"]},
        "note": {"type": ["string", "null"]}, "payload": {}}},
    "SessionDetail": {"type": "object", "properties": {
        "session": {"$ref": "#/components/schemas/Session"},
        "last_message": {"type": ["string", "null"]}, "queue": {"type": ["object", "null"]},
        "output": {"type": "array", "description": "a headless task's last output rows", "items": {"type": "object"}},
        "pending": {"type": "array", "items": {"$ref": "#/components/schemas/Question"}},
        "history": {"type": "array", "items": {"$ref": "#/components/schemas/Question"}},
        "events": {"type": "array", "items": {"$ref": "#/components/schemas/Event"}}}},
    "Recorded": {"type": "object", "properties": {
        "question_id": {"type": "integer"}, "answer_id": {"type": "integer"}, "answer": {"type": "object"},
        "text": _S, "hook_waiting": {"type": "boolean"}, "route": _S}},
}


def fleet_paths() -> dict[str, Any]:
    """``/api/machines`` (the board token) and the relays' ``/fleet/v1`` (a machine's token;
    the protocol: ``warden.fleet``)."""
    machine = [{"machine": []}]
    obj = {"type": "object"}
    return {
        "/api/machines": {"get": {"summary": "The machines of the fleet and their relays' health",
                                  "responses": {**ok_doc("machines", {"type": "array", "items": {
                                      "$ref": "#/components/schemas/Machine"}}), **_errors(401)}}},
        "/fleet/v1/hello": {"get": {"summary": "A relay's first call: which machine its token names",
                                    "security": machine, "responses": {**ok_doc("the machine"), **_errors(401)}}},
        "/fleet/v1/ship": {"post": {
            "summary": "A relay ships its machine's changes (events, sessions, decisions, queues), in order",
            "security": machine,
            "requestBody": {"content": {"application/json": {"schema": {"type": "object", "properties": {
                "items": {"type": "array", "items": obj}, "backlog": {"type": "integer"},
                "version": _S}, "required": ["items"]}}}},
            "responses": {**ok_doc("how many items were applied and refused"), **_errors(400, 401, 422)}}},
        "/fleet/v1/work": {"get": {
            "summary": "A relay's long poll for its machine's work (answers to record, queues to run)",
            "security": machine,
            "parameters": [{"name": "after", "in": "query", "schema": {"type": "integer"}},
                           {"name": "wait", "in": "query", "schema": {"type": "number"}}],
            "responses": {**ok_doc("the work after `after`"), **_errors(401, 422)}}},
    }
