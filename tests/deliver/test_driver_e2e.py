"""Keystroke delivery on the real Claude Code 2.1.332: a managed session whose inline
budget is tiny, so the picker shows; then `warden answer` (delivered automatically) or
`warden drive` types the answer in. Each answer is checked where it lands — in what
Claude Code sent back to the model — and verified by PostToolUse in the store."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from warden.deliver.screen import parse
from warden.record.ingest import open_store
from warden.sandbox.claude_session import ANSWERED, DECLINED

pytestmark = pytest.mark.e2e

FORMS = str(Path(__file__).parent / "scripts" / "forms.toml")
PICKER = "Enter to select"
MANAGED = {"WARDEN_SESSION": "drv", "WARDEN_PROFILE": "t"}

STORAGE_Q = "Which storage layer should the ledger service use — \"primary\" or not?"
STORAGE = ["PostgreSQL \"primary\" $(whoami)", "Ünïcødé store ✓ — 日本語",
           "A very long option label that keeps going well past the width of the terminal so that Claude Code "
           "has to wrap it onto a second line of the picker; rm -rf / && echo `id` | tee ~/x",
           "Nothing; 'skip' it & move on"]
CHECKS_Q = "Which checks should run on every pull request?"
CHECKS = ["Unit tests", "Type checking — mypy \"strict\"", "Linting $(ruff) | `fmt`",
          "A very long multi-select label that keeps going well past the width of the terminal so that it wraps "
          "onto the next line of the picker, ✓ done"]
FOUR_QS = ["Which language should the worker be written in?", "Which platforms should the worker support?",
           "How should the worker be deployed?", "Which observability signals should it emit?"]
TWO_QS = ["Which queue should carry the events?", "Which formats should the events use?"]
NASTY = "it's \"quoted\" $(touch /tmp/pwned) `id` && rm -rf ~ ; ünï ✓ 日本"


def warden(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "warden", *args], capture_output=True, text=True, timeout=120)


def tiny_budget(home: Path) -> None:
    home.mkdir(parents=True, exist_ok=True)
    (home / "config.toml").write_text('[profiles.t]\nchain = ["human"]\nbudget = 0.5\n')


def question(home: Path, timeout: float = 60) -> Any:
    """The newest question, once the hook has released it to the picker."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        store = open_store(str(home))
        rows = store.questions()
        store.close()
        if rows and rows[0]["status"] == "pending" and rows[0]["hook_until"] is None:
            return rows[0]
        time.sleep(0.1)
    raise AssertionError("no released pending question")


def settled(home: Path, qid: int, timeout: float = 90, open_ok: tuple[str, ...] = ()) -> Any:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        store = open_store(str(home))
        q = store.question(qid)
        a = store.delivered_answer(qid) or store.latest_answer(qid)
        store.close()
        if q["status"] not in ("pending", "answered", "delivered") or q["status"] in open_ok:
            return q, a
        if q["status"] == "pending" and q["detail"] and "keystroke delivery failed" in q["detail"]:
            raise AssertionError(q["detail"])
        time.sleep(0.1)
    raise AssertionError(f"question #{qid} not settled within {timeout}s")


def answered_call(server: Any, n: int = 0, timeout: float = 60) -> Any:
    return server.wait_for(lambda srv: (lambda calls: calls[n] if len(calls) > n and calls[n].result_at
                                        else None)(srv.tool_calls()), timeout=timeout)


def start(home: Path, scripted_server: Any, claude_session: Any, prompt: str) -> tuple[Any, Any, Any]:
    tiny_budget(home)
    server = scripted_server(FORMS)
    s = claude_session(server, warden=True, env=MANAGED)
    s.type_prompt(prompt)
    s.wait_for_screen(PICKER, timeout=60)
    return server, s, question(home)


def test_select_a_wrapping_label_with_shell_metacharacters(isolated_home: Path, scripted_server: Any,
                                                           claude_session: Any) -> None:
    server, s, q = start(isolated_home, scripted_server, claude_session, "single form")
    r = warden("answer", str(q["id"]), "3")
    assert r.returncode == 0, r.stderr
    assert "warden is typing it in (keystroke delivery)" in r.stdout
    q, a = settled(isolated_home, q["id"])
    assert q["status"] == "verified", q["detail"]
    assert (a["decided_by"], a["delivery"]) == ("human:cli", "tmux")
    assert answered_call(server).answers == {STORAGE_Q: STORAGE[2]}


