"""Delivering a decision through the PreToolUse hook, without keystrokes.

The answer string Claude Code keeps for each kind of item answer (``answer_text``), the
``answers`` map keyed by question text, and the hook output that carries them.
"""

from __future__ import annotations

# On the hook's inline-answer path, like model.py: no dataclasses, typing or re.
from warden.askuser.model import MULTI_JOIN, Answer, Call, Item, ItemAnswer

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def answer_text(item: Item, a: ItemAnswer) -> str:
    """The string Claude Code puts in ``answers[question]`` for this item answer."""
    if a.kind == "select":
        return a.labels[0]
    if a.kind == "multi":
        parts = [label for label in item.labels if label in a.labels]
        if a.text:
            parts.append(a.text)
        return MULTI_JOIN.join(parts)
    return a.text


def answers_map(call: Call, answer: Answer) -> dict[str, str]:
    return {item.question: answer_text(item, a) for item, a in zip(call.items, answer.items)}


def annotations_map(call: Call, answer: Answer) -> dict[str, dict[str, str]]:
    """The notes beside the choices, as Claude Code keeps them: ``{question: {"notes": ...}}``
    (the model reads ``"Q"="A" notes: ...``; PostToolUse echoes them in
    ``tool_response.annotations``)."""
    return {item.question: {"notes": a.note} for item, a in zip(call.items, answer.items) if a.note}


def redirect_reason(call: Call, answer: Answer) -> str:
    """The text the model gets when a decision redirects instead of answering."""
    chats = [a.text for a in answer.items if a.kind == "chat"]
    given = [
        f'"{item.question}"="{answer_text(item, a)}"'
        for item, a in zip(call.items, answer.items)
        if a.kind != "chat"
    ]
    text = "The user wants to discuss this instead of choosing: " + " ".join(chats)
    if given:
        text += "\nAnswers given so far: " + ", ".join(given)
    return text


def hook_output(tool_input: dict[str, Any], call: Call, answer: Answer) -> dict[str, Any]:
    """The PreToolUse hook output that delivers ``answer`` without keystrokes.

    An answer becomes ``allow`` with ``updatedInput`` (the questions echoed, since
    updatedInput replaces the whole input, plus ``answers``, and ``annotations`` for notes). A decline or a redirect
    ("Chat about this") becomes ``deny`` with a reason, which ends the call as a
    rejection the model reads, as the picker's own Esc and chat do.
    """
    if answer.decline is not None or answer.is_redirect:
        reason = (
            (answer.decline.reason or "The user declined to answer these questions.")
            if answer.decline is not None
            else redirect_reason(call, answer)
        )
        return {
            "hookSpecificOutput": {
                "hookEventName": "PreToolUse",
                "permissionDecision": "deny",
                "permissionDecisionReason": reason,
            }
        }
    updated = {k: v for k, v in tool_input.items() if k not in ("answers", "annotations")}
    updated["answers"] = answers_map(call, answer)
    notes = annotations_map(call, answer)
    if notes:
        updated["annotations"] = notes
    return {
        "hookSpecificOutput": {
            "hookEventName": "PreToolUse",
            "permissionDecision": "allow",
            "updatedInput": updated,
        }
    }
