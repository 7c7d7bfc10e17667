"""``llm``: asks a model, through the official ``anthropic`` SDK, to answer as the user would.

The prompt is rendered from a template (``$WARDEN_HOME/templates/llm.md`` overrides the
packaged ``warden/templates/llm.md``) with the questions and their options, the workflow
phase, the project's planning files, the tail of the session's transcript and any
earlier answer of the session that did not land. The model replies with one JSON
object, a decision per question by option label::

    {"answers": [{"kind": "select", "label": "PostgreSQL", "note": "the managed instance"},
                 {"kind": "multi", "labels": ["Login", "Search"], "text": "and audit"},
                 {"kind": "type", "text": "reconcile"},
                 {"kind": "chat", "text": "phase 2 already chose SQLite"}],
     "reason": "..."}

or ``{"abstain": "why"}``. Any answer but a redirect may carry a ``note`` the model of the
session reads beside the choice (delivered as ``updatedInput.annotations``). A reply that is not such an object, names a label the
question does not have, or answers the wrong number of questions is an abstention with
the reason, so the next answerer takes over; so is a model that does not answer in time.

Where it connects, first found wins: the chain entry's options, ``[llm]`` in
config.toml, the environment::

    [llm]
    base_url = "https://api.anthropic.com"   # else $ANTHROPIC_BASE_URL, else the SDK's default
    api_key_env = "MY_KEY"                   # the variable holding the key; else
                                             # $ANTHROPIC_API_KEY, else $ANTHROPIC_AUTH_TOKEN
    model = "claude-sonnet-5-5"              # else $WARDEN_LLM_MODEL, else DEFAULT_MODEL
"""

from __future__ import annotations

import json
import os
import time

from warden.askuser.compare import norm
from warden.askuser.format import format_call
from warden.askuser.model import Answer, Call, Item, QuestionError, chat, multi, select, typed
from warden.askuser.validate import validate
from warden import transcript
from warden.decide.context import Abstain, Context, Decision, Outcome
from warden.transcript_file import open_within
from warden.text import one_line

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

DEFAULT_MODEL = "claude-sonnet-5-5"
PLANNING_FILES = (".planning/PROJECT.md", ".planning/ROADMAP.md", ".planning/STATE.md", ".planning/CONTEXT.md")
FILE_CHARS = 6000  # per planning file
PLANNING_CHARS = 16000  # all planning files together
TRANSCRIPT_BYTES = 256 * 1024  # read from the end of the transcript
TRANSCRIPT_CHARS = 8000  # rendered conversation kept (its newest part)
MIN_SECONDS = 1.0  # less time than this left: not worth a request
MARGIN = 0.3  # seconds kept back so an abstention reaches the chain before its deadline


class ReplyError(ValueError):
    """The model's reply is not a usable decision."""


class Settings:
    __slots__ = ("base_url", "model", "api_key", "auth_token", "key_source")

    def __init__(self, base_url: str | None, model: str, api_key: str | None, auth_token: str | None,
                 key_source: str):
        self.base_url, self.model, self.api_key, self.auth_token = base_url, model, api_key, auth_token
        self.key_source = key_source


def settings(options: dict[str, Any], home: str | None = None) -> Settings:
    """Where to connect and with which credentials: options, then [llm], then environment."""
    from warden import config
    from warden.home import home_dir

    cfg = config.load(os.path.join(home or home_dir(), "config.toml")).llm

    def pick(key: str) -> Any:
        return options.get(key) if options.get(key) is not None else getattr(cfg, key)

    base_url = pick("base_url") or os.environ.get("ANTHROPIC_BASE_URL") or None
    model = pick("model") or os.environ.get("WARDEN_LLM_MODEL") or DEFAULT_MODEL
    key_env = pick("api_key_env")
    if key_env:
        return Settings(base_url, str(model), os.environ.get(str(key_env)) or None, None, f"${key_env}")
    if os.environ.get("ANTHROPIC_API_KEY"):
        return Settings(base_url, str(model), os.environ["ANTHROPIC_API_KEY"], None, "$ANTHROPIC_API_KEY")
    if os.environ.get("ANTHROPIC_AUTH_TOKEN"):
        return Settings(base_url, str(model), None, os.environ["ANTHROPIC_AUTH_TOKEN"], "$ANTHROPIC_AUTH_TOKEN")
    return Settings(base_url, str(model), None, None, "")


# ---------------------------------------------------------------- what the model reads


def _cap(text: str, limit: int, keep: str = "head") -> str:
    if len(text) <= limit:
        return text
    if keep == "head":
        return text[:limit] + "\n[... cut ...]"
    return "[... cut ...]\n" + text[-limit:]


