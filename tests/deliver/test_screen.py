"""The picker parser on screens captured from the real Claude Code 2.1.332 (tests/deliver/screens)."""

from __future__ import annotations

from pathlib import Path

import pytest

from warden.deliver.screen import input_box, parse, squash

SCREENS = Path(__file__).parent / "screens"
STORAGE = ["PostgreSQL \"primary\" $(whoami)", "Ünïcødé store ✓ — 日本語",
           "A very long option label that keeps going well past the width of the terminal so that Claude Code "
           "has to wrap it onto a second line of the picker; rm -rf / && echo `id` | tee ~/x",
           "Nothing; 'skip' it & move on"]
STORAGE_Q = "Which storage layer should the ledger service use — \"primary\" or not?"


def screen(name: str):  # type: ignore[no-untyped-def]
    p = parse((SCREENS / f"{name}.txt").read_text())
    assert p is not None, name
    return p


def kinds(p) -> list[str]:  # type: ignore[no-untyped-def]
    return [r.kind for r in p.rows]


@pytest.mark.parametrize("name", ["single0", "narrow_single"])
def test_single_select_rows_and_wrapping_labels(name: str) -> None:
    p = screen(name)
    assert p.tabs == () and p.header == "Storage" and not p.review and not p.multi
    assert p.shows_question(STORAGE_Q)
    assert kinds(p) == ["option"] * 4 + ["other", "chat"]
    assert [r.number for r in p.rows] == [1, 2, 3, 4, 5, 6]
    assert all(r.shows(label) for r, label in zip(p.options, STORAGE))
    assert not p.options[0].shows(STORAGE[1])
    assert p.row("other").text == "Type something."  # type: ignore[union-attr]


def test_cursor_row() -> None:
    assert screen("single0").cursor.number == 1  # type: ignore[union-attr]
    assert screen("narrow_single").cursor.number == 3  # type: ignore[union-attr]
    assert screen("single_cursor_other").cursor.kind == "other"  # type: ignore[union-attr]
    assert screen("single_cursor_chat").cursor.kind == "chat"  # type: ignore[union-attr]


def test_text_typed_into_the_field_is_read_back() -> None:
    p = screen("single_other_typed")
    other = p.row("other")
    assert other is not None and other.cursor and other.text == 'my own "answer" $(x) ✓'


def test_single_multi_select_question_has_a_tab_bar_and_submit_row() -> None:
    p = screen("multi0")
    assert [t.label for t in p.tabs] == ["Checks"] and not p.tabs[0].answered
    assert p.multi
    assert kinds(p) == ["option"] * 4 + ["other", "submit", "chat"]
    assert [r.checked for r in p.options] == [False] * 4
    assert p.options[3].shows("A very long multi-select label that keeps going well past the width of the terminal "
                              "so that it wraps onto the next line of the picker, ✓ done")


def test_checked_boxes_and_typed_extra() -> None:
    p = screen("multi_other_typed")
    assert [r.checked for r in p.options] == [True, False, True, False]
    other = p.row("other")
    assert other is not None and other.checked and other.cursor and other.text == 'extra, "quoted"'
    assert p.tabs[0].answered
    assert screen("multi_cursor_submit").cursor.kind == "submit"  # type: ignore[union-attr]


def test_several_questions_tab_bar_and_next_row() -> None:
    p = screen("four0")
    assert [t.label for t in p.tabs] == ["Language", "Platforms", "Deploy", "Signals"]
    assert p.question == "Which language should the worker be written in?"
    p = screen("four1")
    assert [t.answered for t in p.tabs] == [True, False, False, False]
    assert p.question == "Which platforms should the worker support?"
    assert kinds(p) == ["option"] * 4 + ["other", "next", "chat"]
    assert screen("four_cursor_next").cursor.kind == "next"  # type: ignore[union-attr]
    assert screen("four_right").question == "How should the worker be deployed?"


def test_review_screen() -> None:
    p = screen("multi_review_complete")
    assert p.review and not p.unanswered and p.question == ""
    assert p.review_answers == (("Which checks should run on every pull request?",
                                 'Unit tests, Linting $(ruff) | `fmt`, "extra, \\"quoted\\""'),)
    assert kinds(p) == ["review-submit", "review-cancel"] and p.cursor.kind == "review-submit"  # type: ignore[union-attr]
    p = screen("four_review_three_of_four")
    assert p.unanswered and len(p.review_answers) == 3
    assert [t.answered for t in p.tabs] == [True, False, True, True]
    assert screen("four_review_unanswered").unanswered


def test_no_picker() -> None:
    rule = "─" * 40
    assert parse("") is None
    assert parse(f"● Done.\n{rule}\n❯ \n{rule}\n  ⏵⏵ bypass permissions on") is None
    # the transcript line of an answered question is not a picker
    assert parse("● Answered Claude's questions:\n  ⎿  · Q → A\n") is None


def test_state_changes_with_cursor_and_checks() -> None:
    assert screen("single0").state() != screen("narrow_single").state()
    assert screen("multi0").state() != screen("multi_other_typed").state()


def test_input_box() -> None:
    rule = "─" * 40
    assert input_box(f"x\n{rule}\n❯ /clear\n{rule}\n  footer") == "/clear"
    assert input_box(f"x\n{rule}\n❯ \n{rule}\n") == ""
    assert input_box(f"{rule}\n❯ a long prompt that\n  wraps here\n{rule}\n") == "a long prompt that wraps here"
    assert input_box((SCREENS / "single0.txt").read_text()) is None


def test_squash() -> None:
    assert squash(" a  b\nc ") == "abc"
