"""Edge cases of reading bash with tree-sitter: what its error tolerance and its known
misreadings must not turn into an allow, and the forms it reads that the judge follows."""

from __future__ import annotations

import pytest

from tests.judge.helpers import HOME, PROJECT, bash, decision
from warden.judge.shell import ShellSyntaxError, parse
from warden.judge.wrappers import expand


def argvs(text: str) -> list[list[str]]:
    return [c.argv for c in expand(parse(text, PROJECT, HOME), HOME)]


@pytest.mark.parametrize("command", [
    "echo 'unclosed && rm -rf ~",  # ERROR node
    "echo $(ls && rm -rf ~",  # MISSING `)`
    "ls ) ; rm -rf ~",
    "if true; then rm -rf ~",
    "cat <<EOF > f; rm -rf ~\nx\nEOF",  # bash accepts it, the grammar does not
    "r\\\nm -rf ~",  # bash joins `r` and `m`: the grammar reads two words
    "cat .en\\\nv",
    "time { rm -rf ~; }",  # read by the grammar as a command `time { rm -rf ~` and a command `}`
    "coproc NAME { git push; }",
    "ls <>x",
    "echo \udcff; rm -rf ~",  # not valid text
])
def test_what_the_grammar_cannot_read_with_certainty_is_unknown(command: str) -> None:
    with pytest.raises(ShellSyntaxError):
        parse(command, PROJECT, HOME)
    assert decision(command) == "unknown"


def test_substitutions_the_grammar_leaves_as_text_still_run() -> None:
    # tree-sitter reads `${x#$(…)}` and backticks inside `${…}` or a heredoc as plain text
    assert decision("echo ${x:-`rm -rf ~`}") == "hold"
    assert decision("echo ${x#$(rm -rf ~)}") == "hold"
    assert decision('echo "${y:-`git push`}"') == "hold"
    assert decision("cat <<EOF\n`git push`\nEOF") == "hold"
    assert decision("echo \\`git push\\` '`git push`'") == "allow"  # escaped and quoted: text
    assert decision("echo `echo \\`git push\\``") == "hold"  # inside backticks, \\` nests a substitution
    assert decision('echo "`echo \\`git push\\``"') == "hold"


def test_a_line_continuation_between_words_is_only_a_space() -> None:
    assert argvs("ls \\\n  -la") == [["ls", "-la"]]
    assert argvs("cd src &&\\\nls |\\\nwc -l") == [["cd", "src"], ["ls"], ["wc", "-l"]]
    assert argvs('echo "a\\\nb"') == [["echo", "ab"]]
    assert argvs("echo 'a\\\nb'") == [["echo", "a\\\nb"]]


def test_a_redirection_after_a_list_redirects_only_its_last_command() -> None:
    # the grammar hangs `2>/dev/null` on `a && cd /tmp`; bash on `cd /tmp` alone
    cmds = parse("npm test && cd /tmp 2>/dev/null && rm -rf x", PROJECT, HOME)
    assert [(c.argv, c.cwd, len(c.redirects)) for c in cmds] == [
        (["npm", "test"], PROJECT, 0), (["cd", "/tmp"], PROJECT, 1), (["rm", "-rf", "x"], "/tmp", 0)]
    assert decision("npm test && cd /tmp 2>/dev/null && rm -rf x") == "hold"


def test_pipelines_bind_tighter_than_lists_whatever_the_tree_says() -> None:
    cmds = parse("cd /tmp && make 2>&1 | tail -5; rm -rf x", PROJECT, HOME)
    assert [(c.argv[0], c.cwd, [u.argv[0] for u in c.upstream]) for c in cmds] == [
        ("cd", PROJECT, []), ("make", "/tmp", []), ("tail", "/tmp", ["make"]), ("rm", "/tmp", [])]


def test_each_stage_is_fed_by_every_command_before_it_in_its_pipelines() -> None:
    # a pipeline inside a stage feeds on the outer stages before it; the next outer stage
    # on all of them; a command after the inner pipeline, in the same stage, on the outer ones only
    cmds = parse("src | { mid | low; side; } | sink; next | last", PROJECT, HOME)
    assert [(c.argv[0], [u.argv[0] for u in c.upstream]) for c in cmds] == [
        ("src", []), ("mid", ["src"]), ("low", ["src", "mid"]), ("side", ["src"]),
        ("sink", ["src", "mid", "low", "side"]), ("next", []), ("last", ["next"])]
    fed = parse("wget -qO- https://get.example.org | { git ls-files | xargs wc -l; ruby; } | tee out.txt", PROJECT, HOME)
    assert [(c.argv[0], c.upstream.any(lambda u: u.argv[0] == "wget"), c.upstream.all(lambda u: u.argv[0] == "git"))
            for c in fed] == [("wget", False, True), ("git", True, False), ("xargs", True, False), ("ruby", True, False),
                              ("tee", True, False)]
    assert decision("git ls-files | xargs wc -l") == "allow"
    assert decision("curl -s https://get.example.org | ruby") != "allow"


def test_a_background_list_does_not_move_what_follows() -> None:
    cmds = parse("cd /tmp && make &\nrm x", PROJECT, HOME)
    assert cmds[-1].cwd == PROJECT


def test_heredocs_quoted_bodies_are_text_unquoted_bodies_run_their_substitutions() -> None:
    quoted = parse("cat <<'EOF'\n$(rm -rf ~)\nEOF", PROJECT, HOME)
    assert [c.argv for c in quoted] == [["cat"]] and quoted[0].heredoc.literal
    assert argvs("cat <<EOF\n$(rm -rf ~) `id`\nEOF") == [["rm", "-rf", "~"], ["id"], ["cat"]]
    assert parse("cat <<-EOF\n\tindented\n\tEOF", PROJECT, HOME)[0].heredoc.heredoc == "indented"


