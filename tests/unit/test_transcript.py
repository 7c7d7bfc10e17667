"""warden.transcript: the one reader of a session's transcript, and ``asking``, the text a
session showed in the turn that asks a question. Lines are written as Claude Code writes
them (one line per content block of an assistant message; tests/e2e/test_harness.py pins
that on the real binary)."""

from __future__ import annotations

import json
import os
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from warden import transcript, transcript_file
from warden.decide.context import Context, WouldWait
from warden.askuser.model import Call

QUESTION = {"questions": [{"question": "Proceed?", "header": "Gate", "multiSelect": False,
                           "options": [{"label": "Proceed", "description": ""}, {"label": "Cancel", "description": ""}]}]}


def user(text: Any) -> dict[str, Any]:
    return {"type": "user", "message": {"role": "user", "content": text}}


def said(text: str) -> dict[str, Any]:
    return {"type": "assistant", "message": {"role": "assistant", "content": [{"type": "text", "text": text}]}}


def tool_use(tuid: str, name: str = "AskUserQuestion", inp: Any = QUESTION) -> dict[str, Any]:
    return {"type": "assistant", "message": {"role": "assistant", "content": [
        {"type": "tool_use", "id": tuid, "name": name, "input": inp}]}}


def result(tuid: str, text: str = "ok") -> dict[str, Any]:
    return {"type": "user", "message": {"role": "user", "content": [
        {"type": "tool_result", "tool_use_id": tuid, "content": text}]}}


