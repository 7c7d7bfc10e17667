"""press_enter, the driver's one Enter, against small programs in a real tmux pane: an
Enter the program ignores is pressed again; an Enter that changed the screen is never
pressed again, even while its result is slow to show."""

from __future__ import annotations

import os
import shutil
import sys
import uuid
from typing import Any, Iterator

import pytest

from warden import tmux
from warden.deliver.enter_guard import EnterGuard, press_enter
from warden.errors import DeliveryError

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")

# Ignores the first Enter (the screen stays as it was), answers the second.
DROPS_FIRST = """
import sys
print("ready", flush=True)
sys.stdin.readline()
sys.stdin.readline()
print("taken", flush=True)
sys.stdin.readline()
"""

# Shows "working" at once on the first Enter, the result a second later; then reports
# any further Enter that arrives.
SLOW = """
import select, sys, time
print("ready", flush=True)
sys.stdin.readline()
print("working", flush=True)
time.sleep(1.0)
print("taken", flush=True)
if select.select([sys.stdin], [], [], 2.0)[0]:
    print("a second Enter", flush=True)
else:
    print("no second Enter", flush=True)
sys.stdin.readline()
"""


@pytest.fixture
def pane() -> Iterator[Any]:
    names: list[str] = []

    def start(program: str) -> tmux.Pane:
        name = f"warden-press-{os.getpid()}-{uuid.uuid4().hex[:6]}"
        names.append(name)
        started = tmux.new_session("press", [sys.executable, "-c", program], socket_name=name, width=80, height=10,
                                   config_file="/dev/null")
        p = started.pane(error=DeliveryError)
        p.wait(lambda s: "ready" in s, 10, "the program")
        return p

    yield start
    for name in names:
        tmux.kill_server(socket_name=name)


def press(term: tmux.Pane, landed_text: str, retry: bool) -> str:
    def look() -> tuple[str, object]:
        screen = term.screen()
        return screen, screen

    return press_enter(term, EnterGuard(), look, lambda screen: landed_text in screen, retry=retry,
                       what=landed_text, fail=lambda message, screen: DeliveryError(message, screen))


def test_an_enter_the_program_ignored_is_pressed_again(pane: Any) -> None:
    term = pane(DROPS_FIRST)
    assert "taken" in press(term, "taken", retry=True)


def test_an_enter_that_changed_the_screen_is_not_pressed_again(pane: Any) -> None:
    term = pane(SLOW)
    assert "taken" in press(term, "taken", retry=True)
    term.wait(lambda s: "second Enter" in s, 10, "the program's report")
    assert "no second Enter" in term.screen()
