"""Programs that run other programs through an option or an environment variable.

Many ordinary tools start a program named in an option: ``tar -I CMD`` (the compressor),
``tar --to-command=CMD``, ``tar --checkpoint-action=exec=CMD``, ``man -P CMD`` (the
pager), ``rg --pre CMD``, ``rsync -e CMD``, ``sort --compress-program=CMD``,
``pip config --editor CMD``, ``gem open -e CMD``… (the "shell" entries of GTFOBins). The
command such an option names is judged as if it had been typed, so ``tar -I zstd`` stays a
read and ``tar -I 'sh -c …'`` is judged by what the shell runs. Environment variables that
name a program (``LESSOPEN``, ``PAGER``, ``EDITOR``, ``BROWSER``…) are judged the same way.

Code a program interprets (inline ``ruby -e``, ``make --eval``, a ``LESSOPEN`` line)
may name a secret file; when the path is visible in the text, reading it is held
whichever program does it (:func:`secret_paths`).
"""

from __future__ import annotations

import re

from warden.judge import effects as E
from warden.judge import files, paths
from warden.judge.shell import Word

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.judge.cmd import Cmd
    from warden.judge.effects import Effect

_TAR = ("-I", "--use-compress-program", "--to-command", "--info-script", "--new-volume-script", "-F",
        "--rsh-command", "--checkpoint-action")
# program → options whose value is a command line the program starts (through a shell)
COMMAND_OPTIONS: dict[str, tuple[str, ...]] = {
    "tar": _TAR, "gtar": _TAR, "bsdtar": _TAR, "cpio": ("--rsh-command",),
    "man": ("-H", "--html", "-P", "--pager"), "rg": ("--pre", "--hostname-bin"),
    "rsync": ("-e", "--rsh", "--rsync-path"), "zip": ("-TT", "--unzip-command"),
    "sort": ("--compress-program",), "split": ("--filter",), "pip": ("--editor",), "pip3": ("--editor",),
    "npm": ("--script-shell",), "pnpm": ("--script-shell",), "wget": ("--use-askpass",),
    "mysql": ("--pager",), "mariadb": ("--pager",),
    "gcc": ("-wrapper",), "g++": ("-wrapper",), "cc": ("-wrapper",), "c++": ("-wrapper",),
    "ssh": ("-o",), "scp": ("-o", "-S"), "sftp": ("-o", "-S"), "go": ("-toolexec", "-exec"), "script": ("-c", "--command"), "tcpdump": ("-z",), "pandoc": ("--filter", "-F"),
}
# options that run a command only with one of these keys (``--checkpoint-action=exec=CMD``,
# ``ssh -o ProxyCommand=CMD``)
_SSH_KEYS = frozenset({"proxycommand", "localcommand", "knownhostscommand", "remotecommand"})
_PREFIXED: dict[tuple[str, str], frozenset[str]] = {
    ("*", "--checkpoint-action"): frozenset({"exec"}), ("ssh", "-o"): _SSH_KEYS, ("scp", "-o"): _SSH_KEYS,
    ("sftp", "-o"): _SSH_KEYS,
}
# options that run a command only for one subcommand ("gem open -e CMD")
SUBCOMMAND_OPTIONS: dict[tuple[str, str], tuple[str, ...]] = {
    ("gem", "open"): ("-e", "--editor"), ("git", "grep"): ("-O", "--open-files-in-pager"),
}
# environment variables whose value is a program or a command line something will start
PROGRAM_ENV = frozenset({
    "LESSOPEN", "LESSCLOSE", "LESSEDIT", "PAGER", "MANPAGER", "GIT_PAGER", "SYSTEMD_PAGER", "PSQL_PAGER", "BAT_PAGER",
    "DELTA_PAGER", "EDITOR", "VISUAL", "GIT_EDITOR", "GIT_SEQUENCE_EDITOR", "SUDO_EDITOR", "SYSTEMD_EDITOR", "FCEDIT",
    "BROWSER", "TERMINAL", "SHELL", "GIT_SSH", "GIT_SSH_COMMAND", "GIT_PROXY_COMMAND", "GIT_EXTERNAL_DIFF",
    "GIT_ASKPASS", "SSH_ASKPASS", "SUDO_ASKPASS", "RSYNC_RSH", "CVS_RSH", "MANOPT", "PROMPT_COMMAND",
    "NPM_CONFIG_SCRIPT_SHELL", "npm_config_script_shell", "CC", "CXX", "LD", "AR", "CARGO_TARGET_DIR_RUNNER",
    "RUSTC_WRAPPER", "RUSTC", "PYTHONSTARTUP", "BASH_ENV", "ENV", "ZDOTDIR", "GCONV_PATH", "LD_PRELOAD", "LD_AUDIT",
})
# a token in code or a command line that looks like a path
_PATHISH = re.compile(r"(?:~|\$HOME|\$\{HOME\}|\.{1,2})?/[^\s'\"`(),;<>|&{}\[\]]+|(?<![\w.])\.(?:env[\w.-]*|netrc|pgpass)")


