"""Untrusted text at the boundary (findings 4, 6, 7, 9, 12): what the llm answerer may
read, lone surrogates, terminal escapes, text refused where it enters, and the slash
commands warden may type."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import httpx
from starlette.testclient import TestClient

from tests.payloads import SINGLE, base, pre, run_hook, warden
from warden.record.ingest import open_store

JSON_HDR = {"content-type": "application/json"}
ESC_HEADER = "\x1b[2J\x1b[H\x1b]52;c;cm0gLXJmIH4=\x07evil\r\nforged line"


def ask(header: str = "Database", session: str = "sess-1", tool_use_id: str = "toolu_1") -> None:
    q = [{**SINGLE[0], "header": header}]
    assert run_hook(pre(q, tool_use_id, session)).returncode == 0


# ---------------------------------------------------------------- finding 4: what the llm reads


def test_the_llm_answerer_reads_only_transcripts_and_regular_project_files(tmp_path: Path) -> None:
    from warden.decide.answerers.llm import planning_files, transcript_tail

    secret = tmp_path / "secret.txt"
    secret.write_text('{"type":"user","message":{"content":"AWS_SECRET=hunter2"}}\n')
    assert transcript_tail(str(secret)) == "(no transcript)"  # the payload's transcript_path, anywhere
    assert transcript_tail("/etc/passwd") == "(no transcript)"
    projects = Path(os.environ["HOME"]) / ".claude/projects/p"
    projects.mkdir(parents=True)
    (projects / "link.jsonl").symlink_to(secret)  # a link out of the projects folder
    assert transcript_tail(str(projects / "link.jsonl")) == "(no transcript)"
    real = projects / "t.jsonl"
    real.write_text('{"type":"user","message":{"content":"build it"}}\n')
    assert transcript_tail(str(real)) == "User: build it"

    project = tmp_path / "project"
    (project / ".planning").mkdir(parents=True)
    (project / ".planning/STATE.md").symlink_to(secret)
    (project / ".planning/ROADMAP.md").symlink_to("/dev/zero")
    os.mkfifo(project / ".planning/PROJECT.md")  # would block a reader forever
    (project / ".planning/CONTEXT.md").write_text("we chose SQLite")
    text = planning_files(str(project))
    assert "hunter2" not in text and "we chose SQLite" in text
    assert "STATE.md" not in text and "ROADMAP.md" not in text and "PROJECT.md" not in text


# ---------------------------------------------------------------- finding 6: lone surrogates


def test_lone_surrogates_are_refused_at_the_door_and_never_break_a_reader(client: TestClient,
                                                                           isolated_home: Path) -> None:
    ask()
    # a payload holding lone surrogates (valid JSON escapes) is stored with U+FFFD
    raw = json.dumps(base("UserPromptSubmit", "sess-\udcff", prompt="a\ud800b"))
    assert run_hook(raw).returncode == 0
    # the board refuses an answer holding one, with a clear error
    r = client.post("/api/questions/1/answer", headers=JSON_HDR,
                    content='{"actions": [{"action": "type", "text": "x\\udcff"}]}')
    assert r.status_code == 422 and "lone surrogate" in r.json()["error"]
    # so does the CLI (a byte that is not UTF-8 arrives as a surrogate escape)
    r2 = subprocess.run([sys.executable, "-m", "warden", "answer", "1", "--type", b"x\xff".decode("utf-8", "surrogateescape")],
                        capture_output=True, text=True, env=os.environ)
    assert r2.returncode == 1 and "lone surrogate" in r2.stderr
    # data at rest from before (escaped in the stored JSON) still reads everywhere
    store = open_store(str(isolated_home))
    store.add_answer(1, '{"items":[{"kind":"type","text":"old \\udcff"}]}', "human:cli")
    store.db.execute("UPDATE sessions SET name=? WHERE id='sess-1'", ("name\ufffd",))
    store.close()
    for path in ("/api/questions", "/api/questions/1", "/api/sessions/sess-1", "/api/board",
                 "/api/sessions/sess-1/events", "/api/sessions", "/api/sessions/sess-%EF%BF%BD"):
        resp = client.get(path)
        assert resp.status_code in (200, 404), (path, resp.status_code)
        resp.content.decode("ascii")  # ASCII-safe JSON
    r3 = warden("log", "--json")
    assert r3.returncode == 0, r3.stderr
    assert all(json.loads(line) for line in r3.stdout.splitlines())
    assert warden("questions", "show", "1").returncode == 0
    assert warden("questions", "list", "--json").returncode == 0


def test_the_event_stream_survives_lone_surrogates(server: Any, isolated_home: Path) -> None:
    ask()
    store = open_store(str(isolated_home))
    store.add_answer(1, '{"items":[{"kind":"type","text":"old \\udcff"}]}', "human:cli")
    store.close()
    board = server()
    with httpx.stream("GET", board.url + "/api/stream?session=sess-1", timeout=30, headers=board.headers) as r:
        assert r.status_code == 200
        seen = []
        for line in r.iter_lines():
            if line.startswith("event: "):
                seen.append(line[7:])
            if "session" in seen:
                break
    assert seen[:2] == ["board", "session"]


# ---------------------------------------------------------------- finding 7: terminal escapes


def test_a_hostile_header_and_session_id_reach_no_terminal_and_no_message(isolated_home: Path) -> None:
    ask(ESC_HEADER, session="sess-\x1b]52;c;ZXZpbA==\x07")
    outputs = [warden("questions", "show", "1").stdout, warden("questions", "list").stdout,
               warden("log").stdout, warden("status").stdout]
    from warden.askuser.format import format_call
    from warden.askuser.model import Call
    from warden.outbound.notify import question_message

    store = open_store(str(isolated_home))
    q = store.question(1)
    title, body = question_message(str(isolated_home), store, 1)
    store.close()
    outputs += [title, body, format_call(Call.from_questions(json.loads(q["questions"])))]
    for out in outputs:
        assert "\x1b" not in out and "\x07" not in out and "forged line\n" not in out, repr(out)
    assert "evil⏎⏎forged line" in outputs[0]


# ---------------------------------------------------------------- finding 9: refused where it enters


def test_untypable_text_is_refused_by_warden_answer_and_queue_start(isolated_home: Path) -> None:
    ask()
    for args, why in [(["--type", "a\tb"], "control characters"), (["--type", "a\x1b[2Jb"], "control characters"),
                      (["--type", "a\u200bb"], "invisible"), (["--type", "two\nlines"], "control characters"),
                      (["--chat", "!rm -rf ~"], "bash mode"), (["--chat", "  #remember"], "memory mode"),
                      (["--decline", "!ls"], "bash mode")]:
        r = warden("answer", "1", *args)
        assert r.returncode == 1 and why in r.stderr, (args, r.stderr)
    store = open_store(str(isolated_home))
    assert store.question(1)["status"] == "pending" and store.latest_answer(1) is None
    from warden.workflow import queue as q

    store.upsert_session("sess-1", managed=1, tmux_pane="%1")
    for cmd, why in [("\u200b!ls", "invisible"), ("/clear\tx", "control characters"), ("!ls", "bash mode")]:
        try:
            q.start(store, "sess-1", [cmd], "human:cli")
            raise AssertionError(f"{cmd!r} was accepted")
        except q.QueueError as e:
            assert why in str(e), (cmd, str(e))
    store.close()
    r = warden("answer", "1", "--type", "Postgres, please")  # ordinary text still goes
    assert r.returncode == 0, r.stderr


# ---------------------------------------------------------------- finding 12: the allowlist


def test_warden_types_only_allowed_slash_commands(isolated_home: Path) -> None:
    from warden.workflow import queue as q

    ask()
    store = open_store(str(isolated_home))
    store.upsert_session("sess-1", managed=1, tmux_pane="%1")
    for cmd in ("/evil", "/login", "/gsd"):
        try:
            q.start(store, "sess-1", ["/clear", cmd], "brain:llm")
            raise AssertionError(f"{cmd} was accepted")
        except q.QueueError as e:
            assert "[commands] allow" in str(e)
    store.close()
    r = warden("answer", "1", "--chat", "/logout now")
    assert r.returncode == 1 and "not among the slash commands" in r.stderr
    (isolated_home / "config.toml").write_text('[commands]\nallow = ["/clear", "/review"]\n')
    store = open_store(str(isolated_home))
    assert q.start(store, "sess-1", ["/review 3"], "brain:llm") > 0
    store.close()
    r = warden("answer", "1", "--chat", "/review the options again")
    assert r.returncode == 0, r.stderr


def test_a_dialog_answer_is_checked_where_it_enters_too(isolated_home: Path) -> None:
    """Decision kinds beyond questions (an idle session's next prompt, queued commands,
    a deny message): the same refusals, at `warden answer`."""
    from warden.deliver.record import AnswerRejected, _deliverable
    from warden.kinds.choice import Pick
    from warden.record.ingest import open_store as opened

    isolated_home.mkdir(parents=True, exist_ok=True)
    store = opened(str(isolated_home))
    try:
        for pick, why in [(Pick(1, "prompt", "!rm -rf ~"), "bash mode"), (Pick(1, "prompt", "/logout"), "[commands] allow"),
                          (Pick(2, "queue", "", None, ("/clear", "/evil")), "[commands] allow"),
                          (Pick(2, "queue", "", None, ("/clear\x1b[2J",)), "control characters"),
                          (Pick(2, "deny", "no\ttab"), "control characters"),
                          (Pick(1, "prompt", "x\udcff"), "lone surrogate")]:
            try:
                _deliverable(store, pick)
                raise AssertionError(f"{pick!r} was accepted")
            except AnswerRejected as e:
                assert why in str(e), (pick, str(e))
        _deliverable(store, Pick(1, "prompt", "run the tests, then /clear"))  # ordinary text goes
        _deliverable(store, Pick(2, "deny", "not #now"))  # a dialog's field is no prompt
    finally:
        store.close()
