"""``human``: waits for a person's answer (``warden answer``, the board) in the store.

It looks at one indexed row until the answer arrives or its budget runs out: every
``poll`` seconds on SQLite (cheap), on PostgreSQL when the answer's commit wakes it
(LISTEN/NOTIFY, whichever machine recorded it; ``warden.store.changes``). When
it runs out the question stays pending: the person's answer, whenever it comes, is then
delivered by keystrokes instead. When it starts waiting it tells the user's
notification channels (``warden.outbound.notify``; ``notify = false`` in its chain entry stops it).
"""

from __future__ import annotations

import time

from warden.decide.context import Abstain, Context, Decision, Outcome


class HumanAnswerer:
    name = "human"

    def __init__(self, poll: float = 0.1, notify: bool = True):
        self.poll = float(poll)
        self.notify = bool(notify)  # tell the configured channels (warden.outbound.notify) that a person is needed

    def decide(self, context: Context) -> Outcome:
        store, qid = context.store, context.question_id
        if store is None or qid is None:
            return Abstain("no store to wait on (not running in a session)")
        told = 0
        if self.notify and store.latest_answer(qid) is None:
            from warden.outbound import notify
            from warden.home import home_dir

            told = notify.question_waiting(home_dir(), store, qid, context.session_id)
        with store.answer_waiter(qid, self.poll) as waiter:
            while True:
                row = store.latest_answer(qid)
                if row is not None:
                    from warden import kinds

                    return Decision(
                        kinds.get(context.kind).answer_of(row["answer"]),
                        row["reason"] or f"answered by {row['decided_by']}",
                        decided_by=row["decided_by"],
                        answer_id=row["id"],
                    )
                left = context.deadline - time.monotonic()
                if left <= 0:
                    return Abstain("no answer from a person within the inline budget"
                                   + (f" (notified {told} channel(s))" if told else ""))
                waiter.wait(left)
