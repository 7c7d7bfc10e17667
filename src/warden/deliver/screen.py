"""Reading Claude Code's screens (2.1.332): the AskUserQuestion picker, the permission
and plan dialogs, the prompt's input box.

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


# ------------------------------------------------------------ permission and plan dialogs

_DASHED = re.compile(r"^\s*╌{8,}\s*$")
_DROW = re.compile(r"^(\s*)([❯ ]) (\d+)\.(?: (.*))?$")
# a line under an option that is not part of its label
HINTS = ("shift+tab to approve with this feedback",)
# the text an option's field shows while empty (after "Tab to amend", or the plan's
# "Tell Claude what to change"); typed text replaces it, after any "Yes, " / "No, "
FIELD_PLACEHOLDERS = ("and tell Claude what to do differently", "and tell Claude what to do next",
                      "Tell Claude what to change")


@dataclass(frozen=True)
class Choice:
    """One numbered option of a dialog; ``text`` is its label, wrapped lines joined (or,
    for an open text field, what the field shows); ``hint`` a line shown under it."""

    number: int
    text: str
    cursor: bool
    hint: str = ""

    @property
    def placeholder(self) -> str | None:
        """The empty-field text this option shows (None: no empty field on it)."""
        return next((f for f in FIELD_PLACEHOLDERS if norm(self.text).endswith(f)), None)


@dataclass(frozen=True)
class Dialog:
    """A permission or plan dialog. Seen on 2.1.332 (tests/deliver/screens/dialog_*):

    ``title`` ``Bash command`` / ``Create file`` / ``Edit file`` / ``Ready to code?`` /
    ``Exit plan mode?``; ``body`` what it is about (the description and the command, the
    file name and its content or diff, the plan), one line per screen line with the
    gutter of a wrapped command removed; ``question`` the line above the options
    (``Do you want to proceed?``); ``footer`` the keys line (``Esc to cancel · Tab to
    amend``: Tab opens a text field on the option under the cursor)."""

    title: str
    body: str
    question: str
    options: tuple[Choice, ...]
    footer: str

    @property
    def text(self) -> str:
        return "\n".join(x for x in (self.title, self.body, self.question) if x)

    @property
    def cursor(self) -> Choice | None:
        return next((c for c in self.options if c.cursor), None)

    def option(self, number: int) -> Choice | None:
        return next((c for c in self.options if c.number == number), None)

    @property
    def amendable(self) -> bool:
        """Tab opens a text field on the option under the cursor."""
        return "Tab to amend" in self.footer

    @property
    def loading(self) -> bool:
        """The body is still being drawn: an edit's diff shows as "…" for its first ~0.1 s."""
        return any(line.strip() == "…" for line in self.body.splitlines())

    def shows(self, expect: str) -> bool:
        """``expect`` is in the title, body or question (whitespace ignored: wrapping moves it)."""
        return squash(expect) in squash(self.text)

    def same(self, other: "Dialog | None") -> bool:
        """The same dialog (title, body, question), wherever its cursor is."""
        return other is not None and (self.title, self.body, self.question) == (other.title, other.body, other.question)

    def state(self) -> tuple[object, ...]:
        """What a key can change: compare two of these to see if it landed."""
        return (self.title, self.body, self.question, self.options, self.footer)


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def dialog(screen: str) -> Dialog | None:
    """The permission or plan dialog on ``screen``, or None (no dialog; the picker is not one).

    The options are the numbered rows at the bottom of the screen, 1 to N (N ≥ 2), at one
    indent; a wrapped label continues deeper. Above them: the question, and above it,
    up to a rule, the title and body (the plan dialog puts the question under a rule of
    its own: then the title is above the rule before). Below them: the footer, nothing else."""
    if parse(screen) is not None:
        return None
    lines = screen.splitlines()
    last = next((i for i in range(len(lines) - 1, -1, -1) if _DROW.match(lines[i])), None)
    if last is None:
        return None
    m = _DROW.match(lines[last])
    assert m is not None
    indent = len(m.group(1))
    first = last
    for i in range(last - 1, -1, -1):
        m = _DROW.match(lines[i])
        if m and len(m.group(1)) == indent:
            first = i
        elif not (lines[i].strip() and _indent(lines[i]) >= indent + 4):
            break
    options, footer = _options(lines, first, indent)
    if options is None or len(options) < 2 or [c.number for c in options] != list(range(1, len(options) + 1)):
        return None
    if any(_RULE.match(f) or "Enter to select" in f for f in footer) or len(footer) > 3:
        return None  # something else below: the options are not a dialog's (a list above the prompt)
    paragraphs = _head(lines, first)
    if not paragraphs:
        return None
    title = paragraphs[0][0]
    question = " ".join(paragraphs[-1]) if len(paragraphs) > 1 else ""
    middle = paragraphs[0][1:] + [ln for para in paragraphs[1:-1] for ln in para]
    body = "\n".join(re.sub(r"^│ ?", "", ln) for ln in middle)
    return Dialog(title, body, question, tuple(options), " ".join(footer))


def _options(lines: list[str], first: int, indent: int) -> tuple[list[Choice] | None, list[str]]:
    rows: list[list[object]] = []  # [number, [text lines], cursor, hint]
    i = first
    while i < len(lines):
        line = lines[i]
        m = _DROW.match(line)
        if m and len(m.group(1)) == indent:
            rows.append([int(m.group(3)), [m.group(4) or ""], m.group(2) == "❯", ""])
        elif line.strip() and _indent(line) >= indent + 4 and rows:
            if line.strip() in HINTS:
                rows[-1][3] = line.strip()
            else:
                rows[-1][1].append(line.strip())  # type: ignore[union-attr]
        else:
            break
        i += 1
    footer = [ln.strip() for ln in lines[i:] if ln.strip()]
    return [Choice(int(r[0]), " ".join(x for x in r[1] if x), bool(r[2]), str(r[3])) for r in rows], footer  # type: ignore[union-attr, call-overload]


def _head(lines: list[str], first: int) -> list[list[str]]:
    """The paragraphs above the options, up to the dialog's rule: split at blank lines
    and dashed rules. A lone paragraph (the plan's question) reaches up to the rule before."""
    rules = [i for i in range(first - 1, -1, -1) if _RULE.match(lines[i])]
    if not rules:
        return []
    paragraphs = _paragraphs(lines[rules[0] + 1:first])
    if len(paragraphs) == 1 and len(rules) > 1:
        paragraphs = _paragraphs(lines[rules[1] + 1:rules[0]]) + paragraphs
    return paragraphs


def _paragraphs(lines: list[str]) -> list[list[str]]:
    out: list[list[str]] = [[]]
    for line in lines:
        if not line.strip() or _DASHED.match(line) or _RULE.match(line):
            if out[-1]:
                out.append([])
        else:
            out[-1].append(line.strip())
    return [p for p in out if p]
