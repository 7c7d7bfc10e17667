"""The policy's kept decisions (``policy.cache``): the same outcome as reading afresh, for
every call of the evaluation corpus; a changed input is read afresh; bounded."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from warden.askuser.model import Call
from warden.decide.answerers.policy import PolicyAnswerer, cache
from warden.decide.answerers.policy.files import Files
from warden.decide.context import Context

CORPUS = sorted((Path(__file__).parents[2] / "eval" / "questions").glob("*.jsonl"))
DB_QUESTION = {"questions": [{"question": "Which database should the app use?", "header": "Database",
                              "multiSelect": False, "options": [{"label": "MySQL", "description": ""},
                                                                {"label": "Redis", "description": ""}]}]}


@pytest.fixture(autouse=True)
def _fresh_cache() -> None:
    cache.clear()
    yield
    cache.clear()


@pytest.fixture
def readings(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts the policy's readings afresh (a kept decision is no reading)."""
    count = [0]
    read = PolicyAnswerer.read

    def counted(self: PolicyAnswerer, context: Context, disk: Files | None = None) -> object:
        count[0] += 1
        return read(self, context, disk)

    monkeypatch.setattr(PolicyAnswerer, "read", counted)
    return count


def context(tool_input: dict, cwd: str | None, phase: str = "/gsd:plan-phase 1") -> Context:
    return Context(Call.from_tool_input(tool_input), tool_input, deadline=time.monotonic() + 60, cwd=cwd,
                   phase=phase, mismatches=[])


def write(root: Path, files: dict[str, str]) -> None:
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def db_project(root: Path, database: str) -> str:
    write(root, {"CLAUDE.md": f"The app stores its data in {database}.\n"})
    return str(root)


def test_a_kept_decision_is_the_one_read_afresh_for_every_call_of_the_corpus(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, readings: list[int]) -> None:
    monkeypatch.setattr(cache, "RACY_NS", 0)  # the projects are written just now: keep them anyway
    monkeypatch.setattr(cache, "MAX_ENTRIES", 10_000)
    records = [json.loads(line) for f in CORPUS for line in f.read_text(encoding="utf-8").splitlines() if line.strip()]
    assert len(records) > 500
    for n, record in enumerate(records):
        root = tmp_path / f"p{n}"
        root.mkdir()
        write(root, record.get("cwd_files") or {})
        ctx = context(record["tool_input"], str(root), record.get("phase") or "")
        fresh = PolicyAnswerer().read(ctx)
        first = PolicyAnswerer().decide(ctx)
        kept = PolicyAnswerer().decide(ctx)
        assert fresh == first == kept, record["id"]
    assert readings[0] == 2 * len(records)  # each call's third outcome was the kept one


def test_a_file_edited_since_is_read_afresh(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                            readings: list[int]) -> None:
    monkeypatch.setattr(cache, "RACY_NS", 0)
    cwd = db_project(tmp_path, "PostgreSQL")  # another length than the next
    ctx = context(DB_QUESTION, cwd)
    assert "MySQL" not in str(PolicyAnswerer().decide(ctx))
    assert str(PolicyAnswerer().decide(ctx)) == str(PolicyAnswerer().decide(ctx))
    assert readings[0] == 1
    db_project(tmp_path, "MySQL")
    assert PolicyAnswerer().decide(ctx).answer.items[0].labels == ("MySQL",)
    assert readings[0] == 2


def test_a_file_created_or_removed_since_is_read_afresh(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                        readings: list[int]) -> None:
    monkeypatch.setattr(cache, "RACY_NS", 0)
    ctx = context(DB_QUESTION, str(tmp_path))
    before = PolicyAnswerer().decide(ctx)
    assert getattr(before, "answer", None) is None  # nothing says which: the person's
    db_project(tmp_path, "Redis")
    assert PolicyAnswerer().decide(ctx).answer.items[0].labels == ("Redis",)
    os.unlink(tmp_path / "CLAUDE.md")
    assert PolicyAnswerer().decide(ctx) == before
    assert readings[0] == 3


