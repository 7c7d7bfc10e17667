"""`warden relay`: a machine's link to its fleet's server (the protocol: ``warden.fleet``).

Three loops, each with its own connection to the local store:

* **local**: drain the spool into the local store, as the board does, so events reach
  the store (and so the outbox) within ``TICK`` even when nothing else reads it;
* **up**: ship the outbox in order, in batches, until the server acknowledges; a failed
  shipment is sent again after a back-off (``BACKOFF``), nothing is dropped;
* **down**: long-poll the server for this machine's work, carry each item out locally
  (``warden.fleet.carry``), acknowledge it.

Local work never waits for the server: with the server unreachable the machine goes on
as a machine without a fleet, and the backlog is shipped once it is back. A token the
server refuses (revoked, wrong) stops the relay (``TokenRefused``): retrying would not
help.
"""

from __future__ import annotations

import json
import os
import threading
import time
from collections.abc import Callable
from typing import Any

from warden.errors import WardenError
from warden.fleet import HEARTBEAT, PREFIX
from warden.fleet.client import Client, Refused, Unreachable

TICK = 0.05  # seconds between looks at the spool and the outbox
BATCH = 200  # outbox entries read per shipment
BATCH_BYTES = 2 << 20  # a shipment stops growing past this (one item at least)
WAIT = 25.0  # seconds a long poll for work is held by the server
BACKOFF = (0.2, 0.5, 1.0, 2.0, 4.0, 8.0, 15.0)


class TokenRefused(WardenError):
    pass


def _version() -> str:
    from warden import __version__

    return __version__


