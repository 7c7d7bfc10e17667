"""The driver's pieces without Claude Code: multi-select quoting, the Enter guard, text
checks, and the store side of delivery (claim, failure marking) on a real SQLite store."""

from __future__ import annotations

import json
import os
import socket
import tempfile
import time
from pathlib import Path

import pytest

from warden.askuser.compare import compare, picker_part, received_answer, unquote_part
from warden.askuser.hook_output import answers_map
from warden.askuser.model import Answer, Call, Decline, Item, ItemAnswer, Option, multi
from warden.deliver.record import record
from warden.deliver.by_keys import NothingToDeliver, claim, deliver_question, wants_keys
from warden.deliver.enter_guard import EnterGuard
from warden.deliver.picker import deliver
from warden.errors import DeliveryError
from warden.deliver.prompt import TypingError, check_prompt, check_text, type_command
from warden.record.ingest import open_store

ITEM = Item("Q", "h", tuple(Option(x) for x in ["Unit tests", 'Type "strict"', "A, b", "Lint"]), True)
CALL = Call((ITEM,))


# A unix socket of this user's where no tmux server listens: warden types only into its
# user's sockets (warden.tmux.socket_owned), so a made-up path would fail before tmux is asked.
_DEAD_DIR = tempfile.mkdtemp(prefix="warden-dead-sock-")
DEAD_SOCKET = os.path.join(_DEAD_DIR, "sock")
_dead = socket.socket(socket.AF_UNIX)
_dead.bind(DEAD_SOCKET)


def test_picker_quotes_multi_select_parts_with_commas_or_quotes() -> None:
    assert picker_part("plain") == "plain"
    assert picker_part('say "hi", ok') == '"say \\"hi\\", ok"'
    assert unquote_part('"say \\"hi\\", ok"') == 'say "hi", ok'
    assert unquote_part('"not quoted by the picker"') == '"not quoted by the picker"'


def test_compare_accepts_the_pickers_quoting_and_the_hooks_plain_form() -> None:
    intent = Answer((multi(['Type "strict"', "A, b"], 'x, "y"'),))
    picker = '"Type \\"strict\\"", "A, b", "x, \\"y\\""'
    hook = answers_map(CALL, intent)["Q"]
    assert hook == 'Type "strict", A, b, x, "y"'
    assert compare(CALL, intent, {"Q": picker}).ok
    assert compare(CALL, intent, {"Q": hook}).ok
    assert not compare(CALL, intent, {"Q": '"Type \\"strict\\"", "A, b"'}).ok
    got = received_answer(CALL, {"Q": picker})
    assert got.items[0] == multi(['Type "strict"', "A, b"], 'x, "y"')


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
        deliver("%0", None, CALL, Answer((multi(["Lint"], "a\rb"),)))


@pytest.mark.parametrize("text", ["!rm -rf ~", "  !ls", "#remember this", "  # a memory"])
def test_bash_and_memory_mode_prefixes_are_refused_before_any_key(text: str) -> None:
    # the pane does not exist: the refusal comes before tmux is asked anything
    with pytest.raises(TypingError, match="Claude Code's prompt takes as (bash|memory) mode"):
        type_command("%999", text, DEAD_SOCKET)
    for answer in (Answer((ItemAnswer("chat", (), text),)), Answer((), Decline(text))):
        with pytest.raises(DeliveryError, match="mode") as e:
            deliver("%999", DEAD_SOCKET, CALL, answer)
        assert not getattr(e.value, "keys_sent", False)


def test_prefixes_inside_the_text_and_in_the_pickers_field_are_fine() -> None:
    check_prompt("/gsd:plan-phase 2 # not a memory")
    check_prompt("Run the tests! Then fix what fails.")
    with pytest.raises(DeliveryError, match="capture-pane|not found|no server"):  # passes the check, fails on the pane
        deliver("%999", DEAD_SOCKET, CALL, Answer((multi(["Lint"], "!important"),)), timeout=1)


