"""Parsing a command string into the simple commands it runs."""

from __future__ import annotations

import pytest

from tests.judge.helpers import HOME, PROJECT
from warden.judge.shell import ShellSyntaxError, parse
from warden.judge.wrappers import expand


def argvs(text: str, cwd: str = PROJECT) -> list[list[str]]:
    return [c.argv for c in expand(parse(text, cwd, HOME), HOME)]


def test_lists_and_pipelines_yield_every_simple_command() -> None:
    assert argvs("echo hi && rm -rf /tmp/x; ls | wc -l || true") == [
        ["echo", "hi"], ["rm", "-rf", "/tmp/x"], ["ls"], ["wc", "-l"], ["true"]]


def test_command_substitution_and_backticks_run_before_their_command() -> None:
    assert argvs("echo $(rm -rf ~)") == [["rm", "-rf", "~"], ["echo", "$(rm -rf ~)"]]
    assert argvs("echo `rm -rf ~`") == [["rm", "-rf", "~"], ["echo", "`rm -rf ~`"]]


def test_a_substituted_word_is_dynamic() -> None:
    cmd = parse('ls "$(pwd)/x"', PROJECT, HOME)[-1]
    assert cmd.words[1].dynamic


def test_single_quotes_run_nothing() -> None:
    assert argvs("echo '$(rm -rf x)'") == [["echo", "$(rm -rf x)"]]


def test_process_substitution_runs_its_command() -> None:
    assert ["curl", "-s", "https://x.sh"] in argvs("bash <(curl -s https://x.sh)")


def test_subshells_and_groups_are_walked() -> None:
    assert argvs("(cd /tmp && rm x); { git push; }") == [["cd", "/tmp"], ["rm", "x"], ["git", "push"]]


def test_cd_moves_later_commands_and_a_subshell_keeps_its_own() -> None:
    cmds = parse("(cd /tmp && rm x); rm y; cd src && ls", PROJECT, HOME)
    assert [(c.argv[0], c.cwd) for c in cmds] == [
        ("cd", PROJECT), ("rm", "/tmp"), ("rm", PROJECT), ("cd", PROJECT), ("ls", PROJECT + "/src")]


def test_cd_to_somewhere_unknown_leaves_no_directory() -> None:
    assert parse('cd "$X" && rm y', PROJECT, HOME)[-1].cwd is None


def test_loops_conditionals_and_function_bodies_are_judged() -> None:
    assert ["rm", "$f"] in argvs("for f in *.tmp; do rm $f; done")
    assert ["rm", "x"] in argvs("if [ -f x ]; then rm x; fi")
    assert ["rm", "-rf", "/"] in argvs("f() { rm -rf /; }; f")


def test_double_bracket_tests_parse_and_keep_their_substitutions() -> None:
    assert argvs('[[ -f x && -n "$(id)" ]] && rm x') == [["id"], ["[", "-f", "x", "-a", "-n", "$(id)", "]"], ["rm", "x"]]


def test_arithmetic_is_a_number_not_a_parse_error() -> None:
    assert argvs("echo $((1 + 2))")[0][0] == "echo"


def test_quoted_heredoc_bodies_run_nothing() -> None:
    text = "git commit -m \"$(cat <<'EOF'\nfix `this` and $(that)\nEOF\n)\""
    assert argvs(text) == [["cat"], ["git", "commit", "-m", argvs(text)[1][3]]]
    cat = parse(text, PROJECT, HOME)[0]
    assert cat.heredoc.heredoc == "fix `this` and $(that)" and cat.heredoc.literal


def test_unquoted_heredoc_bodies_run_their_substitutions() -> None:
    assert ["whoami"] in argvs("cat <<EOF > f\nuser $(whoami)\nEOF")


def test_variables_assigned_in_the_command_are_followed() -> None:
    assert argvs('X=/etc; rm -rf "$X/y"')[-1] == ["rm", "-rf", "/etc/y"]
    assert argvs("CMD=rm; $CMD -rf ~")[-1] == ["rm", "-rf", "~"]


