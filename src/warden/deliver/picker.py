"""Typing an answer into Claude Code's AskUserQuestion picker: read, act, confirm.

:func:`deliver` drives the picker of one call in a tmux pane. Before each step it reads
the screen (:mod:`warden.deliver.screen`) and acts on what it sees — which question is
showing, where the cursor is, which boxes are checked, what the "Type something" field
holds — and after each key it waits until the screen shows the key landed. A cursor
move is sent as the arrow keys it needs and confirmed on screen (what the client
dropped is sent again, from where the cursor is); Enter waits out what is left of
Claude Code's Enter guard (:mod:`warden.deliver.enter_guard`) and is pressed again only
where the screen shows it was dropped (nothing changed) and a second Enter could not do
harm. When the screen is not what the answer needs (no picker, another question, other
options, a review screen warning of unanswered questions) it stops with
:class:`DeliveryError` carrying the screen, and never guesses.
"""

from __future__ import annotations

import time
from typing import Callable

from warden.askuser.model import Answer, Call, Item, ItemAnswer
from warden.deliver.enter_guard import STEP, EnterGuard, press_enter
from warden.errors import DeliveryError, TypingError
from warden.tmux import POLL, Pane
from warden.deliver.screen import Picker, Row, norm, parse, squash, typed_len
from warden.deliver.prompt import CHUNK, check_prompt, check_text, type_into_box
from warden.text import one_line

MOVE_SETTLES = 0.3  # seconds without change after which arrow keys sent together are all processed
PLACEHOLDERS = ("Type something.", "Type something")


def deliver(pane: str, socket: str | None, call: Call, answer: Answer, timeout: float = 15.0,
            *, socket_name: str | None = None) -> None:
    """Type ``answer`` into the picker showing ``call`` in tmux pane ``pane``.

    ``socket`` is the tmux socket path (``$TMUX``'s first field); ``timeout`` is how long
    to wait for the picker to show. Returns once the picker is gone (answered) or, for
    "Chat about this", once the redirect text was submitted at the prompt. Raises
    :class:`DeliveryError`; its ``keys_sent`` says whether any key reached the pane."""
    for text in [a.text for a in answer.items] + ([answer.decline.reason] if answer.decline else []):
        if text:
            check_text(text, DeliveryError)
    # a redirect or a decline's reason is typed at the prompt, where "!" and "#" switch modes
    for text in [a.text for a in answer.items if a.kind == "chat"] + ([answer.decline.reason] if answer.decline else []):
        if text:
            check_prompt(text, DeliveryError)
    driver = Driver(Pane(pane, socket, socket_name=socket_name, error=DeliveryError), call)
    try:
        driver.run(answer, timeout)
    except DeliveryError as e:
        e.keys_sent = driver.keys_sent  # type: ignore[attr-defined]
        raise


