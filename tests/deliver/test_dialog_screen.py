"""The permission and plan dialog parser on screens captured from the real Claude Code
2.1.332 (tests/deliver/screens/dialog_*: Bash, Write, Edit, ExitPlanMode with and without
a plan, a wrapping command, narrow panes, open text fields)."""

from __future__ import annotations

from pathlib import Path

import pytest

from warden.deliver.screen import Dialog, dialog

SCREENS = Path(__file__).parent / "screens"
BASH_CMD = "touch /tmp/marker-files/ran-bash && echo ran"
PLAN_QUESTION = "Claude has written up a plan and is ready to execute. Would you like to proceed?"


def screen(name: str) -> Dialog:
    d = dialog((SCREENS / f"{name}.txt").read_text())
    assert d is not None, name
    return d


def labels(d: Dialog) -> list[str]:
    return [o.text for o in d.options]


@pytest.mark.parametrize("name", ["dialog_bash", "dialog_bash_narrow"])
def test_bash_dialog_title_command_question_and_options(name: str) -> None:
    d = screen(name)
    assert (d.title, d.question) == ("Bash command", "Do you want to proceed?")
    assert BASH_CMD in d.body and "Create a marker file" in d.body
    assert labels(d) == ["Yes", "Yes, and always allow access to /tmp/marker-files from this project",
                         "Yes, and switch to auto mode · auto mode handles these prompts for you", "No"]
    assert [o.number for o in d.options] == [1, 2, 3, 4]
    assert d.cursor == d.options[0] and d.amendable
    assert d.footer == "Esc to cancel · Tab to amend"
    assert d.shows("Bash command") and d.shows(BASH_CMD) and not d.shows("rm -rf")


def test_a_wrapped_command_reads_whole_without_its_gutter() -> None:
    d = screen("dialog_bash_long")
    assert "│" not in d.body
    assert d.shows("echo \"second part of it with quotes\" && ls -la /tmp/marker-files/ | grep -v nothing")
    assert labels(d)[1] == "Yes, allow reading from /tmp/marker-files from this project"


def test_the_cursor_and_tab_to_amend_follow_the_option_under_the_cursor() -> None:
    d = screen("dialog_bash_cursor_no")
    assert d.cursor is not None and d.cursor.number == 4 and d.amendable
    # Tab opens a field: the footer no longer offers it, the option shows a placeholder
    no = screen("dialog_bash_amend_no")
    assert not no.amendable and no.footer == "Esc to cancel"
    assert no.cursor is not None and no.cursor.number == 4
    assert no.cursor.text == "No, and tell Claude what to do differently"
    assert no.cursor.placeholder == "and tell Claude what to do differently"
    assert no.option(1).text == "Yes, then list the folder" and no.option(1).placeholder is None  # type: ignore[union-attr]
    yes = screen("dialog_bash_amend_yes")
    assert yes.cursor.text == "Yes, and tell Claude what to do next"  # type: ignore[union-attr]
    assert yes.cursor.placeholder == "and tell Claude what to do next"  # type: ignore[union-attr]
    typed = screen("dialog_bash_amend_yes_typed")
    assert typed.cursor.text == "Yes, then list the folder" and typed.cursor.placeholder is None  # type: ignore[union-attr]
    assert all(x.same(d) for x in (no, yes, typed)) and d.state() != no.state()


def test_typed_text_that_wraps_in_a_narrow_pane() -> None:
    d = screen("dialog_bash_narrow_no_typed")
    assert d.cursor is not None and d.cursor.number == 4
    assert d.cursor.text == 'No, Please do not touch /tmp; write the marker under ./build instead, "quoted" $(x) ✓'


@pytest.mark.parametrize("name,title,question", [
    ("dialog_write", "Create file", "Do you want to create new.txt?"),
    ("dialog_edit", "Edit file", "Do you want to make this edit to notes.txt?"),
    ("dialog_edit_narrow", "Edit file", "Do you want to make this edit to notes.txt?"),
])
def test_file_dialogs(name: str, title: str, question: str) -> None:
    d = screen(name)
    assert (d.title, d.question) == (title, question)
    assert labels(d) == ["Yes", "Yes, and switch to accept edits (auto-approve file edits and common file commands) "
                                "for this session (shift+tab)", "No"]
    assert d.amendable and d.cursor == d.options[0]


def test_an_edit_shows_the_file_name_and_the_diff() -> None:
    d = screen("dialog_edit")
    assert d.body.splitlines() == ["notes.txt", "1  alpha", "2 -beta", "2 +BETA — edited", "3  gamma"]
    assert d.shows("notes.txt") and d.shows("+BETA — edited")
    assert screen("dialog_edit_cursor_no").cursor.number == 3  # type: ignore[union-attr]


def test_an_edit_whose_diff_is_not_drawn_yet() -> None:
    d = screen("dialog_edit_loading")
    assert d.loading and d.body == "notes.txt\n…" and d.same(screen("dialog_edit")) is False
    assert not screen("dialog_edit").loading and not screen("dialog_bash").loading


def test_file_content_that_looks_like_a_dialog_is_body() -> None:
    d = screen("dialog_write_tricky")
    assert d.question == "Do you want to create new.txt?" and len(d.options) == 3
    assert "2 ❯ 1. Yes" in d.body and d.footer == "Esc to cancel · Tab to amend"


@pytest.mark.parametrize("name", ["dialog_plan", "dialog_plan_narrow"])
def test_plan_dialog_shows_the_plan_and_its_feedback_field(name: str) -> None:
    d = screen(name)
    assert (d.title, d.question) == ("Ready to code?", PLAN_QUESTION)
    assert d.body.splitlines() == ["Here is Claude's plan:", "Plan", "1. Add the parser", "2. Test it on real screens",
                                   "3. Ship it"]
    assert labels(d) == ["Yes, and use auto mode", "Yes, manually approve edits", "Tell Claude what to change"]
    assert d.options[2].hint == "shift+tab to approve with this feedback"
    assert d.options[2].placeholder == "Tell Claude what to change"
    assert not d.amendable and d.footer.startswith("ctrl+g to edit in Vim ·")


def test_plan_feedback_typed_replaces_the_placeholder() -> None:
    assert screen("dialog_plan_cursor_feedback").cursor.number == 3  # type: ignore[union-attr]
    d = screen("dialog_plan_feedback_typed")
    assert d.cursor.text == "Add a rollback step first" and d.cursor.placeholder is None  # type: ignore[union-attr]
    assert d.cursor.hint  # type: ignore[union-attr]


def test_exit_plan_mode_without_a_plan() -> None:
    d = screen("dialog_plan_empty")
    assert (d.title, d.question, d.body, d.footer) == ("Exit plan mode?", "Claude wants to exit plan mode", "", "")
    assert labels(d) == ["Yes, and switch to default (ask each time) for this session", "No"]
    assert not d.amendable
    # Tab on its "No" opens nothing
    assert screen("dialog_plan_empty_tab").state() == screen("dialog_plan_empty_cursor_no").state()


@pytest.mark.parametrize("name", ["no_dialog_list_reply", "no_dialog_plan_rejected", "single0", "four0",
                                  "multi_review", "narrow_single"])
def test_no_dialog_on_screens_without_one(name: str) -> None:
    # a numbered list above the prompt, the prompt after a rejected plan, the question picker
    assert dialog((SCREENS / f"{name}.txt").read_text()) is None


def test_the_input_box_is_not_a_dialog() -> None:
    screen_text = "\n".join(["● Done.", "", "─" * 40, "❯ 1. do this", "  2. then that", "─" * 40,
                             "  ? for shortcuts"])
    assert dialog(screen_text) is None
