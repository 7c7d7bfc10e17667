"""``suggested``: run the slash commands the last assistant message suggests, in order.

GSD ends a step with its next commands ("Next: `/clear`, then `/gsd:plan-phase 3`"). This
brain takes every ``/gsd:*`` command (with an argument that starts with a digit, such as
a phase number), ``/clear``, and whatever the profile's ``suggest_patterns`` (regular
expressions) match, in the order they appear, each once.
"""

from __future__ import annotations

import re

from warden.config import workflow_settings
from warden.workflow.planners.base import Plan, StopContext

# A command starts a word (not inside a path or URL); a /gsd: argument is a phase-like token.
DEFAULT_PATTERNS = (
    r"(?<![\w/.:-])/gsd:[a-z][a-z0-9-]*(?:[ \t]+\d[\w.-]*)?",
    r"(?<![\w/.:-])/clear(?![\w:/-])",
)


def suggestions(message: str, patterns: list[str] | tuple[str, ...] = ()) -> list[str]:
    found: list[tuple[int, str]] = []
    for p in (*DEFAULT_PATTERNS, *patterns):
        for m in re.finditer(p, message or ""):
            found.append((m.start(), m.group(0).strip().rstrip(".,;:)!?")))
    out: list[str] = []
    for _, cmd in sorted(found):
        if cmd and cmd not in out:
            out.append(cmd)
    return out


class SuggestedBrain:
    name = "suggested"

    def __init__(self, patterns: list[str] | None = None):
        self.patterns = list(patterns or [])

    def decide(self, context: StopContext) -> Plan:
        pats = self.patterns or workflow_settings(context.profile).suggest_patterns
        cmds = suggestions(context.message, pats)
        return Plan(cmds, "suggested by the last message" if cmds else "the last message suggests no command")
