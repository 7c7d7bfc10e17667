"""`warden install --http URL`: http hook entries, recognised, upgraded and removed like
the command entries, other tools' hooks kept."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.payloads import warden
from warden import install as inst
from warden.errors import InstallError

URL = "http://127.0.0.1:8765/hooks/claude-code"


def hooks_of(path: Path) -> dict:
    return json.loads(path.read_text())["hooks"]


def test_http_entries_carry_the_session_environment_as_headers(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    r = inst.install(path, http=URL)
    assert r.added == len(inst.EVENTS)
    pre = hooks_of(path)["PreToolUse"][0]
    assert pre.get("matcher") is None  # every tool: questions, and the calls permission requests pair with
    (h,) = pre["hooks"]
    assert h["type"] == "http" and h["url"] == URL and h["timeout"] == inst.PRE_TIMEOUT
    assert h["headers"]["X-Warden-Session"] == "$WARDEN_SESSION"
    assert set(h["allowedEnvVars"]) >= {"WARDEN_SESSION", "WARDEN_PROFILE", "TMUX_PANE", "TMUX"}
    assert inst.installed_in(path) == list(inst.EVENTS)


def test_switching_between_command_and_http_hooks_keeps_one_entry_per_event(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"hooks": {"Stop": [{"hooks": [{"type": "command", "command": "notify-send done"}]}]}}))
    inst.install(path)
    r = inst.install(path, http="http://127.0.0.1:8765")  # the board's address is completed with the path
    assert r.removed == len(inst.EVENTS)
    stop = hooks_of(path)["Stop"]
    assert {"type": "command", "command": "notify-send done"} in stop[0]["hooks"]
    ours = [h for g in stop for h in g["hooks"] if inst.is_ours(h)]
    assert [h["type"] for h in ours] == ["http"] and ours[0]["url"] == URL
    r = inst.install(path, http=URL + "?session=api&profile=auto")
    assert r.removed == len(inst.EVENTS)  # an http entry with a query is still recognised
    inst.install(path)
    ours = [h for g in hooks_of(path)["Stop"] for h in g["hooks"] if inst.is_ours(h)]
    assert [h["type"] for h in ours] == ["command"]
    r = inst.install(path, uninstall=True)
    assert hooks_of(path) == {"Stop": [{"hooks": [{"type": "command", "command": "notify-send done"}]}]}


def test_other_http_hooks_are_not_ours(tmp_path: Path) -> None:
    assert not inst.is_ours({"type": "http", "url": "http://127.0.0.1:9000/hooks/other"})
    assert inst.is_ours({"type": "http", "url": "https://board.example/hooks/claude-code?session=x"})
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"hooks": {"PreToolUse": [
        {"matcher": "*", "hooks": [{"type": "http", "url": "http://127.0.0.1:9000/audit"}]}]}}))
    r = inst.install(path, http=URL)
    assert any("http://127.0.0.1:9000/audit" in w for w in r.warnings)
    inst.install(path, uninstall=True)
    assert hooks_of(path)["PreToolUse"][0]["hooks"][0]["url"] == "http://127.0.0.1:9000/audit"


@pytest.mark.parametrize("bad", ["127.0.0.1:8765", "ftp://x/hooks/claude-code", "http://127.0.0.1:8765/other"])
def test_bad_urls_are_refused(tmp_path: Path, bad: str) -> None:
    path = tmp_path / "settings.json"
    with pytest.raises(InstallError):
        inst.install(path, http=bad)
    assert not path.exists()


def test_cli_install_http(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    r = warden("install", "--settings", str(path), "--http", URL)
    assert r.returncode == 0, r.stderr
    assert f"hook url: {URL}" in r.stdout
    r = warden("install", "--settings", str(path), "--http", "nonsense")
    assert r.returncode == 1 and "--http wants" in r.stderr
