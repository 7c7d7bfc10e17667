"""Scripts for the scripted model server: loading, matching, and reading a conversation.

A script is data (TOML or JSON, chosen by file extension). It holds rules; a rule
matches the user's prompt text and holds an ordered list of steps. The server is
stateless with respect to the conversation: for each request it finds the last
real user text and counts the tool results that came after it; that count is the
index of the step to play. See README.md in this folder for the format.
"""

from __future__ import annotations

import json
import re
import tomllib
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

ASK_TOOL = "AskUserQuestion"

# Claude Code's own test for text it injected into a user turn rather than text the
# user typed (2.1.332): a leading XML-ish tag (<system-reminder>, <command-name>,
# <local-command-stdout>, ...) or an "[Request interrupted by user...]" marker.
_INJECTED_RE = re.compile(r"^(?:\s*<[a-z][\w-]*[\s>]|\[Request interrupted by user[^\]]*\])")
_COMMAND_ARGS_RE = re.compile(r"<command-args>(.*?)</command-args>", re.S)
_COMMAND_NAME_RE = re.compile(r"<command-name>(.*?)</command-name>", re.S)


class ScriptError(ValueError):
    """A script file that cannot be used."""


@dataclass
class Step:
    kind: str  # "ask" | "text" | "tool" | "error"
    text: str = ""
    questions: list[dict[str, Any]] = field(default_factory=list)
    tool: str = ""
    input: dict[str, Any] = field(default_factory=dict)
    delay: float = 0.0
    status: int = 0  # an error step: the HTTP status to answer with

    @classmethod
    def from_data(cls, data: Any, where: str) -> "Step":
        if isinstance(data, str):
            return cls(kind="text", text=data)
        if not isinstance(data, dict):
            raise ScriptError(f"{where}: a step must be a table/object or a string")
        kind = data.get("kind")
        if kind is None:
            kind = "ask" if "questions" in data else "tool" if "tool" in data else "text"
        if kind not in ("ask", "text", "tool", "error"):
            raise ScriptError(f"{where}: unknown step kind {kind!r} (ask, text, tool or error)")
        step = cls(
            kind=kind,
            text=str(data.get("text", "")),
            delay=float(data.get("delay", 0.0)),
            status=int(data.get("status", 400)) if kind == "error" else 0,
        )
        if kind == "ask":
            qs = data.get("questions")
            if not isinstance(qs, list) or not qs:
                raise ScriptError(f"{where}: an ask step needs a non-empty 'questions' list")
            step.questions = [_question(q, f"{where}.questions[{i}]") for i, q in enumerate(qs)]
        elif kind == "tool":
            step.tool = str(data.get("tool") or data.get("name") or "")
            if not step.tool:
                raise ScriptError(f"{where}: a tool step needs 'tool' (the tool name)")
            inp = data.get("input", {})
            if not isinstance(inp, dict):
                raise ScriptError(f"{where}: 'input' must be a table/object")
            step.input = inp
        return step

    def tool_input(self) -> dict[str, Any]:
        if self.kind == "ask":
            return {"questions": self.questions}
        return dict(self.input)


def _question(q: Any, where: str) -> dict[str, Any]:
    if not isinstance(q, dict) or not q.get("question"):
        raise ScriptError(f"{where}: a question needs 'question'")
    opts = q.get("options", [])
    if not isinstance(opts, list):
        raise ScriptError(f"{where}: 'options' must be a list")
    options = []
    for j, o in enumerate(opts):
        if isinstance(o, str):
            o = {"label": o, "description": ""}
        if not isinstance(o, dict) or not o.get("label"):
            raise ScriptError(f"{where}.options[{j}]: an option needs 'label'")
        opt = {"label": str(o["label"]), "description": str(o.get("description", ""))}
        for extra in ("preview",):
            if extra in o:
                opt[extra] = o[extra]
        options.append(opt)
    out = {
        "question": str(q["question"]),
        "header": str(q.get("header", ""))[:12] or "Question",
        "options": options,
        "multiSelect": bool(q.get("multiSelect", q.get("multi_select", False))),
    }
    return out


