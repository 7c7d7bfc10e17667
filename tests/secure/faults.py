"""Helpers of the fault-injection tests: spool records as hooks do, count what reached
the store, run a drain in a process that can be killed."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.payloads import SINGLE, pre
from warden.capture import spool


def spool_questions(home: Path, n: int, prefix: str = "t") -> list[str]:
    """Append ``n`` PreToolUse(AskUserQuestion) records, as unmanaged sessions' hooks do;
    return their tool_use_ids."""
    home.mkdir(parents=True, exist_ok=True)
    ids = []
    for i in range(n):
        tid = f"toolu_{prefix}{i}"
        spool.append(str(home), json.dumps(pre(SINGLE, tid, f"s-{prefix}{i % 7}")).encode(), {})
        ids.append(tid)
    return ids


def counts(home: Path) -> dict[str, int]:
    """What the store holds: events (hook events only), questions, failed records, and
    records still waiting in the spool."""
    from warden.store import Store

    store = Store(home / "warden.db")
    try:
        q = store.db.execute
        out = {
            "events": q("SELECT count(*) FROM events WHERE rec_id IS NOT NULL AND rec_id NOT LIKE '%-error'").fetchone()[0],
            "questions": q("SELECT count(*) FROM questions").fetchone()[0],
            "failed": q("SELECT count(*) FROM events WHERE rec_id LIKE '%-error'").fetchone()[0],
            "orphans": q("SELECT count(*) FROM events e WHERE e.event='PreToolUse' AND NOT EXISTS "
                         "(SELECT 1 FROM questions x WHERE x.tool_use_id=e.tool_use_id)").fetchone()[0],
        }
    finally:
        store.close()
    out["waiting"] = waiting(home)
    return out


def waiting(home: Path) -> int:
    """Records in the spool and in claimed files not yet deleted."""
    data = b""
    for name in sorted(os.listdir(home)):
        if name == spool.SPOOL or (name.startswith(spool.SPOOL + ".") and name.endswith(".draining")):
            data += (home / name).read_bytes()
    return len(spool.parse(data)[0])


def drain_process(home: Path, env: dict[str, str] | None = None) -> subprocess.Popen[bytes]:
    """`python -m warden.record.ingest`-style drain in its own process (SIGKILL target)."""
    code = "from warden.record.ingest import main; main()"
    return subprocess.Popen([sys.executable, "-c", code], env={**os.environ, "WARDEN_HOME": str(home), **(env or {})},
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def drain_here(home: Path) -> int:
    from warden.record.ingest import drain
    from warden.store import Store

    store = Store(home / "warden.db")
    try:
        return drain(store, str(home))
    finally:
        store.close()


def hook_process(home: Path, payload: object, env: dict[str, str] | None = None) -> subprocess.Popen[bytes]:
    """`warden hook` as Claude Code runs it, in a process of its own (a SIGKILL target)."""
    import json as _json
    import shlex

    from warden.install import hook_command

    p = subprocess.Popen(shlex.split(hook_command()), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, env={**os.environ, "WARDEN_HOME": str(home), **(env or {})})
    assert p.stdin is not None
    data = payload if isinstance(payload, bytes) else _json.dumps(payload).encode()
    try:
        p.stdin.write(data)
        p.stdin.close()
    except BrokenPipeError:
        pass
    return p


def need_root(what: str) -> None:
    """Mounting a small filesystem needs root. Under CI (which runs as root) a missing
    root is a failure, never a skip."""
    import pytest

    if os.geteuid() == 0:
        return
    if os.environ.get("CI") == "true":
        pytest.fail(f"{what} needs root (mount a tmpfs); CI runs as root, so this machine is not set up as CI is")
    pytest.skip(f"{what} needs root (mount a tmpfs); run as root, as CI does")


class Tmpfs:
    """A small tmpfs mounted at ``path`` (root only): a disk that fills, a home that
    can be made read-only."""

    def __init__(self, path: Path, size: str):
        self.path = path
        path.mkdir(parents=True, exist_ok=True)
        subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size},mode=0700", "tmpfs", str(path)], check=True)

    def remount(self, options: str) -> None:
        subprocess.run(["mount", "-o", f"remount,{options}", str(self.path)], check=True)

    def close(self) -> None:
        subprocess.run(["umount", "-l", str(self.path)], check=False)


def finish(p: subprocess.Popen[bytes], timeout: float = 60) -> tuple[int, bytes, bytes]:
    """Wait for a :func:`hook_process`; its exit status, stdout and stderr."""
    assert p.stdout is not None and p.stderr is not None
    p.wait(timeout=timeout)
    return p.returncode, p.stdout.read(), p.stderr.read()
