"""Escalation over time: a decision nobody answers is not left waiting for ever.

A profile may say what happens to a decision that stays pending (config.toml)::

    [profiles.night]
    chain = ["policy", "human"]
    escalate = { remind = [300, 1800], fallback_after = 7200, fallback = "llm",
                 reason = "nobody answered overnight" }

- ``remind``: seconds after the question was asked at which the person is reminded,
  each time through the profile's notification channels (``warden.outbound.notify``);
- ``fallback_after`` / ``fallback``: then the fallback decides — an answerer by name
  (``llm``, ``agent``, ``policy``, a plugin), or ``recommended``: every question's option
  marked recommended (a question with none is not decided). The answer is recorded like
  any late answer (``warden.deliver.record``, ``decided_by = "fallback:NAME"``) and typed
  into the picker by keystrokes; ``reason`` goes with it as its reason and as a note.
- Nothing destructive is ever decided by a fallback: an answer that would choose an
  option which deletes, discards, pushes, publishes, deploys, sends, handles credentials
  (``warden.judge.prose``, as the policy judges options) is withheld, and the person is
  told instead.

Every reminder, fallback and withheld fallback is a trace line of the decision
(answerer ``escalate``): ``warden questions explain`` and the board show what was decided
for the person and why.

What makes the timers fire when no hook is running any more: a detached ``warden
escalate --watch`` process (:func:`watch`), started by the hook when it leaves a decision
of such a profile pending. It holds a lock (one watcher per warden home), sleeps until
the next reminder or fallback is due (re-reading the store at least every ``POLL``
seconds, so decisions asked meanwhile are seen), and exits once no pending decision has
anything left to escalate. ``warden escalate`` (without ``--watch``) does one round now,
for a cron job or after a restart. Times are counted from when the question was asked.
"""

from __future__ import annotations

import os
import time

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from warden.askuser.model import Answer, Call
    from warden.config import Config, EscalateSettings
    from warden.store import Store

TRACE = "escalate"  # the answerer name escalation steps are traced under
POLL = 30.0  # seconds: the longest a watcher sleeps before re-reading the store
IDLE_EXIT = 60.0  # seconds a watcher with nothing to escalate waits before it exits
FALLBACK_BUDGET = 120.0  # seconds a fallback answerer may take
LOCK = "escalate.lock"


class Clock:
    """Wall-clock time and sleeping; tests pass one that only pretends."""

    def time(self) -> float:
        return time.time()

    def sleep(self, seconds: float) -> None:
        time.sleep(seconds)


# ------------------------------------------------------------------ what is due


def settings_for(config: Config, store: Store, q: Any) -> EscalateSettings | None:
    """The escalation of the profile of ``q``'s session, if it is managed and has one."""
    from warden.errors import ConfigError

    s = store.session(q["session_id"])
    if s is None or not s["managed"]:
        return None
    try:
        esc = config.profile(s["profile"] or None).escalate
    except ConfigError:
        return None
    return esc if esc.active else None


def _done(store: Store, qid: int) -> tuple[int, bool]:
    """(reminders sent, whether the fallback has been tried) for decision ``qid``."""
    steps = [t for t in store.traces(qid) if t["answerer"] == TRACE]
    return (sum(1 for t in steps if t["outcome"] == "reminded"),
            any(t["outcome"] in ("fallback", "withheld") for t in steps))


def due(esc: EscalateSettings, asked_at: float, reminded: int, fell_back: bool, now: float) -> list[tuple[str, int]]:
    """What is due at ``now`` for a decision asked at ``asked_at``: ("remind", n) for each
    reminder not yet sent whose time has come, then ("fallback", 0) once its time has."""
    out: list[tuple[str, int]] = []
    waited = now - asked_at
    for n, after in enumerate(esc.remind, 1):
        if n > reminded and waited >= after:
            out.append(("remind", n))
    if esc.fallback_after is not None and not fell_back and waited >= esc.fallback_after:
        out.append(("fallback", 0))
    return out


def next_at(esc: EscalateSettings, asked_at: float, reminded: int, fell_back: bool) -> float | None:
    """When the next reminder or the fallback of such a decision falls due (None: never)."""
    times = [asked_at + after for n, after in enumerate(esc.remind, 1) if n > reminded]
    if esc.fallback_after is not None and not fell_back:
        times.append(asked_at + esc.fallback_after)
    return min(times) if times else None


def pending(store: Store) -> list[Any]:
    return store.with_status("pending")


# ------------------------------------------------------------------ one round


