"""Decisions that are one numbered choice: a permission, a plan, an idle session, a failure.

Their offers list options as Claude Code's dialog numbers them (1 = allow / approve); an
answer (:class:`Pick`) names one option, with what that option takes: a text (the deny
message or the plan feedback the model reads, the prompt for an idle session), an edited
tool input (allow with edits), commands to queue. People write it as ``warden answer ID N
[--type TEXT] [--edit JSON] [--queue CMD]...`` or ``--decline [REASON]`` (the offer's
refusing option), the board as ``{"option": N, "text": ..., "edit": {...}, "commands": [...]}``
or ``{"decline": REASON}``.
"""

from __future__ import annotations

from warden import fastjson as json
from warden.askuser.model import Value

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


class ChoiceError(ValueError):
    """An answer that does not fit the offer's options."""


class Option(Value):
    """One choice. ``role`` says what it does (``allow``, ``always``, ``deny``, ``approve``,
    ``approve_edits``, ``reject``, ``prompt``, ``queue``, ``leave``, ``resume``, ``dismiss``);
    ``text`` whether it takes a text (``"required"``, ``"optional"`` or ``""``) and what the
    text is for; ``data`` what the option carries (a permission suggestion)."""

    __slots__ = ("label", "role", "text", "text_for", "data")
    _defaults = {"text": "", "text_for": "", "data": None}
    label: str
    role: str
    text: str
    text_for: str
    data: Any


class Pick(Value):
    """An answer: option ``option`` (1-based) with its text, edited input or commands."""

    __slots__ = ("option", "role", "text", "edit", "commands")
    _defaults = {"role": "", "text": "", "edit": None, "commands": ()}
    option: int
    role: str
    text: str
    edit: dict[str, Any] | None
    commands: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"option": self.option, "role": self.role}
        if self.text:
            d["text"] = self.text
        if self.edit is not None:
            d["edit"] = self.edit
        if self.commands:
            d["commands"] = list(self.commands)
        return d

    def dumps(self) -> str:
        return json.dumps(self.to_json())

    @classmethod
    def from_json(cls, d: Any) -> Pick:
        if isinstance(d, str):
            d = json.loads(d)
        if not isinstance(d, dict) or not isinstance(d.get("option"), int) or isinstance(d.get("option"), bool):
            raise ChoiceError(f"not a choice: {d!r}")
        text = d.get("text") or ""
        edit = d.get("edit")
        commands = d.get("commands") or []
        if not isinstance(text, str):
            raise ChoiceError("text must be a string")
        if edit is not None and not isinstance(edit, dict):
            raise ChoiceError("edit must be an object (the tool input to run instead)")
        if not isinstance(commands, list) or not all(isinstance(c, str) for c in commands):
            raise ChoiceError("commands must be a list of strings")
        return cls(d["option"], str(d.get("role") or ""), text, edit, tuple(commands))

    def describe(self, options: tuple[Option, ...] | None = None) -> str:
        label = self.role or f"option {self.option}"
        if options and 1 <= self.option <= len(options):
            label = options[self.option - 1].label
        parts = [f"{self.option}. {label}"]
        if self.edit is not None:
            parts.append("with edited input " + json.dumps(self.edit))
        if self.commands:
            parts.append("commands: " + " ; ".join(self.commands))
        if self.text:
            parts.append(f"— {self.text}")
        return " ".join(parts)


def validate(options: tuple[Option, ...], pick: Pick, *, editable: bool = False) -> Pick:
    """``pick`` checked against ``options``; returns it with its option's role."""
    if not 1 <= pick.option <= len(options):
        raise ChoiceError(f"choose an option from 1 to {len(options)} (got {pick.option})")
    opt = options[pick.option - 1]
    if pick.role and pick.role != opt.role:
        raise ChoiceError(f"option {pick.option} is {opt.label!r}, not {pick.role!r}")
    if opt.text == "required" and not pick.text.strip() and not (opt.role == "queue" and pick.commands):
        raise ChoiceError(f"option {pick.option} ({opt.label}) needs a text: {opt.text_for}")
    if opt.text == "" and pick.text.strip():
        raise ChoiceError(f"option {pick.option} ({opt.label}) takes no text")
    if pick.edit is not None and (not editable or opt.role not in ("allow", "always")):
        raise ChoiceError("only an allow can carry an edited input")
    if opt.role == "queue":
        cmds = tuple(c.strip() for c in pick.commands if c.strip())
        if not cmds:
            raise ChoiceError(f"option {pick.option} ({opt.label}) needs commands (--queue CMD)")
        if any("\n" in c or "\r" in c for c in cmds):
            raise ChoiceError("a command is one line")
        return Pick(pick.option, opt.role, "", None, cmds)
    if pick.commands:
        raise ChoiceError(f"option {pick.option} ({opt.label}) takes no commands")
    return Pick(pick.option, opt.role, pick.text.strip(), pick.edit, ())


def refusing(options: tuple[Option, ...]) -> int:
    """The 1-based number of the option that refuses (deny, reject, leave, dismiss)."""
    for n, o in enumerate(options, 1):
        if o.role in ("deny", "reject", "leave", "dismiss"):
            return n
    raise ChoiceError("nothing to decline here")