class Relay:
    def __init__(self, home: str, server: str, token: str, say: Callable[[str], None] = print,
                 wait: float = WAIT, cafile: str | None = None):
        self.home, self.server, self.token = home, server.rstrip("/"), token
        self.cafile = cafile
        self.say = say
        self.wait = wait
        self.stop = threading.Event()
        self.machine: str | None = None
        self.failure: BaseException | None = None
        self._wake = threading.Event()
        self._down: dict[str, Any] = {"fails": 0}
        self._up: dict[str, Any] = {"fails": 0}

    # ------------------------------------------------------------ running

    def run(self) -> None:
        """Run until ``stop`` is set (or the server refuses the token)."""
        store = self._store()
        try:
            self.machine = self._hello()
            if self.machine is None:
                return
            from warden.store import write

            with write(store.db):
                fresh = store.set_link(self.server, self.machine)
            backlog = store.outbox_count()
            self.say(f"relay: machine {self.machine} -> {self.server}"
                     + (f" (linked now: {backlog} item(s) of history to ship)" if fresh else f"; backlog {backlog}"))
        finally:
            store.close()
        threads = [threading.Thread(target=self._guard, args=(self._local,), name="relay-local", daemon=True),
                   threading.Thread(target=self._guard, args=(self._upward,), name="relay-up", daemon=True),
                   threading.Thread(target=self._guard, args=(self._downward,), name="relay-down", daemon=True)]
        for t in threads:
            t.start()
        while not self.stop.is_set():
            self.stop.wait(0.5)
        for t in threads[:2]:  # a shipment under way ends (or is sent again next time)
            t.join(10)
        if self.failure is not None:
            raise self.failure

    def _guard(self, loop: Callable[[], None]) -> None:
        try:
            loop()
        except TokenRefused as e:
            self.failure = e
            self.stop.set()
        except BaseException as e:  # noqa: BLE001 - a loop that dies stops the relay, said plainly
            self.failure = WardenError(f"relay: {threading.current_thread().name} failed: {type(e).__name__}: {e}")
            self.stop.set()

    def _store(self) -> Any:
        from warden.record.ingest import open_store

        store = open_store(self.home)
        if store.backend != "sqlite":
            store.close()
            raise WardenError("a relay ships a machine's own SQLite store; this home's store is "
                              f"{store.backend} (unset WARDEN_DB on the machine)")
        return store

    def _hello(self) -> str | None:
        client = Client(self.server, self.token, cafile=self.cafile)
        fails = 0
        try:
            while not self.stop.is_set():
                try:
                    answer = client.request("GET", PREFIX + "/hello")
                    return str(answer["machine"])
                except Refused as e:
                    raise TokenRefused(f"{e} (is the token right, or was the machine revoked?)") from None
                except (Unreachable, KeyError, TypeError) as e:
                    fails = self._failed("server", fails, e)
            return None
        finally:
            client.close()

    def _failed(self, what: str, fails: int, e: BaseException) -> int:
        if fails == 0:
            self.say(f"relay: {what} unreachable ({e}); retrying, local work goes on")
        self.stop.wait(BACKOFF[min(fails, len(BACKOFF) - 1)])
        return fails + 1

    # ------------------------------------------------------------ local: spool -> store

    def _local(self) -> None:
        from warden.record.ingest import drain

        store = self._store()
        changes = store.changes()
        spool = os.path.join(self.home, "spool")
        try:
            while not self.stop.is_set():
                try:
                    queued = os.stat(spool).st_size > 0
                except FileNotFoundError:
                    queued = False
                drained = drain(store, self.home) if queued else 0
                if drained or changes.poll():
                    self._wake.set()
                self.stop.wait(TICK)
        finally:
            changes.close()
            store.close()

    # ------------------------------------------------------------ up: outbox -> server

    def _upward(self) -> None:
        store = self._store()
        client = Client(self.server, self.token, cafile=self.cafile)
        last = 0.0
        fails = 0
        single = 0  # after a refused batch: this many entries one at a time, to find the one it cannot take
        try:
            while not self.stop.is_set():
                entries = store.outbox(1 if single else BATCH)
                if not entries and time.monotonic() - last < HEARTBEAT:
                    single = 0
                    self._wake.wait(TICK)
                    self._wake.clear()
                    continue
                items, upto = self._batch(store, entries)
                body = {"items": items, "backlog": max(0, store.outbox_count() - len(entries)),
                        "version": _version()}
                try:
                    client.request("POST", PREFIX + "/ship", body)
                except Refused as e:
                    if e.status in (401, 403):
                        raise TokenRefused(f"{e} (was the machine revoked?)") from None
                    if not single:
                        single = BATCH
                        continue
                    # this one entry can never be taken: said loudly, then passed, so the rest is shipped
                    self.say(f"relay: the server refused {entries[0]['item']} {entries[0]['ref']}: {e}; skipped")
                    store.outbox_done(upto)
                    continue
                except Unreachable as e:
                    fails = self._failed("server", fails, e)
                    continue
                if fails:
                    self.say("relay: server reachable again; shipping the backlog")
                    fails = 0
                if upto:
                    store.outbox_done(upto)
                single = max(0, single - 1)
                last = time.monotonic()
        finally:
            client.close()
            store.close()

    @staticmethod
    def _batch(store: Any, entries: list[Any]) -> tuple[list[dict[str, Any]], int]:
        """The items of a prefix of ``entries`` (each row once, as it is now) and the last
        entry id they cover."""
        items: list[dict[str, Any]] = []
        seen: set[tuple[str, str]] = set()
        size, upto = 0, 0
        for e in entries:
            key = (e["item"], str(e["ref"]))
            if key not in seen:
                item = store.shipment(*key)
                if item is not None:
                    n = len(json.dumps(item, ensure_ascii=False))
                    if items and size + n > BATCH_BYTES:
                        break
                    size += n
                    items.append(item)
                seen.add(key)
            upto = int(e["id"])
        return items, upto

    # ------------------------------------------------------------ down: work -> machine

    def _downward(self) -> None:
        from warden.fleet.carry import acknowledge, carry

        store = self._store()
        client = Client(self.server, self.token, cafile=self.cafile)
        fails = 0
        try:
            while not self.stop.is_set():
                link = store.link()
                after = int(link["work_after"]) if link is not None else 0
                try:
                    answer = client.request("GET", f"{PREFIX}/work?after={after}&wait={self.wait:g}",
                                            timeout=self.wait + 15)
                except Refused as e:
                    if e.status in (401, 403):
                        raise TokenRefused(f"{e} (was the machine revoked?)") from None
                    fails = self._failed("server (work)", fails, e)
                    continue
                except Unreachable as e:
                    fails = self._failed("server (work)", fails, e)
                    continue
                fails = 0
                for item in answer.get("work", []) if isinstance(answer, dict) else []:
                    if not isinstance(item, dict) or not isinstance(item.get("id"), int) or item["id"] <= after:
                        continue
                    outcome, detail = carry(store, item)
                    acknowledge(store, item, outcome, detail)
                    self.say(f"relay: work #{item['id']} {item.get('kind')}: {outcome}")
                    self._wake.set()
        finally:
            client.close()
            store.close()