def test_typed_answer_with_quotes_unicode_and_metacharacters(isolated_home: Path, scripted_server: Any,
                                                             claude_session: Any) -> None:
    server, s, q = start(isolated_home, scripted_server, claude_session, "single form")
    assert warden("answer", str(q["id"]), "--type", NASTY).returncode == 0
    q, a = settled(isolated_home, q["id"])
    assert q["status"] == "verified", q["detail"]
    assert a["delivery"] == "tmux"
    assert answered_call(server).answers == {STORAGE_Q: NASTY}
    assert not Path("/tmp/pwned").exists()


def test_multi_select_with_typed_extra_in_its_single_question_form(isolated_home: Path, scripted_server: Any,
                                                                   claude_session: Any) -> None:
    server, s, q = start(isolated_home, scripted_server, claude_session, "multi form")
    extra = 'and "docs", ✓ $(make docs)'
    assert warden("answer", str(q["id"]), "2,3,4", "--extra", extra).returncode == 0
    q, a = settled(isolated_home, q["id"])
    assert q["status"] == "verified", q["detail"]
    received = answered_call(server).answers[CHECKS_Q]
    # Claude Code quotes a part holding a comma or a double quote, CSV-style
    assert received == ('"Type checking — mypy \\"strict\\"", Linting $(ruff) | `fmt`, '
                        f'"{CHECKS[3]}", "and \\"docs\\", ✓ $(make docs)"')


def test_four_questions_every_kind_by_warden_drive(isolated_home: Path, scripted_server: Any,
                                                    claude_session: Any) -> None:
    server, s, q = start(isolated_home, scripted_server, claude_session, "four form")
    actions = [{"action": "type", "text": "Elixir — \"BEAM\" $(no)"},
               {"action": "multi-select", "selectedIndices": [1, 3], "text": "Plan 9"},
               {"action": "select", "optionIndex": 3},
               {"action": "multi-select", "selectedIndices": [0, 1, 2, 3]}]
    r = warden("drive", "--session", "drv", json.dumps(actions))
    assert r.returncode == 0, r.stdout + r.stderr
    assert "delivered by keystrokes; verified" in r.stdout
    q, a = settled(isolated_home, q["id"])
    assert q["status"] == "verified", q["detail"]
    assert (a["decided_by"], a["delivery"]) == ("agent:drive", "tmux")
    assert answered_call(server).answers == {
        FOUR_QS[0]: "Elixir — \"BEAM\" $(no)",
        FOUR_QS[1]: "macOS, FreeBSD ✓, Plan 9",
        FOUR_QS[2]: "By hand",
        FOUR_QS[3]: "Logs, Metrics, Traces, Profiles",
    }


def test_chat_about_this_in_a_two_question_form(isolated_home: Path, scripted_server: Any,
                                                claude_session: Any) -> None:
    server, s, q = start(isolated_home, scripted_server, claude_session, "two form")
    redirect = "Neither: we already run NATS — use \"NATS JetStream\" instead"
    r = warden("drive", "--session", "drv",
               json.dumps([{"action": "select", "optionIndex": 1}, {"action": "chat", "text": redirect}]))
    assert r.returncode == 0, r.stdout + r.stderr
    q, a = settled(isolated_home, q["id"])
    assert q["status"] == "redirected", q["detail"]
    assert a["delivery"] == "tmux"
    call = answered_call(server)
    assert call.is_error and call.outcome == "chat"
    # the redirect reached the model as the user's next message
    server.wait_for(lambda srv: any(r.user_text == redirect for r in srv.requests()), timeout=30)


def test_chat_about_this_on_a_single_question(isolated_home: Path, scripted_server: Any,
                                              claude_session: Any) -> None:
    server, s, q = start(isolated_home, scripted_server, claude_session, "single form")
    assert warden("answer", str(q["id"]), "--chat", "Wrong question: the ledger is read-only").returncode == 0
    q, _ = settled(isolated_home, q["id"])
    assert q["status"] == "redirected"
    assert answered_call(server).outcome == "chat"
    server.wait_for(lambda srv: any(r.user_text == "Wrong question: the ledger is read-only"
                                    for r in srv.requests()), timeout=30)


