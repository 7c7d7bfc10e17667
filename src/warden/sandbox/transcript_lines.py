"""A session's transcript lines as Claude Code writes them, for benches and tests: the person's
prompt, each text block the model wrote, then a tool_use and later its tool_result, one JSON record per line (an assistant
message's blocks each on a line of their own; tests/e2e/test_harness.py pins that on the real
binary). What ``warden.transcript`` reads."""

from __future__ import annotations

import json
from typing import Any


def asking_turn(prompt: str, shown: str | None, tool_use_id: str, tool_input: Any,
                name: str = "AskUserQuestion") -> str:
    """The lines of a turn that asks: the prompt, the text shown before asking (none when
    ``shown`` is None or empty), the question's tool_use."""
    lines: list[dict[str, Any]] = [{"type": "user", "message": {"role": "user", "content": prompt}}]
    if shown:
        lines.append({"type": "assistant", "message": {"role": "assistant", "content": [{"type": "text", "text": shown}]}})
    lines.append({"type": "assistant", "message": {"role": "assistant", "content": [
        {"type": "tool_use", "id": tool_use_id, "name": name, "input": tool_input}]}})
    return "".join(json.dumps(x) + "\n" for x in lines)


def tool_result(tool_use_id: str, content: str) -> str:
    """The line of a tool's result, which Claude Code writes as a user line after the tool ran."""
    return json.dumps({"type": "user", "message": {"role": "user", "content": [
        {"type": "tool_result", "tool_use_id": tool_use_id, "content": content}]}}) + "\n"
