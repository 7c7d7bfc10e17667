"""The ``idle`` kind: a managed session sits at its prompt with nothing queued.

Claude Code says so with ``Notification`` (``notification_type: "idle_prompt"``,
"Claude is waiting for your input", after ``messageIdleNotifThresholdMs`` of its global
config, 60 s by default). For a managed session with no command queue running and no
other decision open, that becomes a decision: what should it do next? Options:
``1`` type a prompt, ``2`` queue commands (run in turn by the workflow queue, each
awaiting its Stop), ``3`` leave it.

No hook can answer it: the hook starts the profile's chain in a detached process
(``warden.decide.later``) and returns at once; a decision (or a person's later answer)
is typed into the input box by keystrokes (``warden.deliver.prompt``), or becomes a
queue (``warden.workflow.queue``). Verified by the ``UserPromptSubmit`` that follows: the
prompt Claude Code took is the one meant (for a queue, its first command). A prompt
someone types at the keyboard first settles it as ``keyboard``.
"""

from __future__ import annotations

from warden.askuser.model import Value
from warden.kinds.choice import ChoiceError, ChoiceKind, Option, Pick, options_json, show

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from warden.capture.hook import HookCall
    from warden.record.context import HookContext

OPTIONS = (
    Option("Type a prompt", "prompt", "required", "the prompt to type into the session"),
    Option("Queue commands", "queue", "required", "commands to run in turn (--queue CMD, repeatable)"),
    Option("Leave it", "leave"),
)
MESSAGE_CHARS = 4000


class Idle(Value):
    __slots__ = ("session_id", "message", "last_message", "phase", "options")
    _defaults = {"options": OPTIONS}
    session_id: str
    message: str
    last_message: str
    phase: str
    options: tuple[Option, ...]


def _norm(text: Any) -> str:
    return " ".join(str(text or "").split())


class IdleKind(ChoiceKind):
    name = "idle"
    event = ""
    landing = "UserPromptSubmit"

    def offer(self, data: Any) -> Idle:
        if not isinstance(data, dict) or not isinstance(data.get("session_id"), str):
            raise ChoiceError("not an idle session")
        return Idle(data["session_id"], str(data.get("message") or ""), str(data.get("last_message") or ""),
                    str(data.get("phase") or ""))

    def offer_input(self, payload: dict[str, Any]) -> dict[str, Any]:
        return {"session_id": payload.get("session_id"), "message": payload.get("message")}

    def hook_output(self, tool_input: dict[str, Any], offer: Idle, answer: Pick) -> dict[str, Any]:
        raise ChoiceError("an idle session is answered by typing, not by a hook")

    def final(self, answer: Pick) -> tuple[str, str] | None:
        """An answer that needs no delivery settles at once: (status, detail)."""
        return ("declined", "left as it is" + (f": {answer.text}" if answer.text else "")) \
            if answer.role == "leave" else None

    def received(self, payload: dict[str, Any]) -> dict[str, Any] | None:
        prompt = payload.get("prompt")
        return {"prompt": prompt} if isinstance(prompt, str) else None

    def compare(self, offer: Idle, answer: Pick, received: Any) -> Any:
        from warden.askuser.compare import Comparison

        want = answer.commands[0] if answer.role == "queue" and answer.commands else answer.text
        got = received.get("prompt") if isinstance(received, dict) else None
        if _norm(got) == _norm(want):
            return Comparison(True, [])
        return Comparison(False, [f"expected the prompt {want!r}, Claude Code took {got!r}"])

    def keyboard(self, offer: Idle, received: Any) -> Pick:
        return Pick(1, "prompt", str((received or {}).get("prompt") or ""))

    def type_answer(self, pane: str, socket: str, offer: Idle, answer: Pick, timeout: float) -> None:
        if answer.role == "prompt":
            from warden.deliver.prompt import type_command
            from warden.errors import DeliveryError, TypingError

            try:
                type_command(pane, answer.text, socket, timeout)
            except TypingError as e:
                raise DeliveryError(str(e), e.screen) from None
        elif answer.role == "queue":
            start_queue(offer.session_id, answer.commands)

    def summary(self, offer: Idle) -> str:
        from warden.text import one_line

        last = one_line(offer.last_message, 80)
        return "idle: waiting for its next prompt" + (f" (it said: {last})" if last else "")

    def show(self, offer: Idle) -> str:
        from warden.text import one_line

        lines = ["The session is idle at its prompt: what should it do next?"]
        if offer.phase:
            lines.append(f"  workflow command: {one_line(offer.phase)}")
        if offer.last_message:
            lines.append("  it last said: " + one_line(offer.last_message, 600))
        lines.append(show(offer.options))
        return "\n".join(lines)

    def offer_json(self, offer: Idle) -> dict[str, Any]:
        return {"message": offer.message, "last_message": offer.last_message, "phase": offer.phase,
                "options": options_json(offer.options)}

    def answer_hint(self, qid: int | str, offer: Any, by: str | None = None) -> str:
        return f"warden answer {qid} {f'--by {by} ' if by else ''}--type \"the next prompt\""

    def locate(self, store: Any, payload: dict[str, Any]) -> Any:
        sid = payload.get("session_id")
        rows = store.open_decisions(sid, self.name) if isinstance(sid, str) else []
        return rows[0] if rows else None