@pytest.fixture
def projects(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    config = tmp_path / "claude"
    monkeypatch.setenv("CLAUDE_CONFIG_DIR", str(config))
    folder = config / "projects" / "-work-app"
    folder.mkdir(parents=True)
    return folder


def write(path: Path, *lines: dict[str, Any]) -> str:
    with open(path, "a", encoding="utf-8") as f:
        f.write("".join(json.dumps(x) + "\n" for x in lines))
    return str(path)


def test_the_text_of_the_turn_that_asks_from_the_prompt_to_the_question(projects: Path) -> None:
    path = write(projects / "s.jsonl",
                 user("an earlier prompt"), said("an earlier answer"),
                 user("/m:plan add magic links"),
                 said("Reading the specs."), tool_use("toolu_read", "Read", {"file_path": "specs/UC.md"}),
                 result("toolu_read", "UC-0C01 ..."),
                 said("Direction: delete stored password hashes (UC-0C01), 5 tasks."),
                 tool_use("toolu_q"))
    shown = transcript.asking(path, "toolu_q")
    assert shown == "Reading the specs.\n\nDirection: delete stored password hashes (UC-0C01), 5 tasks."
    assert "earlier" not in shown  # the turn starts at the person's last prompt


def test_a_prompt_given_as_blocks_and_meta_lines_are_told_apart_from_tool_results(projects: Path) -> None:
    meta = {**user("<command-message>expanded</command-message>"), "isMeta": True}
    path = write(projects / "s.jsonl", user([{"type": "text", "text": "go"}]), meta, said("Plan: add a retry queue."),
                 tool_use("toolu_q"))
    assert transcript.asking(path, "toolu_q") == "Plan: add a retry queue."


def test_a_question_after_earlier_questions_reads_only_its_own_turn_part(projects: Path) -> None:
    """What follows a question's tool_use is not shown before it; an answered question's turn
    goes on after its tool_result, which is not a prompt."""
    path = write(projects / "s.jsonl", user("go"), said("First, the database."), tool_use("toolu_1"),
                 result("toolu_1", "SQLite"), said("Now the entries: - Drop Node 18"), tool_use("toolu_2"))
    assert transcript.asking(path, "toolu_1") == "First, the database."
    assert transcript.asking(path, "toolu_2") == "First, the database.\n\nNow the entries: - Drop Node 18"


def test_nothing_shown_is_an_empty_text_and_a_missing_line_is_not_yet(projects: Path) -> None:
    path = write(projects / "s.jsonl", user("go"), tool_use("toolu_q"))
    assert transcript.asking(path, "toolu_q") == ""
    assert transcript.asking(path, "toolu_other") is transcript.NOT_YET
    # a fresh session's transcript not written yet, where Claude Code keeps them: it may come
    assert transcript.asking(str(projects / "fresh.jsonl"), "toolu_q") is transcript.NOT_YET


def test_it_waits_for_the_question_line_claude_code_writes_while_the_hook_runs(projects: Path) -> None:
    path = projects / "s.jsonl"
    write(path, user("go"))

    def later() -> None:
        time.sleep(0.08)
        write(path, said("Entries: - Add paid Pro tier: $9/month"), tool_use("toolu_q"))

    t = threading.Thread(target=later)
    t.start()
    started = time.monotonic()
    shown = transcript.asking(str(path), "toolu_q", wait=2.0)
    took = time.monotonic() - started
    t.join()
    assert shown == "Entries: - Add paid Pro tier: $9/month"
    assert took < 1.0
    started = time.monotonic()
    assert transcript.asking(str(path), "toolu_never", wait=0.2) is transcript.NOT_YET
    assert time.monotonic() - started >= 0.2


def test_only_a_regular_file_where_claude_code_keeps_transcripts_is_read(projects: Path, tmp_path: Path) -> None:
    outside = write(tmp_path / "elsewhere.jsonl", user("go"), said("secret plan"), tool_use("toolu_q"))
    assert transcript.asking(outside, "toolu_q") is None  # the payload names any file: not read
    assert transcript.asking(str(tmp_path / "nowhere" / "x.jsonl"), "toolu_q") is None
    (projects / "link.jsonl").symlink_to(outside)
    assert transcript.asking(str(projects / "link.jsonl"), "toolu_q") is None
    inside = write(projects / "inside.jsonl", user("go"), said("the plan"), tool_use("toolu_q"))
    (projects / "alias.jsonl").symlink_to(inside)  # a link that stays inside: read where it leads
    assert transcript.asking(str(projects / "alias.jsonl"), "toolu_q") == "the plan"
    (projects / "sub").symlink_to(tmp_path)  # a folder in it that leads out
    assert transcript.asking(str(projects / "sub" / "elsewhere.jsonl"), "toolu_q") is None
    os.mkfifo(projects / "fifo.jsonl")  # would block a reader
    assert transcript.asking(str(projects / "fifo.jsonl"), "toolu_q", wait=0.05) is None
    assert transcript.asking(str(projects / "../../../elsewhere.jsonl"), "toolu_q") is None
    for bad in (None, "", 3, ["x"]):
        assert transcript.asking(bad, "toolu_q") is None
        assert transcript.asking(outside, bad) is None


def test_a_config_folder_reached_through_a_link_is_read_by_either_name(projects: Path, tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    path = write(projects / "s.jsonl", user("go"), said("The plan."), tool_use("toolu_q"))
    (tmp_path / "linked").symlink_to(tmp_path / "claude")
    monkeypatch.setenv("CLAUDE_CONFIG_DIR", str(tmp_path / "linked"))
    assert transcript.asking(path, "toolu_q") == "The plan."  # the real name, the config folder by its link
    assert transcript.asking(str(tmp_path / "linked" / "projects" / "-work-app" / "s.jsonl"), "toolu_q") == "The plan."
    assert transcript.asking(str(tmp_path / "linked" / "projects" / "-work-app" / "new.jsonl"), "toolu_q") is transcript.NOT_YET
    assert transcript.asking(str(projects / "s\0.jsonl"), "toolu_q") is None  # a NUL in the path: nothing read
    assert transcript.asking("linked/projects/-work-app/s.jsonl", "toolu_q") is None  # a relative path: not read
    # the link moved to another config folder: followed at the next question, the old one no longer read
    other = tmp_path / "other" / "projects" / "-work-app"
    other.mkdir(parents=True)
    moved = write(other / "s.jsonl", user("go"), said("Another plan."), tool_use("toolu_q"))
    (tmp_path / "linked").unlink()
    (tmp_path / "linked").symlink_to(tmp_path / "other")
    assert transcript.asking(str(tmp_path / "linked" / "projects" / "-work-app" / "s.jsonl"), "toolu_q") == "Another plan."
    assert transcript.asking(moved, "toolu_q") == "Another plan."
    assert transcript.asking(path, "toolu_q") is None


def test_a_folder_moved_out_of_the_projects_folder_is_not_read_through_what_was_kept(projects: Path,
                                                                                   tmp_path: Path) -> None:
    path = write(projects / "s.jsonl", user("go"), said("The plan."), tool_use("toolu_q"))
    assert transcript.asking(path, "toolu_q") == "The plan."
    # the session's folder moved elsewhere and a link left in its place: its name still reaches
    # the same folder, which no longer lies where Claude Code keeps transcripts
    (tmp_path / "out").mkdir()
    projects.rename(tmp_path / "out" / "-work-app")
    projects.symlink_to(tmp_path / "out" / "-work-app")
    assert transcript.asking(path, "toolu_q") is None
    assert transcript.tail(path) is None


def test_a_config_folder_moved_and_a_link_planted_where_it_was_leads_nowhere_else(tmp_path: Path,
                                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "cfg" / "projects" / "-work-app"
    folder.mkdir(parents=True)
    write(folder / "s.jsonl", user("go"), said("The plan."), tool_use("toolu_q"))
    (tmp_path / "linked").symlink_to(tmp_path / "cfg")
    monkeypatch.setenv("CLAUDE_CONFIG_DIR", str(tmp_path / "linked"))
    path = str(tmp_path / "linked" / "projects" / "-work-app" / "s.jsonl")
    assert transcript.asking(path, "toolu_q") == "The plan."
    # the config folder moved and its link pointed at the new place; where it was, a folder
    # of that name now leads out
    (tmp_path / "cfg").rename(tmp_path / "cfg2")
    (tmp_path / "linked").unlink()
    (tmp_path / "linked").symlink_to(tmp_path / "cfg2")
    (tmp_path / "secret").mkdir()
    write(tmp_path / "secret" / "s.jsonl", user("go"), said("secret plan"), tool_use("toolu_q"))
    (tmp_path / "cfg" / "projects").mkdir(parents=True)
    (tmp_path / "cfg" / "projects" / "-work-app").symlink_to(tmp_path / "secret")
    assert transcript.asking(path, "toolu_q") == "The plan."
    assert transcript.asking(str(tmp_path / "cfg" / "projects" / "-work-app" / "s.jsonl"), "toolu_q") is None


def test_a_config_folder_moved_on_its_disk_with_a_link_left_is_read_at_its_new_place(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    config = tmp_path / "home" / ".claude"
    (config / "projects" / "-work-app").mkdir(parents=True)
    monkeypatch.setenv("CLAUDE_CONFIG_DIR", str(config))
    path = write(config / "projects" / "-work-app" / "s.jsonl", user("go"), said("The plan."), tool_use("toolu_q"))
    assert transcript.asking(path, "toolu_q") == "The plan."
    config.rename(tmp_path / "home" / "dotfiles")  # the same folder (same inode), reached through a link now
    config.symlink_to(tmp_path / "home" / "dotfiles")
    assert transcript.asking(path, "toolu_q") == "The plan."
    assert transcript.tail(path) is not None
    fresh = config / "projects" / "-other"
    fresh.mkdir()
    new = write(fresh / "s.jsonl", user("go"), said("Another plan."), tool_use("toolu_q"))
    assert transcript.asking(new, "toolu_q") == "Another plan."
    real = str(tmp_path / "home" / "dotfiles" / "projects" / "-other" / "s.jsonl")
    assert transcript.asking(real, "toolu_q") == "Another plan."
    assert transcript.tail(real) is not None


def test_an_id_no_json_line_can_hold_names_no_question(projects: Path) -> None:
    # json.dumps ends each line with '"}' and the next begins with '{"': an id holding a newline
    # would match across two lines
    path = write(projects / "s.jsonl", user("go"), said("The plan."), tool_use("toolu_q"),
                 user("next"), said("Other words."), tool_use("toolu_r"))
    for bad in ("}\n{", 'AskUserQuestion", "input": {}}]}}\n{"type'):
        assert transcript.asking(path, bad) is None


def test_a_device_where_transcripts_are_kept_is_never_opened(projects: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import stat

    try:
        os.mknod(projects / "dev.jsonl", 0o600 | stat.S_IFCHR, os.makedev(1, 3))  # /dev/null's numbers
    except (PermissionError, AttributeError):
        pytest.skip("no device node can be made here")
    opened: list[str] = []
    real_open = os.open

    def spy(path: Any, *args: Any, **kwargs: Any) -> int:
        opened.append(str(path))
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr(os, "open", spy)
    assert transcript.asking(str(projects / "dev.jsonl"), "toolu_q") is None
    assert transcript.tail(str(projects / "dev.jsonl")) is None
    assert not [p for p in opened if p.endswith("dev.jsonl")]


def test_a_file_opened_within_a_folder_fails_only_with_an_os_error(projects: Path, tmp_path: Path) -> None:
    from warden.decide.answerers.llm import planning_files

    (projects / ".planning").mkdir()
    (projects / ".planning" / "PROJECT.md").write_text("the project")
    with transcript_file.open_within(str(projects / ".planning" / "PROJECT.md"), str(projects)) as f:
        assert f.read() == b"the project"
    for path, root in ((str(projects / "a\0b"), str(projects)), (str(projects / "x"), str(projects) + "\0"),
                       (str(tmp_path / "out"), str(projects))):
        with pytest.raises(OSError):
            transcript_file.open_within(path, root)
    assert "the project" in planning_files(str(projects))
    assert "PROJECT.md" not in planning_files(str(projects) + "\0")  # a working directory holding a NUL: nothing read


def test_broken_lines_hostile_text_and_a_long_turn(projects: Path) -> None:
    hostile = "$(rm -rf ~) `id` \"quoted\" \n\u202e\u0000 \ud83d\ude00"
    path = projects / "s.jsonl"
    write(path, user("go"))
    with open(path, "a", encoding="utf-8") as f:
        f.write('{"type": "assistant", "message": {"content": [{"type": "text", "text": "half a li\n')  # cut
        f.write("not json at all\n\n[1, 2]\n")
    write(path, said(hostile), said("x" * 20_000), tool_use("toolu_q"))
    shown = transcript.asking(str(path), "toolu_q")
    assert len(shown) == transcript.SHOWN_CHARS and shown.endswith("x" * 100)  # its newest part
    # a tool_use line past the part read from the end: nothing older than that part is read
    write(path, said("y" * (transcript.ASKING_BYTES + 10)), tool_use("toolu_late"))
    assert transcript.asking(str(path), "toolu_q") is transcript.NOT_YET
    assert transcript.asking(str(path), "toolu_late") == ""  # a text longer than that part: none of it, never half


def test_a_turn_longer_than_the_first_block_is_read_whole(projects: Path) -> None:
    """Most turns are whole in the newest ``ASKING_FIRST`` bytes; one that is not (a long tool result
    between the text and the question) is read from the longer block, and gives what it always gave."""
    path = projects / "s.jsonl"
    write(path, user("an older prompt"), said("older"), user("go"), said("Plan: 3 tasks."),
          tool_use("toolu_read", "Read", {"file_path": "a.py"}), result("toolu_read", "r" * (transcript.ASKING_FIRST + 100)),
          said("One question first."), tool_use("toolu_q"))
    assert transcript.asking(str(path), "toolu_q") == "Plan: 3 tasks.\n\nOne question first."
    # the question's own line longer than the first block
    write(path, user("next"), said("Shown."), tool_use("toolu_big", inp={"questions": "q" * (transcript.ASKING_FIRST + 10)}))
    assert transcript.asking(str(path), "toolu_big") == "Shown."


def test_a_line_orjson_refuses_reads_as_the_stdlib_reads_it(projects: Path) -> None:
    import orjson  # noqa: F401 - as in warden serve, which has it loaded

    path = projects / "s.jsonl"
    write(path, user("go"))
    with open(path, "ab") as f:  # bytes that are not UTF-8, a lone surrogate, NaN: json reads them, orjson does not
        f.write(b'{"type": "assistant", "message": {"content": [{"type": "text", "text": "caf\xe9 \\ud800"}]}, "n": NaN}\n')
    write(path, tool_use("toolu_q"))
    assert transcript.asking(str(path), "toolu_q") == "caf\ufffd \ud800"


def _context(path: str | None, tuid: str | None, waits: bool, deadline: float = 5.0) -> Context:
    return Context(Call.from_tool_input(QUESTION), QUESTION, time.monotonic() + deadline, transcript_path=path,
                   tool_use_id=tuid, waits=waits)


def test_a_context_reads_it_once_and_a_caller_that_must_not_wait_is_told_to(projects: Path) -> None:
    path = write(projects / "s.jsonl", user("go"), said("Plan: 3 tasks."), tool_use("toolu_q"))
    ctx = _context(path, "toolu_q", waits=False)
    assert ctx.shown == "Plan: 3 tasks."
    assert ctx.with_deadline(time.monotonic() + 1).shown == "Plan: 3 tasks."  # shared by its copies
    with pytest.raises(WouldWait):
        _ = _context(path, "toolu_not_yet", waits=False).shown
    started = time.monotonic()
    assert _context(path, "toolu_not_yet", waits=True, deadline=0.1).shown == ""  # within its deadline
    assert time.monotonic() - started < 0.5
    assert _context(None, None, waits=False).shown == ""  # nothing named: nothing to read, no wait


def test_the_llm_and_the_plan_dialog_read_through_the_same_reader(projects: Path, tmp_path: Path) -> None:
    from warden.decide.answerers.llm import transcript_tail
    from warden.kinds.plan import plan_file_in_transcript

    plan = "/x/.claude/plans/add-cache.md"
    path = write(projects / "s.jsonl", user("plan it"), tool_use("toolu_w", "Write", {"file_path": plan, "content": "# Plan"}))
    assert plan_file_in_transcript(path) == plan
    assert transcript_tail(path).startswith("User: plan it")
    outside = write(tmp_path / "t.jsonl", user("plan it"), tool_use("toolu_w", "Write", {"file_path": plan}))
    assert plan_file_in_transcript(outside) is None
    assert transcript_tail(outside) == "(no transcript)"


def test_paths_named_outside_the_projects_folder_walk_it_again_at_most_once_a_second(
        projects: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    outside = write(tmp_path / "elsewhere.jsonl", user("go"), said("secret plan"), tool_use("toolu_q"))
    walks = []
    real = os.path.realpath
    monkeypatch.setattr(transcript_file.os.path, "realpath", lambda p, *a, **k: walks.append(p) or real(p, *a, **k))
    monkeypatch.setattr(transcript_file, "_RENEWED", [float("-inf")])
    for _ in range(50):
        assert transcript.asking(outside, "toolu_q") is None
    assert len(walks) <= 2  # the projects folder walked again once, not once a question
    monkeypatch.setattr(transcript_file, "_RENEWED", [float("-inf")])  # a second later: walked again
    assert transcript.asking(outside, "toolu_q") is None
    assert len(walks) > 0


@pytest.fixture
def kept() -> Any:
    """Transcripts kept open between questions, as ``warden serve`` keeps them."""
    transcript_file.keep_open()
    yield transcript_file._KEPT
    transcript_file.keep_open(False)


def _open_fds() -> int:
    return len(os.listdir("/proc/self/fd"))


def test_a_server_keeps_a_transcript_open_and_reads_each_new_question_from_it(projects: Path, kept: Any,
                                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    path = write(projects / "s.jsonl", user("go"), said("First plan."), tool_use("toolu_1"))
    assert transcript.asking(path, "toolu_1") == "First plan."
    assert list(kept) == [path]
    write(projects / "s.jsonl", result("toolu_1"), user("next"), said("Second plan."), tool_use("toolu_2"))
    walks: list[str] = []
    real = os.path.realpath
    monkeypatch.setattr(transcript_file.os.path, "realpath", lambda p, *a, **k: walks.append(p) or real(p, *a, **k))
    assert transcript.asking(path, "toolu_2") == "Second plan."  # what was appended since, read from the kept file
    assert walks == []  # the path not walked and checked again
    # a question not written yet is waited for as before, and read once it is
    assert transcript.asking(path, "toolu_3") is transcript.NOT_YET
    write(projects / "s.jsonl", result("toolu_2"), user("more"), said("Third."), tool_use("toolu_3"))
    assert transcript.asking(path, "toolu_3") == "Third."
    # the same as a reader that keeps nothing, on a long turn and on hostile text
    write(projects / "s.jsonl", user("long"), said("$(id) `x`\n\u202e"), tool_use("toolu_r", "Read"),
          result("toolu_r", "r" * (transcript.ASKING_FIRST + 100)), said("Then."), tool_use("toolu_4"))
    got = transcript.asking(path, "toolu_4")
    transcript_file.keep_open(False)
    assert got == transcript.asking(path, "toolu_4") == "$(id) `x`\n\u202e\n\nThen."


def test_a_kept_transcript_is_read_only_while_its_path_reaches_the_file_that_was_checked(
        projects: Path, tmp_path: Path, kept: Any) -> None:
    path = write(projects / "s.jsonl", user("go"), said("The plan."), tool_use("toolu_q"))
    assert transcript.asking(path, "toolu_q") == "The plan."
    # a link planted at the path, to a file outside: the kept file is let go and the link not followed out
    outside = write(tmp_path / "elsewhere.jsonl", user("go"), said("secret plan"), tool_use("toolu_q"))
    os.rename(path, projects / "old.jsonl")
    os.symlink(outside, path)
    assert transcript.asking(path, "toolu_q") is None
    assert path not in kept
    # a new file at the path (Claude Code started the session again): read as the new file, after its checks
    os.unlink(path)
    write(projects / "s.jsonl", user("again"), said("A new plan."), tool_use("toolu_q"))
    assert transcript.asking(path, "toolu_q") == "A new plan."
    os.unlink(path)  # gone: nothing read, nothing kept
    assert transcript.asking(path, "toolu_q") is transcript.NOT_YET
    assert path not in kept
    # a path named outside the projects folder is never read through what is kept, whatever its file
    assert transcript.asking(str(projects / "old.jsonl"), "toolu_q") == "The plan."
    (tmp_path / "claude2").mkdir()
    os.environ["CLAUDE_CONFIG_DIR"] = str(tmp_path / "claude2")  # the fixture's monkeypatch restores it
    assert transcript.asking(str(projects / "old.jsonl"), "toolu_q") is None


def test_the_transcripts_kept_open_are_bounded_and_closed(projects: Path, kept: Any,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(transcript_file, "KEEP_MAX", 4)
    before = _open_fds()
    paths = [write(projects / f"s{n}.jsonl", user("go"), said(f"Plan {n}."), tool_use(f"toolu_{n}")) for n in range(10)]
    for n, path in enumerate(paths):
        assert transcript.asking(path, f"toolu_{n}") == f"Plan {n}."
    assert list(kept) == paths[-4:]  # the oldest let go
    assert _open_fds() == before + 4
    threads = [threading.Thread(target=lambda n=n: [transcript.asking(paths[n % 10], f"toolu_{n % 10}") for _ in range(50)])
               for n in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(kept) == 4 and _open_fds() == before + 4
    transcript_file.keep_open(False)
    assert kept == {} and _open_fds() == before
    assert transcript.asking(paths[0], "toolu_0") == "Plan 0." and _open_fds() == before  # nothing kept when off
