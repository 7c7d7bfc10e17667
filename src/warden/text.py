"""Text from outside (a session, a model, a person) made safe to show, and refused
where it enters when it cannot be shown or typed.

:func:`one_line` is THE sanitiser: everything printed to a terminal, put in a
notification or sent to an agent goes through it. It removes terminal escape
sequences whole, leaving one ``�`` (CSI, OSC — such as OSC 52 clipboard writes —, DCS and the rest,
7-bit and C1 alike), shows every other non-printable character (C0/C1 controls,
bidi overrides, zero-width characters, lone surrogates, line separators) as ``�``,
folds line breaks to ``⏎`` so one value cannot forge further lines, and caps the length.

:func:`invalid` / :func:`refuse_invalid` say what text is unacceptable at the door:
lone surrogates (not text at all: UTF-8 cannot hold them) and NUL.
"""

from __future__ import annotations

import re

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# ESC or a C1 introducer, then the rest of the sequence it starts:
#   CSI (ESC [ / \x9b): parameters and intermediates, then one final byte
#   OSC, DCS, SOS, PM, APC (ESC ] P X ^ _ / \x9d \x90 \x98 \x9e \x9f): up to BEL or ST (ESC \ / \x9c)
#   any other ESC sequence: intermediates, then one final character
_ESCAPES = re.compile(
    r"(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]?"
    r"|(?:\x1b[\]PX^_]|[\x9d\x90\x98\x9e\x9f])[^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)?"
    r"|\x1b[ -/]*[0-~]?"
)
_SAFE_ASCII = re.compile(r"[ -~]*")


def one_line(text: Any, limit: int = 0) -> str:
    """Untrusted text made safe for one terminal line (or one line of a message):
    escape sequences removed, other controls shown as ``�``, line breaks as ``⏎``;
    at most ``limit`` characters (0: no limit) ending in ``…`` when cut."""
    if not isinstance(text, str):
        text = str(text)
    if limit and len(text) > 4 * limit + 64:
        text = text[: 4 * limit + 64]  # what cannot be shown is not scanned either
    if _SAFE_ASCII.fullmatch(text) is None:
        text = _ESCAPES.sub("\ufffd", text)  # one mark where a sequence was
        text = "".join(ch if ch.isprintable() else ("⏎" if ch in "\r\n" else "�") for ch in text)
    if limit and len(text) > limit:
        text = text[: limit - 1] + "…"
    return text


def invalid(text: str) -> str | None:
    """Why ``text`` cannot be accepted at all (a lone surrogate, NUL), or None."""
    if "\x00" in text:
        return "it holds a NUL character"
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as e:
        return f"it holds a lone surrogate ({text[e.start]!r}), which is not text"
    return None


def untypable(text: str) -> str | None:
    """Why ``text`` cannot be typed as one line of keys (None: it can): a control
    character (a line break would submit early, ESC would cancel), a tab, a zero-width
    or bidi character (not what it looks like), a lone surrogate."""
    bad = sorted({repr(ch) for ch in text if not ch.isprintable()})
    if bad:
        return f"the text holds control characters or invisible ones ({', '.join(bad[:8])}); it cannot be typed as one line"
    return None


# Claude Code's prompt reads a first character "!" as bash mode (the rest runs as a shell
# command) and "#" as memory mode (the rest is written to a CLAUDE.md)
MODE_PREFIXES = ("!", "#")


def mode_prefix(text: str) -> str | None:
    """Why Claude Code's prompt would not take ``text`` as a prompt (None: it would):
    its first non-space character switches the input to bash mode or memory mode."""
    head = text.lstrip()[:1]
    if head in MODE_PREFIXES:
        mode = "bash mode: it would run as a shell command" if head == "!" else "memory mode: it would be saved as a memory"
        return f"the text starts with {head!r}, which Claude Code's prompt takes as {mode}; not typing it"
    return None


class InvalidText(ValueError):
    """Text refused where it enters."""


def refuse_invalid(obj: Any, error: type[Exception] = InvalidText, where: str = "the body") -> None:
    """Raise ``error`` if any string in ``obj`` (a JSON value: keys too) is :func:`invalid`."""
    stack = [obj]
    while stack:
        x = stack.pop()
        if isinstance(x, str):
            why = invalid(x)
            if why:
                raise error(f"{where} holds invalid text: {why}")
        elif isinstance(x, dict):
            stack.extend(x.keys())
            stack.extend(x.values())
        elif isinstance(x, list):
            stack.extend(x)


def scrub(obj: Any) -> Any:
    """A JSON value with every lone surrogate replaced by U+FFFD (for payloads that
    must be kept whatever they hold: the event log)."""
    if isinstance(obj, str):
        try:
            obj.encode("utf-8")
            return obj
        except UnicodeEncodeError:
            return obj.encode("utf-16", "surrogatepass").decode("utf-16", "replace")
    if isinstance(obj, list):
        return [scrub(x) for x in obj]
    if isinstance(obj, dict):
        return {scrub(k): scrub(v) for k, v in obj.items()}
    return obj