def _question(home: Path, pane: str | None) -> int:
    store = open_store(str(home))
    store.upsert_session("s1", name="drv", managed=1, tmux_pane=pane, tmux_socket=DEAD_SOCKET)
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
    rec = record(store, qid, Answer((multi(["Lint"]),)), "test", autodeliver=False)
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
    rec = record(store, qid, Answer((multi(["Lint"]),)), "test", autodeliver=False)
    assert rec.hook_waiting
    with pytest.raises(NothingToDeliver, match="a hook is waiting"):
        claim(store, qid)


def test_no_pane_leaves_the_question_untouched(isolated_home: Path) -> None:
    qid = _question(isolated_home, None)
    store = open_store(str(isolated_home))
    assert not wants_keys(store, qid)  # no pane: nothing is started automatically
    rec = record(store, qid, Answer((multi(["Lint"]),)), "test", autodeliver=False)
    with pytest.raises(NothingToDeliver, match="tmux pane is not known .* left answered"):
        deliver_question(store, str(isolated_home), qid)
    q, a = store.question(qid), store.latest_answer(qid)
    assert (q["status"], q["detail"]) == ("answered", None)
    assert (a["id"], a["delivery"], a["delivered_at"]) == (rec.answer_id, None, None)
    assert not [e for e in store.events() if e["event"] == "warden:deliver"]
    store.upsert_session("s1", tmux_pane="%1", tmux_socket=None)
    store.db.execute("UPDATE sessions SET tmux_socket=NULL WHERE id='s1'")
    with pytest.raises(NothingToDeliver, match="tmux socket is not known"):
        deliver_question(store, str(isolated_home), qid)
    assert store.question(qid)["status"] == "answered"
    code, out = _cli("deliver", str(qid))
    assert code == 1 and "nowhere to type the answer" in out and "Traceback" not in out
    assert store.question(qid)["status"] == "answered"


def test_failure_marks_the_question_pending_with_the_reason(isolated_home: Path) -> None:
    qid = _question(isolated_home, "%999")
    store = open_store(str(isolated_home))
    record(store, qid, Answer((multi(["Lint"]),)), "test", autodeliver=False)
    with pytest.raises(DeliveryError, match="capture-pane"):
        deliver_question(store, str(isolated_home), qid, timeout=1)
    q = store.question(qid)
    a = store.latest_answer(qid)
    assert q["status"] == "pending"
    assert q["detail"].startswith("keystroke delivery failed: tmux capture-pane")
    assert a["delivery"] == "tmux-failed" and a["delivered_at"] is None
    ev = [e for e in store.events() if e["event"] == "warden:deliver"]
    assert ev and "keystroke delivery failed" in ev[-1]["note"]
    assert "keystroke delivery failed" in (isolated_home / "hook.log").read_text()
    # answerable again
    record(store, qid, Answer((multi(["Unit tests"]),)), "test", autodeliver=False)
    assert store.question(qid)["status"] == "answered"


def test_a_hook_just_past_its_budget_gets_a_grace(isolated_home: Path) -> None:
    from warden.deliver.by_keys import HOOK_GRACE

    qid = _question(isolated_home, "%1")
    store = open_store(str(isolated_home))
    record(store, qid, Answer((multi(["Lint"]),)), "test", autodeliver=False)
    store.db.execute("UPDATE questions SET hook_until=? WHERE id=?", (time.time() - HOOK_GRACE / 4, qid))
    with pytest.raises(NothingToDeliver, match="a hook is waiting"):
        claim(store, qid)
    store.db.execute("UPDATE questions SET hook_until=? WHERE id=?", (time.time() - HOOK_GRACE - 0.5, qid))
    claim(store, qid)
    assert store.question(qid)["status"] == "delivered"


