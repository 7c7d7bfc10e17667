"""Answering Claude Code's permission and plan dialogs by keys: read, act, confirm.

When a hook could not answer in time, Claude Code shows its dialog in the pane and a
recorded answer is typed into it by :func:`choose`. What the dialogs hold on 2.1.332
(tests/deliver/screens/dialog_*, read by :func:`warden.deliver.screen.dialog`):

======================  ==========================================================
dialog (title)          options, as numbered on screen
======================  ==========================================================
``Bash command``        1 Yes · 2 Yes, and always allow … (a rule; its wording
                        varies) · 3 Yes, and switch to auto mode · 4 No
``Create file``,        1 Yes · 2 Yes, and switch to accept edits … for this
``Edit file``           session · 3 No
``Ready to code?``      1 Yes, and use auto mode · 2 Yes, manually approve edits ·
(ExitPlanMode, a plan)  3 Tell Claude what to change (a text field)
``Exit plan mode?``     1 Yes, and switch to default … · 2 No (no plan written)
======================  ==========================================================

The number of options varies with the tool and the session (a read-only command has
other rules on offer), so read the dialog first (:func:`read`) when the answer is
"the option that says ...". Text goes with an option in two ways: a permission
dialog's "Yes" and "No" take it after Tab ("Tab to amend" in the footer): "Yes" then
runs the tool and sends the text as the user's next message (as plain text: a leading
``!`` or ``/`` is neither bash mode nor a command there), "No" refuses it and the model
reads "... To tell you how to proceed, the user said: <text>", and the turn goes on. The plan's option 3 is a text field already: the text is the model's feedback
("... the user said: <text>"), plan mode stays on. "No" without text (and Enter on an
empty option 3) refuses and ends the turn, as Escape does.
"""

from __future__ import annotations

import time
from typing import Callable

from warden.deliver.enter_guard import STEP, EnterGuard, press_enter
from warden.deliver.prompt import CHUNK, check_text
from warden.deliver.screen import Dialog, dialog, norm, squash, typed_len
from warden.errors import DeliveryError
from warden.text import one_line
from warden.tmux import POLL, Pane

SETTLED = 0.3  # seconds without change after which keys sent together are all processed


def read(pane: str, socket: str | None) -> Dialog | None:
    """The permission or plan dialog showing in tmux pane ``pane`` now (None: none)."""
    return dialog(Pane(pane, socket, error=DeliveryError).screen())


def choose(pane: str, socket: str | None, option: int, *, text: str | None = None,
           expect: str | None = None, timeout: float) -> None:
    """Choose option ``option`` (numbered as the dialog shows them) of the permission or
    plan dialog in tmux pane ``pane``; ``socket`` is the tmux socket path (``$TMUX``'s
    first field; None: the default server).

    ``expect``: text the dialog must show in its title, body or question (``"Bash
    command"``, ``"Do you want to proceed?"``, ``"Ready to code?"``, the command, the file
    name of an edit), compared without whitespace so wrapping does not matter; without it
    any dialog is answered. Waits up to ``timeout`` seconds for such a dialog (Claude Code
    shows one dialog at a time: another one may be answered first), and never touches
    another one. ``text``:
    typed with the option — into its "Tab to amend" field (a permission dialog's Yes or
    No) or into the option's own field (the plan's "Tell Claude what to change"); an
    option that takes no text is refused. Blank text counts as none.

    Every step is read back from the screen: the cursor reaches the option, the field
    shows the text, and the Enter closes the dialog (or replaces it with another one).
    Anything unexpected — no dialog, another dialog, no such option, a tmux mode, a
    field that does not show the text — raises :class:`DeliveryError` with the last
    screen; its ``keys_sent`` says whether any key reached the pane."""
    if text is not None and not text.strip():
        text = None
    if text is not None:
        try:
            check_text(text, DeliveryError)
        except DeliveryError as e:
            e.keys_sent = False  # type: ignore[attr-defined]
            raise
    driver = _Driver(Pane(pane, socket, error=DeliveryError), expect)
    try:
        driver.run(option, text, timeout)
    except DeliveryError as e:
        e.keys_sent = driver.keys_sent  # type: ignore[attr-defined]
        raise


