"""The pinned Claude Code binary the sandbox runs (end-to-end tests, ``warden demo``, bench).

:func:`ensure_claude` finds, or installs with npm into warden's cache, the version the
sandbox is pinned to. Everything else warden runs finds its binary through
:mod:`warden.claude`.
"""

from __future__ import annotations

import fcntl
import os
import platform
import shutil
import subprocess
import sys
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

DEFAULT_CLAUDE_VERSION = "2.1.332"
NPM_PACKAGE = "@anthropic-ai/claude-code"


class ClaudeUnavailable(RuntimeError):
    """The Claude Code binary cannot be found or installed."""


def _repo_root() -> Path | None:
    """The warden checkout this module runs from, if it runs from one."""
    here = Path(__file__).resolve()
    for parent in here.parents:
        pyproject = parent / "pyproject.toml"
        if pyproject.is_file() and (parent / "src" / "warden").is_dir():
            try:
                if 'name = "warden"' in pyproject.read_text(encoding="utf-8"):
                    return parent
            except OSError:
                return None
    return None


def cache_dir() -> Path:
    """Where Claude Code installs are kept: ``$WARDEN_CACHE_DIR``, else ``<repo>/.cache``
    in a checkout, else the user cache dir."""
    env = os.environ.get("WARDEN_CACHE_DIR")
    if env:
        return Path(env).expanduser()
    root = _repo_root()
    if root is not None:
        return root / ".cache"
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("warden"))


def platform_package() -> str:
    """The npm package holding the native binary for this machine."""
    machine = platform.machine().lower()
    arch = {"x86_64": "x64", "amd64": "x64", "aarch64": "arm64", "arm64": "arm64"}.get(machine)
    if arch is None:
        raise ClaudeUnavailable(f"no Claude Code build for machine type {machine!r}")
    osname = {"linux": "linux", "darwin": "darwin"}.get(sys.platform)
    if osname is None:
        raise ClaudeUnavailable(f"no Claude Code build for platform {sys.platform!r}")
    return f"{NPM_PACKAGE}-{osname}-{arch}"


def claude_version() -> str:
    return os.environ.get("WARDEN_CLAUDE_VERSION") or DEFAULT_CLAUDE_VERSION


def _binary_in(prefix: Path) -> Path:
    return prefix / "node_modules" / platform_package() / "claude"


def ensure_claude(version: str | None = None) -> Path:
    """Path of a runnable Claude Code binary of ``version`` (default: the pinned
    :data:`DEFAULT_CLAUDE_VERSION`, or ``$WARDEN_CLAUDE_VERSION``).

    ``$WARDEN_CLAUDE_BIN`` names an explicit binary and wins (:mod:`warden.claude`
    finds the binary for everything else warden runs). Otherwise the binary is
    taken from ``<cache>/claude-code/<version>/`` and installed there with npm when
    missing (about 10 s, ~400 MB).
    """
    from warden import claude

    explicit = claude.from_env()
    if explicit:
        path = Path(explicit)
        if not (path.is_file() and os.access(path, os.X_OK)):
            raise ClaudeUnavailable(f"{claude.ENV}={explicit} is not an executable file")
        return path
    version = version or claude_version()
    base = cache_dir() / "claude-code"
    prefix = base / version
    binary = _binary_in(prefix)
    if binary.is_file():
        return binary
    npm = shutil.which("npm")
    if npm is None:
        raise ClaudeUnavailable(
            f"Claude Code {version} is not installed in {prefix} and npm is not on PATH.\n"
            "Install Node.js/npm, or set WARDEN_CLAUDE_BIN to a Claude Code binary.")
    base.mkdir(parents=True, exist_ok=True)
    with _locked(base / f".{version}.lock"):
        if binary.is_file():  # another process installed it meanwhile
            return binary
        tmp = Path(tempfile.mkdtemp(prefix=f".{version}-", dir=base))
        try:
            proc = subprocess.run(
                [npm, "install", "--prefix", str(tmp), "--no-audit", "--no-fund", "--no-save",
                 "--loglevel=error", f"{NPM_PACKAGE}@{version}"],
                capture_output=True, text=True, timeout=900)
            if proc.returncode != 0:
                raise ClaudeUnavailable(
                    f"npm install {NPM_PACKAGE}@{version} failed ({proc.returncode}):\n{proc.stderr.strip()}")
            if not _binary_in(tmp).is_file():
                raise ClaudeUnavailable(
                    f"npm installed {NPM_PACKAGE}@{version} but {platform_package()}/claude is missing")
            if prefix.exists():
                shutil.rmtree(prefix)
            os.replace(tmp, prefix)
        finally:
            if tmp.exists():
                shutil.rmtree(tmp, ignore_errors=True)
    os.chmod(binary, os.stat(binary).st_mode | 0o111)
    return binary


@contextmanager
def _locked(path: Path) -> Iterator[None]:
    with open(path, "a") as f:
        fcntl.flock(f, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(f, fcntl.LOCK_UN)
