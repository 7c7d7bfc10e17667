"""``agent``: wake an external agent; it decides and answers with ``warden queue``.

warden sends one JSON document, by running ``command`` (argv; the document on stdin,
never in the command line) and/or POSTing it to ``url``::

    {"kind": "stop", "session": "api", "session_id": "...", "last_assistant_message": "...",
     "suggested_commands": ["/clear", "/gsd:plan-phase 3"], "phase": "/gsd:discuss-phase 3",
     "respond_with": "warden queue start --by brain:agent api /clear '/gsd:plan-phase 3'",
     "message": "# Stop Event ..."}

``message`` is the instruction the agent reads, rendered from ``templates/stop_agent.md``
(``$WARDEN_HOME/templates/stop_agent.md`` overrides it): what it received, what to do,
the commands' awaits, and when to do nothing.

and, when a queue ends, ``{"kind": "queue_ended", "report": {...every command and its
result...}}``. warden does not wait for the agent's decision: the agent runs
``warden queue SESSION CMD...`` when it has one (or nothing, to leave the session idle).
Waking is ``warden.outbound.wake``'s, as for the ``agent`` answerer: a webhook may carry
``headers`` and a bearer token from ``token_env``; ``attempts`` (default 3) with doubling
``backoff`` retry within ``timeout``.
"""

from __future__ import annotations

import shlex
import time
from typing import Any

from warden.errors import ConfigError
from warden.outbound.wake import WakeError, Waker
from warden.workflow.planners.base import Deferred, Plan, StopContext

WAKE_TIMEOUT = 15.0


class AgentBrain:
    name = "agent"

    def __init__(self, command: str | list[str] | None = None, url: str | None = None,
                 timeout: float = WAKE_TIMEOUT, headers: dict[str, str] | None = None, token_env: str | None = None,
                 attempts: int = 3, backoff: float = 1.0):
        if not command and not url:
            raise ConfigError("the agent brain needs `command` (argv) or `url` (a webhook)")
        argv = shlex.split(command) if isinstance(command, str) else list(command or [])
        self.timeout = float(timeout)
        opts: dict[str, Any] = {"attempts": attempts, "backoff": backoff, "timeout": self.timeout}
        try:
            self.wakers = ([Waker(argv, **opts)] if argv else []) + \
                ([Waker(webhook=url, headers=headers, token_env=token_env, **opts)] if url else [])
        except ValueError as e:
            raise ConfigError(f"the agent brain: {e}") from None

    def decide(self, context: StopContext) -> Plan | Deferred:
        who = context.session_name or context.session_id
        doc = {
            "kind": "stop", "session": who, "session_id": context.session_id,
            "last_assistant_message": context.message, "suggested_commands": context.suggested,
            "phase": context.phase, "cwd": context.cwd, "previous": context.previous,
            "respond_with": shlex.join(["warden", "queue", "start", "--by", "brain:agent", who,
                                        *(context.suggested or ["/next-command"])]),
        }
        doc["message"] = message(context, doc)
        problems = self.wake(doc)
        if len(problems) == len(self.wakers):
            return Plan([], "; ".join(problems))
        return Deferred("the agent was woken; it answers with `warden queue`")

    def finished(self, report: dict[str, Any]) -> bool:
        return not self.wake({"kind": "queue_ended", "report": report})

    def wake(self, doc: dict[str, Any]) -> list[str]:
        """Send ``doc`` to every configured channel (``warden.outbound.wake``); the problems
        met (empty: all reached)."""
        problems = []
        for waker in self.wakers:
            try:
                waker.wake(doc, time.monotonic() + self.timeout)
            except WakeError as e:
                problems.append(str(e))
        return problems


def message(context: StopContext, doc: dict[str, Any]) -> str:
    """The agent's instruction (``templates/stop_agent.md``), filled with what it received."""
    from warden import templates

    quoted = "\n".join("    " + line for line in (context.message or "(no message)").splitlines()) or "    (no message)"
    prev = context.previous or {}
    previous = ""
    if prev:
        cmds = prev.get("commands") or []
        ran = sum(1 for c in cmds if isinstance(c, dict) and c.get("status") == "done")
        previous = f"**The queue that just ended:** {prev.get('status', '?')}, {ran}/{len(cmds)} command(s) done\n"
    values = {
        "session": doc["session"], "cwd": context.cwd or "(unknown)", "phase": context.phase or "(unknown)",
        "message": quoted, "suggested": ", ".join(f"`{c}`" for c in context.suggested) or "(none)",
        "respond_with": doc["respond_with"], "previous": previous,
    }
    return templates.render("stop_agent.md", values, context.home)