class Driver:
    def __init__(self, term: Pane, call: Call) -> None:
        self.term, self.call = term, call
        self.guard = EnterGuard()
        self.keys_sent = False
        self.many = len(call.items) > 1
        self._seen: tuple[Picker | None, str] | None = None  # the last stable read, until a key is sent

    def keys(self, *names: str) -> None:
        self._seen = None
        self.term.keys(*names)
        self.keys_sent = True

    def literal(self, text: str) -> None:
        self._seen = None
        self.term.literal(text)
        self.keys_sent = True

    # ------------------------------------------------------------ reading

    def fail(self, message: str, screen: str | None = None) -> DeliveryError:
        return DeliveryError(message, self.term.screen() if screen is None else screen)

    def read(self) -> tuple[Picker | None, str]:
        """The picker as two captures in a row agree on it: a capture taken while Claude
        Code redraws can hold half a frame, and acting on that would be acting blind.
        Read once between two keys: until a key is sent, the last read stands."""
        if self._seen is not None:
            return self._seen
        picker, screen, agreed = self.term.settled(parse)
        if agreed:
            self._seen = (picker, screen)
        return picker, screen

    def fresh(self) -> tuple[Picker | None, str]:
        """A stable read taken now (for confirming what a key did)."""
        self._seen = None
        return self.read()

    def look(self) -> Picker:
        p, screen = self.read()
        if p is None:
            raise self.fail("the picker is no longer on screen", screen)
        return p

    def index_or_none(self, p: Picker | None) -> int | None:
        try:
            return None if p is None else self.index(p)
        except DeliveryError:
            return None

    def gone(self, p: Picker | None) -> bool:
        return p is None or not self.belongs(p)

    def index(self, p: Picker) -> int:
        """Which item of the call the picker shows (len(items) for the review screen)."""
        if p.review:
            return len(self.call.items)
        for n, item in enumerate(self.call.items):
            if p.shows_question(item.question):
                return n
        raise self.fail(f"the picker shows another question: {one_line(p.question, 120)!r}")

    def belongs(self, p: Picker | None) -> bool:
        if p is None:
            return False
        if p.review:
            return self.many or self.call.items[0].multi
        return any(p.shows_question(i.question) for i in self.call.items)

    def wait_picker(self, timeout: float) -> Picker:
        """Wait for this call's picker; a picker of another question fails at once."""
        def ready(screen: str) -> Picker | None:
            p = parse(screen)
            if p is None:
                return None
            if not self.belongs(p):
                raise self.fail(f"the picker shows another question: {one_line(p.question, 120)!r}", screen)
            return p

        try:
            p = self.term.wait(ready, timeout, "the question's picker")
            self.guard.shown()  # first seen: the client refuses Enter for 150 ms after painting it
        except DeliveryError as e:
            if "timed out" in str(e):
                raise DeliveryError(f"no picker for this question on screen after {timeout:g}s "
                                    "(answered or dismissed at the keyboard?)", e.screen) from None
            raise
        p = self.look()
        if not self.belongs(p):
            raise self.fail(f"the picker shows another question: {one_line(p.question, 120)!r}")
        self.term.check_mode()
        tabs_wanted = len(self.call.items) if (self.many or self.call.items[0].multi) else 0
        if len(p.tabs) != tabs_wanted:
            raise self.fail(f"the picker has {len(p.tabs)} tab(s), the question {tabs_wanted}")
        return p

    def check_item(self, p: Picker, item: Item) -> None:
        opts = p.options
        if (len(opts) != len(item.options) or p.multi != item.multi
                or not all(r.shows(o.label) for r, o in zip(opts, item.options))):
            raise self.fail(f"the picker's options for {one_line(item.question, 80)!r} are not the "
                            "question's options")

    # ------------------------------------------------------------ acting

    def press(self, key: str, before: Picker) -> Picker | None:
        """Send an arrow key and wait until the picker changed; return it (None: gone)."""
        sent = time.monotonic()
        self.keys(key)
        after = self._changed(before, STEP, f"the picker to react to {key}")
        self.guard.reacted(time.monotonic() - sent)
        return after

    def _changed(self, before: Picker, timeout: float, what: str) -> Picker | None:
        """Wait until the (stable) picker differs from ``before``; return it (None: gone)."""
        state = before.state()

        def test(screen: str) -> tuple[Picker | None] | None:
            p = parse(screen)
            if p is not None and p.state() == state:
                return None
            p, _ = self.fresh()
            return (p,) if p is None or p.state() != state else None

        return self.term.wait(test, timeout, what)[0]

    def enter(self, before: Picker, landed: Callable[[Picker | None], bool], what: str, *,
              retry: bool) -> Picker | None:
        """Press Enter once the guard allows and wait until ``landed`` holds for the
        screen. ``retry``: if nothing at all changed, the Enter was dropped: press it
        again (only where a second Enter cannot undo or skip anything; see the callers)."""
        def look() -> tuple[Picker | None, object]:
            p = parse(self.term.screen())
            return p, (p.state() if p is not None else None)

        def stable() -> tuple[Picker | None, object]:
            p, _ = self.fresh()  # not a capture taken mid-redraw
            return p, (p.state() if p is not None else None)

        self._seen = None
        self.keys_sent = True
        p = press_enter(self.term, self.guard, look, landed, retry=retry, what=what, stable=stable,
                        fail=lambda message, screen: self.fail(message, screen))
        if p is not None and (p.review != before.review or p.question != before.question):
            self.guard.shown()  # a new screen of the dialog: the client guards it anew
        return p

    def move_to(self, want: Callable[[Row], bool], what: str) -> Picker:
        """Move the cursor onto the row ``want`` picks: the arrow keys it needs sent at
        once (arrows are not guarded), then confirmed on screen; if the client dropped
        some, the rest is sent from where the cursor stopped."""
        for _ in range(6):
            p = self.look()
            target = next((n for n, r in enumerate(p.rows) if want(r)), None)
            if target is None:
                raise self.fail(f"no {what} row on the picker")
            cur = next((n for n, r in enumerate(p.rows) if r.cursor), None)
            if cur is None:
                raise self.fail("no cursor (❯) on the picker")
            if cur == target:
                return p
            after = self.arrows("Down" if cur < target else "Up", abs(target - cur), p, target)
            if after is None:
                raise self.fail("the picker closed while moving the cursor")
            moved = next((n for n, r in enumerate(after.rows) if r.cursor), None)
            if moved is None or (moved - cur) * (target - cur) < 0 or abs(moved - cur) > abs(target - cur):
                raise self.fail(f"the cursor moved from row {cur + 1} to {moved} instead of toward {what}")
        raise self.fail(f"the cursor did not reach {what}")

    def arrows(self, key: str, n: int, before: Picker, target: int) -> Picker | None:
        """Send ``key`` ``n`` times; return the picker once the cursor is on row
        ``target``, or once it has stopped moving short of it (None: the picker closed)."""
        sent = time.monotonic()
        self.keys(*[key] * n)
        state = before.state()
        changed_at = 0.0
        last: tuple[object, ...] | None = state
        deadline = sent + STEP
        while time.monotonic() < deadline:
            p = parse(self.term.screen())
            if p is None:
                p, _ = self.fresh()
                if p is None:
                    return None
            if p.state() != last:
                last, changed_at = p.state(), time.monotonic()
            at = next((k for k, r in enumerate(p.rows) if r.cursor), None)
            if at == target or (last != state and time.monotonic() - changed_at > MOVE_SETTLES):
                p, _ = self.fresh()
                if p is not None and at == target:
                    self.guard.reacted(time.monotonic() - sent)  # the last key's: an upper bound
                return p
            time.sleep(POLL)
        raise self.fail(f"the picker did not react to {key}")

    def goto(self, n: int) -> Picker:
        """Show item ``n`` (or the review screen for n == len(items)), by tab keys."""
        for _ in range(2 * len(self.call.items) + 2):
            p = self.look()
            cur = self.index(p)
            if cur == n:
                return p
            if not self.many and not self.call.items[0].multi:
                raise self.fail("a single question has no other screen to go to")
            c = p.cursor
            if c is not None and c.kind == "other":
                # Left/Right would move the text cursor in the field: leave it first
                p = self.move_to(lambda r: r.kind == "option", "an option")
            after = self.press("Right" if cur < n else "Left", p)
            if after is None:
                raise self.fail("the picker closed while switching questions")
            self.guard.shown()
        raise self.fail(f"could not reach question {n + 1}")

    def fill(self, text: str) -> Picker:
        """Make the focused "Type something" field hold exactly ``text``: typed in small
        pieces, each confirmed; what was dropped is typed again, a garbled field cleared."""
        want = squash(text)
        cleared = 0
        for _ in range(len(text) // CHUNK * 3 + 8):
            p = self.look()
            row = p.row("other")
            if row is None or not row.cursor:
                raise self.fail("the cursor is not on the 'Type something' field")
            shown = "" if row.text in PLACEHOLDERS else row.text
            got = squash(shown)
            if got == want and (norm(shown) == norm(text) or len(text) > 50):
                return p
            if not want.startswith(got):
                if cleared >= 3:
                    break
                cleared += 1
                self.keys("C-u")  # someone else's text, or a garbled attempt: clear the field
                self._changed(p, STEP, "the field to clear")
                continue
            start = typed_len(text, got)
            end = start + CHUNK
            while end < len(text) and (text[end - 1].isspace() or text[end].isspace()):
                end += 1
            # text typed into the picker's own field arms no Enter guard (enter_guard.py)
            self.literal(text[start:end])
            target = squash(text[:end])
            try:
                self.term.wait(lambda s: _field_shows(s, target), 1.5, "the typed text")
            except DeliveryError:
                pass  # dropped (it happens right after the cursor lands on the field): look again
        raise self.fail(f"the 'Type something' field does not show {one_line(text, 80)!r}")

    # ------------------------------------------------------------ the answer kinds

    def run(self, answer: Answer, timeout: float) -> None:
        self.wait_picker(timeout)
        if answer.decline is not None:
            self.decline(answer.decline.reason)
            return
        for n, (item, a) in enumerate(zip(self.call.items, answer.items)):
            p = self.goto(n)
            self.check_item(p, item)
            if a.kind == "chat":
                self.chat(a.text)
                return
            if a.kind == "select":
                k = item.labels.index(a.labels[0])
                self.move_to(lambda r, k=k: r.kind == "option" and r.number == k + 1, f"option {k + 1}")
                self.submit_item(n)
            elif a.kind == "type":
                self.move_to(lambda r: r.kind == "other", "'Type something'")
                self.fill(a.text)
                self.submit_item(n)
            else:
                self.multi(item, a)
                self.move_to(lambda r: r.kind in ("next", "submit"), "Next/Submit")
                self.submit_item(n)
        self.finish()

    def submit_item(self, n: int) -> None:
        """Enter on the chosen row; it must close the picker (one single-select question)
        or move on to another question or the review screen."""
        before = self.look()
        if not self.many and not self.call.items[0].multi:
            # pressed again only if the picker still shows, unchanged: had the first Enter
            # landed, a second one would reach the prompt, which Claude Code leaves
            # alone while it works on the answer, or a dialog opened since, which
            # refuses it (painted < 150 ms ago, or the last look would have seen it)
            self.enter(before, self.gone, "the picker closing", retry=True)
            return

        def moved_on(p: Picker | None) -> bool:
            return p is not None and (p.review or self.index_or_none(p) not in (n, None))

        # the next question (or the review screen) is a new screen the client guards
        # for 150 ms after painting it; a repeated Enter reaches it only while it is
        # guarded (else the last look would have shown it), so it cannot answer it
        self.enter(before, moved_on, "the next question or the review screen", retry=True)

    def multi(self, item: Item, a: ItemAnswer) -> None:
        for k, opt in enumerate(item.options):
            want = opt.label in a.labels
            row = self.look().options[k]
            if row.checked == want:
                continue
            p = self.move_to(lambda r, k=k: r.kind == "option" and r.number == k + 1, f"option {k + 1}")
            # a second Enter would toggle the box back: never pressed again on a guess
            self.enter(p, lambda q, k=k, want=want: q is not None and len(q.options) > k
                       and q.options[k].checked == want, f"option {k + 1} toggled", retry=False)
        other = self.look().row("other")
        if a.text:
            self.move_to(lambda r: r.kind == "other", "'Type something'")
            p = self.fill(a.text)
            if not p.row("other").checked:  # type: ignore[union-attr]
                raise self.fail("the typed extra is not checked")
        elif other is not None and other.checked:
            self.move_to(lambda r: r.kind == "other", "'Type something'")
            p = self.look()
            self.keys("C-u")
            after = self._changed(p, STEP, "the field to clear")
            if after is None or after.row("other").checked:  # type: ignore[union-attr]
                raise self.fail("could not clear a typed extra that the answer does not have")

    def finish(self) -> None:
        """After the last question: the review screen (if any) must be complete; submit."""
        p, screen = self.read()
        if p is None or not self.belongs(p):
            return  # one single-select question: answered by its Enter
        if not p.review:
            raise self.fail("expected the review screen after the last question", screen)
        if p.unanswered:
            raise self.fail("the review screen says some questions are unanswered; not submitting", screen)
        p = self.move_to(lambda r: r.kind == "review-submit", "'Submit answers'")
        self.enter(p, self.gone, "the picker closing", retry=True)  # as for a single question

    def decline(self, reason: str) -> None:
        """Esc refuses the whole call (the turn ends); a reason follows as a prompt."""
        c = self.look().cursor
        if c is not None and c.kind == "other":
            self.move_to(lambda r: r.kind == "option", "an option")  # Esc in the field edits the field
        self.keys("Escape")
        self.term.wait(lambda s: self.gone(parse(s)) or None, STEP, "the picker to close on Esc")
        if reason:
            self.type_prompt(reason, "declined")

    def type_prompt(self, text: str, done: str) -> None:
        try:
            type_into_box(self.term, text, STEP * 4, self.guard)
        except TypingError as e:
            raise DeliveryError(f"{done}, but the text could not be typed at the prompt: {e}", e.screen) from None

    def chat(self, text: str) -> None:
        p = self.move_to(lambda r: r.kind == "chat", "'Chat about this'")
        # as for a single question; a second Enter at the still empty prompt does nothing
        self.enter(p, self.gone, "the picker closing", retry=True)
        # the model hears "the user wants to clarify" at once; the redirect follows as a prompt
        self.type_prompt(text, "chose 'Chat about this'")


def _field_shows(screen: str, want: str) -> bool:
    p = parse(screen)
    row = p.row("other") if p is not None else None
    return row is not None and squash(row.text) == want

