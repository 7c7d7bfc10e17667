"""Notifications to the user's channels (desktop, ntfy, Slack, Telegram, email, ...) via apprise.

Two moments reach a person: a question waits for them (the chain reached ``human``),
and an answer did not land (verification found a mismatch). Channels are apprise URLs::

    [notify]
    urls = ["ntfy://ntfy.sh/my-warden-topic", "tgram://BOT_TOKEN/CHAT_ID", "mailto://user:pass@example.com"]
    link = "http://127.0.0.1:8787/questions/{id}"   # optional: a link to answer from

    [profiles.night]
    notify = ["pover://USER@TOKEN"]                  # a profile's list replaces [notify] urls

Sending never holds a hook: the hook starts a detached process (``main`` below) with a
job file and goes on; that process imports apprise, sends within ``TIMEOUT`` seconds,
and logs any failure to ``$WARDEN_HOME/hook.log``. Nothing here raises into a caller.
"""

from __future__ import annotations

import os
import sys
import time

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from warden.config import Config
    from warden.store import Store

TIMEOUT = 20.0  # seconds a detached sender may take, all channels together
JOBS = "notify"  # folder under $WARDEN_HOME for job files


def _log(home: str, level: str, message: str) -> None:
    from warden.hooklog import log

    log(home, level, f"notify: {message}")


def _config(home: str) -> Config:
    from warden import config
    try:
        return config.load(os.path.join(home, "config.toml"))
    except Exception as e:  # noqa: BLE001 - a broken config must not break a hook
        _log(home, "warning", f"config not read: {e}")
        return config.EMPTY


def channels(home: str, profile: str | None = None) -> list[str]:
    """The apprise URLs for a session of ``profile``: the profile's ``notify`` list if it
    has one, else ``[notify] urls`` (``warden.config``: ``profile.notify_urls``)."""
    from warden.errors import ConfigError

    cfg = _config(home)
    try:
        return list(cfg.profile(profile).notify_urls)
    except ConfigError:  # a profile that is gone: the person still hears of its sessions
        return list(cfg.notify.urls)


def link(home: str, qid: int) -> str | None:
    template = _config(home).notify.link
    return template.replace("{id}", str(qid)) if template else None


def send(urls: list[str], title: str, body: str, timeout: float = TIMEOUT) -> tuple[bool, str]:
    """Send to every URL now, within ``timeout``: (all delivered, what went wrong)."""
    if not urls:
        return True, ""
    import logging
    import threading

    import apprise

    result: dict[str, Any] = {}

    def run() -> None:
        with apprise.LogCapture(level=logging.WARNING, fmt="%(message)s") as captured:
            a = apprise.Apprise()
            bad = [u for u in urls if not a.add(u)]
            ok = bool(a.notify(body=body, title=title, body_format=apprise.NotifyFormat.TEXT)) if len(a) else False
            result["ok"] = ok and not bad
            result["why"] = "; ".join([f"not an apprise URL: {u.split('://')[0] + '://...' if '://' in u else '(no scheme)'}" for u in bad]
                                      + [ln for ln in captured.getvalue().splitlines() if ln.strip()])

    t = threading.Thread(target=run, daemon=True, name="notify")
    t.start()
    t.join(timeout)
    if t.is_alive():
        return False, f"not delivered within {timeout:g}s"
    return result.get("ok", False), result.get("why", "")


# ---------------------------------------------------------------- detached jobs


def spawn(home: str, job: dict[str, Any]) -> bool:
    """Run ``job`` in a detached process; returns at once. False (logged) if it could not start."""
    from warden import fastjson
    try:
        folder = os.path.join(home, JOBS)
        from warden.home import private_dir

        private_dir(folder)
        path = os.path.join(folder, f"{time.time():.6f}-{os.getpid()}-{job.get('kind', 'job')}.json")
        # the job may hold channel URLs with tokens: readable by the user only
        with os.fdopen(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600), "w", encoding="utf-8") as f:
            f.write(fastjson.dumps(job))
        from warden import detach
        detach.code(home, "from warden.outbound.notify import main; main()", path)
        return True
    except Exception as e:  # noqa: BLE001
        _log(home, "warning", f"could not start a sender: {e}")
        return False