class _Driver:
    def __init__(self, term: Pane, expect: str | None) -> None:
        self.term, self.expect = term, expect
        self.guard = EnterGuard()
        self.keys_sent = False

    def fail(self, message: str, screen: str | None = None) -> DeliveryError:
        return DeliveryError(message, self.term.screen() if screen is None else screen)

    def keys(self, *names: str) -> None:
        self.term.keys(*names)
        self.keys_sent = True

    def read(self) -> tuple[Dialog | None, str]:
        """The dialog as two captures in a row agree on it (never half a redrawn frame)."""
        d, screen, _ = self.term.settled(dialog)
        return d, screen

    def look(self) -> Dialog:
        d, screen = self.read()
        if d is None:
            raise self.fail("the dialog is no longer on screen", screen)
        return d

    def ours(self, d: Dialog, screen: str) -> Dialog:
        if self.expect is not None and not d.shows(self.expect):
            raise self.fail(f"the dialog on screen ({one_line(d.title, 60)!r}) does not show "
                            f"{one_line(self.expect, 80)!r}; not touching it", screen)
        return d

    # ------------------------------------------------------------ steps

    def run(self, option: int, text: str | None, timeout: float) -> None:
        def ready(screen: str) -> bool:
            d = dialog(screen)
            # another dialog may be answered first (Claude Code shows one at a time): wait;
            # and for the body to be drawn (a diff comes a moment after its dialog)
            return d is not None and not d.loading and (self.expect is None or d.shows(self.expect))

        try:
            self.term.wait(ready, timeout, "the dialog")
        except DeliveryError as e:
            if "timed out" not in str(e):
                raise
            other = dialog(e.screen)
            if other is not None and other.loading:
                raise DeliveryError(f"the dialog ({one_line(other.title, 60)!r}) was still drawing its "
                                    f"content after {timeout:g}s", e.screen) from None
            if other is not None:
                raise DeliveryError(f"the dialog on screen ({one_line(other.title, 60)!r}) does not show "
                                    f"{one_line(self.expect or '', 80)!r}; not touching it", e.screen) from None
            raise DeliveryError(f"no permission or plan dialog on screen after {timeout:g}s "
                                "(answered at the keyboard, or not asked?)", e.screen) from None
        self.guard.shown()  # first seen: the client refuses Enter for 150 ms after painting it
        d, screen = self.read()
        if d is None:
            raise self.fail("the dialog went away", screen)
        self.ours(d, screen)
        if d.option(option) is None:
            raise self.fail(f"the dialog has no option {option} (it has {len(d.options)})", screen)
        self.term.check_mode()
        d = self.move_to(option)
        if text is not None:
            d = self.fill(option, text)
        before = d

        def closed(now: Dialog | None) -> bool:
            return now is None or not now.same(before)

        # pressed again only if the dialog still shows, unchanged: had the first Enter
        # landed, the client would ignore a second one on the same dialog (it answers a
        # dialog once), and a dialog or prompt shown since gets it within its 150 ms
        # guard (else the last look would have seen it), which refuses it
        self.enter(closed, "the dialog closing")

    def enter(self, landed: Callable[[Dialog | None], bool], what: str) -> Dialog | None:
        def look() -> tuple[Dialog | None, object]:
            now = dialog(self.term.screen())
            return now, (now.state() if now is not None else None)

        def stable() -> tuple[Dialog | None, object]:
            now, _ = self.read()
            return now, (now.state() if now is not None else None)

        self.keys_sent = True
        return press_enter(self.term, self.guard, look, landed, retry=True, what=what, stable=stable, fail=lambda message, screen: self.fail(message, screen))

    def move_to(self, option: int) -> Dialog:
        """The arrow keys the cursor needs, sent at once, confirmed on screen; what the
        client dropped is sent again from where the cursor stopped."""
        for _ in range(6):
            d = self.look()
            cur = d.cursor
            if cur is None:
                raise self.fail("no cursor (❯) on the dialog")
            if cur.number == option:
                return d
            n = option - cur.number
            self.keys(*["Down" if n > 0 else "Up"] * abs(n))
            d = self.settled(d, lambda now: now.cursor is not None and now.cursor.number == option,
                             f"the cursor to reach option {option}")
            moved = d.cursor.number if d.cursor is not None else None
            if moved is None or (moved - cur.number) * n < 0 or abs(moved - cur.number) > abs(n):
                raise self.fail(f"the cursor moved from option {cur.number} to {moved} instead of toward {option}")
        raise self.fail(f"the cursor did not reach option {option}")

    def settled(self, before: Dialog, done: Callable[[Dialog], bool], what: str) -> Dialog:
        """After keys: the dialog once ``done`` holds, or once it stopped changing."""
        state, last, changed_at = before.state(), before.state(), 0.0
        deadline = time.monotonic() + STEP
        sent = time.monotonic()
        while time.monotonic() < deadline:
            now = dialog(self.term.screen())
            if now is None or not now.same(before):
                d, screen = self.read()
                if d is None or not d.same(before):
                    raise self.fail("the dialog changed while answering it", screen)
                continue
            if now.state() != last:
                last, changed_at = now.state(), time.monotonic()
            if done(now) or (last != state and time.monotonic() - changed_at > SETTLED):
                d = self.look()
                self.guard.reacted(time.monotonic() - sent)
                return d
            time.sleep(POLL)
        raise self.fail(f"timed out after {STEP:g}s waiting for {what}")

    def fill(self, option: int, text: str) -> Dialog:
        """Open the option's text field if it has none yet (Tab), then make it hold
        exactly ``text``: typed in pieces, each read back; what was dropped is typed again."""
        d = self.look()
        row = d.option(option)
        assert row is not None
        if row.placeholder is None:
            if not d.amendable:
                # an option with no field to open, or a field someone opened and typed into
                # (its footer reads the same): either way, not ours to type into
                raise self.fail(f"option {option} ({one_line(row.text, 60)!r}) takes no text here: the dialog "
                                "offers no 'Tab to amend' on it (no field, or one already holding text)")
            self.keys("Tab")
            d = self.settled(d, lambda now: (c := now.option(option)) is not None and c.placeholder is not None,
                             "the option's text field to open")
            row = d.option(option)
            assert row is not None
            if row.placeholder is None:
                raise self.fail(f"Tab opened no text field on option {option}")
        placeholder = row.placeholder
        assert placeholder is not None
        prefix = norm(row.text)[: len(norm(row.text)) - len(placeholder)]  # "No, " / "Yes, " / ""
        want = squash(prefix + text)
        for _ in range(len(text) // CHUNK * 3 + 8):
            d = self.look()
            row = d.option(option)
            if row is None or not row.cursor:
                raise self.fail(f"the cursor left option {option} while typing")
            got = squash(prefix) if row.placeholder is not None else squash(row.text)
            if got == want:
                return d
            if not want.startswith(got):
                raise self.fail(f"option {option}'s field holds text that is not the answer's "
                                f"({one_line(row.text, 80)!r}); not typing over it")
            start = typed_len(text, got[len(squash(prefix)):])
            end = start + CHUNK
            while end < len(text) and (text[end - 1].isspace() or text[end].isspace()):
                end += 1  # never end a piece at a space: the field does not show a trailing one
            self.term.literal(text[start:end])
            self.keys_sent = True
            target = squash(prefix + text[:end])
            try:
                self.term.wait(lambda s: (now := dialog(s)) is not None and (c := now.option(option)) is not None
                               and squash(c.text) == target, 1.5, "the typed text")
            except DeliveryError:
                pass  # dropped: look again and type what is missing
        raise self.fail(f"option {option}'s field does not show {one_line(text, 80)!r}")

