"""Compiled regular expressions kept between hook processes (warden.rxcache): a fresh
process per step, as the hook is one, since ``re``'s cache is the process's."""

from __future__ import annotations

import json
import marshal
import os
import subprocess
import sys
import textwrap
from pathlib import Path

from tests.payloads import pre, run_hook

# module-level patterns, one a function asks for inline, one made from data at run time
CHILD = textwrap.dedent('''
    import json, re, sys
    from warden import rxcache
    if sys.argv[2] == "enable":
        rxcache.enable(sys.argv[1])
    rxcache.load()
    WORDS = re.compile(r"\\b(?:delete|remove|drop)\\w*\\b", re.I)
    NAMED = re.compile(r"(?P<key>[a-z_]+)\\s*=\\s*(?P<value>\\S+)")

    def inline(text):
        return re.search(r"^\\W*(?:yes|ok(?:ay)?)\\b", text, re.I | re.M)

    def made_from(word):
        return re.compile(re.escape(word) + r"s?\\b")

    texts = ["Yes, DELETE the dropped rows", "ok then\\nmode = fast", "nothing here", "OKAY removes"]
    out = {
        "words": [WORDS.findall(t) for t in texts],
        "named": [m.groupdict() if (m := NAMED.search(t)) else None for t in texts],
        "groupindex": dict(NAMED.groupindex), "flags": [WORDS.flags, NAMED.flags],
        "inline": [bool(inline(t)) for t in texts],
        "made": [bool(made_from("row").search(t)) for t in texts],
        "cache": type(re._cache).__name__,
    }
    c = rxcache._state["cache"]
    out["used"] = sorted(p for p, _ in c.used) if c is not None else []
    rxcache.save()
    print(json.dumps(out))
''')


def child(home: Path, mode: str = "enable") -> dict:
    r = subprocess.run([sys.executable, "-c", CHILD, str(home), mode], capture_output=True, text=True, check=True)
    return json.loads(r.stdout)


def cache_file(home: Path) -> Path:
    files = list((home / "cache").glob("regex-*.bin"))
    assert len(files) == 1, files
    return files[0]


def stored(home: Path) -> dict:
    return marshal.loads(cache_file(home).read_bytes())["patterns"]


def test_the_next_process_gets_the_patterns_compiled_exactly_as_re_compiles_them(tmp_path: Path) -> None:
    first = child(tmp_path)
    assert first["used"] == []  # nothing kept yet: re compiled them
    second = child(tmp_path)
    assert {k: v for k, v in second.items() if k != "used"} == {k: v for k, v in first.items() if k != "used"}
    assert {r"\b(?:delete|remove|drop)\w*\b", r"(?P<key>[a-z_]+)\s*=\s*(?P<value>\S+)",
            r"^\W*(?:yes|ok(?:ay)?)\b"} <= set(second["used"])
    assert second["words"][0] == ["DELETE", "dropped"] and second["named"][1] == {"key": "mode", "value": "fast"}


def test_a_pattern_made_from_data_is_not_kept(tmp_path: Path) -> None:
    child(tmp_path)
    patterns = {p for p, _ in stored(tmp_path)}
    assert r"row" + r"s?\b" not in patterns
    assert r"^\W*(?:yes|ok(?:ay)?)\b" in patterns


def test_a_damaged_or_foreign_cache_is_ignored(tmp_path: Path) -> None:
    expected = child(tmp_path / "clean")
    home = tmp_path / "damaged"
    child(home)
    f = cache_file(home)
    # the engine refuses a code it cannot run: that pattern is compiled again
    data = marshal.loads(f.read_bytes())
    data["patterns"] = {k: (v[0], b"\x00\x00\x00\x00" * 3, *v[2:]) for k, v in data["patterns"].items()}
    f.write_bytes(marshal.dumps(data))
    got = child(home)
    assert got["used"] == [] and got["words"] == expected["words"] and got["named"] == expected["named"]
    for damage in (b"not marshal at all", marshal.dumps({"python": "2.7.18", "patterns": {}}), b""):
        f.write_bytes(damage)
        got = child(home)
        assert got["used"] == [] and got["inline"] == expected["inline"]


def test_a_process_that_answers_no_hook_keeps_nothing(tmp_path: Path) -> None:
    out = child(tmp_path, mode="off")
    assert out["cache"] == "dict" and not (tmp_path / "cache").exists()


def test_the_hook_keeps_the_policys_patterns_and_decides_the_same(isolated_home: Path, tmp_path: Path) -> None:
    from re import _compiler, _parser

    (tmp_path / "project").mkdir()
    questions = [{"question": "The new package has no README. Create one?", "header": "README", "multiSelect": False,
                  "options": [{"label": "Yes, create README.md", "description": ""}, {"label": "Skip", "description": ""}]}]
    env = {"WARDEN_SESSION": "api"}
    outs = [run_hook({**pre(questions, f"toolu_{n}"), "cwd": str(tmp_path / "project")}, env).json for n in (1, 2)]
    assert outs[0] == outs[1] and outs[0]["hookSpecificOutput"]["permissionDecision"] == "allow"
    table = stored(isolated_home)
    assert len(table) > 100
    # every stored code is the code re generates for that pattern now
    import struct

    for (pattern, flags), (final, code, groups, groupindex, _) in table.items():
        p = _parser.parse(pattern, flags)
        want = _compiler._code(p, flags)
        assert struct.unpack(f"={len(want)}I", code) == tuple(want), pattern
        assert (final, groups, groupindex) == (flags | p.state.flags, p.state.groups - 1, dict(p.state.groupdict))
    assert os.path.basename(cache_file(isolated_home)).startswith(f"regex-{sys.implementation.cache_tag}-")
