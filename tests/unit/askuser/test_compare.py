"""What Claude Code received compared with the intent, and keyboard answers read back."""

from __future__ import annotations

from tests.payloads import SINGLE, THREE
from warden.askuser.compare import compare, received_answer, split_multi
from warden.askuser.model import Answer, Call, chat, multi, select, typed
from warden.askuser.validate import validate


def test_compare_normalises_whitespace_and_multi_order() -> None:
    c = Call.from_questions(THREE)
    intent = validate(c, Answer((select("SQLite"), multi(["Login", "Billing, invoices"]), typed("rate  limits"))))
    ok = compare(c, intent, {
        "Which database should the service use?": "SQLite",
        "Which features belong in this phase?": "Login, Billing, invoices",
        "Anything else the API must do?": "rate limits\n",
    })
    assert ok.ok, ok.differences
    bad = compare(c, intent, {
        "Which database should the service use?": "PostgreSQL",
        "Which features belong in this phase?": "Login",
        "Anything else the API must do?": "rate limits",
    })
    assert not bad.ok and len(bad.differences) == 2
    assert "expected 'SQLite', received 'PostgreSQL'" in bad.differences[0]


def test_chat_items_are_not_compared() -> None:
    c = Call.from_questions(SINGLE)
    assert compare(c, Answer((chat("talk"),)), {}).ok


def test_split_multi_handles_labels_with_commas_and_extras() -> None:
    item = Call.from_questions(THREE).items[1]
    assert split_multi(item, "Billing, invoices, Search") == ({"Billing, invoices", "Search"}, "")
    assert split_multi(item, "Login, typed, with comma") == ({"Login"}, "typed, with comma")
    assert split_multi(item, "only typed") == (set(), "only typed")


def test_received_answer_interprets_keyboard_answers() -> None:
    c = Call.from_questions(THREE)
    got = received_answer(c, {
        "Which database should the service use?": "my own text",
        "Which features belong in this phase?": "Search",
        "Anything else the API must do?": "No",
    })
    assert got.items == (typed("my own text"), multi(["Search"]), select("No"))


def test_labels_that_begin_with_another_label_are_verified() -> None:
    c = Call.from_questions([{"question": "How?", "header": "H", "multiSelect": True, "options": [
        {"label": "Yes"}, {"label": "Yes, with tests"}, {"label": "A, B"}]}])
    for labels, got in ((["Yes, with tests"], "Yes, with tests"), (["Yes"], "Yes"),
                        (["Yes", "Yes, with tests"], "Yes, Yes, with tests"),
                        (["Yes, with tests", "A, B"], '"Yes, with tests", "A, B"')):
        intent = validate(c, Answer((multi(labels),)))
        assert compare(c, intent, {"How?": got}).ok, (labels, got)
    assert split_multi(c.items[0], "Yes, with tests") == ({"Yes, with tests"}, "")
    assert received_answer(c, {"How?": "Yes, with tests"}).items[0].labels == ("Yes, with tests",)
    wrong = validate(c, Answer((multi(["Yes"]),)))
    assert not compare(c, wrong, {"How?": "Yes, with tests"}).ok


def test_typed_answer_on_a_multi_select_accepts_the_pickers_quoting() -> None:
    c = Call.from_questions([{"question": "Which?", "header": "W", "multiSelect": True,
                              "options": [{"label": "x"}, {"label": "y"}]}])
    intent = validate(c, Answer((typed('a, "b"'),)))
    assert compare(c, intent, {"Which?": '"a, \\"b\\""'}).ok
    assert compare(c, intent, {"Which?": 'a, "b"'}).ok
