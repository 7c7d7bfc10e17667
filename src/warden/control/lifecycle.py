"""Interrupt, stop, resume, mark done, start: each for a session in tmux and for a
headless task alike. Each returns one line saying what was done, and leaves a
``WardenControl`` event in the session's log."""

from __future__ import annotations

import json
import os
from typing import TYPE_CHECKING, Any

from warden.control.target import BadInput, ControlError, Target, note, resolve
from warden.store import write
from warden.store import tasks as ts

if TYPE_CHECKING:
    from warden.store import Store

INTERRUPTED = "interrupted"


def _last_prompt(store: Store, session_id: str) -> str | None:
    """The prompt the session's running turn began with (its newest UserPromptSubmit)."""
    eid = store.latest_event(session_id, "UserPromptSubmit")
    ev = store.event(eid) if eid is not None else None
    if ev is None:
        return None
    try:
        prompt = json.loads(ev["payload"]).get("prompt")
    except (ValueError, AttributeError):
        return None
    return prompt if isinstance(prompt, str) else None


def _remote(store: Store, target: Target, action: str, text: str | None, by: str) -> str:
    """A session of another machine: its relay applies the control there."""
    from warden.control import remote

    work, said = remote.to_machine(store, target, action, text, by)
    return remote.Sent(said, work, str(target.machine))


def _stop_task(store: Store, target: Target, why: str, final: str = "stopped") -> str:
    from warden.headless import launch

    t = target.task
    assert t is not None
    try:
        t, was = launch.stop(store, str(t["id"]), why=why, final=final)
    except ts.TaskError as e:
        raise ControlError(str(e)) from None
    if not was and final == "stopped":
        raise ControlError(f"task #{t['id']} is not running (it is {t['state']})")
    return f"task #{t['id']} {t['state']}"


def interrupt(store: Store, ref: str, by: str) -> str:
    """Interrupt the running turn (Escape); a headless task's turn is stopped (a new
    message resumes it)."""
    target = resolve(store, ref)
    if target.machine:
        return _remote(store, target, "interrupt", None, by)
    if target.headless:
        said = _stop_task(store, target, f"{INTERRUPTED} ({by})")
    else:
        from warden.control import tui

        s = target.tui()
        said = tui.interrupt(store.home, s, _last_prompt(store, s["id"]))
        with write(store.db):
            store.set_session_state(s["id"], "stopped")  # no Stop hook follows an interrupt
    with write(store.db):
        note(store, target, "interrupt", by, said)
    return said


def stop(store: Store, ref: str, by: str) -> str:
    """End the session: a task's runner is stopped; Claude Code in tmux exits (``/exit``)."""
    target = resolve(store, ref)
    if target.machine:
        return _remote(store, target, "stop", None, by)
    if target.headless:
        said = _stop_task(store, target, f"stopped ({by})")
    else:
        from warden.control import tui

        s = target.tui()
        if s["state"] == "ended" or not tui.running(s):
            raise ControlError(f"{target.label} is not running")
        said = tui.stop(store.home, s, _last_prompt(store, s["id"]))
    with write(store.db):
        note(store, target, "stop", by, said)
    return said


def resume(store: Store, ref: str, text: str | None, by: str) -> str:
    """Bring a failed or finished session back: an open failure is answered ("resume",
    delivered as such answers are); a task gets a new turn ("continue" unless told
    otherwise); a session in tmux is started again with ``--resume``."""
    from warden.control.message import check_text

    target = resolve(store, ref)
    prompt = check_text(store, text, one_line=not target.headless) if text and text.strip() else None
    if target.machine:
        return _remote(store, target, "resume", prompt, by)
    if target.session is not None:
        failure = store.open_decisions(target.session["id"], "failure")
        if failure and failure[0]["status"] == "pending":
            return _answer_failure(store, target, failure[0]["id"], prompt, by)
    if target.headless:
        from warden.control.message import send

        t = target.task
        assert t is not None
        if t["state"] in ts.ACTIVE:
            raise ControlError(f"task #{t['id']} is {t['state']}: nothing to resume")
        return str(send(store, target, prompt or "continue", by)["detail"])
    from warden.control import tui

    s = target.tui()
    said = tui.resume(store, s, prompt)
    with write(store.db):
        note(store, target, "resume", by, said)
    return said


def _answer_failure(store: Store, target: Target, qid: int, prompt: str | None, by: str) -> str:
    from warden import kinds
    from warden.deliver.record import AnswerRejected, call_of, record

    body: dict[str, Any] = {"option": 1}
    if prompt:
        body["text"] = prompt
    try:
        record(store, qid, kinds.get("failure").from_body(call_of(store, qid), body), by, reason="resumed")
    except (AnswerRejected, ValueError) as e:
        raise ControlError(str(e)) from None
    said = f"resuming: failure #{qid} answered (resume); delivered by keystrokes, verified by its next prompt"
    with write(store.db):
        note(store, target, "resume", by, said, question=qid)
    return said


def mark_done(store: Store, ref: str, by: str) -> str:
    """A person's mark: this work is finished. A task's running turn is stopped and the
    task ends ``done``; the board files the session under Done until its next prompt."""
    target = resolve(store, ref)
    said = []
    if target.task is not None:
        said.append(_stop_task(store, target, f"marked done ({by})", final="done"))
    with write(store.db):
        if target.session is not None:
            store.mark_done(target.session["id"])
            said.append(f"{target.label} marked done")
        note(store, target, "done", by, "; ".join(said))
    return "; ".join(said)


def start_session(store: Store, name: str | None, cwd: Any, profile: str | None, by: str) -> dict[str, Any]:
    """A managed Claude Code in a new tmux session (what `warden run` does)."""
    from warden.control import tui

    cwd = _directory(cwd)
    started = tui.start(store, _name(name), cwd, profile or None)
    return {"name": started.session_name, "pane": started.pane_id, "attach": started.attach_command,
            "detail": f"started {started.session_name} in {cwd} ({started.attach_command})"}


def start_task(store: Store, prompt: Any, cwd: Any, name: str | None, profile: str | None, by: str) -> dict[str, Any]:
    """A headless task (what `warden task run` does)."""
    from warden import config, extras
    from warden.control.message import check_text
    from warden.headless import launch

    extras.require("headless", "headless tasks need")
    cwd = _directory(cwd)
    text = check_text(store, prompt, one_line=False)
    name = _name(name)
    if profile:
        config.load(os.path.join(store.home, "config.toml")).profile(profile)  # fail now, not in the runner
    tid, pid = launch.run(store, text, cwd, name=name, profile=profile or None)
    t = ts.get(store, tid)
    return {"task": tid, "name": t["name"], "ref": f"task:{tid}", "pid": pid,
            "detail": f"task #{tid} {t['name']} started in {cwd} (pid {pid})"}


def _directory(cwd: Any) -> str:
    if not isinstance(cwd, str) or not cwd.strip():
        raise BadInput("give the working directory (an absolute path)")
    path = os.path.expanduser(cwd.strip())
    if not os.path.isabs(path):
        raise BadInput(f"the working directory must be an absolute path, not {cwd!r}")
    if not os.path.isdir(path):
        raise BadInput(f"no such directory: {path}")
    return os.path.realpath(path)


def _name(name: Any) -> str | None:
    if name is None or (isinstance(name, str) and not name.strip()):
        return None
    from warden.text import untypable

    if not isinstance(name, str) or untypable(name) or len(name) > 100:
        raise BadInput("a name is one line of at most 100 characters")
    return name.strip()
