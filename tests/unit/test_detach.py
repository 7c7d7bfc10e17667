"""warden.detach, the one way warden starts a detached process: isolated, in its own
session, stdio away from the caller, stderr to a private log when asked."""

from __future__ import annotations

import json
import os
import stat
import time
from pathlib import Path

import pytest

from warden import detach

REPORT = """
import json, os, sys
out = sys.argv[1]
facts = {
    "sid_is_pid": os.getsid(0) == os.getpid(),
    "stdin": os.readlink("/proc/self/fd/0"), "stdout": os.readlink("/proc/self/fd/1"),
    "isolated": sys.flags.isolated, "path": sys.path,
    "home": os.environ.get("WARDEN_HOME"), "extra": os.environ.get("EXTRA"), "dropped": os.environ.get("DROPPED"),
}
open(out + ".tmp", "w").write(json.dumps(facts)); os.replace(out + ".tmp", out)
print("to stderr", file=sys.stderr)
"""


def wait_for(path: Path, timeout: float = 20) -> None:
    end = time.monotonic() + timeout
    while not path.exists() and time.monotonic() < end:
        time.sleep(0.02)
    assert path.exists(), f"{path} never appeared"


def test_a_detached_child_is_isolated_in_its_own_session(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # code the user's environment could inject: neither may reach warden's child
    trap = tmp_path / "trap"
    trap.mkdir()
    (trap / "sitecustomize.py").write_text("raise SystemExit('injected')\n")
    monkeypatch.setenv("PYTHONPATH", str(trap))
    monkeypatch.chdir(trap)
    monkeypatch.setenv("DROPPED", "x")
    out, log = tmp_path / "facts.json", tmp_path / "logs" / "child.log"
    log.parent.mkdir()
    pid = detach.code(str(tmp_path / "home"), REPORT, str(out), log=str(log), env={"EXTRA": "1"},
                      drop_env=("DROPPED",))
    assert pid > 0 and pid != os.getpid()
    wait_for(out)
    facts = json.loads(out.read_text())
    assert facts["sid_is_pid"] and facts["isolated"] == 1
    assert facts["stdin"] == facts["stdout"] == os.devnull
    assert str(trap) not in facts["path"] and "" not in facts["path"]
    assert (facts["home"], facts["extra"], facts["dropped"]) == (str(tmp_path / "home"), "1", None)
    end = time.monotonic() + 10
    while "to stderr" not in (log.read_text() if log.exists() else "") and time.monotonic() < end:
        time.sleep(0.02)
    assert log.read_text() == "to stderr\n"
    assert stat.S_IMODE(log.stat().st_mode) == 0o600


def test_a_warden_command_runs_detached(tmp_path: Path) -> None:
    home = tmp_path / "home"
    detach.warden(str(home), "install", "--settings", str(tmp_path / "settings.json"))
    settings = tmp_path / "settings.json"
    end = time.monotonic() + 20
    while "warden" not in (settings.read_text() if settings.exists() else "") and time.monotonic() < end:
        time.sleep(0.02)
    assert "hooks" in json.loads(settings.read_text())


def test_a_child_that_cannot_start_raises_oserror(tmp_path: Path) -> None:
    with pytest.raises(OSError):
        detach.spawn(str(tmp_path), ["-c", "pass"], log=str(tmp_path / "no" / "such" / "dir" / "x.log"))
