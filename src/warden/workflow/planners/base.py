"""The brain interface: what a brain sees at Stop, and what it may answer."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class StopContext:
    """A managed session stopped; what a brain may look at. Fields may be added."""

    session_id: str
    session_name: str | None
    message: str  # last_assistant_message: untrusted text, never executed
    suggested: list[str]  # the slash commands the message suggests (the `suggested` brain's reading)
    cwd: str | None = None
    transcript_path: str | None = None
    phase: str | None = None  # the workflow command that ran last, e.g. "/gsd:plan-phase 3"
    profile: dict[str, Any] = field(default_factory=dict)
    previous: dict[str, Any] | None = None  # the report of the queue that just ended here, if any
    home: str | None = None


@dataclass
class Plan:
    """Commands to run, in order (empty: leave the session idle)."""

    commands: list[str]
    reason: str = ""


@dataclass
class Deferred:
    """The brain answers later, by itself (`warden queue SESSION ...`)."""

    reason: str = ""


class NoBrain:
    """``none``: warden never decides next commands; queues are started by hand."""

    name = "none"

    def decide(self, context: StopContext) -> Plan | Deferred:
        return Plan([], "no workflow brain")