@dataclass
class Rule:
    steps: list[Step]
    match: list[str] = field(default_factory=list)
    regex: list[re.Pattern[str]] = field(default_factory=list)
    name: str = ""
    done: str | None = None
    side: bool = False  # answers side requests (no AskUserQuestion among tools), never turns

    def matches(self, text: str) -> bool:
        low = text.lower()
        if any(m.lower() in low for m in self.match):
            return True
        return any(r.search(text) for r in self.regex)


@dataclass
class Script:
    rules: list[Rule]
    default: Rule
    side_text: str = "OK"
    done_text: str = "Done."
    name: str = ""
    description: str = ""
    source: str = ""

    @classmethod
    def from_data(cls, data: dict[str, Any], source: str = "") -> "Script":
        if not isinstance(data, dict):
            raise ScriptError(f"{source or 'script'}: top level must be a table/object")
        rules = []
        for i, r in enumerate(data.get("rules", [])):
            rules.append(_rule(r, f"rules[{i}]"))
        default_data = data.get("default", {"text": "I'm a scripted model; no rule matched that."})
        if isinstance(default_data, str):
            default_data = {"text": default_data}
        if "steps" not in default_data:
            default_data = {"steps": [default_data]}
        default = _rule(default_data, "default", need_match=False)
        side = data.get("side", {})
        side_text = side.get("text", "OK") if isinstance(side, dict) else str(side)
        return cls(
            rules=rules,
            default=default,
            side_text=str(side_text),
            done_text=str(data.get("done", "Done.")),
            name=str(data.get("name", Path(source).stem if source else "")),
            description=str(data.get("description", "")),
            source=source,
        )

    def find_rule(self, user_text: str | None) -> Rule:
        if user_text:
            for rule in self.rules:
                if not rule.side and rule.matches(user_text):
                    return rule
        return self.default

    def find_side_rule(self, text: str) -> Rule | None:
        """The first ``side = true`` rule matching a side request's text (its last user
        message), or None: such rules answer other clients of the server, e.g. warden's
        ``llm`` answerer, while Claude Code's turns play the ordinary rules."""
        for rule in self.rules:
            if rule.side and rule.matches(text):
                return rule
        return None


def _rule(r: Any, where: str, need_match: bool = True) -> Rule:
    if not isinstance(r, dict):
        raise ScriptError(f"{where}: a rule must be a table/object")
    match = r.get("match", [])
    match = [match] if isinstance(match, str) else list(match)
    regex = r.get("regex", [])
    regex = [regex] if isinstance(regex, str) else list(regex)
    try:
        compiled = [re.compile(x, re.I | re.S) for x in regex]
    except re.error as e:
        raise ScriptError(f"{where}: bad regex: {e}") from None
    if need_match and not match and not compiled:
        raise ScriptError(f"{where}: a rule needs 'match' (substring) or 'regex'")
    steps_data = r.get("steps")
    if steps_data is None:
        steps_data = [{k: v for k, v in r.items() if k not in ("match", "regex", "name", "done", "side")}]
    if not isinstance(steps_data, list) or not steps_data:
        raise ScriptError(f"{where}: 'steps' must be a non-empty list")
    steps = [Step.from_data(s, f"{where}.steps[{i}]") for i, s in enumerate(steps_data)]
    return Rule(
        steps=steps, match=[str(m) for m in match], regex=compiled,
        name=str(r.get("name") or (match[0] if match else regex[0] if regex else where)),
        done=r.get("done"), side=bool(r.get("side", False)),
    )


def builtin_scripts() -> list[str]:
    """Names of the scripts shipped with warden (``single``, ``demo``, ...)."""
    root = resources.files("warden.sandbox.model_server") / "scripts"
    return sorted(p.name.rsplit(".", 1)[0] for p in root.iterdir() if p.name.endswith((".toml", ".json")))


