"""The ``permission`` kind: a tool call waiting for approval (Claude Code's permission dialog).

Claude Code asks through ``PermissionRequest`` (tool, input, ``permission_suggestions``;
no ``tool_use_id``): the request is paired with the ``PreToolUse`` of the same call
(``warden.record.pairing``) so the decision carries that call's ``tool_use_id``. Its
options, as the dialog numbers them: ``1. Yes``; one ``Yes, and ...`` per suggestion
(allow and add that rule, directory or mode); ``No`` last (deny, with a message the model
reads). An allow may also carry an edited input (``--edit``/``--command``), which runs
instead of the original.

Delivered by the PermissionRequest hook (``decision: {behavior, updatedInput,
updatedPermissions, message}``), or typed into the dialog (which Claude Code shows while
the hook still runs) by the screen-reading driver; verified by the call's PostToolUse
(what ran, compared with the intended input); a deny ends without a PostToolUse and is
closed at the session's next event. The events it handles:

- in the hook: ``answer_inline`` (PermissionRequest of a managed session, within the budget);
- at ingestion: ``record`` (PermissionRequest), ``reported`` (PostToolUse of any tool).

``ExitPlanMode`` requests are the ``plan`` kind (``warden.kinds.plan``); AskUserQuestion's
own PermissionRequest is left to the ``question`` kind, which answers it at PreToolUse.
"""

from __future__ import annotations

from warden import fastjson as json
from warden.askuser.model import Value
from warden.kinds.choice import ChoiceError, ChoiceKind, Option, Pick, options_json, show

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from warden.capture.hook import HookCall
    from warden.record.context import HookContext

DENIED = "The user denied this tool call."
SCOPES = {"session": "for this session", "localSettings": "in this project (just you)",
          "projectSettings": "in this project", "userSettings": "everywhere (your settings)", "cliArg": "for this run"}
MODES = {"acceptEdits": "accept edits (auto-approve file edits)", "default": "ask each time", "plan": "plan mode",
         "bypassPermissions": "bypass permissions", "dontAsk": "don't ask", "auto": "auto mode"}


def rule_text(rule: Any) -> str:
    if not isinstance(rule, dict):
        return str(rule)
    tool = str(rule.get("toolName") or "?")
    content = rule.get("ruleContent")
    return f"{tool}({content})" if content else tool


def suggestion_text(s: Any) -> str:
    """A permission suggestion as the dialog's ``Yes, and ...`` row says it."""
    if not isinstance(s, dict):
        return "update the permissions"
    scope = SCOPES.get(str(s.get("destination")), "")
    kind = s.get("type")
    if kind == "addRules":
        rules = ", ".join(rule_text(r) for r in s.get("rules") or [])
        verb = "always deny" if s.get("behavior") == "deny" else "don't ask again for"
        return f"{verb} {rules} {scope}".strip()
    if kind == "addDirectories":
        return f"always allow access to {', '.join(map(str, s.get('directories') or []))} {scope}".strip()
    if kind == "setMode":
        return f"switch to {MODES.get(str(s.get('mode')), str(s.get('mode')))} {scope}".strip()
    return f"{kind or 'update'} the permissions {scope}".strip()


class Request(Value):
    """One permission request: the tool, its input, Claude Code's suggestions, the options."""

    __slots__ = ("tool", "tool_input", "suggestions", "options", "mode")
    _defaults = {"mode": ""}
    tool: str
    tool_input: dict[str, Any]
    suggestions: tuple[Any, ...]
    options: tuple[Option, ...]
    mode: str


def request(tool: Any, tool_input: Any, suggestions: Any = None, mode: Any = "") -> Request:
    if not isinstance(tool, str) or not tool:
        raise ChoiceError("the request names no tool")
    if not isinstance(tool_input, dict):
        raise ChoiceError("tool_input is not an object")
    sugg = tuple(s for s in suggestions if isinstance(s, dict)) if isinstance(suggestions, list) else ()
    opts = [Option("Yes", "allow")]
    opts += [Option("Yes, and " + suggestion_text(s), "always", data=s) for s in sugg]
    opts.append(Option("No", "deny", "optional", "what Claude is told instead (it reads it and adjusts)"))
    return Request(tool, tool_input, sugg, tuple(opts), mode if isinstance(mode, str) else "")


