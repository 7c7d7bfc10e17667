"""The entry point the permission decision kind calls: one tool call → one verdict.

    from warden.judge.permission import judge
    verdict = judge("Bash", {"command": "npm test && git push"}, cwd, rules)
    verdict.decision   # "allow" | "hold" | "unknown"
    verdict.reason     # "pushes to a remote repository: git push"

Per tool:

- Bash: every simple command is judged by what it does (:mod:`warden.judge.commands`).
- Read, NotebookRead, Glob, Grep, LS: reads; secrets, private files and configuration
  files outside the project are held. A path that reaches out of the project through
  ``..`` is held too.
- Edit, Write, MultiEdit, NotebookEdit: writes inside the project are allowed, except the
  agent's own settings and hooks (privilege) and secrets files; writes outside are held.
- WebFetch: a public page is a read; credentials in the URL, this machine, the private
  network, cloud metadata and look-alike hosts are held; a URL that may carry data out
  (an encoded token, free text or a ``data=`` parameter, to a host that is not a known
  documentation, package, source or search host) is left to a person; a URL carried in
  the query (an open redirect) is judged as the destination it is, and a request-capture
  service (webhook.site, an ngrok tunnel) with a query sends data out. WebSearch is a
  read unless the query discloses a secret (a token, "password is …", ``API_KEY=…``).
- TodoWrite, Task/Agent (a subagent's own tool calls ask again), BashOutput, KillShell:
  allowed; they act only on the agent's own work.
- ExitPlanMode and AskUserQuestion belong to other decision kinds; Skill, SlashCommand,
  MCP tools and any other tool are ``unknown`` unless a rule allows them.

Rules (:mod:`warden.judge.rules`): deny, then ask, then allow; see there for how a Bash
rule must cover every simple command of a compound one.
"""

from __future__ import annotations

import os

from warden.judge import access, paths
from warden.judge import effects as E
from warden.judge.effects import Effect
from warden.judge.rules import EDIT_TOOLS, EMPTY, READ_TOOLS, RuleSet
from warden.judge.verdict import ALLOW, HOLD, UNKNOWN, Unit, Verdict, by_rule, decide

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

_OWN_WORK = {
    "TodoWrite": "only updates the agent's own task list", "TodoRead": "only reads the agent's own task list",
    "Task": "starts a subagent, whose own tool calls ask again", "Agent": "starts a subagent, whose own tool calls "
    "ask again", "BashOutput": "reads the output of the agent's own background command",
    "TaskOutput": "reads the output of the agent's own background task",
    "KillShell": "stops the agent's own background command", "KillBash": "stops the agent's own background command",
    "EnterPlanMode": "switches the agent to planning", "ListMcpResourcesTool": "lists MCP resources",
}
_OTHER_KINDS = {"ExitPlanMode": "plan approval is its own decision", "AskUserQuestion": "a question is its own decision"}


def judge(tool_name: str, tool_input: dict[str, Any], cwd: str, rules: RuleSet | None = None, *,
          home: str | None = None) -> Verdict:
    """The verdict on one tool call of a session working in ``cwd`` (the project)."""
    rules = rules or EMPTY
    place = paths.Place(cwd, home or os.path.expanduser("~"), _protected())
    if not isinstance(tool_input, dict):
        return Verdict(UNKNOWN, f"{tool_name}: the tool input is not an object")
    if tool_name == "Bash":
        return _bash(tool_input.get("command"), cwd, place, rules)
    if tool_name in READ_TOOLS or tool_name in EDIT_TOOLS:
        return _file(tool_name, tool_input, cwd, place, rules)
    if tool_name == "WebFetch":
        return _web_fetch(tool_input, rules)
    return _other(tool_name, tool_input, rules)


def _protected() -> tuple[str, ...]:
    """warden's own state and settings: the agent must not change who decides for it."""
    from warden.home import home_dir

    return (home_dir(),)


def _bash(command: object, cwd: str, place: paths.Place, rules: RuleSet) -> Verdict:
    from warden.judge.commands import units

    if not isinstance(command, str) or not command.strip():
        return Verdict(UNKNOWN, "Bash without a command")
    found = units(command, cwd, place)
    texts = [sc.text for sc, _ in found]
    for listed in ("deny", "ask"):
        for rule in rules.applicable(listed, "Bash"):
            if rule.command(command, whole=True) or any(rule.command(t) for t in texts):
                return by_rule(rule.text, listed, command, [e for _, effs in found for e in effs])
        hit = _path_rules(rules, listed, [e for _, effs in found for e in effs], place)
        if hit is not None:
            return by_rule(hit, listed, command, [e for _, effs in found for e in effs])
    allow = rules.applicable("allow", "Bash")
    whole = next((r.text for r in allow if r.command(command, whole=True)), None)
    out = []
    for sc, effs in found:
        rule = whole or next((r.text for r in allow if r.command(sc.text)), None)
        out.append(Unit(sc.text, effs, None if sc.problems else rule))
    return decide(out)


_READ_KINDS = frozenset({E.READ, E.CREDENTIALS, E.PERSONAL})
_WRITE_KINDS = frozenset({E.WRITE_PROJECT, E.OUTSIDE_PROJECT, E.DELETE, E.CLEAN, E.PRIVILEGE, E.SYSTEM})


def _path_rules(rules: RuleSet, listed: str, effects: list[Effect], place: paths.Place) -> str | None:
    """A Read or Edit deny/ask rule holds a shell command that touches its paths too."""
    reads, edits = rules.applicable(listed, "Read"), rules.applicable(listed, "Edit")
    for e in effects:
        if not e.target.startswith("/"):
            continue
        pool = reads if e.kind in _READ_KINDS else edits if e.kind in _WRITE_KINDS else []
        for rule in pool:
            if rule.path(e.target, place.project, place.home):
                return rule.text
    return None


