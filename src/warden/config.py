"""config.toml: which sessions warden manages and with which profile.

    [profiles.default]
    chain = ["human"]                 # answerers in order; the first decision wins
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

import fnmatch
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from warden.errors import ConfigError

DEFAULT_BUDGET = 30.0
DEFAULT_CHAIN: tuple[str, ...] = ("human",)


@dataclass(frozen=True)
class ChainEntry:
    answerer: str
    budget: float | None = None  # None: whatever the profile's budget leaves
    options: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Profile:
    name: str
    chain: tuple[ChainEntry, ...]
    budget: float = DEFAULT_BUDGET
    options: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Rule:
    profile: str
    cwd: str | None = None
    tmux_session: str | None = None

    def matches(self, cwd: str, tmux_session: str | None) -> bool:
        if self.cwd is None and self.tmux_session is None:
            return False
        if self.cwd is not None:
            pattern = os.path.expanduser(self.cwd)
            if not (fnmatch.fnmatchcase(cwd, pattern) or fnmatch.fnmatchcase(cwd, pattern.rstrip("/") + "/*")):
                return False
        if self.tmux_session is not None:
            if tmux_session is None or not fnmatch.fnmatchcase(tmux_session, self.tmux_session):
                return False
        return True


@dataclass(frozen=True)
class Config:
    profiles: dict[str, Profile]
    rules: tuple[Rule, ...] = ()
    raw: dict[str, Any] = field(default_factory=dict)

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


def load(path: Path) -> Config:
    """Read config.toml; a missing file is the empty config."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return EMPTY
    import tomllib

    try:
        raw = tomllib.loads(data.decode("utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as e:
        raise ConfigError(f"{path}: not valid TOML: {e}") from None
    return parse(raw, str(path))


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
