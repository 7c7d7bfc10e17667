"""Session lifecycle: what state a session is in and which workflow command it runs."""

from __future__ import annotations

from warden.record.phase import of_prompt
from warden.store import write

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.record.context import HookContext


def _set(ctx: HookContext, state: str, **extra: str | None) -> None:
    ctx.store.set_session_state(ctx.session_id, state, **extra)


def user_prompt_submit(ctx: HookContext) -> None:
    phase = of_prompt(ctx.payload.get("prompt"))
    # a new prompt: the session works again, whatever a person marked it
    if phase:
        _set(ctx, "working", phase=phase, done_at=None)
        ctx.note = ctx.note or f"workflow command {phase}"
    else:
        _set(ctx, "working", done_at=None)


MESSAGE_CHARS = 4000  # of the last assistant message, kept for the board


def stop(ctx: HookContext) -> None:
    message = ctx.payload.get("last_assistant_message")
    if isinstance(message, str) and message:
        _set(ctx, "stopped", last_message=message[-MESSAGE_CHARS:])
    else:
        _set(ctx, "stopped")
    ctx.note = ctx.note or "session stopped"


def session_start(ctx: HookContext) -> None:
    source = ctx.payload.get("source")
    _set(ctx, "working")
    ctx.note = ctx.note or f"session started ({source})"


def session_end(ctx: HookContext) -> None:
    store = ctx.store
    with write(store.db):
        # a question deferred by the hook (`claude -p`, warden.headless.defer) outlives the run:
        # `claude -p --resume` asks it again
        open_qs = [q for q in store.open_questions(ctx.session_id) if q["deferred_at"] is None]
        for q in open_qs:
            store.set_status(q["id"], "expired", detail="the session ended")
        _set(ctx, "ended")
    ctx.note = "session ended" + (f"; expired {len(open_qs)} open question(s)" if open_qs else "")
