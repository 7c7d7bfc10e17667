"""Claude Code's permission rule syntax, and how warden applies it."""

from __future__ import annotations

import pytest

from tests.judge.helpers import HOME, PROJECT, bash
from warden.errors import ConfigError
from warden.judge.permission import judge
from warden.judge.rules import Rule, RuleSet


@pytest.mark.parametrize("rule, command, matches", [
    ("Bash", "anything at all", True),
    ("Bash(*)", "anything at all", True),
    ("Bash(git status)", "git status", True),
    ("Bash(git status)", "git status --short", False),
    ("Bash(npm test:*)", "npm test", True),
    ("Bash(npm test:*)", "npm test -- --watch", True),
    ("Bash(npm test:*)", "npm testx", False),
    ("Bash(npm run test:*)", "npm run test:unit", False),
    ("Bash(ls *)", "ls", True),
    ("Bash(ls *)", "ls -la", True),
    ("Bash(ls *)", "lsof", False),
    ("Bash(ls*)", "lsof", True),
    ("Bash(git * main)", "git push origin main", True),
    ("Bash(git * main)", "git push origin dev", False),
    ("Bash(git  log)", "git   log", True),
])
def test_bash_specifiers(rule: str, command: str, matches: bool) -> None:
    assert Rule(rule).command(command) is matches


def test_only_an_exact_rule_may_match_a_whole_compound_command() -> None:
    assert Rule("Bash(npm test && npm run lint)").command("npm test && npm run lint", whole=True)
    assert not Rule("Bash(npm test:*)").command("npm test && rm -rf ~", whole=True)
    assert not Rule("Bash(npm *)").command("npm test && rm -rf ~", whole=True)


@pytest.mark.parametrize("spec, path, matches", [
    ("Read", "/anything", True),
    ("Read(.env)", PROJECT + "/.env", True),
    ("Read(.env)", PROJECT + "/sub/.env", True),  # no slash: any depth, as in .gitignore
    ("Read(./.env)", PROJECT + "/sub/.env", False),  # ./ anchors to the project
    ("Read(*.env)", PROJECT + "/a/b.env", True),
    ("Edit(./src/**)", PROJECT + "/src/a/b.ts", True),
    ("Edit(./src/**)", PROJECT + "/lib/a.ts", False),
    ("Edit(src/*.ts)", PROJECT + "/src/a.ts", True),
    ("Edit(src/*.ts)", PROJECT + "/src/a/b.ts", False),
    ("Edit(/docs/**)", PROJECT + "/docs/x.md", True),  # /x is relative to the project root
    ("Read(~/notes/**)", HOME + "/notes/a.md", True),
    ("Read(//etc/hosts)", "/etc/hosts", True),
    ("Read(//etc/hosts)", PROJECT + "/etc/hosts", False),
    ("Edit(build/)", PROJECT + "/build/out.js", True),
])
def test_path_specifiers_follow_gitignore(spec: str, path: str, matches: bool) -> None:
    assert Rule(spec).path(path, PROJECT, HOME) is matches


def test_domains_mcp_tools_and_subagents() -> None:
    assert Rule("WebFetch(domain:docs.python.org)").domain("docs.python.org")
    assert not Rule("WebFetch(domain:python.org)").domain("docs.python.org")
    assert Rule("WebFetch(domain:*.python.org)").domain("docs.python.org")
    assert Rule("mcp__github").applies_to("mcp__github__create_issue")
    assert Rule("mcp__github__*").applies_to("mcp__github__create_issue")
    assert not Rule("mcp__github__get_issue").applies_to("mcp__github__create_issue")
    assert Rule("Task(Explore)").named("Explore") and not Rule("Task(Explore)").named("Plan")
    assert Rule("Edit").applies_to("Write") and Rule("Write(src/**)").applies_to("MultiEdit")
    assert Rule("Read").applies_to("Grep")


def test_malformed_rules_and_tables_are_config_errors() -> None:
    for bad in ("Bash(", "not a rule!", "WebFetch(example.com)"):
        with pytest.raises(ConfigError):
            Rule(bad)
    with pytest.raises(ConfigError):
        RuleSet.from_config({"allow": "Bash"})
    with pytest.raises(ConfigError):
        RuleSet.from_config({"alow": []})
    assert not RuleSet.from_config(None)
    assert RuleSet.from_config({"allow": ["Bash(npm test:*)"], "deny": [], "ask": []}).allow


def test_deny_wins_over_allow() -> None:
    rules = RuleSet.parse(allow=["Bash(git:*)"], deny=["Bash(git push:*)"])
    assert bash("git status", rules).decision == "allow"
    v = bash("git status && git push", rules)
    assert v.decision == "hold" and v.rule == "Bash(git push:*)" and v.rule_list == "deny"
    assert "denied by the rule Bash(git push:*)" in v.reason


