"""The server's ingester: a child process of ``warden serve`` that drains the spool into
the store as hooks fill it (``warden.record.ingest``).

A hook request does only what Claude Code waits for: answer, and append the event to
the spool. Recording it (sessions, decisions, verification, the event log) is the
ingester's work, in a process of its own at a lower CPU priority (``NICE``): the
server's processes never wait for it, and when the machine is busy the bookkeeping
runs in the gaps between hook requests instead of in front of them. It looks at the
spool every ``TICK`` seconds (and drains whatever is left over every ``SWEEP``), and
ends when the server does. Readers that need the store current drain it themselves
(``open_store``), as without a server.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time

TICK = 0.02
SWEEP = 1.0
NICE = 10


READY_WAIT = 10.0


def start(home: str) -> subprocess.Popen[bytes]:
    """Start the ingester for the state directory ``home``; it ends with this process."""
    return subprocess.Popen([sys.executable, "-m", "warden.board.ingester", str(os.getpid())],
                            env={**os.environ, "WARDEN_HOME": home}, stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE)


def wait_ready(proc: subprocess.Popen[bytes], timeout: float = READY_WAIT) -> None:
    """Wait (at most ``timeout`` seconds) until the ingester has started: imported what
    it records with and opened the store. Its start takes the CPUs for a moment, and the
    server's first requests would queue behind it."""
    import select

    assert proc.stdout is not None
    try:
        if select.select([proc.stdout], [], [], timeout)[0]:
            proc.stdout.read(1)
    finally:
        proc.stdout.close()


def _ready() -> None:
    try:
        sys.stdout.write("1")
        sys.stdout.flush()
        sys.stdout.close()
    except (OSError, ValueError):
        pass  # nobody waits


def stop(proc: subprocess.Popen[bytes]) -> None:
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def run(home: str, parent: int) -> None:
    from warden.hooklog import log
    from warden.record.ingest import drain
    from warden.store import Store, open_home

    spool = os.path.join(home, "spool")
    store: Store | None = None
    try:
        store = open_home(home)
        from warden import plugins
        from warden.record.ingest import ROUTES

        for ref in sorted(set(ROUTES.values())):
            plugins.load_ref(ref)
    except Exception as e:  # noqa: BLE001 - the loop below opens it again
        log(home, "error", f"server ingester: could not open the store: {type(e).__name__}: {e}")
    _ready()
    last = 0.0
    while os.getppid() == parent:
        now = time.monotonic()
        try:
            queued = os.stat(spool).st_size > 0
        except FileNotFoundError:
            queued = False
        if queued or now - last >= SWEEP:
            last = now
            try:
                if store is None:
                    store = open_home(home)
                drain(store, home)
            except Exception as e:  # noqa: BLE001 - the store may be restarting: open it again
                log(home, "error", f"server ingester: drain failed: {type(e).__name__}: {e}")
                if store is not None:
                    store.close()
                store = None
                time.sleep(1.0)
                continue
        time.sleep(TICK)
    if store is not None:
        store.close()


def main() -> None:
    import signal

    from warden.home import home_dir

    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    try:
        os.nice(NICE)
    except OSError:
        pass
    try:
        run(home_dir(), int(sys.argv[1]))
    except (KeyboardInterrupt, SystemExit):
        pass


if __name__ == "__main__":
    main()
