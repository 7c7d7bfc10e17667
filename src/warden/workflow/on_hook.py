"""The workflow driver in the hook: Stop, SessionStart, UserPromptSubmit and SessionEnd
of managed sessions.

Cheap unless there is work: with no queue active for this session (``queue_here``: a
listdir and a tiny file read) and, for Stop, no workflow brain in the profile, the event is only spooled,
as every other event is. Otherwise the hook ingests the spool (so the store holds this
event and every earlier one), applies the event to the session's queue in one write
transaction, and hands anything slow — typing, deciding, announcing — to a detached
``warden queue run-next`` / ``decide`` process, so Claude Code gets its Stop back at once.

UserPromptSubmit also records the session's workflow phase for the answer chain of its
later hooks (``warden.record.phase``).

A plain-text next command may be delivered by this very Stop hook instead
(``{"decision": "block", "reason": ...}``, profile ``continue_via = "block"``): Claude
continues with it as hook feedback, and no key is pressed.
"""

from __future__ import annotations

import os

from warden.capture.hook import HookCall
from warden.hooklog import log

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.config import Profile


def queue_here(hc: HookCall) -> bool:
    """Whether a queue may be active for this session, without the database:
    ``warden.workflow.queue`` keeps a marker file per active queue in $WARDEN_HOME/queues holding
    its tmux pane, socket and session name; this session matches by pane or by name."""
    d = os.path.join(hc.home, "queues")
    try:
        names = os.listdir(d)
    except OSError:
        return False
    pane, socket, name = hc.meta.get("pane", ""), hc.meta.get("socket", ""), hc.meta.get("name", "")
    for n in names:
        try:
            with open(os.path.join(d, n), encoding="utf-8") as f:
                m_pane, m_socket, m_name = (f.read().split("\n") + ["", "", ""])[:3]
        except OSError:
            continue
        if (pane and m_pane == pane and m_socket == socket) or (name and m_name == name):
            return True
    return False


def on_event(hc: HookCall) -> str | None:
    p = hc.payload
    kind = p.get("hook_event_name")
    if kind == "UserPromptSubmit":
        _remember_phase(hc)
    queued = queue_here(hc)
    profile: Profile | None = None
    if kind == "Stop" and not queued:
        message = p.get("last_assistant_message")
        if p.get("stop_hook_active") is True or not isinstance(message, str) or not message.strip():
            hc.spool()
            return None
        profile = _profile(hc)
        if profile is None or profile.workflow.brain == "none":
            hc.spool()
            return None
    elif not queued:
        hc.spool()
        return None
    return _handle(hc, kind, profile)


def _remember_phase(hc: HookCall) -> None:
    # the answer chain in this session's later hooks reads its phase from this file
    # (warden.record.phase); the store gets it when the event is ingested
    from warden.record import phase

    try:
        phase.remember(hc.home, hc.payload)
    except OSError as e:
        log(hc.home, "warning", f"could not record the session's workflow phase for the hook: {e}")


def _profile(hc: HookCall) -> Profile | None:
    from warden import config
    from warden.errors import ConfigError

    try:
        return config.load(os.path.join(hc.home, "config.toml")).profile(hc.meta.get("profile") or None)
    except ConfigError as e:
        log(hc.home, "error", f"workflow: profile not loaded: {e}")
        return None


def _handle(hc: HookCall, kind: str, profile: Profile | None) -> str | None:
    import time

    from warden import fastjson as json
    from warden.config import WorkflowSettings
    from warden.workflow import queue
    from warden.record.ingest import open_store

    p = hc.payload
    hc.spool()
    at = time.time()
    store = open_store(hc.home)
    try:
        sid = p.get("session_id") if isinstance(p.get("session_id"), str) else None
        event_id = store.latest_event(sid, kind)
        if profile is None:
            profile = _profile(hc)
        workflow = profile.workflow if profile is not None else WorkflowSettings()
        ev = queue.Event.from_hook(p, hc.meta, event_id)
        ev.at = at
        out = queue.on_event(store, ev, continue_via=workflow.continue_via)
        note = out.note
        if out.action in ("type", "ended"):
            spawn(hc.home, "run-next", str(out.queue_id))
        elif (out.queue_id is None and kind == "Stop" and not ev.stop_hook_active and (ev.message or "").strip()
              and workflow.brain != "none" and event_id is not None):
            spawn(hc.home, "decide", str(event_id))
            note = f"asking the {workflow.brain} brain for the next commands"
        if note and event_id is not None:
            store.note_event(event_id, note, append=True)
        if out.action == "block":
            return json.dumps({"decision": "block", "reason": out.text})
        return None
    finally:
        store.close()


def spawn(home: str, *args: str) -> None:
    """Start ``warden queue ARGS`` detached (``warden.detach``), so the hook returns at
    once; its errors go to the hook log."""
    from warden import detach

    detach.warden(home, "queue", *args, log=os.path.join(home, "hook.log"))
