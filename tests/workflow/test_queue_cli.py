"""`warden queue` from the command line: the default start form, show, cancel, refusals,
and the [queue] line of `warden status`."""

from __future__ import annotations

import json
import time
import uuid
from pathlib import Path
from typing import Any

import pytest

from tests.realparts import require_tmux

from tests.payloads import warden
from warden import tmux
from warden.workflow import queue as q
from warden.store import Store

SID = "sess-cli"


def session(home: Path, managed: int = 1, pane: str = "%3", socket: str = "/tmp/warden-none/sock") -> None:
    s = Store(home / "warden.db")
    s.upsert_session(SID, name="api", managed=managed, tmux_pane=pane, tmux_socket=socket, cwd="/tmp/p")
    s.close()


@pytest.fixture
def busy_pane(tmp_path: Path) -> Any:
    """A real tmux pane that never shows Claude Code's input box: the worker waits."""
    require_tmux()
    started = tmux.new_session("q", ["sleep", "600"], socket_name=f"warden-q-{uuid.uuid4().hex[:8]}",
                               config_file="/dev/null")
    yield started.pane_id, started.socket_path
    tmux.kill_server(socket=started.socket_path)


def test_help_names_the_default_form() -> None:
    r = warden("queue", "--help")
    assert r.returncode == 0
    assert "Usage: warden queue SESSION COMMAND... | start SESSION COMMAND..." in r.stdout
    assert 'warden queue SESSION /clear "/gsd:plan-phase 3"' in r.stdout


def test_start_show_cancel(isolated_home: Path, busy_pane: tuple[str, str]) -> None:
    session(isolated_home, pane=busy_pane[0], socket=busy_pane[1])
    r = warden("queue", "api", "/compact", "/gsd:plan-phase 3", "--awaits", "/compact=SessionStart:compact",
               "--reason", "by hand")
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("queue #1 started for api: 2 command(s); typing /compact")
    again = warden("queue", "start", "api", "/clear")
    assert again.returncode == 1 and "already runs queue #1" in again.stderr
    shown = json.loads(warden("queue", "show", "api", "--json").stdout)
    assert [c["awaits"] for c in shown[0]["commands"]] == ["SessionStart:compact", "Stop"]
    assert "    [queue] #1 0/2 done: typing /compact" in warden("status").stdout
    assert "▸ 1. /compact" in warden("queue", "show").stdout
    c = warden("queue", "cancel", "api")
    assert c.stdout.strip() == "queue #1 cancelled", c.stderr
    # the waiting worker notices within about a second and leaves; the end stays "cancelled"
    assert not q.any_active(str(isolated_home))
    time.sleep(2.5)
    out = warden("queue", "show", "api").stdout
    assert out.startswith("queue #1 · api · cancelled · ")
    assert "cancelled with `warden queue cancel`" in out
    assert "[queue]" not in warden("status").stdout
    assert warden("queue", "show").stdout.strip() == "no active queue"
    c = warden("queue", "cancel", "api")
    assert c.returncode == 1 and "no active queue for api" in c.stderr


def test_refusals(isolated_home: Path) -> None:
    session(isolated_home, managed=0)
    r = warden("queue", "api", "/clear")
    assert r.returncode == 1 and "observed, not managed" in r.stderr
    r = warden("queue", "nosuch", "/clear")
    assert r.returncode == 1 and "no session 'nosuch'" in r.stderr
    r = warden("queue", "api", "/x", "--awaits", "nonsense")
    assert r.returncode == 2 and "PREFIX=EVENT" in r.stderr
    session(isolated_home)
    r = warden("queue", "api", "/x", "--awaits", "/x=PreToolUse")
    assert r.returncode == 1 and "can await Stop or SessionStart" in r.stderr
    assert not q.any_active(str(isolated_home))
