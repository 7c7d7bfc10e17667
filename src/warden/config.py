"""config.toml: which sessions warden manages and with which profile.

    [profiles.default]
    chain = ["policy", "human"]       # answerers in order; the first decision wins (the default)
    budget = 30                       # seconds the hook may wait before the picker shows

    [profiles.auto]
    chain = [{ answerer = "first", budget = 2 }, "human"]
    budget = 20

    [[manage]]                        # sessions matched here are managed
    cwd = "~/src/agents/*"            # glob on the session's cwd
    tmux_session = "agent-*"          # glob on its tmux session name
    profile = "auto"

A session is also managed when its environment carries WARDEN_SESSION (set by
``warden run``); WARDEN_PROFILE then names its profile.

Everything else a profile or the file says is read through typed settings, checked when
the file is loaded (a wrong type is a ConfigError naming the key):

* ``profile.workflow``: the workflow driver (``workflow`` = a brain name or
  ``{ brain = "...", ...options }``, ``continue_via``, ``awaits``, ``max_rounds``,
  ``suggest_patterns``);
* ``profile.headless``: tasks and ``claude -p`` pipelines (``defer``, ``claude``,
  ``permission_mode``, ``model``);
* ``profile.notify_urls``: the profile's ``notify`` list, else ``[notify] urls``;
* ``profile.escalate``: escalation over time (``escalate = { remind = [300, 1800],
  fallback_after = 7200, fallback = "llm" | "recommended", reason = "..." }``), see
  ``warden.decide.escalate``;
* ``config.notify`` (``[notify]``: ``urls``, ``link``) and ``config.llm`` (``[llm]``:
  ``base_url``, ``model``, ``api_key_env``);
* ``config.commands`` (``[commands]``: ``allow``, the slash commands warden may type:
  queues, whoever starts them, and chat text; glob patterns on the command word,
  default ``/clear``, ``/compact``, ``/gsd:*``).

A profile's other keys stay in ``profile.options``, for plugins.
"""

from __future__ import annotations

import os
import time

from warden.errors import ConfigError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from pathlib import Path
    from typing import Any

DEFAULT_BUDGET = 30.0
DEFAULT_CHAIN: tuple[str, ...] = ("policy", "human")
DEFAULT_ALLOWED_COMMANDS: tuple[str, ...] = ("/clear", "/compact", "/gsd:*")
DEFAULT_MAX_ROUNDS = 10  # brain-started queues in a row before warden stops and tells the person
# parsed config.toml, cached as JSON beside it: the hook reads config on every managed
# question, and tomllib's import alone costs more than the rest of an inline answer
CACHE_NAME = ".config.cache.json"


class ChainEntry:
    __slots__ = ("answerer", "budget", "options")

    def __init__(self, answerer: str, budget: float | None = None, options: dict[str, Any] | None = None):
        self.answerer = answerer
        self.budget = budget  # None: whatever the profile's budget leaves
        self.options = options or {}

    def __repr__(self) -> str:
        return f"ChainEntry({self.answerer!r}, budget={self.budget!r}, options={self.options!r})"


class Profile:
    __slots__ = ("name", "chain", "budget", "options", "workflow", "headless", "notify_urls", "escalate")

    def __init__(self, name: str, chain: tuple[ChainEntry, ...], budget: float = DEFAULT_BUDGET,
                 options: dict[str, Any] | None = None, notify_urls: tuple[str, ...] = ()):
        self.name, self.chain, self.budget, self.options = name, chain, budget, options or {}
        where = f"profiles.{name}"
        self.workflow = workflow_settings(self.options, where)
        self.headless = headless_settings(self.options, where)
        self.escalate = escalate_settings(self.options, where)
        own = _strings(self.options, "notify", where) if "notify" in self.options else None
        self.notify_urls: tuple[str, ...] = tuple(u for u in own if u.strip()) if own is not None else notify_urls