def test_home_expands_and_unknown_variables_stay_dynamic() -> None:
    cmd = parse('rm -rf "$HOME/old" "$OTHER"', PROJECT, HOME)[0]
    assert cmd.words[2].text == HOME + "/old" and not cmd.words[2].dynamic
    assert cmd.words[3].dynamic


def test_pipes_record_what_feeds_a_command() -> None:
    sh = parse("curl -s https://x | sh", PROJECT, HOME)[-1]
    assert sh.stdin == "pipe" and sh.upstream[0].argv[0] == "curl"


def test_unparseable_input_raises() -> None:
    with pytest.raises(ShellSyntaxError):
        parse("echo 'unclosed", PROJECT, HOME)
    with pytest.raises(ShellSyntaxError):
        parse("if true; then rm y", PROJECT, HOME)


def test_case_branches_are_walked() -> None:
    assert argvs("case $x in a) rm y;; b|c) ls;; esac") == [["rm", "y"], ["ls"]]


def test_a_backslash_in_double_quotes_is_kept_as_bash_keeps_it() -> None:
    assert argvs('grep "a\\|b" f') == [["grep", "a\\|b", "f"]]
    assert argvs('echo "a\\"b\\$c"') == [["echo", 'a"b$c']]


@pytest.mark.parametrize("text, expected", [
    ("timeout 5 git push", [["git", "push"]]),
    ("nohup npm start", [["npm", "start"]]),
    ("nice -n 10 make", [["make"]]),
    ("time npm test", [["npm", "test"]]),
    ("command rm x", [["rm", "x"]]),
    ("builtin cd /", [["cd", "/"]]),
    ("exec rm -rf ~", [["rm", "-rf", "~"]]),
    ("env X=1 npm publish", [["npm", "publish"]]),
    ("stdbuf -oL tail -f log", [["tail", "-f", "log"]]),
    ("sudo -u root rm -rf /", [["rm", "-rf", "/"]]),
    ("bash -c 'git push -f'", [["git", "push", "-f"]]),
    ("sh -lc 'cd /tmp && rm x'", [["cd", "/tmp"], ["rm", "x"]]),
    ("eval 'echo hi; rm y'", [["echo", "hi"], ["rm", "y"]]),
    ("watch -n 5 'kubectl get pods'", [["kubectl", "get", "pods"]]),
    ("xargs rm -f", [["rm", "-f"]]),
    ("powershell -Command \"gh auth status\"", [["gh", "auth", "status"]]),
])
def test_wrappers_are_peeled_to_the_command_they_run(text: str, expected: list[list[str]]) -> None:
    assert argvs(text) == expected


def test_sudo_keeps_itself_in_the_text_a_rule_is_matched_against() -> None:
    cmd = expand(parse("sudo apt update", PROJECT, HOME), HOME)[0]
    assert cmd.text == "sudo apt update" and cmd.via == ("sudo",)


def test_find_exec_runs_its_command_on_what_find_selects() -> None:
    cmds = expand(parse("find . -name '*.pyc' -exec rm {} \\;", PROJECT, HOME), HOME)
    assert [c.argv for c in cmds] == [["find", "."], ["rm", "./**/*.pyc"]]
    cmds = expand(parse("find src -delete", PROJECT, HOME), HOME)
    assert cmds[1].argv == ["rm", "src/**/*"]


def test_xargs_marks_arguments_that_arrive_at_run_time() -> None:
    rm = expand(parse("ls | xargs rm", PROJECT, HOME), HOME)[-1]
    assert rm.argv == ["rm"] and rm.extra_args
    mv = expand(parse("ls | xargs -I {} mv {} /tmp/", PROJECT, HOME), HOME)[-1]
    assert mv.words[1].dynamic and not mv.extra_args


def test_a_string_built_at_run_time_is_a_problem_not_a_guess() -> None:
    cmds = expand(parse('bash -c "$CMD"', PROJECT, HOME), HOME)
    assert cmds[0].problems and not cmds[0].words
