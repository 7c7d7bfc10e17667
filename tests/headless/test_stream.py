"""`warden stream parse`: AskUserQuestion calls and answers in stream-json, streamed."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from typing import Any

from warden.headless.stream import Stats, lines, parse

Q1 = {"question": "Which database?", "header": "DB", "multiSelect": False,
      "options": [{"label": "PostgreSQL", "description": ""}, {"label": "SQLite", "description": ""}]}
Q2 = {"question": "Which checks?", "header": "CI", "multiSelect": True,
      "options": [{"label": "Unit tests", "description": ""}, {"label": "Linting", "description": ""}]}


def ask(tid: str, *qs: dict[str, Any], session: str = "s1") -> str:
    return json.dumps({"type": "assistant", "session_id": session, "message": {"role": "assistant", "content": [
        {"type": "text", "text": "one question"},
        {"type": "tool_use", "id": tid, "name": "AskUserQuestion", "input": {"questions": list(qs)}}]}})


def answer(tid: str, answers: dict[str, str], structured: bool = True, is_error: bool = False) -> str:
    pairs = ", ".join(f'"{k}"="{v}"' for k, v in answers.items())
    text = (f"Your questions have been answered: {pairs}. You can now continue with these answers in mind."
            if not is_error else "The user doesn't want to proceed with this tool use.")
    d: dict[str, Any] = {"type": "user", "message": {"role": "user", "content": [
        {"type": "tool_result", "tool_use_id": tid, "content": text, **({"is_error": True} if is_error else {})}]}}
    if structured and not is_error:
        d["tool_use_result"] = {"questions": [], "answers": answers}
    return json.dumps(d)


NOISE = [json.dumps({"type": "system", "subtype": "init", "session_id": "s1", "tools": ["AskUserQuestion"]}),
         json.dumps({"type": "assistant", "message": {"content": [{"type": "text", "text": "hello"}]}}),
         json.dumps({"type": "user", "message": {"content": [{"type": "tool_result", "tool_use_id": "toolu_bash",
                                                              "content": "ls output"}]}})]


def run(text: str, **kw: Any) -> tuple[list[Any], Stats]:
    stats = Stats()
    return list(parse(io.BytesIO(text.encode()), stats=stats, **kw)), stats


def test_calls_and_their_answers() -> None:
    text = "\n".join([*NOISE, ask("t1", Q1), *NOISE, answer("t1", {"Which database?": "SQLite"}),
                      ask("t2", Q1, Q2), answer("t2", {"Which database?": "PostgreSQL", "Which checks?": "Unit tests, Linting"},
                                                structured=False)]) + "\n"
    found, stats = run(text)
    assert [(f.tool_use_id, f.status, f.line, f.answer_line) for f in found] == [
        ("t1", "answered", 4, 8), ("t2", "answered", 9, 10)]
    assert found[0].answers == {"Which database?": "SQLite"} and found[0].session_id == "s1"
    assert found[1].answers == {"Which database?": "PostgreSQL", "Which checks?": "Unit tests, Linting"}  # from the text
    assert (stats.lines, stats.calls, stats.answered, stats.malformed) == (10, 2, 2, 0)


def test_unanswered_rejected_and_deferred() -> None:
    deferred = json.dumps({"type": "result", "stop_reason": "tool_deferred",
                           "deferred_tool_use": {"id": "t3", "name": "AskUserQuestion", "input": {}}})
    text = "\n".join([ask("t1", Q1), answer("t1", {}, is_error=True), ask("t2", Q1), ask("t3", Q1), deferred])
    found, _ = run(text)
    assert [(f.tool_use_id, f.status, f.deferred) for f in found] == [
        ("t1", "error", False), ("t2", "unanswered", False), ("t3", "deferred", True)]
    assert found[0].result_text.startswith("The user doesn't want to proceed")


def test_a_deferred_call_answered_in_the_resumed_stream() -> None:
    deferred = json.dumps({"type": "result", "deferred_tool_use": {"id": "t1", "name": "AskUserQuestion"}})
    found, _ = run("\n".join([ask("t1", Q1), deferred, NOISE[0], answer("t1", {"Which database?": "SQLite"})]))
    assert [(f.status, f.deferred, f.answers) for f in found] == [("answered", True, {"Which database?": "SQLite"})]


def test_malformed_lines_are_skipped_and_counted() -> None:
    torn = ask("t2", Q1)[:40]  # a torn write that mentions nothing
    text = "\n".join([ask("t1", Q1), "not json", '{"type": "assistant", "broken', torn, "[1, 2]", "",
                      '{"AskUserQuestion": oops}', '{"framed": but broken}', answer("t1", {"Which database?": "SQLite"})])
    found, stats = run(text)
    assert [f.status for f in found] == ["answered"]
    # not json, two torn lines, an array (not an object), the broken line that mentions AskUserQuestion;
    # the framing check lets '{"framed": but broken}' through, a strict parse does not
    assert stats.malformed == 5
    _, strict = run(text, strict=True)
    assert strict.malformed == 6


def test_lines_split_across_blocks_and_oversized_lines() -> None:
    big = json.dumps({"type": "user", "message": {"content": [{"type": "text", "text": "x" * 5000}]}})
    text = "\n".join([ask("t1", Q1), big, answer("t1", {"Which database?": "SQLite"})])
    stats = Stats()
    got = list(lines(io.BytesIO(text.encode()), stats, max_line=10_000, block=7))
    assert got == text.encode().split(b"\n") and stats.lines == 3
    stats = Stats()
    found = list(parse(io.BytesIO(text.encode()), stats=stats, max_line=1000))
    assert [f.status for f in found] == ["answered"] and found[0].answer_line == 3
    assert (stats.oversized, stats.lines) == (1, 3)
    # an oversized last line without a newline is counted too
    stats = Stats()
    assert list(lines(io.BytesIO(b"ok\n" + b"y" * 50), stats, max_line=10, block=4)) == [b"ok"]
    assert (stats.lines, stats.oversized) == (2, 1)


def test_cli_text_and_json(tmp_path: Any) -> None:
    path = tmp_path / "out.ndjson"
    path.write_text("\n".join([ask("t1", Q1), "garbage", answer("t1", {"Which database?": "SQLite"})]) + "\n")
    text = subprocess.run([sys.executable, "-m", "warden", "stream", "parse", str(path)], capture_output=True, text=True)
    assert text.returncode == 0, text.stderr
    assert "line 1: t1 [answered]" in text.stdout and "DB: Which database?" in text.stdout
    assert "→ SQLite" in text.stdout and "1 malformed" in text.stdout
    js = subprocess.run([sys.executable, "-m", "warden", "stream", "parse", "--json", "-"], input=path.read_text(),
                        capture_output=True, text=True)
    rows = [json.loads(x) for x in js.stdout.splitlines()]
    assert rows[0]["type"] == "question" and rows[0]["answers"] == {"Which database?": "SQLite"}
    assert rows[1] == {"type": "summary", "lines": 3, "bytes": path.stat().st_size, "malformed": 1, "oversized": 0,
                       "calls": 1, "answered": 1}
