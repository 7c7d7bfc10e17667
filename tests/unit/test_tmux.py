"""warden.tmux, the one tmux layer, against a real tmux server on a private socket."""

from __future__ import annotations

import uuid
from pathlib import Path
from typing import Any

import pytest

from tests.realparts import require_tmux

from tests.payloads import base, run_hook
from warden import tmux
from warden.errors import TmuxError
from warden.store import Store



@pytest.fixture(autouse=True)
def _tmux() -> None:
    require_tmux()


@pytest.fixture
def server() -> Any:
    name = f"warden-tmux-{uuid.uuid4().hex[:8]}"
    yield name
    tmux.kill_server(socket_name=name)


def test_version_names_tmux() -> None:
    assert (tmux.version() or "").startswith("tmux ")


def test_a_new_session_is_addressed_by_name_path_and_pane(server: str, tmp_path: Path) -> None:
    started = tmux.new_session("agent-api", ["sh", "-c", 'echo "$GREETING from $PWD"; exec cat'], cwd=str(tmp_path),
                               env={"GREETING": "it's $(not run)"}, socket_name=server, config_file="/dev/null",
                               options={"remain-on-exit": "on"})
    assert started.pane_id.startswith("%") and started.socket_path and Path(started.socket_path).exists()
    assert started.attach_command == f"tmux -L {server} attach -t agent-api"
    assert tmux.has_session("agent-api", socket_name=server) and not tmux.has_session("agent", socket_name=server)
    assert tmux.socket_path(socket_name=server) == started.socket_path
    assert tmux.session_name(started.pane_id, started.socket_path) == "agent-api"
    assert tmux.session_name("%999", started.socket_path) is None
    pane = started.pane()
    pane.wait(lambda s: f"it's $(not run) from {tmp_path}" in s, 10, "the greeting")
    pane.literal("-t 'x' $(y)")
    pane.keys("Enter")
    assert pane.wait(lambda s: s.count("-t 'x' $(y)") == 2, 10, "the echo")  # typed, and echoed by cat
    assert pane.alive() and pane.pid()
    assert tmux.unique_name("agent-api", server) == "agent-api-2"
    with pytest.raises(TmuxError, match="already exists"):
        tmux.new_session("agent-api", ["true"], socket_name=server)
    tmux.kill_server(socket=started.socket_path)
    assert not Path(started.socket_path).exists() and not pane.alive()
    with pytest.raises(TmuxError, match="capture-pane"):
        pane.screen()


def test_a_hook_in_a_pane_matches_a_rule_on_its_tmux_session_name(server: str, isolated_home: Path) -> None:
    isolated_home.mkdir(parents=True, exist_ok=True)
    (isolated_home / "config.toml").write_text('[[manage]]\ntmux_session = "agent-*"\nprofile = "default"\n')
    started = tmux.new_session("agent-7", ["cat"], socket_name=server, config_file="/dev/null")
    env = {"TMUX": f"{started.socket_path},1,0", "TMUX_PANE": started.pane_id}
    assert run_hook(base("Notification", "sess-t", message="hi"), env).returncode == 0
    from warden.record.ingest import open_store

    store: Store = open_store(str(isolated_home))
    s = store.session("sess-t")
    assert (s["managed"], s["name"], s["tmux_pane"], s["tmux_socket"]) == (1, "agent-7", started.pane_id,
                                                                           started.socket_path)
    store.close()
