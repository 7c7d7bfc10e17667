"""The choice kinds (permission, plan, idle, failure): options read from the request,
answers parsed from the command line and the board, hook outputs, comparisons, and the
dialog rows a typed answer goes to."""

from __future__ import annotations

import pytest

from tests.payloads import BASH, BASH_SUGGESTIONS, PLAN_TEXT, plan_input
from warden import kinds
from warden.kinds.choice import ChoiceError, Pick, from_body, parse_tokens
from warden.kinds.dialog_rows import row_for

PERMISSION = kinds.get("permission")
PLAN = kinds.get("plan")
IDLE = kinds.get("idle")
FAILURE = kinds.get("failure")


def request(tool: str = "Bash", tool_input: dict | None = None, suggestions: list | None = None):
    return PERMISSION.offer({"tool_name": tool, "tool_input": tool_input or BASH,
                             "permission_suggestions": suggestions, "permission_mode": "default"})


def test_the_options_follow_the_dialog_yes_first_no_last() -> None:
    offer = request(suggestions=BASH_SUGGESTIONS + [{"type": "setMode", "mode": "acceptEdits",
                                                     "destination": "session"},
                                                    {"type": "addDirectories", "directories": ["/tmp"],
                                                     "destination": "session"}])
    assert [o.label for o in offer.options] == [
        "Yes",
        "Yes, and don't ask again for Bash(echo tests *) in this project (just you)",
        "Yes, and switch to accept edits (auto-approve file edits) for this session",
        "Yes, and always allow access to /tmp for this session",
        "No",
    ]
    assert [o.role for o in offer.options] == ["allow", "always", "always", "always", "deny"]


@pytest.mark.parametrize("tokens, want", [
    (["1"], Pick(1, "allow")),
    (["2"], Pick(2, "always")),
    (["--decline"], Pick(3, "deny")),
    (["--decline", "use tmp/ in the project"], Pick(3, "deny", "use tmp/ in the project")),
    (["3", "--type", "not now"], Pick(3, "deny", "not now")),
    (["--command", "pytest -x"], Pick(1, "allow", "", {"command": "pytest -x"})),
    (["1", "--edit", '{"description": "tests only"}'], Pick(1, "allow", "", {"description": "tests only"})),
])
def test_command_line_choices(tokens: list[str], want: Pick) -> None:
    offer = request(suggestions=BASH_SUGGESTIONS)
    assert PERMISSION.validate(offer, PERMISSION.parse_choices(offer, tokens)) == want


@pytest.mark.parametrize("tokens, error", [
    (["4"], "choose an option from 1 to 3"),
    (["1", "--type", "why"], "takes no text"),
    (["3", "--command", "ls"], "only an allow can carry an edited input"),
    (["1", "2"], "give one option number"),
    (["--edit", "[1]"], "JSON object"),
    (["--chat", "x"], "for questions"),
])
def test_command_line_choices_that_do_not_fit(tokens: list[str], error: str) -> None:
    offer = request(suggestions=BASH_SUGGESTIONS)
    with pytest.raises(ChoiceError, match=error):
        PERMISSION.validate(offer, PERMISSION.parse_choices(offer, tokens))


def test_board_bodies() -> None:
    offer = request()
    assert from_body(offer.options, {"decline": "no"}) == Pick(2, "", "no")
    assert from_body(offer.options, {"option": 1, "edit": {"command": "ls"}}) == Pick(1, "", "", {"command": "ls"})
    with pytest.raises(ChoiceError):
        from_body(offer.options, {"choices": ["1"]})
    with pytest.raises(ChoiceError):
        from_body(offer.options, {"option": "1"})


