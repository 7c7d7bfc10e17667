"""A command the shell grammar cannot read within its budget is not judged: tree-sitter reads
ordinary commands (a megabyte of heredoc included) in linear time, but thousands of unmatched
`)` or `|` in the square of their length; the hook, and `warden serve`'s event loop, must not
wait on that. The parser reads the next command as usual."""

from __future__ import annotations

from tests.judge.helpers import bash
from warden.judge import grammar


def test_a_command_the_grammar_cannot_read_in_time_is_left_to_a_person(monkeypatch) -> None:
    monkeypatch.setattr(grammar, "PARSE_BUDGET", 0.0)
    v = bash("echo a" + ")" * 20000)
    assert v.decision == "unknown"
    assert "takes too long to read" in v.reason


def test_the_parser_reads_the_next_command_after_one_it_gave_up_on(monkeypatch) -> None:
    monkeypatch.setattr(grammar, "PARSE_BUDGET", 0.0)
    bash("echo a" + "|" * 20000)
    monkeypatch.setattr(grammar, "PARSE_BUDGET", 5.0)
    assert bash("npm test && git status").decision == "allow"


def test_a_long_heredoc_is_read_within_the_budget() -> None:
    body = "\n".join(f"line {i}: text with $x, \"quotes\", (parens) and | pipes" for i in range(20000))
    v = bash(f"cat > notes.txt <<'EOF'\n{body}\nEOF")
    assert "takes too long" not in v.reason
    assert v.decision == "allow"


def test_commands_are_judged_in_several_threads_at_once() -> None:
    # `warden serve` judges permission requests in worker threads: each has its own parser
    import subprocess
    import sys

    code = ("import threading\nfrom warden.judge.permission import judge\n"
            "def work():\n"
            "    for _ in range(1500):\n"
            "        assert judge('Bash', {'command': 'git status && npm test'}, '/home/dev/proj', home='/home/dev')"
            ".decision == 'allow'\n"
            "threads = [threading.Thread(target=work) for _ in range(4)]\n"
            "[t.start() for t in threads]\n[t.join() for t in threads]\nprint('ok')\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0 and done.stdout.strip() == "ok", (done.returncode, done.stderr[-500:])
