"""Typing a command (a slash command or a prompt) into Claude Code's input box.

Claude Code's input can drop keys sent in one burst, and Enter on a half-typed slash
command runs whatever its suggestion menu highlights (``/cle`` + Enter runs ``/clear``).
So :func:`type_command` types in small pieces, reads the box after each, types only
what is missing, and presses Enter only once the box holds exactly the text; then it
confirms that the box was submitted.
"""

from __future__ import annotations

import re
import time

from warden.deliver.enter_guard import EnterGuard
from warden.errors import TypingError
from warden.text import MODE_PREFIXES, mode_prefix, untypable  # noqa: F401 - MODE_PREFIXES: re-exported
from warden.tmux import Pane
from warden.deliver.screen import input_box, norm

CHUNK = 24  # characters per send-keys: small enough that a dropped burst is cheap to notice
ATTEMPTS = 3


def check_text(text: str, error: type[Exception] = TypingError) -> None:
    """Refuse text that would act as keys instead of text (``warden.text.untypable``)."""
    why = untypable(text)
    if why:
        raise error(why)


def check_prompt(text: str, error: type[Exception] = TypingError) -> None:
    """Refuse text that Claude Code's prompt would not take as a prompt: one whose first
    non-space character switches the input to bash mode (``!``) or memory mode (``#``)."""
    why = mode_prefix(text)
    if why:
        raise error(why)


def type_command(pane: str, text: str, socket: str | None = None, timeout: float = 10.0,
                 *, allow_prefix: bool = False) -> None:
    """Type ``text`` into the input box of the Claude Code in tmux pane ``pane`` and
    submit it. ``socket`` is the tmux server's socket path (the first field of
    ``$TMUX``); None means the default server. Raises :class:`TypingError` (with the last
    screen) if the box is not there within ``timeout``, already holds someone's text,
    or does not come to hold exactly ``text``; and, before any key, if ``text`` starts
    with ``!`` or ``#`` (bash or memory mode) unless ``allow_prefix``."""
    if not text.strip():
        raise TypingError("nothing to type")
    check_text(text)
    if not allow_prefix:
        check_prompt(text)
    term = Pane(pane, socket, error=TypingError)
    type_into_box(term, text, timeout, allow_prefix=allow_prefix)


def type_into_box(term: Pane, text: str, timeout: float = 10.0, guard: EnterGuard | None = None,
                  *, allow_prefix: bool = False) -> None:
    if not allow_prefix:
        check_prompt(text)
    guard = guard or EnterGuard()
    want = norm(text)
    term.wait(lambda s: input_box(s) is not None, timeout, "Claude Code's input box")
    box = box_text(term)
    if box:
        raise TypingError(f"the input box already holds text ({box[:60]!r}); not typing over it", term.screen())
    term.check_mode()
    deadline = time.monotonic() + timeout
    for attempt in range(ATTEMPTS):
        _type_missing(term, text, want, deadline, guard)
        guard.settle()
        term.keys("Enter")
        try:
            term.wait(lambda s: _submitted(s, want), min(3.0, max(0.5, deadline - time.monotonic())),
                      "the input box to be submitted")
            return
        except TypingError:
            box = input_box(term.screen())
            if box is None or norm(box) != want:
                raise TypingError("the input box changed while submitting; not pressing Enter again",
                                  term.screen()) from None
            # the Enter was dropped (the box is unchanged): wait out the guard and press again
    raise TypingError(f"Enter was not taken after {ATTEMPTS} attempts", term.screen())


# The box's placeholder: the cursor (reverse video) on its first character, the rest dim.
# Claude Code 2.1.332 shows "Once fixed, resend your message" after a turn failed. Where
# it draws no dim text (with CI set in its environment the placeholder comes in the
# default colour), the placeholder is told by its text: one Claude Code is known to show.
_PLACEHOLDER = re.compile(r"❯[ \xa0]*\x1b\[7m.((?:\x1b\[[0-9;]*m)*)")
_SGR = re.compile(r"\x1b\[[0-9;]*m")
PLACEHOLDERS = ("Once fixed, resend your message",)
_SUGGESTION = re.compile(r'Try "[^"]+"')  # the idle box's suggestion ('Try "fix lint errors"')


def box_text(term: Pane) -> str | None:
    """The input box's text ("" when it shows only its placeholder), None when it is not on screen."""
    box = input_box(term.screen())
    if box and placeholder_shown(term.styled_screen()):
        return ""
    return box


def _wait_empty(term: Pane, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while box_text(term) != "":
        if time.monotonic() > deadline:
            raise TypingError("timed out waiting for the input box to clear", term.screen())
        time.sleep(0.05)


def placeholder_shown(styled: str) -> bool:
    """Whether the input box on ``styled`` (a capture with SGR escapes) holds only its
    placeholder text, which the first typed key replaces: the cursor on its first
    character and the rest dim, or (a client that draws no dim text) a placeholder
    Claude Code is known to show."""
    for line in reversed(styled.splitlines()):
        if "❯" not in line:
            continue
        m = _PLACEHOLDER.search(line)
        if m is None:
            return False
        if any("2" in seq[2:-1].split(";") for seq in _SGR.findall(m.group(1))):
            return True
        text = norm(_SGR.sub("", line[m.start():]).lstrip("❯ \xa0"))
        return text in PLACEHOLDERS or _SUGGESTION.fullmatch(text) is not None
    return False


def _submitted(screen: str, want: str) -> bool:
    box = input_box(screen)
    return box is None or norm(box) != want


def _type_missing(term: Pane, text: str, want: str, deadline: float, guard: EnterGuard) -> None:
    """Bring the box to hold exactly ``text``: type piece by piece, check, fill gaps."""
    typed = 0  # characters of text known to be in the box
    cleared = 0
    while True:
        box = box_text(term)
        if box is None:
            raise TypingError("the input box went away while typing", term.screen())
        got = norm(box)
        if got == want:
            return
        if not want.startswith(got):
            # keys were dropped in the middle (the box is not a prefix of the text): start over
            if cleared >= ATTEMPTS:
                raise TypingError(f"the input box does not hold the text: {box[:80]!r}", term.screen())
            cleared += 1
            term.keys("C-u")
            _wait_empty(term, 3.0)
            typed = 0
            continue
        # how much of text is in the box: the prefix whose squashed form equals got
        typed = _prefix_len(text, got)
        if time.monotonic() > deadline:
            raise TypingError("timed out typing into the input box", term.screen())
        end = typed + CHUNK
        while end < len(text) and (text[end - 1].isspace() or text[end].isspace()):
            end += 1  # never end a piece at a space: the box does not show a trailing one
        piece = text[typed:end]
        term.literal(piece)
        guard.typed()
        target = norm(text[:end])
        shown_by = time.monotonic() + 1.5
        while time.monotonic() < shown_by:  # else the piece was dropped: the loop types what is missing
            b = box_text(term)
            if b is not None and norm(b) != got and (norm(b) == target or not target.startswith(norm(b))):
                break
            time.sleep(0.04)


def _prefix_len(text: str, shown: str) -> int:
    """How many characters of ``text`` the box shows (``shown`` is normalised)."""
    if not shown:
        return 0
    for k in range(len(text) + 1):
        if norm(text[:k]) == shown:
            return k
    return 0
