"""A shell command string → the simple commands it would run.

A harmless first word must not smuggle a destructive tail, so the judge never reads a
command by its first word: every ``&&``, ``||``, ``;``, pipeline, subshell, ``{ …; }``,
``$(…)``, backtick, process substitution, loop, ``if`` and function body is walked, and
each simple command comes out with its words, its redirections, the directory it runs
in (``cd`` is followed) and what feeds its standard input.

Strings without shell syntax are split with :mod:`shlex`, and lists and pipelines of
plain words with simple redirections by :mod:`warden.judge.fastpath`; both are exact for
the subset they accept and keep the bashlex import (about 80 ms: it rebuilds its parser
tables on every import) off the common path. Anything else goes through bashlex, a real
bash grammar. What bashlex cannot parse raises
:class:`ShellSyntaxError`, which the judge turns into an ``unknown`` effect, never an
allow. Wrappers (``sudo``, ``bash -c``, ``xargs``, ``find -exec`` …) are peeled in
:mod:`warden.judge.wrappers`.
"""

from __future__ import annotations

import re

from warden.judge import fastpath, rewrite
from warden.judge.words import ASSIGNMENT, Redirect, ShellSyntaxError, SimpleCommand, Word, cd_to

__all__ = ["ShellSyntaxError", "SimpleCommand", "Word", "Redirect", "parse"]

_SPECIAL = re.compile(r"[;&|<>()$`\n#!]")  # shell syntax beyond plain words
_VAR_NAME = re.compile(r"^[#!]?([A-Za-z_][A-Za-z0-9_]*|[0-9]+|[?@*#$!-])")
_ASSIGNMENT = ASSIGNMENT


def parse(text: str, cwd: str | None, home: str, env: dict[str, str | None] | None = None) -> list[SimpleCommand]:
    """The simple commands ``text`` runs, in order, starting in ``cwd``.

    ``env`` holds variables known from an enclosing command (``X=1 bash -c '…$X…'``).
    Raises :class:`ShellSyntaxError` for anything that cannot be parsed.
    """
    if not text.strip():
        return []
    if not _SPECIAL.search(text):
        fast = _plain(text, cwd)
        if fast is not None:
            return fast
    fast = fastpath.parse(text, cwd, home)
    if fast is not None:
        return fast
    return _Walker(cwd, home, env).run(text)


def _plain(text: str, cwd: str | None) -> list[SimpleCommand] | None:
    """A command without shell syntax, split as bash would (None: let bashlex decide)."""
    import shlex

    try:
        argv = shlex.split(text)
    except ValueError:
        return None
    assignments = []
    while argv and _ASSIGNMENT.match(argv[0]):
        assignments.append(Word(argv.pop(0)))
    if not argv and not assignments:
        return []
    return [SimpleCommand([Word(a) for a in argv], assignments=assignments, cwd=cwd, text=text.strip())]


class _State:
    __slots__ = ("cwd", "vars")

    def __init__(self, cwd: str | None, vars: dict[str, str | None]):
        self.cwd, self.vars = cwd, vars

    def copy(self) -> _State:
        return _State(self.cwd, dict(self.vars))


