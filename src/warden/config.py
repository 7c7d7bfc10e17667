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
"""

from __future__ import annotations

import os

from warden.errors import ConfigError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from pathlib import Path
    from typing import Any

DEFAULT_BUDGET = 30.0
DEFAULT_CHAIN: tuple[str, ...] = ("policy", "human")
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
    __slots__ = ("name", "chain", "budget", "options")

    def __init__(self, name: str, chain: tuple[ChainEntry, ...], budget: float = DEFAULT_BUDGET,
                 options: dict[str, Any] | None = None):
        self.name, self.chain, self.budget, self.options = name, chain, budget, options or {}


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
    __slots__ = ("profiles", "rules", "raw")

    def __init__(self, profiles: dict[str, Profile], rules: tuple[Rule, ...] = (), raw: dict[str, Any] | None = None):
        self.profiles, self.rules, self.raw = profiles, rules, raw or {}

    def profile(self, name: str | None) -> Profile:
        name = name or "default"
        if name in self.profiles:
            return self.profiles[name]
        if name == "default":
            return Profile("default", tuple(ChainEntry(a) for a in DEFAULT_CHAIN))
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


def load(path: Path | str) -> Config:
    """Read config.toml; a missing file is the empty config."""
    raw = load_raw(str(path))
    return EMPTY if raw is None else parse(raw, str(path))


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
        with open(tmp, "w", encoding="utf-8") as f:
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
    profiles = {}
    for name, p in (raw.get("profiles") or {}).items():
        if not isinstance(p, dict):
            raise ConfigError(f"{where}: [profiles.{name}] must be a table")
        profiles[name] = _profile(name, p, where)
    rules = []
    for n, r in enumerate(raw.get("manage") or [], 1):
        if not isinstance(r, dict):
            raise ConfigError(f"{where}: [[manage]] entry {n} must be a table")
        unknown = set(r) - {"cwd", "tmux_session", "profile"}
        if unknown:
            raise ConfigError(f"{where}: [[manage]] entry {n}: unknown keys {sorted(unknown)}")
        rules.append(Rule(profile=str(r.get("profile", "default")), cwd=r.get("cwd"), tmux_session=r.get("tmux_session")))
    return Config(profiles, tuple(rules), raw)


def _profile(name: str, p: dict[str, Any], where: str) -> Profile:
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
    return Profile(name, tuple(chain), float(budget), opts)
