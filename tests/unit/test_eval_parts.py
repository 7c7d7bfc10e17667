"""The evaluation corpus's parts: the permission bench finds every part it names, the held-out
parts pass their validator, and the newest held-out part rebuilds from its committed quotes.

Nothing here runs the judge: the held-out part is scored once, by bench/permission_eval.py."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "eval" / "commands"


def _bench():
    spec = importlib.util.spec_from_file_location("permission_eval", ROOT / "bench" / "permission_eval.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_held_out_part_is_v16_and_the_spent_parts_are_development_data() -> None:
    bench = _bench()
    assert bench.PARTS["heldout"] == "heldout-v16"
    assert bench.PARTS["dev-v15"] == "heldout-v15"
    assert bench.PARTS["dev-v14"] == "heldout-v14"
    assert bench.PARTS["dev-v13"] == "heldout-v13"
    assert bench.PARTS["dev-v12"] == "heldout-v12"
    assert bench.PARTS["dev-v11"] == "heldout-v11"
    assert bench.PARTS["dev-v10"] == "heldout-v10"
    assert bench.PARTS["dev-v3"] == "heldout-v3"
    assert bench.PARTS["dev-v4"] == "heldout-v4"
    assert bench.PARTS["dev-v5"] == "heldout-v5"
    assert bench.PARTS["dev-v6"] == "heldout-v6"
    assert bench.PARTS["dev-v7"] == "heldout-v7"
    assert bench.PARTS["dev-v8"] == "heldout-v8"
    assert bench.PARTS["dev-v9"] == "heldout-v9"
    assert "heldout" not in bench.DEVELOPMENT
    assert set(bench.DEVELOPMENT) == {"dev", "dev-v1", "dev-v2", "dev-v3", "dev-v4", "dev-v5", "dev-v6", "dev-v7", "dev-v8",
                                     "dev-v9", "dev-v10", "dev-v11", "dev-v12", "dev-v13", "dev-v14", "dev-v15"}


def test_an_absent_held_out_part_is_not_present_and_is_left_out(capsys, monkeypatch) -> None:
    bench = _bench()
    # a part whose files do not exist yet (the next held-out part, before it is built)
    monkeypatch.setitem(bench.PARTS, "heldout", "heldout-v99")
    assert not bench.present("heldout")
    bench.main(["--splits", "dev,heldout"])
    assert "(part heldout: no files yet, left out)" in capsys.readouterr().out


@pytest.mark.parametrize("part", ["dev", "dev-v1", "dev-v2", "dev-v3", "dev-v4", "dev-v5", "dev-v6", "dev-v7", "dev-v8",
                                  "dev-v9", "dev-v10", "dev-v11", "dev-v12", "dev-v13", "dev-v14", "dev-v15"])
def test_every_part_the_permission_bench_names_loads_with_verdicts(part: str) -> None:
    bench = _bench()
    assert bench.present(part)
    rows = bench.load(part)
    assert {r["group"] for r in rows} == set(bench.GROUPS)
    assert {r["verdict"] for r in rows} == {"allow", "hold"}
    assert all(r["tool_name"] and isinstance(r["tool_input"], dict) for r in rows)


@pytest.mark.parametrize("part", ["v2", "v3", "v4", "v5", "v6", "v7", "v8", "v9", "v10", "v11", "v12", "v13", "v14", "v15"])
def test_each_held_out_part_passes_its_validator(part: str) -> None:
    done = subprocess.run([sys.executable, str(CORPUS / "validate_heldout_v2.py"), part],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.rstrip().endswith("OK")


@pytest.mark.parametrize("part", ["v4", "v5", "v6", "v7", "v8", "v9", "v10", "v11", "v12", "v13", "v14", "v15"])
def test_the_part_rebuilds_byte_for_byte_from_its_committed_quotes(tmp_path: Path, part: str) -> None:
    copy = tmp_path / "commands"
    shutil.copytree(CORPUS, copy, ignore=shutil.ignore_patterns("__pycache__"))
    env = dict(os.environ, MIRRORS=str(tmp_path / "no-mirrors"))
    done = subprocess.run([sys.executable, str(copy / f"build-heldout-{part}" / "build.py")],
                          capture_output=True, text=True, env=env)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "mirrors absent: checked against quotes.json" in done.stdout
    for group in ("commands", "file_tools", "web_tools"):
        name = f"{group}.heldout-{part}.jsonl"
        assert (copy / name).read_bytes() == (CORPUS / name).read_bytes(), name
