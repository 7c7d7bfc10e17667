"""Facts the project's own configuration states, for questions the planning documents
do not answer: where its git remote lives, which package manager and tools it uses,
which scripts it defines, what it ignores, which cloud its infrastructure targets, the
workflow settings the person chose, and whether its database is a production one (a database URL or a connection
string naming a production host, or an environment named production).

Facts are written as plain sentences ("The git remote origin is on github.com.") so the
same reading that weighs a planning document weighs them. Secrets are never kept: of an
``.env`` file only whether its database URL names a production host is read.
"""

from __future__ import annotations

import re

from warden import fastjson as json  # the hook decides without importing json

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Protocol

    class Files(Protocol):
        def read(self, rel: str) -> str | None: ...

        def exists(self, rel: str) -> bool: ...


_LOCKFILES = (("yarn.lock", "yarn"), ("pnpm-lock.yaml", "pnpm"), ("bun.lockb", "bun"), ("bun.lock", "bun"),
              ("package-lock.json", "npm"), ("uv.lock", "uv"), ("poetry.lock", "poetry"), ("Pipfile.lock", "pipenv"),
              ("Cargo.lock", "cargo"), ("go.sum", "go modules"), ("Gemfile.lock", "bundler"))
_PROD_HOST = re.compile(r"(?:^|[@/.\-_])(?:prod|production|live|primary)(?:[.\-_:/]|$)", re.I)
SETTINGS_FILES = (".planning/config.json",)


def sentences(files: Files) -> list[str]:
    """What the project's configuration files say, one sentence each."""
    out: list[str] = []
    git = files.read(".git/config")
    if git:
        for name, url in re.findall(r'\[remote "([^"]+)"\][^\[]*?url\s*=\s*(\S+)', git):
            host = re.sub(r"^(?:\w+://)?(?:[^@/]+@)?([^/:]+).*$", r"\1", url)
            out.append(f"The git remote {name} is on {host} ({_forge(host)}).")
    for lock, tool in _LOCKFILES:
        if files.exists(lock):
            out.append(f"The project uses {tool} ({lock}).")
    pkg = _json(files.read("package.json"))
    if isinstance(pkg, dict):
        scripts = pkg.get("scripts")
        if isinstance(scripts, dict) and scripts:
            out.append("package.json defines the scripts " + ", ".join(str(k) for k in scripts) + ".")
        deps = [*(pkg.get("dependencies") or {}), *(pkg.get("devDependencies") or {})]
        if deps:
            out.append("The project depends on " + ", ".join(str(d) for d in deps[:40]) + ".")
    py = files.read("pyproject.toml")
    if py:
        out.append("The project is written in Python (pyproject.toml).")
        tools = re.findall(r"^\[tool\.([\w-]+)", py, re.M)
        if tools:
            out.append("pyproject.toml configures " + ", ".join(dict.fromkeys(tools)) + ".")
        deps = re.findall(r'"([A-Za-z][\w.-]*)\s*(?:[<>=~!].*?)?"', _section(py, "dependencies"))
        if deps:
            out.append("The project depends on " + ", ".join(deps[:40]) + ".")
    ignore = files.read(".gitignore")
    if ignore:
        entries = [x.strip() for x in ignore.splitlines() if x.strip() and not x.startswith("#")]
        if entries:
            out.append("git ignores " + ", ".join(entries[:30]) + " (.gitignore): kept local-only.")
    for rel in ("infra/main.tf", "main.tf", "terraform/main.tf"):
        tf = files.read(rel)
        if tf:
            providers = re.findall(r'provider\s+"(\w+)"', tf)
            if providers:
                out.append(f"The infrastructure targets {', '.join(dict.fromkeys(p.upper() for p in providers))} ({rel}).")
            modules = re.findall(r'module\s+"(\w+)"', tf)
            if modules:
                out.append(f"It uses {', '.join(m.upper() for m in modules)} ({rel}).")
    for rel in ("docker-compose.yml", "docker-compose.yaml", "compose.yml", "compose.yaml"):
        dc = files.read(rel)
        if dc:
            services = re.findall(r"^  ([\w.-]+):\s*$", dc, re.M)
            if services:
                out.append(f"{rel} already runs the services {', '.join(services)}.")
    for name in (".env.example", ".env.sample"):
        env = files.read(name)
        if env:
            keys = re.findall(r"^\s*([A-Z][A-Z0-9_]*)\s*=", env, re.M)
            if keys:
                out.append(f"The project is configured with {', '.join(keys)} ({name}).")
    return out


def production_database(files: Files) -> bool:
    """Whether the project's environment points its database at a production host."""
    for name in (".env", ".env.local", ".env.development"):
        env = files.read(name)
        if not env:
            continue
        for m in re.finditer(r"^\s*(?:export\s+)?(\w*(?:DATABASE|DB|POSTGRES|MYSQL|MONGO)\w*URL\w*)\s*=\s*['\"]?(\S+?)['\"]?\s*$", env, re.M | re.I):
            host = re.sub(r"^\w+://(?:[^@/]*@)?", "", m.group(2)).split("/")[0]
            if _prod(host):
                return True
        # a connection string ("ConnectionStrings__Default=Host=pg-prod-01;Database=stockroom") names its host by a key
        for m in re.finditer(r"^\s*(?:export\s+)?\w*CONN\w*\s*=\s*['\"]?([^\n'\"]*)", env, re.M | re.I):
            host = re.search(r"(?:^|;)\s*(?:host|server|data source|address|addr)\s*=\s*([^;,\s]+)", m.group(1), re.I)
            if host and _prod(host.group(1)):
                return True
        # the environment the app runs in, named production ("ASPNETCORE_ENVIRONMENT=Production", "RAILS_ENV=production")
        if re.search(r"^\s*(?:export\s+)?\w*(?:_ENV|ENVIRONMENT)\s*=\s*['\"]?(?:production|prod)['\"]?\s*$", env, re.M | re.I):
            return True
    return False


def _prod(host: str) -> bool:
    return bool(_PROD_HOST.search(host)) and not re.search(r"\b(?:localhost|127\.0\.0\.1|dev|test|staging)\b", host, re.I)


def settings(files: Files) -> dict[str, Any]:
    """The workflow settings the person chose (``.planning/config.json``), flattened:
    ``{"workflow.auto_advance": False, "git.branching_strategy": "phase"}``."""
    out: dict[str, Any] = {}
    for rel in SETTINGS_FILES:
        data = _json(files.read(rel))
        if isinstance(data, dict):
            _flatten(data, "", out)
    return out


def _flatten(d: dict[str, Any], prefix: str, out: dict[str, Any]) -> None:
    for k, v in d.items():
        key = f"{prefix}{k}"
        if isinstance(v, dict):
            _flatten(v, key + ".", out)
        elif isinstance(v, (bool, str, int, float)):
            out[key] = v


def _forge(host: str) -> str:
    h = host.lower()
    for name in ("github", "gitlab", "bitbucket", "codeberg", "azure", "gitea", "sourcehut"):
        if name in h:
            return {"github": "GitHub", "gitlab": "GitLab", "bitbucket": "Bitbucket"}.get(name, name)
    return "a self-hosted git server"


def _json(text: str | None) -> Any:
    if not text:
        return None
    try:
        return json.loads(text)
    except ValueError:
        return None


def _section(toml: str, key: str) -> str:
    m = re.search(rf"^{key}\s*=\s*\[(.*?)\]", toml, re.M | re.S)
    return m.group(1) if m else ""