def planning_files(cwd: str | None) -> str:
    if not cwd:
        return "(no working directory known)"
    parts, total = [], 0
    for rel in PLANNING_FILES:
        try:
            with open_within(os.path.join(cwd, rel), cwd) as f:
                text = f.read(4 * FILE_CHARS + 4).decode("utf-8", "replace")[: FILE_CHARS + 1]
        except OSError:
            continue
        text = _cap(text.strip(), FILE_CHARS)
        if total + len(text) > PLANNING_CHARS:
            text = _cap(text, max(0, PLANNING_CHARS - total))
        total += len(text)
        parts.append(f"## {rel}\n{text}")
        if total >= PLANNING_CHARS:
            break
    return "\n\n".join(parts) if parts else "(none found under .planning/)"


def _content_text(content: Any) -> list[str]:
    if isinstance(content, str):
        return [content]
    out = []
    for block in content if isinstance(content, list) else []:
        if not isinstance(block, dict):
            continue
        kind = block.get("type")
        if kind == "text" and isinstance(block.get("text"), str):
            out.append(block["text"])
        elif kind == "tool_use":
            out.append(f"[tool {block.get('name')}: {one_line(json.dumps(block.get('input'))[:300])}]")
        elif kind == "tool_result":
            res = block.get("content")
            text = " ".join(_content_text(res)) if not isinstance(res, str) else res
            out.append(f"[tool result: {one_line(text, 300)}]")
    return out


def transcript_tail(path: str | None) -> str:
    """The newest part of the session's conversation, as ``User:`` / ``Claude:`` lines."""
    lines = transcript.tail(path, TRANSCRIPT_BYTES)
    if lines is None:
        return "(no transcript)"
    out = []
    for line in lines:
        try:
            rec = json.loads(line)
        except ValueError:
            continue
        if not isinstance(rec, dict) or rec.get("type") not in ("user", "assistant") or rec.get("isMeta"):
            continue
        msg = rec.get("message") if isinstance(rec.get("message"), dict) else {}
        who = "User" if rec["type"] == "user" else "Claude"
        for text in _content_text(msg.get("content")):
            text = text.strip()
            if text and not text.startswith("<system-reminder>"):
                out.append(f"{who}: {text}")
    return _cap("\n".join(out), TRANSCRIPT_CHARS, keep="tail") if out else "(empty)"


def prompt_values(context: Context) -> dict[str, Any]:
    mismatches = context.mismatches
    # the turn that asks may still be being written when the hook starts: once the question's own
    # line is there (``Context.shown`` waits for it, briefly), so is what the model wrote before asking
    _ = context.shown
    return {
        "questions": format_call(context.call),
        "phase": context.phase or "unknown",
        "cwd": context.cwd or "unknown",
        "session": context.session_name or context.session_id or "unknown",
        "planning": planning_files(context.cwd),
        "transcript": transcript_tail(context.transcript_path),
        "mismatches": "\n".join(f"- {m}" for m in mismatches) if mismatches else "(none)",
    }


def render_prompt(context: Context, home: str | None = None) -> str:
    from warden import templates
    return templates.render("llm.md", prompt_values(context), home)


# ---------------------------------------------------------------- what the model says


def _json_object(text: str) -> dict[str, Any]:
    start, end = text.find("{"), text.rfind("}")
    if start < 0 or end < start:
        raise ReplyError(f"the model's reply is not JSON: {one_line(text.strip(), 120)!r}")
    try:
        obj = json.loads(text[start:end + 1])
    except ValueError as e:
        raise ReplyError(f"the model's reply is not valid JSON ({e}): {one_line(text.strip(), 120)!r}") from None
    if not isinstance(obj, dict):
        raise ReplyError("the model's reply is not a JSON object")
    return obj


def _label(item: Item, label: Any, n: int) -> str:
    if not isinstance(label, str):
        raise ReplyError(f"question {n}: a label must be a string, got {label!r}")
    if label in item.labels:
        return label
    # a model may change case or spacing; anything else is not the option
    folded = [x for x in item.labels if norm(x).casefold() == norm(label).casefold()]
    return folded[0] if len(folded) == 1 else label


