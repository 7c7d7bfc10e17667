"""Permission rules in Claude Code's own syntax, per profile in config.toml.

    [profiles.auto.permissions]
    allow = ["Bash(npm test:*)", "Bash(git status)", "Edit(./src/**)", "WebFetch(domain:docs.python.org)"]
    deny  = ["Bash(git push:*)", "Read(./.env*)"]
    ask   = ["Bash(docker:*)"]

A rule is ``Tool`` (every use of the tool) or ``Tool(specifier)``:

- ``Bash(npm test)`` matches that command exactly; ``Bash(npm test:*)`` matches it and
  anything after a space (``npm test -- --watch``, not ``npm testx``); ``*`` elsewhere is
  a wildcard over any characters (``Bash(git * main)``), and a single trailing `` *``
  may also match nothing (``Bash(ls *)`` matches ``ls``).
- ``Read(glob)``, ``Edit(glob)``, ``Write(glob)`` use gitignore patterns: ``//x`` is the
  absolute path ``/x``, ``~/x`` is under the home directory, ``/x`` is relative to the
  project root, ``x`` and ``./x`` relative to the project; a pattern with no slash
  (``*.env``) matches at any depth; ``**`` crosses directories. Edit rules cover every
  tool that changes files (Edit, Write, MultiEdit, NotebookEdit); warden also reads a
  ``Write(…)`` rule as one of them. Read rules cover Read, Glob, Grep and LS.
- ``WebFetch(domain:example.com)`` matches that host (``domain:*.example.com`` its
  subdomains); ``mcp__server`` and ``mcp__server__*`` every tool of an MCP server,
  ``mcp__server__tool`` one tool; ``Task(name)``/``Agent(name)`` one subagent type.

How warden applies them (stricter than a literal string match, on purpose):

- **Deny wins, then ask, then allow**: a command or tool call matching any deny rule is
  held with that rule as the reason, whatever allows it; an ask rule holds it too.
- **A Bash rule must cover every simple command.** ``Bash(npm test:*)`` allows
  ``npm test`` but not ``npm test && rm -rf ~``: each command of a list, pipeline,
  substitution, ``bash -c`` string, ``xargs`` or ``find -exec`` is matched on its own
  text, and the unmatched ones are judged by the built-in policy. A rule matches a
  command's own text: ``Bash(find:*)`` does not allow the ``rm`` that ``find -exec``
  runs, and ``sudo`` is part of the text (``Bash(apt update)`` does not allow
  ``sudo apt update``); transparent wrappers (``timeout``, ``nice``, ``time``) are not.
- Read and Edit deny and ask rules also hold shell commands that read or write those
  paths (``Read(./.env)`` holds ``cat .env``), which Claude Code's own rules do not.
"""

from __future__ import annotations

import posixpath
import re

from warden.errors import ConfigError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.config import Profile

_RULE = re.compile(r"^([A-Za-z_][\w-]*\*?)(?:\((.*)\))?$", re.S)
READ_TOOLS = frozenset({"Read", "Glob", "Grep", "LS", "NotebookRead"})
EDIT_TOOLS = frozenset({"Edit", "Write", "MultiEdit", "NotebookEdit"})
LISTS = ("allow", "deny", "ask")


class Rule:
    """One parsed rule; ``text`` is as written, for the reason a person reads."""

    __slots__ = ("text", "tool", "spec", "_regex")

    def __init__(self, text: str):
        m = _RULE.match(text.strip())
        if not m:
            raise ConfigError(f"permission rule {text!r} is not Tool or Tool(specifier)")
        self.text = text.strip()
        self.tool, spec = m.group(1), m.group(2)
        spec = spec.strip() if spec is not None else None
        self.spec = None if spec in (None, "", "*") else spec
        self._regex: re.Pattern[str] | None = None
        if self.spec is not None and self.tool == "WebFetch" and not self.spec.startswith("domain:"):
            raise ConfigError(f"permission rule {text!r}: WebFetch takes domain:host")

    def __repr__(self) -> str:
        return f"Rule({self.text!r})"

    def applies_to(self, tool: str) -> bool:
        if self.tool.startswith("mcp__"):
            return tool == self.tool or tool.startswith(self.tool.rstrip("*").rstrip("_") + "__")
        if self.tool == "Edit" or self.tool == "Write":
            return tool in EDIT_TOOLS
        if self.tool == "Read":
            return tool in READ_TOOLS
        if self.tool in ("Task", "Agent"):
            return tool in ("Task", "Agent")
        return tool == self.tool

    # --- Bash ------------------------------------------------------------------------------
    def command(self, text: str, whole: bool = False) -> bool:
        """Whether this rule matches a command's text. ``whole``: the text is a compound
        command, which only an exact rule may match."""
        if self.tool != "Bash":
            return False
        cmd = " ".join(text.split())
        if self.spec is None:
            return True
        spec = " ".join(self.spec.split())
        if spec.endswith(":*"):
            prefix = spec[:-2]
            return not whole and (cmd == prefix or cmd.startswith(prefix + " "))
        if "*" in spec:
            if whole:
                return False
            if self._regex is None:
                if spec.endswith(" *") and spec.count("*") == 1:
                    pattern = re.escape(spec[:-2]) + r"(?: .*)?"
                else:
                    pattern = ".*".join(re.escape(part) for part in spec.split("*"))
                self._regex = re.compile(pattern, re.S)
            return bool(self._regex.fullmatch(cmd))
        return cmd == spec

    def runs_file(self, path: str, project: str) -> bool:
        """Whether this Bash rule lets a script file run by naming it (``Bash(hack/check.sh:*)``,
        ``Bash(bash ./ci/test.sh *)``): ``path`` is that file."""
        if self.tool != "Bash" or self.spec is None:
            return False
        for word in self.spec.removesuffix(":*").replace("*", " ").split():
            if "/" in word or word.endswith((".sh", ".py", ".js", ".ts", ".rb", ".pl", ".bash", ".zsh", ".ps1")):
                if posixpath.normpath(posixpath.join(project, word)) == path:
                    return True
        return False

    # --- paths -------------------------------------------------------------------------------
    def path(self, path: str, project: str, home: str) -> bool:
        """Whether this Read/Edit rule matches absolute ``path``."""
        if self.spec is None:
            return True
        if self._regex is None:
            self._regex = _gitignore(self.spec, project, home)
        return bool(self._regex.fullmatch(path.rstrip("/") or "/"))

    def domain(self, host: str) -> bool:
        if self.spec is None:
            return True
        want = self.spec.removeprefix("domain:").strip().lower()
        host = host.lower()
        if want.startswith("*."):
            return host.endswith(want[1:]) or host == want[2:]
        return host == want

    def named(self, value: str | None) -> bool:
        """For tools with a plain specifier (``Task(Explore)``, ``Skill(deploy)``)."""
        return self.spec is None or value is not None and self.spec.strip() == value