def builtin_script_path(name: str) -> Path:
    root = resources.files("warden.sandbox.model_server") / "scripts"
    for ext in ("", ".toml", ".json"):
        p = root / f"{name}{ext}"
        if p.is_file():
            return Path(str(p))
    raise ScriptError(f"no built-in script {name!r} (have: {', '.join(builtin_scripts())})")


def load_script(spec: "str | Path | dict[str, Any] | Script") -> Script:
    """Load a script from a path (``.toml`` or ``.json``), a built-in name such as
    ``"single"``, a dict, or return a :class:`Script` unchanged."""
    if isinstance(spec, Script):
        return spec
    if isinstance(spec, dict):
        return Script.from_data(spec, "<dict>")
    path = Path(spec)
    if not path.exists():
        if isinstance(spec, str) and "/" not in spec:
            path = builtin_script_path(spec)
        else:
            raise ScriptError(f"script not found: {spec}")
    text = path.read_text(encoding="utf-8")
    try:
        if path.suffix.lower() == ".json":
            data = json.loads(text)
        else:
            data = tomllib.loads(text)
    except (json.JSONDecodeError, tomllib.TOMLDecodeError) as e:
        raise ScriptError(f"{path}: {e}") from None
    return Script.from_data(data, str(path))


# --- reading a conversation -------------------------------------------------


def is_injected_text(text: str) -> bool:
    """True for text Claude Code adds to a user turn (reminders, command echoes,
    interruption markers) rather than text the user typed."""
    if not text.strip():
        return True
    return bool(_INJECTED_RE.match(text))


def _user_text_of_block(text: str) -> str | None:
    """The user's words in one text block, or None if the block is injected."""
    if not is_injected_text(text):
        return text.strip()
    # A slash command turn: "<command-name>/x</command-name> ... <command-args>a b</command-args>".
    name = _COMMAND_NAME_RE.search(text)
    if name:
        args = _COMMAND_ARGS_RE.search(text)
        return (name.group(1).strip() + " " + (args.group(1).strip() if args else "")).strip()
    return None


@dataclass
class Turn:
    """Where a request stands in the conversation."""

    user_text: str | None  # the last text the user typed (None if none found)
    tool_results: int  # tool_result blocks after that text
    last_result: dict[str, Any] | None  # the newest tool_result block, if any
    results: list[dict[str, Any]]  # every tool_result block in the request, oldest first
    since: list[dict[str, Any]] = field(default_factory=list)  # tool_results after user_text, oldest first


def read_turn(body: dict[str, Any]) -> Turn:
    messages = body.get("messages") or []
    user_text = None
    since: list[dict[str, Any]] = []
    last_result = None
    found = False
    for msg in reversed(messages):
        if not isinstance(msg, dict) or msg.get("role") != "user":
            continue
        content = msg.get("content")
        blocks = [{"type": "text", "text": content}] if isinstance(content, str) else (content or [])
        for block in reversed(blocks):
            if not isinstance(block, dict):
                continue
            if block.get("type") == "tool_result":
                since.append(block)
                if last_result is None:
                    last_result = block
            elif block.get("type") == "text":
                t = _user_text_of_block(str(block.get("text", "")))
                if t:
                    user_text = t
                    found = True
                    break
        if found:
            break
    results = []
    for msg in messages:
        if isinstance(msg, dict) and isinstance(msg.get("content"), list):
            results.extend(b for b in msg["content"] if isinstance(b, dict) and b.get("type") == "tool_result")
    since.reverse()
    return Turn(user_text=user_text, tool_results=len(since), last_result=last_result, results=results,
                since=since)


def tool_names(body: dict[str, Any]) -> list[str]:
    return [str(t.get("name", "")) for t in body.get("tools") or [] if isinstance(t, dict)]


def system_text(body: dict[str, Any]) -> str:
    from warden.sandbox.model_server.wire import blocks_text

    return blocks_text(body.get("system"))


__all__ = [
    "ASK_TOOL", "Rule", "Script", "ScriptError", "Step", "Turn", "builtin_script_path",
    "builtin_scripts", "is_injected_text", "load_script", "read_turn", "system_text",
    "tool_names",
]