def parse_reply(call: Call, text: str) -> tuple[Answer | None, str]:
    """(answer, reason) from the model's reply; (None, why) when it abstains.
    Raises ReplyError for a reply that is no decision, QuestionError for one that does
    not fit the call."""
    obj = _json_object(text)
    reason = obj.get("reason") if isinstance(obj.get("reason"), str) else ""
    if "abstain" in obj:
        return None, str(obj.get("abstain") or "no reason given")
    entries = obj.get("answers")
    if not isinstance(entries, list):
        raise ReplyError("the model's reply has no \"answers\" list")
    if len(entries) != len(call.items):
        raise QuestionError(f"the call has {len(call.items)} question(s) but the model answered {len(entries)}")
    items = []
    for n, (item, e) in enumerate(zip(call.items, entries), 1):
        if not isinstance(e, dict):
            raise ReplyError(f"answer {n} is not an object")
        kind = e.get("kind")
        text_ = e.get("text") if isinstance(e.get("text"), str) else ""
        if kind == "select":
            labels = e.get("labels") if e.get("label") is None and isinstance(e.get("labels"), list) else [e.get("label")]
            if len(labels) != 1:
                raise QuestionError(f"question {n}: a select names one label")
            items.append(select(_label(item, labels[0], n)))
        elif kind == "multi":
            labels = e.get("labels")
            if not isinstance(labels, list):
                raise ReplyError(f"answer {n}: a multi answer needs a \"labels\" list")
            items.append(multi([_label(item, x, n) for x in labels], text_))
        elif kind in ("type", "chat"):
            items.append(typed(text_) if kind == "type" else chat(text_))
        else:
            raise ReplyError(f"answer {n}: unknown kind {kind!r} (select, multi, type, chat)")
        note = e.get("note")
        if isinstance(note, str) and note.strip() and kind != "chat":
            items[-1] = items[-1].with_note(note.strip())
    return validate(call, Answer(tuple(items))), reason


# ---------------------------------------------------------------- the answerer


class LLMAnswerer:
    name = "llm"

    def __init__(self, base_url: str | None = None, model: str | None = None, api_key_env: str | None = None,
                 max_tokens: int = 1024):
        # resolved against [llm] and the environment in decide(): config is read only when asked
        self.options = {"base_url": base_url, "model": model, "api_key_env": api_key_env}
        self.max_tokens = int(max_tokens)

    def decide(self, context: Context) -> Outcome:
        from warden import extras

        if context.kind not in ("question", "plan"):
            return Abstain(f"llm decides questions and reviews plans, not a {context.kind}")
        why = extras.missing("llm", "the llm answerer needs")
        if why:
            return Abstain(why)
        s = settings(self.options)
        if not (s.api_key or s.auth_token):
            return Abstain("no API key: set api_key_env in [llm], or $ANTHROPIC_API_KEY / $ANTHROPIC_AUTH_TOKEN"
                           + (f" ({s.key_source} is empty)" if s.key_source else ""))
        if context.kind == "plan":
            from warden.decide.answerers import llm_plan

            prompt = llm_plan.render_prompt(context, planning_files(context.cwd), transcript_tail(context.transcript_path))
        else:
            prompt = render_prompt(context)
        import anthropic  # a heavy import (seconds): only when a question reaches this answerer

        timeout = context.deadline - time.monotonic() - MARGIN
        if timeout < MIN_SECONDS:
            return Abstain(f"not enough time left to ask the model ({max(0.0, timeout):.1f}s)")
        where = s.base_url or "the Anthropic API"
        try:
            client = anthropic.Anthropic(base_url=s.base_url, api_key=s.api_key, auth_token=s.auth_token,
                                         timeout=timeout, max_retries=0)
            message = client.messages.create(model=s.model, max_tokens=self.max_tokens,
                                             messages=[{"role": "user", "content": prompt}])
        except anthropic.APITimeoutError:
            return Abstain(f"the model ({s.model} at {where}) did not answer within {timeout:.1f}s")
        except anthropic.APIStatusError as e:
            return Abstain(f"the model server ({where}) answered {e.status_code}: {one_line(str(e.message), 200)}")
        except anthropic.APIConnectionError as e:
            return Abstain(f"could not reach the model at {where}: {one_line(str(e), 200)}")
        text = "".join(getattr(b, "text", "") for b in message.content if getattr(b, "type", "") == "text")
        try:
            if context.kind == "plan":
                from warden.decide.answerers import llm_plan

                answer, reason = llm_plan.parse_reply(_json_object(text))
            else:
                answer, reason = parse_reply(context.call, text)
        except ValueError as e:  # ReplyError, QuestionError, a plan reply that is no decision
            return Abstain(f"{s.model}: invalid decision: {e}")
        if answer is None:
            return Abstain(f"{s.model} abstained: {one_line(reason, 300)}")
        return Decision(answer, f"{s.model}: {one_line(reason, 300)}" if reason else f"{s.model} decided")
