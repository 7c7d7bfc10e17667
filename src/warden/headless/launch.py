"""A task's life from outside its runner (``warden.headless.runner``, one detached
process per turn): start a task, give it a new turn, wait for it, stop it, mark it done.
The CLI (`warden task`) and the board call these."""

from __future__ import annotations

import os
import signal
import time
from typing import Any

from warden import detach
from warden.errors import WardenError
from warden.store import Store, write
from warden.store import tasks as ts

# what a task's runner must not inherit: a tmux pane (answers would be typed into it),
# another session's identity, or signs of running inside another Claude Code
DROP_ENV = ("TMUX", "TMUX_PANE", "WARDEN_SESSION", "WARDEN_PROFILE", "WARDEN_TASK", "CLAUDECODE",
            "CLAUDE_CODE_ENTRYPOINT", "CLAUDE_CODE_SSE_PORT")


def start(store: Store, tid: int, prompt_id: int) -> int:
    """Start the detached runner for one turn of task ``tid``; returns its pid. Its
    stderr (Claude Code's too) goes to ``$WARDEN_HOME/tasks/TID.log``."""
    home = store.home
    logs = os.path.join(home, "tasks")
    from warden.home import private_dir

    private_dir(logs)
    pid = detach.spawn(home, ["-m", "warden.headless.runner", str(tid), str(prompt_id)],
                       log=os.path.join(logs, f"{tid}.log"), drop_env=DROP_ENV)
    with write(store.db):
        cur = ts.get(store, tid)
        if cur["state"] == "queued":
            ts.update(store, tid, pid=pid, host=ts.host())
    return pid


def wait(store: Store, tid: int, timeout: float | None) -> Any:
    """The task once it has finished (or its runner died); WardenError after ``timeout``."""
    end = None if timeout is None else time.monotonic() + timeout
    while True:
        t = ts.get(store, tid)
        if t["state"] in ts.FINISHED:
            return t
        if t["pid"] and not ts.runner_alive(t) and ts.reap_dead(store):
            continue
        if end is not None and time.monotonic() > end:
            raise WardenError(f"task #{tid} still {t['state']} after {timeout:g}s")
        time.sleep(0.2)


def run(store: Store, prompt: str, cwd: str, name: str | None = None, profile: str | None = None) -> tuple[int, int]:
    """Create a task and start its first turn; returns (task id, runner pid)."""
    tid = ts.create(store, prompt, cwd, name=name, profile=profile)
    prompt_id = ts.output(store, tid)[-1]["id"]
    return tid, start(store, tid, prompt_id)


def send(store: Store, ref: str, message: str) -> tuple[Any, int]:
    """A new turn of a finished task (its session resumed) with ``message``; returns
    (the task, the runner's pid)."""
    with write(store.db):
        t = ts.resolve(store, ref)
        if t["state"] in ts.ACTIVE:
            raise ts.TaskError(f"task #{t['id']} is {t['state']}; wait for it to finish, or stop it first")
        if not t["session_id"]:
            raise ts.TaskError(f"task #{t['id']} never started a session; start a new task instead")
        prompt_id = ts.add_output(store, t["id"], "prompt", message)
        ts.set_state(store, t["id"], "queued", error=None, result=None, finished_at=None, pid=None)
    return t, start(store, t["id"], prompt_id)


def stop(store: Store, ref: str, timeout: float = 15.0, why: str = "stopped by `warden task stop`",
         final: str = "stopped") -> tuple[Any, bool]:
    """End a task's turn: its runner is signalled (it stops Claude Code through the SDK),
    killed with its process group after ``timeout``; open questions expire. The task ends
    ``final`` (``stopped``, or ``done`` when a person marks it done). Returns (the task, whether it was
    running)."""
    t = ts.resolve(store, ref)
    if t["state"] in ts.FINISHED:
        if final != t["state"] and final == "done":
            with write(store.db):
                ts.set_state(store, t["id"], "done")
        return t, False
    if not ts.runs_here(t):
        raise ts.TaskError(f"task #{t['id']} runs on {t['host']}: stop it there (`warden task stop {t['id']}`)")
    if ts.alive(t["pid"]):
        try:
            # the runner alone: it stops Claude Code through the SDK and records why
            os.kill(t["pid"], signal.SIGTERM)
        except ProcessLookupError:
            pass
        end = time.monotonic() + timeout
        while time.monotonic() < end and ts.get(store, t["id"])["state"] in ts.ACTIVE and ts.alive(t["pid"]):
            time.sleep(0.1)
        if ts.alive(t["pid"]):
            try:
                os.killpg(t["pid"], signal.SIGKILL)  # it leads its own process group, Claude Code included
            except ProcessLookupError:
                pass
    with write(store.db):
        cur = ts.get(store, t["id"])
        if cur["state"] in ts.ACTIVE:
            for q in ts.open_questions(store, cur):
                store.release_hook(q["id"])
                store.set_status(q["id"], "expired", detail="the task was stopped")
        if cur["state"] in ts.ACTIVE or cur["state"] == "stopped":  # the runner may have said it first
            ts.set_state(store, t["id"], final, error=why if final == "stopped" else None)
    return ts.get(store, t["id"]), True
