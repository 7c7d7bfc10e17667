"""`warden demo` and the board: where to see the demo's history, and ``--ask-me``: one
question left for a person, answered on the board while the demo's Claude Code waits.

The demo's answerers decide everything else; this question (``ASK_ME`` in the demo's
script) is one no rule covers, so the chain hands it to a person. The demo serves the
board on its own store, prints the login link, and waits until the answer landed in the
session (verified by PostToolUse, or settled otherwise), then says how.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ASK_ME = "one more question, for a person"  # the demo script's rule "for a person"
SETTLED = ("verified", "mismatch", "declined", "expired", "keyboard", "redirected")


def pointer(home: Path, root: Path, echo: Any) -> None:
    """Print how to see the demo's history on the board, and its login link."""
    from warden.board import DEFAULT_PORT
    from warden.board.auth import board_token

    token = board_token(str(home))[0]
    echo("\nthe demo's history on the board:")
    echo(f"    WARDEN_HOME={shlex.quote(str(home))} {_warden_command()} serve")
    echo(f"  then open its login link: http://127.0.0.1:{DEFAULT_PORT}/?token={token}")
    echo(f"  (the store stays in {root} until you remove it)")


def _warden_command() -> str:
    """How to run this warden from a shell: ``warden`` when that is it on PATH, else the
    script beside this interpreter (a fresh clone's .venv/bin/warden)."""
    beside = Path(sys.executable).parent / "warden"
    found = shutil.which("warden")
    if beside.exists() and (found is None or Path(found).resolve() != beside.resolve()):
        return shlex.quote(str(beside))
    return "warden"


def serve(home: Path) -> tuple[subprocess.Popen[str], str]:
    """``warden serve`` on the demo's store, on any free port: (process, login link)."""
    proc = subprocess.Popen([sys.executable, "-m", "warden", "serve", "--port", "0"], stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True, env={**os.environ, "WARDEN_HOME": str(home)})
    assert proc.stdout is not None
    end = time.monotonic() + 30
    while time.monotonic() < end:
        line = proc.stdout.readline()
        if not line:
            break
        m = re.search(r"(http://\S+/\?token=\S+)", line)
        if m:
            _drain(proc)
            return proc, m.group(1)
    proc.kill()
    from warden.errors import WardenError

    raise WardenError("warden serve did not start for the demo's board")


def _drain(proc: subprocess.Popen[str]) -> None:
    import threading

    threading.Thread(target=lambda: [None for _ in proc.stdout or ()], daemon=True).start()


def ask_me(session: Any, home: Path, echo: Any, supervise: Any, timeout: float) -> bool:
    """Leave one question for a person on the board; True once the answer landed."""
    from warden.record.ingest import open_store

    proc, link = serve(home)
    try:
        echo("\nnow one question is yours: answer it on warden's board")
        echo(f"  open: {link}")
        echo("  (the session named demo; the demo waits for you"
             + (f", at most {timeout:g}s" if timeout else "") + ")\n")
        session.type_prompt(ASK_ME)
        supervise(timeout)
        store = open_store(str(home))
        try:
            q = store.questions(limit=1)[0]
            a = store.latest_answer(q["id"])
        finally:
            store.close()
        if a is None or q["status"] not in SETTLED:
            echo(f"  question #{q['id']} is {q['status']}")
            return False
        from warden import kinds

        kind = kinds.of(q)
        echo(f"  your answer landed: {kind.describe(kind.answer_of(a['answer']))} (decided by {a['decided_by']}, "
             f"delivered {a['delivery'] or '-'}, {q['status']})")
        return q["status"] == "verified"
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
