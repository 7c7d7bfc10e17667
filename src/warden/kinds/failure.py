"""The ``failure`` kind: a managed session that broke and waits for someone to act.

Escalated when

- a turn ends on an API error (``StopFailure``: its ``error`` and ``error_details``; the
  transcript marks the message ``isApiErrorMessage``);
- Claude Code ends unexpectedly (``SessionEnd`` with reason ``other``: killed or
  crashed; ``clear``, ``resume``, ``logout`` and ``prompt_input_exit`` are someone's
  choice, and a headless run — ``claude -p``, a task — ends with ``other`` when done);
- its process is gone without a SessionEnd (the tmux pane is dead or closed; found by
  :func:`sweep`, which ``warden status`` and the board run);
- the same tool error repeats (``ERROR_LOOP`` PostToolUseFailure events in a row with one
  error: a hook that fails every call, a command retried unchanged).

A failure is shown on the board and in ``warden status``, told to the person's channels
(the chain's ``human``), and offers ``1`` resume (a live session gets a prompt typed,
"continue" unless told otherwise; a dead one is started again in its pane with
``claude --resume SESSION_ID``) or ``2`` dismiss. A resumed session's next prompt
verifies it.
"""

from __future__ import annotations

from warden.askuser.model import Value
from warden.kinds.choice import ChoiceError, ChoiceKind, Option, Pick, options_json, show

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from warden.record.context import HookContext
    from warden.store import Store

OPTIONS = (
    Option("Resume the session", "resume", "optional", "the prompt to type once it runs (default: continue)"),
    Option("Dismiss", "dismiss"),
)
CONTINUE = "continue"
ERROR_LOOP = 3
DELIBERATE_ENDS = ("clear", "resume", "logout", "prompt_input_exit")


class Failure(Value):
    __slots__ = ("session_id", "reason", "detail", "alive", "options")
    _defaults = {"options": OPTIONS}
    session_id: str
    reason: str  # api error | ended | crashed | error loop
    detail: str
    alive: bool  # Claude Code still runs (at its prompt)
    options: tuple[Option, ...]


class FailureKind(ChoiceKind):
    name = "failure"
    event = ""
    landing = "UserPromptSubmit"

    def offer(self, data: Any) -> Failure:
        if not isinstance(data, dict) or not isinstance(data.get("session_id"), str):
            raise ChoiceError("not a failure")
        return Failure(data["session_id"], str(data.get("reason") or "failure"), str(data.get("detail") or ""),
                       bool(data.get("alive")))

    def hook_output(self, tool_input: dict[str, Any], offer: Failure, answer: Pick) -> dict[str, Any]:
        raise ChoiceError("a failure is answered by acting on the session, not by a hook")

    def final(self, answer: Pick) -> tuple[str, str] | None:
        return ("declined", "dismissed" + (f": {answer.text}" if answer.text else "")) \
            if answer.role == "dismiss" else None

    def received(self, payload: dict[str, Any]) -> dict[str, Any] | None:
        prompt = payload.get("prompt")
        return {"prompt": prompt} if isinstance(prompt, str) else None

    def compare(self, offer: Failure, answer: Pick, received: Any) -> Any:
        from warden.askuser.compare import Comparison

        # any prompt taken shows the session runs again
        return Comparison(isinstance(received, dict), [] if isinstance(received, dict) else ["no prompt was taken"])

    def keyboard(self, offer: Failure, received: Any) -> Pick:
        return Pick(1, "resume", str((received or {}).get("prompt") or ""))

    def type_answer(self, pane: str, socket: str, offer: Failure, answer: Pick, timeout: float) -> None:
        if answer.role == "resume":
            resume(pane, socket, offer, answer.text or CONTINUE, timeout)

    def summary(self, offer: Failure) -> str:
        from warden.text import one_line

        return f"failure ({offer.reason}): {one_line(offer.detail, 100)}"

    def show(self, offer: Failure) -> str:
        from warden.text import one_line

        state = "Claude Code still runs, at its prompt" if offer.alive else "Claude Code is not running"
        return (f"The session failed ({offer.reason}); {state}.\n  {one_line(offer.detail, 1000)}\n"
                f"  resume by hand: claude --resume {offer.session_id}\n{show(offer.options)}")

    def offer_json(self, offer: Failure) -> dict[str, Any]:
        return {"reason": offer.reason, "detail": offer.detail, "alive": offer.alive,
                "resume": f"claude --resume {offer.session_id}", "options": options_json(offer.options)}

    def locate(self, store: Any, payload: dict[str, Any]) -> Any:
        sid = payload.get("session_id")
        rows = store.open_decisions(sid, self.name) if isinstance(sid, str) else []
        return rows[0] if rows else None


