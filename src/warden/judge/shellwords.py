"""The value of a shell word, read from its tree-sitter node.

A word's value is what the program receives: quotes removed, backslash escapes applied
as bash applies them (unquoted, inside double quotes, ``$'…'`` ANSI-C escapes), and
variables the command itself set (``X=/etc; rm -rf $X/y``) or that are known (``$HOME``,
``$PWD``) substituted. Anything only known when the command runs — ``$(…)``, backticks,
``$((…))``, an unknown or special variable, ``${x:-…}`` — keeps its source form and makes
the word *dynamic*; the commands inside a substitution are walked (they run first, in a
subshell) and recorded as the word's ``feeds``.
"""

from __future__ import annotations

import re

from warden.judge.grammar import text_of
from warden.judge.words import ShellSyntaxError, SimpleCommand, State, Word

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Protocol

    from tree_sitter import Node

    class Walker(Protocol):
        """What reading a word needs from the walker: the source, the commands found so
        far, and running the commands a substitution holds."""

        src: bytes
        out: list[SimpleCommand]

        def slice(self, n: Node) -> str: ...
        def sequence(self, children: list[Node], st: State, pipe: list[SimpleCommand] | None) -> None: ...
        def nested(self, text: str, st: State) -> list[SimpleCommand]: ...
        def lookup(self, name: str, st: State) -> str | None: ...

# node types that make up a word
WORDS = frozenset({"word", "number", "string", "raw_string", "ansi_c_string", "translated_string", "concatenation",
                   "simple_expansion", "expansion", "command_substitution", "process_substitution",
                   "arithmetic_expansion", "brace_expression", "extglob_pattern", "regex", "test_operator",
                   "command_name", "array", "special_variable_name", "variable_name"})
_LITERAL = frozenset({"number", "brace_expression", "extglob_pattern", "regex", "test_operator",
                      "special_variable_name", "variable_name"})
_RUNS = frozenset({"command_substitution", "process_substitution"})
_UNQUOTED_ESCAPE = re.compile(r"\\(\n|.)", re.S)
_DQ_ESCAPE = re.compile(r'\\([$`"\\\n])')
_BACKTICK_ESCAPE = re.compile(r"\\([\\`$])")
_C_ESCAPE = re.compile(r"\\(x[0-9A-Fa-f]{1,2}|u[0-9A-Fa-f]{1,4}|U[0-9A-Fa-f]{1,8}|[0-7]{1,3}|c.|.)", re.S)
_C_SIMPLE = {"a": "\a", "b": "\b", "e": "\x1b", "E": "\x1b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v",
             "\\": "\\", "'": "'", '"': '"', "?": "?"}


def unquoted(text: str) -> str:
    """An unquoted word's value: ``\\x`` is ``x``; a backslash-newline is nothing."""
    return _UNQUOTED_ESCAPE.sub(lambda m: "" if m.group(1) == "\n" else m.group(1), text)


def double_quoted(text: str) -> str:
    """Inside double quotes a backslash escapes only ``$ ` " \\`` and a newline."""
    return _DQ_ESCAPE.sub(lambda m: "" if m.group(1) == "\n" else m.group(1), text)


def ansi_c(text: str) -> str:
    """The value of ``$'…'`` (``text`` without ``$'`` and ``'``)."""
    def one(m: re.Match[str]) -> str:
        e = m.group(1)
        if e[0] in "xuU":
            return chr(min(int(e[1:], 16), 0x10FFFF))
        if e[0] in "01234567":
            return chr(int(e, 8) & 0xFF)
        if e[0] == "c" and len(e) == 2:
            return chr(ord(e[1].upper()) ^ 0x40)
        return _C_SIMPLE.get(e, "\\" + e)

    return _C_ESCAPE.sub(one, text)


class _Acc:
    __slots__ = ("text", "dynamic", "names", "feeds", "hidden")

    def __init__(self) -> None:
        self.text: list[str] = []
        self.dynamic = False
        self.names: list[str] = []
        self.feeds: list[SimpleCommand] = []
        self.hidden: list[int] = []  # where text the source does not spell out ends (escapes, variables)

    def conceal(self, text: str) -> None:
        """Append text that the source spells some other way (``$'\\143'``, ``$c``)."""
        self.text.append(text)
        self.hidden.append(sum(map(len, self.text)))

    def masked(self) -> bool:
        """Whether the word's last path component (a command's name) is not spelled out."""
        if not self.hidden:
            return False
        base = "".join(self.text).rstrip("/").rfind("/") + 1
        return any(end > base for end in self.hidden)