class WorkflowSettings:
    """What drives a managed session after Stop (``warden.workflow``)."""

    __slots__ = ("brain", "brain_options", "continue_via", "awaits", "max_rounds", "suggest_patterns")

    def __init__(self, brain: str = "none", brain_options: dict[str, Any] | None = None, continue_via: str = "keys",
                 awaits: dict[str, str] | None = None, max_rounds: int = DEFAULT_MAX_ROUNDS,
                 suggest_patterns: tuple[str, ...] = ()):
        self.brain, self.brain_options = brain, brain_options or {}
        self.continue_via = continue_via  # keys | block
        self.awaits = awaits or {}  # command prefix -> "Event[:source]"
        self.max_rounds, self.suggest_patterns = max_rounds, suggest_patterns


class HeadlessSettings:
    """How a task (``warden task``) or a ``claude -p`` pipeline runs Claude Code."""

    __slots__ = ("defer", "claude", "permission_mode", "model")

    def __init__(self, defer: bool = False, claude: str | None = None, permission_mode: str | None = None,
                 model: str | None = None):
        self.defer, self.claude, self.permission_mode, self.model = defer, claude, permission_mode, model


class EscalateSettings:
    """What happens to a decision nobody answers (``warden.decide.escalate``): reminders
    after ``remind`` seconds, then after ``fallback_after`` seconds the ``fallback``
    decides (an answerer's name, or "recommended": the options the question recommends),
    with ``reason`` recorded and sent beside the answer as a note."""

    __slots__ = ("remind", "fallback_after", "fallback", "reason")

    def __init__(self, remind: tuple[float, ...] = (), fallback_after: float | None = None, fallback: str | None = None,
                 reason: str = ""):
        self.remind, self.fallback_after, self.fallback, self.reason = remind, fallback_after, fallback, reason

    @property
    def active(self) -> bool:
        return bool(self.remind) or self.fallback_after is not None


class NotifySettings:
    """``[notify]``: the person's channels (apprise URLs) and a link to answer from."""

    __slots__ = ("urls", "link")

    def __init__(self, urls: tuple[str, ...] = (), link: str | None = None):
        self.urls, self.link = urls, link


class LLMSettings:
    """``[llm]``: where the model answerer and brain connect (each may be None)."""

    __slots__ = ("base_url", "model", "api_key_env")

    def __init__(self, base_url: str | None = None, model: str | None = None, api_key_env: str | None = None):
        self.base_url, self.model, self.api_key_env = base_url, model, api_key_env


class CommandSettings:
    """``[commands]``: the slash commands warden may type into a session."""

    __slots__ = ("allow",)

    def __init__(self, allow: tuple[str, ...] = DEFAULT_ALLOWED_COMMANDS):
        self.allow = allow

    def refused(self, text: str) -> str | None:
        """Why warden may not type ``text`` (None: it may): a slash command whose word
        no ``allow`` pattern matches. Plain text is a prompt, not a command."""
        from fnmatch import fnmatchcase

        head = text.lstrip()
        if not head.startswith("/"):
            return None
        word = head.split()[0]
        if any(fnmatchcase(word, pattern) for pattern in self.allow):
            return None
        return (f"{word} is not among the slash commands warden may type ([commands] allow in config.toml: "
                f"{', '.join(self.allow) or 'none'})")


class Rule:
    __slots__ = ("profile", "cwd", "tmux_session")

    def __init__(self, profile: str, cwd: str | None = None, tmux_session: str | None = None):
        self.profile, self.cwd, self.tmux_session = profile, cwd, tmux_session

    def matches(self, cwd: str, tmux_session: str | None) -> bool:
        from fnmatch import fnmatchcase

        if self.cwd is None and self.tmux_session is None:
            return False
        if self.cwd is not None:
            pattern = os.path.expanduser(self.cwd)
            if not (fnmatchcase(cwd, pattern) or fnmatchcase(cwd, pattern.rstrip("/") + "/*")):
                return False
        if self.tmux_session is not None:
            if tmux_session is None or not fnmatchcase(tmux_session, self.tmux_session):
                return False
        return True


