"""`watch` runs its command again and again until stopped: a read repeated is still a read,
but a write, a build or a request that changes a server's state, repeated without end, is not
the one action the command shows; the judge abstains on it (and still holds what it holds)."""

from __future__ import annotations

from tests.judge.helpers import bash


def test_a_state_changing_request_repeated_by_watch_is_left_to_a_person() -> None:
    v = bash("watch -n 10 'curl -s -X POST http://localhost:8025/api/reindex'")
    assert v.decision == "unknown"
    assert "repeats" in v.reason


def test_a_write_repeated_by_watch_is_left_to_a_person() -> None:
    assert bash("watch -n 30 'cp reports/latest.csv reports/copy.csv'").decision == "unknown"
    assert bash("watch -d 'date >> notes/ticks.log'").decision == "unknown"


def test_a_read_repeated_by_watch_is_a_read() -> None:
    assert bash("watch -n 2 git status --short").decision == "allow"
    assert bash("watch -d 'ls -la target/release'").decision == "allow"
    assert bash("watch --interval 5 'wc -l logs/app.log'").decision == "allow"


def test_what_watch_repeats_that_holds_still_holds() -> None:
    assert bash("watch -n 60 'rm -rf /var/tmp/cache'").decision == "hold"
    assert bash("watch -n 5 'git push origin HEAD'").decision == "hold"
