"""A question asked again of one process (a server: many sessions ask the same one) is
answered, recorded and verified as the first time, whatever is reused between them."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

from tests.payloads import SINGLE, pre
from warden.askuser.model import Answer, ItemAnswer
from warden.decide import chain
from warden.decide.context import Context, Decision
from warden.record import phase
from warden.record.ingest import open_store

PROFILE = "[profiles.b]\nbudget = 30\n"  # no chain given: the policy answers the question inline


def _home(isolated_home: Path) -> str:
    isolated_home.mkdir(parents=True, exist_ok=True)
    (isolated_home / "config.toml").write_text(PROFILE)
    return str(isolated_home)


def _ask(home: str, sid: str, tid: str, tool_input: dict) -> dict:
    from warden.capture import http

    meta = http.meta_from({"x-warden-session": sid, "x-warden-profile": "b"}, {})
    payload = {**pre(SINGLE, tid, sid), "cwd": "/tmp/p", "tool_input": tool_input}
    return json.loads(http.handle(home, json.dumps(payload).encode(), meta) or "null")


def test_the_same_question_again_gets_the_same_answer_and_each_is_recorded(isolated_home: Path) -> None:
    home = _home(isolated_home)
    outs = [_ask(home, f"s-{i}", f"toolu_{i}", {"questions": SINGLE}) for i in range(4)]
    assert outs[0]["hookSpecificOutput"]["updatedInput"]["answers"]
    assert all(o == outs[0] for o in outs)
    store = open_store(home)
    rows = store.db.all("SELECT id, status FROM questions ORDER BY id")
    assert [r["status"] for r in rows] == ["delivered"] * 4
    answers = [store.latest_answer(r["id"]) for r in rows]
    assert {(a["answer"], a["decided_by"], a["delivery"], a["reason"]) for a in answers} == {
        (answers[0]["answer"], "policy", "hook", answers[0]["reason"])}
    assert answers[0]["reason"]
    assert all(store.traces(r["id"]) for r in rows)


def test_a_question_asked_again_with_more_in_its_input_echoes_that_input(isolated_home: Path) -> None:
    home = _home(isolated_home)
    plain = _ask(home, "s", "toolu_1", {"questions": SINGLE})
    more = _ask(home, "s", "toolu_2", {"questions": SINGLE, "metadata": {"source": "remember"}})
    assert "metadata" not in plain["hookSpecificOutput"]["updatedInput"]
    assert more["hookSpecificOutput"]["updatedInput"]["metadata"] == {"source": "remember"}
    assert more["hookSpecificOutput"]["updatedInput"]["answers"] == plain["hookSpecificOutput"]["updatedInput"]["answers"]


def test_a_question_asked_again_with_other_options_is_answered_from_them(isolated_home: Path) -> None:
    home = _home(isolated_home)
    first = _ask(home, "s", "toolu_1", {"questions": SINGLE})
    other = [{**SINGLE[0], "options": [{"label": f"{o['label']} now", "description": o.get("description", "")}
                                       for o in SINGLE[0]["options"]]}]
    again = _ask(home, "s", "toolu_2", {"questions": other})
    assert again["hookSpecificOutput"]["updatedInput"]["questions"] == other
    got = list(again["hookSpecificOutput"]["updatedInput"]["answers"].values())
    assert got != list(first["hookSpecificOutput"]["updatedInput"]["answers"].values())
    assert all(a.endswith(" now") for a in got)


class _Kept:
    """An answerer that gives the very same decision object every time, as a kept one is."""

    instant = True

    def __init__(self, decision: Decision):
        self.decision = decision

    def decide(self, context: Context) -> Decision:
        return self.decision


def test_a_decision_given_again_is_normalised_every_time(monkeypatch: object) -> None:
    from warden.askuser.model import Call
    from warden.config import ChainEntry

    multi = [{"question": "Which checks?", "header": "Checks", "multiSelect": True,
              "options": [{"label": "lint", "description": ""}, {"label": "tests", "description": ""}]}]
    call = Call.from_questions(multi)
    kept = _Kept(Decision(Answer((ItemAnswer("multi", ("tests", "lint")),)), "kept"))
    monkeypatch.setattr(chain, "make", lambda entry, kind="question": kept)  # type: ignore[attr-defined]
    for _ in range(3):
        ctx = Context(call=call, tool_input={"questions": multi}, deadline=time.monotonic() + 30)
        result = chain.run([ChainEntry("kept")], ctx)
        assert result.decision is not None
        assert result.decision.answer.items[0].labels == ("lint", "tests")  # in option order


def test_an_answer_read_again_from_its_text_is_the_same_and_bad_text_fails_every_time() -> None:
    import pytest

    from warden.askuser.model import QuestionError

    text = Answer((ItemAnswer("select", ("Yes",)),)).dumps()
    assert Answer.from_json(text) == Answer.from_json(text) == Answer((ItemAnswer("select", ("Yes",)),))
    for _ in range(2):
        with pytest.raises(QuestionError):
            Answer.from_json('{"items": 3}')


def test_a_phase_file_that_is_no_regular_file_reads_as_no_phase_without_blocking(tmp_path: Path) -> None:
    d = tmp_path / phase.DIR
    d.mkdir()
    os.mkfifo(d / "fifo-session")  # no writer: an open() that waited would hang here
    (d / "dir-session").mkdir()
    assert phase.read(str(tmp_path), "fifo-session") == ""
    assert phase.read(str(tmp_path), "dir-session") == ""
    (d / "s").write_text("/gsd:plan-phase 2")
    assert phase.read(str(tmp_path), "s") == "/gsd:plan-phase 2"
