"""The ``question`` kind: one AskUserQuestion call (1–4 questions, 2–4 options each).

Its offer is an :class:`warden.askuser.Call`, its answer an :class:`warden.askuser.Answer`
(per question: an option, several, typed text, or a redirect; or a decline of the whole
call). Delivered by the PreToolUse hook as ``updatedInput.answers`` (a decline or a
redirect as ``deny`` with a reason), typed into the picker by keystrokes, and verified
against PostToolUse's ``tool_response.answers``. The events it handles:

- in the hook: ``answer_inline`` (PreToolUse of a managed session, within the budget);
- at ingestion: ``record`` (PreToolUse), ``reported`` (PostToolUse), ``failed``
  (PostToolUseFailure: the call is closed with the session's other open decisions).
"""

from __future__ import annotations

from warden import askuser as askq

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from warden.capture.hook import HookCall
    from warden.record.context import HookContext


class QuestionKind:
    name = "question"
    tool = askq.TOOL_NAME

    def offer(self, tool_input: Any) -> askq.Call:
        return askq.Call.from_tool_input(tool_input)

    def offer_stored(self, tool_input: dict[str, Any]) -> Any:
        return tool_input.get("questions")

    def offer_from_stored(self, row: Any) -> askq.Call:
        from warden import fastjson as json

        return askq.Call.from_questions(json.loads(row["questions"]))

    def answer_of(self, data: Any) -> askq.Answer:
        return askq.Answer.from_json(data)

    def validate(self, offer: askq.Call, answer: askq.Answer) -> askq.Answer:
        return askq.validate(offer, answer)

    def hook_output(self, tool_input: dict[str, Any], offer: askq.Call, answer: askq.Answer) -> dict[str, Any]:
        return askq.hook_output(tool_input, offer, answer)

    def sdk_result(self, tool_input: dict[str, Any], offer: askq.Call, answer: askq.Answer) -> tuple[bool, Any]:
        hook = askq.hook_output(tool_input, offer, answer)["hookSpecificOutput"]
        if hook["permissionDecision"] == "allow":
            return True, hook["updatedInput"]
        return False, hook["permissionDecisionReason"]

    def received(self, payload: dict[str, Any]) -> dict[str, Any] | None:
        response = payload.get("tool_response")
        got = response.get("answers") if isinstance(response, dict) else None
        if not isinstance(got, dict):
            tool_input = payload.get("tool_input")
            got = tool_input.get("answers") if isinstance(tool_input, dict) else None
        return got if isinstance(got, dict) else None

    def compare(self, offer: askq.Call, answer: askq.Answer, received: Any) -> askq.Comparison:
        return askq.compare(offer, answer, received)

    def keyboard(self, offer: askq.Call, received: Any) -> askq.Answer:
        return askq.received_answer(offer, received)

    def closed(self, answer: askq.Answer) -> tuple[str, str] | None:
        if answer.is_redirect:
            return "redirected", "chat about this"
        if answer.decline is not None:
            return "declined", answer.decline.reason
        return None

    def describe(self, answer: askq.Answer) -> str:
        return answer.describe()

    def type_answer(self, pane: str, socket: str, offer: askq.Call, answer: askq.Answer, timeout: float) -> None:
        from warden.deliver.picker import deliver

        deliver(pane, socket, offer, answer, timeout)


KIND = QuestionKind()


# ------------------------------------------------------------------ its events


def answer_inline(hc: HookCall) -> str | None:
    from warden.decide import inline

    return inline.answer(hc, KIND)


def record(ctx: HookContext) -> None:
    from warden.record import decisions

    decisions.record(ctx, KIND)


def reported(ctx: HookContext) -> None:
    from warden.record import decisions

    decisions.reported(ctx, KIND)


def failed(ctx: HookContext) -> None:
    # the ingester's close_moved_on has already closed this session's open decisions, this one included
    ctx.note = ctx.note or "recorded: AskUserQuestion failed"
