"""One budget for a whole judgement: past it, or nested deeper than the walk can follow, the
judge abstains (a person decides) and says why, never raises; a deny rule still denies the
commands it had read."""

from __future__ import annotations

import os

from tests.judge.helpers import bash
from warden.judge import budget
from warden.judge.rules import RuleSet


def test_a_command_too_long_to_judge_in_time_is_left_to_a_person(monkeypatch) -> None:
    monkeypatch.setattr(budget, "JUDGE_BUDGET", 0.0)
    v = bash("cat notes.txt; " * 2000 + "git status")
    assert v.decision == "unknown"
    assert "too long to judge" in v.reason


def test_running_out_of_time_is_logged(monkeypatch) -> None:
    monkeypatch.setattr(budget, "JUDGE_BUDGET", 0.0)
    bash("wc -l src/app.c; " * 500)
    with open(os.path.join(os.environ["WARDEN_HOME"], "hook.log"), encoding="utf-8") as f:
        assert "too long to judge" in f.read()


def test_a_hold_read_before_the_budget_ran_out_still_holds(monkeypatch) -> None:
    # the walk stops after a few hundred commands; what it read is judged by rules
    calls = {"n": 0}
    real = budget.check

    def short() -> None:
        calls["n"] += 1
        if calls["n"] > 300:
            raise budget.OutOfTime()
        real()

    monkeypatch.setattr(budget, "check", short)
    text = "terraform destroy -auto-approve; " + "ls build/; " * 2000
    v = bash(text, RuleSet.parse(deny=["Bash(terraform destroy:*)"]))
    assert v.decision == "hold"
    assert v.rule == "Bash(terraform destroy:*)"


def test_a_deny_rule_matches_a_command_read_before_the_walk_ran_out(monkeypatch) -> None:
    calls = {"n": 0}

    def short() -> None:
        calls["n"] += 1
        if calls["n"] > 50:
            raise budget.OutOfTime()

    monkeypatch.setattr(budget, "check", short)
    v = bash("echo a; " * 10 + "kubectl delete ns staging; " + "echo b; " * 500,
             RuleSet.parse(deny=["Bash(kubectl delete:*)"]))
    assert (v.decision, v.rule) == ("hold", "Bash(kubectl delete:*)")


def test_an_allow_rule_does_not_cover_what_was_left_unread(monkeypatch) -> None:
    monkeypatch.setattr(budget, "JUDGE_BUDGET", 0.0)
    v = bash("ls out/; " * 300, RuleSet.parse(allow=["Bash(ls:*)", "Bash"]))
    assert v.decision == "unknown"


def test_a_chain_of_thousands_of_commands_is_judged_whole() -> None:
    # `a && b && c` nests to the left in the grammar's tree; the chain is read in a loop
    assert bash("make lint && " * 3000 + "make test").decision == "allow"
    v = bash("make lint && " * 3000 + "rm -rf ~/backups || " + "true && " * 500 + "make test")
    assert v.decision == "hold"


def test_substitutions_nested_hundreds_deep_are_an_explicit_abstention() -> None:
    v = bash("printf %s " + "$(printf %s " * 300 + "x" + ")" * 300)
    assert v.decision == "unknown"
    assert "nests more than" in v.reason


def test_quoted_substitutions_and_subshells_nested_deep_abstain() -> None:
    assert bash("echo " + '"$(echo ' * 150 + "y" + ')"' * 150).decision == "unknown"
    assert bash("(" * 700 + "pwd" + ")" * 700).decision == "unknown"
    assert bash("if true; then " * 700 + "pwd; " + "fi; " * 700).decision == "unknown"


def test_ordinary_nesting_is_still_judged() -> None:
    assert bash("cargo fmt && " * 60 + "cargo test").decision == "allow"
    assert bash("echo " + "$(echo " * 20 + "v" + ")" * 20).decision == "allow"


def test_a_deny_rule_on_the_whole_text_denies_a_command_too_deep_to_walk() -> None:
    text = "rm -rf dist; " + "(" * 700 + "true" + ")" * 700
    v = bash(text, RuleSet.parse(deny=["Bash(rm:*)"]))
    assert v.decision == "hold"


def test_the_next_judgement_gets_a_fresh_budget(monkeypatch) -> None:
    monkeypatch.setattr(budget, "JUDGE_BUDGET", 0.0)
    bash("ls; " * 100)
    monkeypatch.setattr(budget, "JUDGE_BUDGET", 5.0)
    assert bash("npm test && git status").decision == "allow"