def test_picker_gone_the_driver_stops_and_marks_the_question(isolated_home: Path, scripted_server: Any,
                                                              claude_session: Any) -> None:
    server, s, q = start(isolated_home, scripted_server, claude_session, "single form")
    # someone at the keyboard dismisses the picker before the answer comes
    s.press("Escape", expect=DECLINED)
    r = warden("answer", str(q["id"]), "2")
    assert r.returncode == 0, r.stderr
    end = time.monotonic() + 60
    while True:
        store = open_store(str(isolated_home))
        row = store.question(q["id"])
        a = store.latest_answer(q["id"])
        events = [e for e in store.events() if e["event"] == "warden:deliver"]
        store.close()
        if row["detail"] or time.monotonic() > end:
            break
        time.sleep(0.2)
    assert row["status"] == "pending"
    assert row["detail"].startswith("keystroke delivery failed: no picker for this question on screen")
    assert a["delivery"] == "tmux-failed" and a["delivered_at"] is None  # no key was sent: the intent is withdrawn
    assert events and "keystroke delivery failed" in events[-1]["note"]
    assert "keystroke delivery failed" in (isolated_home / "hook.log").read_text()
    # by hand, the same failure is one clear line and exit 1
    store = open_store(str(isolated_home))
    store.db.execute("UPDATE questions SET status='answered' WHERE id=?", (q["id"],))
    store.close()
    r = warden("deliver", str(q["id"]), "--timeout", "2")
    assert r.returncode == 1
    assert "keystroke delivery failed: no picker for this question on screen" in r.stderr
    assert server.tool_calls()[0].answers == {}  # nothing was typed into the session


def test_driver_reads_what_a_person_already_did_at_the_keyboard(isolated_home: Path, scripted_server: Any,
                                                                 claude_session: Any) -> None:
    """Someone answered question 1, checked a box and typed into question 2's field, then
    left: the driver goes back, answers from what it sees, and clears what it must."""
    server, s, q = start(isolated_home, scripted_server, claude_session, "four form")
    s.press("Enter", expect=FOUR_QS[1])
    s.press("Enter", expect="[✔] Linux")
    s.send_keys("Down", "Down", "Down", "Down")
    s.wait_for_screen("❯ 5. [ ] Type something")
    s.type_until("zzz", "[✔] zzz")
    actions = [{"action": "select", "optionIndex": 2}, {"action": "multi-select", "selectedIndices": [0, 2]},
               {"action": "select", "optionIndex": 0}, {"action": "multi-select", "selectedIndices": [1]}]
    r = warden("drive", "--session", "drv", json.dumps(actions))
    assert r.returncode == 0, r.stdout + r.stderr
    q, _ = settled(isolated_home, q["id"])
    assert q["status"] == "verified", q["detail"]
    assert answered_call(server).answers == {FOUR_QS[0]: "Rust — \"fast\"", FOUR_QS[1]: "Linux, Windows",
                                             FOUR_QS[2]: "Kubernetes", FOUR_QS[3]: "Metrics"}


def test_type_command_types_exactly_and_submits(scripted_server: Any, claude_session: Any) -> None:
    from warden.deliver.prompt import type_command

    server = scripted_server(FORMS)
    s = claude_session(server)
    socket = s.socket_path
    prompt = "say hello — \"quoted\", $(not run) `id` ✓ and enough words to need several typed pieces"
    type_command(s.pane, prompt, socket=socket)
    server.wait_for(lambda srv: any(r.user_text == prompt for r in srv.requests()), timeout=30)
    s.wait_for_screen("Ask me for a form", timeout=30)
    type_command(s.pane, "/clear", socket=socket, timeout=30)
    s.wait_for_screen(lambda screen: "Ask me for a form" not in screen, timeout=30)


def test_decline_by_keys_presses_escape_and_tells_the_reason(isolated_home: Path, scripted_server: Any,
                                                             claude_session: Any) -> None:
    server, s, q = start(isolated_home, scripted_server, claude_session, "single form")
    assert warden("answer", str(q["id"]), "--decline", "Not now: the ledger is frozen").returncode == 0
    q, a = settled(isolated_home, q["id"])
    assert q["status"] == "declined", q["detail"]
    assert a["delivery"] == "tmux"
    server.wait_for(lambda srv: any(r.user_text == "Not now: the ledger is frozen" for r in srv.requests()),
                    timeout=30)
    call = answered_call(server)
    assert call.is_error and call.outcome == "declined"