def step(home: str, store: Store, config: Config, now: float, *,
         send: Callable[[list[str], str, str], tuple[bool, str]] | None = None,
         decide: Callable[[str, Store, Any, EscalateSettings], tuple[Answer | None, str]] | None = None) -> float | None:
    """Do everything due at ``now`` for every pending decision; returns when the next
    step falls due (None: nothing left to escalate). ``send`` and ``decide`` default to
    the notification channels and :func:`fallback_decision`."""
    from warden.store import write

    send = send or _send
    decide = decide or fallback_decision
    upcoming: list[float] = []
    for q in pending(store):
        esc = settings_for(config, store, q)
        if esc is None:
            continue
        reminded, fell_back = _done(store, q["id"])
        for what, n in due(esc, q["created_at"], reminded, fell_back, now):
            if what == "remind":
                told = _remind(home, store, q, n, len(esc.remind), now, send)
                with write(store.db):
                    store.add_trace(q["id"], TRACE, "reminded", told, now, 0.0)
                reminded = n
            else:
                _fallback(home, store, q, esc, now, send, decide)
                fell_back = True
        current = store.question(q["id"])
        if current is not None and current["status"] == "pending":
            at = next_at(esc, q["created_at"], reminded, fell_back)
            if at is not None:
                upcoming.append(at)
    return min(upcoming) if upcoming else None


def _remind(home: str, store: Store, q: Any, n: int, of: int, now: float,
            send: Callable[[list[str], str, str], tuple[bool, str]]) -> str:
    from warden.outbound import notify

    waited = _minutes(now - q["created_at"])
    urls = notify.channels(home, _profile(store, q))
    if not urls:
        return f"reminder {n} of {of} after {waited}: no notification channel configured"
    title, body = notify.question_message(home, store, q["id"])
    ok, why = send(urls, f"Reminder {n}: {title} (waiting {waited})", body)
    return f"reminder {n} of {of} after {waited}: " + (f"told {len(urls)} channel(s)" if ok else f"not delivered: {why}")


def _fallback(home: str, store: Store, q: Any, esc: EscalateSettings, now: float,
              send: Callable[[list[str], str, str], tuple[bool, str]],
              decide: Callable[[str, Store, Any, EscalateSettings], tuple[Answer | None, str]]) -> None:
    from warden.deliver.record import AnswerRejected, record
    from warden.outbound import notify
    from warden.store import write
    from warden.text import one_line

    assert esc.fallback is not None and esc.fallback_after is not None
    name = esc.fallback
    waited = _minutes(now - q["created_at"])
    t0 = time.monotonic()
    try:
        answer, why = decide(home, store, q, esc)
    except Exception as e:  # noqa: BLE001 - a failing fallback is a withheld one
        answer, why = None, f"{type(e).__name__}: {e}"
    if answer is not None:
        hazard = destructive(store, q, answer)
        if hazard:
            answer, why = None, f"it would {hazard}: nothing destructive is decided by a fallback"
    if answer is None:
        with write(store.db):
            store.add_trace(q["id"], TRACE, "withheld", f"fallback {name} after {waited} decided nothing: {why}",
                            now, time.monotonic() - t0)
        urls = notify.channels(home, _profile(store, q))
        if urls:
            title, body = notify.question_message(home, store, q["id"])
            send(urls, f"Still waiting, not decided for you: {title}", f"The fallback ({name}) decided nothing: {one_line(why, 300)}\n\n{body}")
        return
    reason = esc.reason or f"nobody answered within {_minutes(esc.fallback_after)}"
    noted = _with_note(answer, f"decided by warden's fallback ({name}) after {waited} without an answer: {reason}")
    try:
        rec = record(store, q["id"], noted, f"fallback:{name}", f"{reason} — {why}" if why else reason)
    except AnswerRejected as e:  # someone answered in the meantime: theirs stands
        with write(store.db):
            store.add_trace(q["id"], TRACE, "withheld", f"fallback {name} not recorded: {e}", now, time.monotonic() - t0)
        return
    with write(store.db):
        store.add_trace(q["id"], TRACE, "fallback",
                        f"after {waited}, {name} decided: {one_line(rec.answer.describe(), 200)} ({reason}); {rec.route}",
                        now, time.monotonic() - t0)


# ------------------------------------------------------------------ the fallback's decision


def fallback_decision(home: str, store: Store, q: Any, esc: EscalateSettings) -> tuple[Answer | None, str]:
    """(answer, why) from the profile's fallback for pending decision ``q``; (None, why) when
    it decides nothing."""
    from warden import kinds

    call = kinds.of(q).offer_from_stored(q)
    if esc.fallback == "recommended":
        return recommended(call)
    from warden.config import ChainEntry
    from warden.decide import chain
    from warden.decide.context import Context

    s = store.session(q["session_id"])
    ctx = Context(call, _json(q["tool_input"]), time.monotonic() + FALLBACK_BUDGET, question_id=q["id"],
                  session_id=q["session_id"], session_name=s["name"] if s is not None else None,
                  cwd=s["cwd"] if s is not None else None,
                  transcript_path=s["transcript_path"] if s is not None else None, tool_use_id=q["tool_use_id"],
                  store=store, kind=q["kind"])
    result = chain.run([ChainEntry(str(esc.fallback), FALLBACK_BUDGET)], ctx)
    if result.decision is None:
        return None, "; ".join(f"{st.outcome}: {st.reason}" for st in result.steps) or "no decision"
    return result.decision.answer, result.decision.reason


