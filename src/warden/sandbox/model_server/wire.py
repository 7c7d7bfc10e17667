"""The Anthropic Messages API as the scripted server speaks it: reading what a request
says (its session, its last user text) and writing a reply as server-sent events."""

from __future__ import annotations

import json
import re
from typing import Any


def session_id_of(body: Any) -> str | None:
    """Claude Code's session id: 2.1.332 sends ``metadata.user_id`` as a JSON string
    holding ``device_id``, ``account_uuid`` and ``session_id``."""
    if not isinstance(body, dict):
        return None
    user_id = (body.get("metadata") or {}).get("user_id")
    if isinstance(user_id, str) and user_id.startswith("{"):
        try:
            sid = json.loads(user_id).get("session_id")
        except (ValueError, AttributeError):
            return None
        return str(sid) if sid else None
    return None


def blocks_text(content: Any) -> str:
    """The text of a message's content (a string, or a list of blocks), one block a line."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(str(b.get("text", "")) for b in content if isinstance(b, dict))
    return ""


def last_user_text(body: dict[str, Any]) -> str:
    """All the text of the last user message (side requests are matched on it)."""
    for msg in reversed(body.get("messages") or []):
        if isinstance(msg, dict) and msg.get("role") == "user":
            return blocks_text(msg.get("content"))
    return ""


# What a scripted tool call's input may refer to, read from the request Claude Code sent:
# the session's working directory and, in plan mode, the plan file it asks the model to
# write (2.1.332: "No plan file exists yet. You should create your plan at PATH using
# the Write tool." or "A plan file already exists at PATH.").
_CWD_RE = re.compile(r"Primary working directory: (\S+)")
_PLAN_FILE_RE = re.compile(r"(?:create your plan at|A plan file already exists at) (\S+?\.md)")


def request_facts(body: dict[str, Any]) -> dict[str, str]:
    """``cwd`` and ``plan_file`` as the request states them (absent ones are left out)."""
    facts: dict[str, str] = {}

    def walk(v: Any) -> None:
        if isinstance(v, str):
            for name, pattern in (("cwd", _CWD_RE), ("plan_file", _PLAN_FILE_RE)):
                found = pattern.findall(v)
                if found:
                    facts[name] = found[-1]
        elif isinstance(v, list):
            for x in v:
                walk(x)
        elif isinstance(v, dict):
            for x in v.values():
                walk(x)

    walk(body.get("system"))
    walk(body.get("messages"))
    return facts


def fill_input(value: Any, body: dict[str, Any], facts: dict[str, str] | None = None) -> Any:
    """A tool input with ``{cwd}`` and ``{plan_file}`` in its strings replaced by what
    the request says (a placeholder the request does not answer stays as written)."""
    if facts is None:
        facts = request_facts(body)
    if isinstance(value, str):
        for name, fact in facts.items():
            value = value.replace("{" + name + "}", fact)
        return value
    if isinstance(value, list):
        return [fill_input(v, body, facts) for v in value]
    if isinstance(value, dict):
        return {k: fill_input(v, body, facts) for k, v in value.items()}
    return value


def _sse(event: str, data: dict[str, Any]) -> bytes:
    return f"event: {event}\ndata: {json.dumps(data, separators=(',', ':'))}\n\n".encode()


def _chunks(s: str, n: int) -> list[str]:
    return [s[i:i + n] for i in range(0, len(s), n)] or [""]


def side_subject(body: dict[str, Any]) -> str:
    """A short title-like phrase from a side request's text."""
    text = ""
    for msg in reversed(body.get("messages") or []):
        if isinstance(msg, dict) and msg.get("role") == "user":
            content = msg.get("content")
            if isinstance(content, str):
                text = content
            elif isinstance(content, list):
                text = " ".join(str(b.get("text", "")) for b in content if isinstance(b, dict))
            break
    m = re.search(r"<session>(.*?)</session>", text, re.S)
    if m:
        text = m.group(1)
    words = re.sub(r"<[^>]+>", " ", text).split()[:5]
    phrase = " ".join(words).strip(" .,:;!?") or "Scripted session"
    return phrase[:1].upper() + phrase[1:]


def fake_json(schema: dict[str, Any], subject: str, name: str = "") -> Any:
    """A small value that satisfies a JSON schema."""
    if "enum" in schema and schema["enum"]:
        return schema["enum"][0]
    if "const" in schema:
        return schema["const"]
    kind = schema.get("type")
    if isinstance(kind, list):
        kind = next((k for k in kind if k != "null"), "null")
    if kind == "object" or "properties" in schema:
        props = schema.get("properties") or {}
        return {k: fake_json(v if isinstance(v, dict) else {}, subject, k) for k, v in props.items()}
    if kind == "array":
        return []
    if kind == "boolean":
        return False
    if kind in ("integer", "number"):
        return schema.get("minimum", 0)
    if kind == "null":
        return None
    return subject if name in ("title", "name", "summary", "") else "scripted"


def stream(message: dict[str, Any]) -> bytes:
    """A whole Messages API reply as the server-sent events a streaming client reads."""
    out = [_sse("message_start", {"type": "message_start", "message": {
        **{k: v for k, v in message.items() if k != "content"},
        "content": [], "stop_reason": None,
        "usage": {**message["usage"], "output_tokens": 1},
    }})]
    out.append(_sse("ping", {"type": "ping"}))
    for i, block in enumerate(message["content"]):
        if block["type"] == "text":
            out.append(_sse("content_block_start", {"type": "content_block_start", "index": i,
                                                    "content_block": {"type": "text", "text": ""}}))
            for piece in _chunks(block["text"], 80):
                out.append(_sse("content_block_delta", {"type": "content_block_delta", "index": i,
                                                        "delta": {"type": "text_delta", "text": piece}}))
        else:
            out.append(_sse("content_block_start", {"type": "content_block_start", "index": i,
                                                    "content_block": {"type": "tool_use", "id": block["id"],
                                                                      "name": block["name"], "input": {}}}))
            for piece in _chunks(json.dumps(block["input"]), 120):
                out.append(_sse("content_block_delta", {
                    "type": "content_block_delta", "index": i,
                    "delta": {"type": "input_json_delta", "partial_json": piece}}))
        out.append(_sse("content_block_stop", {"type": "content_block_stop", "index": i}))
    out.append(_sse("message_delta", {"type": "message_delta",
                                      "delta": {"stop_reason": message["stop_reason"], "stop_sequence": None},
                                      "usage": {"output_tokens": message["usage"]["output_tokens"]}}))
    out.append(_sse("message_stop", {"type": "message_stop"}))
    return b"".join(out)
