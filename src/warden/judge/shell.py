"""A shell command string → the simple commands it would run.

A harmless first word must not smuggle a destructive tail, so the judge never reads a
command by its first word: every ``&&``, ``||``, ``;``, ``&``, pipeline, subshell,
``{ …; }``, ``$(…)``, backtick, process substitution, loop, ``if``, ``case``, ``[[ ]]``,
heredoc and function body is walked, and each simple command comes out with its words,
its redirections, the directory it runs in (``cd`` is followed) and what feeds its
standard input.

The tree comes from tree-sitter-bash (:mod:`warden.judge.grammar`, which refuses a tree
with ERROR or MISSING nodes, skipped text or unread substitutions). Any construct this
walker does not know, or a form the grammar is known to misread (a ``{ …; }`` group after
``time`` or ``coproc``), raises :class:`ShellSyntaxError` too, which the judge turns into
an ``unknown`` effect, never an allow. Where the tree's shape differs from how bash runs
the command (a redirection after ``a && b`` hangs on the whole list; what follows a
heredoc's delimiter sits inside the heredoc), the walker regroups it as bash does. Word
values (quotes removed, ``$'…'`` decoded, known variables substituted) are computed in
:mod:`warden.judge.shellwords`. Wrappers (``sudo``, ``bash -c``, ``xargs``, ``find
-exec`` …) are peeled in :mod:`warden.judge.wrappers`.
"""

from __future__ import annotations

from warden.judge import budget, grammar
from warden.judge.grammar import text_of
from warden.judge.shellfuncs import defined_functions
from warden.judge.shellwords import WORDS, Words
from warden.judge.words import Redirect, ShellSyntaxError, SimpleCommand, State, Upstream, Word

TYPE_CHECKING = False
if TYPE_CHECKING:
    from tree_sitter import Node

__all__ = ["ShellSyntaxError", "SimpleCommand", "Word", "Redirect", "parse"]

_SEQUENCES = frozenset({"program", "do_group", "elif_clause", "else_clause", "if_statement", "while_statement"})
_GROUPS = frozenset({"subshell", "compound_statement"})
_CHAINS = frozenset({"list", "pipeline", "redirected_statement"})
_LISTS = ("list", "pipeline")
_MAX_CALLS = 64  # function calls followed into their bodies, per command
_RUNNERS = ("time", "coproc")  # keywords tree-sitter reads as a command name: `time (…)`, `coproc (…)`


def parse(text: str, cwd: str | None, home: str, env: dict[str, str | None] | None = None) -> list[SimpleCommand]:
    """The simple commands ``text`` runs, in order, starting in ``cwd``.

    ``env`` holds variables known from an enclosing command (``X=1 bash -c '…$X…'``).
    Raises :class:`ShellSyntaxError` for anything that cannot be read with certainty.
    """
    if not text.strip():
        return []
    try:
        root, source = grammar.tree(text)
        return _walk(source, cwd, home, env, root)
    except ShellSyntaxError:
        if "&;" not in text:
            raise
    # zsh (a person's login shell) reads `job &; next` as `job & next`; bash refuses it and runs nothing
    root, source = grammar.tree(text.replace("&;", "& "))
    return _walk(source, cwd, home, env, root)


def _walk(source: bytes, cwd: str | None, home: str, env: dict[str, str | None] | None, root: Node) -> list[SimpleCommand]:
    walker = _Walker(source, cwd, home, env, root)
    try:
        return walker.run(root)
    except budget.OutOfTime as e:
        e.found = walker.out  # the outermost walk's commands: what this text was read to run so far
        raise


class _Item:
    """One command of a chain (or a compound statement), with the redirections that
    apply to it; ``bare``: a redirection with no command (``> file``); ``dashes``: ``-``
    arguments the grammar dropped before a heredoc."""

    __slots__ = ("node", "redirects", "bare", "dashes")

    def __init__(self, node: Node, redirects: list[Node], bare: bool):
        self.node, self.redirects, self.bare, self.dashes = node, redirects, bare, 0


class _Hung:
    """What belongs to a command but hangs off one of its redirections in the tree: words
    (``echo x > a b``: ``b``) and the redirections after a heredoc's delimiter. ``chained``:
    the rest of a heredoc's line (``| sh``, ``&& rm x``) was already placed by the chain."""

    __slots__ = ("words", "redirects", "chained")

    def __init__(self, words: list[Word] | None = None, chained: bool = True):
        self.words: list[Word] = [] if words is None else words
        self.redirects: list[Redirect] = []
        self.chained = chained


