"""The shapes a parsed command takes: words, redirections, simple commands, and the
shell's state (directory, variables) while a command is walked.

Shared by the parser (:mod:`warden.judge.shell`), the wrapper peeling and every program
handler.
"""

from __future__ import annotations

import posixpath
import re

# NAME=value (or NAME+=value, NAME[i]=value) before a command: an assignment, not a word
ASSIGNMENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*(\[[^\]]*\])?\+?=")


class ShellSyntaxError(ValueError):
    """The command cannot be parsed; what it runs cannot be known."""


class Word:
    """One shell word. ``text`` is its value with quotes removed when ``dynamic`` is
    False; otherwise the source form (``$X/hooks``), whose value is only known when the
    command runs. ``vars`` names the parameters it expands (secrets are spotted there);
    ``feeds`` are the commands whose output becomes (part of) it: ``$(…)``, ``<(…)``;
    ``masked`` says its last path component came from escapes or a variable."""

    __slots__ = ("text", "dynamic", "vars", "feeds", "masked")

    def __init__(self, text: str, dynamic: bool = False, vars: tuple[str, ...] = (),
                 feeds: tuple[SimpleCommand, ...] = (), masked: bool = False):
        self.text, self.dynamic, self.vars, self.feeds = text, dynamic, vars, feeds
        self.masked = masked  # its last path component is not spelled out (escapes, a variable)

    def __repr__(self) -> str:
        return f"Word({self.text!r}{', dynamic' if self.dynamic else ''})"


class Redirect:
    """``op`` as written (``>``, ``>>``, ``<``, ``&>``, ``>&``, ``<<``, ``<<<``); ``target``
    the file word (None for a descriptor or a heredoc); ``heredoc`` the body, ``literal``
    when its delimiter was quoted (no expansion inside)."""

    __slots__ = ("op", "target", "fd", "heredoc", "literal")

    def __init__(self, op: str, target: Word | None = None, fd: int | None = None,
                 heredoc: str | None = None, literal: bool = False):
        self.op, self.target, self.fd, self.heredoc, self.literal = op, target, fd, heredoc, literal

    def __repr__(self) -> str:
        return f"Redirect({self.op!r}, {self.target!r})"


class Upstream:
    """The commands feeding one through a pipe, in order: the first ``n`` of a list the
    whole pipeline shares. Each stage of ``a | b | … | z`` sees the stages before it
    without a copy of them, and a question asked of every stage's upstream (``any`` /
    ``all`` with one predicate) resumes where the last one stopped, so a pipeline of ``n``
    stages costs ``n``, not ``n²``. The list only grows; a view never changes."""

    __slots__ = ("_cmds", "_n", "_found")

    def __init__(self, cmds: list[SimpleCommand] | None = None, n: int | None = None,
                 found: dict | None = None):
        self._cmds = cmds if cmds is not None else []
        self._n = len(self._cmds) if n is None else n
        # per (predicate, wanted): (how far the list was searched, index of the first match or -1)
        self._found = found if found is not None else {}

    def then(self, more: list[SimpleCommand]) -> Upstream:
        """This upstream followed by ``more``: the shared list grows when this view is its
        end (a pipeline's next stage), and is copied only when another view grew it first."""
        if self._n == len(self._cmds):
            self._cmds.extend(more)
            return Upstream(self._cmds, len(self._cmds), self._found)
        return Upstream(self._cmds[:self._n] + more)

    def _first(self, pred, wanted: bool) -> int:
        key = (pred, wanted)
        done, at = self._found.get(key, (0, -1))
        if at < 0 and done < self._n:
            for i in range(done, len(self._cmds)):
                if bool(pred(self._cmds[i])) == wanted:
                    at = i
                    break
            self._found[key] = (len(self._cmds), at)
        return at

    def any(self, pred) -> bool:
        at = self._first(pred, True)
        return 0 <= at < self._n

    def all(self, pred) -> bool:
        at = self._first(pred, False)
        return not 0 <= at < self._n

    def __len__(self) -> int:
        return self._n

    def __iter__(self):
        return iter(self._cmds[:self._n]) if self._n < len(self._cmds) else iter(self._cmds)

    def __getitem__(self, i: int) -> SimpleCommand:
        if not -self._n <= i < self._n:
            raise IndexError(i)
        return self._cmds[i % self._n]


# the variables that choose where a program works: the framework's environment, the database host
CARRIED = ("RAILS_ENV", "RACK_ENV", "APP_ENV", "PGHOST", "PGHOSTADDR", "PGSERVICE", "PGSERVICEFILE",
           "MYSQL_HOST", "MONGO_HOST")


