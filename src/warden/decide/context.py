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

from warden.askuser.model import Answer, Call, Value

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any, Protocol

    from warden.store import Store


class Decision(Value):
    """A decision: the answer, why, and (for an answer a person already recorded in the
    store) who decided and the recorded answer's id."""

    __slots__ = ("answer", "reason", "decided_by", "answer_id")
    _defaults = {"reason": "", "decided_by": None, "answer_id": None}
    answer: Answer
    reason: str
    decided_by: str | None
    answer_id: int | None

    # Value's generic __init__, spelt out: a chain builds one per decision
    def __init__(self, answer: Answer, reason: str = "", decided_by: str | None = None,
                 answer_id: int | None = None) -> None:
        self.answer = answer
        self.reason = reason
        self.decided_by = decided_by
        self.answer_id = answer_id


class Abstain(Value):
    __slots__ = ("reason",)
    _defaults = {"reason": ""}
    reason: str


Outcome = "Decision | Abstain"


class WouldWait(BaseException):
    """Raised by a context whose caller must not wait (``Context.waits`` False) where an answer
    needs something that may come only by waiting. A BaseException: the chain does not read it
    as an answerer's failure, it reaches the caller, which asks again where it may wait."""


class Context:
    """What an answerer may look at. New fields may be added; answerers ignore the rest.

    ``store`` is opened on first use, and so are ``phase`` and ``mismatches``, which come
    from it, unless whoever builds the context gives them (the hook gives ``phase`` from
    the session's phase file, ``warden.record.phase``, "" for none): an answerer that
    decides from the question, the project's files and the phase costs the hook no
    database work. Paths are strings (``cwd``, ``transcript_path``).
    """

    def __init__(
        self,
        call: Call,
        tool_input: dict[str, Any],
        deadline: float,
        question_id: int | None = None,
        session_id: str | None = None,
        session_name: str | None = None,
        cwd: str | None = None,
        transcript_path: str | None = None,
        phase: str | None = None,  # the running workflow command, e.g. "/gsd:plan-phase 3"
        mismatches: list[str] | None = None,  # earlier mismatches of this session to correct
        store: Store | None = None,
        extra: dict[str, Any] | None = None,
        store_opener: Callable[[Context], Store] | None = None,
        kind: str = "question",
        tool_use_id: str | None = None,
        waits: bool = True,
    ):
        self.call = call  # the offer: what the person is asked (for a question, an askuser Call)
        self.kind = kind  # the decision's kind (warden.kinds): answerers decide only kinds they know
        self.tool_input = tool_input
        self.deadline = deadline
        self.session_id = session_id
        self.session_name = session_name
        self.cwd = cwd
        self.transcript_path = transcript_path
        self.tool_use_id = tool_use_id  # the call's own, which its line in the transcript carries
        self.waits = waits  # False: the caller must not wait (a server's event loop): ``shown`` raises WouldWait
        self.extra = extra or {}
        # shared by the copies with_deadline() makes, so the store is opened once
        self._shared: dict[str, Any] = {
            "store": store, "opener": store_opener, "question_id": question_id,
            "phase": phase, "mismatches": mismatches, "shown": None,
        }

    @property
    def offer(self) -> Any:
        return self.call

    @property
    def store(self) -> Store | None:
        sh = self._shared
        if sh["store"] is None and sh["opener"] is not None:
            opener, sh["opener"] = sh["opener"], None
            sh["store"] = opener(self)
        return sh["store"]

    @property
    def question_id(self) -> int | None:
        return self._shared["question_id"]

    @question_id.setter
    def question_id(self, value: int | None) -> None:
        self._shared["question_id"] = value

    @property
    def phase(self) -> str | None:
        sh = self._shared
        if sh["phase"] is None and self.session_id and self.store is not None:
            row = self.store.session(self.session_id)
            sh["phase"] = (row["phase"] if row is not None else None) or ""
        return sh["phase"] or None

    @property
    def mismatches(self) -> list[str]:
        sh = self._shared
        if sh["mismatches"] is None:
            sh["mismatches"] = []
            if self.session_id and self.store is not None:
                # only what is still to be corrected: the mismatches since this session's last
                # answer that landed as meant (an answer verified after them shows the session
                # moved on), never the question being decided, and never more than three
                rows = self.store.mismatches(self.session_id, before=self.question_id, limit=3)
                sh["mismatches"] = [f"question #{r['id']}: {r['detail']}" for r in rows]
        return sh["mismatches"]

    @property
    def shown(self) -> str:
        """What the session showed in the turn that asks, as a person reads it above the question
        (``warden.transcript.asking``): "" when nothing can be read. Waits for the question's line
        up to ``transcript.WAIT`` (within the deadline); a caller that must not wait gets
        ``WouldWait`` instead, to ask again where it may."""
        sh = self._shared
        if sh["shown"] is None:
            from warden import transcript

            got = transcript.asking(self.transcript_path, self.tool_use_id,
                                    min(transcript.WAIT, self.remaining) if self.waits else 0.0)
            if got == transcript.NOT_YET:
                if not self.waits:
                    raise WouldWait
                got = ""  # not written within the wait: read as nothing shown
            sh["shown"] = got or ""
        return sh["shown"]

    @property
    def store_opened(self) -> bool:
        return self._shared["store"] is not None

    def with_deadline(self, deadline: float) -> Context:
        c = Context.__new__(Context)
        c.__dict__.update(self.__dict__)
        c.deadline = deadline
        return c

    @property
    def remaining(self) -> float:
        return max(0.0, self.deadline - time.monotonic())


if TYPE_CHECKING:

    class Answerer(Protocol):
        name: str
        # True when decide() never blocks (no I/O): the chain then calls it directly
        # instead of in a watchdog thread. ``instant_kinds`` (optional): the decision
        # kinds for which it never blocks.
        instant: bool
        # True when decide() takes milliseconds (local files, no network, no person): the
        # chain then runs it before putting the question in the store, which nobody
        # would see for that long. An instant answerer is quick.
        quick: bool

        def decide(self, context: Context) -> Decision | Abstain: ...