def _file(tool: str, tool_input: dict[str, Any], cwd: str, place: paths.Place, rules: RuleSet) -> Verdict:
    raw = tool_input.get("file_path") or tool_input.get("notebook_path") or tool_input.get("path")
    if raw is None and tool in ("Glob", "Grep", "LS"):
        raw = cwd
    if not isinstance(raw, str) or not raw:
        return Verdict(UNKNOWN, f"{tool} without a path")
    found = paths.resolve(raw, cwd, place)
    evidence = f"{tool} {raw}"
    if tool in EDIT_TOOLS:
        effects = access.write(found, raw, place, evidence)
        # a script an allow rule lets run: editing it turns the rule into permission for any command
        granted = next((r.text for r in rules.applicable("allow", "Bash") for p in found or ()
                        if r.runs_file(paths.strip(p), place.project)), None)
        if granted:
            effects.append(Effect(E.PRIVILEGE, raw, evidence, f"edits a script the rule {granted} lets run without "
                                                              "asking, so any command it is made to hold runs too"))
    elif tool == "Grep":
        pattern = str(tool_input.get("pattern", ""))
        from warden.judge.leaks import SECRET_VAR, seeks_secrets
        secretish = bool(seeks_secrets(pattern) or SECRET_VAR.search(pattern))
        effects = access.search(found, raw, place, evidence, hidden=False, secret_pattern=secretish)
    else:
        effects = access.read(found, raw, place, evidence, content=tool in ("Read", "NotebookRead"))
    if found and raw.startswith("/") and "/.." in raw and any(not place.inside(paths.strip(p)) for p in found):
        effects.append(Effect(E.OUTSIDE_PROJECT, found[0], evidence, "reaches out of the project through `..`"))
    for listed in ("deny", "ask"):
        for rule in rules.applicable(listed, tool):
            if found and any(rule.path(p, place.project, place.home) for p in found):
                return by_rule(rule.text, listed, evidence, effects)
    for rule in rules.applicable("allow", tool):
        if found and all(rule.path(p, place.project, place.home) for p in found):
            return Verdict(ALLOW, f"allowed by the rule {rule.text}: {evidence}", effects, rule.text, "allow")
    return decide([Unit(evidence, effects)])


def _web_fetch(tool_input: dict[str, Any], rules: RuleSet) -> Verdict:
    from warden.judge import web

    url = tool_input.get("url")
    if not isinstance(url, str) or not url:
        return Verdict(UNKNOWN, "WebFetch without a URL")
    u = web.examine(url)
    evidence = f"WebFetch {url}"
    effects = web.request(url, evidence)
    prompt = tool_input.get("prompt")
    if isinstance(prompt, str):
        effects += web.fetch_prompt(prompt, u, evidence)
    effects += web.account_keys(u, prompt if isinstance(prompt, str) else "", evidence)
    if u.place == "loopback":  # an SSRF path for a fetcher the model drives
        effects = [Effect(E.LOCAL_NETWORK, u.host, evidence, "reaches a service on this machine")
                   if e.kind == E.BUILD_TEST else e for e in effects]
    for listed in ("deny", "ask"):
        for rule in rules.applicable(listed, "WebFetch"):
            if rule.domain(u.host):
                return by_rule(rule.text, listed, evidence, effects)
    for rule in rules.applicable("allow", "WebFetch"):
        if u.host and rule.domain(u.host):
            return Verdict(ALLOW, f"allowed by the rule {rule.text}: {evidence}", effects, rule.text, "allow")
    return decide([Unit(evidence, effects)])


def _other(tool: str, tool_input: dict[str, Any], rules: RuleSet) -> Verdict:
    named = tool_input.get("subagent_type") or tool_input.get("skill") or tool_input.get("command")
    value = named if isinstance(named, str) else None
    for listed in ("deny", "ask"):
        for rule in rules.applicable(listed, tool):
            if rule.named(value) or tool.startswith("mcp__"):
                return by_rule(rule.text, listed, tool, [])
    if tool == "WebSearch":
        from warden.judge.leaks import account_id, disclosed, key_shaped, personal

        query = str(tool_input.get("query", ""))
        if not (said := disclosed(query)) and key_shaped(query):
            said = "a key-shaped string"
        said = said or account_id(query)
        if said:
            return Verdict(HOLD, f"sends {said} to the search provider: {E.shorten(query)}",
                           [Effect(E.CREDENTIALS, "", query, f"sends {said} to the search provider")])
        if about := personal(query):
            return Verdict(HOLD, f"sends personal data ({about}) to the search provider: {E.shorten(query)}",
                           [Effect(E.SEND, "", query, f"sends personal data ({about}) to the search provider")])
        return Verdict(ALLOW, f"only searches the web: {E.shorten(query)}", [Effect(E.READ, "", query)])
    for rule in rules.applicable("allow", tool):
        if rule.named(value) or tool.startswith("mcp__"):
            return Verdict(ALLOW, f"allowed by the rule {rule.text}", [], rule.text, "allow")
    if tool in _OWN_WORK:
        return Verdict(ALLOW, _OWN_WORK[tool], [Effect(E.READ, tool, tool, _OWN_WORK[tool])])
    if tool in _OTHER_KINDS:
        return Verdict(UNKNOWN, _OTHER_KINDS[tool])
    if tool.startswith("mcp__"):
        return Verdict(UNKNOWN, f"{tool}: an MCP tool, whose effects the policy cannot see")
    return Verdict(UNKNOWN, f"{tool}: a tool the policy does not know")
