"""Shared helpers: the corpus scenario (project /home/dev/proj, home /home/dev)."""

from __future__ import annotations

from warden.judge.commands import units
from warden.judge.paths import Place
from warden.judge.permission import judge
from warden.judge.verdict import Verdict

PROJECT, HOME = "/home/dev/proj", "/home/dev"
PLACE = Place(PROJECT, HOME)


def bash(command: str, rules=None) -> Verdict:
    return judge("Bash", {"command": command}, PROJECT, rules, home=HOME)


def kinds(command: str) -> set[str]:
    return {e.kind for _, effects in units(command, PROJECT, PLACE) for e in effects}


def decision(command: str) -> str:
    return bash(command).decision


def fetch(url: str, prompt: str = "x") -> str:
    return judge("WebFetch", {"url": url, "prompt": prompt}, PROJECT, home=HOME).decision


def search(query: str) -> str:
    return judge("WebSearch", {"query": query}, PROJECT, home=HOME).decision