def test_hook_outputs_of_a_permission() -> None:
    offer = request(suggestions=BASH_SUGGESTIONS)
    out = lambda pick: PERMISSION.hook_output(BASH, offer, pick)["hookSpecificOutput"]  # noqa: E731
    assert out(Pick(1, "allow")) == {"hookEventName": "PermissionRequest", "decision": {"behavior": "allow"}}
    assert out(Pick(2, "always"))["decision"] == {"behavior": "allow", "updatedPermissions": BASH_SUGGESTIONS}
    assert out(Pick(1, "allow", "", {"command": "ls"}))["decision"] == {
        "behavior": "allow", "updatedInput": {**BASH, "command": "ls"}}
    assert out(Pick(3, "deny"))["decision"] == {"behavior": "deny", "message": "The user denied this tool call."}
    assert PERMISSION.sdk_result(BASH, offer, Pick(3, "deny", "no")) == (False, "no")
    assert PERMISSION.sdk_result(BASH, offer, Pick(1, "allow")) == (True, BASH)


def test_what_ran_is_compared_with_what_was_allowed() -> None:
    offer = request("Edit", {"file_path": "/p/a.py", "old_string": "a", "new_string": "b"})
    # Claude Code adds defaults (replace_all) to what it reports: not a difference
    ran = {"tool_input": {"file_path": "/p/a.py", "old_string": "a", "new_string": "b", "replace_all": False}}
    assert PERMISSION.compare(offer, Pick(1, "allow"), ran).ok
    edited = Pick(1, "allow", "", {"new_string": "c"})
    cmp = PERMISSION.compare(offer, edited, ran)
    assert not cmp.ok and cmp.differences == ['new_string: expected "c", ran "b"']
    assert not PERMISSION.compare(offer, Pick(2, "deny"), ran).ok
    assert PERMISSION.keyboard(offer, {"tool_input": {**ran["tool_input"], "new_string": "z"}}) == \
        Pick(1, "allow", "", {"new_string": "z"})


def test_an_edit_is_refused_for_keystrokes_and_shown_with_its_diff() -> None:
    offer = request("Edit", {"file_path": "/p/a.py", "old_string": "x = 1", "new_string": "x = 2"})
    assert PERMISSION.keys_refusal(offer, Pick(1, "allow", "", {"new_string": "x = 3"}))
    assert PERMISSION.keys_refusal(offer, Pick(1, "allow")) is None
    shown = PERMISSION.show(offer)
    assert "-x = 1" in shown and "+x = 2" in shown and "1. Yes" in shown
    assert PERMISSION.summary(offer) == "Edit: /p/a.py"


def test_a_plan_approves_by_echoing_and_rejects_with_feedback() -> None:
    offer = PLAN.offer(plan_input())
    assert offer.text == PLAN_TEXT and PLAN.summary(offer) == "plan: Plan: add a cache"
    allow = PLAN.hook_output(plan_input(), offer, Pick(1, "approve"))["hookSpecificOutput"]["decision"]
    assert allow == {"behavior": "allow", "updatedInput": plan_input()}
    edits = PLAN.hook_output(plan_input(), offer, Pick(2, "approve_edits"))["hookSpecificOutput"]["decision"]
    assert edits["updatedPermissions"] == [{"type": "setMode", "mode": "acceptEdits", "destination": "session"}]
    with pytest.raises(ChoiceError, match="needs a text"):
        PLAN.validate(offer, Pick(3, ""))
    assert PLAN.validate(offer, PLAN.parse_choices(offer, ["--decline", "add tests"])) == Pick(3, "reject", "add tests")
    assert PLAN.closed(Pick(3, "reject", "add tests")) == ("declined", "add tests")


def test_idle_answers_a_prompt_or_commands_and_leaving_needs_no_delivery() -> None:
    offer = IDLE.offer({"session_id": "s", "message": "waiting", "last_message": "done"})
    assert IDLE.validate(offer, IDLE.parse_choices(offer, ["--type", "run the tests"])) == Pick(1, "prompt", "run the tests")
    assert IDLE.validate(offer, IDLE.parse_choices(offer, ["--queue", "/clear", "--queue", "/gsd:plan-phase 2"])) == \
        Pick(2, "queue", "", None, ("/clear", "/gsd:plan-phase 2"))
    assert IDLE.final(Pick(3, "leave")) == ("declined", "left as it is")
    assert IDLE.compare(offer, Pick(1, "prompt", "run  the tests"), {"prompt": "run the tests"}).ok
    assert IDLE.compare(offer, Pick(2, "queue", "", None, ("/clear",)), {"prompt": "/clear"}).ok