class _Walker:
    """Walks a bashlex tree, collecting simple commands in execution order."""

    def __init__(self, cwd: str | None, home: str, env: dict[str, str | None] | None):
        self.home = home
        self.start = _State(cwd, dict(env or {}))
        self.out: list[SimpleCommand] = []
        self.source = ""
        self.literal_delims: set[str] = set()
        self.bodies: list[str] = []

    def run(self, text: str) -> list[SimpleCommand]:
        try:
            import bashlex  # the real grammar, imported only when a command needs it
        except ImportError as e:  # pragma: no cover - a broken install
            raise ShellSyntaxError(f"no shell parser: {e}") from None
        prepared = rewrite.prepare(text)
        self.source, self.literal_delims, self.bodies = prepared.text, prepared.literal_delims, prepared.bodies
        try:
            trees = bashlex.parse(self.source)
        except Exception as e:  # bashlex raises ParsingError, NotImplementedError, IndexError…
            raise ShellSyntaxError(f"cannot parse the command ({type(e).__name__}: {e})") from None
        st = self.start
        for tree in trees:
            self.node(tree, st, None)
        return self.out

    # --- the tree ------------------------------------------------------------------
    def node(self, n: object, st: _State, pipe: list[SimpleCommand] | None) -> None:
        kind = getattr(n, "kind", "")
        if kind == "list":
            parts = list(n.parts)  # type: ignore[attr-defined]
            for i, part in enumerate(parts):
                if getattr(part, "kind", "") == "operator":
                    continue
                after = parts[i + 1] if i + 1 < len(parts) else None
                background = getattr(after, "op", None) == "&"  # a background job runs in a subshell
                self.node(part, st.copy() if background else st, pipe)
        elif kind == "pipeline":
            before: list[SimpleCommand] = []
            for part in n.parts:  # type: ignore[attr-defined]
                if getattr(part, "kind", "") == "pipe":
                    continue
                mark = len(self.out)
                self.node(part, st.copy(), before if before else pipe)  # each part is a subshell
                before = before + self.out[mark:]
        elif kind == "command":
            self.command(n, st, pipe)
        elif kind == "compound":
            parts = list(n.list)  # type: ignore[attr-defined]
            sub = st.copy() if parts and getattr(parts[0], "word", None) == "(" else st
            for part in parts:
                if getattr(part, "kind", "") != "reservedword":
                    self.node(part, sub, pipe)
            self.compound_redirects(n, st)
        elif kind in ("for", "while", "until", "if"):
            parts = list(n.parts)  # type: ignore[attr-defined]
            if kind == "for" and len(parts) > 1 and getattr(parts[1], "kind", "") == "word":
                st.vars[parts[1].word] = None  # the loop variable takes values we do not know
                parts = parts[2:]
            for part in parts:
                pk = getattr(part, "kind", "")
                if pk == "word":
                    self.word(part, st)  # runs its substitutions
                elif pk != "reservedword":
                    self.node(part, st, pipe)
            self.compound_redirects(n, st)
        elif kind == "function":
            # a function body runs whenever it is called: judge it as if it ran
            for part in n.parts[1:]:  # type: ignore[attr-defined]
                if getattr(part, "kind", "") not in ("reservedword", "word"):
                    self.node(part, st.copy(), pipe)
        elif kind in ("reservedword", "operator", "pipe"):
            return
        else:
            raise ShellSyntaxError(f"unsupported shell construct: {kind or type(n).__name__}")

    def compound_redirects(self, n: object, st: _State) -> None:
        redirects = [self.redirect(r, st) for r in getattr(n, "redirects", None) or []]
        if redirects:
            self.out.append(SimpleCommand([], redirects=redirects, cwd=st.cwd, text=self.slice(n)))

    def command(self, n: object, st: _State, pipe: list[SimpleCommand] | None) -> None:
        words: list[Word] = []
        assignments: list[Word] = []
        redirects: list[Redirect] = []
        for part in n.parts:  # type: ignore[attr-defined]
            pk = getattr(part, "kind", "")
            if pk == "assignment" and not words:
                assignments.append(self.word(part, st))
            elif pk in ("word", "assignment"):
                words.append(self.word(part, st))
            elif pk == "redirect":
                redirects.append(self.redirect(part, st))
            else:
                raise ShellSyntaxError(f"unsupported part of a command: {pk}")
        # substitutions run before the command they feed, and were collected first
        stdin = "pipe" if pipe else None
        if any(r.heredoc is not None for r in redirects):
            stdin = "heredoc"
        elif any(r.op == "<" for r in redirects):
            stdin = "file"
        cmd = SimpleCommand(words, assignments=assignments, redirects=redirects, cwd=st.cwd,
                            text=self.slice(n), stdin=stdin, upstream=list(pipe or []))
        self.out.append(cmd)
        self.track(cmd, st)

    def track(self, cmd: SimpleCommand, st: _State) -> None:
        """Follow what a command changes in the shell itself: ``cd`` and variables."""
        if not cmd.words:
            for a in cmd.assignments:
                _assign(st, a)
            return
        name = cmd.words[0].text
        if name in ("export", "declare", "typeset", "local", "readonly"):
            for w in cmd.words[1:]:
                if _ASSIGNMENT.match(w.text) or w.dynamic:
                    _assign(st, w)
        elif name in ("read", "mapfile", "readarray", "getopts"):
            for w in cmd.words[1:]:
                if not w.text.startswith("-"):
                    st.vars[w.text] = None
        elif name in ("cd", "pushd"):
            args = [w for w in cmd.words[1:] if not (w.text.startswith("-") and len(w.text) > 1)]
            st.cwd = cd_to(st.cwd, args[0] if args else None, self.home)
        elif name == "popd":
            st.cwd = None

    # --- words -----------------------------------------------------------------------
    def word(self, w: object, st: _State) -> Word:
        text: str = w.word  # type: ignore[attr-defined]
        dynamic = False
        names: list[str] = []
        feeds: list[SimpleCommand] = []
        replace: list[tuple[str, str]] = []
        for part in getattr(w, "parts", None) or []:
            pk = getattr(part, "kind", "")
            if pk in ("commandsubstitution", "processsubstitution"):
                mark = len(self.out)
                self.node(part.command, st.copy(), None)  # runs in a subshell
                feeds.extend(self.out[mark:])
                if pk == "processsubstitution" and text.strip() == self.slice(part).strip():
                    text = "/dev/fd/63"  # what the command sees: a pipe, not a file of ours
                else:
                    dynamic = True
            elif pk == "parameter":
                raw = part.value or ""
                m = _VAR_NAME.match(raw)
                name = m.group(1) if m else raw
                names.append(name)
                plain = m is not None and m.group(0) == raw and not raw.startswith(("#", "!"))
                value = self.lookup(name, st) if plain else None
                if value is None:
                    dynamic = True
                else:
                    replace.append((name, value))
            elif pk == "tilde":
                continue
            else:
                dynamic = True
        if not dynamic and replace:
            for name, value in replace:
                text = re.sub(r"\$\{" + re.escape(name) + r"\}|\$" + re.escape(name) + r"(?![A-Za-z0-9_])",
                              lambda _m, v=value: v, text)
        return Word(text, dynamic, tuple(names), tuple(feeds))

    def lookup(self, name: str, st: _State) -> str | None:
        if name in st.vars:
            return st.vars[name]
        if name == "HOME":
            return self.home
        if name == "PWD":
            return st.cwd
        return None

    def redirect(self, r: object, st: _State) -> Redirect:
        op: str = r.type  # type: ignore[attr-defined]
        fd = r.input if isinstance(getattr(r, "input", None), int) else None  # type: ignore[attr-defined]
        heredoc = getattr(r, "heredoc", None)
        out = getattr(r, "output", None)
        if heredoc is not None:
            body = heredoc.value.rsplit("\n", 1)[0] if "\n" in heredoc.value else ""
            delim = getattr(out, "word", "")
            literal = delim in self.literal_delims
            if literal:
                body = rewrite.body(body, self.bodies)
            red = Redirect(op, None, fd, heredoc=body, literal=literal)
            if not literal:
                self.expand_body(body, st)
            return red
        if isinstance(out, int) or out is None:
            return Redirect(op, None, fd)
        return Redirect(op, self.word(out, st), fd)

    def expand_body(self, body: str, st: _State) -> None:
        """An unquoted heredoc expands ``$(…)`` and backticks: those commands run too."""
        inners = rewrite.substitutions(body)
        if inners is None:
            raise ShellSyntaxError("a heredoc expands a substitution that does not close")
        for inner in inners:
            sub = _Walker(st.cwd, self.home, st.vars)
            self.out.extend(sub.run(inner))

    def slice(self, n: object) -> str:
        pos = getattr(n, "pos", None)
        return self.source[pos[0]:pos[1]] if pos else ""


def _assign(st: _State, w: Word) -> None:
    name, _, value = w.text.partition("=")
    name = name.rstrip("+").split("[")[0]
    st.vars[name] = None if (w.dynamic or "[" in w.text.split("=")[0] or w.text.split("=")[0].endswith("+")) else value
