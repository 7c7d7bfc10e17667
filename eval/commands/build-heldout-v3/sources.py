"""Where v3's quoted inputs come from: Claude Code session logs and repository files in fetched mirrors.

live() reads them from the mirrors under $MIRRORS (default /work/.mirror, as `fetch` leaves them) and
returns None when a mirror is missing. build.py then checks every quoted command against the source
itself and writes quotes.json: for each source file its commit, its git blob id and only the inputs the
corpus quotes. Without the mirrors the build checks against quotes.json instead. The sources' own text is
not committed; the blob ids let anyone verify the quotes against the public repositories.
"""
import json, os, subprocess
MIRRORS = os.environ.get("MIRRORS", "/work/.mirror")
TRANSCRIPTS = {
    "marot/spotter": "test/fixtures/transcripts/",
    "DRMacIver/claude-reliability": "snapshot-tests/tests/",
}
TOOLS = ("Bash", "Read", "Write", "Edit", "MultiEdit", "WebFetch", "WebSearch")
KEEP = ("command", "file_path", "url", "prompt", "query", "allowed_domains")

# Files of other repositories (CI workflows, scripts, Makefiles, settings) whose commands v3 quotes.
REPO_FILES = {
    "encode/httpx": ["scripts/build", "scripts/check", "scripts/clean", "scripts/coverage", "scripts/docs",
                     "scripts/install", "scripts/lint", "scripts/publish", "scripts/sync-version", "scripts/test",
                     ".github/workflows/test-suite.yml"],
    "pallets/flask": [".github/workflows/tests.yaml", ".github/workflows/publish.yaml", ".github/workflows/pre-commit.yaml",
                      ".devcontainer/on-create-command.sh"],
    "vitejs/vite": ["package.json", ".github/workflows/ci.yml", ".github/workflows/publish.yml",
                    ".github/workflows/preview-release.yml", ".github/workflows/copilot-setup-steps.yml"],
    "siddhant-vij/JWT-Authentication-Service": ["scripts/down.sh"],
    "Saren-Arterius/wtako-rest-template": ["reset.sh"],
    "jsrgyn/selfhosted-devops-pipeline": ["devops-stack/reset_clear.sh", "devops-stack/scripts/clean-reports.sh",
                                          "devops-stack/backup/scripts/backup-postgres.sh",
                                          "devops-stack/backup/restore/restore-postgres.sh"],
    "azsce/Queuify": [".devcontainer/post-create.sh"],
    "seoyerin307/neo": ["Makefile"],
    "nandy-io/speech": ["Makefile"],
    "max172-hqt/learn-aws-codepipeline": ["deploy.sh"],
    "afrossard/actual-budget-transformer": [".devcontainer/postCreateCommand.sh"],
    "ericrshields/ai-tooling": ["configs/claude-permissions.json"],
    "finsite/template_kubernetes": ["Makefile"],
    "dnorth123/claude-code-project-starter": ["project-template/.claude/settings.local.json"],
}

def _git(repo, *a):
    return subprocess.run(["git", "-C", repo, *a], capture_output=True, check=True).stdout.decode("utf-8", "replace")

def _repo(name):
    return os.path.join(MIRRORS, name.replace("/", "+"), "repo")

def live():
    """({source: {commit, blob, calls}}, {source: {commit, blob, text}}), or None without the mirrors."""
    return read(TRANSCRIPTS, REPO_FILES)

def read(transcripts, repo_files, suffixes=(".jsonl",)):
    """The same for any set of session-log folders ({repo: folder}) and repository files ({repo: [path]});
    later held-out parts call it with their own sources (and file suffixes, for logs saved under another name)."""
    names = set(transcripts) | set(repo_files)
    if not all(os.path.isdir(_repo(n)) for n in names):
        return None
    calls = {}
    for name, under in transcripts.items():
        repo = _repo(name)
        commit = _git(repo, "rev-parse", "HEAD").strip()
        for path in _git(repo, "ls-tree", "-r", "--name-only", "HEAD", under).splitlines():
            if not path.endswith(suffixes):
                continue
            try:
                text = _git(repo, "show", f"HEAD:{path}")
            except subprocess.CalledProcessError:
                continue  # files of 4 MiB and more are absent from a mirror
            found = []
            for line in text.splitlines():
                try:
                    e = json.loads(line)
                except ValueError:
                    continue
                msg = e.get("message")
                content = msg.get("content") if isinstance(msg, dict) else None
                for b in content if isinstance(content, list) else ():
                    if isinstance(b, dict) and b.get("type") == "tool_use" and b.get("name") in TOOLS:
                        found.append({"tool": b["name"], "input": {k: v for k, v in (b.get("input") or {}).items() if k in KEEP}})
            if found:
                blob = _git(repo, "rev-parse", f"HEAD:{path}").strip()
                calls[f"{name}:{path}"] = {"commit": commit, "blob": blob, "calls": found}
    files = {}
    for name, paths in repo_files.items():
        repo = _repo(name)
        commit = _git(repo, "rev-parse", "HEAD").strip()
        for p in paths:
            files[f"{name}:{p}"] = {"commit": commit, "blob": _git(repo, "rev-parse", f"HEAD:{p}").strip(),
                                    "text": _git(repo, "show", f"HEAD:{p}")}
    return calls, files
