"""The bashlex-free reader of plain lists and pipelines agrees with the real grammar."""

from __future__ import annotations

import pytest

from tests.judge.helpers import HOME, PROJECT
from warden.judge import fastpath
from warden.judge.shell import _Walker


def _shape(cmds):  # type: ignore[no-untyped-def]
    return [(c.argv, [a.text for a in c.assignments], [(r.op, r.target.text if r.target else None, r.fd)
                                                        for r in c.redirects], c.cwd, c.stdin,
             [u.argv for u in c.upstream]) for c in cmds]


@pytest.mark.parametrize("command", [
    "npm test 2>&1 | tail -20 && git diff --stat",
    "ls -la > out.txt 2>/dev/null; echo done",
    "cd src && ls | wc -l",
    "cd /tmp & rm x",
    "grep -c 'a b' f.txt || echo none",
    "FOO=bar npm run build >> build.log 2>&1",
    "find . -name '*.py' -exec wc -l {} \\;",
    "cat < in.txt | sort -u > out.txt",
    "echo \"it's\" && echo 'say \"hi\"'",
    "npm run dev &",
    "git add -A && git commit -m 'fix: x && y' && git push",
    "echo a 2 > two.txt",
    "ls &> all.log",
    "ls 2>x",
])
def test_it_reads_lists_pipelines_and_redirections_as_bash_does(command: str) -> None:
    fast = fastpath.parse(command, PROJECT, HOME)
    assert fast is not None
    assert _shape(fast) == _shape(_Walker(PROJECT, HOME, None).run(command))


@pytest.mark.parametrize("command", [
    "echo $(id)", "echo `id`", "ls $HOME", "(cd x && ls)", "a <<EOF\nx\nEOF", "if true; then ls; fi",
    "ls # comment", "! grep x f", "a |& b", "ls\nrm x", "{ ls; }", "echo 'unclosed", "&& ls", "ls |",
    "time ls", "cat <<< word",
])
def test_anything_beyond_the_subset_goes_to_the_real_grammar(command: str) -> None:
    assert fastpath.parse(command, PROJECT, HOME) is None


def test_a_backslash_in_double_quotes_is_kept_as_bash_keeps_it() -> None:
    # bashlex drops it; bash (and this reader) keep "\|" as two characters
    assert fastpath.parse('grep "a\\|b" f', PROJECT, HOME)[0].argv == ["grep", "a\\|b", "f"]
