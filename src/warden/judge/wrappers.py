"""Peel wrappers: the command a wrapper runs is judged, not the wrapper.

Three families, each judged differently:

- *transparent* wrappers change how a command runs, not what it does: ``timeout``,
  ``nice``, ``nohup``, ``time``, ``command``, ``builtin``, ``exec``, ``coproc``, ``env VAR=…``,
  ``stdbuf``, ``ionice``, ``setsid``, ``caffeinate``… The inner command replaces them
  and keeps its own text (``Bash(git push:*)`` matches ``timeout 5 git push``).
- *privilege* wrappers (``sudo``, ``doas``, ``su -c``, ``pkexec``) run the inner command
  as another user: it is judged, and marked so that the judge adds a privilege effect.
- *string and argument* wrappers run commands that are not the wrapper's own words:
  ``bash -c '…'``, ``sh -c``, ``eval``, ``watch``, ``powershell -Command``,
  ``xargs CMD`` (arguments arrive at run time), ``find … -exec CMD {} ;``, ``-execdir``,
  ``-ok``, ``-delete`` (judged as ``rm`` of what ``find`` selects). Their inner commands
  are parsed recursively and judged on their own, so a rule allowing ``find`` does not
  allow the ``rm`` it runs.

A literal string is parsed; a string built from variables or substitutions cannot be
known and makes an ``unknown`` effect.
"""

from __future__ import annotations

import posixpath

from warden.judge.shell import ShellSyntaxError, SimpleCommand, Word, parse
from warden.judge.words import ASSIGNMENT

MAX_DEPTH = 8
SHELLS = frozenset({"bash", "sh", "zsh", "dash", "ksh", "fish", "ash", "busybox"})
PRIVILEGED = frozenset({"sudo", "doas", "pkexec", "su", "run0"})
_TRANSPARENT_SIMPLE = frozenset({"nohup", "builtin", "setsid", "unbuffer", "chronic", "catchsegv", "noglob", "exec",
                                 "coproc"})
# wrappers that are the shell's own builtins: a path never names them
_BUILTINS = frozenset({"command", "builtin", "exec", "eval", "alias", "coproc", "noglob", "source", ".", "let"})
# options that take a value, per wrapper
_VALUE_OPTS = {
    "sudo": {"-u", "-g", "-C", "-D", "-h", "-p", "-r", "-t", "-U", "-T", "--user", "--group", "--prompt",
             "--chdir", "--close-from", "--host", "--role", "--type", "--other-user", "--command-timeout"},
    "doas": {"-u", "-C"},
    "pkexec": {"--user"},
    "timeout": {"-s", "-k", "--signal", "--kill-after"},
    "nice": {"-n", "--adjustment"},
    "ionice": {"-c", "-n", "-p", "--class", "--classdata"},
    "stdbuf": {"-i", "-o", "-e", "--input", "--output", "--error"},
    "env": {"-u", "--unset", "-C", "--chdir", "-S", "--split-string"},
    "xvfb-run": {"-n", "-s", "-e", "-f", "-p", "--server-num", "--server-args", "--error-file", "--auth-file"},
    "caffeinate": {"-t", "-w"},
    "flock": {"-w", "-E", "--timeout", "--conflict-exit-code"},
    "watch": {"-n", "--interval", "-q", "--equexit"},  # `-d` takes its value only attached (`--differences=permanent`)
    "xargs": {"-I", "-L", "-l", "-n", "-P", "-s", "-d", "-E", "-e", "-a", "--arg-file", "--max-args", "--max-procs",
              "--max-chars", "--delimiter", "--eof", "--max-lines", "--replace", "--process-slot-var"},
}


def expand(cmds: list[SimpleCommand], home: str, depth: int = 0) -> list[SimpleCommand]:
    """``cmds`` with every wrapper replaced by what it runs (recursively)."""
    out: list[SimpleCommand] = []
    for cmd in cmds:
        inner = _peel(cmd, home)
        if inner is None:
            out.append(cmd)
        elif depth >= MAX_DEPTH:
            out.append(cmd.derive([], problems=["wrappers nest too deep to follow"]))
        else:
            out.extend(expand(inner, home, depth + 1))
    return out


