"""Another tool's database under the home directory holds the person's work across
projects; this project's own Claude data (its memory, its sessions' saved output) is
the project's to read, and still not to change."""

from __future__ import annotations

import pytest

from tests.judge.helpers import HOME, PROJECT, decision
from warden.judge.permission import judge


def tool(name: str, path: str) -> str:
    extra = {"Write": {"content": "x"}, "Edit": {"old_string": "a", "new_string": "b"}}.get(name, {})
    return judge(name, {"file_path": path, **extra}, PROJECT, home=HOME).decision


@pytest.mark.parametrize("command", [
    "cp ~/.local/share/atuin/history.db ./data/",
    "cp ~/.config/Code/User/globalStorage/state.vscdb.db backups/",
    "sqlite3 ~/Library/Application\\ Support/Slack/storage.sqlite .dump",
    "cat ~/.cursor/ai-tracking/ai-code-tracking.db | strings | head",
    "rsync -a ~/.claude/plugins/data/tracker/events.sqlite3 tmp/",
])
def test_copying_or_reading_a_tools_database_under_home_holds(command: str) -> None:
    assert decision(command) == "hold"


def test_a_database_of_the_project_or_a_package_cache_is_not_private() -> None:
    assert decision("sqlite3 data/app.db 'select count(*) from users'") != "hold"
    assert decision("ls ~/.cache/pip/http/cache.db") == "allow"


@pytest.mark.parametrize("path", [
    f"{HOME}/.claude/projects/-home-dev-proj/memory/decisions.md",
    f"{HOME}/.claude/projects/-home-dev-proj/0b1c/tool-results/toolu_01.txt",
    f"{HOME}/.claude/projects/-home-dev-proj/0b1c.jsonl",
])
def test_this_projects_own_claude_data_is_read_like_the_project(path: str) -> None:
    assert tool("Read", path) == "allow"
    assert tool("Write", path) == "hold"
    assert tool("Edit", path) == "hold"


@pytest.mark.parametrize("path", [
    f"{HOME}/.claude/projects/-home-dev-proj-old/memory/MEMORY.md",  # another project sharing the prefix
    f"{HOME}/.claude/projects/-home-dev-shop/0b1c.jsonl",
    f"{HOME}/.claude/history.jsonl",
])
def test_another_projects_claude_data_stays_private(path: str) -> None:
    assert tool("Read", path) == "hold"


def test_a_url_argument_is_not_a_file_named_for_a_secret() -> None:
    assert decision("curl -s https://api.example.org/v2/users/42/history") == "allow"
    assert decision("curl -s https://api.example.org/v2/keys/credentials.json") == "allow"


@pytest.mark.parametrize("command", [
    "tail -n 50 ~/.codex/log/codex-tui.log",
    "cat ~/.gemini/tmp/abc123/logs.json",
    "grep -r token ~/.qwen/",
    "less ~/.cursor/chats/last.json",
])
def test_reading_another_coding_agents_logs_or_sessions_holds(command: str) -> None:
    assert decision(command) == "hold"


def test_listing_another_agents_folder_is_names_only() -> None:
    assert decision("ls -la ~/.codex/sessions/") == "allow"