def test_keys_wait_out_the_grace_before_claiming(isolated_home: Path) -> None:
    qid = _question(isolated_home, "%999")
    store = open_store(str(isolated_home))
    record(store, qid, Answer((multi(["Lint"]),)), "test", autodeliver=False)
    store.db.execute("UPDATE questions SET hook_until=? WHERE id=?", (time.time() - 1.0, qid))
    t0 = time.monotonic()
    with pytest.raises(DeliveryError, match="capture-pane"):  # claimed after the grace, then the pane is dead
        deliver_question(store, str(isolated_home), qid, timeout=1)
    assert time.monotonic() - t0 >= 0.9
    assert store.question(qid)["status"] == "pending"


def test_a_failed_delivery_never_resets_what_another_path_delivered(isolated_home: Path) -> None:
    from warden.deliver.by_keys import fail

    qid = _question(isolated_home, "%1")
    store = open_store(str(isolated_home))
    record(store, qid, Answer((multi(["Lint"]),)), "test", autodeliver=False)
    aid, _ = claim(store, qid)
    # meanwhile the hook delivered the answer itself (it settled within its grace)
    store.db.execute("UPDATE answers SET delivery='hook' WHERE id=?", (aid,))
    fail(store, str(isolated_home), qid, aid, DeliveryError("picker gone"))
    q, a = store.question(qid), store.latest_answer(qid)
    assert (q["status"], q["detail"]) == ("delivered", None)
    assert a["delivery"] == "hook" and a["delivered_at"] is not None
    # a newer answer delivered by another path: the old claim's failure leaves it too
    store.db.execute("UPDATE answers SET delivery='tmux' WHERE id=?", (aid,))
    newer = store.db.execute("INSERT INTO answers (question_id, answer, decided_by, delivery, created_at, delivered_at) "
                             "SELECT question_id, answer, 'person', 'hook', ?, ? FROM answers WHERE id=?",
                             (time.time(), time.time(), aid)).lastrowid
    fail(store, str(isolated_home), qid, aid, DeliveryError("picker gone"))
    assert store.question(qid)["status"] == "delivered"
    assert store.delivered_answer(qid)["id"] == newer
    # its own claim, still the intent: undone
    store.db.execute("DELETE FROM answers WHERE id=?", (newer,))
    fail(store, str(isolated_home), qid, aid, DeliveryError("picker gone"))
    assert store.question(qid)["status"] == "pending"
    assert store.latest_answer(qid)["delivery"] == "tmux-failed"


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
    # a session whose pane is unknown: recorded, then nothing is typed and it says so
    code, out = _cli("drive", "--session", "drv", '[{"action":"multi-select","selectedIndices":[3]}]')
    assert code == 1 and "the session's tmux pane is not known" in out and "nowhere to type" in out
    store = open_store(str(isolated_home))
    assert store.question(qid)["status"] == "answered"
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
    qid = _question(isolated_home, "%999")
    store = open_store(str(isolated_home))
    record(store, qid, Answer((multi(["Lint"]),)), "test", autodeliver=False)
    with pytest.raises(DeliveryError):
        deliver_question(store, str(isolated_home), qid, timeout=1)
    assert store.question(qid)["detail"].startswith("keystroke delivery failed")
    record(store, qid, Answer((multi(["Lint"]),)), "test", autodeliver=False)
    claim(store, qid)
    assert store.question(qid)["detail"] is None


def test_a_pane_in_copy_mode_is_not_typed_into() -> None:
    import os
    import subprocess

    from warden import tmux

    from tests.realparts import require_tmux

    require_tmux()
    sock = f"warden-mode-{os.getpid()}"
    started = tmux.new_session("m", ["cat"], socket_name=sock, config_file="/dev/null")
    try:
        pane = started.pane(error=DeliveryError)
        pane.check_mode()
        # a person scrolls back: tmux's copy mode, entered as they would
        subprocess.run(["tmux", "-L", sock, "copy-mode", "-t", "m"], check=True)
        with pytest.raises(DeliveryError, match="copy-mode"):
            pane.check_mode()
    finally:
        tmux.kill_server(socket_name=sock)
