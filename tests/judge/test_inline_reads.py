"""Inline Python that reads project files and prints is read as what it does: ``open()``
of a plain path for reading, ``re.compile``, pathlib arithmetic on project paths. An open
that may write (a write mode, a mode or a path the reader cannot follow), pathlib's
file-changing methods and the home directory stay unread."""

from __future__ import annotations

import pytest

from tests.judge.helpers import decision


@pytest.mark.parametrize("code", [
    "print(open('fixtures/sample.bin', 'rb').read()[:40])",
    "import json; print(json.load(open('config/app.json', encoding='utf-8')))",
    "import re; p = re.compile(r'id-[0-9]+'); print(p.findall(open('logs/run.txt').read()))",
    "from pathlib import Path; print(Path('src') / 'pkg' / 'mod.py')",
    "from pathlib import Path; print(sorted(p.name for p in Path('tests').glob('*.py')))",
    "import sys; print(open(sys.argv[1]).read())",
])
def test_reading_and_printing_project_files_is_allowed(code: str) -> None:
    assert decision(f'python3 -c "{code}"') == "allow"


@pytest.mark.parametrize("code", [
    "print(1, file=open(str('out.txt'), 'w'))",
    "open('notes.md', 'w')",
    "f = open(name, mode)",
    "from pathlib import Path; Path('build').mkdir()",
    "from pathlib import Path; Path('a.txt').rename('b.txt')",
    "from pathlib import Path; print(list(Path.home().iterdir()))",
    "exec(compile('print(1)', 'x', 'exec'))",
])
def test_code_that_may_write_or_reach_home_is_not_read_as_harmless(code: str) -> None:
    assert decision(f'python3 -c "{code}"') != "allow"


def test_the_open_scan_is_linear_on_long_hostile_code() -> None:
    code = "open('" * 20_000
    assert decision(f'python3 -c "{code}"') != "allow"