def what(tool: str, tool_input: dict[str, Any]) -> str:
    """The gist of a call: the command, the file, the URL."""
    for key in ("command", "file_path", "notebook_path", "url", "pattern", "query", "path", "prompt"):
        v = tool_input.get(key)
        if isinstance(v, str) and v:
            return v
    return json.dumps(tool_input)[:200]


def diff_lines(tool: str, tool_input: dict[str, Any]) -> list[str]:
    """What an edit would change, as -/+ lines (Edit, MultiEdit, Write)."""
    out: list[str] = []
    edits = tool_input.get("edits") if isinstance(tool_input.get("edits"), list) else [tool_input]
    for e in edits:
        if not isinstance(e, dict):
            continue
        if isinstance(e.get("old_string"), str) or isinstance(e.get("new_string"), str):
            out += ["-" + x for x in str(e.get("old_string") or "").splitlines()]
            out += ["+" + x for x in str(e.get("new_string") or "").splitlines()]
    if tool == "Write" and isinstance(tool_input.get("content"), str):
        out += ["+" + x for x in tool_input["content"].splitlines()]
    return out


class PermissionKind(ChoiceKind):
    name = "permission"
    event = "PermissionRequest"
    landing = "PostToolUse"
    editable = True

    def offer(self, tool_input: Any) -> Request:
        # the stored form (offer_stored) holds the tool, the input and the suggestions
        if isinstance(tool_input, dict) and "tool_name" in tool_input and isinstance(tool_input.get("tool_input"), dict):
            return request(tool_input["tool_name"], tool_input["tool_input"], tool_input.get("permission_suggestions"),
                           tool_input.get("permission_mode", ""))
        raise ChoiceError("not a permission request")

    def offer_input(self, payload: dict[str, Any]) -> dict[str, Any]:
        return {k: payload.get(k) for k in ("tool_name", "tool_input", "permission_suggestions", "permission_mode")}

    def hook_output(self, tool_input: dict[str, Any], offer: Request, answer: Pick) -> dict[str, Any]:
        if answer.role == "deny":
            decision: dict[str, Any] = {"behavior": "deny", "message": answer.text or DENIED}
        else:
            decision = {"behavior": "allow"}
            if answer.edit is not None:
                decision["updatedInput"] = {**offer.tool_input, **answer.edit}
            if answer.role == "always":
                decision["updatedPermissions"] = [offer.options[answer.option - 1].data]
        return {"hookSpecificOutput": {"hookEventName": "PermissionRequest", "decision": decision}}

    def intended_input(self, offer: Request, answer: Pick) -> dict[str, Any]:
        return {**offer.tool_input, **(answer.edit or {})}

    def received(self, payload: dict[str, Any]) -> dict[str, Any] | None:
        got = payload.get("tool_input")
        return {"tool_input": got} if isinstance(got, dict) else None

    def compare(self, offer: Request, answer: Pick, received: Any) -> Any:
        from warden.askuser.compare import Comparison

        if answer.role == "deny":
            return Comparison(False, ["a denied call ran"])
        got = received.get("tool_input") if isinstance(received, dict) else None
        got = got if isinstance(got, dict) else {}
        want = self.intended_input(offer, answer)
        # Claude Code fills in defaults (Edit's replace_all): compare what was meant
        diffs = [f"{k}: expected {json.dumps(v)}, ran {json.dumps(got.get(k))}" for k, v in want.items()
                 if got.get(k) != v]
        return Comparison(not diffs, diffs)

    def keyboard(self, offer: Request, received: Any) -> Pick:
        got = received.get("tool_input") if isinstance(received, dict) else None
        edit = {k: v for k, v in got.items() if offer.tool_input.get(k) != v and k in offer.tool_input} \
            if isinstance(got, dict) else {}
        return Pick(1, "allow", "", edit or None)

    def keys_refusal(self, offer: Request, answer: Pick) -> str | None:
        if answer.edit is not None:
            return ("an edited input can only be delivered by the waiting hook; the dialog shows the original "
                    "call (answer with 1 to allow it as it is, or deny with a message saying what to run instead)")
        return None

    def type_answer(self, pane: str, socket: str, offer: Request, answer: Pick, timeout: float) -> None:
        from warden.kinds.dialog_rows import type_choice

        type_choice(pane, socket, answer, timeout, always_index=self._always_index(offer, answer),
                    expect=self._expect(offer))

    def _expect(self, offer: Request) -> str | None:
        """What the dialog of this request shows: the command, the file's name."""
        import os

        command = offer.tool_input.get("command")
        if offer.tool == "Bash" and isinstance(command, str) and command:
            return command
        path = offer.tool_input.get("file_path") or offer.tool_input.get("notebook_path")
        return os.path.basename(path) if isinstance(path, str) and path else None

    def _always_index(self, offer: Request, answer: Pick) -> int:
        return sum(1 for o in offer.options[:answer.option - 1] if o.role == "always")

    def summary(self, offer: Request) -> str:
        return f"{offer.tool}: {what(offer.tool, offer.tool_input)}"

    def show(self, offer: Request) -> str:
        from warden.text import one_line

        lines = [f"Permission: {offer.tool}" + (f" ({offer.mode} mode)" if offer.mode else "")]
        desc = offer.tool_input.get("description")
        if isinstance(desc, str) and desc:
            lines.append(f"  {one_line(desc)}")
        lines.append(f"  {one_line(what(offer.tool, offer.tool_input), 2000)}")
        diff = diff_lines(offer.tool, offer.tool_input)
        if diff:
            lines += ["  " + one_line(x, 300) for x in diff[:40]]
            if len(diff) > 40:
                lines.append(f"  ... ({len(diff) - 40} more lines)")
        lines.append("Do you want to proceed?")
        lines.append(show(offer.options))
        return "\n".join(lines)

    def offer_json(self, offer: Request) -> dict[str, Any]:
        return {"tool": offer.tool, "tool_input": offer.tool_input, "what": what(offer.tool, offer.tool_input),
                "diff": diff_lines(offer.tool, offer.tool_input), "suggestions": list(offer.suggestions),
                "mode": offer.mode, "options": options_json(offer.options)}

    def locate(self, store: Any, payload: dict[str, Any]) -> Any:
        from warden.record.pairing import open_request

        return open_request(store, payload, self.name)


