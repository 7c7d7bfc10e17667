"""Paths a command names in any argument, whatever its program's handler made of them.

Almost any program reads a file it is handed, through options nobody lists: ``date -f``,
``dig -f``, ``gcc @file``, ``wc --files0-from``, ``aws … --filter file://…``, a type
checker given a key file (its errors quote the lines). So a secret or private file named
anywhere in a command is held unless the handler already judged that path, or the
program only looks at names (``ls``, ``test -f``). Likewise an output option
(``-o``, ``--outFile``, ``--junit-xml``) pointing out of the project writes there.
"""

from __future__ import annotations

import re

from warden.judge import access, files, paths
from warden.judge import effects as E

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.judge.cmd import Cmd
    from warden.judge.effects import Effect

# programs that look at a path's name or metadata, never its content
NAMES_ONLY = frozenset({"test", "[", "[[", "ls", "ll", "la", "stat", "du", "realpath", "readlink", "basename",
                        "dirname", "echo", "printf", "touch", "exa", "eza", "lsd", "tree", "find", "fd", "namei",
                        "which", "type", "mkdir", "chmod", "rm", "rmdir", "unlink", "trash", "shred", "wc", "md5sum",
                        "sha1sum", "sha256sum", "sha512sum", "shasum", "md5", "cksum", "sum", "b2sum", "lsattr"})
# options of those programs that read a list or a script from a file
_LIST_OPTIONS = frozenset({"--files0-from", "--from-file"})
# programs whose handlers judge every operand themselves (and whose first operand may be a
# pattern, not a file: ``grep '.env' .gitignore``), or that run a file rather than show it
JUDGED = frozenset({"grep", "egrep", "fgrep", "rg", "ag", "ack", "ugrep", "sed", "gsed", "awk", "gawk", "mawk",
                    "nawk", "git", "source", "."})
# options whose value is a file the program writes
OUTPUT_OPTIONS = frozenset({"-o", "--output", "--out", "--outfile", "--outFile", "--out-file", "--output-file",
                            "--junit-xml", "--junitxml", "--log-file", "--logfile", "--outdir", "--out-dir", "--outDir",
                            "--output-dir", "--report-file", "--xml", "--json-report-file", "--cov-report"})
_PREFIXES = ("@", "file://", "fileb://")
_URL = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*://")


def _candidates(c: Cmd, names_only: bool) -> list[tuple[str, str]]:
    """(text as written, path) for each argument, option value, ``@file`` and ``file://``;
    for a program that only looks at names, only what its options read from."""
    out = []
    words = c.words[1:]
    for i, w in enumerate(words):
        if w.dynamic:
            continue
        t = w.text
        if names_only and not (t.startswith("--") and "=" in t or t.startswith("@")
                               or i and words[i - 1].text in _LIST_OPTIONS):
            continue
        if t.startswith("-") and "=" in t:
            t = t.split("=", 1)[1]
        for p in _PREFIXES:
            if t.startswith(p):
                t = t[len(p):]
        if _URL.match(t):
            continue  # an address (`https://host/…/history`), not a file
        if t and (t[0] in "/~." or "/" in t) and "\n" not in t and not paths.is_glob(t):
            out.append((w.text, t))
    return out


def named(c: Cmd, judged: list[Effect]) -> list[Effect]:
    """Secret or private files named in ``c``'s arguments that ``judged`` says nothing about."""
    if c.name in JUDGED:
        return []
    seen = {e.target for e in judged}
    out: list[Effect] = []
    for text, t in _candidates(c, c.name in NAMES_ONLY):
        for p in paths.resolve(t, c.sc.cwd, c.place) or ():
            if p in seen:
                continue
            if files.secret(p, c.place):
                out.append(c.eff(E.CREDENTIALS, p, f"names a secret file ({text}), which {c.name} may read or send"))
            elif files.personal(p, c.place):
                out.append(c.eff(E.PERSONAL, p, f"names the person's private file ({text}), which {c.name} may read"))
            seen.add(p)
    return out


def outputs(c: Cmd, judged: list[Effect]) -> list[Effect]:
    """Files an output option writes out of the project (or into secrets, the agent's
    settings) that ``judged`` says nothing about."""
    seen = {e.target for e in judged}
    words = c.words[1:]
    out: list[Effect] = []
    for i, w in enumerate(words):
        name, eq, value = w.text.partition("=")
        if name not in OUTPUT_OPTIONS:
            continue
        v = words[i + 1] if not eq and i + 1 < len(words) else None
        text = value if eq else (v.text if v is not None and not v.dynamic else "")
        if not text or text[0] not in "/~." or text.startswith("./"):
            continue
        for e in access.write(paths.resolve(text, c.sc.cwd, c.place), text, c.place, c.evidence):
            if not e.allowed and e.kind != E.UNKNOWN and e.target not in seen:
                out.append(e)
    return out
