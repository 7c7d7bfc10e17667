"""Keystroke delivery of a recorded answer: claim it, type it, and settle or mark it.

The intent is stored before the first key: the answer is marked delivered by ``tmux``
(``delivered_at`` = when typing starts) and the question ``delivered``, so PostToolUse
verifies it exactly as an inline answer. When typing fails, the question goes back to
``pending`` with detail ``keystroke delivery failed: <why>`` (answerable again, shown by
``warden status`` and ``warden questions show``), the error and the last screen go to
the hook log and the event log, and the error is raised. If no key reached the pane
the intent is withdrawn; if some did, it stands, so a PostToolUse that still comes
(someone finished at the keyboard) is compared with it.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator

from warden import kinds

from warden.errors import DeliveryError, NotFound, WardenError
from warden import detach
from warden.hooklog import log
from warden.store import Store, write
from warden.text import one_line

DELIVERY = "tmux"
FAILED = "keystroke delivery failed: "
PICKER_TIMEOUT = 20.0  # seconds to wait for the picker to show (the hook may be releasing it)
LOCK_TIMEOUT = 120.0  # seconds to wait for another delivery into the same pane to finish
# a hook whose budget just ran out may still be settling the answer itself (it read the
# store a moment ago): keys wait this long past hook_until before claiming the answer
HOOK_GRACE = 2.0


def deliver_question(store: Store, home: str, qid: int, *, timeout: float = PICKER_TIMEOUT) -> float:
    """Type question ``qid``'s recorded answer into its session's pane; return the
    seconds typing took. Raises :class:`DeliveryError` (the question is then marked) or
    a :class:`WardenError` when there is nothing to deliver (the question is untouched)."""
    q = store.question(qid)
    if q is None:
        raise NotFound(f"no question #{qid} (see `warden questions list`)")
    if reclaim_interrupted(store, home, qid):
        q = store.question(qid)
    s = store.session(q["session_id"])
    pane, socket = (s["tmux_pane"], s["tmux_socket"]) if s is not None else (None, None)
    if q["status"] != "answered":
        raise _not_answered(q)
    if s is not None and s["machine"]:
        raise NothingToDeliver(f"question #{qid}: its session runs on machine {s['machine']}, whose relay types "
                               "answers into its panes there")
    if not pane or not socket:
        # checked before claiming: with nowhere to type, the question is left as it is
        missing = "tmux pane" if not pane else "tmux socket"
        raise NothingToDeliver(f"question #{qid}: the session's {missing} is not known (it was not started inside "
                               f"tmux), so there is nowhere to type the answer; the question is left {q['status']}")
    with pane_lock(home, f"{socket}:{pane}"):
        # a deliverer that held this pane before us may have died holding the answer
        reclaim_interrupted(store, home, qid)
        with _running(home, qid):
            _wait_out_grace(store, qid)
            aid, answer = claim(store, qid)
            kind = kinds.of(q)
            call = kind.offer_from_stored(q)
            started = time.monotonic()
            try:
                kind.type_answer(pane, socket, call, answer, timeout)
            except DeliveryError as e:
                raise fail(store, home, qid, aid, e) from None
            except Exception as e:  # noqa: BLE001 - a bug must not leave the question silently "delivered"
                err = DeliveryError(f"internal error: {type(e).__name__}: {e}")
                err.keys_sent = True  # type: ignore[attr-defined] # unknown: keep the intent for PostToolUse
                raise fail(store, home, qid, aid, err) from e
            took = time.monotonic() - started
    with write(store.db):
        store.add_event(json.dumps(_record(q, "typed", pane=pane, seconds=round(took, 3))), _record(q, "typed"),
                        f"question #{qid}: answer typed into pane {pane} in {took:.1f}s; PostToolUse verifies it")
    return took


class NothingToDeliver(WardenError):
    pass


def claim(store: Store, qid: int) -> tuple[int, Any]:
    """Mark the recorded answer delivered by keys, under the write lock, exactly once."""
    with write(store.db):
        q = store.question(qid)
        if q["status"] != "answered":
            raise _not_answered(q)
        if q["hook_until"] is not None and q["hook_until"] + HOOK_GRACE > time.time():
            raise NothingToDeliver(f"question #{qid}: a hook is waiting and delivers the answer itself")
        a = store.latest_answer(qid)
        if a is None or a["delivered_at"] is not None:
            raise NothingToDeliver(f"question #{qid} has no undelivered answer")
        store.mark_delivered(a["id"], DELIVERY)
        store.set_status(qid, "delivered")
        # an earlier failed attempt's reason no longer describes the question
        store.set_detail(qid, None, only_if_prefix=FAILED)
    return int(a["id"]), kinds.of(q).answer_of(a["answer"])


INTERRUPTED = "keystroke delivery was interrupted"


def _running_path(home: str, qid: int) -> str:
    return os.path.join(home, "driver", f"q{qid}.typing")


@contextmanager
def _running(home: str, qid: int) -> Iterator[None]:
    """While this process may claim and type ``qid``'s answer, a file says so (its pid):
    should the process die half-way, the next deliverer sees it and types it again."""
    from warden.home import private_dir

    private_dir(os.path.join(home, "driver"))
    path = _running_path(home, qid)
    with open(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600), "w") as f:
        f.write(str(os.getpid()))
    try:
        yield
    finally:
        try:
            os.unlink(path)
        except FileNotFoundError:
            pass


def interrupted_pid(home: str, qid: int) -> int | None:
    """The pid of a deliverer of ``qid`` that died while it held the answer, if one did."""
    try:
        with open(_running_path(home, qid)) as f:
            pid = int(f.read().strip())
        os.kill(pid, 0)
    except ProcessLookupError:
        return pid
    except (OSError, ValueError):
        return None
    return None


def reclaim_interrupted(store: Store, home: str, qid: int) -> bool:
    """A claim whose deliverer died before it finished (killed, the machine restarted)
    goes back to ``answered``, to be typed again: the picker took nothing yet, or
    PostToolUse would have settled the question. Returns whether it did."""
    pid = interrupted_pid(home, qid)
    if pid is None:
        return False
    with write(store.db):
        q = store.question(qid)
        a = store.delivered_answer(qid) if q is not None else None
        if q is None or q["status"] != "delivered" or a is None or a["delivery"] != DELIVERY:
            return False
        store.mark_delivery_failed(a["id"], DELIVERY + "-interrupted", keys_sent=False)
        store.set_status(qid, "answered", detail=f"{INTERRUPTED} (pid {pid} ended); typing it again")
    log(home, "warning", f"question #{qid}: {INTERRUPTED} (pid {pid} ended); typing it again")
    return True


def _wait_out_grace(store: Store, qid: int) -> None:
    """A hook past its budget that has not released the question yet (hook_until still
    set) may be settling it: wait until it releases it or the grace is over."""
    while True:
        q = store.question(qid)
        until = q["hook_until"]
        now = time.time()
        if q["status"] != "answered" or until is None or until > now or until + HOOK_GRACE <= now:
            return
        time.sleep(0.05)


def _not_answered(q: Any) -> NothingToDeliver:
    return NothingToDeliver(f"question #{q['id']} is {q['status']}; only an answered question is delivered "
                            "(answer it first: `warden answer`)")


def fail(store: Store, home: str, qid: int, aid: int, e: DeliveryError) -> DeliveryError:
    """Mark the question as failed delivery (back to pending), log why, return ``e``.

    Only this delivery's own claim is undone: answer ``aid`` delivered by ``tmux`` and
    still the question's intent. A question another path delivered (a hook that settled
    it after all, a newer answer) is left as it is."""
    why = str(e)
    sent = bool(getattr(e, "keys_sent", False))
    with write(store.db):
        q = store.question(qid)
        mine = store.delivered_answer(qid)
        if q["status"] == "delivered" and mine is not None and mine["id"] == aid and mine["delivery"] == DELIVERY:
            store.mark_delivery_failed(aid, DELIVERY + "-failed", keys_sent=sent)
            store.set_status(qid, "pending", detail=FAILED + why)
        payload = _record(q, "failed", error=why, keys_sent=sent, screen=e.screen)
        store.add_event(json.dumps(payload), payload, f"question #{qid}: {FAILED}{one_line(why, 200)}")
    log(home, "error", f"question #{qid}: {FAILED}{why}\n--- screen ---\n{e.screen}\n--------------")
    return e


def _record(q: Any, outcome: str, **extra: Any) -> dict[str, Any]:
    return {"hook_event_name": "warden:deliver", "session_id": q["session_id"], "tool_use_id": q["tool_use_id"],
            "question_id": q["id"], "outcome": outcome, **extra}


@contextmanager
def pane_lock(home: str, key: str) -> Iterator[None]:
    """One delivery at a time into one pane (a chat's prompt must not interleave with the
    next question's keys; a message from the board, with an answer's). ``key``:
    ``"SOCKET:PANE"``."""
    folder = Path(home) / "driver"
    from warden.home import private_dir

    private_dir(str(folder))
    path = folder / (hashlib.sha1(key.encode()).hexdigest()[:16] + ".lock")
    with open(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600), "a") as f:
        deadline = time.monotonic() + LOCK_TIMEOUT
        while True:
            try:
                fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() > deadline:
                    raise NothingToDeliver(f"another delivery into pane {key} is still running") from None
                time.sleep(0.1)
        try:
            yield
        finally:
            fcntl.flock(f, fcntl.LOCK_UN)


# ------------------------------------------------------------ automatic delivery


def wants_keys(store: Store, qid: int) -> bool:
    """A question whose answer must be typed: its session is managed and in a known pane."""
    q = store.question(qid)
    s = store.session(q["session_id"]) if q is not None else None
    return bool(s is not None and s["managed"] and s["tmux_pane"] and s["tmux_socket"])


def after_record(store: Store, qid: int, hook_waiting: bool) -> bool:
    """Called by ``warden.deliver.record.record`` for every recorded answer: when the
    session is managed in a known tmux pane, start keystroke delivery. With a hook
    waiting, the delivery first waits out that hook's budget (``wait_for_hook``): a live
    hook delivers the answer itself, and a hook that was killed leaves it to the keys.
    Returns whether a delivery was started."""
    if not wants_keys(store, qid):
        return False
    home = store.home
    args = ["deliver", str(qid), "--quiet"] + (["--after-hook"] if hook_waiting else [])
    try:
        # typing takes seconds, the caller returns now; the outcome reaches the store
        # (verified, or marked failed) and the logs
        detach.warden(home, *args)
    except OSError as e:
        why = f"{FAILED}could not start `warden deliver {qid}`: {e}"
        store.set_detail(qid, why)
        log(home, "error", f"question #{qid}: {why}")
        return False
    return True


def wait_for_hook(store: Store, qid: int) -> bool:
    """Wait until no hook can still deliver ``qid``'s answer: it did (False), or its
    budget and the grace are over (True: the answer is left to the keys)."""
    while True:
        q = store.question(qid)
        if q is None or q["status"] != "answered":
            return False
        until = q["hook_until"]
        left = (until + HOOK_GRACE - time.time()) if until is not None else 0.0
        if left <= 0:
            return store.undelivered_answer(qid) is not None
        time.sleep(min(0.5, left))
