"""The hook's hot path does not pay for the judge, and the judge does not pay for bashlex
until a command with shell syntax needs it."""

from __future__ import annotations

import subprocess
import sys


def _modules_after(code: str) -> set[str]:
    out = subprocess.run([sys.executable, "-c", code + "; import sys; print(' '.join(sys.modules))"],
                         capture_output=True, text=True, check=True).stdout
    return set(out.split())


def test_importing_the_judge_does_not_import_bashlex() -> None:
    mods = _modules_after("import warden.judge.permission")
    assert "bashlex" not in mods and "warden.judge.commands" not in mods


def test_a_compound_command_loads_bashlex() -> None:
    mods = _modules_after("from warden.judge.permission import judge; judge('Bash', {'command': 'echo $(id)'}, '/p', "
                          "home='/h')")
    assert "bashlex" in mods


def test_the_capture_hook_does_not_import_the_judge() -> None:
    mods = _modules_after("import warden.capture.hook, warden.hook")
    assert not {m for m in mods if m.startswith("warden.judge") or m == "bashlex"}
