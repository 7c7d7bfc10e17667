"""Reading Claude Code's AskUserQuestion picker (2.1.332) from a captured screen.

Pure functions over the plain text ``tmux capture-pane -p`` returns. :func:`parse`
turns the picker into a :class:`Picker`: the tab bar (several questions, or one
multi-select question), the question shown, and its rows — numbered options with their
cursor (``❯``) and, for multi-select, their checkbox; the "Type something" row with any
text typed into it; the unnumbered ``Next``/``Submit`` row; "Chat about this" below the
rule — or the "Review your answers" screen with ``Submit answers``/``Cancel``.

Layout facts it rests on (see tests/deliver/screens/): a row is ``❯ N. text`` or
``  N. text``; a wrapped label and the option's description continue on lines indented
under the text, so a row's text is its label followed by its description and the label
is recognised by the known option labels (:meth:`Row.shows`); the last numbered row above
the rule is "Type something", the numbered row below it "Chat about this".
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

_RULE = re.compile(r"^\s*─{8,}\s*$")
_TABS = re.compile(r"^\s*←\s+(.*?)\s+→\s*$")
_CHIP = re.compile(r"^\s?([☐☒✔])\s(\S.*)$")
_ROW = re.compile(r"^([❯ ]) (\d)\.(?: (.*))?$")
_ADVANCE = re.compile(r"^([❯ ])\s+(Next|Submit)$")
_CHECK = re.compile(r"^\[(.)\](?: (.*))?$")
_TAB = re.compile(r"([☐☒✔])\s(.+?)(?=\s{2,}[☐☒✔]\s|$)")
_PROMPT = re.compile(r"^\s*❯(?:\s(.*))?$")

REVIEW_TITLE = "Review your answers"
UNANSWERED = "Some questions are unanswered"


def norm(text: str) -> str:
    """Whitespace runs collapsed to one space, ends stripped."""
    return " ".join(text.split())


def squash(text: str) -> str:
    """``text`` without any whitespace: wrapping moves and drops spaces, never letters."""
    return "".join(text.split())


def typed_len(text: str, shown: str) -> int:
    """How many characters of ``text`` a field showing ``shown`` (squashed, a prefix of
    ``text`` squashed) holds: where to go on typing."""
    if not shown:
        return 0
    n = 0
    for i, ch in enumerate(text):
        if not ch.isspace():
            n += 1
            if n == len(shown):
                return i + 1
    return len(text)


@dataclass(frozen=True)
class Row:
    """One selectable row. ``kind``: option, other ("Type something"), next, submit,
    chat, or on the review screen review-submit / review-cancel."""

    kind: str
    number: int | None
    text: str
    cursor: bool
    checked: bool | None = None  # None: not a checkbox row

    def shows(self, label: str) -> bool:
        """The row's text starts with ``label`` (wrapping and description allowed)."""
        return squash(self.text).startswith(squash(label))


@dataclass(frozen=True)
class Tab:
    label: str
    answered: bool


@dataclass(frozen=True)
class Picker:
    tabs: tuple[Tab, ...]  # empty: a single single-select question (a header chip instead)
    header: str
    question: str  # "" on the review screen
    rows: tuple[Row, ...]
    review: bool = False
    unanswered: bool = False
    review_answers: tuple[tuple[str, str], ...] = field(default=())

    @property
    def multi(self) -> bool:
        return any(r.checked is not None for r in self.rows if r.kind == "option")

    @property
    def options(self) -> tuple[Row, ...]:
        return tuple(r for r in self.rows if r.kind == "option")

    @property
    def cursor(self) -> Row | None:
        return next((r for r in self.rows if r.cursor), None)

    def row(self, kind: str) -> Row | None:
        return next((r for r in self.rows if r.kind == kind), None)

    @property
    def advance(self) -> Row | None:
        """The multi-select Next / Submit row."""
        return next((r for r in self.rows if r.kind in ("next", "submit")), None)

    def index_of(self, row: Row) -> int:
        return self.rows.index(row)

    def shows_question(self, question: str) -> bool:
        return not self.review and squash(self.question) == squash(question)

    def state(self) -> tuple[object, ...]:
        """What an Enter or an arrow key can change: compare two of these to see if it landed."""
        return (self.review, self.question, tuple((r.kind, r.text, r.cursor, r.checked) for r in self.rows),
                tuple(t.answered for t in self.tabs))


def _top(lines: list[str]) -> int | None:
    """Index of the picker's tab bar or header chip: the last one on screen."""
    for i in range(len(lines) - 1, -1, -1):
        if _TABS.match(lines[i]) or _CHIP.match(lines[i]):
            if i > 0 and _RULE.match(lines[i - 1]):
                return i
    return None