def test_answered_at_the_keyboard_first(isolated_home: Path, scripted_server: Any, claude_session: Any) -> None:
    """The person was quicker: the question is settled as `keyboard`, a late answer is
    refused, and typing the old call into the pane stops without a key."""
    from warden.askuser.model import Answer, Call, select
    from warden.errors import DeliveryError
    from warden.deliver.picker import deliver

    server, s, q = start(isolated_home, scripted_server, claude_session, "single form")
    s.press("Enter", expect=ANSWERED)
    q, _ = settled(isolated_home, q["id"])
    assert q["status"] == "keyboard"
    r = warden("answer", str(q["id"]), "2")
    assert r.returncode == 1 and "already keyboard" in r.stderr
    call = Call.from_questions(json.loads(q["questions"]))
    with pytest.raises(DeliveryError, match="no picker for this question on screen") as e:
        deliver(s.pane, s.socket_path, call, Answer((select(STORAGE[1]),)), timeout=2)
    assert e.value.keys_sent is False  # type: ignore[attr-defined]
    assert server.tool_calls()[0].answers == {STORAGE_Q: STORAGE[0]}


def test_another_question_on_screen_stops_before_any_key(isolated_home: Path, scripted_server: Any,
                                                           claude_session: Any) -> None:
    from warden.askuser.model import Answer, Call, Item, Option, select
    from warden.errors import DeliveryError
    from warden.deliver.picker import deliver

    server, s, q = start(isolated_home, scripted_server, claude_session, "four form")
    before = s.screen()
    stale = Call((Item(STORAGE_Q, "Storage", tuple(Option(x) for x in STORAGE)),))
    with pytest.raises(DeliveryError, match="the picker shows another question") as e:
        deliver(s.pane, s.socket_path, stale, Answer((select(STORAGE[0]),)))
    assert e.value.keys_sent is False  # type: ignore[attr-defined]
    assert "Which language should the worker be written in?" in e.value.screen
    assert parse(s.screen()).state() == parse(before).state()  # type: ignore[union-attr]


def test_two_questions_by_warden_answer(isolated_home: Path, scripted_server: Any, claude_session: Any) -> None:
    server, s, q = start(isolated_home, scripted_server, claude_session, "two form")
    r = warden("answer", str(q["id"]), "2", "1,3", "--extra", "CBOR, maybe")
    assert r.returncode == 0, r.stderr
    q, a = settled(isolated_home, q["id"])
    assert q["status"] == "verified", q["detail"]
    assert a["delivery"] == "tmux"
    assert answered_call(server).answers == {TWO_QS[0]: "RabbitMQ", TWO_QS[1]: 'JSON, Protobuf, "CBOR, maybe"'}


def test_drive_goes_through_the_hook_while_it_waits(isolated_home: Path, scripted_server: Any,
                                                    claude_session: Any) -> None:
    isolated_home.mkdir(parents=True, exist_ok=True)
    (isolated_home / "config.toml").write_text('[profiles.t]\nchain = ["human"]\nbudget = 60\n')
    server = scripted_server(FORMS)
    s = claude_session(server, warden=True, env=MANAGED)
    s.type_prompt("two form")
    end = time.monotonic() + 60
    while True:
        store = open_store(str(isolated_home))
        rows = store.questions(status="pending")
        store.close()
        if rows or time.monotonic() > end:
            break
        time.sleep(0.1)
    assert rows and rows[0]["hook_until"] is not None
    r = warden("drive", "--session", "drv", "--json",
               json.dumps([{"action": "select", "optionIndex": 0}, {"action": "multi-select", "selectedIndices": [2]}]))
    assert r.returncode == 0, r.stdout + r.stderr
    out = json.loads(r.stdout)
    assert (out["delivery"], out["status"]) == ("hook", "verified")
    assert answered_call(server).answers == {TWO_QS[0]: "Kafka", TWO_QS[1]: "Protobuf"}
    assert PICKER not in s.screen()