def _peel(cmd: SimpleCommand, home: str) -> list[SimpleCommand] | None:
    """What ``cmd`` runs instead of itself, or None when it is not a wrapper."""
    if not cmd.words or cmd.words[0].dynamic:
        return None
    name = posixpath.basename(cmd.words[0].text)
    if name in _BUILTINS and "/" in cmd.words[0].text:
        return None  # `/tmp/command` is a program of that name, not the shell's builtin
    rest = cmd.words[1:]
    if name in _TRANSPARENT_SIMPLE:
        return [_inner(cmd, rest)] if rest else None
    if name == "alias":
        # an alias's value is a command the shell will run: judge it now
        values = [Word(w.text.split("=", 1)[1], w.dynamic, w.vars, w.feeds) for w in rest if "=" in w.text]
        return [c for v in values for c in _string(cmd, [v], "alias", home)] or None
    if name == "command":
        if rest and rest[0].text in ("-v", "-V"):
            return None  # a lookup, judged as one
        return [_inner(cmd, _skip_opts(rest, set()))]
    if name == "time":  # `time -p CMD`
        args = _skip_opts(rest, set())
        return [_inner(cmd, args)] if args else None
    if name in ("timeout", "nice", "ionice", "stdbuf", "caffeinate", "xvfb-run", "flock"):
        args = _skip_opts(rest, _VALUE_OPTS.get(name, set()))
        if name == "timeout" and args:
            args = args[1:]  # the duration
        if name == "flock" and args:
            args = args[1:]  # the lock file
        if name == "nice" and args and args[0].text.lstrip("-").isdigit():
            args = args[1:]
        return [_inner(cmd, args)] if args else None
    if name == "env":
        return _env(cmd, rest, home)
    if name in PRIVILEGED:
        return _privileged(cmd, name, rest, home)
    if name in SHELLS or name in ("powershell", "pwsh", "powershell.exe", "pwsh.exe", "cmd", "cmd.exe"):
        return _shell_string(cmd, name, rest, home)
    if name == "eval":
        return _string(cmd, rest, "eval", home)
    if name == "watch":
        args = _skip_opts(rest, _VALUE_OPTS["watch"])
        own = rest[:len(rest) - len(args)]
        if any(w.text in ("-x", "--exec") or w.text.startswith("-") and not w.text.startswith("--") and "x" in w.text
               for w in own) and args:
            return [_inner(cmd, args, "watch")]  # -x: the words are the command's argv, not a shell string
        return _string(cmd, args, "watch", home)
    if name == "xargs":
        return _xargs(cmd, rest)
    if name == "find":
        return _find(cmd, rest)
    return None


def _inner(cmd: SimpleCommand, words: list[Word], via: str | None = None, **changes: object) -> SimpleCommand:
    return cmd.derive(list(words), via, text=join(words), **changes)


def _skip_opts(words: list[Word], takes_value: set[str]) -> list[Word]:
    """The words after a wrapper's own options."""
    i = 0
    while i < len(words):
        t = words[i].text
        if t == "--":
            return words[i + 1:]
        if not t.startswith("-") or t == "-":
            break
        if t in takes_value:
            i += 2
            continue
        i += 1
    return words[i:]


def _env(cmd: SimpleCommand, rest: list[Word], home: str) -> list[SimpleCommand] | None:
    i = 0
    assignments = list(cmd.assignments)
    cwd = cmd.cwd
    while i < len(rest):
        t = rest[i].text
        if t in ("-S", "--split-string") and i + 1 < len(rest):
            return _string(cmd, rest[i + 1:], "env -S", home)
        if t in ("-C", "--chdir") and i + 1 < len(rest):
            cwd = None if rest[i + 1].dynamic else posixpath.normpath(posixpath.join(cwd or "/", rest[i + 1].text))
            i += 2
            continue
        if t in _VALUE_OPTS["env"]:
            i += 2
            continue
        if t.startswith("-"):
            i += 1
            continue
        if ASSIGNMENT.match(t):
            assignments.append(rest[i])
            i += 1
            continue
        break
    if i >= len(rest):
        return None  # plain `env` prints the environment: judged as a program
    return [_inner(cmd, rest[i:], assignments=assignments, cwd=cwd)]


def _privileged(cmd: SimpleCommand, name: str, rest: list[Word], home: str) -> list[SimpleCommand] | None:
    if name == "su":
        for i, w in enumerate(rest):
            if w.text in ("-c", "--command") and i + 1 < len(rest):
                return _string(cmd, rest[i + 1:i + 2], "su -c", home)
        return None  # a login shell as another user: judged as `su`
    args = _skip_opts(rest, _VALUE_OPTS.get(name, set()))
    if not args or any(w.text in ("-e", "--edit", "-i", "--login", "-s", "--shell") for w in rest[:len(rest) - len(args)]):
        return None  # a root shell or sudoedit: judged as the wrapper itself
    inner = _inner(cmd, args, name)
    inner.text = f"{name} {inner.text}"
    return [inner]


def _shell_string(cmd: SimpleCommand, name: str, rest: list[Word], home: str) -> list[SimpleCommand] | None:
    """``bash -c STRING``, ``powershell -Command STRING``, ``cmd /c STRING``; a shell
    reading a heredoc runs its body."""
    posix = name in SHELLS
    i = 0
    while i < len(rest):
        t = rest[i].text
        low = t.lower()
        if posix and t.startswith("-") and not t.startswith("--") and "c" in t[1:]:
            return _string(cmd, rest[i + 1:i + 2], f"{name} -c", home)
        if not posix and low in ("-command", "-c", "/c", "/k", "-commandwithargs"):
            # a backslash is a path separator there, not an escape
            words = [Word(w.text.replace("\\", "\\\\"), w.dynamic, w.vars, w.feeds) for w in rest[i + 1:]]
            return _string(cmd, words, f"{name} {t}", home)
        if not posix and low in ("-encodedcommand", "-enc", "-e", "-ec"):
            return [cmd.derive([], name, problems=[f"{name} runs an encoded command"])]
        if posix and t in ("-o", "+o", "-O", "+O", "--rcfile", "--init-file"):
            i += 2
            continue
        if not posix and low in ("-executionpolicy", "-ep", "-file", "-f", "-workingdirectory", "-wd",
                                 "-configurationname", "-inputformat", "-outputformat", "-windowstyle"):
            if low in ("-file", "-f"):
                return None  # runs a script file: judged as the program
            i += 2
            continue
        if t == "-" or not t.startswith(("-", "+") if posix else ("-", "/")):
            return None  # a script file: judged as the program
        i += 1
    heredoc = cmd.heredoc
    if heredoc is not None and heredoc.heredoc is not None:
        return _parsed(cmd, heredoc.heredoc, f"{name} <<", home, stdin=None)
    return None


