"""The import contract: the layering docs/architecture.md describes, checked on every run.

Imports inside functions count: a cycle hidden in a function is still a cycle in the design.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[2] / "src" / "warden"
MAX_LINES = 500


def _modules() -> dict[str, Path]:
    mods = {}
    for p in SRC.rglob("*.py"):
        name = ".".join(("warden", *p.relative_to(SRC).with_suffix("").parts))
        mods[name.removesuffix(".__init__")] = p
    return mods


MODULES = _modules()


def _resolve(name: str) -> str | None:
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def _imports(mod: str) -> set[str]:
    path = MODULES[mod]
    pkg = mod if path.name == "__init__.py" else mod.rpartition(".")[0]
    out = set()
    for n in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names: list[str] = []
        if isinstance(n, ast.Import):
            names = [a.name for a in n.names]
        elif isinstance(n, ast.ImportFrom):
            base = n.module or ""
            if n.level:
                parts = pkg.split(".")[: len(pkg.split(".")) - (n.level - 1)]
                base = ".".join(parts + ([n.module] if n.module else []))
            names = [base] + [f"{base}.{a.name}" for a in n.names]
        for x in names:
            if x.split(".")[0] == "warden":
                r = _resolve(x)
                if r and r != mod and not mod.startswith(r + "."):
                    out.add(r)
    return out


GRAPH = {m: _imports(m) for m in MODULES}


def _cycles() -> list[list[str]]:
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[list[str]] = []
    counter = [0]

    def visit(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in GRAPH[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                found.append(sorted(comp))

    for v in GRAPH:
        if v not in index:
            visit(v)
    return found


def test_no_import_cycles() -> None:
    assert _cycles() == []


def test_no_module_is_over_the_size_limit() -> None:
    big = {m: n for m, p in MODULES.items() if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_LINES}
    assert big == {}, f"modules over {MAX_LINES} lines: split them along their seams"


def _importers_of(prefix: str) -> set[str]:
    return {m for m, deps in GRAPH.items() if any(d == prefix or d.startswith(prefix + ".") for d in deps)}


def test_nothing_imports_the_cli() -> None:
    # the CLI parses, calls a typed function and prints; the library never needs it
    outside = {m for m in _importers_of("warden.cli") if not m.startswith("warden.cli")} - {"warden.__main__"}
    assert outside == set()


def test_the_sandbox_is_used_by_no_production_module() -> None:
    # the scripted model server and the real-client harness serve tests, benches and the demo
    outside = {m for m in _importers_of("warden.sandbox") if not m.startswith("warden.sandbox")}
    assert outside <= {"warden.cli.demo", "warden.cli"}, outside


@pytest.mark.parametrize("module", ["warden.capture.hook", "warden.capture.spool", "warden.hooklog", "warden.home",
                                    "warden.fastjson", "warden.detach", "warden.rxcache", "warden.record.phase"])
def test_the_hot_path_imports_only_the_stdlib_at_module_level(module: str) -> None:
    # everything the hook needs later is imported inside the function that needs it
    tree = ast.parse(MODULES[module].read_text(encoding="utf-8"))
    heavy = set()
    for n in tree.body:
        if isinstance(n, ast.Import):
            heavy |= {a.name for a in n.names}
        elif isinstance(n, ast.ImportFrom) and n.module:
            heavy.add(n.module)
    allowed = {"os", "sys", "fcntl", "time", "__future__", "_json", "warden.hooklog", "warden.fastjson"}
    assert heavy <= allowed, heavy - allowed


SQL = re.compile(r"\b(SELECT\s.*\bFROM\b|INSERT\s+(OR\s+\w+\s+)?INTO\b|UPDATE\s+\w+\s+SET\b|DELETE\s+FROM\b|"
                 r"CREATE\s+(TABLE|INDEX|TRIGGER)\b|ALTER\s+TABLE\b|PRAGMA\s+\w|BEGIN\s+IMMEDIATE\b)", re.S)


def _docstrings(tree: ast.AST) -> set[int]:
    out = set()
    for n in ast.walk(tree):
        if isinstance(n, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and n.body:
            first = n.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                out.add(id(first.value))
    return out


def _speaks_sql(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = _docstrings(tree)
    found = []
    for n in ast.walk(tree):
        if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docs and SQL.search(n.value):
            found.append(f"line {n.lineno}: SQL {n.value[:40]!r}")
        elif isinstance(n, ast.Import) and any(a.name.split(".")[0] in ("sqlite3", "psycopg") for a in n.names):
            found.append(f"line {n.lineno}: imports {', '.join(a.name for a in n.names)}")
        elif isinstance(n, ast.ImportFrom) and (n.module or "").split(".")[0] in ("sqlite3", "psycopg"):
            found.append(f"line {n.lineno}: imports from {n.module}")
        elif (isinstance(n, ast.Attribute) and n.attr in ("execute", "executemany", "executescript")
              and isinstance(n.value, ast.Attribute) and n.value.attr == "db"):
            found.append(f"line {n.lineno}: runs SQL on the store's connection")
    return found


def test_only_the_store_speaks_sql() -> None:
    # the store owns its SQL, its connection and its backends: everything else calls Store methods
    outside = {m: f for m, p in MODULES.items()
               if not (m == "warden.store" or m.startswith("warden.store.")) and (f := _speaks_sql(p))}
    assert outside == {}, outside


def test_the_sql_check_sees_sql() -> None:
    assert SQL.search("SELECT id FROM events WHERE x=?") and SQL.search("UPDATE questions SET detail=?")
    assert SQL.search("INSERT OR IGNORE INTO events") and SQL.search("PRAGMA data_version")
    assert not SQL.search("Select the option you want from the list") and not SQL.search("update the docs")
