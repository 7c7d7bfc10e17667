"""The answer strings Claude Code expects and the PreToolUse output that carries them."""

from __future__ import annotations

from tests.payloads import SINGLE, THREE
from warden.askuser.hook_output import answers_map, hook_output
from warden.askuser.model import Answer, Call, Decline, chat, multi, select, typed
from warden.askuser.validate import validate


def test_answer_strings_follow_claude_codes_format() -> None:
    c = Call.from_questions(THREE)
    a = validate(c, Answer((select("SQLite"), multi(["Search", "Login"], "and audit logs"), typed("rate limits"))))
    m = answers_map(c, a)
    assert m == {
        "Which database should the service use?": "SQLite",
        # chosen labels in option order, joined with ", ", typed extra last
        "Which features belong in this phase?": "Login, Search, and audit logs",
        "Anything else the API must do?": "rate limits",
    }


def test_hook_output_echoes_questions_and_adds_answers() -> None:
    c = Call.from_questions(SINGLE)
    tool_input = {"questions": SINGLE}
    out = hook_output(tool_input, c, Answer((select("PostgreSQL"),)))
    hso = out["hookSpecificOutput"]
    assert hso["hookEventName"] == "PreToolUse"
    assert hso["permissionDecision"] == "allow"
    assert hso["updatedInput"] == {"questions": SINGLE, "answers": {SINGLE[0]["question"]: "PostgreSQL"}}


def test_decline_and_chat_become_deny_with_reason() -> None:
    c = Call.from_questions(SINGLE)
    out = hook_output({"questions": SINGLE}, c, Answer(decline=Decline("not now")))
    assert out["hookSpecificOutput"]["permissionDecision"] == "deny"
    assert out["hookSpecificOutput"]["permissionDecisionReason"] == "not now"
    out = hook_output({"questions": SINGLE}, c, Answer((chat("wrong phase: we use SQLite"),)))
    assert "wrong phase: we use SQLite" in out["hookSpecificOutput"]["permissionDecisionReason"]
