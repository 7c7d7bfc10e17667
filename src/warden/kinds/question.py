"""The ``question`` kind: one AskUserQuestion call (1–4 questions, 2–4 options each).

Its offer is an :class:`warden.askuser.model.Call`, its answer an :class:`warden.askuser.model.Answer`
(per question: an option, several, typed text, or a redirect; or a decline of the whole
call). Delivered by the PreToolUse hook as ``updatedInput.answers`` (a decline or a
redirect as ``deny`` with a reason), typed into the picker by keystrokes, and verified
against PostToolUse's ``tool_response.answers``. The events it handles:

- in the hook: ``answer_inline`` (PreToolUse of a managed session, within the budget);
- at ingestion: ``record`` (PreToolUse), ``reported`` (PostToolUse), ``failed``
  (PostToolUseFailure: the call is closed with the session's other open decisions).
"""

from __future__ import annotations

from warden.askuser.model import TOOL_NAME, Answer, Call

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from warden.askuser.compare import Comparison
    from warden.capture.hook import HookCall
    from warden.record.context import HookContext


_STORED: dict[str, Call] = {}


class QuestionKind:
    name = "question"
    tool = TOOL_NAME
    event = "PreToolUse"
    landing = "PostToolUse"

    def offer_input(self, payload: dict[str, Any]) -> Any:
        return payload.get("tool_input")

    def locate(self, store: Any, payload: dict[str, Any]) -> Any:
        tuid = payload.get("tool_use_id")
        return store.question_by_tool_use(tuid) if isinstance(tuid, str) else None

    def offer(self, tool_input: Any) -> Call:
        return Call.from_tool_input(tool_input)

    def offer_stored(self, tool_input: dict[str, Any]) -> Any:
        return tool_input.get("questions")

    def offer_from_stored(self, row: Any) -> Call:
        # every verification reads its call back: one asked many times is parsed once,
        # by the text the store keeps (a Call is a value)
        text = row["questions"]
        call = _STORED.get(text) if isinstance(text, str) else None
        if call is None:
            from warden import fastjson as json

            call = Call.from_questions(json.loads(text))
            if isinstance(text, str):
                if len(_STORED) >= 256:
                    _STORED.clear()
                _STORED[text] = call
        return call

    def answer_of(self, data: Any) -> Answer:
        return Answer.from_json(data)

    def validate(self, offer: Call, answer: Answer) -> Answer:
        from warden.askuser.validate import validate

        return validate(offer, answer)

    def hook_output(self, tool_input: dict[str, Any], offer: Call, answer: Answer) -> dict[str, Any]:
        from warden.askuser.hook_output import hook_output

        return hook_output(tool_input, offer, answer)

    def sdk_result(self, tool_input: dict[str, Any], offer: Call, answer: Answer) -> tuple[bool, Any]:
        hook = self.hook_output(tool_input, offer, answer)["hookSpecificOutput"]
        if hook["permissionDecision"] == "allow":
            return True, hook["updatedInput"]
        return False, hook["permissionDecisionReason"]

    def received(self, payload: dict[str, Any]) -> dict[str, Any] | None:
        from warden.askuser.compare import Received

        response = payload.get("tool_response")
        got = response.get("answers") if isinstance(response, dict) else None
        notes = response.get("annotations") if isinstance(response, dict) else None
        if not isinstance(got, dict):
            tool_input = payload.get("tool_input")
            got = tool_input.get("answers") if isinstance(tool_input, dict) else None
            notes = tool_input.get("annotations") if isinstance(tool_input, dict) else None
        return Received(got, notes) if isinstance(got, dict) else None

    def compare(self, offer: Call, answer: Answer, received: Any) -> Comparison:
        from warden.askuser.compare import compare

        return compare(offer, answer, received)

    def as_delivered(self, offer: Call, answer: Answer, delivery: str | None) -> tuple[Answer, str]:
        """What ``delivery`` can carry of ``answer``: the hook carries notes
        (``updatedInput.annotations``); keystrokes do not type them (the picker shows a notes
        field only beside option previews, and warden's picker driver does not use it), so a
        note stays with the recorded answer and is said to be undelivered."""
        if delivery in ("hook", "sdk") or not answer.has_notes:
            return answer, ""
        bare = Answer(tuple(a.with_note("") for a in answer.items), answer.decline)
        return bare, f"the note was not delivered by {delivery}: it is kept with the answer"

    def keyboard(self, offer: Call, received: Any) -> Answer:
        from warden.askuser.compare import received_answer

        return received_answer(offer, received)

    def closed(self, answer: Answer) -> tuple[str, str] | None:
        if answer.is_redirect:
            return "redirected", "chat about this"
        if answer.decline is not None:
            return "declined", answer.decline.reason
        return None

    def describe(self, answer: Answer) -> str:
        return answer.describe()

    def type_answer(self, pane: str, socket: str, offer: Call, answer: Answer, timeout: float) -> None:
        from warden.deliver.picker import deliver

        deliver(pane, socket, offer, answer, timeout)

    def keys_refusal(self, offer: Call, answer: Answer) -> str | None:
        return None

    def parse_choices(self, offer: Call, tokens: list[str]) -> Answer:
        from warden.askuser.choices import parse_choices

        return parse_choices(offer, tokens)

    def from_body(self, offer: Call, body: Any) -> Answer:
        """``{"actions": [...]}`` (0-based driver actions), ``{"choices": [...]}`` (the
        CLI's tokens), or ``{"decline": "reason"}``."""
        from warden.askuser.choices import parse_actions, parse_choices
        from warden.askuser.model import Decline, QuestionError

        if not isinstance(body, dict):
            raise QuestionError("the body must be a JSON object")
        if "decline" in body:
            reason = body["decline"]
            return Answer(decline=Decline(reason if isinstance(reason, str) else ""))
        if "actions" in body:
            return parse_actions(offer, body["actions"])
        if "choices" in body:
            tokens = body["choices"]
            if not isinstance(tokens, list) or not all(isinstance(t, str) for t in tokens):
                raise QuestionError("choices must be a list of strings, as on the command line")
            return parse_choices(offer, tokens)
        raise QuestionError("give actions, choices or decline")

    def summary(self, offer: Call) -> str:
        return offer.items[0].question if offer.items else ""

    def show(self, offer: Call) -> str:
        from warden.askuser.format import format_call

        return format_call(offer)

    def answer_hint(self, qid: int | str, offer: Call, by: str | None = None) -> str:
        from warden.decide.answerers.agent import answer_example

        return answer_example(qid, offer, by)

    def offer_json(self, offer: Call) -> dict[str, Any]:
        return {"questions": [{"question": i.question, "header": i.header, "multiSelect": i.multi,
                               "options": [{"label": o.label, "description": o.description} for o in i.options]}
                              for i in offer.items]}


KIND = QuestionKind()


# ------------------------------------------------------------------ its events


def answer_inline(hc: HookCall) -> str | None:
    import warden.decide.inline as inline

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
