"""Patterns of the policy and the judge that read a long run of blanks or marks once, not once
from each of its characters (bench/pattern_growth.py finds those that do; 4,000 newlines in a
sed program took minutes). Each rewritten pattern is checked here against the one it replaced,
on many short random texts, for what its callers use: whether it matches, and the groups."""

from __future__ import annotations

import random
import re

import pytest

from warden.decide.answerers.policy import goahead, limits, person, structure
from warden.judge.programs import code, text


def _old(new: re.Pattern[str], *swaps: tuple[str, str]) -> re.Pattern[str]:
    pattern = new.pattern
    for now, before in swaps:
        assert now in pattern
        pattern = pattern.replace(now, before)
    return re.compile(pattern, new.flags)


def _texts(pieces: list[str], seed: int, n: int = 6000, longest: int = 10) -> list[str]:
    rng = random.Random(seed)
    return ["".join(rng.choice(pieces) for _ in range(rng.randint(0, longest))) for _ in range(n)]


BLANKS = [" ", "  ", "\t", "\n", "\u00a0"]


def test_a_sed_program_writes_where_it_did_before() -> None:
    old = _old(text._SED_WRITES, (r"[^\S\n]*+", r"\s*"))
    pieces = BLANKS + [";", "{", "}", "w", "W", "e", "1", ",", "$", "/", "p", "g", "a", "x", "w out", "s/a/b/"]
    for t in _texts(pieces, 1):
        assert bool(text._SED_WRITES.search(t)) == bool(old.search(t)), repr(t)


def test_an_sql_shell_escape_is_found_with_the_same_words() -> None:
    old = _old(code._SHELL_ESCAPE, (r"[^\S\n]*+", r"\s*"))
    pieces = BLANKS + [";", ".shell", ".system", "\\!", "source", "tee", "x.sql", "select 1", "rm -rf /"]
    for t in _texts(pieces, 2):
        assert [m.groups() for m in code._SHELL_ESCAPE.finditer(t)] == [m.groups() for m in old.finditer(t)], repr(t)


def test_a_remedy_is_read_where_it_was_before() -> None:
    old = _old(structure._REMEDY, ("(?<!\\W)", ""))
    pieces = BLANKS + ["-", "—", "(", ":", "fix", "Fix", "re-run", "update", "a", "x", "the", "gaps", "close ", "1."]
    for t in _texts(pieces, 3):
        assert bool(structure._REMEDY.search(t)) == bool(old.search(t)), repr(t)
        new_m, old_m = structure._REMEDY.match(t), old.match(t)
        assert (new_m and new_m.span()) == (old_m and old_m.span()), repr(t)


def test_a_draft_field_is_named_as_before() -> None:
    old = _old(goahead._DRAFT, (r"[^\S\n]*+", r"\s*"))
    pieces = BLANKS + [".", "?", "Commit", "message", "title", ":", '"', "x", "PR ", "summary", "\n\n"]
    for t in _texts(pieces, 4):
        assert {m.group(1).lower() for m in goahead._DRAFT.finditer(t)} == {m.group(1).lower() for m in old.finditer(t)}, repr(t)


def test_an_upper_limit_is_read_with_the_same_figures() -> None:
    old = _old(limits._UPPER, ("(?<!\\d)", ""))
    pieces = BLANKS + ["1", "20", ".", ",", "5", "%", "percent", "ms", " max", " at most", "up to ", "a", "x1"]
    for t in _texts(pieces, 5):
        assert [m.groups() for m in limits._UPPER.finditer(t)] == [m.groups() for m in old.finditer(t)], repr(t)


@pytest.mark.parametrize(("pattern", "now", "before"), [
    (person._BEYOND_PROJECT, r"[\w-]{0,40}config", r"[\w-]*config"),
    (goahead._MISSING_TOOL, r"[\w.+-]{1,60}", r"[\w.+-]+"),
])
def test_a_bounded_name_reads_every_name_shorter_than_its_bound(pattern: re.Pattern[str], now: str, before: str) -> None:
    old = _old(pattern, (now, before))
    pieces = BLANKS + ["-", "a", "npm", "git", "config", " set", "x.y", "not found", " install", "is ", "?", "+"]
    for t in _texts(pieces, 6):
        assert [m.groups() for m in pattern.finditer(t)] == [m.groups() for m in old.finditer(t)], repr(t)