KIND = FailureKind()


def resume(pane: str, socket: str, offer: Failure, prompt: str, timeout: float) -> None:
    """Bring the session back: type ``prompt`` into a live one; start a dead one again in
    its pane (``claude --resume``) and then type it."""
    from warden.deliver.prompt import type_command
    from warden.errors import DeliveryError, TypingError
    from warden.tmux import Pane

    term = Pane(pane, socket, error=DeliveryError)
    if not term.alive():
        import shlex

        # the pane's own command again (its environment, binary and options), resuming the session
        started = _unquote(term.display("#{pane_start_command}"))
        if "claude" not in started:
            raise DeliveryError(f"the pane did not start Claude Code itself ({started or 'a shell'!r}); "
                                f"resume it by hand: claude --resume {offer.session_id}", term.screen())
        from warden.claude import NotASessionId, resume_args

        try:
            resume = resume_args(offer.session_id)
        except NotASessionId as e:
            raise DeliveryError(str(e), term.screen()) from None
        term.respawn(f"{started} {shlex.join(resume)}")
    try:
        type_command(pane, prompt, socket, max(timeout, 30.0))
    except TypingError as e:
        raise DeliveryError(f"resumed, but could not type {prompt!r}: {e}", e.screen) from None


def _unquote(command: str) -> str:
    """A pane's start command as tmux shows it: one string given to tmux comes back in
    double quotes with ``"``, ``$``, ``\\`` and backquotes escaped."""
    if len(command) >= 2 and command[0] == command[-1] == '"':
        import re

        return re.sub(r"\\(.)", r"\1", command[1:-1])
    return command


# ------------------------------------------------------------------ recording failures


def escalate(ctx_store: Store, home: str, session_id: str, reason: str, detail: str, alive: bool) -> int | None:
    """Record a failure of a managed session (none while one is open); returns its id.
    Call inside the caller's write transaction."""
    s = ctx_store.session(session_id)
    if s is None or not s["managed"] or ctx_store.open_decisions(session_id, KIND.name):
        return None
    offer = {"session_id": session_id, "reason": reason, "detail": detail, "alive": alive}
    return ctx_store.add_question(session_id, None, offer, {}, None, kind=KIND.name)


def _start_chain(home: str, session_id: str) -> None:
    from warden import detach
    from warden.hooklog import log

    try:
        detach.code(home, "from warden.decide.later import main; main()", KIND.name, session_id)
    except OSError as e:
        log(home, "warning", f"failure: could not start the chain: {e}")


def _chain_after_commit(ctx: HookContext) -> None:
    # the chain is a process of its own, reading the store: it starts once the failure
    # is committed (ingestion commits records in batches), and never for a batch undone
    from warden.store import after_commit

    home, session_id = ctx.home, str(ctx.session_id)
    after_commit(ctx.store.db, lambda: _start_chain(home, session_id))


def stop_failure(ctx: HookContext) -> None:
    """StopFailure: the turn ended on an API error."""
    from warden.store import write
    from warden.text import one_line

    p = ctx.payload
    err = str(p.get("error") or "error")
    detail = f"API error {err}: {p.get('error_details') or p.get('last_assistant_message') or ''}"
    with write(ctx.store.db):
        ctx.store.set_session_state(ctx.session_id, "stopped")
        qid = escalate(ctx.store, ctx.home, str(ctx.session_id), "api error", detail, alive=True)
    ctx.note = (f"failure #{qid}: " if qid else "turn failed: ") + one_line(detail, 200)
    if qid:
        _chain_after_commit(ctx)


