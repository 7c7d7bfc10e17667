"""Which session a reference names, and what may be done to it.

A reference is what a person knows a session by: its id (or a unique prefix), warden's
name for it, its tmux session's name, or a headless task (``task:ID``, its name or id:
a task has no session until Claude Code reports one)."""

from __future__ import annotations

from contextvars import ContextVar
from typing import TYPE_CHECKING, Any

from warden.errors import NotFound, WardenError
from warden.store import tasks as ts

if TYPE_CHECKING:
    from warden.store import Row, Store


# the server's work item a machine's relay is carrying out (``warden.fleet.carry``): the
# control's event names it, so the relay knows a control it applied before it could say so
CARRYING: ContextVar[int | None] = ContextVar("warden_control_carrying", default=None)


class ControlError(WardenError):
    """A control that cannot be applied to this session now (said why); ``screen``: the
    pane's last capture, when the screen said no."""

    def __init__(self, message: str, screen: str = "") -> None:
        super().__init__(message)
        self.screen = screen


class BadInput(ControlError):
    """What the control was given cannot be used (an empty message, a relative path...)."""


class Target:
    __slots__ = ("session", "task")

    def __init__(self, session: Row | None, task: Row | None):
        self.session, self.task = session, task

    @property
    def ref(self) -> str:
        return str(self.session["id"]) if self.session is not None else f"task:{self.task['id']}"

    @property
    def label(self) -> str:
        from warden.text import one_line

        # names come from hooks' headers and from a fleet's machines: never raw to a terminal
        s = self.session
        if s is not None:
            return one_line(s["name"] or s["tmux_session"] or s["id"][:8], 60)
        return one_line(self.task["name"], 60)

    @property
    def headless(self) -> bool:
        return self.task is not None

    @property
    def machine(self) -> str | None:
        """The machine the session runs on (a fleet's server): its relay applies the
        control there (``warden.control.remote``). None: this machine's own."""
        s = self.session
        return str(s["machine"]) if s is not None and s["machine"] else None

    def tui(self) -> Row:
        """The session, which must be a managed session in a known tmux pane."""
        s = self.session
        if s is None or self.task is not None:
            raise ControlError(f"{self.label} is a headless task, not a session in tmux")
        if not s["managed"]:
            raise ControlError(f"{self.label} is observed, not managed: warden leaves it to its person (start it with "
                               "`warden run`, or match it with a [[manage]] rule)")
        if not s["tmux_pane"] or not s["tmux_socket"]:
            raise ControlError(f"{self.label} runs outside tmux: warden has no pane to act on")
        return s


def resolve(store: Store, ref: str) -> Target:
    if ref.startswith("task:") and ref[5:].isdigit():
        task = ts.get(store, int(ref[5:]))
        return Target(store.session(task["session_id"]) if task["session_id"] else None, task)
    try:
        sid = store.resolve_session(ref)
    except NotFound:
        try:
            task = ts.resolve(store, ref)
        except NotFound:
            raise NotFound(f"no session or task {ref!r} (see `warden status`)") from None
        return Target(store.session(task["session_id"]) if task["session_id"] else None, task)
    return Target(store.session(sid), ts.of_session(store, sid))


def note(store: Store, target: Target, action: str, by: str, said: str, **extra: Any) -> None:
    """Leave the control in the session's event log (``WardenControl``). Call inside a write."""
    from warden.store import dumps

    sid = target.session["id"] if target.session is not None else None
    payload = {"hook_event_name": "WardenControl", "session_id": sid, "action": action, "by": by, **extra}
    if CARRYING.get() is not None:
        payload["work"] = CARRYING.get()
    if target.task is not None:
        payload["task"] = target.task["id"]
    store.add_event(dumps(payload), payload, f"{action} ({by}): {said}")
