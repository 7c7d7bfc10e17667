"""Reading, writing and deleting a path: the effect for where it is and what it is.

Shared by every shell program and by the file tools (Read, Edit, Write…), so that
``cat .env`` and ``Read(.env)`` are one judgement. ``found`` is the list of absolute
paths a word names (:func:`warden.judge.paths.resolve`), or None when it cannot be known.
"""

from __future__ import annotations

import re

from warden.judge import effects as E
from warden.judge import files, paths
from warden.judge.effects import Effect
from warden.judge.paths import Place

_CONFIG = re.compile(r"\.(?:json|ya?ml|toml|ini|cfg|conf|env|properties|xml|plist|config)$")


def config_like(path: str) -> bool:
    base = path.rstrip("/").rsplit("/", 1)[-1].lower()
    return bool(_CONFIG.search(base)) or base in ("config", "credentials", "settings", ".gitconfig") or \
        base.startswith(".") and base.endswith("rc")


def _home_dotfile(path: str, place: Place) -> bool:
    """A dotfile of the home directory itself (``~/.vsce``, ``~/.pypirc``, ``~/.profile``): a tool's
    own settings or stored login, whatever its name ends with."""
    rel = place.in_home(paths.strip(path))
    return bool(rel) and "/" not in rel and rel.startswith(".") and len(rel) > 1


def read(found: list[str] | None, text: str, place: Place, evidence: str, content: bool = True) -> list[Effect]:
    """A secret, a person's private file, or a configuration file outside the project
    (they often hold credentials) is held; anything else is a read. Names and sizes
    (``content`` False) are always a read."""
    if found is None:
        if content:
            return [Effect(E.UNKNOWN, text, evidence, "reads a file whose name is only known when it runs")]
        return [Effect(E.READ, text, evidence)]
    out = []
    for p in found:
        if p.startswith(("/dev/tcp/", "/dev/udp/")):
            out.append(Effect(E.SEND, p, evidence, "opens a network connection"))
        elif content and files.secret(p, place):
            out.append(Effect(E.CREDENTIALS, p, evidence, "reads secrets"))
        elif content and files.personal(p, place):
            out.append(Effect(E.PERSONAL, p, evidence))
        elif content and not place.inside(paths.strip(p)) and (config_like(p) or _home_dotfile(p, place)) \
                and not files.temp(p):
            out.append(Effect(E.CREDENTIALS, p, evidence, "reads a configuration file outside the project "
                                                          "(such files often hold secrets)"))
        else:
            out.append(Effect(E.READ, p, evidence))
    return out


def search(found: list[str] | None, text: str, place: Place, evidence: str, hidden: bool,
           secret_pattern: bool) -> list[Effect]:
    """A recursive content search: held when it looks for secrets where secret files live
    (hidden or ignored files, the project root, the home directory), or searches a
    directory of secrets at all."""
    if found and secret_pattern and any(hidden or files.contains_secrets(p, place) or paths.strip(p) == place.project
                                        for p in found):
        return [Effect(E.CREDENTIALS, text, evidence, "searches for secrets where secret files live")]
    if found and any(files.contains_secrets(p, place) for p in found):
        return [Effect(E.CREDENTIALS, text, evidence, "searches a directory that holds secret files")]
    return read(found, text, place, evidence)


def write(found: list[str] | None, text: str, place: Place, evidence: str) -> list[Effect]:
    if found is None:
        return [Effect(E.UNKNOWN, text, evidence, "writes to a path only known when it runs")]
    out = []
    for p in found:
        if files.harmless_device(p):
            continue
        if files.system(p):
            out.append(Effect(E.SYSTEM, p, evidence, "writes to a system path"))
        elif files.agent_config(p, place):
            out.append(Effect(E.PRIVILEGE, p, evidence, "changes the agent's own settings or hooks"))
        elif files.secret(p, place):
            out.append(Effect(E.CREDENTIALS, p, evidence, "overwrites a secrets file"))
        else:
            where = paths.location([p], place)
            if where == "project" and (place.rel(paths.strip(p)) + "/").startswith(".git/"):
                out.append(Effect(E.REWRITE_HISTORY, p, evidence, "changes git's internal files directly"))
            elif where == "project":
                out.append(Effect(E.WRITE_PROJECT, p, evidence))
            elif where == "unknown":
                out.append(Effect(E.UNKNOWN, p, evidence, "writes to paths a wildcard may take out of the project"))
            else:
                note = "writes to a temporary directory, outside the project" if files.temp(p) else \
                    "writes outside the project"
                out.append(Effect(E.OUTSIDE_PROJECT, p, evidence, note))
    return out


def delete(found: list[str] | None, text: str, place: Place, evidence: str) -> list[Effect]:
    if found is None:
        return [Effect(E.DELETE, text, evidence, "deletes files whose names are only known when it runs")]
    out = []
    for p in found:
        where = paths.location([p], place)
        if files.agent_config(p, place):
            out.append(Effect(E.PRIVILEGE, p, evidence, "deletes the agent's own settings or hooks"))
        elif files.system(p) or p in ("/", "/*"):
            out.append(Effect(E.DELETE, p, evidence, "deletes system files"))
        elif where == "outside":
            out.append(Effect(E.DELETE, p, evidence, "deletes files outside the project"))
        elif where == "unknown":
            out.append(Effect(E.DELETE, p, evidence, "deletes files a wildcard may take out of the project"))
        elif files.regenerable(p, place):
            out.append(Effect(E.CLEAN, p, evidence))
        elif paths.strip(p) == place.project:
            out.append(Effect(E.DELETE, p, evidence, "deletes the whole project"))
        else:
            out.append(Effect(E.DELETE, p, evidence, "deletes project files"))
    return out
