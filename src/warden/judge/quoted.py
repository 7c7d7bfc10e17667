"""A small reading of common shell commands, for the commands that appear in a question's
text (a code span, a quoted ``'git push origin main'``): what each command does, as the
effects ``warden.judge.prose`` uses. The judge's shell parser reads permission prompts'
commands fully; this reads the few a workflow question quotes.
"""

from __future__ import annotations

import re
import shlex

_I = re.IGNORECASE
_OUTSIDE = re.compile(r"(?:^|\s)(?:~|\$HOME|/home|/etc|/usr|/var|/opt|/root|/System|/Library|/bin|/sbin)(?:/|\s|$)|^/\*?$")
_DISPOSABLE = re.compile(r"\b(?:build|dist|target|out|\.next|artifacts?|caches?|node_modules|__pycache__|\.pyc|pytest_cache|mypy_cache|coverage|tmp|temp)\b", _I)
_PRECIOUS = re.compile(r"\b(?:data|src|source|\.git|db|database|backups?|uploads?|migrations?)\b", _I)

COMMAND_WORDS = {"git", "rm", "npm", "npx", "yarn", "pnpm", "pip", "pip3", "uv", "python", "python3", "node", "make", "cargo", "go",
                  "docker", "kubectl", "terraform", "aws", "gcloud", "az", "gh", "curl", "wget", "sudo", "chmod", "chown", "mv", "cp",
                  "psql", "mysql", "prisma", "pytest", "vercel", "fly", "flyctl", "heroku", "helm", "brew", "apt", "apt-get", "twine",
                  "bash", "sh", "ssh", "scp", "rsync", "dd", "mkfs", "find", "ls", "cat", "echo", "touch", "mkdir", "tar", "unzip"}



def effects(command: str, *, production: bool = False) -> list[str]:
    """The effects of one shell command line, by what each of its commands does."""
    return _fallback_command_effects(command, production)


def _fallback_command_effects(command: str, production: bool) -> list[str]:
    # A small reading of common commands, until the judge's shell parser is merged in.
    out: list[str] = []
    for part in re.split(r"\s*(?:&&|\|\||;|\|)\s*", command):
        try:
            words = shlex.split(part)
        except ValueError:
            words = part.split()
        while words and (re.match(r"^\w+=", words[0]) or words[0] in ("sudo", "env", "time", "nohup")):
            if words[0] == "sudo":
                out.append("privilege")
            words = words[1:]
        if not words:
            continue
        out.extend(_one_command(words, production))
    if re.search(r"\b(?:curl|wget)\b[^|]*\|\s*(?:sudo\s+)?(?:ba|z)?sh\b", command):
        out.append("network_exec")
    return list(dict.fromkeys(out)) or ["unknown"]


