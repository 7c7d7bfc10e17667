"""The driver's pieces without Claude Code: multi-select quoting, the Enter guard, text
checks, and the store side of delivery (claim, failure marking) on a real SQLite store."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from warden import askq
from warden.answering import record
from warden.driver.delivery import NothingToDeliver, claim, deliver_question, wants_keys
from warden.driver.guard import EnterGuard
from warden.driver.keys import deliver
from warden.driver.pane import DeliveryError
from warden.driver.typer import TypingError, check_text
from warden.ingest import open_store

ITEM = askq.Item("Q", "h", tuple(askq.Option(x) for x in ["Unit tests", 'Type "strict"', "A, b", "Lint"]), True)
CALL = askq.Call((ITEM,))


def test_picker_quotes_multi_select_parts_with_commas_or_quotes() -> None:
    assert askq.picker_part("plain") == "plain"
    assert askq.picker_part('say "hi", ok') == '"say \\"hi\\", ok"'
    assert askq.unquote_part('"say \\"hi\\", ok"') == 'say "hi", ok'
    assert askq.unquote_part('"not quoted by the picker"') == '"not quoted by the picker"'


def test_compare_accepts_the_pickers_quoting_and_the_hooks_plain_form() -> None:
    intent = askq.Answer((askq.multi(['Type "strict"', "A, b"], 'x, "y"'),))
    picker = '"Type \\"strict\\"", "A, b", "x, \\"y\\""'
    hook = askq.answers_map(CALL, intent)["Q"]
    assert hook == 'Type "strict", A, b, x, "y"'
    assert askq.compare(CALL, intent, {"Q": picker}).ok
    assert askq.compare(CALL, intent, {"Q": hook}).ok
    assert not askq.compare(CALL, intent, {"Q": '"Type \\"strict\\"", "A, b"'}).ok
    got = askq.received_answer(CALL, {"Q": picker})
    assert got.items[0] == askq.multi(['Type "strict"', "A, b"], 'x, "y"')


def test_enter_guard_waits_after_typing_and_after_a_new_screen() -> None:
    g = EnterGuard(typing=0.3, dialog=0.1)
    assert g.ready_in() == 0
    g.typed()
    assert 0.2 < g.ready_in() <= 0.3
    g.settle()
    assert g.ready_in() == 0
    g.shown()
    assert 0 < g.ready_in() <= 0.1


def test_text_with_line_breaks_is_refused() -> None:
    check_text("fine — ✓ \"$(x)\"")
    with pytest.raises(TypingError, match="control characters"):
        check_text("two\nlines")
    with pytest.raises(DeliveryError, match="control characters"):
        deliver("%0", None, CALL, askq.Answer((askq.multi(["Lint"], "a\rb"),)))


def _question(home: Path, pane: str | None) -> int:
    store = open_store(str(home))
    store.upsert_session("s1", name="drv", managed=1, tmux_pane=pane, tmux_socket="/nonexistent/socket")
    qid = store.add_question("s1", "toolu_1", json.loads(json.dumps([{
        "question": "Q", "header": "h", "multiSelect": True,
        "options": [{"label": o.label, "description": ""} for o in ITEM.options]}])), {}, None)
    store.close()
    return qid


def test_claim_marks_the_intent_before_typing_exactly_once(isolated_home: Path) -> None:
    qid = _question(isolated_home, "%1")
    store = open_store(str(isolated_home))
    with pytest.raises(NothingToDeliver, match="only an answered question"):
        claim(store, qid)
    rec = record(store, qid, askq.Answer((askq.multi(["Lint"]),)), "test", autodeliver=False)
    assert wants_keys(store, qid)
    aid, answer = claim(store, qid)
    assert aid == rec.answer_id and answer.items[0].labels == ("Lint",)
    a = store.latest_answer(qid)
    assert a["delivery"] == "tmux" and a["delivered_at"] is not None
    assert store.question(qid)["status"] == "delivered"
    with pytest.raises(NothingToDeliver):
        claim(store, qid)


def test_a_waiting_hook_delivers_instead(isolated_home: Path) -> None:
    qid = _question(isolated_home, "%1")
    store = open_store(str(isolated_home))
    store.db.execute("UPDATE questions SET hook_until=? WHERE id=?", (time.time() + 60, qid))
    rec = record(store, qid, askq.Answer((askq.multi(["Lint"]),)), "test", autodeliver=False)
    assert rec.hook_waiting
    with pytest.raises(NothingToDeliver, match="a hook is waiting"):
        claim(store, qid)


def test_failure_marks_the_question_pending_with_the_reason(isolated_home: Path) -> None:
    qid = _question(isolated_home, None)
    store = open_store(str(isolated_home))
    assert not wants_keys(store, qid)  # no pane: nothing is started automatically
    record(store, qid, askq.Answer((askq.multi(["Lint"]),)), "test", autodeliver=False)
    with pytest.raises(DeliveryError, match="tmux pane is not known"):
        deliver_question(store, str(isolated_home), qid)
    q = store.question(qid)
    a = store.latest_answer(qid)
    assert q["status"] == "pending"
    assert q["detail"] == "keystroke delivery failed: the session's tmux pane is not known (it was not started inside tmux)"
    assert a["delivery"] == "tmux-failed" and a["delivered_at"] is None
    ev = [e for e in store.events() if e["event"] == "warden:deliver"]
    assert ev and "keystroke delivery failed" in ev[-1]["note"]
    assert "keystroke delivery failed" in (isolated_home / "hook.log").read_text()
    # answerable again
    record(store, qid, askq.Answer((askq.multi(["Unit tests"]),)), "test", autodeliver=False)
    assert store.question(qid)["status"] == "answered"


def test_a_dead_pane_fails_cleanly(isolated_home: Path) -> None:
    qid = _question(isolated_home, "%999")
    store = open_store(str(isolated_home))
    record(store, qid, askq.Answer((askq.multi(["Lint"]),)), "test", autodeliver=False)
    with pytest.raises(DeliveryError, match="capture-pane"):
        deliver_question(store, str(isolated_home), qid, timeout=1)
    assert store.question(qid)["detail"].startswith("keystroke delivery failed: tmux capture-pane")


def _cli(*args: str) -> tuple[int, str]:
    import subprocess
    import sys

    r = subprocess.run([sys.executable, "-m", "warden", *args], capture_output=True, text=True, timeout=60)
    return r.returncode, r.stdout + r.stderr


def test_drive_errors_are_one_clear_line(isolated_home: Path) -> None:
    qid = _question(isolated_home, None)
    code, out = _cli("drive", "--session", "nope", "[]")
    assert code == 1 and "no session 'nope'" in out
    code, out = _cli("drive", "--session", "drv", "not json")
    assert code == 1 and "Expecting value" in out and "Question 1:" in out
    code, out = _cli("drive", "--session", "drv", '[{"action":"select","optionIndex":7}]')
    assert code == 1 and "out of range 0-3" in out
    code, out = _cli("drive", "--session", "drv", "[]")
    assert code == 1 and "1 question(s) but 0 action(s)" in out
    # a session whose pane is unknown: recorded, then the delivery fails and says so
    code, out = _cli("drive", "--session", "drv", '[{"action":"multi-select","selectedIndices":[3]}]')
    assert code == 1 and "keystroke delivery failed: the session's tmux pane is not known" in out
    store = open_store(str(isolated_home))
    assert store.question(qid)["status"] == "pending"
    assert store.latest_answer(qid)["decided_by"] == "agent:drive"
    store.close()
    store = open_store(str(isolated_home))
    store.db.execute("UPDATE questions SET status='verified' WHERE id=?", (qid,))
    store.close()
    code, out = _cli("drive", "--session", "drv", "[]")
    assert code == 1 and "has no pending question" in out
    code, out = _cli("deliver", str(qid))
    assert code == 1 and "only an answered question is delivered" in out


def test_a_new_attempt_clears_the_old_failure(isolated_home: Path) -> None:
    qid = _question(isolated_home, None)
    store = open_store(str(isolated_home))
    record(store, qid, askq.Answer((askq.multi(["Lint"]),)), "test", autodeliver=False)
    with pytest.raises(DeliveryError):
        deliver_question(store, str(isolated_home), qid)
    assert store.question(qid)["detail"].startswith("keystroke delivery failed")
    record(store, qid, askq.Answer((askq.multi(["Lint"]),)), "test", autodeliver=False)
    claim(store, qid)
    assert store.question(qid)["detail"] is None


def test_a_pane_in_copy_mode_is_not_typed_into() -> None:
    import os
    import shutil
    import subprocess

    from warden.driver.pane import Pane

    if shutil.which("tmux") is None:
        pytest.skip("tmux is not installed")
    sock = f"warden-mode-{os.getpid()}"
    subprocess.run(["tmux", "-L", sock, "-f", "/dev/null", "new-session", "-d", "-s", "m", "cat"], check=True)
    try:
        pane = Pane("m", socket_name=sock, error=DeliveryError)
        pane.check_mode()
        subprocess.run(["tmux", "-L", sock, "copy-mode", "-t", "m"], check=True)
        with pytest.raises(DeliveryError, match="copy-mode"):
            pane.check_mode()
    finally:
        subprocess.run(["tmux", "-L", sock, "kill-server"], capture_output=True)