def parse_tokens(options: tuple[Option, ...], tokens: list[str]) -> Pick:
    """A pick from command-line tokens: ``N``, ``--type TEXT``, ``--edit JSON``,
    ``--command CMD`` (a Bash call's command), ``--queue CMD`` (repeatable), or
    ``--decline [REASON]`` (the refusing option, REASON as its text)."""
    toks = list(tokens)
    option: int | None = None
    text = ""
    edit: dict[str, Any] | None = None
    commands: list[str] = []
    while toks:
        tok = toks.pop(0)
        if tok == "--decline":
            if option is not None or len(toks) > 1:
                raise ChoiceError("--decline takes one optional REASON and no other choices")
            option, text = refusing(options), toks.pop(0) if toks else ""
            break
        if tok in ("--type", "--edit", "--command", "--queue", "--chat", "--extra"):
            if tok in ("--chat", "--extra"):
                raise ChoiceError(f"{tok} is for questions (see `warden answer --help`)")
            if not toks:
                raise ChoiceError(f"{tok} needs a value")
            value = toks.pop(0)
            if tok == "--type":
                text = value
            elif tok == "--queue":
                commands.append(value)
            elif tok == "--command":
                edit = {**(edit or {}), "command": value}
            else:
                try:
                    obj = json.loads(value)
                except ValueError as e:
                    raise ChoiceError(f"--edit wants a JSON object: {e}") from None
                if not isinstance(obj, dict):
                    raise ChoiceError("--edit wants a JSON object (the tool input to run instead)")
                edit = {**(edit or {}), **obj}
            continue
        if not tok.isdigit() or option is not None:
            raise ChoiceError(f"{tok!r}: give one option number (1-{len(options)})")
        option = int(tok)
    if option is None:
        option = _implied(options, text, edit, commands)
    return Pick(option, "", text, edit, tuple(commands))


def _implied(options: tuple[Option, ...], text: str, edit: Any, commands: list[str]) -> int:
    """The option a choice without a number means: the one taking commands, an edited
    input (allow) or a text (a prompt)."""
    want = "queue" if commands else "allow" if edit is not None else "prompt" if text else None
    for n, o in enumerate(options, 1):
        if want is not None and o.role == want:
            return n
    raise ChoiceError(f"give an option number (1-{len(options)})")


def from_body(options: tuple[Option, ...], body: Any) -> Pick:
    """A pick from the board's JSON body: ``{"option": N, "text", "edit", "commands"}``
    or ``{"decline": REASON}``."""
    if not isinstance(body, dict):
        raise ChoiceError("the body must be a JSON object")
    if "decline" in body:
        reason = body["decline"]
        return Pick(refusing(options), "", reason if isinstance(reason, str) else "")
    if "option" not in body:
        raise ChoiceError("give option (and text, edit or commands), or decline")
    return Pick.from_json({k: body[k] for k in ("option", "text", "edit", "commands") if k in body})


def show(options: tuple[Option, ...]) -> str:
    lines = []
    for n, o in enumerate(options, 1):
        extra = f"  (+ text: {o.text_for})" if o.text == "required" else (
            f"  (text optional: {o.text_for})" if o.text == "optional" else "")
        lines.append(f"  {n}. {o.label}{extra}")
    return "\n".join(lines)


def options_json(options: tuple[Option, ...]) -> list[dict[str, Any]]:
    return [{"n": n, "label": o.label, "role": o.role, "text": o.text, "text_for": o.text_for}
            for n, o in enumerate(options, 1)]


class ChoiceKind:
    """What the choice kinds share; each sets ``name`` and builds its offer's ``options``."""

    name = ""
    event = "PermissionRequest"
    landing = "PostToolUse"
    editable = False  # an allow may carry an edited tool input

    def options(self, offer: Any) -> tuple[Option, ...]:
        return offer.options

    def answer_of(self, data: Any) -> Pick:
        return Pick.from_json(data)

    def validate(self, offer: Any, answer: Pick) -> Pick:
        return validate(self.options(offer), answer, editable=self.editable)

    def parse_choices(self, offer: Any, tokens: list[str]) -> Pick:
        return parse_tokens(self.options(offer), tokens)

    def from_body(self, offer: Any, body: Any) -> Pick:
        return from_body(self.options(offer), body)

    def describe(self, answer: Pick) -> str:
        words = {"allow": "allow", "always": "allow and add the rule", "deny": "deny", "approve": "approve",
                 "approve_edits": "approve, auto-accept edits", "reject": "reject", "prompt": "type the prompt",
                 "queue": "queue", "leave": "leave it", "resume": "resume", "dismiss": "dismiss"}
        head = words.get(answer.role, f"option {answer.option}")
        if answer.edit is not None:
            head += " with edited input " + json.dumps(answer.edit)
        if answer.commands:
            head += ": " + " ; ".join(answer.commands)
        return head + (f": {answer.text}" if answer.text else "")

    def answer_hint(self, qid: int | str, offer: Any, by: str | None = None) -> str:
        return f"warden answer {qid} {f'--by {by} ' if by else ''}1"

    def keys_refusal(self, offer: Any, answer: Pick) -> str | None:
        return None

    def locate(self, store: Any, payload: dict[str, Any]) -> Any:
        tuid = payload.get("tool_use_id")
        return store.question_by_tool_use(tuid) if isinstance(tuid, str) else None

    def offer_input(self, payload: dict[str, Any]) -> Any:
        return payload.get("tool_input")

    def offer_stored(self, offer_input: Any) -> Any:
        return offer_input

    def offer_from_stored(self, row: Any) -> Any:
        return self.offer(json.loads(row["questions"]))

    def closed(self, answer: Pick) -> tuple[str, str] | None:
        if answer.role in ("deny", "reject", "leave", "dismiss"):
            return "declined", answer.text or answer.role
        return None

    def sdk_result(self, tool_input: dict[str, Any], offer: Any, answer: Pick) -> tuple[bool, Any]:
        decision = self.hook_output(tool_input, offer, answer)["hookSpecificOutput"]["decision"]
        if decision["behavior"] == "allow":
            return True, decision.get("updatedInput", tool_input)
        return False, decision.get("message", "")
