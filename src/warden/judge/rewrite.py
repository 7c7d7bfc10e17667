"""Small source rewrites that let bashlex parse what bash accepts but bashlex does not.

bashlex 0.18 rejects a few common forms; each is rewritten into an equivalent the judge
weighs the same way (never into something milder):

- a quoted heredoc delimiter (``<<'EOF'``, the form Claude Code uses for commit
  messages) becomes a bare one, remembered as literal: its body expands nothing;
- arithmetic ``$((…))`` becomes a parameter whose value is unknown (it is a number);
- the ``time`` keyword is dropped (it only reports how long the rest took);
- ``[[ … ]]`` becomes ``[ … ]`` with its operators escaped into plain words, so
  ``&&``, ``<`` or ``(`` inside a test are not read as lists, redirections or subshells.
  ``$(…)`` inside it is kept, and still runs.

Quotes are followed so that nothing inside single quotes is touched.
"""

from __future__ import annotations

import re

_DELIM = re.compile(r"(<<-?)[ \t]*((?:'[^'\n]*'|\"[^\"\n]*\"|\\?[A-Za-z0-9_.+-])+)")
_WORD_START = set(" \t\n;&|(!")
_WORD_END = set(" \t\n;&|)")


class Prepared:
    __slots__ = ("text", "literal_delims", "bodies")

    def __init__(self, text: str, literal_delims: set[str], bodies: list[str]):
        self.text, self.literal_delims, self.bodies = text, literal_delims, bodies


def prepare(text: str) -> Prepared:
    literal: set[str] = set()
    bodies: list[str] = []
    text = _heredocs(text, literal, bodies)
    text = _arithmetic(text)
    text = _double_brackets(text)
    text = _time_keyword(text)
    return Prepared(text, literal, bodies)


def _quote_states(text: str) -> list[str]:
    """Per character: ``'`` inside single quotes, ``"`` inside double quotes, ``\\`` escaped,
    else ``""``. A ``$(`` opens a fresh quoting context, as in bash, until its ``)``."""
    states = []
    frames = [[False, False, 0]]  # per $( … ): in single quotes, in double quotes, open parens
    escaped = False
    i = 0
    while i < len(text):
        ch = text[i]
        f = frames[-1]
        if escaped:
            states.append("\\")
            escaped = False
        elif f[0]:
            states.append("'")
            if ch == "'":
                f[0] = False
        elif ch == "\\":
            states.append('"' if f[1] else "")
            escaped = True
        elif ch == "$" and text.startswith("$(", i) and not text.startswith("$((", i):
            states.extend(['"' if f[1] else "", '"' if f[1] else ""])
            frames.append([False, False, 0])
            i += 2
            continue
        elif ch == "'" and not f[1]:
            states.append("'")
            f[0] = True
        elif ch == '"':
            states.append('"')
            f[1] = not f[1]
        elif ch == "(" and not f[1]:
            f[2] += 1
            states.append("")
        elif ch == ")" and not f[1]:
            if f[2]:
                f[2] -= 1
            elif len(frames) > 1:
                frames.pop()
            states.append('"' if frames[-1][1] else "")
        else:
            states.append('"' if f[1] else "")
        i += 1
    return states


def _heredocs(text: str, literal: set[str], bodies: list[str]) -> str:
    """Bare the quoted delimiters and set their bodies aside: a literal body expands
    nothing, and bashlex would otherwise read ``$(…)`` or backticks in it as commands."""
    states = _quote_states(text)
    out = []
    last = 0
    for m in _DELIM.finditer(text):
        start = m.start()
        if start < last or states[start] == "'" or (start and text[start - 1] == "<") \
                or text[m.end(1):m.end(1) + 1] == "<":
            continue
        raw = m.group(2)
        bare = raw.replace("'", "").replace('"', "").replace("\\", "")
        if bare == raw:
            continue
        literal.add(bare)
        out.append(text[last:m.start(2)])
        out.append(bare)
        last = m.end(2)
        eol = text.find("\n", last)
        if eol < 0:
            continue
        strip_tabs = m.group(1) == "<<-"
        lines = text[eol + 1:].split("\n")
        for n, line in enumerate(lines):
            if (line.lstrip("\t") if strip_tabs else line) == bare:
                body_end = eol + 1 + sum(len(x) + 1 for x in lines[:n])
                out.append(text[last:eol + 1])
                out.append(f"__warden_heredoc_{len(bodies)}__\n")
                bodies.append(text[eol + 1:body_end].removesuffix("\n"))
                last = body_end
                break
    out.append(text[last:])
    return "".join(out)


