"""The answerer interface: who decides is a plugin.

An answerer is any object with a ``name`` and a ``decide(context)`` method returning a
:class:`Decision` or an :class:`Abstain`, each with a reason that is stored and shown.
Answerers are found through the ``warden.answerers`` entry-point group; the built-in
ones are registered there exactly as a third-party package would register its own::

    [project.entry-points."warden.answerers"]
    mine = "my_package.answerer:MyAnswerer"

The entry point names a class (or any callable) taking the chain entry's options as
keyword arguments (from config.toml: ``chain = [{ answerer = "mine", budget = 5, x = 1 }]``
gives ``MyAnswerer(x=1)``) and returning the answerer.

``decide`` must return by ``context.deadline`` (a ``time.monotonic()`` value); the chain
stops waiting for it then and moves on. Raising is treated as abstaining with the error
as the reason.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from warden.askq import Answer, Call

if TYPE_CHECKING:
    from warden.store import Store


@dataclass(frozen=True)
class Decision:
    answer: Answer
    reason: str = ""
    # set when the decision is an answer already recorded in the store (a person's)
    decided_by: str | None = None
    answer_id: int | None = None


@dataclass(frozen=True)
class Abstain:
    reason: str = ""


Outcome = Decision | Abstain


@dataclass
class Context:
    """What an answerer may look at. New fields may be added; answerers ignore the rest."""

    call: Call
    tool_input: dict[str, Any]
    deadline: float
    question_id: int | None = None
    session_id: str | None = None
    session_name: str | None = None
    cwd: Path | None = None
    transcript_path: Path | None = None
    phase: str | None = None  # the running workflow command, e.g. "/gsd:plan-phase 3"
    mismatches: list[str] = field(default_factory=list)  # earlier mismatches to correct
    store: Store | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def remaining(self) -> float:
        return max(0.0, self.deadline - time.monotonic())


class Answerer(Protocol):
    name: str

    def decide(self, context: Context) -> Outcome: ...