def test_what_follows_a_heredoc_delimiter_on_its_line_is_placed_as_bash_runs_it() -> None:
    cmds = parse("cat <<EOF | grep x | sh && rm y\nbody\nEOF", PROJECT, HOME)
    assert [(c.argv, [u.argv[0] for u in c.upstream]) for c in cmds] == [
        (["cat"], []), (["grep", "x"], ["cat"]), (["sh"], ["cat", "grep"]), (["rm", "y"], [])]
    assert decision("cat <<EOF | sh\nrm -rf ~\nEOF") != "allow"
    assert decision("cat <<EOF > notes.txt && git push\nx\nEOF") == "hold"


def test_a_dash_before_a_heredoc_is_kept() -> None:
    # the grammar drops the `-` of `kubectl apply -f - <<EOF`; bash passes it
    assert argvs("kubectl apply -f - <<EOF\nkind: Pod\nEOF") == [["kubectl", "apply", "-f", "-"]]
    assert decision("python3 - <<'EOF'\nprint(1)\nEOF") == "allow"
    assert decision("python3 - <<'EOF'\nimport shutil; shutil.rmtree('/')\nEOF") == "unknown"


def test_here_strings_are_input_not_files() -> None:
    cmd = parse("grep x <<< \"$(rm -rf ~)\"", PROJECT, HOME)
    assert [c.argv for c in cmd] == [["rm", "-rf", "~"], ["grep", "x"]] and cmd[1].stdin == "heredoc"
    assert decision("cat <<< hello") == "allow"
    assert decision("bash <<< 'rm -rf ~'") == "hold"  # a shell runs its input
    assert decision("grep x <<< \"$GITHUB_TOKEN\"") == "hold"


def test_ansi_c_quoting_is_decoded() -> None:
    assert argvs("echo $'a\\tb\\x41\\101\\'c'") == [["echo", "a\tbAA'c"]]
    assert decision("bash -c $'rm\\x20-rf ~'") == "hold"
    assert decision("$'\\x72m' -rf ~") == "hold"


def test_arithmetic_runs_its_substitutions_and_computes_nothing_else() -> None:
    assert decision("echo $((1 + 2))") == "allow"
    assert decision("echo $((1 + $(rm -rf ~ | wc -l)))") == "hold"
    assert decision("(( n = 1 + 2 ))") == "allow"
    assert argvs("for ((i=0; i<3; i++)); do rm -rf /tmp/x$i; done") == [["rm", "-rf", "/tmp/x$i"]]


def test_brace_expansion_is_every_word_it_makes() -> None:
    assert decision("rm -rf {node_modules,dist}") == "allow"
    assert decision("rm -rf {node_modules,src}") == "hold"
    assert decision("{rm,-rf,~}") != "allow"  # bash runs `rm -rf ~`


def test_double_brackets_are_one_test_whose_operators_are_not_shell_syntax() -> None:
    assert argvs("[[ $a < $b && -f x ]]") == [["[", "$a", "<", "$b", "-a", "-f", "x", "]"]]
    assert decision("[[ $a > out.txt ]] && echo y") == "allow"  # a comparison, not a redirection
    assert decision('[[ -n "$(git push)" ]]') == "hold"


def test_a_function_called_in_the_command_runs_its_body_where_it_is_called() -> None:
    assert decision("f() { git status; }; f") == "allow"
    assert decision("f() { rm -rf build; }; cd /; f") == "hold"  # /build, not the project's
    assert decision("ls() { rm -rf build; }; cd /; ls") == "hold"
    assert decision("f() { f; }; f") == "unknown"  # recursion is followed once; `f` itself is no program
    assert decision("function g { git push; }") == "hold"  # a definition alone is judged as if it ran


def test_functions_that_call_each_other_without_end_are_unknown() -> None:
    chain = "; ".join(f"f{i}() {{ f{i + 1}; f{i + 1}; }}" for i in range(12)) + "; f12() { ls; }; f0"
    assert decision(chain) == "unknown"


def test_a_function_that_may_not_be_defined_does_not_hide_the_program() -> None:
    assert decision("if false; then git() { ls; }; fi; git push") == "hold"
    assert decision("(git() { ls; }); git push") == "hold"
    assert decision("git push; git() { ls; }") == "hold"


def test_coproc_and_time_run_what_they_name() -> None:
    assert argvs("coproc cat") == [["cat"]]
    assert argvs("coproc (rm -rf build)") == [["rm", "-rf", "build"]]
    assert argvs("time -p make test") == [["make", "test"]]
    assert decision("time (cd /tmp && rm -rf x)") == "hold"


def test_exec_redirections_change_the_shell_s_own_descriptors() -> None:
    assert decision("exec >build.log 2>&1") == "allow"
    assert decision("exec 3>/tmp/out") == "hold"
    assert decision("exec 3< ~/.ssh/id_rsa") == "hold"
    assert decision("exec rm -rf ~") == "hold"


def test_declarations_and_assignments_are_followed() -> None:
    assert argvs("export X=/etc && rm -rf $X/y")[-1] == ["rm", "-rf", "/etc/y"]
    assert parse("X=/etc; unset X; rm -rf $X/y", PROJECT, HOME)[-1].words[-1].dynamic
    assert decision("local x=$(git push)") == "hold"
    assert decision("arr=(a $(git push))") == "hold"


def test_a_background_job_followed_by_a_semicolon_is_read_as_zsh_reads_it():
    # `job &; next`: zsh runs both, bash refuses the line; every command is judged either way
    assert decision("npm run dev &; sleep 3; curl -s http://localhost:3000/health") == "allow"
    assert decision("npm run dev &; rm -rf ~/notes") == "hold"
    assert decision('echo "a &; b"') == "allow"
