"""The AskUserQuestion domain: parsing, answer strings, validation, comparison, CLI choices."""

from __future__ import annotations

import pytest

from tests.payloads import SINGLE, THREE
from warden import askuser as askq
from warden.askuser import Answer, Call, QuestionError, chat, multi, select, typed


def call3() -> Call:
    return Call.from_questions(THREE)


def test_parse_call() -> None:
    c = call3()
    assert len(c.items) == 3
    assert c.items[1].multi and not c.items[0].multi
    assert c.items[0].labels == ("PostgreSQL", "SQLite", "You decide")
    assert c.items[0].options[0].description == "Relational, the team knows it"


@pytest.mark.parametrize(
    "bad, message",
    [
        (None, "not an object"),
        ({}, "missing"),
        ({"questions": []}, "missing or empty"),
        ({"questions": [{"question": "x", "options": []}]}, "no options"),
        ({"questions": [{"question": "", "options": [{"label": "a"}]}]}, "no text"),
        ({"questions": [{"question": "x", "options": [{"description": "d"}]}]}, "no label"),
        ({"questions": [{"question": "x", "options": [{"label": "a"}]}] * 2}, "same text"),
    ],
)
def test_malformed_calls(bad: object, message: str) -> None:
    with pytest.raises(QuestionError, match=message):
        Call.from_tool_input(bad)


def test_answer_strings_follow_claude_codes_format() -> None:
    c = call3()
    a = askq.validate(c, Answer((select("SQLite"), multi(["Search", "Login"], "and audit logs"), typed("rate limits"))))
    m = askq.answers_map(c, a)
    assert m == {
        "Which database should the service use?": "SQLite",
        # chosen labels in option order, joined with ", ", typed extra last
        "Which features belong in this phase?": "Login, Search, and audit logs",
        "Anything else the API must do?": "rate limits",
    }


def test_hook_output_echoes_questions_and_adds_answers() -> None:
    c = Call.from_questions(SINGLE)
    tool_input = {"questions": SINGLE}
    out = askq.hook_output(tool_input, c, Answer((select("PostgreSQL"),)))
    hso = out["hookSpecificOutput"]
    assert hso["hookEventName"] == "PreToolUse"
    assert hso["permissionDecision"] == "allow"
    assert hso["updatedInput"] == {"questions": SINGLE, "answers": {SINGLE[0]["question"]: "PostgreSQL"}}


def test_decline_and_chat_become_deny_with_reason() -> None:
    c = Call.from_questions(SINGLE)
    out = askq.hook_output({"questions": SINGLE}, c, Answer(decline=askq.Decline("not now")))
    assert out["hookSpecificOutput"]["permissionDecision"] == "deny"
    assert out["hookSpecificOutput"]["permissionDecisionReason"] == "not now"
    out = askq.hook_output({"questions": SINGLE}, c, Answer((chat("wrong phase: we use SQLite"),)))
    assert "wrong phase: we use SQLite" in out["hookSpecificOutput"]["permissionDecisionReason"]


def test_validate_rejects_unknown_labels_and_wrong_counts() -> None:
    c = call3()
    with pytest.raises(QuestionError, match="3 question"):
        askq.validate(c, Answer((select("SQLite"),)))
    with pytest.raises(QuestionError, match="not one of its options"):
        askq.validate(c, Answer((select("MySQL"), multi(["Login"]), typed("x"))))
    with pytest.raises(QuestionError, match="not among its options"):
        askq.validate(c, Answer((select("SQLite"), multi(["Login", "Nope"]), typed("x"))))
    with pytest.raises(QuestionError, match="empty"):
        askq.validate(c, Answer((select("SQLite"), multi(["Login"]), typed("   "))))
    with pytest.raises(QuestionError, match="single-select"):
        askq.validate(c, Answer((multi(["SQLite", "PostgreSQL"]), multi(["Login"]), typed("x"))))


def test_compare_normalises_whitespace_and_multi_order() -> None:
    c = call3()
    intent = askq.validate(c, Answer((select("SQLite"), multi(["Login", "Billing, invoices"]), typed("rate  limits"))))
    ok = askq.compare(c, intent, {
        "Which database should the service use?": "SQLite",
        "Which features belong in this phase?": "Login, Billing, invoices",
        "Anything else the API must do?": "rate limits\n",
    })
    assert ok.ok, ok.differences
    bad = askq.compare(c, intent, {
        "Which database should the service use?": "PostgreSQL",
        "Which features belong in this phase?": "Login",
        "Anything else the API must do?": "rate limits",
    })
    assert not bad.ok and len(bad.differences) == 2
    assert "expected 'SQLite', received 'PostgreSQL'" in bad.differences[0]


def test_chat_items_are_not_compared() -> None:
    c = Call.from_questions(SINGLE)
    assert askq.compare(c, Answer((chat("talk"),)), {}).ok