def _one_command(w: list[str], production: bool) -> list[str]:
    cmd, args = w[0].rsplit("/", 1)[-1], w[1:]
    joined = " ".join(args)
    if cmd == "git":
        sub = args[0] if args else ""
        if sub == "push":
            return ["rewrite_history", "push"] if re.search(r"(?:^|\s)(?:-f|--force\S*|\+\S+)", joined) else ["push"]
        if sub == "reset" and "--hard" in args:
            return ["discard_work"]
        if sub == "clean" and re.search(r"-\w*f", joined):
            return ["discard_work"]
        if sub in ("checkout", "restore") and re.search(r"(?:^|\s)(?:--\s+)?\.(?:\s|$)|--\s+\S", joined):
            return ["discard_work"]
        if sub == "branch" and re.search(r"(?:^|\s)-(?:D|d|-delete)\b", joined):
            return ["delete"]
        if sub in ("rebase", "filter-branch", "filter-repo") or (sub == "commit" and "--amend" in args):
            return ["rewrite_history"]
        if sub == "stash" and args[1:2] in (["drop"], ["clear"]):
            return ["discard_work"]
        if sub in ("tag",) and re.search(r"(?:^|\s)-d\b", joined):
            return ["delete"]
        if sub in ("status", "log", "diff", "show", "branch", "remote", "fetch", "rev-parse", "ls-files", "blame", "describe"):
            return ["read"]
        return ["vcs_local"]
    if cmd == "rm":
        targets = [a for a in args if not a.startswith("-")]
        if any(_OUTSIDE.search(t) or t in ("/", "~", "*", "/*") for t in targets):
            return ["delete", "outside_project"]
        if targets and all(_DISPOSABLE.search(t) and not _PRECIOUS.search(t) for t in targets):
            return ["write_project"]
        return ["delete"]
    if cmd in ("npm", "yarn", "pnpm", "bun"):
        sub = args[0] if args else ""
        if sub == "publish":
            return ["publish"]
        if sub in ("install", "i", "add", "ci") and re.search(r"(?:^|\s)(?:-g|--global)\b", joined):
            return ["system"]
        if sub in ("install", "i", "add", "ci", "remove", "uninstall"):
            return ["install_local"]
        if sub in ("test", "run", "build", "lint", "start", "dev", "exec") or not sub:
            return ["build_test"]
        return ["build_test"]
    if cmd in ("pip", "pip3", "uv", "poetry"):
        if re.search(r"\bpublish\b", joined):
            return ["publish"]
        return ["install_local"]
    if cmd == "twine" and args[:1] == ["upload"]:
        return ["publish"]
    if cmd == "gh":
        if re.search(r"^(?:pr (?:create|merge|close|comment|review)|release (?:create|upload|delete)|issue (?:create|close|comment)|repo (?:create|delete|edit))",
                     joined):
            return ["publish"]
        if re.search(r"^(?:secret|auth)\b", joined):
            return ["credentials"]
        return ["read"]
    if cmd in ("prisma",) or (cmd == "npx" and args[:1] == ["prisma"]):
        rest = " ".join(args[1:] if cmd == "npx" else args)
        if re.search(r"\b(?:db push|migrate (?:deploy|dev|reset)|db seed)\b", rest):
            return ["deploy" if production else "write_project"] + (["delete"] if "reset" in rest else [])
        return ["build_test"]
    if cmd in ("kubectl", "helm", "terraform", "vercel", "fly", "flyctl", "heroku"):
        if re.search(r"\b(?:delete|destroy|uninstall)\b", joined):
            return ["delete", "deploy"]
        if re.search(r"\b(?:apply|deploy|install|upgrade|rollout|--prod|scale|release)\b", joined):
            return ["deploy"]
        return ["read"]
    if cmd in ("aws", "gcloud", "az"):
        if re.search(r"\b(?:rm|delete|remove|destroy|terminate|purge)\b", joined):
            return ["delete"]
        if re.search(r"\b(?:deploy|update-service|create|put|cp|sync)\b", joined):
            return ["deploy"]
        return ["read"]
    if cmd in ("chmod", "chown"):
        return ["privilege"]
    if cmd in ("curl", "wget"):
        return ["send"] if re.search(r"(?:^|\s)(?:-X\s*(?:POST|PUT|DELETE|PATCH)|-d|--data\S*|-F|--upload-file)\b", joined) else ["read"]
    if cmd in ("ssh", "scp", "rsync"):
        return ["outside_project"]
    if cmd in ("dd", "mkfs", "shutdown", "reboot", "systemctl", "launchctl", "apt", "apt-get", "brew", "dnf", "yum"):
        return ["system"]
    if cmd in ("psql", "mysql", "mongo", "mongosh", "sqlite3"):
        if re.search(r"\b(?:drop|truncate|delete from)\b", joined, _I):
            return ["delete"]
        return ["deploy" if production else "write_project"]
    if cmd in ("pytest", "make", "cargo", "go", "tox", "nox", "python", "python3", "node", "tsc", "eslint", "ruff", "mypy", "jest", "vitest"):
        return ["build_test"]
    if cmd in ("ls", "cat", "echo", "grep", "rg", "find", "head", "tail", "wc", "pwd", "which", "tree"):
        return ["delete"] if cmd == "find" and "-delete" in args else ["read"]
    if cmd in ("mkdir", "touch", "cp", "mv", "tar", "unzip"):
        return ["outside_project"] if any(_OUTSIDE.search(a) for a in args) else ["write_project"]
    return ["unknown"]