def session_end(ctx: HookContext) -> None:
    """SessionEnd: expire what is open; an end nobody chose (reason ``other``) is a failure."""
    from warden.record import sessions
    from warden.store import write

    sessions.session_end(ctx)
    reason = ctx.payload.get("reason")
    if reason in DELIBERATE_ENDS or not isinstance(reason, str) or ctx.meta.get("headless") == "1":
        return  # a headless run (`claude -p`, a task) ends with reason "other" when it is done
    with write(ctx.store.db):
        qid = escalate(ctx.store, ctx.home, str(ctx.session_id), "ended",
                       f"Claude Code ended unexpectedly (SessionEnd reason {reason!r}: killed or crashed)", alive=False)
    if qid:
        ctx.note += f"; failure #{qid}: ended unexpectedly ({reason})"
        _chain_after_commit(ctx)


def tool_failed(ctx: HookContext) -> None:
    """PostToolUseFailure: the same error ``ERROR_LOOP`` times in a row is a loop."""
    from warden import fastjson as json
    from warden.store import write

    err = ctx.payload.get("error")
    if not isinstance(err, str) or not ctx.managed:
        return
    rows = ctx.store.recent_events(str(ctx.session_id), ("PostToolUseFailure", "PostToolUse"), ERROR_LOOP)
    same = 0
    for r in rows:
        try:
            if r["event"] == "PostToolUseFailure" and json.loads(r["payload"]).get("error") == err:
                same += 1
        except ValueError:
            break
    if same < ERROR_LOOP:
        return
    with write(ctx.store.db):
        qid = escalate(ctx.store, ctx.home, str(ctx.session_id), "error loop",
                       f"the same tool error {same} times in a row: {err}", alive=True)
    if qid:
        ctx.note = (ctx.note + "; " if ctx.note else "") + f"failure #{qid}: an error loop"
        _chain_after_commit(ctx)


def sweep(store: Store, home: str) -> list[int]:
    """Managed sessions whose Claude Code is gone without a SessionEnd (the pane is dead or
    closed, its tmux server still running) become failures; returns their ids. One tmux
    call per live managed session; none on a shared (PostgreSQL) store."""
    import os

    from warden.store import write
    from warden.tmux import Pane

    found: list[int] = []
    if store.backend != "sqlite":
        return found  # a shared store: its panes may be on other machines
    for s in store.sessions():
        if not s["managed"] or s["state"] == "ended" or not s["tmux_pane"] or not s["tmux_socket"]:
            continue
        if not os.path.exists(s["tmux_socket"]):
            continue  # its tmux server is gone, or elsewhere: nothing to ask
        try:
            alive = Pane(s["tmux_pane"], s["tmux_socket"]).alive()
        except Exception:  # noqa: BLE001 - no tmux here: nothing can be told
            return found
        if alive:
            continue
        with write(store.db):
            for q in store.open_questions(s["id"]):
                store.set_status(q["id"], "expired", detail="Claude Code is gone")
            store.set_session_state(s["id"], "ended")
            qid = escalate(store, home, s["id"], "crashed",
                           "Claude Code is gone without ending its session (its tmux pane is dead or closed)",
                           alive=False)
        if qid:
            found.append(qid)
            _start_chain(home, s["id"])
    return found


def on_session_end(hc: Any) -> str | None:
    """In the hook (managed session): the workflow's SessionEnd, then, for an end nobody
    chose, ingest at once so the failure is escalated now."""
    from warden.workflow.on_hook import on_event

    out = on_event(hc)
    reason = hc.payload.get("reason")
    if isinstance(reason, str) and reason not in DELIBERATE_ENDS and hc.meta.get("headless") != "1":
        from warden.record.ingest import open_store

        open_store(hc.home).close()
    return out