def recommended(call: Call) -> tuple[Answer | None, str]:
    """Every question's recommended option (a multi-select: its recommended ones)."""
    from warden.askuser.model import Answer, multi, select
    from warden.decide.answerers.policy.structure import Question

    items = []
    for n, item in enumerate(call.items, 1):
        rec = [v.label for v in Question(item).options if v.has("recommended")]
        if not rec or (len(rec) > 1 and not item.multi):
            return None, f"question {n} ({item.header or item.question[:40]}) marks no single option recommended"
        items.append(multi(rec) if item.multi else select(rec[0]))
    return Answer(tuple(items)), "the options the questions recommend"


def destructive(store: Store, q: Any, answer: Answer) -> str | None:
    """What a person would have to authorise in ``answer`` (None: nothing): a chosen option,
    or typed text, that the judge reads as hazardous."""
    from warden import kinds
    from warden.decide.answerers.policy.hazard import describe, option_hazards
    from warden.decide.answerers.policy.structure import Question
    from warden.judge.prose import hazards

    if answer.decline is not None:
        return None
    call = kinds.of(q).offer_from_stored(q)
    s = store.session(q["session_id"])
    cwd = s["cwd"] if s is not None else None
    for item, a in zip(call.items, answer.items):
        question = Question(item)
        found = option_hazards(question)
        for v in question.options:
            if v.label in a.labels and found.get(v.index):
                return describe(found[v.index])
        if a.text:
            typed = hazards(a.text, item.question, cwd=cwd)
            if typed:
                return describe(typed)
    return None


# ------------------------------------------------------------------ the watcher


def watch(home: str, clock: Clock | None = None, idle_exit: float = IDLE_EXIT) -> bool:
    """Escalate until nothing is left to escalate; False if another watcher holds the lock."""
    import fcntl

    from warden import config as config_mod

    clock = clock or Clock()
    from warden.home import ensure_home

    ensure_home(home)
    fd = os.open(os.path.join(home, LOCK), os.O_RDWR | os.O_CREAT, 0o600)
    try:
        for _ in range(6):  # a watcher that is exiting may still hold it for a moment
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                clock.sleep(0.5)
        else:
            return False
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode())  # who watches (for `warden doctor` and people)
        idle_since: float | None = None
        while True:
            now = clock.time()
            store = _open(home)
            try:
                cfg = config_mod.load(os.path.join(home, "config.toml"))
                nxt = step(home, store, cfg, now)
            finally:
                store.close()
            if nxt is None:
                idle_since = now if idle_since is None else idle_since
                if now - idle_since >= idle_exit:
                    return True
                clock.sleep(min(POLL, idle_exit))
            else:
                idle_since = None
                clock.sleep(max(0.2, min(POLL, nxt - now)))
    finally:
        os.close(fd)  # releases the lock


def start_watcher(home: str) -> None:
    """Start ``warden escalate --watch`` detached (it exits at once if one already runs)."""
    from warden import detach

    try:
        detach.warden(home, "escalate", "--watch", log=os.path.join(home, "escalate.log"))
    except OSError as e:
        from warden.hooklog import log

        log(home, "warning", f"escalation watcher not started: {e}")


# ------------------------------------------------------------------ helpers


def _open(home: str) -> Store:
    from warden.record.ingest import open_store

    return open_store(home)  # drains the spool: decisions asked a moment ago are seen


def _send(urls: list[str], title: str, body: str) -> tuple[bool, str]:
    from warden.outbound import notify

    return notify.send(urls, title, body)


def _profile(store: Store, q: Any) -> str | None:
    s = store.session(q["session_id"])
    return s["profile"] if s is not None else None


def _with_note(answer: Answer, note: str) -> Answer:
    from warden.askuser.model import Answer as A

    if answer.decline is not None:
        return answer
    return A(tuple(a if a.kind == "chat" or a.note else a.with_note(note) for a in answer.items))


def _minutes(seconds: float) -> str:
    if seconds < 90:
        return f"{seconds:.0f}s"
    if seconds < 5400:
        return f"{seconds / 60:.0f} min"
    return f"{seconds / 3600:.1f} h"


def _json(text: str) -> Any:
    import json

    return json.loads(text) if text else {}
