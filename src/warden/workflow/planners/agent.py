"""``agent``: wake an external agent; it decides and answers with ``warden queue``.

warden sends one JSON document, by running ``command`` (argv; the document on stdin,
never in the command line) and/or POSTing it to ``url``::

    {"kind": "stop", "session": "api", "session_id": "...", "last_assistant_message": "...",
     "suggested_commands": ["/clear", "/gsd:plan-phase 3"], "phase": "/gsd:discuss-phase 3",
     "respond_with": "warden queue start --by brain:agent api /clear '/gsd:plan-phase 3'"}

and, when a queue ends, ``{"kind": "queue_ended", "report": {...every command and its
result...}}``. warden does not wait for the agent's decision: the agent runs
``warden queue SESSION CMD...`` when it has one (or nothing, to leave the session idle).
"""

from __future__ import annotations

import json
import shlex
import subprocess
from typing import Any

from warden.workflow.planners.base import Deferred, Plan, StopContext
from warden.errors import ConfigError

WAKE_TIMEOUT = 15.0


class AgentBrain:
    name = "agent"

    def __init__(self, command: str | list[str] | None = None, url: str | None = None,
                 timeout: float = WAKE_TIMEOUT):
        if not command and not url:
            raise ConfigError("the agent brain needs `command` (argv) or `url` (a webhook)")
        self.argv = shlex.split(command) if isinstance(command, str) else list(command or [])
        self.url, self.timeout = url, float(timeout)

    def decide(self, context: StopContext) -> Plan | Deferred:
        who = context.session_name or context.session_id
        doc = {
            "kind": "stop", "session": who, "session_id": context.session_id,
            "last_assistant_message": context.message, "suggested_commands": context.suggested,
            "phase": context.phase, "cwd": context.cwd, "previous": context.previous,
            "respond_with": shlex.join(["warden", "queue", "start", "--by", "brain:agent", who,
                                        *(context.suggested or ["/next-command"])]),
        }
        problems = self.wake(doc)
        if problems and len(problems) == (bool(self.argv) + bool(self.url)):
            return Plan([], "could not wake the agent: " + "; ".join(problems))
        return Deferred("the agent was woken; it answers with `warden queue`")

    def finished(self, report: dict[str, Any]) -> bool:
        return not self.wake({"kind": "queue_ended", "report": report})

    def wake(self, doc: dict[str, Any]) -> list[str]:
        """Send ``doc`` to every configured channel; the problems met (empty: all reached)."""
        data = json.dumps(doc, ensure_ascii=False).encode()
        problems = []
        if self.argv:
            try:
                r = subprocess.run(self.argv, input=data, capture_output=True, timeout=self.timeout)
                if r.returncode != 0:
                    problems.append(f"{self.argv[0]} exited {r.returncode}: {r.stderr.decode(errors='replace')[:200]}")
            except (OSError, subprocess.SubprocessError) as e:
                problems.append(f"{self.argv[0]}: {e}")
        if self.url:
            import urllib.request

            req = urllib.request.Request(self.url, data=data, headers={"Content-Type": "application/json"})
            try:
                with urllib.request.urlopen(req, timeout=self.timeout) as resp:  # noqa: S310 - configured URL
                    resp.read()
            except OSError as e:
                problems.append(f"{self.url}: {e}")
        return problems