class Config:
    __slots__ = ("profiles", "rules", "raw", "notify", "llm", "commands")

    def __init__(self, profiles: dict[str, Profile], rules: tuple[Rule, ...] = (), raw: dict[str, Any] | None = None,
                 notify: NotifySettings | None = None, llm: LLMSettings | None = None,
                 commands: CommandSettings | None = None):
        self.profiles, self.rules, self.raw = profiles, rules, raw or {}
        self.notify, self.llm = notify or NotifySettings(), llm or LLMSettings()
        self.commands = commands or CommandSettings()

    def profile(self, name: str | None) -> Profile:
        name = name or "default"
        if name in self.profiles:
            return self.profiles[name]
        if name == "default":
            return Profile("default", tuple(ChainEntry(a) for a in DEFAULT_CHAIN), notify_urls=self.notify.urls)
        raise ConfigError(f"no profile named {name!r} in config.toml")

    @property
    def needs_tmux_name(self) -> bool:
        return any(r.tmux_session is not None for r in self.rules)

    def match(self, cwd: str, tmux_session: str | None) -> Rule | None:
        for rule in self.rules:
            if rule.matches(cwd, tmux_session):
                return rule
        return None


EMPTY = Config(profiles={})


class BoardSettings:
    """``[board]``: how the board starts a session (``start_args``: arguments given to
    Claude Code after the binary; ``tmux_socket``: the tmux server, ``tmux -L NAME``, that
    sessions started from the board run in — default: the default server)."""

    __slots__ = ("start_args", "tmux_socket")

    def __init__(self, start_args: tuple[str, ...] = (), tmux_socket: str | None = None):
        self.start_args, self.tmux_socket = start_args, tmux_socket


def board_settings(cfg: Config, where: str = "config") -> BoardSettings:
    board = _section(cfg.raw, "board", where)
    unknown = set(board) - {"start_args", "tmux_socket"}
    if unknown:
        raise ConfigError(f"{where}: [board]: unknown keys {sorted(unknown)}")
    return BoardSettings(_strings(board, "start_args", "board"), _string(board, "tmux_socket", "board"))


# path -> (its mtime and size, the Config parsed from it): a long-running process (the
# server answers every managed question inline) parses the file once per change, not
# once per question
_PARSED: dict[str, tuple[tuple[int, int], Config]] = {}


# path -> (time.monotonic() of its last look, what load() gave): ``load(..., within=)``
_LOOKED: dict[str, tuple[float, Config]] = {}


def load(path: Path | str, within: float = 0.0) -> Config:
    """Read config.toml; a missing file is the empty config. ``within`` > 0 (a server
    answering many questions): what this process loaded from the file less than
    ``within`` seconds ago, without a look at the disk; an edit made since shows within
    ``within`` seconds."""
    path = str(path)
    if within > 0.0:
        now = time.monotonic()
        looked = _LOOKED.get(path)
        if looked is not None and now - looked[0] < within:
            return looked[1]
        cfg = load(path)
        _LOOKED[path] = (now, cfg)
        return cfg
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return EMPTY
    stamp = (st.st_mtime_ns, st.st_size)
    hit = _PARSED.get(path)
    if hit is not None and hit[0] == stamp:
        return hit[1]
    raw = load_raw(path)
    cfg = EMPTY if raw is None else parse(raw, path)
    _PARSED[path] = (stamp, cfg)
    return cfg