def test_a_file_changed_within_the_clock_s_tick_is_never_kept(tmp_path: Path, readings: list[int]) -> None:
    # the same size, and possibly the same modification time: only the rule that a file
    # changed just now is not kept on tells the two apart
    cwd = db_project(tmp_path, "MySQL")
    ctx = context(DB_QUESTION, cwd)
    assert PolicyAnswerer().decide(ctx).answer.items[0].labels == ("MySQL",)
    assert cache.size() == 0
    db_project(tmp_path, "Redis")
    assert PolicyAnswerer().decide(ctx).answer.items[0].labels == ("Redis",)


def test_the_phase_the_options_and_the_question_are_part_of_the_key(readings: list[int]) -> None:
    ctx = context(DB_QUESTION, None)
    PolicyAnswerer().decide(ctx)
    PolicyAnswerer().decide(context(DB_QUESTION, None, phase="/gsd:execute-phase 2"))
    ruled = PolicyAnswerer(rules=[{"question": "database", "choose": "Redis"}]).decide(ctx)
    assert ruled.answer.items[0].labels == ("Redis",)
    other = json.loads(json.dumps(DB_QUESTION).replace("Which database", "Which data store"))
    PolicyAnswerer().decide(context(other, None))
    assert readings[0] == 4
    PolicyAnswerer().decide(ctx)
    assert readings[0] == 4


def test_kept_decisions_are_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cache, "MAX_ENTRIES", 5)
    for n in range(20):
        question = json.loads(json.dumps(DB_QUESTION).replace("Which database", f"Which database ({n})"))
        PolicyAnswerer().decide(context(question, None))
    assert cache.size() == 5


def test_the_policy_never_waits_on_a_fifo_in_the_project(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "CLAUDE.md")  # opening it for reading would block until a writer came
    ctx = context(DB_QUESTION, str(tmp_path))
    assert getattr(PolicyAnswerer().decide(ctx), "answer", None) is None


def test_a_file_created_in_a_new_directory_is_read_afresh(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                          readings: list[int]) -> None:
    monkeypatch.setattr(cache, "RACY_NS", 0)
    write(tmp_path, {"README.md": "A small app.\n"})
    ctx = context(DB_QUESTION, str(tmp_path))
    assert getattr(PolicyAnswerer().decide(ctx), "answer", None) is None
    PolicyAnswerer().decide(ctx)
    assert readings[0] == 1
    write(tmp_path, {"docs/architecture.md": "The app stores its data in Redis.\n"})
    os.utime(tmp_path / "docs" / "architecture.md", ns=(1, 1))
    assert PolicyAnswerer().decide(ctx).answer.items[0].labels == ("Redis",)
    # the same size and the same modification time (set back, as `cp -p` or `tar x` do)
    write(tmp_path, {"docs/architecture.md": "The app stores its data in MySQL.\n"})
    os.utime(tmp_path / "docs" / "architecture.md", ns=(1, 1))
    assert PolicyAnswerer().decide(ctx).answer.items[0].labels == ("MySQL",)


def test_absent_paths_are_vouched_for_by_their_directory(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A reading that found ``a/b/c.txt`` absent notes ``a/b`` and ``a`` too: while the
    project directory is unchanged, a kept decision looks at it alone; a directory
    created since (with the file in it) reads afresh."""
    monkeypatch.setattr(cache, "RACY_NS", 0)
    looks: list[str] = []
    signature = cache.signature
    monkeypatch.setattr(cache, "signature", lambda p: looks.append(p) or signature(p))

    def decide(disk: Files) -> object:
        return disk.read("a/b/c.txt", 100)

    assert cache.decided("k", str(tmp_path), decide) is None
    assert cache.decided("k", str(tmp_path), decide) is None and looks == [str(tmp_path)]
    time.sleep(0.01)  # a new modification time for the directory, whatever the file system's clock
    write(tmp_path, {"a/b/c.txt": "here"})
    assert cache.decided("k", str(tmp_path), decide) == "here"