class _Walker:
    """Walks the tree, collecting simple commands in execution order."""

    def __init__(self, source: bytes, cwd: str | None, home: str, env: dict[str, str | None] | None, root: Node):
        self.src, self.home = source, home
        self.start = State(cwd, dict(env or {}))
        self.out: list[SimpleCommand] = []
        self.words = Words(self)
        self.functions, self.settled = defined_functions(root)
        self.calling: list[str] = []
        self.inlined = 0

    def run(self, root: Node) -> list[SimpleCommand]:
        self.sequence(root.children, self.start, None)
        return self.out

    def slice(self, n: Node, end: int | None = None) -> str:
        return text_of(self.src, n.start_byte, n.end_byte if end is None else end)

    # --- statements ----------------------------------------------------------------
    def sequence(self, children: list[Node], st: State, pipe: Upstream | None) -> None:
        """Statements one after another; one followed by ``&`` runs in the background, a subshell."""
        for i, n in enumerate(children):
            if n.is_named and n.type != "comment":
                background = i + 1 < len(children) and children[i + 1].type == "&"
                self.statement(n, st.copy() if background else st, pipe)

    def statement(self, n: Node, st: State, pipe: Upstream | None) -> None:
        kind = n.type
        if kind == "command":
            self.command(n, st, pipe)
        elif kind in _CHAINS:
            self.chain(n, st, pipe)
        elif kind in _SEQUENCES:
            self.sequence(n.children, st, pipe)
        elif kind == "compound_statement" and n.children and n.children[0].type == "((":
            self.words.arithmetic(n, st)
        elif kind in _GROUPS:
            self.sequence(n.children, st.copy() if kind == "subshell" else st, pipe)
        elif kind == "negated_command":
            for part in n.named_children:
                self.statement(part, st, pipe)
        elif kind in ("for_statement", "c_style_for_statement"):
            self.loop(n, st, pipe)
        elif kind == "case_statement":
            self.case(n, st, pipe)
        elif kind == "function_definition":
            self.function(n, st)
        elif kind == "test_command":
            self.test(n, st, pipe)
        elif kind in ("declaration_command", "unset_command"):
            self.declaration(n, st, pipe)
        elif kind == "file_redirect":  # `$(<file)`: a redirection alone
            self.emit(n, [], [], [self.redirect(n, st)], st, pipe)
        elif kind in ("variable_assignment", "variable_assignments"):
            parts = n.named_children if kind == "variable_assignments" else [n]
            self.emit(n, [], [self.words.assignment(a, st) for a in parts], [], st, pipe)
        else:
            raise ShellSyntaxError(f"unsupported shell construct: {kind}")

    def chain(self, n: Node, st: State, pipe: Upstream | None) -> None:
        """Commands joined by ``&&``, ``||`` and ``|``, grouped as bash groups them
        (pipelines bind tighter), whatever shape the grammar gave them: tree-sitter hangs
        the redirection of ``a && b 2>/dev/null`` on the whole list, and puts what follows
        a heredoc's delimiter on its line (``| sh``, ``&& rm x``) inside the heredoc."""
        items: list[_Item | str] = []
        self.flatten(n, items)
        run: list[_Item] = []
        for x in items + ["&&"]:
            if isinstance(x, _Item):
                run.append(x)
            elif x in ("&&", "||"):
                if not run:
                    raise ShellSyntaxError(f"`{x}` without a command before it")
                self.pipeline(run, st, pipe)
                run = []

    def flatten(self, n: Node, items: list[_Item | str]) -> None:
        if n.type in _LISTS:
            # the grammar nests a chain to the left (`a && b && c` is list(list(a, b), c)):
            # that spine is read in a loop, so a long chain costs no recursion
            spine = [n]
            while spine[-1].child_count and spine[-1].children[0].type in _LISTS:
                spine.append(spine[-1].children[0])
            for k, m in enumerate(reversed(spine)):
                for c in m.children[1 if k else 0:]:
                    if c.type in ("&&", "||", "|", "|&"):
                        items.append(c.type)
                    elif c.is_named and c.type != "comment":
                        self.flatten(c, items)
                    elif c.is_named or c.type.strip():
                        raise ShellSyntaxError(f"unsupported part of a list: {c.type}")
        elif n.type == "redirected_statement":
            body = n.child_by_field_name("body")
            redirects = [c for i, c in enumerate(n.children)
                         if n.field_name_for_child(i) == "redirect" or c.type.endswith("_redirect")]
            if body is not None and body.type in _CHAINS:
                self.flatten(body, items)
                last = items[-1]
                if not isinstance(last, _Item):
                    raise ShellSyntaxError("a redirection after an operator")
                last.redirects.extend(redirects)  # bash redirects the last command only
            else:
                last = _Item(body or n, redirects, body is None)
                items.append(last)
            pos = body.end_byte if body is not None else n.start_byte
            for r in redirects:
                if r.type == "heredoc_redirect":
                    last.dashes += self.src[pos:r.start_byte].split().count(b"-")
                    for i, c in enumerate(r.children):  # the rest of the delimiter's line
                        if r.field_name_for_child(i) == "operator":
                            items.append(c.type)
                        elif r.field_name_for_child(i) == "right" or c.type == "pipeline":
                            self.flatten(c, items)
                pos = r.end_byte
        else:
            items.append(_Item(n, [], False))

    def pipeline(self, parts: list[_Item], st: State, pipe: Upstream | None) -> None:
        """Each part of a pipeline runs in a subshell, fed by the parts before it."""
        if len(parts) == 1:
            self.item(parts[0], st, pipe)
            return
        before = pipe if pipe is not None else Upstream()
        for part in parts:
            mark = len(self.out)
            self.item(part, st.copy(), before or None)
            before = before.then(self.out[mark:])

    def item(self, it: _Item, st: State, pipe: Upstream | None) -> None:
        n = it.node
        end = max([n.start_byte if it.bare else n.end_byte] + [_head_end(r) for r in it.redirects])
        text = text_of(self.src, n.start_byte, end)
        if n.type == "command" and not it.bare:
            self.command(n, st, pipe, it.redirects, text, it.dashes)
            return
        if it.dashes:
            raise ShellSyntaxError("a `-` after a compound command")
        hung = _Hung()
        if not it.bare:
            self.statement(n, st, pipe)
        redirects = [self.redirect(r, st, hung) for r in it.redirects]
        if hung.words and not it.bare:
            raise ShellSyntaxError("words after a redirection of a compound command")
        if it.bare:  # a redirection alone: `> file` creates or empties the file
            self.emit(n, hung.words, [], hung.redirects + redirects, st, pipe, text)
        else:
            self.compound_redirects(n, hung.redirects + redirects, st, text)

    def loop(self, n: Node, st: State, pipe: Upstream | None) -> None:
        for i, c in enumerate(n.children):
            field = n.field_name_for_child(i)
            if field == "variable":
                st.vars[self.slice(c)] = None  # the loop variable takes values we do not know
            elif field == "value":
                self.words.word(c, st)  # runs its substitutions
            elif field in ("initializer", "condition", "update"):
                self.words.arithmetic(c, st)
            elif field == "body" or c.type in ("do_group", "compound_statement"):
                self.statement(c, st, pipe)
            elif c.is_named and c.type != "comment":
                raise ShellSyntaxError(f"unsupported part of a loop: {c.type}")

    def case(self, n: Node, st: State, pipe: Upstream | None) -> None:
        for i, c in enumerate(n.children):
            if n.field_name_for_child(i) == "value":
                self.words.word(c, st)
            elif c.type == "case_item":
                for j, part in enumerate(c.children):
                    if c.field_name_for_child(j) == "value":
                        self.words.word(part, st)  # a pattern: its substitutions run
                    elif part.is_named and part.type != "comment":
                        self.statement(part, st, pipe)
            elif c.is_named and c.type != "comment":
                raise ShellSyntaxError(f"unsupported part of a case: {c.type}")

    def function(self, n: Node, st: State) -> None:
        """A body runs whenever the function is called: judge it here as if it ran."""
        body = n.child_by_field_name("body")
        if body is not None:
            self.statement(body, st.copy(), None)
        redirects = [self.redirect(c, st) for c in n.named_children if c.type.endswith("_redirect")]
        self.compound_redirects(n, redirects, st)

    def test(self, n: Node, st: State, pipe: Upstream | None) -> None:
        """``[ … ]`` and ``[[ … ]]`` as the one command ``[ … ]``: ``&&``/``||`` inside are
        ``-a``/``-o``, operands are words (their substitutions run first)."""
        words = [Word("[")]

        def flat(c: Node) -> None:
            if c.type in WORDS:
                words.append(self.words.word(c, st))
            elif c.type == "variable_name":
                words.append(Word(self.slice(c)))
            elif c.child_count:
                for cc in c.children:
                    flat(cc)
            elif c.type not in ("[", "[[", "]", "]]"):
                words.append(Word({"&&": "-a", "||": "-o"}.get(c.type, self.slice(c))))

        for c in n.children:
            flat(c)
        self.emit(n, words + [Word("]")], [], [], st, pipe)

    def declaration(self, n: Node, st: State, pipe: Upstream | None) -> None:
        """``export``/``local``/``declare``/``readonly``/``typeset``/``unset`` and their words."""
        words = [Word(n.children[0].type)]
        for c in n.children[1:]:
            if c.type == "variable_assignment":
                words.append(self.words.assignment(c, st))
            elif c.type == "variable_name":
                words.append(Word(self.slice(c)))
            elif c.type in WORDS:
                words.append(self.words.word(c, st))
            elif c.is_named and c.type != "comment":
                raise ShellSyntaxError(f"unsupported part of {words[0].text}: {c.type}")
        self.emit(n, words, [], [], st, pipe)

    # --- commands and redirections ----------------------------------------------------
    def command(self, n: Node, st: State, pipe: Upstream | None, outer: list[Node] | None = None,
                text: str | None = None, dashes: int = 0) -> None:
        words: list[Word] = []
        assignments: list[Word] = []
        own = _Hung(words, chained=False)
        kids = n.children
        for i, c in enumerate(kids):
            kind = c.type
            if kind == "variable_assignment" and not words:
                assignments.append(self.words.assignment(c, st))
            elif kind == "variable_assignment":
                words.append(self.words.assignment(c, st))
            elif kind.endswith("_redirect"):
                own.redirects.append(self.redirect(c, st, own))
            elif kind == "command_name":
                words.append(self.words.word(c, st))
                if not c.named_children or c.named_children[0].type == "word" and self.slice(c) == "}":
                    raise ShellSyntaxError("a `{ … }` group the grammar did not read")  # `time { …; }`
            elif kind in WORDS:
                words.append(self.words.word(c, st))
            elif kind == "$" and i + 1 < len(kids) and kids[i + 1].type == "string" and kids[i + 1].start_byte == c.end_byte:
                continue  # $"…": a translated string is a string
            elif kind == "$":
                words.append(Word("$"))
            elif kind in _GROUPS and len(words) == 1 and words[0].text in _RUNNERS:
                self.statement(c, st.copy(), pipe)  # `time ( … )`, `coproc ( … )`: the group is what runs
                return
            elif kind != "comment":
                raise ShellSyntaxError(f"unsupported part of a command: {kind}")
        own.chained = True
        words += [Word("-")] * dashes
        for r in outer or []:  # redirections after the command, in the order bash performs them
            own.redirects.append(self.redirect(r, st, own))
        redirects = own.redirects
        if words and not words[0].dynamic and words[0].text in self.functions:
            if self.call(n, words[0].text, st):
                self.emit(n, [], assignments, redirects, st, pipe, text)
                return
        self.emit(n, words, assignments, redirects, st, pipe, text)

    def call(self, n: Node, name: str, st: State) -> bool:
        """A function defined in this command runs its body here, with this directory and
        these variables. True when the call certainly runs the function (every definition
        of the name is a top-level statement before it); otherwise the program of that
        name may run instead, and is judged too."""
        if name not in self.calling:
            self.inlined += 1
            if self.inlined > _MAX_CALLS:
                raise ShellSyntaxError("functions call each other too often to follow")
            self.calling.append(name)
            for body in self.functions[name]:
                self.statement(body, st, None)
            self.calling.pop()
        first = self.settled.get(name)
        return first is not None and first < n.start_byte

    def emit(self, n: Node, words: list[Word], assignments: list[Word], redirects: list[Redirect], st: State,
             pipe: Upstream | None, text: str | None = None) -> None:
        stdin = "pipe" if pipe else None
        if any(r.heredoc is not None for r in redirects):
            stdin = "heredoc"
        elif any(r.op == "<" for r in redirects):
            stdin = "file"
        cmd = SimpleCommand(words, assignments=assignments, redirects=redirects, cwd=st.cwd,
                            text=text if text is not None else self.slice(n), stdin=stdin, upstream=pipe)
        st.stamp(cmd)
        budget.check()
        self.out.append(cmd)
        st.follow(cmd, self.home)

    def compound_redirects(self, n: Node, redirects: list[Redirect], st: State, text: str | None = None) -> None:
        if redirects:
            self.out.append(SimpleCommand([], redirects=redirects, cwd=st.cwd, text=text or self.slice(n)))

    def redirect(self, r: Node, st: State, hung: _Hung | None = None) -> Redirect:
        """One redirection. What the grammar hangs on it that belongs to the command goes
        to ``hung``: words (``echo x > a b``: ``b``) and the redirections after a heredoc's
        delimiter (``<<EOF > f``)."""
        if r.type == "heredoc_redirect":
            return self.heredoc(r, st, hung)
        fd = None
        op = ""
        targets: list[Node] = []
        for i, c in enumerate(r.children):
            if c.type == "file_descriptor":
                fd = int(self.slice(c)) if self.slice(c).isdigit() else None
            elif r.field_name_for_child(i) == "destination" or c.type in WORDS:
                targets.append(c)
            elif not c.is_named:
                op = c.type
            elif c.type != "comment":
                raise ShellSyntaxError(f"unsupported part of a redirection: {c.type}")
        if not targets:
            if op not in (">&-", "<&-"):
                raise ShellSyntaxError(f"a redirection without a target: {self.slice(r)}")
            return Redirect(op, None, fd)
        if len(targets) > 1:
            if hung is None:
                raise ShellSyntaxError(f"a redirection with several targets: {self.slice(r)}")
            hung.words.extend(self.words.word(t, st) for t in targets[1:])
        target = targets[0]
        if op == "<<<":
            w = self.words.word(target, st)
            return Redirect(op, w, fd, heredoc=w.text, literal=not w.dynamic)
        if op in (">&", "<&") and (target.type == "number" or self.slice(target) == "-"):
            return Redirect(op, None, fd)
        return Redirect(op, self.words.word(target, st), fd)

    def heredoc(self, r: Node, st: State, hung: _Hung | None) -> Redirect:
        op, fd, body, literal = "<<", None, "", False
        for i, c in enumerate(r.children):
            field = r.field_name_for_child(i)
            if c.type in ("<<", "<<-"):
                op = c.type
            elif c.type == "file_descriptor":
                fd = int(self.slice(c)) if self.slice(c).isdigit() else None
            elif c.type == "heredoc_start":
                literal = any(q in self.slice(c) for q in "'\"\\")  # a quoted delimiter: the body expands nothing
            elif c.type == "heredoc_body":
                body = self.slice(c)
                if not literal:
                    self.words.hidden(body, st)  # an unquoted body runs its `$(…)` and backticks
            elif c.type == "heredoc_end":
                continue
            elif field in ("operator", "right") or c.type == "pipeline":
                if not (hung and hung.chained):
                    raise ShellSyntaxError("a command after a heredoc the grammar did not place")
            elif hung is None:
                raise ShellSyntaxError(f"unsupported part of a heredoc: {c.type}")
            elif c.type.endswith("_redirect"):
                hung.redirects.append(self.redirect(c, st, hung))
            elif c.type in WORDS:
                hung.words.append(self.words.word(c, st))
            else:
                raise ShellSyntaxError(f"unsupported part of a heredoc: {c.type}")
        if op == "<<-":
            body = "\n".join(line.lstrip("\t") for line in body.split("\n"))
        return Redirect(op, None, fd, heredoc=body.removesuffix("\n"), literal=literal)

    def nested(self, text: str, st: State) -> list[SimpleCommand]:
        """The commands of a substitution found in text the grammar left unread."""
        cmds = parse(text, st.cwd, self.home, st.vars)
        self.out.extend(cmds)
        return cmds

    def lookup(self, name: str, st: State) -> str | None:
        if name in st.vars:
            return st.vars[name]
        if name == "HOME":
            return self.home
        if name == "PWD":
            return st.cwd
        return None


def _head_end(r: Node) -> int:
    """Where a redirection ends on its own line (a heredoc's body and what the grammar
    hangs after its delimiter are not part of the command's text)."""
    if r.type != "heredoc_redirect":
        return r.end_byte
    ends = [c.end_byte for i, c in enumerate(r.children) if r.field_name_for_child(i) not in ("operator", "right")
            and c.type not in ("heredoc_body", "heredoc_end", "pipeline")]
    return max(ends, default=r.end_byte)