def _string(cmd: SimpleCommand, words: list[Word], via: str, home: str) -> list[SimpleCommand]:
    if not words:
        return [cmd.derive([], via, problems=[f"{via} without a command"])]
    if any(w.dynamic for w in words):
        from warden.judge.names import fetched

        if any(fetched(w) for w in words):
            return [cmd.derive([], via, text=cmd.text, problems=[("network_exec", "runs code downloaded from the network")])]
        return [cmd.derive([], via, text=cmd.text, problems=[f"{via} runs a string built at run time"])]
    return _parsed(cmd, " ".join(w.text for w in words), via, home)


def _parsed(cmd: SimpleCommand, text: str, via: str, home: str, **changes: object) -> list[SimpleCommand]:
    env = {a.text.partition("=")[0]: (None if a.dynamic else a.text.partition("=")[2]) for a in cmd.assignments}
    try:
        inner = parse(text, cmd.cwd, home, env)
    except ShellSyntaxError as e:
        return [cmd.derive([], via, text=text, problems=[str(e)])]
    out = []
    for c in inner:
        c.via = cmd.via + (via,) + c.via
        if cmd.stdin == "pipe" and c.stdin is None:
            c.stdin, c.upstream = "pipe", cmd.upstream
        for k, v in changes.items():
            setattr(c, k, v)
        out.append(c)
    return out


def _xargs(cmd: SimpleCommand, rest: list[Word]) -> list[SimpleCommand]:
    i = 0
    replace = None
    while i < len(rest):
        t = rest[i].text
        if t == "--":
            i += 1
            break
        if not t.startswith("-"):
            break
        if t in ("-I", "--replace") and i + 1 < len(rest):
            replace = rest[i + 1].text
            i += 2
            continue
        if t.startswith("-I") and len(t) > 2:
            replace = t[2:]
        elif t.startswith(("-i", "--replace=")):
            replace = t.split("=", 1)[1] if "=" in t else (t[2:] or "{}")
        elif t in _VALUE_OPTS["xargs"]:
            i += 2
            continue
        i += 1
    words = rest[i:] or [Word("echo")]
    if replace:
        words = [words[0]] + [Word(w.text, True, w.vars) if replace in w.text else w for w in words[1:]]
        return [_inner(cmd, words, "xargs", extra_args=False)]
    return [_inner(cmd, words, "xargs", extra_args=True)]


def _find(cmd: SimpleCommand, rest: list[Word]) -> list[SimpleCommand] | None:
    starts = []
    i = 0
    while i < len(rest) and not rest[i].text.startswith(("-", "(", "!", ")")):
        starts.append(rest[i])
        i += 1
    expr = rest[i:]
    name = next((expr[j + 1].text for j, w in enumerate(expr[:-1]) if w.text in ("-name", "-iname")), "*")
    inner: list[SimpleCommand] = []
    for start in starts or [Word(".")]:
        found = Word(f"{start.text.rstrip('/') or '/'}/**/{name}", start.dynamic, start.vars)
        j = 0
        while j < len(expr):
            t = expr[j].text
            if t in ("-exec", "-execdir", "-ok", "-okdir"):
                end = j + 1
                while end < len(expr) and expr[end].text not in (";", "+"):
                    end += 1
                args = [found if "{}" in w.text and w.text == "{}" else
                        (Word(w.text.replace("{}", found.text), True, w.vars) if "{}" in w.text else w)
                        for w in expr[j + 1:end]]
                if args:
                    inner.append(_inner(cmd, args, f"find {t}"))
                j = end + 1
                continue
            if t == "-delete":
                inner.append(_inner(cmd, [Word("rm"), found], "find -delete"))
            elif t in ("-fprint", "-fprint0", "-fprintf", "-fls") and j + 1 < len(expr):
                inner.append(_inner(cmd, [Word("tee"), expr[j + 1]], f"find {t}"))
            j += 1
    if not inner:
        return None
    reading = SimpleCommand([Word("find")] + starts, cwd=cmd.cwd, text=cmd.text, stdin=cmd.stdin,
                            upstream=cmd.upstream, via=cmd.via, redirects=cmd.redirects,
                            assignments=cmd.assignments)
    return [reading] + inner


def join(words: list[Word]) -> str:
    """The words as a person would type them."""
    import shlex

    return " ".join(w.text if w.dynamic else shlex.quote(w.text) for w in words)