def question_waiting(home: str, store: Store, qid: int, session_id: str | None) -> int:
    """Tell the channels that question ``qid`` waits for a person. Returns how many
    channels are told (0: none configured)."""
    try:
        row = store.session(session_id) if session_id else None
        urls = channels(home, row["profile"] if row is not None else None)
        if urls and spawn(home, {"kind": "question", "qid": qid, "urls": urls}):
            return len(urls)
    except Exception as e:  # noqa: BLE001
        _log(home, "warning", f"question #{qid}: {e}")
    return 0


def mismatch(home: str, qid: int) -> None:
    """An answer to ``qid`` did not land: tell the answerer that decided and the channels."""
    spawn(home, {"kind": "mismatch", "qid": qid})


# ---------------------------------------------------------------- the messages


def _session_label(store: Store, q: Any) -> tuple[str, Any]:
    s = store.session(q["session_id"])
    return ((s["name"] if s is not None and s["name"] else q["session_id"][:8]), s)


TITLES = {"question": "Claude Code asks", "permission": "Claude Code asks for permission",
          "plan": "Claude Code waits for a plan's approval", "idle": "Claude Code is idle, waiting for its next prompt",
          "failure": "a Claude Code session failed"}


def question_message(home: str, store: Store, qid: int) -> tuple[str, str]:
    """Title and body telling a person that decision ``qid`` (any kind) waits for them."""
    from warden import kinds
    from warden.text import one_line

    q = store.question(qid)
    kind = kinds.of(q)
    offer = kind.offer_from_stored(q)
    label, _ = _session_label(store, q)
    lines = [kind.show(offer), "", f"Answer:  {kind.answer_hint(qid, offer)}",
             f"Details: warden questions show {qid}"]
    url = link(home, qid)
    if url:
        lines.append(f"Open:    {url}")
    return f"warden: {TITLES.get(kind.name, 'Claude Code waits')} (session {one_line(label, 40)}, #{qid})", \
        "\n".join(lines)


def mismatch_report(store: Store, qid: int) -> dict[str, Any]:
    """What went wrong with ``qid``'s answer, per question: intended and received."""
    import json

    from warden.askuser.compare import compare
    from warden.askuser.hook_output import answer_text
    from warden.askuser.model import Answer, Call
    from warden.text import one_line
    q = store.question(qid)
    intent = store.delivered_answer(qid)
    received = json.loads(q["received"]) if q["received"] else {}
    details = []
    if q["kind"] != "question":
        from warden import kinds

        kind = kinds.of(q)
        if intent is not None:
            details.append(f"**You intended:** {one_line(kind.describe(kind.answer_of(intent['answer'])))}\n"
                           f"**Claude Code received:** {one_line(json.dumps(received))}")
        answer = None
    else:
        call = Call.from_questions(json.loads(q["questions"]))
        answer = Answer.from_json(intent["answer"]) if intent is not None else None
    if answer is not None and answer.decline is None:
        for item, a in zip(call.items, answer.items):
            want, got = answer_text(item, a), received.get(item.question)
            if not compare(Call((item,)), Answer((a,)), received).ok:
                details.append(f"**Question:** {one_line(item.question)}\n**You intended:** {one_line(want)}"
                               f"\n**Claude Code received:** {one_line(str(got))}")
    label, _ = _session_label(store, q)
    # the chain's answerer that decided (an agent answers through `warden answer`, recorded as human:cli)
    step = store.decided_step(qid)
    recorded = intent["decided_by"] if intent is not None else ""
    return {
        "question_id": qid, "session": label, "tool_use_id": q["tool_use_id"] or "",
        "details": "\n\n".join(details) or one_line(q["detail"] or ""),
        "decided_by": step["answerer"] if step is not None else recorded, "recorded_as": recorded,
        "delivery": intent["delivery"] if intent is not None else "",
    }