def test_split_multi_handles_labels_with_commas_and_extras() -> None:
    item = call3().items[1]
    assert askq.split_multi(item, "Billing, invoices, Search") == ({"Billing, invoices", "Search"}, "")
    assert askq.split_multi(item, "Login, typed, with comma") == ({"Login"}, "typed, with comma")
    assert askq.split_multi(item, "only typed") == (set(), "only typed")


def test_received_answer_interprets_keyboard_answers() -> None:
    c = call3()
    got = askq.received_answer(c, {
        "Which database should the service use?": "my own text",
        "Which features belong in this phase?": "Search",
        "Anything else the API must do?": "No",
    })
    assert got.items == (typed("my own text"), multi(["Search"]), select("No"))


def test_parse_choices() -> None:
    c = call3()
    a = askq.parse_choices(c, ["2", "3,1", "--extra", "audit", "--type", "rate limits"])
    assert a.items == (select("SQLite"), multi(["Login", "Search"], "audit"), typed("rate limits"))
    a = askq.parse_choices(c, ["--chat", "wrong question", "1", "2"])
    assert a.items[0] == chat("wrong question") and a.items[2] == select("Yes")
    d = askq.parse_choices(c, ["--decline", "not now"])
    assert d.decline is not None and d.decline.reason == "not now"


@pytest.mark.parametrize(
    "tokens, message",
    [
        (["1"], "no choice given for question 2"),
        (["1", "1", "1", "1"], "too many"),
        (["4", "1", "1"], "option 4 does not exist"),
        (["1,2", "1", "1"], "single-select"),
        (["x", "1", "1"], "not an option number"),
        (["1", "1", "--type"], "needs a TEXT"),
        (["--decline", "a", "b"], "--decline"),
    ],
)
def test_parse_choices_errors(tokens: list[str], message: str) -> None:
    with pytest.raises(QuestionError, match=message):
        askq.parse_choices(call3(), tokens)


def test_parse_actions_zero_based() -> None:
    c = call3()
    a = askq.parse_actions(c, [
        {"action": "select", "optionIndex": 1},
        {"action": "multi-select", "selectedIndices": [2, 0]},
        {"action": "type", "text": "x"},
    ])
    assert a.items == (select("SQLite"), multi(["Login", "Search"]), typed("x"))
    with pytest.raises(QuestionError, match="out of range"):
        askq.parse_actions(c, [{"action": "select", "optionIndex": 3}, {"action": "type", "text": "x"},
                               {"action": "type", "text": "y"}])
    with pytest.raises(QuestionError, match="unknown action"):
        askq.parse_actions(c, [{"action": "jump"}] * 3)


def test_answer_json_roundtrip() -> None:
    a = Answer((select("A"), multi(["B", "C"], "x"), typed("t"), chat("c")))
    assert Answer.from_json(a.dumps()) == a
    d = Answer(decline=askq.Decline("r"))
    assert Answer.from_json(d.dumps()) == d


def test_one_line_neutralises_controls() -> None:
    assert askq.one_line("a\nb\x1b[31mc") == "a⏎b�[31mc"
    assert askq.one_line("x" * 10, 5) == "xxxx…"


def test_labels_that_begin_with_another_label_are_verified() -> None:
    c = Call.from_questions([{"question": "How?", "header": "H", "multiSelect": True, "options": [
        {"label": "Yes"}, {"label": "Yes, with tests"}, {"label": "A, B"}]}])
    for labels, got in ((["Yes, with tests"], "Yes, with tests"), (["Yes"], "Yes"),
                        (["Yes", "Yes, with tests"], "Yes, Yes, with tests"),
                        (["Yes, with tests", "A, B"], '"Yes, with tests", "A, B"')):
        intent = askq.validate(c, Answer((multi(labels),)))
        assert askq.compare(c, intent, {"How?": got}).ok, (labels, got)
    assert askq.split_multi(c.items[0], "Yes, with tests") == ({"Yes, with tests"}, "")
    assert askq.received_answer(c, {"How?": "Yes, with tests"}).items[0].labels == ("Yes, with tests",)
    wrong = askq.validate(c, Answer((multi(["Yes"]),)))
    assert not askq.compare(c, wrong, {"How?": "Yes, with tests"}).ok


def test_typed_answer_on_a_multi_select_accepts_the_pickers_quoting() -> None:
    c = Call.from_questions([{"question": "Which?", "header": "W", "multiSelect": True,
                              "options": [{"label": "x"}, {"label": "y"}]}])
    intent = askq.validate(c, Answer((typed('a, "b"'),)))
    assert askq.compare(c, intent, {"Which?": '"a, \\"b\\""'}).ok
    assert askq.compare(c, intent, {"Which?": 'a, "b"'}).ok
