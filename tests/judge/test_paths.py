"""Where a path is, and what a file is."""

from __future__ import annotations

from tests.judge.helpers import HOME, PLACE, PROJECT
from warden.judge import files
from warden.judge.paths import expand_braces, location, resolve


def test_relative_paths_resolve_against_the_directory_the_command_runs_in() -> None:
    assert resolve("src/a.js", PROJECT, PLACE) == [PROJECT + "/src/a.js"]
    assert resolve("../x", PROJECT + "/src", PLACE) == [PROJECT + "/x"]
    assert resolve("a", None, PLACE) is None  # after a cd to somewhere unknown


def test_home_and_absolute_paths_and_dot_dot_are_folded() -> None:
    assert resolve("~/x", PROJECT, PLACE) == [HOME + "/x"]
    assert resolve("~", PROJECT, PLACE) == [HOME]
    assert resolve("/home/dev/proj/../../etc", PROJECT, PLACE) == ["/home/etc"]
    assert resolve("~other/x", PROJECT, PLACE) is None


def test_brace_lists_expand_and_every_expansion_counts() -> None:
    assert expand_braces("a/{b,c}/d") == ["a/b/d", "a/c/d"]
    assert location(resolve("{src,../x}", PROJECT, PLACE), PLACE) == "outside"


def test_location_says_project_outside_or_unknown() -> None:
    assert location(resolve("src/*.js", PROJECT, PLACE), PLACE) == "project"
    assert location(resolve("/tmp/x", PROJECT, PLACE), PLACE) == "outside"
    assert location(resolve(".*", PROJECT, PLACE), PLACE) == "unknown"  # `.*` matches `..` in older bash
    assert location(None, PLACE) == "unknown"


def test_a_windows_path_is_never_inside_the_project() -> None:
    assert location(resolve("C:\\Users\\x\\a.ps1", PROJECT, PLACE), PLACE) == "outside"


def test_secrets_are_recognised_by_name_and_by_place() -> None:
    for p in (PROJECT + "/.env", PROJECT + "/.env.local", PROJECT + "/certs/tls.key", HOME + "/.ssh/id_ed25519",
              HOME + "/.aws/config", HOME + "/.claude.json", HOME + "/.claude/settings.json", PROJECT + "/.mcp.json",
              "/etc/shadow", "/proc/self/environ", HOME + "/.zsh_history", PROJECT + "/prod.tfvars"):
        assert files.secret(p, PLACE), p
    for p in (PROJECT + "/.env.example", HOME + "/.ssh/id_ed25519.pub", PROJECT + "/src/key_handler.py",
              PROJECT + "/.claude/settings.local.json"):
        assert not files.secret(p, PLACE), p


def test_a_glob_is_a_secret_when_it_could_match_one() -> None:
    assert files.secret(PROJECT + "/.env*", PLACE)
    assert files.secret(PROJECT + "/.*", PLACE)
    assert not files.secret(PROJECT + "/src/*.ts", PLACE)


def test_agent_configuration_is_the_settings_and_hooks_not_the_prompt_files() -> None:
    for p in (PROJECT + "/.claude/settings.json", PROJECT + "/.claude/hooks/x.sh", PROJECT + "/.mcp.json",
              PROJECT + "/.git/hooks/pre-commit", HOME + "/.claude/settings.json", HOME + "/.bashrc"):
        assert files.agent_config(p, PLACE), p
    for p in (PROJECT + "/.claude/commands/x.md", PROJECT + "/.claude/skills/a/SKILL.md",
              PROJECT + "/docs/.claude/notes.md", PROJECT + "/src/app.ts"):
        assert not files.agent_config(p, PLACE), p


def test_regenerable_output_is_known_by_name_and_depth() -> None:
    for p in ("node_modules", "a/b/node_modules", "dist", "packages/web/dist", "frontend/build", "target",
              "src/__pycache__", "x/y.pyc", ".pytest_cache", "site"):
        assert files.regenerable(f"{PROJECT}/{p}", PLACE), p
    for p in ("src", "src/build", "lib", "README.md", "package-lock.json", "logs/app.log", "."):
        assert not files.regenerable(f"{PROJECT}/{p}".rstrip("/."), PLACE), p


def test_system_paths_and_devices() -> None:
    assert files.system("/etc/hosts") and files.system("/dev/sda") and files.system("/dev/tty13")
    assert not files.system("/dev/null") and not files.system("/tmp/x") and not files.system("/dev/tty")


def test_a_person_s_documents_outside_the_project_are_private() -> None:
    assert files.personal(HOME + "/Downloads/a.zip", PLACE)
    assert files.personal(HOME + "/Documents/taxes.pdf", PLACE)
    assert not files.personal(PROJECT + "/docs/spec.pdf", PLACE)
    assert not files.personal("/tmp/screenshot.png", PLACE)
