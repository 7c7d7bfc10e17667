"""The hook's hot path does not pay for the judge, and the judge does not pay for the bash
grammar until a command has to be parsed."""

from __future__ import annotations

import subprocess
import sys


def _modules_after(code: str) -> set[str]:
    out = subprocess.run([sys.executable, "-c", code + "; import sys; print(' '.join(sys.modules))"],
                         capture_output=True, text=True, check=True).stdout
    return set(out.split())


def test_importing_the_judge_does_not_import_the_grammar() -> None:
    mods = _modules_after("import warden.judge.permission")
    assert not {m for m in mods if m.startswith("tree_sitter")} and "warden.judge.commands" not in mods


def test_a_command_loads_the_compiled_grammar_without_its_python_wrappers() -> None:
    # tree_sitter's __init__ imports typing and tree_sitter_bash's importlib.resources:
    # about 20 ms of a hook process that the judge does not need
    mods = _modules_after("from warden.judge.permission import judge; judge('Bash', {'command': 'echo $(id)'}, '/p', "
                          "home='/h')")
    assert {"tree_sitter._binding", "tree_sitter_bash._binding"} <= mods
    assert not {"tree_sitter", "tree_sitter_bash", "importlib.resources", "typing"} & mods


def test_the_grammar_loaded_lean_is_the_one_an_ordinary_import_finds() -> None:
    out = subprocess.run([sys.executable, "-c", "from warden.judge import grammar; grammar.parse(b'ls'); "
                          "import sys, tree_sitter; print(tree_sitter.Parser is sys.modules['tree_sitter._binding'].Parser)"],
                         capture_output=True, text=True, check=True).stdout
    assert out.strip() == "True"


def test_the_capture_hook_does_not_import_the_judge() -> None:
    mods = _modules_after("import warden.capture.hook, warden.hook")
    assert not {m for m in mods if m.startswith(("warden.judge", "tree_sitter"))}