def _tell_answerer(home: str, store: Store, q: Any, report: dict[str, Any]) -> str:
    """Call ``notice_mismatch`` of the answerer that decided, as configured in the session's profile."""
    from pathlib import Path

    from warden import config
    from warden.decide import chain
    from warden.home import config_path

    s = store.session(q["session_id"])
    try:
        profile = config.load(config_path(Path(home))).profile(s["profile"] if s is not None else None)
    except Exception as e:  # noqa: BLE001
        return f"profile not loaded: {e}"
    if report["decided_by"] == "human":
        return ""  # the person is told through the channels
    for entry in profile.chain:
        if entry.answerer == report["decided_by"]:
            answerer = chain.make(entry)
            tell = getattr(answerer, "notice_mismatch", None)
            if tell is None:
                return f"{entry.answerer} gets it with the session's next question"
            try:
                return str(tell(report))
            except Exception as e:  # noqa: BLE001
                return f"could not tell {entry.answerer}: {e}"
    return ""


def run_job(home: str, job: dict[str, Any]) -> None:
    from warden.store import open_home, write

    # the store already holds what the job is about (it is started after the commit);
    # not draining the spool here keeps sending independent of ingestion
    store = open_home(home)
    try:
        qid = int(job["qid"])
        if job["kind"] == "question":
            title, body = question_message(home, store, qid)
            ok, why = send(job.get("urls") or [], title, body)
            if not ok:
                _log(home, "warning", f"question #{qid}: not every channel was told: {why}")
            return
        if job["kind"] != "mismatch":
            _log(home, "warning", f"unknown job {job.get('kind')!r}")
            return
        started, t0 = time.time(), time.monotonic()
        q = store.question(qid)
        report = mismatch_report(store, qid)
        told = _tell_answerer(home, store, q, report)
        urls = channels(home, (store.session(q["session_id"]) or {"profile": None})["profile"])
        from warden.text import one_line

        title = f"warden: an answer did not land (session {one_line(report['session'], 40)}, #{qid})"
        by = report["decided_by"] + (f" (through {report['recorded_as']})"
                                     if report["recorded_as"] not in ("", report["decided_by"]) else "")
        body = (f"{report['details']}\n\nDecided by {by}, delivered by {report['delivery']}."
                + (f"\n{told}." if told else "") + f"\nDetails: warden questions explain {qid}")
        ok, why = send(urls, title, body) if urls else (True, "")
        notes = [told] if told else []
        if urls:
            notes.append(f"notified {len(urls)} channel(s)" if ok else f"notification failed: {why}")
        if not ok:
            _log(home, "warning", f"mismatch #{qid}: {why}")
        with write(store.db):
            store.add_trace(qid, "mismatch", "told", "; ".join(notes) or "no answerer to tell, no channel configured",
                            started, time.monotonic() - t0)
    finally:
        store.close()


def main() -> None:
    """The detached sender: ``python -c 'from warden.outbound.notify import main; main()' JOB``."""
    from warden import fastjson
    from warden.home import home_dir

    home = home_dir()
    path = sys.argv[-1]
    try:
        with open(path, encoding="utf-8") as f:
            job = fastjson.loads(f.read())
        os.unlink(path)
        import threading

        def run() -> None:
            try:
                run_job(home, job)
            except Exception as e:  # noqa: BLE001
                _log(home, "warning", f"{job.get('kind')} #{job.get('qid')} failed: {type(e).__name__}: {e}")

        t = threading.Thread(target=run, daemon=True)
        t.start()
        t.join(TIMEOUT + 45)  # telling an agent may retry; never linger for ever
        if t.is_alive():
            _log(home, "warning", f"{job.get('kind')} #{job.get('qid')}: gave up after {TIMEOUT + 45:g}s")
    except Exception as e:  # noqa: BLE001
        _log(home, "warning", f"job {path} failed: {type(e).__name__}: {e}")
    os._exit(0)