class Words:
    """Reads words for one walker (it runs the commands substitutions contain)."""

    def __init__(self, walker: Walker):
        self.w = walker

    def word(self, n: Node, st: State) -> Word:
        acc = _Acc()
        if n.type == "process_substitution":
            self.run(n, st, acc)
            return Word("/dev/fd/63", False, (), tuple(acc.feeds))  # what the command sees: a pipe
        self.part(n, st, acc)
        return Word("".join(acc.text), acc.dynamic, tuple(acc.names), tuple(acc.feeds), acc.masked())

    def assignment(self, n: Node, st: State) -> Word:
        """``NAME=value`` (``NAME+=``, ``NAME[i]=``) as one word, its value read as a word."""
        name, op, value = "", "=", None
        for i, c in enumerate(n.children):
            field = n.field_name_for_child(i)
            if field == "name":
                name = self.w.slice(c)
                if c.type == "subscript":
                    self.hidden(name, st)  # `a[$(cmd)]=1` runs cmd
            elif field == "value":
                value = self.word(c, st)
            elif c.type in ("=", "+="):
                op = c.type
            elif c.is_named:
                raise ShellSyntaxError(f"unsupported part of an assignment: {c.type}")
        v = value or Word("")
        return Word(f"{name}{op}{v.text}", v.dynamic, v.vars, v.feeds)

    def part(self, n: Node, st: State, acc: _Acc) -> None:
        kind = n.type
        src = self.w.slice(n)
        if kind == "word":
            acc.text.append(unquoted(src))
        elif kind in _LITERAL:
            acc.text.append(src)
        elif kind == "raw_string":
            acc.text.append(src[1:-1])
        elif kind == "ansi_c_string":
            (acc.conceal if "\\" in src else acc.text.append)(ansi_c(src[2:-1]))
        elif kind in ("string", "translated_string"):
            self.pieces(n, st, acc, double_quoted, skip=('"', "$"))
        elif kind in ("concatenation", "command_name"):
            self.pieces(n, st, acc, unquoted, skip=())
        elif kind in ("simple_expansion", "expansion"):
            self.expansion(n, st, acc, src)
        elif kind in _RUNS:
            self.run(n, st, acc)
            acc.text.append(src)
            acc.dynamic = True
        elif kind in ("arithmetic_expansion", "array"):
            self.arithmetic(n, st) if kind == "arithmetic_expansion" else self.substitutions(n, st)
            acc.text.append(src)
            acc.dynamic = True
        else:
            raise ShellSyntaxError(f"unsupported part of a word: {kind}")

    def pieces(self, n: Node, st: State, acc: _Acc, unescape: Callable[[str], str], skip: tuple[str, ...]) -> None:
        """The children of a quoted string or a concatenation, with any text between them
        (``unescape`` applies the escapes of that context)."""
        kids = n.children
        start = n.start_byte
        end = n.end_byte
        if kids and kids[0].type in skip:
            start = kids[0].end_byte
            if n.type == "translated_string" and len(kids) > 1 and kids[1].type == '"':
                start = kids[1].end_byte
        if len(kids) > 1 and kids[-1].type == '"' and '"' in skip:
            end = kids[-1].start_byte
        pos = start
        for c in kids:
            if c.start_byte < start or c.end_byte > end:
                continue
            if c.start_byte > pos:
                acc.text.append(unescape(text_of(self.w.src, pos, c.start_byte)))
            if c.type == "string_content" or not c.is_named:
                acc.text.append(unescape(self.w.slice(c)))
            else:
                self.part(c, st, acc)
            pos = c.end_byte
        if pos < end:
            acc.text.append(unescape(text_of(self.w.src, pos, end)))

    def expansion(self, n: Node, st: State, acc: _Acc, src: str) -> None:
        """``$x`` or ``${x}``: the value when it is known; anything else (``${x:-…}``,
        ``${#x}``, ``$1``, ``$@``) is only known at run time."""
        named = n.named_children
        plain = len(named) == 1 and named[0].type == "variable_name" and (
            n.type == "simple_expansion" or [c.type for c in n.children] == ["${", "variable_name", "}"])
        for c in named:
            if c.type in ("variable_name", "special_variable_name"):
                acc.names.append(self.w.slice(c))
            elif c.type == "subscript" and c.named_children:
                acc.names.append(self.w.slice(c.named_children[0]))
        value = self.w.lookup(self.w.slice(named[0]), st) if plain else None
        if value is None:
            self.hidden(src, st, acc)  # `${x:-$(cmd)}` runs cmd
            acc.text.append(src)
            acc.dynamic = True
        else:
            acc.conceal(value)

    def hidden(self, text: str, st: State, acc: _Acc | None = None) -> None:
        """Run the ``$(…)`` and backticks in text the grammar does not read as commands:
        an unquoted heredoc body, the operand of ``${x:-…}`` (it leaves ``${x#$(id)}`` and
        backticks there as plain text). Quotes are not followed, so a quoted ``'$(x)'``
        there counts too: more is judged, never less."""
        found = substitutions_in(text)
        if found is None:
            raise ShellSyntaxError("a substitution that does not close")
        for inner in found:
            cmds = self.w.nested(inner, st.copy())
            if acc is not None:
                acc.feeds.extend(cmds)

    def run(self, n: Node, st: State, acc: _Acc) -> None:
        """The commands of ``$(…)``, backticks or ``<(…)``: they run first, in a subshell.
        Inside backticks bash first drops the backslash before a backtick, ``$`` or a
        backslash and then reads the body (an escaped backtick there opens a nested
        substitution); the grammar does not, so such a body is parsed again as bash reads it."""
        kids = n.children
        if len(kids) >= 2 and kids[0].type == "`" and kids[-1].type == "`":
            body = text_of(self.w.src, kids[0].end_byte, kids[-1].start_byte)
            if "\\" in body:
                acc.feeds.extend(self.w.nested(_BACKTICK_ESCAPE.sub(r"\1", body), st.copy()))
                return
        mark = len(self.w.out)
        self.w.sequence(kids, st.copy(), None)
        acc.feeds.extend(self.w.out[mark:])

    def substitutions(self, n: Node, st: State) -> None:
        """Run every substitution found anywhere under ``n`` (an array's elements)."""
        for c in n.named_children:
            if c.type in _RUNS:
                self.run(c, st, _Acc())
            else:
                self.substitutions(c, st)

    def arithmetic(self, n: Node, st: State) -> None:
        """``((…))``, ``$((…))`` and a C-style ``for``: numbers only, but a variable named in
        it may be assigned, and a substitution inside still runs."""
        for c in n.named_children:
            if c.type in _RUNS:
                self.run(c, st, _Acc())
            elif c.type in ("variable_name", "word"):
                st.vars[self.w.slice(c)] = None
            else:
                self.arithmetic(c, st)


def substitutions_in(text: str) -> list[str] | None:
    """The commands ``$(…)`` and backticks in ``text`` run (None: one does not close).
    ``$((…))`` is arithmetic, a backslash escapes the next character."""
    found = []
    i = 0
    while i < len(text):
        if text.startswith("$((", i):
            end = _close(text, i + 3, 2)
            if end is None:
                return None
            inner = substitutions_in(text[i + 3:end - 2])
            if inner is None:
                return None
            found.extend(inner)
            i = end
        elif text.startswith("$(", i):
            end = _close(text, i + 2, 1)
            if end is None:
                return None
            found.append(text[i + 2:end - 1])
            i = end
        elif text[i] == "`":
            end = i + 1
            while end < len(text) and text[end] != "`":
                end += 2 if text[end] == "\\" else 1
            if end >= len(text):
                return None
            found.append(_BACKTICK_ESCAPE.sub(r"\1", text[i + 1:end]))
            i = end + 1
        else:
            i += 2 if text[i] == "\\" else 1
    return found


def _close(text: str, i: int, depth: int) -> int | None:
    """The index after the ``)`` that brings ``depth`` open parentheses back to zero."""
    while i < len(text):
        if text[i] == "(":
            depth += 1
        elif text[i] == ")":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return None
