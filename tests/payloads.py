"""Hook payloads in the shapes Claude Code 2.1.332 sends (see shared notes; pinned by e2e tests)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import dataclass
from typing import Any

SINGLE = [
    {
        "question": "Which database should the service use?",
        "header": "Database",
        "options": [
            {"label": "PostgreSQL", "description": "Relational, the team knows it"},
            {"label": "SQLite", "description": "One file, no server"},
            {"label": "You decide", "description": "Claude picks"},
        ],
        "multiSelect": False,
    }
]

THREE = [
    SINGLE[0],
    {
        "question": "Which features belong in this phase?",
        "header": "Scope",
        "options": [
            {"label": "Login", "description": ""},
            {"label": "Billing, invoices", "description": "label with a comma"},
            {"label": "Search", "description": ""},
        ],
        "multiSelect": True,
    },
    {
        "question": "Anything else the API must do?",
        "header": "Notes",
        "options": [{"label": "No", "description": ""}, {"label": "Yes", "description": ""}],
        "multiSelect": False,
    },
]


def base(event: str, session: str = "sess-1", **extra: Any) -> dict[str, Any]:
    return {
        "session_id": session,
        "transcript_path": f"/tmp/{session}.jsonl",
        "cwd": "/tmp/project",
        "prompt_id": "p1",
        "permission_mode": "default",
        "effort": "medium",
        "hook_event_name": event,
        **extra,
    }


def pre(questions: list[dict[str, Any]] = SINGLE, tool_use_id: str = "toolu_1", session: str = "sess-1") -> dict[str, Any]:
    return base("PreToolUse", session, tool_name="AskUserQuestion", tool_input={"questions": questions},
                tool_use_id=tool_use_id)


def post(answers: dict[str, str], questions: list[dict[str, Any]] = SINGLE, tool_use_id: str = "toolu_1",
         session: str = "sess-1") -> dict[str, Any]:
    return base(
        "PostToolUse", session, tool_name="AskUserQuestion",
        tool_input={"questions": questions, "answers": answers},
        tool_response={"questions": questions, "answers": answers, "annotations": {}},
        tool_use_id=tool_use_id,
    )


@dataclass
class HookResult:
    returncode: int
    stdout: str
    stderr: str

    @property
    def json(self) -> Any:
        return json.loads(self.stdout)


def run_hook(payload: Any, env: dict[str, str] | None = None, timeout: float = 60) -> HookResult:
    """Run `warden hook` as Claude Code does: a fresh process, the payload on stdin."""
    data = payload if isinstance(payload, (str, bytes)) else json.dumps(payload)
    if isinstance(data, str):
        data = data.encode()
    import shlex

    from warden.install import hook_command

    r = subprocess.run(
        shlex.split(hook_command()),
        input=data, capture_output=True, timeout=timeout, env={**os.environ, **(env or {})},
    )
    return HookResult(r.returncode, r.stdout.decode(), r.stderr.decode())


def warden(*args: str, env: dict[str, str] | None = None, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "warden", *args], capture_output=True, text=True, timeout=timeout,
                          env={**os.environ, **(env or {})})


# ------------------------------------------------------------------ tool calls and permission requests
# (PermissionRequest carries no tool_use_id; its call's PreToolUse does: 2.1.332)

BASH = {"command": "echo tests passed > /tmp/project/result.txt", "description": "Run the tests"}
BASH_SUGGESTIONS = [{"type": "addRules", "rules": [{"toolName": "Bash", "ruleContent": "echo tests *"}],
                     "behavior": "allow", "destination": "localSettings"}]
PLAN_TEXT = "# Plan: add a cache\n\n1. Add `cache.py`\n2. Wire it into **main**\n"


def tool_pre(tool: str, tool_input: dict[str, Any], tool_use_id: str = "toolu_b1", session: str = "sess-1") -> dict[str, Any]:
    return base("PreToolUse", session, tool_name=tool, tool_input=tool_input, tool_use_id=tool_use_id)


def permission(tool: str, tool_input: dict[str, Any], suggestions: list[Any] | None = None,
               session: str = "sess-1", **extra: Any) -> dict[str, Any]:
    return base("PermissionRequest", session, tool_name=tool, tool_input=tool_input,
                **({"permission_suggestions": suggestions} if suggestions is not None else {}), **extra)


def tool_post(tool: str, tool_input: dict[str, Any], tool_response: Any = None, tool_use_id: str = "toolu_b1",
              session: str = "sess-1") -> dict[str, Any]:
    return base("PostToolUse", session, tool_name=tool, tool_input=tool_input,
                tool_response=tool_response if tool_response is not None else {"stdout": "", "stderr": ""},
                tool_use_id=tool_use_id)


def plan_input(plan: str = PLAN_TEXT, path: str = "/tmp/config/plans/add-a-cache.md") -> dict[str, Any]:
    return {"plan": plan, "planFilePath": path}
