"""One time budget for a whole judgement, and how deep a command may nest.

Reading a command is linear once parsed, but a huge one (hundreds of thousands of simple
commands, a pipeline of tens of thousands of stages) still costs seconds, and the hook, like
`warden serve`'s workers, must answer in time. :func:`judging` opens a deadline of
``JUDGE_BUDGET`` seconds for one judgement (the parse's own ``grammar.PARSE_BUDGET`` falls
inside it); the walk and the per-command judging call :func:`check`, which raises
:class:`OutOfTime` past it. The judge then abstains (a person decides), keeping the commands it
had read so a person's deny rule still matches them.

A tree nested deeper than ``MAX_DEPTH`` (a thousand ``&&``, hundreds of ``$(``) is refused
before it is walked: no real command nests that deep, and the walk would exhaust Python's
recursion.
"""

from __future__ import annotations

import time

from warden.judge.words import ShellSyntaxError

JUDGE_BUDGET = 2.0  # seconds for one judgement, the parse included
MAX_DEPTH = 200  # syntax-tree levels (`a && b` nests one level per operator, `$(…)` about three)

_local = None


class OutOfTime(Exception):
    """The judgement's budget ran out; ``found``: the simple commands read before it did."""

    def __init__(self, found: list | None = None):
        super().__init__(f"the command is too long to judge within {JUDGE_BUDGET:g} s")
        self.found = found


class TooDeep(ShellSyntaxError):
    pass


def _state():
    global _local
    if _local is None:
        import _thread

        _local = _thread._local()
    return _local


class judging:
    """A deadline for the judgement within; a judgement inside another (a nested parse)
    shares the outer one's."""

    __slots__ = ("own",)

    def __enter__(self) -> judging:
        st = _state()
        self.own = getattr(st, "until", None) is None
        if self.own:
            st.until = time.monotonic() + JUDGE_BUDGET
        return self

    def __exit__(self, *exc: object) -> None:
        if self.own:
            _state().until = None


def remaining() -> float | None:
    """Seconds left in the current judgement, or None outside one."""
    until = getattr(_state(), "until", None)
    return None if until is None else until - time.monotonic()


def check() -> None:
    """Raise :class:`OutOfTime` when the current judgement's deadline has passed."""
    until = getattr(_state(), "until", None)
    if until is not None and time.monotonic() > until:
        raise OutOfTime()