def body(value: str, bodies: list[str]) -> str:
    """A heredoc's text, with a body set aside by :func:`prepare` put back."""
    m = re.fullmatch(r"__warden_heredoc_(\d+)__", value.strip())
    return bodies[int(m.group(1))] if m and int(m.group(1)) < len(bodies) else value


def _arithmetic(text: str) -> str:
    if "$((" not in text:
        return text
    states = _quote_states(text)
    out = []
    i = 0
    while i < len(text):
        if text.startswith("$((", i) and states[i] != "'":
            end = _close(text, i + 3, 2)
            if end is not None:
                out.append("${__warden_arithmetic}")
                i = end
                continue
        out.append(text[i])
        i += 1
    return "".join(out)


def _close(text: str, i: int, depth: int) -> int | None:
    """The index after the ``)`` that brings ``depth`` open parentheses back to zero."""
    while i < len(text):
        ch = text[i]
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return None


def _double_brackets(text: str) -> str:
    if "[[" not in text:
        return text
    states = _quote_states(text)
    out = []
    i = 0
    n = len(text)
    while i < n:
        if (text.startswith("[[", i) and not states[i] and (i == 0 or text[i - 1] in _WORD_START)
                and i + 2 < n and text[i + 2] in " \t"):
            end = _brackets_end(text, states, i + 2)
            if end is not None:
                out.append("[" + _escape_test(text[i + 2:end], states[i + 2:end]) + "]")
                i = end + 2
                continue
        out.append(text[i])
        i += 1
    return "".join(out)


def _brackets_end(text: str, states: list[str], i: int) -> int | None:
    while i < len(text) - 1:
        if (text.startswith("]]", i) and not states[i] and text[i - 1] in " \t"
                and (i + 2 == len(text) or text[i + 2] in _WORD_END)):
            return i
        i += 1
    return None


def _escape_test(inner: str, states: list[str]) -> str:
    out = []
    depth = 0
    i = 0
    while i < len(inner):
        ch = inner[i]
        if states[i]:
            out.append(ch)
        elif inner.startswith("$(", i):
            depth += 1
            out.append("$(")
            i += 2
            continue
        elif ch == ")" and depth:
            depth -= 1
            out.append(ch)
        elif depth:
            out.append(ch)
        elif inner.startswith("&&", i):
            out.append("-a")
            i += 2
            continue
        elif inner.startswith("||", i):
            out.append("-o")
            i += 2
            continue
        elif ch in "<>()|&;":
            out.append("\\" + ch)
        else:
            out.append(ch)
        i += 1
    return "".join(out)


_TIME = re.compile(r"(^|[;&|(\n{]|\b(?:then|do|else)\b)([ \t]*)time(?:[ \t]+-p)?[ \t]+")


def _time_keyword(text: str) -> str:
    """Drop the ``time`` keyword (bashlex has no grammar for it; it changes nothing)."""
    if "time" not in text:
        return text
    states = _quote_states(text)
    return _TIME.sub(lambda m: m.group(0) if states[m.end(1) + len(m.group(2))] else m.group(1) + m.group(2), text)


def substitutions(body: str) -> list[str] | None:
    """The commands a heredoc body runs through ``$(…)`` and backticks (None: unbalanced)."""
    found = []
    i = 0
    while i < len(body):
        if body.startswith("$((", i):
            end = _close(body, i + 3, 2)
            if end is None:
                return None
            i = end
            continue
        if body.startswith("$(", i):
            end = _close(body, i + 2, 1)
            if end is None:
                return None
            found.append(body[i + 2:end - 1])
            i = end
            continue
        if body[i] == "`":
            end = body.find("`", i + 1)
            if end < 0:
                return None
            found.append(body[i + 1:end])
            i = end + 1
            continue
        if body[i] == "\\":
            i += 2
            continue
        i += 1
    return found
