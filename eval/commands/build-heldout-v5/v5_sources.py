"""Where v5's quoted inputs come from: the console transcripts of a Claude Code project (palimondo/BookMinder
keeps each day's terminal session as claude-dev-log-diary/day-NNN.md) and repository files in fetched mirrors.

Repository files are read by v3's reader (build-heldout-v3/sources.py `read`). The console transcripts are
not JSONL: each tool call is one line `⏺ Tool(argument)…`, so they get their own reader here; it keeps
only calls whose argument ends on that line (a wrapped command is cut by the console and is not quoted)."""
import importlib.util, os, re, subprocess
_spec = importlib.util.spec_from_file_location(
    "v3_sources", os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "build-heldout-v3", "sources.py"))
_v3 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_v3)

CONSOLE = {"palimondo/BookMinder": r"claude-dev-log-diary/day-\d+\.md"}
# The console's names for the tools, and the input key each argument fills.
CONSOLE_TOOLS = {"Bash": ("Bash", "command"), "Read": ("Read", "file_path"), "Write": ("Write", "file_path"),
                 "Update": ("Edit", "file_path"), "Fetch": ("WebFetch", "url"), "Web Search": ("WebSearch", "query")}
_LINE = re.compile(r"^⏺ (Bash|Read|Write|Update|Fetch|Web Search)\((.*)\)…?\s*$")

REPO_FILES = {
    "palimondo/BookMinder": [".github/workflows/main.yml", ".github/workflows/archive-claude-logs.yml",
                             "specs/integration/apple_books/fixtures/create_fixture.sh",
                             "specs/integration/apple_books/fixtures/copy_book_to_fixture.sh",
                             "claude-dev-log-diary/tools/fetch_logs.sh", "claude-dev-log-diary/tools/extract_commits.sh",
                             "claude-dev-log-diary/README.md"],
    "encode/starlette": ["scripts/install", "scripts/test", "scripts/check", "scripts/build", "scripts/publish",
                         "scripts/clean", "scripts/lint", "scripts/docs", "scripts/coverage", "scripts/sync-version",
                         ".github/workflows/publish.yml", ".github/workflows/test-suite.yml"],
    "ohmyzsh/ohmyzsh": ["README.md"],
    "davila7/claude-code-templates": ["cli-tool/templates/python/.claude/settings.json"],
    "levnikolaevich/claude-code-skills": [".claude/settings.local.json"],
}

def _argument(tool, raw):
    """The console shows Read/Write/Update arguments either bare or as `file_path: "x"`."""
    if tool in ("Read", "Write", "Update"):
        m = re.fullmatch(r'file_path: "?(.*?)"?', raw)
        return m.group(1) if m else raw
    if tool == "Fetch":
        m = re.fullmatch(r'url: "(.*?)".*', raw)
        return m.group(1) if m else raw
    if tool == "Web Search":
        m = re.fullmatch(r'(?:query: )?"(.*?)"', raw)
        return m.group(1) if m else raw
    return raw

def read_console(console):
    calls = {}
    for name, pattern in console.items():
        repo = _v3._repo(name)
        commit = _v3._git(repo, "rev-parse", "HEAD").strip()
        for path in _v3._git(repo, "ls-tree", "-r", "--name-only", "HEAD").splitlines():
            if not re.fullmatch(pattern, path):
                continue
            try:
                text = _v3._git(repo, "show", f"HEAD:{path}")
            except subprocess.CalledProcessError:
                continue
            found = []
            for line in text.splitlines():
                m = _LINE.match(line)
                if not m or m.group(2).endswith("…"):
                    continue
                tool, key = CONSOLE_TOOLS[m.group(1)]
                found.append({"tool": tool, "input": {key: _argument(m.group(1), m.group(2))}})
            if found:
                calls[f"{name}:{path}"] = {"commit": commit, "blob": _v3._git(repo, "rev-parse", f"HEAD:{path}").strip(),
                                           "calls": found}
    return calls

def live():
    names = set(CONSOLE) | set(REPO_FILES)
    if not all(os.path.isdir(_v3._repo(n)) for n in names):
        return None
    _, files = _v3.read({}, REPO_FILES)
    return read_console(CONSOLE), files