def secret_paths(c: Cmd, text: str) -> list[Effect]:
    """The secret or private files ``text`` (code, a command line) names, as reads."""
    out: list[Effect] = []
    for m in _PATHISH.finditer(text):
        token = m.group(0)
        for t in (token, "~" + token) if token.startswith("/.") else (token,):
            found = paths.resolve(t.replace("${HOME}", "~").replace("$HOME", "~"), c.sc.cwd, c.place)
            for p in found or ():
                if files.secret(p, c.place):
                    out.append(c.eff(E.CREDENTIALS, p, f"reads secrets ({token}) in code it runs"))
                elif files.personal(p, c.place):
                    out.append(c.eff(E.PERSONAL, p, f"reads the person's private files ({token}) in code it runs"))
    return out


# builtins whose assignments outlive the command: every later command of the session sees them
EXPORTS = frozenset({"export", "declare", "typeset", "readonly", "local"})


def assigned(c: Cmd) -> tuple[list[Word], bool]:
    """The variables ``c`` sets, and whether they outlive it: a prefix (``PAGER=cat git
    log``) is for that command; an ``export``/``declare`` or a bare assignment is for every
    command after it."""
    if c.sc.words and c.name in EXPORTS:
        return [w for w in c.sc.words[1:] if "=" in w.text and not w.text.startswith("-")], True
    return list(c.sc.assignments), not c.sc.words


def launched(c: Cmd) -> list[Effect]:
    """What the programs named in ``c``'s options and environment do."""
    out: list[Effect] = []
    for a in assigned(c)[0]:
        name, _, value = a.text.partition("=")
        if name in PROGRAM_ENV and not (name == "SHELL" and _system_shell(value, a.dynamic)):
            out += _runs(c, Word(value, a.dynamic, a.vars), name)
    opts = COMMAND_OPTIONS.get(c.name, ())
    args = [w.text for w in c.words[1:]]
    sub = next((t for t in args if not t.startswith("-")), "")
    opts = opts + SUBCOMMAND_OPTIONS.get((c.name, sub), ())
    if opts:
        for opt, value in _values(c.words[1:], opts):
            prefix = _PREFIXED.get((c.name, opt)) or _PREFIXED.get(("*", opt))
            if prefix is not None:
                key, eq, rest = value.text.partition("=")
                if not eq and " " in key:
                    key, _, rest = key.partition(" ")
                if key.lower() not in prefix:
                    continue
                value = Word(rest, value.dynamic, value.vars)
            if opt == "-wrapper":
                value = Word(value.text.replace(",", " "), value.dynamic, value.vars)
            out += _runs(c, value, opt)
    return out


# the shells a machine provides, by name
_SHELLS = frozenset({"sh", "bash", "dash", "zsh", "ksh", "mksh", "fish", "ash"})


def _system_shell(value: str, dynamic: bool) -> bool:
    """``SHELL=/bin/sh`` names the shell a program runs its own command lines with
    (``go test``'s helpers, ``make``'s recipes): a machine's shell, named alone, runs only
    what the program hands it, so the assignment is not a command of its own."""
    if dynamic or " " in value.strip():
        return False
    path, _, base = value.strip().rpartition("/")
    return base in _SHELLS and path in ("", "/bin", "/usr/bin", "/usr/local/bin", "/opt/homebrew/bin")


def _values(words: list[Word], opts: tuple[str, ...]) -> list[tuple[str, Word]]:
    """(option, value) for each of ``opts`` in ``words``: ``--opt=v``, ``--opt v``, ``-Ov``, ``-O v``."""
    found = []
    for i, w in enumerate(words):
        t = w.text
        if t == "--":
            break
        for opt in opts:
            if t == opt and i + 1 < len(words):
                found.append((opt, words[i + 1]))
            elif t.startswith(opt + "=") or not opt.startswith("--") and t.startswith(opt) and len(t) > len(opt) \
                    and len(opt) == 2:
                start = len(opt) + (1 if t.startswith(opt + "=") else 0)
                found.append((opt, Word(t[start:], w.dynamic, w.vars)))
    return found


def _runs(c: Cmd, value: Word, via: str) -> list[Effect]:
    """The effects of the command line ``value``, which ``c`` hands to a shell."""
    if value.dynamic:
        return [c.eff(E.UNKNOWN, via, f"runs a program named at run time through {via}")]
    if not value.text.strip():
        return []
    inner = c.inner([Word("sh"), Word("-c"), value], f"{c.name} {via}")
    return secret_paths(c, value.text) + inner
