"""Lists and pipelines of plain words, parsed without bashlex.

Most commands an agent runs are a few plain commands joined by ``&&``, ``||``, ``;``,
``&`` or ``|``, with simple redirections (``2>&1``, ``> out.txt``, ``2>/dev/null``):
``npm test 2>&1 | tail -20 && git diff --stat``. For that subset the grammar is flat, and
this module reads it exactly, in about a millisecond, where importing bashlex costs
about 80 ms in a fresh hook process.

The subset is narrow on purpose. Anything that could change what runs or where —
``$`` (any expansion), backticks, parentheses (subshells, substitutions), braces as
words, ``#``, ``!``, newlines, heredocs and here-strings, ``|&``, ``;;``, or a reserved
word in command position — makes :func:`parse` return None, and the real grammar
(:mod:`warden.judge.shell`) decides instead. Inside double quotes only ``\\``, ``"``
and the characters above matter, and those are refused.
"""

from __future__ import annotations

import re

from warden.judge.words import ASSIGNMENT, Redirect, SimpleCommand, Word, cd_to

_REFUSE = re.compile(r"[$`()\n#!]|<<|\|&|;;")
_RESERVED = frozenset({"if", "then", "else", "elif", "fi", "for", "while", "until", "do", "done", "case", "esac",
                       "function", "select", "time", "coproc", "{", "}", "[[", "]]", "!"})
_OPERATORS = ("&&", "||", ";", "&", "|")
_REDIRECT = re.compile(r"(\d*)(>>|>\||>&|<&|&>>|&>|>|<)")


def parse(text: str, cwd: str | None, home: str) -> list[SimpleCommand] | None:
    """The simple commands of ``text``, or None when it is outside the subset."""
    if _REFUSE.search(text):
        return None
    tokens = _tokens(text)
    if tokens is None:
        return None
    out: list[SimpleCommand] = []
    pipe: list[SimpleCommand] = []
    current: list[tuple[str, object, int, int]] = []
    for tok in tokens + [("op", ";", len(text), len(text))]:
        if tok[0] != "op":
            current.append(tok)
            continue
        op = tok[1]
        if not current:
            if op in (";", "&") and not pipe and out:
                continue  # a trailing separator
            return None  # an operator with no command before it
        cmd = _command(current, text, cwd, pipe)
        if cmd is None:
            return None
        out.append(cmd)
        if op == "|":
            pipe = pipe + [cmd]
        else:
            in_subshell = bool(pipe) or op == "&"  # pipeline parts and background jobs run in subshells
            pipe = []
            if cmd.words and cmd.words[0].text in ("cd", "pushd", "popd") and not in_subshell:
                args = [w for w in cmd.words[1:] if not (w.text.startswith("-") and len(w.text) > 1)]
                cwd = None if cmd.words[0].text == "popd" else cd_to(cwd, args[0] if args else None, home)
        current = []
    return out


def _command(tokens: list[tuple[str, object, int, int]], text: str, cwd: str | None,
             pipe: list[SimpleCommand]) -> SimpleCommand | None:
    words: list[Word] = []
    assignments: list[Word] = []
    redirects: list[Redirect] = []
    i = 0
    while i < len(tokens):
        kind, value, _start, _end = tokens[i]
        if kind == "redir":
            fd, op = value  # type: ignore[misc]
            if i + 1 >= len(tokens) or tokens[i + 1][0] != "word":
                return None
            target = str(tokens[i + 1][1])
            if op in (">&", "<&") and (target.isdigit() or target == "-"):
                redirects.append(Redirect(op, None, fd))
            else:
                redirects.append(Redirect(op, Word(target), fd))
            i += 2
            continue
        word = str(value)
        if not words and ASSIGNMENT.match(word):
            assignments.append(Word(word))
        else:
            if not words and word in _RESERVED:
                return None
            words.append(Word(word))
        i += 1
    start, end = tokens[0][2], tokens[-1][3]
    stdin = "pipe" if pipe else ("file" if any(r.op == "<" for r in redirects) else None)
    return SimpleCommand(words, assignments=assignments, redirects=redirects, cwd=cwd, text=text[start:end].strip(),
                         stdin=stdin, upstream=list(pipe))


def _tokens(text: str) -> list[tuple[str, object, int, int]] | None:
    """Words (quotes removed), operators and redirections, with their source spans."""
    out: list[tuple[str, object, int, int]] = []
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch in " \t":
            i += 1
            continue
        m = _REDIRECT.match(text, i)
        if m and (text.startswith("&>", i) or not text.startswith("&", i)):
            out.append(("redir", (int(m.group(1)) if m.group(1) else None, m.group(2)), i, m.end()))
            i = m.end()
            continue
        op = next((o for o in _OPERATORS if text.startswith(o, i)), None)
        if op is not None:
            out.append(("op", op, i, i + len(op)))
            i += len(op)
            continue
        word, end = _word(text, i)
        if word is None:
            return None
        out.append(("word", word, i, end))
        i = end
    return out


def _word(text: str, i: int) -> tuple[str | None, int]:
    """One word from ``i``: its value with quotes and escapes removed, and where it ends.
    Digits directly before ``>`` or ``<`` are a file descriptor, not part of a word."""
    out = []
    n = len(text)
    start = i
    while i < n:
        ch = text[i]
        if ch in " \t" or any(text.startswith(o, i) for o in _OPERATORS):
            break
        if ch in "<>":
            if text[start:i].isdigit() and i > start:
                return None, i  # `2>` glued to a word: let the real grammar split it
            break
        if ch == "'":
            end = text.find("'", i + 1)
            if end < 0:
                return None, i
            out.append(text[i + 1:end])
            i = end + 1
        elif ch == '"':
            j = i + 1
            buf = []
            while j < n and text[j] != '"':
                if text[j] == "\\" and j + 1 < n and text[j + 1] in '\\"':
                    buf.append(text[j + 1])
                    j += 2
                    continue
                buf.append(text[j])
                j += 1
            if j >= n:
                return None, i
            out.append("".join(buf))
            i = j + 1
        elif ch == "\\":
            if i + 1 >= n:
                return None, i
            out.append(text[i + 1])
            i += 2
        else:
            out.append(ch)
            i += 1
    return "".join(out), i
