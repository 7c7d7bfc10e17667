"""Keeping the board live: drain the spool, notice changes, wake the event streams.

Hooks append to ``$WARDEN_HOME/spool`` and, for managed sessions, write the store
directly; the CLI writes it too. One background task does, every ``TICK`` seconds:
if the spool file is not empty, drain it into the store; then, on SQLite, ask whether
any other connection committed since the last look (``PRAGMA data_version`` on a
watch connection that never writes, ``warden.store.changes``). When something
changed, the version goes up and every waiting event stream wakes. A full drain also
runs every ``DRAIN_EVERY`` seconds whatever the spool looks like, and the hook
endpoints ``poke`` the loop so an event they spooled shows at once.

On PostgreSQL (several ``warden serve`` on one database, each draining its own
machine's spool) a watcher thread LISTENs instead: every commit of any process wakes
the streams at once, with no look at the database in between.
"""

from __future__ import annotations

import asyncio
import os
import threading
import time
from typing import TYPE_CHECKING

import anyio

from warden.hooklog import log
from warden.record.ingest import drain
from warden.store import Store, open_home

if TYPE_CHECKING:
    from warden.store.changes import Changes

TICK = 0.1
MIN_GAP = 0.03
DRAIN_EVERY = 0.3
WATCH_WAIT = 1.0  # the PostgreSQL watcher's longest wait, so it notices the server stopping
CLOSE_WAIT = 10.0  # at shutdown, how long closing the store waits for a step still running
SWEEP_EVERY = 10.0  # seconds between looks for managed sessions whose Claude Code is gone