class SimpleCommand:
    """One command the shell would run, with everything the judge needs to weigh it.

    ``cwd`` is the absolute directory it runs in (None once a ``cd`` went somewhere that
    cannot be known); ``stdin`` is ``"pipe"``, ``"heredoc"``, ``"file"`` or None, and
    ``upstream`` the commands feeding it through a pipe; ``via`` lists the wrappers it was
    found inside (``sudo``, ``xargs``, ``bash -c``); ``extra_args`` is True when more
    arguments come from elsewhere at run time (``xargs``); ``problems`` says what could
    not be followed (each becomes an ``unknown`` effect); ``venv`` is the virtualenv an
    earlier ``source …/bin/activate`` of the same command line put first on the path;
    ``environ`` the variables in :data:`CARRIED` an earlier command of the line set (None:
    a value known only at run time), which the programs it starts see.
    """

    __slots__ = ("words", "assignments", "redirects", "cwd", "text", "stdin", "upstream", "via",
                 "extra_args", "problems", "venv", "environ")

    def __init__(self, words: list[Word], *, assignments: list[Word] | None = None,
                 redirects: list[Redirect] | None = None, cwd: str | None = None, text: str = "",
                 stdin: str | None = None, upstream: Upstream | None = None,
                 via: tuple[str, ...] = (), extra_args: bool = False,
                 problems: list[str | tuple[str, str]] | None = None):
        self.words = words
        self.assignments = assignments or []
        self.redirects = redirects or []
        self.cwd = cwd
        self.text = text or " ".join(w.text for w in words)
        self.stdin = stdin
        self.upstream = upstream if upstream is not None else Upstream()
        self.via = via
        self.extra_args = extra_args
        self.problems = problems or []  # a note (unknown), or (effect kind, note)
        self.venv: str | None = None
        self.environ: dict[str, str | None] = {}

    def env(self, *names: str) -> list[str | None]:
        """The values ``names`` have in this command's environment: its own prefix
        (``RAILS_ENV=production cmd``) and what an earlier command of the line set; None
        is a value known only at run time."""
        found = [v for k, v in self.environ.items() if k in names]
        for a in self.assignments:
            name, _, value = a.text.partition("=")
            if name in names:
                found.append(None if a.dynamic else value.strip("'\""))
        return found

    def carried(self) -> dict[str, str | None]:
        """``environ`` with this command's own prefix folded in, for the program it starts."""
        out = dict(self.environ)
        for a in self.assignments:
            name, _, value = a.text.partition("=")
            if name in CARRIED:
                out[name] = None if a.dynamic else value.strip("'\"")
        return out

    @property
    def argv(self) -> list[str]:
        return [w.text for w in self.words]

    @property
    def heredoc(self) -> Redirect | None:
        for r in self.redirects:
            if r.heredoc is not None:
                return r
        return None

    def derive(self, words: list[Word], via: str | None = None, **changes: object) -> SimpleCommand:
        """The command a wrapper runs: same place and input, other words."""
        new = SimpleCommand(words, assignments=self.assignments, redirects=self.redirects, cwd=self.cwd,
                            text=self.text, stdin=self.stdin, upstream=self.upstream,
                            via=self.via + ((via,) if via else ()), extra_args=self.extra_args)
        new.venv, new.environ = self.venv, self.environ
        for k, v in changes.items():
            setattr(new, k, v)
        return new

    def __repr__(self) -> str:
        return f"SimpleCommand({self.argv!r}, cwd={self.cwd!r}, via={self.via!r})"


class State:
    """Where the shell is while a command is walked: its directory (None once a ``cd``
    went somewhere unknown), the variables it set (None: a value known only at run time)
    and the virtualenv it activated (None: none, or one that cannot be known)."""

    __slots__ = ("cwd", "vars", "venv")

    def __init__(self, cwd: str | None, vars: dict[str, str | None], venv: str | None = None):
        self.cwd, self.vars, self.venv = cwd, vars, venv

    def copy(self) -> State:
        return State(self.cwd, dict(self.vars), self.venv)

    def follow(self, cmd: SimpleCommand, home: str) -> None:
        """What ``cmd`` changes in the shell itself: ``cd`` and variables."""
        if not cmd.words:
            for a in cmd.assignments:
                self.assign(a)
            return
        name = cmd.words[0].text
        if name in ("export", "declare", "typeset", "local", "readonly"):
            for w in cmd.words[1:]:
                if ASSIGNMENT.match(w.text) or w.dynamic:
                    self.assign(w)
        elif name in ("read", "mapfile", "readarray", "getopts", "unset"):
            for w in cmd.words[1:]:
                if not w.text.startswith("-"):
                    self.vars[w.text] = None
        elif name in ("cd", "pushd"):
            args = [w for w in cmd.words[1:] if not (w.text.startswith("-") and len(w.text) > 1)]
            self.cwd = cd_to(self.cwd, args[0] if args else None, home)
        elif name == "popd":
            self.cwd = None
        elif name in ("source", ".") and len(cmd.words) > 1:
            script = cmd.words[1]
            m = None if script.dynamic else re.match(r"^(.*?)/?bin/activate(?:\.\w+)?$", script.text)
            where = cd_to(self.cwd, Word(m.group(1) or "."), home) if m else None
            self.venv = where  # None: no virtualenv, or one that cannot be known
        elif name == "deactivate":
            self.venv = None

    def stamp(self, cmd: SimpleCommand) -> None:
        """What the shell so far hands to ``cmd``: the virtualenv and the carried variables."""
        cmd.venv = self.venv
        cmd.environ = {k: self.vars[k] for k in CARRIED if k in self.vars}

    def assign(self, w: Word) -> None:
        name, _, value = w.text.partition("=")
        target = name.rstrip("+").split("[")[0]
        self.vars[target] = None if (w.dynamic or "[" in name or name.endswith("+")) else value


def cd_to(cwd: str | None, target: Word | None, home: str) -> str | None:
    """Where ``cd target`` leads from ``cwd`` (None: somewhere that cannot be known)."""
    if target is None:
        return home
    if target.dynamic or target.text == "-" or cwd is None and not target.text.startswith(("/", "~")):
        return None
    path = target.text
    if path == "~" or path.startswith("~/"):
        path = home + path[1:]
    elif path.startswith("~"):
        return None
    if any(c in path for c in "*?["):
        return None
    return posixpath.normpath(posixpath.join(cwd or "/", path))
