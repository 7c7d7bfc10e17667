"""A note beside a choice: parsed, validated, delivered in ``updatedInput.annotations``,
verified against ``tool_response.annotations``, and kept (not typed) by keystrokes."""

from __future__ import annotations

import pytest

from warden.askuser.choices import parse_actions, parse_choices
from warden.askuser.compare import Received, compare, received_answer
from warden.askuser.hook_output import hook_output
from warden.askuser.model import Answer, Call, QuestionError, chat, select
from warden.askuser.validate import validate
from warden.kinds.question import KIND

QS = [
    {"question": "Which database?", "header": "DB", "multiSelect": False,
     "options": [{"label": "PostgreSQL", "description": ""}, {"label": "SQLite", "description": ""}]},
    {"question": "Which checks?", "header": "CI", "multiSelect": True,
     "options": [{"label": "Lint", "description": ""}, {"label": "Tests", "description": ""}]},
]
CALL = Call.from_questions(QS)


def test_the_cli_takes_a_note_after_each_choice() -> None:
    a = parse_choices(CALL, ["1", "--note", "the managed instance", "1,2", "--extra", "docs", "--note", "on every push"])
    assert a.items[0] == select("PostgreSQL").with_note("the managed instance")
    assert (a.items[1].labels, a.items[1].text, a.items[1].note) == (("Lint", "Tests"), "docs", "on every push")
    assert "(note: the managed instance)" in a.describe()
    with pytest.raises(QuestionError, match="--note needs a TEXT"):
        parse_choices(CALL, ["1", "--note"])
    with pytest.raises(QuestionError, match="out of place"):
        parse_choices(CALL, ["--note", "x", "1", "1"])


def test_driver_actions_and_json_carry_notes() -> None:
    a = parse_actions(CALL, [{"action": "select", "optionIndex": 1, "note": "  keep it small "},
                             {"action": "multi-select", "selectedIndices": [0]}])
    assert a.items[0].note == "keep it small" and a.items[1].note == ""
    assert Answer.from_json(a.to_json()) == a
    with pytest.raises(QuestionError, match="note must be a text"):
        parse_actions(CALL, [{"action": "select", "optionIndex": 0, "note": 3}, {"action": "multi-select", "selectedIndices": [0]}])


def test_a_redirect_takes_no_note_and_notes_are_bounded() -> None:
    with pytest.raises(QuestionError, match="a note goes beside a choice"):
        validate(CALL, Answer((chat("wrong question").with_note("x"), select("Lint"))))
    with pytest.raises(QuestionError, match="longer than"):
        validate(CALL, Answer((select("SQLite").with_note("x" * 3000), select("Lint"))))


def test_the_hook_delivers_notes_as_annotations() -> None:
    a = parse_choices(CALL, ["2", "--note", "one file is enough", "1"])
    out = hook_output({"questions": QS}, CALL, a)["hookSpecificOutput"]
    assert out["updatedInput"]["answers"] == {"Which database?": "SQLite", "Which checks?": "Lint"}
    assert out["updatedInput"]["annotations"] == {"Which database?": {"notes": "one file is enough"}}
    plain = hook_output({"questions": QS, "annotations": {"x": {}}}, CALL, parse_choices(CALL, ["2", "1"]))
    assert "annotations" not in plain["hookSpecificOutput"]["updatedInput"]


def test_notes_are_verified_against_what_claude_code_received() -> None:
    a = validate(CALL, parse_choices(CALL, ["2", "--note", "one file is enough", "1"]))
    answers = {"Which database?": "SQLite", "Which checks?": "Lint"}
    ok = Received(answers, {"Which database?": {"notes": "one file is enough"}})
    assert compare(CALL, a, ok).ok
    missing = compare(CALL, a, Received(answers, {}))
    assert not missing.ok and "expected the note 'one file is enough', received no note" in missing.differences[0]
    assert received_answer(CALL, ok).items[0].note == "one file is enough"
    # what PostToolUse carries, read by the question kind
    got = KIND.received({"tool_response": {"answers": answers, "annotations": ok.annotations}})
    assert isinstance(got, Received) and got == answers and KIND.compare(CALL, a, got).ok


def test_keystrokes_keep_the_note_with_the_answer_instead_of_typing_it() -> None:
    a = validate(CALL, parse_choices(CALL, ["2", "--note", "one file is enough", "1"]))
    same, unsaid = KIND.as_delivered(CALL, a, "hook")
    assert same == a and unsaid == ""
    bare, unsaid = KIND.as_delivered(CALL, a, "tmux")
    assert not bare.has_notes and "not delivered by tmux" in unsaid
    assert compare(CALL, bare, Received({"Which database?": "SQLite", "Which checks?": "Lint"})).ok