KIND = PermissionKind()


# ------------------------------------------------------------------ its events


def kind_for(tool: Any) -> Any:
    """The kind a PermissionRequest of ``tool`` is: a plan for ExitPlanMode, else a
    permission; None for AskUserQuestion (the question kind answers it at PreToolUse)."""
    if tool == "AskUserQuestion":
        return None
    if tool == "ExitPlanMode":
        from warden.kinds.plan import KIND as PLAN

        return PLAN
    return KIND


def answer_inline(hc: HookCall) -> str | None:
    task = hc.meta.get("task")
    if task:
        hc.spool(note=f"task #{task}: its runner decides this request (SDK can_use_tool, no inline limit)")
        return None
    kind = kind_for(hc.payload.get("tool_name"))
    if kind is None:
        from warden.capture.hook import pass_through

        pass_through(hc)
        return None
    from warden.decide import inline

    return inline.answer(hc, kind)


def record(ctx: HookContext) -> None:
    kind = kind_for(ctx.tool_name)
    if kind is None:
        ctx.note = ctx.note or "recorded: AskUserQuestion's own permission dialog (the question kind answers it)"
        return
    from warden.record import decisions
    from warden.record.pairing import pair

    decisions.record(ctx, kind, tool_use_id=pair(ctx.store, ctx.payload))