def parse(screen: str) -> Picker | None:
    """The picker on ``screen``, or None when no picker is showing."""
    lines = screen.splitlines()
    top = _top(lines)
    if top is None:
        return None
    tabs: tuple[Tab, ...] = ()
    header = ""
    m = _TABS.match(lines[top])
    if m:
        tabs = tuple(Tab(t.group(2).strip(), t.group(1) != "☐")
                     for t in _TAB.finditer(m.group(1)) if t.group(2).strip() != "Submit")
    else:
        chip = _CHIP.match(lines[top])
        assert chip is not None
        header = chip.group(2).strip()
    i = top + 1
    while i < len(lines) and not lines[i].strip():
        i += 1
    if i < len(lines) and lines[i].strip() == REVIEW_TITLE:
        return _review(lines, i + 1, tabs, header)
    text: list[str] = []
    while i < len(lines) and lines[i].strip() and not _ROW.match(lines[i]):
        text.append(lines[i].strip())
        i += 1
    rows = _rows(lines, i)
    if not rows or not any(r.kind == "option" for r in rows):
        return None
    return Picker(tabs, header, " ".join(text), tuple(rows))


def _rows(lines: list[str], start: int) -> list[Row]:
    blocks: list[list[object]] = []  # [kind, number, [text lines], cursor, checked]
    below_rule = False
    for line in lines[start:]:
        if "Enter to select" in line or "Esc to cancel" in line:
            break
        if _RULE.match(line):
            below_rule = True
            continue
        m = _ROW.match(line)
        if m:
            rest = m.group(3) or ""
            checked = None
            c = _CHECK.match(rest)
            if c and not below_rule:
                checked, rest = c.group(1) != " ", c.group(2) or ""
            blocks.append(["chat" if below_rule else "option", int(m.group(2)), [rest], m.group(1) == "❯", checked])
            continue
        a = _ADVANCE.match(line)
        if a and not below_rule:
            blocks.append([a.group(2).lower(), None, [a.group(2)], a.group(1) == "❯", None])
            continue
        if line.strip() and blocks and line.startswith("   "):
            blocks[-1][2].append(line.strip())  # type: ignore[union-attr]
    numbered_above = [b for b in blocks if b[0] == "option"]
    if numbered_above:
        numbered_above[-1][0] = "other"
    return [Row(str(b[0]), b[1], " ".join(x for x in b[2] if x), bool(b[3]), b[4])  # type: ignore[arg-type, union-attr]
            for b in blocks]


def _review(lines: list[str], start: int, tabs: tuple[Tab, ...], header: str) -> Picker:
    unanswered = False
    answers: list[list[str]] = []
    rows: list[Row] = []
    for line in lines[start:]:
        s = line.strip()
        if UNANSWERED in s:
            unanswered = True
        elif s.startswith("● "):
            answers.append([s[2:], ""])
        elif s.startswith("→") and answers:
            answers[-1][1] = s[1:].strip()
        elif _ROW.match(line):
            m = _ROW.match(line)
            assert m is not None
            label = (m.group(3) or "").strip()
            kind = "review-submit" if label == "Submit answers" else "review-cancel" if label == "Cancel" else "review"
            rows.append(Row(kind, int(m.group(2)), label, m.group(1) == "❯"))
        elif s and answers and not rows and line.startswith("   "):
            # a wrapped question or answer continues the last one
            if answers[-1][1]:
                answers[-1][1] += " " + s
            else:
                answers[-1][0] += " " + s
        elif "Esc to cancel" in s or "Enter to select" in s:
            break
    return Picker(tabs, header, "", tuple(rows), review=True, unanswered=unanswered,
                  review_answers=tuple((q, a) for q, a in answers))


def input_box(screen: str) -> str | None:
    """The text in Claude Code's prompt input box (``❯ ...`` between two rules), or
    None when the box is not on screen (a picker or a dialog has replaced it)."""
    lines = screen.splitlines()
    for i in range(len(lines) - 1, 0, -1):
        if not _RULE.match(lines[i]):
            continue
        j = i - 1
        while j >= 0 and not _RULE.match(lines[j]):
            j -= 1
        if j < 0 or j == i - 1:
            continue
        m = _PROMPT.match(lines[j + 1])
        if not m:
            continue
        body = [(m.group(1) or "")] + [ln.strip() for ln in lines[j + 2:i]]
        return " ".join(part.strip() for part in body if part.strip())
    return None
