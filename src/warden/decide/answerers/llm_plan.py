"""The ``llm`` answerer's review of a plan (the ``plan`` kind): its prompt and its reply."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from warden.decide.context import Context
    from warden.kinds.choice import Pick


def render_prompt(context: Context, planning: str, transcript: str, home: str | None = None) -> str:
    from warden import templates

    plan = context.offer
    return templates.render("llm_plan.md", {
        "plan": plan.text or "(the plan is empty)",
        "phase": context.phase or "unknown",
        "cwd": context.cwd or "unknown",
        "planning": planning,
        "transcript": transcript,
    }, home)


def parse_reply(obj: dict[str, Any]) -> tuple[Pick | None, str]:
    """(pick, reason) from the model's reply object; (None, why) when it abstains.
    Raises ValueError for a reply that is no decision."""
    from warden.kinds.choice import Pick

    reason = obj.get("reason") if isinstance(obj.get("reason"), str) else ""
    if "abstain" in obj:
        return None, str(obj.get("abstain") or "no reason given")
    approve = obj.get("approve")
    if approve is True:
        return Pick(1, "approve"), reason
    if approve is False:
        feedback = obj.get("feedback")
        if not isinstance(feedback, str) or not feedback.strip():
            raise ValueError("a rejection needs \"feedback\": what to change")
        return Pick(3, "reject", feedback.strip()), reason
    raise ValueError("the model's reply says neither \"approve\" nor \"abstain\"")
