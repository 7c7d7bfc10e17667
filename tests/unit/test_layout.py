"""The CLI is the outermost layer: click only in warden.cli, and nothing else imports it
(but ``warden.__main__``, which dispatches `warden hook` before click is imported)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

SRC = Path(__file__).resolve().parents[2] / "src" / "warden"


def imports(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.add(node.module)
    return found


def test_only_the_cli_imports_click_or_the_cli() -> None:
    offenders = []
    for path in SRC.rglob("*.py"):
        rel = path.relative_to(SRC).as_posix()
        if rel.startswith("cli/") or rel == "__main__.py":
            continue
        bad = {m for m in imports(path) if m == "click" or m.startswith("click.") or m.startswith("warden.cli")}
        if bad:
            offenders.append(f"{rel}: {sorted(bad)}")
    assert offenders == []


def test_warden_hook_runs_without_importing_click() -> None:
    code = ("import sys, io; sys.argv = ['warden', 'hook']; sys.stdin = io.TextIOWrapper(io.BytesIO(b'{}'));"
            "from warden.__main__ import main\ntry:\n    main()\nexcept SystemExit:\n    pass\n"
            "print('click' in sys.modules)")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert r.stdout.strip().splitlines()[-1] == "False", r.stderr