def test_ask_holds_even_what_the_built_in_policy_allows() -> None:
    v = bash("npm test", RuleSet.parse(ask=["Bash(npm test:*)"]))
    assert v.decision == "hold" and v.rule_list == "ask"


def test_an_allow_rule_lets_through_what_the_built_in_policy_holds() -> None:
    rules = RuleSet.parse(allow=["Bash(git push:*)"])
    v = bash("git push origin main", rules)
    assert v.decision == "allow" and v.rule == "Bash(git push:*)"
    assert bash("git push origin main && rm -rf ~", rules).decision == "hold"


def test_sudo_is_part_of_what_a_rule_must_name() -> None:
    assert bash("sudo apt update", RuleSet.parse(allow=["Bash(apt update)"])).decision == "hold"
    assert bash("sudo apt update", RuleSet.parse(allow=["Bash(sudo apt update)"])).decision == "allow"


def test_transparent_wrappers_do_not_hide_a_command_from_its_rule() -> None:
    assert bash("timeout 60 git push", RuleSet.parse(deny=["Bash(git push:*)"])).decision == "hold"
    assert bash("timeout 60 git push", RuleSet.parse(allow=["Bash(git push:*)"])).decision == "allow"


def test_read_and_edit_deny_rules_also_hold_shell_commands_on_those_paths() -> None:
    rules = RuleSet.parse(deny=["Read(./docs/private/**)", "Edit(./migrations/**)"])
    assert bash("cat docs/private/plan.md", rules).rule == "Read(./docs/private/**)"
    assert bash("sed -i s/a/b/ migrations/001.sql", rules).rule == "Edit(./migrations/**)"
    assert bash("cat docs/public.md", rules).decision == "allow"


def test_file_and_web_rules() -> None:
    rules = RuleSet.parse(allow=["Read(~/.aws/config)", "WebFetch(domain:localhost)"],
                          deny=["Edit(./src/generated/**)"])
    assert judge("Read", {"file_path": HOME + "/.aws/config"}, PROJECT, rules, home=HOME).decision == "allow"
    assert judge("Read", {"file_path": HOME + "/.aws/credentials"}, PROJECT, rules, home=HOME).decision == "hold"
    assert judge("Edit", {"file_path": PROJECT + "/src/generated/a.ts"}, PROJECT, rules, home=HOME).rule_list == "deny"
    assert judge("WebFetch", {"url": "http://localhost:3000/"}, PROJECT, rules, home=HOME).decision == "allow"


def test_tool_rules_for_mcp_and_other_tools() -> None:
    rules = RuleSet.parse(allow=["mcp__github"], deny=["Task(general-purpose)"])
    assert judge("mcp__github__get_issue", {}, PROJECT, rules, home=HOME).decision == "allow"
    assert judge("mcp__slack__post", {}, PROJECT, rules, home=HOME).decision == "unknown"
    assert judge("Task", {"subagent_type": "general-purpose"}, PROJECT, rules, home=HOME).decision == "hold"


def test_a_profile_s_permissions_table_is_its_rules() -> None:
    from warden.config import parse
    from warden.judge.rules import for_profile

    config = parse({"profiles": {"auto": {"chain": ["policy", "human"], "permissions": {
        "allow": ["Bash(npm test:*)"], "deny": ["Bash(git push:*)"]}}}})
    rules = for_profile(config.profile("auto"))
    assert [r.text for r in rules.allow] == ["Bash(npm test:*)"] and [r.text for r in rules.deny] == ["Bash(git push:*)"]
    assert not for_profile(config.profile("default"))


@pytest.mark.parametrize("rule", ["Bash(scripts/regen_fixtures.sh:*)", "Bash(./scripts/regen_fixtures.sh *)",
                                  "Bash(bash scripts/regen_fixtures.sh)"])
def test_editing_a_script_an_allow_rule_lets_run_holds(rule: str) -> None:
    rules = RuleSet.parse(allow=[rule])
    v = judge("Edit", {"file_path": f"{PROJECT}/scripts/regen_fixtures.sh"}, PROJECT, rules, home=HOME)
    assert v.decision == "hold"
    assert judge("Edit", {"file_path": f"{PROJECT}/scripts/other.sh"}, PROJECT, rules, home=HOME).decision == "allow"
    assert judge("Edit", {"file_path": f"{PROJECT}/scripts/regen_fixtures.sh"}, PROJECT, home=HOME).decision == "allow"
