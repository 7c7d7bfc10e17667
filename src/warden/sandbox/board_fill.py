"""A store filled as a busy person's would be: many sessions, thousands of decisions of
every kind over the last day, answered by every kind of answerer and delivered every way.
For the board's bench (``bench/board_bench.py``), its screenshots and its tests; no
production module imports it.

Offers and answers are built by the kinds themselves (``kinds.get(k).from_body``), so
the board reads exactly what a real run would leave."""

from __future__ import annotations

import json
import random
import time
from typing import Any

from warden import kinds
from warden.store import Store, dumps, write

PROJECTS = ("orders-service", "billing", "search-api", "web-app", "infra", "docs-site", "mobile", "etl-jobs",
            "auth", "payments", "analytics", "notifications")
SAID = ("Done: the migration runs and the tests pass. Shall I open the pull request?",
        "I've added the retry with backoff and a test for the timeout path.",
        "The flaky test was a race on the temp dir; fixed by giving each test its own.",
        "Plan ready: three steps, starting with the schema change.",
        "I need a decision on the cache eviction policy before going on.",
        "All green. Next I'd split the handler into smaller functions.")
QUESTION = {"question": "Which database should the orders service use?", "header": "Database", "multiSelect": False,
            "options": [{"label": "PostgreSQL", "description": "Relational; the team already runs it."},
                        {"label": "SQLite", "description": "A single file, zero setup."}]}
COMMANDS = ("pytest -x tests/unit", "npm run build", "git push origin feature/retry", "rm -rf build/", "make deploy",
            "ls -la src", "cargo test --workspace")
DECIDERS = (("policy", 45), ("human:web", 20), ("llm", 12), ("human:cli", 8), ("agent", 5), ("keyboard", 5),
            ("first", 5))
STATUSES = (("verified", 78), ("declined", 8), ("keyboard", 5), ("expired", 4), ("mismatch", 2), ("redirected", 3))


def _pick(rng: random.Random, weighted: tuple[tuple[str, int], ...]) -> str:
    return rng.choices([k for k, _ in weighted], [w for _, w in weighted])[0]


def _offer(kind: str, rng: random.Random, sid: str, cwd: str) -> tuple[Any, dict[str, Any]]:
    """(what the store keeps as the offer, the tool input)."""
    if kind == "question":
        return [QUESTION], {"questions": [QUESTION]}
    if kind == "permission":
        cmd = rng.choice(COMMANDS)
        tool_input = {"command": cmd, "description": f"Run {cmd.split()[0]}"}
        return {"tool_name": "Bash", "tool_input": tool_input, "permission_suggestions": [],
                "permission_mode": "default"}, tool_input
    if kind == "plan":
        return {"plan": "# Plan\n\n1. Add the `retry` helper\n2. Use it in **fetch**\n3. Tests", "planFilePath": ""}, {}
    if kind == "idle":
        return {"session_id": sid, "message": "Claude is waiting for your input", "last_message": rng.choice(SAID),
                "phase": ""}, {}
    return {"session_id": sid, "reason": "api error", "detail": "API error 529: overloaded", "alive": True}, {}


def _answer(kind: str, stored: Any, rng: random.Random) -> str:
    k = kinds.get(kind)
    offer = k.offer_from_stored({"questions": json.dumps(stored), "tool_input": "{}", "kind": kind})
    body: dict[str, Any] = {"choices": [str(rng.randint(1, 2))]} if kind == "question" else {"option": 1}
    if kind == "idle":
        body["text"] = "go on with the next step"
    return str(k.from_body(offer, body).dumps())


def fill(store: Store, sessions: int = 200, decisions: int = 5000, *, hours: float = 24.0, pending: int = 30,
         seed: int = 7, events_per_session: int = 6) -> list[str]:
    """Add ``sessions`` sessions and ``decisions`` decisions (``pending`` of them open),
    spread over the last ``hours``; returns the session ids. The store's own methods
    write every row, on a clock set back to when each thing happened."""
    from unittest import mock

    rng = random.Random(seed)
    now = time.time()
    clock = [now]
    ids = []
    with mock.patch("time.time", lambda: clock[0]), write(store.db):
        for n in range(sessions):
            sid = f"{rng.getrandbits(32):08x}-{n:04d}-4000-8000-{rng.getrandbits(48):012x}"
            project = PROJECTS[n % len(PROJECTS)]
            managed = n % 5 != 4
            name = f"{project}-{n // len(PROJECTS) + 1}" if managed else None
            clock[0] = now - rng.uniform(0, hours * 3600)
            store.upsert_session(sid, name=name, cwd=f"/home/dev/src/{project}", managed=int(managed),
                                 tmux_pane=f"%{n}", tmux_socket="/nonexistent/warden-fill/tmux",
                                 tmux_session=name or f"{project}-observed-{n}",
                                 profile="auto" if managed and n % 3 == 0 else None)
            for e in range(events_per_session):
                ev = ("SessionStart", "UserPromptSubmit", "PreToolUse", "PostToolUse", "Stop", "Notification")[e % 6]
                payload = {"hook_event_name": ev, "session_id": sid, "cwd": f"/home/dev/src/{project}"}
                store.add_event(dumps(payload), payload, "recorded", ts=clock[0] + e)
            ids.append(sid)
        kinds_weighted = (("question", 40), ("permission", 40), ("plan", 8), ("idle", 8), ("failure", 4))
        for i in range(decisions):
            sid = ids[i % len(ids)]
            kind = _pick(rng, kinds_weighted)
            stored, tool_input = _offer(kind, rng, sid, "")
            open_ = i >= decisions - pending
            clock[0] = now - (rng.uniform(5, 600) if open_ else rng.uniform(60, hours * 3600))
            qid = store.add_question(sid, f"toolu_fill_{seed}_{i}", stored, tool_input, None, kind=kind)
            if open_:
                continue
            status = _pick(rng, STATUSES)
            who = _pick(rng, DECIDERS)
            clock[0] += rng.lognormvariate(0.0, 2.0) if who.startswith("human") else rng.lognormvariate(-3.0, 1.0)
            if status != "expired":
                delivery = "keyboard" if who == "keyboard" else (
                    "hook" if rng.random() < 0.7 else "tmux" if rng.random() < 0.8 else "sdk")
                aid = store.add_answer(qid, _answer(kind, stored, rng), who, "filled")
                if delivery != "hook":
                    clock[0] += rng.uniform(0.3, 4.0)
                store.mark_delivered(aid, delivery)
            clock[0] += 1.0
            store.set_status(qid, status)
        clock[0] = now
        for n, sid in enumerate(ids):
            state = "waiting" if store.open_questions(sid) else rng.choice(("working", "stopped", "stopped", "ended"))
            store.set_session_state(sid, state, last_message=rng.choice(SAID))
    return ids