def _gitignore(spec: str, project: str, home: str) -> re.Pattern[str]:
    s = spec.strip()
    if s.startswith("//"):
        base, pat, anchored = "", s[1:], True
    elif s.startswith("~/"):
        base, pat, anchored = home.rstrip("/"), s[1:], True
    elif s.startswith("/"):
        base, pat, anchored = project.rstrip("/"), s, True
    else:
        s = s[2:] if s.startswith("./") else s
        anchored = spec.strip().startswith("./") or "/" in s.rstrip("/")
        base, pat = project.rstrip("/"), "/" + s
    pat = pat.rstrip("/")
    out = []
    i = 0
    while i < len(pat):
        if pat.startswith("/**/", i):
            out.append("(?:/.*)?/")
            i += 4
        elif pat.startswith("/**", i) and i + 3 == len(pat):
            out.append("(?:/.*)?")
            i += 3
        elif pat.startswith("**", i):
            out.append(".*")
            i += 2
        elif pat[i] == "*":
            out.append("[^/]*")
            i += 1
        elif pat[i] == "?":
            out.append("[^/]")
            i += 1
        elif pat[i] == "[":
            end = pat.find("]", i + 1)
            if end < 0:
                out.append(re.escape(pat[i]))
                i += 1
            else:
                out.append("[" + pat[i + 1:end].replace("!", "^", 1) + "]")
                i = end + 1
        else:
            out.append(re.escape(pat[i]))
            i += 1
    body = "".join(out)
    # a bare name or glob (no slash) matches at any depth under the project; a pattern
    # naming a directory covers everything under it (as in .gitignore)
    prefix = re.escape(base) + ("" if anchored else "(?:/.*)?")
    return re.compile(prefix + body + "(?:/.*)?", re.S)


class RuleSet:
    """A profile's allow, deny and ask lists."""

    __slots__ = ("allow", "deny", "ask")

    def __init__(self, allow: tuple[Rule, ...] = (), deny: tuple[Rule, ...] = (), ask: tuple[Rule, ...] = ()):
        self.allow, self.deny, self.ask = allow, deny, ask

    @classmethod
    def parse(cls, allow: list[str] | tuple[str, ...] = (), deny: list[str] | tuple[str, ...] = (),
              ask: list[str] | tuple[str, ...] = ()) -> RuleSet:
        return cls(tuple(Rule(r) for r in allow), tuple(Rule(r) for r in deny), tuple(Rule(r) for r in ask))

    @classmethod
    def from_config(cls, table: object, where: str = "permissions") -> RuleSet:
        """The ``permissions`` table of a profile (None: no rules). Raises ConfigError."""
        if table is None:
            return EMPTY
        if not isinstance(table, dict):
            raise ConfigError(f"{where} must be a table with allow, deny and ask lists")
        unknown = set(table) - set(LISTS)
        if unknown:
            raise ConfigError(f"{where}: unknown keys {sorted(unknown)} (allow, deny, ask)")
        lists = {}
        for name in LISTS:
            value = table.get(name, [])
            if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                raise ConfigError(f"{where}.{name} must be a list of rules such as \"Bash(npm test:*)\"")
            lists[name] = value
        return cls.parse(**lists)

    def __bool__(self) -> bool:
        return bool(self.allow or self.deny or self.ask)

    def applicable(self, name: str, tool: str) -> list[Rule]:
        """The rules of list ``name`` (allow, deny, ask) that apply to ``tool``, in order."""
        return [r for r in getattr(self, name) if r.applies_to(tool)]


EMPTY = RuleSet()


def for_profile(profile: Profile) -> RuleSet:
    """The rules of a config.toml profile (``[profiles.NAME.permissions]``)."""
    return RuleSet.from_config(profile.options.get("permissions"), f"profiles.{profile.name}.permissions")
