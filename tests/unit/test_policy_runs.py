"""The policy reads a long run of blanks or of one mark as its first 16 characters: a question,
option or project file holding 20,000 of them is decided as quickly as a short one (linear
time; the figures are in bench/README.md), the same way, and answered with the labels the
question offered."""

from __future__ import annotations

import time

import pytest

from warden.askuser.model import Call
from warden.decide.answerers.policy import PolicyAnswerer, runs
from warden.decide.context import Context, Decision


def _decide(questions: list[dict], cwd: str, phase: str | None = None):
    call = Call.from_questions(questions)
    ctx = Context(call=call, tool_input={"questions": questions}, deadline=time.monotonic() + 60, cwd=cwd, phase=phase)
    return PolicyAnswerer().decide(ctx)


def _question(text: str, yes: str = "Yes, create README.md", description: str = "") -> list[dict]:
    return [{"question": text, "header": "Readme", "multiSelect": False,
             "options": [{"label": yes, "description": description}, {"label": "No", "description": ""}]}]


def test_a_run_over_the_limit_is_cut_and_a_shorter_one_kept() -> None:
    assert runs.shorten("a" + " " * 40 + "b") == "a" + " " * runs.KEEP + "b"
    assert runs.shorten("a" + "-" * 40 + "b" + "=" * 5) == "a" + "-" * runs.KEEP + "b" + "=" * 5
    assert runs.shorten("a \n \n" * 3) == "a \n \n" * 3
    assert runs.shorten("word " * 100) == "word " * 100  # a long text is not a long run


def test_a_cut_run_keeps_its_line_and_paragraph_breaks() -> None:
    # the break ends the line: a sentence after it is not read as part of the one before
    assert runs.shorten("green" + " " * 20 + "\nNext I publish") == "green" + " " * (runs.KEEP - 1) + "\nNext I publish"
    assert runs.shorten("a" + " \n" * 30 + "b") == "a" + " \n" * 8 + "b"
    assert runs.shorten("a" + " " * 30 + "\n\n\n\n" + "b") == "a" + " " * (runs.KEEP - 2) + "\n\n" + "b"
    # cut once: what a cut leaves is not cut again
    for text in ("x" + " " * 16 + "\ny", "x" + "\t" * 40 + "\n\n\ny", "x" + "-" * 99):
        assert runs.shorten(runs.shorten(text)) == runs.shorten(text)


@pytest.mark.parametrize("run", [" " * 20000, "\t" * 20000, "\u00a0" * 20000, " \n" * 10000, "." * 20000, "-" * 20000])
def test_a_question_holding_a_long_run_is_decided_as_without_it(tmp_path, run: str) -> None:
    plain = _decide(_question("The new package has no README. Create one?"), str(tmp_path))
    assert isinstance(plain, Decision)
    # blanks inside the label too (a mark there would change what its words say)
    yes = "Yes, create" + (run[:40] if not run.strip() else " ") + "README.md"
    padded = _decide(_question("The new package has no README." + run + " Create one?", yes=yes, description=run),
                     str(tmp_path))
    assert isinstance(padded, Decision)
    # the answer names the label the question offered, run and all
    assert padded.answer.items[0].labels == (yes,)


def test_labels_that_differ_only_beyond_a_cut_are_left_to_a_person(tmp_path) -> None:
    questions = [{"question": "Create the README?", "header": "", "multiSelect": False,
                  "options": [{"label": "Yes" + " " * 30 + "a", "description": ""},
                              {"label": "Yes" + " " * 31 + "a", "description": ""}]}]
    outcome = _decide(questions, str(tmp_path))
    assert not isinstance(outcome, Decision)
    assert "read the same" in outcome.reason


def test_a_project_file_is_read_with_its_long_runs_cut(tmp_path) -> None:
    from warden.decide.answerers.policy.files import Files

    (tmp_path / "CLAUDE.md").write_text("Use pnpm." + " " * 5000 + "Never deploy.\n", encoding="utf-8")
    assert Files(str(tmp_path)).read("CLAUDE.md", 65536) == "Use pnpm." + " " * runs.KEEP + "Never deploy.\n"


def test_blanks_cut_before_a_line_break_do_not_join_a_proposal_to_a_statement(tmp_path) -> None:
    text = ("Checks pass and the preview build was green" + " " * 18 +
            "\nNext I push the v3 tag to origin and publish the package to PyPI\nShould I continue?")
    questions = [{"question": text, "header": "", "multiSelect": False,
                  "options": [{"label": "Yes, go ahead", "description": ""}, {"label": "No, wait", "description": ""}]}]
    outcome = _decide(questions, str(tmp_path), phase="/gsd:execute-phase 3")
    assert not isinstance(outcome, Decision), outcome.answer
    assert "publish" in outcome.reason
