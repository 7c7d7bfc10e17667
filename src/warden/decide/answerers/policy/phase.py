"""The workflow phase a question is asked in, from the running workflow command."""

from __future__ import annotations

import re


class Phase:
    """The running workflow command, e.g. ``/gsd:discuss-phase 2``: its kind and number."""

    __slots__ = ("command", "kind", "number")

    def __init__(self, command: str | None):
        self.command = (command or "").strip()
        c = self.command.lower()
        name = c.split()[0] if c else ""
        if not c:
            self.kind = "unknown"
        elif re.search(r"discuss|new-project|new-milestone|question|brainstorm|research", name):
            self.kind = "discuss"
        elif "verify" in name or "uat" in name or re.search(r"\btest", name):
            self.kind = "verify"
        elif re.search(r"exec|implement|quick|build|fix|debug", name):
            self.kind = "execute"
        elif "plan" in name:
            self.kind = "plan"
        else:
            self.kind = "unknown"
        m = re.search(r"\b(\d+(?:\.\d+)?)\b", c[len(name):] if name else "")
        self.number = m.group(1) if m else None

    @property
    def label(self) -> str:
        return self.command or "no known phase"

    @property
    def proceeds(self) -> bool:
        """Plan and execute phases confirm and go on."""
        return self.kind in ("plan", "execute")