def test_a_failure_offers_resume_or_dismiss() -> None:
    offer = FAILURE.offer({"session_id": "s1", "reason": "api error", "detail": "429", "alive": True})
    assert [o.role for o in offer.options] == ["resume", "dismiss"]
    assert "claude --resume s1" in FAILURE.show(offer)
    assert FAILURE.final(Pick(2, "dismiss")) == ("declined", "dismissed")


# Rows as Claude Code 2.1.332's dialogs number them (read from the screen by the dialog driver).
BASH_ROWS = [(1, "Yes"), (2, "Yes, and allow access to /tmp and echo hi commands"),
             (3, "Yes, and switch to auto mode · auto mode handles these prompts for you"), (4, "No")]
PLAN_ROWS = [(1, "Yes, and use auto mode"), (2, "Yes, manually approve edits"), (3, "Tell Claude what to change")]
EMPTY_PLAN_ROWS = [(1, "Yes, and switch to default (ask each time) for this session"), (2, "No")]


def test_the_dialog_row_is_found_by_what_it_says() -> None:
    assert (row_for(BASH_ROWS, "allow"), row_for(BASH_ROWS, "always"), row_for(BASH_ROWS, "deny")) == (1, 2, 4)
    assert row_for(BASH_ROWS, "always", 1) is None  # the auto-mode row is not a suggestion
    assert (row_for(PLAN_ROWS, "approve"), row_for(PLAN_ROWS, "reject"), row_for(PLAN_ROWS, "approve_edits")) == \
        (2, 3, None)
    assert (row_for(EMPTY_PLAN_ROWS, "approve"), row_for(EMPTY_PLAN_ROWS, "reject")) == (1, 2)


def test_a_pane_start_command_as_tmux_shows_it() -> None:
    from warden.kinds.failure import _unquote

    assert _unquote('"env \'A=b c\' X=\\"y\\" claude \\$HOME"') == "env 'A=b c' X=\"y\" claude $HOME"
    assert _unquote("claude --model opus") == "claude --model opus"


def test_the_input_box_placeholder_is_told_from_typed_text() -> None:
    from warden.deliver.prompt import placeholder_shown

    # 2.1.332 after a failed turn: the cursor on the first character, the rest dim
    assert placeholder_shown("\x1b[39m❯\xa0\x1b[7mO\x1b[0;2m\x1b[39m\x1b[49mnce fixed, resend your message")
    assert not placeholder_shown("\x1b[39m❯\xa0abc\x1b[7m \x1b[0m\x1b[39m\x1b[49m")
    assert not placeholder_shown("\x1b[39m❯\xa0\x1b[7ma\x1b[0mbc")  # the cursor moved back over typed text


def test_the_placeholder_is_told_by_its_text_where_the_client_draws_no_dim_text() -> None:
    from warden.deliver.prompt import placeholder_shown

    # 2.1.332 with CI set in its environment: the same placeholder in the default colour
    assert placeholder_shown("❯\xa0\x1b[7mO\x1b[0m\x1b[39m\x1b[49mnce fixed, resend your message")
    assert placeholder_shown('❯\xa0\x1b[7mT\x1b[0m\x1b[39m\x1b[49mry "fix lint errors"')
    # someone's own text with the cursor moved to its start is not a placeholder
    assert not placeholder_shown("❯\xa0\x1b[7mO\x1b[0m\x1b[39m\x1b[49mnce fixed, resend it please")
    assert not placeholder_shown("❯\xa0\x1b[7mc\x1b[0montinue")


def test_doctor_states_the_oldest_tested_version_per_capability() -> None:
    from warden.doctor import check_capabilities

    newer = check_capabilities((2, 1, 400))
    assert {c.name for c in newer} >= {"permissions", "plans", "idle", "failures", "dialog keys"}
    assert all(c.level == "ok" and "tested on 2.1.296+" in c.detail for c in newer)
    older = {c.name: c for c in check_capabilities((2, 1, 295))}
    assert older["permissions"].level == "warn" and "older" in older["permissions"].detail