KIND = IdleKind()


def start_queue(session_id: str, commands: tuple[str, ...]) -> None:
    """Queue ``commands`` for the session and start typing the first (the workflow queue)."""
    from warden.errors import DeliveryError
    from warden.home import home_dir
    from warden.record.ingest import open_store
    from warden.workflow import queue
    from warden.workflow.on_hook import spawn

    home = home_dir()
    store = open_store(home)
    try:
        qid = queue.start(store, session_id, list(commands), started_by="idle decision")
    except queue.QueueError as e:
        raise DeliveryError(str(e)) from None
    finally:
        store.close()
    spawn(home, "run-next", str(qid))


# ------------------------------------------------------------------ its events


def on_notification(hc: HookCall) -> str | None:
    """In the hook (managed session): an idle prompt with no queue running starts the
    chain in a detached process; every other notification is only spooled."""
    from warden.capture.hook import pass_through
    from warden.workflow.on_hook import queue_here

    p = hc.payload
    if p.get("notification_type") != "idle_prompt" or queue_here(hc):
        pass_through(hc)
        return None
    hc.spool()
    from warden import detach
    from warden.hooklog import log

    try:
        detach.code(hc.home, "from warden.decide.later import main; main()", "idle", str(p.get("session_id") or ""))
    except OSError as e:
        log(hc.home, "warning", f"idle: could not start the chain: {e}")
    return None


def record(ctx: HookContext) -> None:
    """At ingestion: Notification(idle_prompt) of a managed session with nothing queued
    and nothing else open becomes an idle decision."""
    p, store = ctx.payload, ctx.store
    kind = p.get("notification_type")
    if kind != "idle_prompt":
        ctx.note = ctx.note or f"notification ({kind}): {p.get('message') or ''}".strip()
        return
    if not ctx.managed:
        ctx.note = "idle at its prompt (observed session: left to its person)"
        return
    from warden import fastjson as json
    from warden.store import write
    from warden.workflow import queue

    with write(store.db):
        if queue.find_active(store, ctx.session_id) is not None:
            ctx.note = "idle at its prompt, but a command queue runs: nothing to decide"
            return
        if store.open_questions(ctx.session_id):
            ctx.note = "idle at its prompt, with a decision already open"
            return
        stop_id = store.latest_event(ctx.session_id, "Stop")
        stop = store.event(stop_id) if stop_id is not None else None
        last = ""
        if stop is not None:
            try:
                last = str(json.loads(stop["payload"]).get("last_assistant_message") or "")[-MESSAGE_CHARS:]
            except ValueError:
                last = ""
        row = store.session(ctx.session_id)
        offer = {"session_id": ctx.session_id, "message": str(p.get("message") or ""), "last_message": last,
                 "phase": (row["phase"] if row is not None else None) or ""}
        qid = store.add_question(ctx.session_id, None, offer, {}, None, kind=KIND.name)
        store.set_session_state(ctx.session_id, "waiting")
    ctx.note = f"idle #{qid}: the session waits for its next prompt"
