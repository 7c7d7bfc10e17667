"""The workflow phase of a session: the slash command it runs (``/gsd:plan-phase 3``).

A session's phase is set by its UserPromptSubmit, in two places, both from
:func:`of_prompt`:

- the store (``sessions.phase``) is the record: ingestion sets it
  (``warden.record.sessions``), and whatever reads the store (the board, the workflow
  worker, tasks, escalation) reads it there;
- for a managed session, the hook also writes it to ``$WARDEN_HOME/phases/<session id>``
  (:func:`remember`) while Claude Code waits on UserPromptSubmit, and the answer chain in
  the hook reads it from there (:func:`read`), so that an answerer deciding from the
  question and the phase (``policy``) costs the hook no database work.

A prompt that is not a slash command leaves the phase as it was, in both places. The
file outlives the session as the store's column does (``claude -p --resume`` asks a
deferred question again); one untouched for ``KEEP_DAYS`` days is removed when another
session's phase is written.

On the hook's hot path: imports os and time only.
"""

from __future__ import annotations

import os
import time

DIR = "phases"
KEEP_DAYS = 30
MAX_LEN = 200
_ID_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")


def of_prompt(prompt: object) -> str | None:
    """The phase a prompt starts: its first line when it is a slash command, else None."""
    if isinstance(prompt, str) and prompt.startswith("/"):
        lines = prompt.strip().splitlines()
        return lines[0][:MAX_LEN] if lines else None
    return None


def _path(home: str, session_id: object) -> str | None:
    # the session id comes from the payload: only a plain file name is used
    if (not isinstance(session_id, str) or not 0 < len(session_id) <= 128 or session_id[0] == "."
            or not _ID_CHARS.issuperset(session_id)):
        return None
    return os.path.join(home, DIR, session_id)


def remember(home: str, payload: dict) -> None:
    """At a managed session's UserPromptSubmit: write the phase its prompt starts, or
    mark the phase file as still in use."""
    path = _path(home, payload.get("session_id"))
    if path is None:
        return
    phase = of_prompt(payload.get("prompt"))
    if phase is None:
        try:
            os.utime(path)
        except OSError:
            pass
        return
    os.makedirs(os.path.dirname(path), exist_ok=True)
    tmp = f"{path}.{os.getpid()}.tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(phase)
    os.replace(tmp, path)
    _SEEN.pop((home, payload["session_id"]), None)
    _prune(os.path.dirname(path))


# (home, session id) -> (time.monotonic() of the look, what it read): ``read(..., within=)``
_SEEN: dict[tuple[str, str], tuple[float, str]] = {}
_SEEN_MAX = 4096


def read(home: str, session_id: object, within: float = 0.0) -> str:
    """The session's phase as the hook recorded it ("" if none). ``within`` > 0 (a server
    answering many questions): what this process read of the file less than ``within``
    seconds ago, without a look at the disk; a phase this process writes (``remember``)
    is read afresh at once, one another process writes within ``within``."""
    if within > 0.0 and type(session_id) is str:
        now = time.monotonic()
        hit = _SEEN.get((home, session_id))
        if hit is not None and now - hit[0] < within:
            return hit[1]
        got = _read(_path(home, session_id))
        if len(_SEEN) >= _SEEN_MAX:
            _SEEN.clear()
        _SEEN[home, session_id] = (now, got)
        return got
    return _read(_path(home, session_id))


def _read(path: str | None) -> str:
    if path is None:
        return ""
    # os.open and one read, not open(): a text file object costs more than the read
    # (on every question a server answers); what remember() wrote is one line of text
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    except (OSError, ValueError):
        return ""
    try:
        return os.read(fd, MAX_LEN * 16).decode("utf-8")[: MAX_LEN * 4]
    except (OSError, ValueError):
        return ""
    finally:
        os.close(fd)


def _prune(d: str) -> None:
    old = time.time() - KEEP_DAYS * 86400
    try:
        with os.scandir(d) as it:
            for e in it:
                try:
                    if e.stat().st_mtime < old:
                        os.unlink(e.path)
                except OSError:
                    pass
    except OSError:
        pass
