"""Permissions and plans in a task (the SDK's ``can_use_tool``): what the runner needs
beyond the kinds themselves — the request read from the SDK's context, the rules an
allow adds turned into the SDK's ``PermissionUpdate``, and what a tool result in the
stream says about a decision."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from warden.store import Store


def offer_input(kind: Any, name: str, tool_input: dict[str, Any], context: Any, profile: Any) -> Any:
    """What the kind's offer is read from, as the PermissionRequest hook would carry it."""
    suggestions = []
    for s in getattr(context, "suggestions", None) or []:
        try:
            suggestions.append(s.to_dict() if hasattr(s, "to_dict") else dict(s))
        except (TypeError, ValueError):
            continue
    payload = {"tool_name": name, "tool_input": tool_input, "permission_suggestions": suggestions,
               "permission_mode": profile.headless.permission_mode or ""}
    return kind.offer_input(payload)


def updates(kind: Any, offer: Any, answer: Any) -> list[Any] | None:
    """The SDK's ``PermissionUpdate`` objects for the rules an allow adds (None: none)."""
    decision = kind.hook_output({}, offer, answer)["hookSpecificOutput"]["decision"]
    wanted = decision.get("updatedPermissions")
    if not wanted:
        return None
    from claude_agent_sdk.types import PermissionRuleValue, PermissionUpdate

    out = []
    for u in wanted:
        rules = [PermissionRuleValue(r.get("toolName", ""), r.get("ruleContent")) for r in u.get("rules") or []]
        out.append(PermissionUpdate(type=u.get("type"), rules=rules or None, behavior=u.get("behavior"),
                                    mode=u.get("mode"), directories=u.get("directories"),
                                    destination=u.get("destination")))
    return out


def settle(store: Store, qid: int, is_error: bool) -> None:
    """Settle decision ``qid`` from the stream's tool result, inside the caller's write
    transaction, unless an installed PostToolUse hook already did (which also compares
    the input the call ran with; the stream does not carry it). A deny ends as an error;
    an allowed call ran (an error then is the call's own failure)."""
    from warden import kinds, verify

    q = store.question(qid)
    intent = store.delivered_answer(qid)
    if q is None or q["status"] != "delivered" or intent is None:
        return
    kind = kinds.of(q)
    answer = kind.answer_of(intent["answer"])
    if kind.closed(answer) is not None:
        verify.received(store, qid, None, is_error=True, keyboard=False)
        return
    offer = kind.offer_from_stored(q)
    got = {"tool_input": kind.intended_input(offer, answer)} if q["kind"] == "permission" else kind.received({})
    verify.received(store, qid, got, keyboard=False)
    if is_error:
        store.set_status(qid, "verified", detail="allowed; the call itself ended in an error")
