"""config.toml read into typed settings, checked at load: a wrong type names its key."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.payloads import warden
from warden import config
from warden.errors import ConfigError

FULL = """
[notify]
urls = ["json://a/x"]
link = "http://board/q/{id}"

[llm]
model = "claude-x"
api_key_env = "MY_KEY"

[profiles.auto]
chain = ["policy", "human"]
workflow = { brain = "agent", url = "http://127.0.0.1:9/wake" }
continue_via = "block"
awaits = { "/compact" = "SessionStart:compact" }
max_rounds = 3
suggest_patterns = '/review \\d+'
defer = true
claude = "~/bin/claude"
permission_mode = "acceptEdits"
model = "opus"
notify = ["json://b/y"]
custom = 1
"""


def load(tmp_path: Path, text: str) -> config.Config:
    path = tmp_path / "config.toml"
    path.write_text(text)
    return config.load(path)


def test_every_setting_is_typed(tmp_path: Path) -> None:
    cfg = load(tmp_path, FULL)
    p = cfg.profile("auto")
    w = p.workflow
    assert (w.brain, w.brain_options, w.continue_via) == ("agent", {"url": "http://127.0.0.1:9/wake"}, "block")
    assert (w.awaits, w.max_rounds, w.suggest_patterns) == ({"/compact": "SessionStart:compact"}, 3, ("/review \\d+",))
    h = p.headless
    assert (h.defer, h.claude, h.permission_mode, h.model) == (True, "~/bin/claude", "acceptEdits", "opus")
    assert p.notify_urls == ("json://b/y",) and p.options["custom"] == 1
    assert (cfg.notify.urls, cfg.notify.link) == (("json://a/x",), "http://board/q/{id}")
    assert (cfg.llm.base_url, cfg.llm.model, cfg.llm.api_key_env) == (None, "claude-x", "MY_KEY")


def test_defaults(tmp_path: Path) -> None:
    cfg = load(tmp_path, '[notify]\nurls = ["json://a/x"]\n[profiles.plain]\nchain = ["human"]\n')
    for p in (cfg.profile("plain"), cfg.profile(None)):
        w, h = p.workflow, p.headless
        assert (w.brain, w.brain_options, w.continue_via, w.awaits, w.max_rounds, w.suggest_patterns) == \
            ("none", {}, "keys", {}, 10, ())
        assert (h.defer, h.claude, h.permission_mode, h.model) == (False, None, None, None)
        assert p.notify_urls == ("json://a/x",)  # the [notify] urls, for the default profile too
    assert config.EMPTY.profile(None).notify_urls == () and config.EMPTY.llm.model is None


@pytest.mark.parametrize("line, message", [
    ("workflow = 3", "profiles.p.workflow must be a brain name"),
    ("workflow = { url = 'x' }", "profiles.p.workflow must be a brain name"),
    ("continue_via = 'typing'", "profiles.p.continue_via must be \"keys\" or \"block\""),
    ("awaits = ['/clear']", "profiles.p.awaits must be a table"),
    ("max_rounds = 'ten'", "profiles.p.max_rounds must be a whole number"),
    ("suggest_patterns = [1]", "profiles.p.suggest_patterns must be a list of strings"),
    ("defer = 'yes'", "profiles.p.defer must be true or false"),
    ("claude = 5", "profiles.p.claude must be a string"),
    ("notify = 'json://x'", "profiles.p.notify must be a list of strings"),
])
def test_a_wrong_type_names_its_key(tmp_path: Path, line: str, message: str) -> None:
    with pytest.raises(ConfigError, match=f"config.toml: {message}".replace("(", "\\(")):
        load(tmp_path, f"[profiles.p]\n{line}\n")


@pytest.mark.parametrize("text, message", [
    ("notify = 3", "\\[notify\\] must be a table"),
    ("[notify]\nurls = 'json://x'", "notify.urls must be a list of strings"),
    ("[llm]\nmodel = 4", "llm.model must be a string"),
])
def test_a_wrong_section_names_it(tmp_path: Path, text: str, message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        load(tmp_path, text)


def test_the_cli_says_which_key_is_wrong(isolated_home: Path) -> None:
    isolated_home.mkdir(parents=True, exist_ok=True)
    (isolated_home / "config.toml").write_text("[profiles.x]\ncontinue_via = 'typing'\n")
    r = warden("run", "--profile", "x", "--no-attach", "--", "true")
    assert r.returncode == 1 and "profiles.x.continue_via must be" in r.stderr and "Traceback" not in r.stderr


def test_reading_config_imports_nothing_heavy() -> None:
    code = ("import sys, warden.config; print(sorted({'tomllib', 'dataclasses', 'typing', 're'} & set(sys.modules)))")
    assert subprocess.run([sys.executable, "-I", "-c", code], capture_output=True, text=True).stdout.strip() == "[]"


def test_a_changed_config_is_read_again_by_a_long_running_process(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_text('[profiles.p]\nbudget = 5\n')
    assert config.load(path).profile("p").budget == 5
    assert config.load(path) is config.load(path)  # parsed once while unchanged
    path.write_text('[profiles.p]\nbudget = 7.5\n')
    assert config.load(path).profile("p").budget == 7.5
    path.unlink()
    assert config.load(path).profiles == {}
