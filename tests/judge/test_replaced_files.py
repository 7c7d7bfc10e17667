"""A redirect that truncates a file: with nothing it empties the file (``truncate -s 0``);
with one line written in the command it replaces a file every project keeps (its README,
licence, a package's ``__init__.py``, a manifest), whose contents are lost. Appending, output
a program computes, a document written out in full, and new files stay writes."""

from __future__ import annotations

import pytest

from tests.judge.helpers import decision, kinds


@pytest.mark.parametrize("command", [
    ": > src/app/models.py",
    "> lib/config.ts",
    "true > docs/guide.md",
    "cat /dev/null > src/main.rs",
    "printf '' > server/handlers.go",
    'echo -n "" > pkg/util/__init__.py && echo -n "" > pkg/__init__.py',
    "echo '' >| tests/test_api.py",
])
def test_a_redirect_of_nothing_empties_a_project_file_and_holds(command: str) -> None:
    assert decision(command) == "hold"
    assert "delete" in kinds(command)


@pytest.mark.parametrize("command", [
    'echo "# Scratch" > README.md',
    "echo 'MIT' > LICENSE",
    "echo '## 1.0' > CHANGELOG.md",
    "echo 'from .core import run' > mypkg/__init__.py",
    "echo '{}' > package.json",
    "printf '[project]\\n' > pyproject.toml",
    "echo $TITLE > docs/README.rst",
    "echo 'node_modules' > .gitignore",
    "echo '# notes' > CLAUDE.md",
])
def test_one_line_over_a_file_every_project_keeps_holds(command: str) -> None:
    assert decision(command) == "hold"


@pytest.mark.parametrize("command", [
    "echo 'dist/' >> .gitignore",
    "echo '- fixed the parser' >> CHANGELOG.md",
    "pip freeze > requirements.txt",
    "cat intro.md usage.md > README.md",
    "npm ls --json > deps.json",
    "echo hello > scratch/notes.txt",
    "echo '# Title\n\nA whole document, written out.' > docs/new/README.md",
    "cat > README.md <<'EOF'\n# Project\n\nA full replacement, like the Write tool.\nEOF",
    ": > build/app.log",
    "echo ok 2> README.md",
])
def test_appends_computed_output_documents_and_new_files_stay_writes(command: str) -> None:
    assert decision(command) == "allow"


def test_a_redirect_outside_the_project_is_judged_by_where_it_writes() -> None:
    assert decision("echo x > /tmp/README.md") == "hold"  # outside the project, as before
