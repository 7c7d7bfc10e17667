"""`warden install` on settings files that already hold other tools' hooks."""

from __future__ import annotations

import copy
import json
import os
import sys
from pathlib import Path

import pytest

from tests.payloads import warden
from warden import install as inst
from warden.errors import InstallError

THEIRS = {
    "model": "opus",
    "permissions": {"allow": ["Bash(ls:*)"]},
    "hooks": {
        "PreToolUse": [
            {"matcher": "Bash", "hooks": [{"type": "command", "command": "/usr/local/bin/guard --strict"}]},
        ],
        "Stop": [{"hooks": [{"type": "command", "command": "notify-send done", "timeout": 5}]}],
        "PreCompact": [{"hooks": [{"type": "command", "command": "echo compact"}]}],
    },
}


def write(path: Path, data: object) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=2))


def ours(settings: dict) -> dict[str, list[dict]]:
    return {
        ev: [h for g in groups for h in g["hooks"] if inst.is_ours(h)]
        for ev, groups in settings.get("hooks", {}).items()
        if any(inst.is_ours(h) for g in groups for h in g["hooks"])
    }


def without_ours(settings: dict) -> dict:
    s = copy.deepcopy(settings)
    inst.strip_ours(s)
    return s


def test_install_keeps_theirs_and_adds_every_event(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    write(path, THEIRS)
    r = inst.install(path)
    assert r.changed and r.backup is not None and json.loads(r.backup.read_text()) == THEIRS
    s = json.loads(path.read_text())
    assert without_ours(s) == THEIRS
    mine = ours(s)
    assert set(mine) == set(inst.EVENTS)
    cmd = mine["PreToolUse"][0]["command"]
    assert cmd == f"{sys.executable} -I -c 'from warden.hook import main; main()'"
    assert os.path.isabs(cmd.split()[0])
    pre_group = [g for g in s["hooks"]["PreToolUse"] if any(inst.is_ours(h) for h in g["hooks"])][0]
    # every tool: AskUserQuestion is answered there, and a permission request is paired with its call
    assert pre_group.get("matcher") is None
    assert mine["PreToolUse"][0]["timeout"] == inst.PRE_TIMEOUT


def test_install_twice_equals_once(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    write(path, THEIRS)
    inst.install(path)
    once = path.read_text()
    r = inst.install(path)
    assert not r.changed and path.read_text() == once


def test_upgrade_replaces_an_old_entry_in_place(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    inst.install(path, python="/old/venv/bin/python")
    s = json.loads(path.read_text())
    s["hooks"]["Stop"].append({"hooks": [{"type": "command", "command": "/old/bin/python -m warden hook"}]})
    write(path, s)
    r = inst.install(path)
    s = json.loads(path.read_text())
    assert r.removed == len(inst.EVENTS) + 1
    assert all(h["command"].startswith(sys.executable) for hs in ours(s).values() for h in hs)
    assert sum(len(hs) for hs in ours(s).values()) == len(inst.EVENTS)


def test_uninstall_removes_exactly_ours(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    write(path, THEIRS)
    inst.install(path)
    r = inst.install(path, uninstall=True)
    assert r.removed == len(inst.EVENTS)
    assert json.loads(path.read_text()) == THEIRS


def test_uninstall_from_a_file_with_only_ours_leaves_no_empty_hooks(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    inst.install(path)
    inst.install(path, uninstall=True)
    assert json.loads(path.read_text()) == {}


@pytest.mark.parametrize("text", ['{"hooks": ', "[1,2]", '{"hooks": []}', '{"hooks": {"Stop": {}}}'])
def test_malformed_settings_are_refused_and_untouched(tmp_path: Path, text: str) -> None:
    path = tmp_path / "settings.json"
    path.write_text(text)
    with pytest.raises(InstallError, match="nothing was changed"):
        inst.install(path)
    assert path.read_text() == text
    r = warden("install", "--settings", str(path))
    assert r.returncode == 1 and "nothing was changed" in r.stderr and "Traceback" not in r.stderr


def test_conflicting_ask_hook_is_warned_about(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    write(path, {"hooks": {"PreToolUse": [{"matcher": "*", "hooks": [{"type": "command", "command": "other"}]}]}})
    r = inst.install(path)
    assert r.warnings and "other" in r.warnings[0]


def test_cli_targets(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cfg = tmp_path / "claude-config"
    r = warden("install", env={"CLAUDE_CONFIG_DIR": str(cfg)})
    assert r.returncode == 0, r.stderr
    assert inst.installed_in(cfg / "settings.json")
    proj = tmp_path / "proj"
    proj.mkdir()
    r = __import__("subprocess").run([sys.executable, "-m", "warden", "install", "--project"], cwd=proj,
                                     capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert inst.installed_in(proj / ".claude" / "settings.json")
    r = warden("install", "--settings", str(cfg / "settings.json"))
    assert "up to date" in r.stdout


def test_atomic_write_preserves_mode(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    write(path, {})
    path.chmod(0o600)
    inst.install(path)
    assert path.stat().st_mode & 0o777 == 0o600
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".settings.json.")]
