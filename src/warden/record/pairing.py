"""Pairing a permission request with the tool call it is about.

Claude Code's ``PermissionRequest`` carries the call's tool name and input but no
``tool_use_id``; the call's ``PreToolUse``, which comes just before it, carries the id.
A request is the newest PreToolUse of the same session and tool whose input is the same
(and, when both say, of the same prompt) that no decision holds yet and that has not
reported back. The spool is ingested in order, so that PreToolUse is in the store
when the request is recorded.
"""

from __future__ import annotations

from warden import fastjson as json

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from warden.store import Store


def pair(store: Store, payload: dict[str, Any]) -> str | None:
    """The tool_use_id of the call ``payload`` (a PermissionRequest) asks about, or None."""
    sid, tool, tool_input = payload.get("session_id"), payload.get("tool_name"), payload.get("tool_input")
    if not isinstance(sid, str) or not isinstance(tool, str):
        return None
    prompt = payload.get("prompt_id")
    for row in store.unpaired_calls(sid, tool):
        try:
            pre = json.loads(row["payload"])
        except ValueError:
            continue
        if pre.get("tool_input") != tool_input:
            continue
        if isinstance(prompt, str) and isinstance(pre.get("prompt_id"), str) and pre["prompt_id"] != prompt:
            continue
        return str(row["tool_use_id"])
    return None


def open_request(store: Store, payload: dict[str, Any], kind: str) -> Any:
    """The open decision of ``kind`` recorded for the request ``payload`` (after ingestion)."""
    sid = payload.get("session_id")
    if not isinstance(sid, str):
        return None
    for row in store.open_decisions(sid, kind):
        try:
            if json.loads(row["tool_input"]) == payload.get("tool_input"):
                return row
        except ValueError:
            continue
    return None
