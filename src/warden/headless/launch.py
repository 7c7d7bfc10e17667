"""Starting a task's turn and waiting for it: the runner (``warden.headless.runner``),
one detached process per turn."""

from __future__ import annotations

import os
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