def load_raw(path: str) -> dict[str, Any] | None:
    """The parsed TOML as a dict (None if absent), through the JSON cache when it is fresh."""
    from warden import fastjson
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return None
    stamp = [st.st_mtime_ns, st.st_size]
    cache = os.path.join(os.path.dirname(path), CACHE_NAME)
    try:
        with open(cache, encoding="utf-8") as f:
            cached = fastjson.loads(f.read())
        if cached.get("stamp") == stamp:
            return cached["config"]
    except (OSError, ValueError, AttributeError, KeyError):
        pass
    import tomllib

    try:
        with open(path, "rb") as f:
            raw = tomllib.loads(f.read().decode("utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as e:
        raise ConfigError(f"{path}: not valid TOML: {e}") from None
    parse(raw, path)  # validate before caching
    try:
        tmp = f"{cache}.{os.getpid()}"
        with open(os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600), "w", encoding="utf-8") as f:
            f.write(fastjson.dumps({"stamp": stamp, "config": _plain(raw)}))
        os.replace(tmp, cache)
    except OSError:
        pass
    return raw


def _plain(v: Any) -> Any:
    """TOML dates and times as strings, so the cache is plain JSON."""
    if isinstance(v, dict):
        return {k: _plain(x) for k, x in v.items()}
    if isinstance(v, list):
        return [_plain(x) for x in v]
    return v if v is None or isinstance(v, (str, int, float, bool)) else str(v)


def has_rules(path: str) -> bool:
    """Whether config.toml may hold [[manage]] rules, without parsing it (hot path)."""
    try:
        with open(path, "rb") as f:
            return b"manage" in f.read()
    except OSError:
        return False


def parse(raw: dict[str, Any], where: str = "config") -> Config:
    notify, llm = _section(raw, "notify", where), _section(raw, "llm", where)
    try:
        notify_settings = NotifySettings(tuple(u for u in _strings(notify, "urls", "notify") if u.strip()),
                                         _string(notify, "link", "notify"))
        llm_settings = LLMSettings(*(_string(llm, k, "llm") for k in ("base_url", "model", "api_key_env")))
        commands = _section(raw, "commands", where)
        command_settings = CommandSettings(_strings(commands, "allow", "commands")) if "allow" in commands \
            else CommandSettings()
    except ConfigError as e:
        raise ConfigError(f"{where}: {e}") from None
    profiles = {}
    for name, p in (raw.get("profiles") or {}).items():
        if not isinstance(p, dict):
            raise ConfigError(f"{where}: [profiles.{name}] must be a table")
        profiles[name] = _profile(name, p, where, notify_settings.urls)
    rules = []
    for n, r in enumerate(raw.get("manage") or [], 1):
        if not isinstance(r, dict):
            raise ConfigError(f"{where}: [[manage]] entry {n} must be a table")
        unknown = set(r) - {"cwd", "tmux_session", "profile"}
        if unknown:
            raise ConfigError(f"{where}: [[manage]] entry {n}: unknown keys {sorted(unknown)}")
        rules.append(Rule(profile=str(r.get("profile", "default")), cwd=r.get("cwd"), tmux_session=r.get("tmux_session")))
    return Config(profiles, tuple(rules), raw, notify_settings, llm_settings, command_settings)


def _profile(name: str, p: dict[str, Any], where: str, notify_urls: tuple[str, ...]) -> Profile:
    chain_raw = p.get("chain", list(DEFAULT_CHAIN))
    if not isinstance(chain_raw, list) or not chain_raw:
        raise ConfigError(f"{where}: profiles.{name}.chain must be a non-empty list")
    chain = []
    for entry in chain_raw:
        if isinstance(entry, str):
            chain.append(ChainEntry(entry))
        elif isinstance(entry, dict) and isinstance(entry.get("answerer"), str):
            opts = {k: v for k, v in entry.items() if k not in ("answerer", "budget")}
            budget = entry.get("budget")
            if budget is not None and not isinstance(budget, (int, float)):
                raise ConfigError(f"{where}: profiles.{name}: budget of {entry['answerer']} must be seconds")
            chain.append(ChainEntry(entry["answerer"], float(budget) if budget is not None else None, opts))
        else:
            raise ConfigError(f"{where}: profiles.{name}.chain: {entry!r} is neither a name nor {{answerer=...}}")
    budget = p.get("budget", DEFAULT_BUDGET)
    if not isinstance(budget, (int, float)) or budget < 0:
        raise ConfigError(f"{where}: profiles.{name}.budget must be a number of seconds")
    opts = {k: v for k, v in p.items() if k not in ("chain", "budget")}
    try:
        return Profile(name, tuple(chain), float(budget), opts, notify_urls)
    except ConfigError as e:
        raise ConfigError(f"{where}: {e}") from None


# ------------------------------------------------------------------ typed settings
# Each reader names the key it rejects, as "profiles.NAME.KEY" (``where`` + key).


def workflow_settings(options: dict[str, Any], where: str = "profile") -> WorkflowSettings:
    """A profile's workflow settings, read from its options; ConfigError names a bad key."""
    w = options.get("workflow", "none")
    if isinstance(w, str):
        brain, brain_options = w, {}
    elif isinstance(w, dict) and isinstance(w.get("brain"), str):
        brain, brain_options = w["brain"], {k: v for k, v in w.items() if k != "brain"}
    else:
        raise ConfigError(f"{where}.workflow must be a brain name or {{ brain = \"...\", ... }}, not {w!r}")
    via = options.get("continue_via", "keys")
    if via not in ("keys", "block"):
        raise ConfigError(f"{where}.continue_via must be \"keys\" or \"block\", not {via!r}")
    awaits = options.get("awaits") or {}
    if not isinstance(awaits, dict) or not all(isinstance(v, str) for v in awaits.values()):
        raise ConfigError(f"{where}.awaits must be a table of command prefix = \"Event[:source]\", "
                          f"e.g. {{ \"/compact\" = \"SessionStart:compact\" }}")
    rounds = options.get("max_rounds", DEFAULT_MAX_ROUNDS)
    if not isinstance(rounds, int) or isinstance(rounds, bool) or rounds < 0:
        raise ConfigError(f"{where}.max_rounds must be a whole number, not {rounds!r}")
    pats = options.get("suggest_patterns") or []
    patterns = _strings({"suggest_patterns": [pats] if isinstance(pats, str) else pats}, "suggest_patterns", where)
    return WorkflowSettings(brain, brain_options, via, dict(awaits), rounds, patterns)


def escalate_settings(options: dict[str, Any], where: str = "profile") -> EscalateSettings:
    e = options.get("escalate")
    if e is None:
        return EscalateSettings()
    if not isinstance(e, dict):
        raise ConfigError(f"{where}.escalate must be a table like {{ remind = [300, 1800], fallback_after = 7200, "
                          f"fallback = \"llm\" }}")
    unknown = sorted(set(e) - {"remind", "fallback_after", "fallback", "reason"})
    if unknown:
        raise ConfigError(f"{where}.escalate: unknown key(s) {', '.join(unknown)} (remind, fallback_after, fallback, reason)")
    remind = e.get("remind", [])
    if not isinstance(remind, list) or not all(isinstance(x, (int, float)) and not isinstance(x, bool) and x > 0 for x in remind):
        raise ConfigError(f"{where}.escalate.remind must be a list of seconds, e.g. [300, 1800]")
    after = e.get("fallback_after")
    if after is not None and (not isinstance(after, (int, float)) or isinstance(after, bool) or after <= 0):
        raise ConfigError(f"{where}.escalate.fallback_after must be seconds")
    fallback = e.get("fallback")
    if fallback is not None and (not isinstance(fallback, str) or not fallback.strip()):
        raise ConfigError(f"{where}.escalate.fallback must be an answerer's name or \"recommended\"")
    if (after is None) != (fallback is None):
        raise ConfigError(f"{where}.escalate: fallback and fallback_after go together")
    reason = e.get("reason", "")
    if not isinstance(reason, str):
        raise ConfigError(f"{where}.escalate.reason must be a string")
    return EscalateSettings(tuple(sorted(float(x) for x in remind)), float(after) if after is not None else None,
                            fallback.strip() if fallback else None, reason.strip())


def headless_settings(options: dict[str, Any], where: str = "profile") -> HeadlessSettings:
    defer = options.get("defer", False)
    if not isinstance(defer, bool):
        raise ConfigError(f"{where}.defer must be true or false, not {defer!r}")
    return HeadlessSettings(defer, *(_string(options, k, where) for k in ("claude", "permission_mode", "model")))


def _section(raw: dict[str, Any], name: str, where: str) -> dict[str, Any]:
    section = raw.get(name) or {}
    if not isinstance(section, dict):
        raise ConfigError(f"{where}: [{name}] must be a table")
    return section


def _string(table: dict[str, Any], key: str, where: str) -> str | None:
    v = table.get(key)
    if v is not None and not isinstance(v, str):
        raise ConfigError(f"{where}.{key} must be a string, not {v!r}")
    return v or None


def _strings(table: dict[str, Any], key: str, where: str) -> tuple[str, ...]:
    v = table.get(key) or []
    if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
        raise ConfigError(f"{where}.{key} must be a list of strings, not {v!r}")
    return tuple(v)