class Live:
    """``drains=False``: another process drains the spool (``warden serve``'s ingester,
    ``warden.board.ingester``); this loop only watches the store."""

    def __init__(self, home: str, drains: bool = True):
        self.home = home
        self.drains = drains
        self.version = 0
        self._cond: asyncio.Condition | None = None
        self._poke: asyncio.Event | None = None
        self._writer: Store | None = None
        self._changes: Changes | None = None  # SQLite: the data_version watch
        self._watcher: threading.Thread | None = None  # PostgreSQL: LISTEN
        self._listening: Changes | None = None  # the watcher's connection, made by ``prepare``
        self._stepping = threading.Lock()
        self._closed = False
        self._last_drain = 0.0
        self._last_sweep = 0.0
        self.stopping = False  # the server is shutting down: event streams end

    # ----------------------------------------------------------- the loop

    async def run(self) -> None:
        self._cond = asyncio.Condition()
        self._poke = asyncio.Event()
        while True:
            try:
                changed = await anyio.to_thread.run_sync(self.step)
            except Exception as e:  # noqa: BLE001 - the board must keep serving
                log(self.home, "error", f"board: drain failed: {type(e).__name__}: {e}")
                self._reset()  # a lost database connection is opened again next round
                changed = False
            if self._writer is not None and self._writer.backend == "postgres" and self._watcher is None:
                self._watcher = threading.Thread(target=self._watch, args=(asyncio.get_running_loop(),),
                                                 daemon=True, name="warden-board-listen")
                self._watcher.start()
            if changed:
                await self.bump()
            # a short pause even when poked: the drain holds the spool's lock while it
            # ingests, and hooks appending under load need the gaps between drains
            await asyncio.sleep(MIN_GAP)
            try:
                await asyncio.wait_for(self._poke.wait(), TICK - MIN_GAP)
            except asyncio.TimeoutError:
                pass
            self._poke.clear()

    def prepare(self) -> None:
        """Before the server takes requests (in a thread): open the store, take the first
        look, and on PostgreSQL connect the watcher. Done later, beside the first
        requests, this work (an import, a connection, the first sweep) holds the
        interpreter's lock in turns with the event loop, and requests queue behind it
        for up to a few hundred milliseconds."""
        with self._stepping:
            try:
                self._step()
                if self._writer is not None and self._writer.backend == "postgres":
                    self._listening = self._writer.changes()
            except Exception as e:  # noqa: BLE001 - the loop tries again
                log(self.home, "error", f"board: could not open the store: {type(e).__name__}: {e}")
                self._reset()

    def stop(self) -> None:
        """Called in the event loop when the server begins to shut down."""
        self.stopping = True
        if self._cond is not None:
            asyncio.get_running_loop().create_task(self.bump())

    def poke(self) -> None:
        """Something was written: look (and drain) at once rather than at the next tick."""
        if self._poke is not None:
            self._poke.set()

    def spooled(self) -> None:
        """A hook request spooled an event: drain it at once, where this loop drains. Where
        another process drains (``drains=False``: ``warden.board.ingester``, which looks at the
        spool every ``TICK``), its commit is seen at this loop's next tick; a poke per request
        would only send this loop to its thread ~30 times a second under load, for nothing."""
        if self.drains:
            self.poke()

    def step(self) -> bool:
        """One round: drain when there is work; say whether the store changed."""
        with self._stepping:  # after ``prepare``, should it still be connecting
            return self._step()

    def _step(self) -> bool:
        if self._writer is None:
            self._writer = open_home(self.home)
            if self._writer.backend == "sqlite":
                self._changes = self._writer.changes()
        now = time.monotonic()
        try:
            spooled = os.stat(os.path.join(self.home, "spool")).st_size > 0
        except FileNotFoundError:
            spooled = False
        drained = 0
        if self.drains and (spooled or now - self._last_drain >= DRAIN_EVERY):
            self._last_drain = now
            drained = drain(self._writer, self.home)
        if now - self._last_sweep >= SWEEP_EVERY:
            from warden.kinds.failure import sweep

            self._last_sweep = now
            drained += len(sweep(self._writer, self.home))
        if self._changes is None:
            return drained > 0  # PostgreSQL: the watcher wakes the streams for every commit
        return self._changes.poll() or drained > 0

    def _watch(self, loop: asyncio.AbstractEventLoop) -> None:
        """The PostgreSQL watcher (a thread): LISTEN, and bump on every notification."""
        changes, self._listening = self._listening, None  # connected by ``prepare``
        fresh = changes is not None
        while not self._closed:
            try:
                if fresh:
                    changed, fresh = True, False  # what was committed while nobody listened
                elif changes is None:
                    assert self._writer is not None
                    changes = self._writer.changes()
                    changed = True  # what was committed while nobody listened
                else:
                    changed = changes.wait(WATCH_WAIT)
            except Exception as e:  # noqa: BLE001 - the database may be restarting: listen again
                log(self.home, "warning", f"board: listening for changes failed: {type(e).__name__}: {e}")
                if changes is not None:
                    changes.close()
                changes = None
                time.sleep(1.0)
                continue
            if changed and not self._closed:
                try:
                    asyncio.run_coroutine_threadsafe(self.bump(), loop)
                except RuntimeError:  # the event loop is gone: the server stopped
                    break
        if changes is not None:
            changes.close()

    def _reset(self) -> None:
        if self._changes is not None:
            self._changes.close()
            self._changes = None
        if self._writer is not None:
            self._writer.close()
            self._writer = None

    async def bump(self) -> None:
        assert self._cond is not None
        async with self._cond:
            self.version += 1
            self._cond.notify_all()

    async def wait_change(self, seen: int, timeout: float) -> int:
        """Wait until the version passes ``seen`` (or ``timeout``); return the version."""
        if self._cond is None:
            await asyncio.sleep(timeout)
            return self.version
        async with self._cond:
            if self.version <= seen:
                try:
                    await asyncio.wait_for(self._cond.wait_for(lambda: self.version > seen), timeout)
                except asyncio.TimeoutError:
                    pass
            return self.version

    def close(self) -> None:
        """Close the store once no step is using it. Cancelling the loop's task does not stop
        a step already running in its thread, and closing a SQLite connection under a query
        crashes the process; a step still running after ``CLOSE_WAIT`` (a database that does
        not answer) keeps its connection, which the exiting process drops."""
        self._closed = True  # the watcher closes its own connection
        if not self._stepping.acquire(timeout=CLOSE_WAIT):
            log(self.home, "warning", "board: a store step still running at shutdown; its connection is left to the exit")
            return
        try:
            if self._listening is not None:  # no watcher took it
                self._listening.close()
                self._listening = None
            self._reset()
        finally:
            self._stepping.release()
