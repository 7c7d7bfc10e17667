"""The question corpus's fresh held-out parts: each passes its validator, and the parts built from
authored modules rebuild byte for byte, so the committed files are exactly what the builders say.

Nothing here runs the policy: a held-out part is scored once, by bench/policy_eval.py."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "eval" / "questions"


@pytest.mark.parametrize("part", ["heldout.jsonl", "heldout-v3.jsonl", "heldout-v4.jsonl", "heldout-v5.jsonl",
                                  "heldout-v6.jsonl", "heldout-v7.jsonl", "heldout-v8.jsonl",
                                  "heldout-v9.jsonl", "heldout-v10.jsonl", "heldout-v11.jsonl",
                                  "heldout-v12.jsonl", "heldout-v13.jsonl", "heldout-v14.jsonl",
                                  "heldout-v15.jsonl", "heldout-v16.jsonl", "heldout-v17.jsonl",
                                  "heldout-v18.jsonl", "heldout-v19.jsonl", "heldout-v20.jsonl",
                                  "heldout-v21.jsonl", "heldout-v22.jsonl", "heldout-v23.jsonl",
                                  "heldout-v24.jsonl", "heldout-v25.jsonl", "heldout-v26.jsonl",
                                  "heldout-v27.jsonl", "heldout-v28.jsonl", "heldout-v29.jsonl", "heldout-v30.jsonl", "heldout-v31.jsonl", "heldout-v32.jsonl", "heldout-v33.jsonl", "heldout-v34.jsonl", "heldout-v35.jsonl", "heldout-v36.jsonl", "heldout-v37.jsonl", "heldout-v38.jsonl", "heldout-v39.jsonl", "heldout-v40.jsonl", "heldout-v41.jsonl", "heldout-v42.jsonl", "heldout-v43.jsonl", "heldout-v44.jsonl", "heldout-v45.jsonl", "heldout-v46.jsonl", "heldout-v47.jsonl", "heldout-v48.jsonl", "heldout-v49.jsonl", "heldout-v50.jsonl", "heldout-v51.jsonl", "heldout-v52.jsonl"])
def test_each_held_out_question_part_passes_its_validator(part: str) -> None:
    done = subprocess.run([sys.executable, str(CORPUS / "validate_heldout_v2.py"), "--file", part],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.rstrip().endswith("errors: 0")


@pytest.mark.parametrize("version", ["v3", "v4", "v5", "v6", "v7", "v8", "v9", "v10", "v11", "v12", "v13", "v14", "v15", "v16", "v17", "v18", "v19", "v20", "v21", "v22", "v23", "v24", "v25", "v26", "v27", "v28", "v29", "v30", "v31", "v32", "v33", "v34", "v35", "v36", "v37", "v38", "v39", "v40", "v41", "v42", "v43", "v44", "v45", "v46", "v47", "v48", "v49", "v50", "v51", "v52"])
def test_the_question_part_rebuilds_byte_for_byte_from_its_builders(version: str, tmp_path: Path) -> None:
    copy = tmp_path / "questions"
    shutil.copytree(CORPUS, copy, ignore=shutil.ignore_patterns("__pycache__"))
    for name in (f"heldout-{version}.jsonl", f"stats-heldout-{version}.json"):
        (copy / name).unlink()
    done = subprocess.run([sys.executable, str(copy / f"build-heldout-{version}" / "build.py")],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    for name in (f"heldout-{version}.jsonl", f"stats-heldout-{version}.json"):
        assert (copy / name).read_bytes() == (CORPUS / name).read_bytes(), name
