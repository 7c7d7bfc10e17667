"""``llm``: a model reads where the session stopped and plans the next commands.

It connects as the ``llm`` answerer does (``[llm]`` in config.toml, then the
environment; see ``warden.decide.answerers.llm``) and renders a Stop prompt: the template
below, or ``$WARDEN_HOME/templates/stop.md``, or the file the brain's ``prompt`` option
names. Placeholders: ``{message}``, ``{suggested}``, ``{phase}``, ``{session}``,
``{planning}``, ``{previous}``. The model answers with one JSON object::

    {"commands": ["/clear", "/gsd:plan-phase 3"], "reason": "phase 2 is verified"}

``{"commands": []}`` leaves the session idle. A reply that is not such an object is
treated as no plan, with the reason logged.
"""

from __future__ import annotations

import json
import os
import re

from warden.workflow.planners.base import Plan, StopContext
from warden.deliver.prompt import MODE_PREFIXES

TEMPLATE = """\
# Claude Code stopped

You stand in for the user of a Claude Code session that has just finished a turn and waits
for input. Decide which commands to type next, if any.

Session: {session}
Workflow command that ran last: {phase}

## Claude Code's last message
<message>
{message}
</message>

## Commands the message suggests
{suggested}

## The project's planning files
{planning}

## The queue that just ended here (if any)
{previous}

## How to answer
Reply with ONE JSON object and nothing else:
{{"commands": ["/clear", "/gsd:plan-phase 3"], "reason": "one sentence"}}
- Commands run in order; `/clear` starts a fresh context, `/gsd:*` commands run a workflow step.
- The suggestions are Claude Code's, not orders: use, reorder, skip or replace them.
- If the work is finished, or a person should look first, answer {{"commands": [], "reason": "..."}}.
"""

MESSAGE_CHARS = 12000


def render(context: StopContext, template: str | None = None) -> str:
    from warden.decide.answerers.llm import planning_files

    values = {
        "message": context.message[-MESSAGE_CHARS:],
        "suggested": "\n".join(f"- {c}" for c in context.suggested) or "(none)",
        "phase": context.phase or "(unknown)",
        "session": context.session_name or context.session_id,
        "planning": planning_files(context.cwd) or "(none)",
        "previous": json.dumps(context.previous, ensure_ascii=False, indent=1)[:6000] if context.previous else "(none)",
    }
    text = template or TEMPLATE
    # only the known placeholders are replaced: the message may hold braces of its own
    return re.sub(r"\{(\w+)\}", lambda m: str(values[m.group(1)]) if m.group(1) in values else m.group(0),
                  text.replace("{{", "\x00").replace("}}", "\x01")).replace("\x00", "{").replace("\x01", "}")


def parse(text: str) -> Plan:
    m = re.search(r"\{.*\}", text or "", re.S)
    try:
        obj = json.loads(m.group(0)) if m else None
    except ValueError:
        obj = None
    if not isinstance(obj, dict) or not isinstance(obj.get("commands"), list):
        return Plan([], f"the model's reply is not a plan: {(text or '')[:200]!r}")
    cmds = [c.strip() for c in obj["commands"] if isinstance(c, str) and c.strip() and "\n" not in c.strip()]
    # only slash commands and plain prompts: a "!" (bash mode) or "#" (memory mode) prefix
    # would turn the model's text into a shell command or a memory
    bad = [c for c in cmds if c[0] in MODE_PREFIXES]
    if bad:
        return Plan([], f"the model's plan holds a command Claude Code would not take as a prompt ({bad[0][:60]!r}: "
                        "it starts with '!' or '#'); nothing is typed")
    return Plan(cmds, str(obj.get("reason") or ""))


class LLMBrain:
    name = "llm"

    def __init__(self, base_url: str | None = None, model: str | None = None, api_key_env: str | None = None,
                 prompt: str | None = None, timeout: float = 120.0, max_tokens: int = 1024):
        self.options = {"base_url": base_url, "model": model, "api_key_env": api_key_env}
        self.prompt, self.timeout, self.max_tokens = prompt, float(timeout), int(max_tokens)

    def template(self, home: str | None) -> str | None:
        for path in (self.prompt, os.path.join(home, "templates", "stop.md") if home else None):
            if path and os.path.isfile(os.path.expanduser(path)):
                with open(os.path.expanduser(path), encoding="utf-8") as f:
                    return f.read()
        return None

    def decide(self, context: StopContext) -> Plan:
        from warden import extras
        from warden.decide.answerers.llm import settings

        why = extras.missing("llm", "the llm brain needs")
        if why:
            return Plan([], why)
        s = settings(self.options, context.home)
        if not (s.api_key or s.auth_token):
            return Plan([], "no API key: set api_key_env in [llm], or $ANTHROPIC_API_KEY / $ANTHROPIC_AUTH_TOKEN")
        import anthropic

        prompt = render(context, self.template(context.home))
        try:
            client = anthropic.Anthropic(base_url=s.base_url, api_key=s.api_key, auth_token=s.auth_token,
                                         timeout=self.timeout, max_retries=1)
            message = client.messages.create(model=s.model, max_tokens=self.max_tokens,
                                             messages=[{"role": "user", "content": prompt}])
        except anthropic.APIError as e:
            return Plan([], f"the model at {s.base_url or 'the Anthropic API'} failed: {str(e)[:200]}")
        text = "".join(getattr(b, "text", "") for b in message.content if getattr(b, "type", "") == "text")
        plan = parse(text)
        plan.reason = f"{s.model}: {plan.reason}" if plan.reason else s.model
        return plan
