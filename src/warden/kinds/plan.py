"""The ``plan`` kind: a plan waiting for approval (``ExitPlanMode`` in plan mode).

The plan is a Markdown file the session wrote (``$CLAUDE_CONFIG_DIR/plans/<slug>.md``).
Claude Code 2.1.332 puts its text and path into the call's input (``plan``,
``planFilePath``) when the file exists; otherwise warden reads the file the session
last wrote under a ``plans/`` folder, as its transcript records. Options:
``1`` approve (edits are then asked for, Claude Code's ``default`` mode), ``2`` approve
and auto-accept edits, ``3`` tell Claude what to change (feedback the model reads and
revises the plan against; plan mode stays on).

Delivered by the PermissionRequest hook: an approval is ``allow`` with the call's input
echoed as ``updatedInput`` (a plain allow leaves the dialog up), a rejection ``deny``
with the feedback as message. Verified by PostToolUse(ExitPlanMode) for an approval; a
rejection ends the call as an error and is closed at the session's next event.
"""

from __future__ import annotations

from warden import fastjson as json
from warden.askuser.model import Value
from warden.kinds.choice import ChoiceError, ChoiceKind, Option, Pick, options_json, show

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

PLAN_BYTES = 200_000  # a plan file read for the offer
TRANSCRIPT_BYTES = 512 * 1024  # read from the end of the transcript when looking for the plan file

OPTIONS = (
    Option("Yes, approve the plan (then ask before each edit)", "approve"),
    Option("Yes, approve the plan and auto-accept edits", "approve_edits"),
    Option("No, tell Claude what to change", "reject", "required", "feedback Claude revises the plan against"),
)
ACCEPT_EDITS = {"type": "setMode", "mode": "acceptEdits", "destination": "session"}


class Plan(Value):
    __slots__ = ("text", "path", "options")
    _defaults = {"options": OPTIONS}
    text: str
    path: str
    options: tuple[Option, ...]


def _read(path: str) -> str | None:
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            return f.read(PLAN_BYTES)
    except OSError:
        return None


def plan_file_in_transcript(transcript_path: Any) -> str | None:
    """The plan file the session last wrote or edited, as its transcript records."""
    from warden import transcript

    lines = transcript.tail(transcript_path, TRANSCRIPT_BYTES)
    for line in reversed(lines or []):
        if b'"tool_use"' not in line or b"/plans/" not in line:
            continue
        try:
            rec = json.loads(line.decode("utf-8", "replace"))
        except ValueError:
            continue
        for block in reversed(transcript.content(rec) if isinstance(rec, dict) else []):
            inp = block.get("input") if block.get("type") == "tool_use" else None
            path = inp.get("file_path") if isinstance(inp, dict) else None
            if isinstance(path, str) and "/plans/" in path and path.endswith(".md"):
                return path
    return None


class PlanKind(ChoiceKind):
    name = "plan"
    event = "PermissionRequest"
    landing = "PostToolUse"

    def offer_input(self, payload: dict[str, Any]) -> dict[str, Any]:
        """The plan's text and path: from the call's input, else the plan file."""
        ti = payload.get("tool_input") if isinstance(payload.get("tool_input"), dict) else {}
        path = ti.get("planFilePath") if isinstance(ti.get("planFilePath"), str) else ""
        text = ti.get("plan") if isinstance(ti.get("plan"), str) else ""
        if not text.strip():
            path = path or plan_file_in_transcript(payload.get("transcript_path")) or ""
            text = (_read(path) if path else None) or ""
        return {"plan": text, "planFilePath": path}

    def offer(self, data: Any) -> Plan:
        if not isinstance(data, dict):
            raise ChoiceError("not a plan")
        text, path = data.get("plan"), data.get("planFilePath")
        return Plan(text if isinstance(text, str) else "", path if isinstance(path, str) else "")

    def hook_output(self, tool_input: dict[str, Any], offer: Plan, answer: Pick) -> dict[str, Any]:
        if answer.role == "reject":
            decision: dict[str, Any] = {"behavior": "deny", "message": answer.text}
        else:
            # a plain allow leaves the dialog up: the echoed input is what approves (2.1.332)
            decision = {"behavior": "allow", "updatedInput": dict(tool_input)}
            if answer.role == "approve_edits":
                decision["updatedPermissions"] = [ACCEPT_EDITS]
        return {"hookSpecificOutput": {"hookEventName": "PermissionRequest", "decision": decision}}

    def received(self, payload: dict[str, Any]) -> dict[str, Any] | None:
        resp = payload.get("tool_response")
        if not isinstance(resp, dict):
            return {"approved": True}
        return {"approved": True, "plan": resp.get("plan"), "filePath": resp.get("filePath")}

    def compare(self, offer: Plan, answer: Pick, received: Any) -> Any:
        from warden.askuser.compare import Comparison

        if answer.role == "reject":
            return Comparison(False, ["a rejected plan was approved"])
        return Comparison(True, [])

    def keyboard(self, offer: Plan, received: Any) -> Pick:
        return Pick(1, "approve")

    def type_answer(self, pane: str, socket: str, offer: Plan, answer: Pick, timeout: float) -> None:
        from warden.kinds.dialog_rows import type_choice

        type_choice(pane, socket, answer, timeout, expect="Ready to code?" if offer.text.strip() else "Exit plan mode?")

    def summary(self, offer: Plan) -> str:
        for line in offer.text.splitlines():
            if line.strip():
                return "plan: " + line.strip().lstrip("#").strip()
        return "plan: (empty)" + (f" {offer.path}" if offer.path else "")

    def show(self, offer: Plan) -> str:
        head = "Plan" + (f" ({offer.path})" if offer.path else "") + ":"
        body = offer.text.rstrip() or "(the plan is empty)"
        return f"{head}\n{body}\n\nWould you like to proceed?\n{show(offer.options)}"

    def offer_json(self, offer: Plan) -> dict[str, Any]:
        return {"plan": offer.text, "path": offer.path, "options": options_json(offer.options)}

    def answer_hint(self, qid: int | str, offer: Any, by: str | None = None) -> str:
        by_ = f"--by {by} " if by else ""
        return f"warden answer {qid} {by_}1   (or: warden answer {qid} {by_}--decline \"what to change\")"

    def locate(self, store: Any, payload: dict[str, Any]) -> Any:
        from warden.record.pairing import open_request

        return open_request(store, payload, self.name)


KIND = PlanKind()
