"""Deciding when no hook waits: the chain run in a detached process on a recorded decision.

An idle session or a failure cannot be answered by a hook's output; the hook (or
whoever noticed the failure) starts ``python -c 'from warden.decide.later import main;
main()' KIND SESSION_ID`` and returns. It ingests the spool (which records the
decision), runs the session's profile chain on it within the profile's budget, and
records what the chain decided through ``warden.deliver.record`` (the function a
person's answer goes through), which starts its keystroke delivery. An answer a person
recorded meanwhile is already on its way; nobody deciding leaves the decision pending
for a person (``human`` has told the channels).
"""

from __future__ import annotations

import sys
import time

from warden import fastjson as json

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.store import Store


def run(home: str, store: Store, qid: int) -> str:
    """Run the chain on decision ``qid``; returns what became of it."""
    import os

    from warden import config, kinds
    from warden.decide import chain
    from warden.decide.context import Context
    from warden.deliver.record import AnswerRejected, record
    from warden.errors import ConfigError
    from warden.store import write

    q = store.question(qid)
    s = store.session(q["session_id"])
    try:
        profile = config.load(os.path.join(home, "config.toml")).profile(s["profile"] if s is not None else None)
    except ConfigError as e:
        return f"profile not loaded: {e}"
    kind = kinds.of(q)
    context = Context(
        call=kind.offer_from_stored(q), kind=kind.name, tool_input=json.loads(q["tool_input"]),
        deadline=time.monotonic() + profile.budget, question_id=qid, session_id=q["session_id"],
        session_name=s["name"] if s is not None else None, cwd=s["cwd"] if s is not None else None,
        transcript_path=s["transcript_path"] if s is not None else None, tool_use_id=q["tool_use_id"], store=store,
        extra={"permissions": profile.options.get("permissions")},
    )
    result = chain.run(profile.chain, context)
    with write(store.db):
        for step in result.steps:
            store.add_trace(qid, step.answerer, step.outcome, step.reason, step.started_at, step.elapsed)
    decision = result.decision
    if decision is None:
        return "nobody in the chain decided; left pending for a person"
    if decision.answer_id is not None:
        return f"answered by {decision.decided_by} (recorded, on its way)"
    try:
        rec = record(store, qid, decision.answer, result.answerer or "?", decision.reason)
    except AnswerRejected as e:
        return f"the chain's decision was not recorded: {e}"
    return f"decided by {result.answerer}: {rec.route}"


def main() -> None:
    from warden.hooklog import log
    from warden.home import home_dir
    from warden.record.ingest import open_store

    home = home_dir()
    kind, session_id = sys.argv[-2], sys.argv[-1]
    try:
        store = open_store(home)
        try:
            rows = store.open_decisions(session_id, kind)
            if rows and rows[0]["status"] == "pending":
                outcome = run(home, store, int(rows[0]["id"]))
                log(home, "debug", f"{kind} #{rows[0]['id']}: {outcome}")
        finally:
            store.close()
    except Exception as e:  # noqa: BLE001 - a detached process says why in the hook log
        log(home, "error", f"deciding the {kind} of session {session_id} failed: {type(e).__name__}: {e}")
