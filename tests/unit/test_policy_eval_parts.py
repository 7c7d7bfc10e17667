"""bench/policy_eval.py: which files are development data and which part is held out."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

BENCH = Path(__file__).parents[2] / "bench" / "policy_eval.py"


def _load():
    spec = importlib.util.spec_from_file_location("policy_eval_parts", BENCH)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


def test_spent_held_out_parts_are_development_data():
    ev = _load()
    assert ev.PARTS["dev"] == ("dev", "dev-v1", "dev-v2", "dev-v3", "dev-v4", "dev-v5", "dev-v6", "dev-v7", "dev-v8",
                                "dev-v9", "dev-v10", "dev-v11", "dev-v12", "dev-v13", "dev-v14", "dev-v15", "dev-v16",
                                "dev-v17", "dev-v18", "dev-v19", "dev-v20", "dev-v21", "dev-v22", "dev-v23", "dev-v24", "dev-v25", "dev-v26", "dev-v27", "dev-v28", "dev-v29", "dev-v30", "dev-v31", "dev-v32", "dev-v33", "dev-v34", "dev-v35", "dev-v36", "dev-v37", "dev-v38", "dev-v39", "dev-v40", "dev-v41", "dev-v42", "dev-v43", "dev-v44", "dev-v45", "dev-v46", "dev-v47", "dev-v48", "dev-v49", "dev-v50", "dev-v51", "dev-v52")
    assert ev.FILES["dev-v3"] == "heldout-v3"
    assert ev.FILES["dev-v4"] == "heldout-v4"
    assert ev.FILES["dev-v5"] == "heldout-v5"
    assert ev.FILES["dev-v6"] == "heldout-v6"
    assert ev.FILES["dev-v7"] == "heldout-v7"
    assert ev.FILES["dev-v8"] == "heldout-v8"
    assert ev.FILES["dev-v9"] == "heldout-v9"
    assert ev.FILES["dev-v10"] == "heldout-v10"
    assert ev.FILES["dev-v11"] == "heldout-v11"
    assert ev.FILES["dev-v12"] == "heldout-v12"
    assert ev.FILES["dev-v13"] == "heldout-v13"
    assert ev.FILES["dev-v14"] == "heldout-v14"
    assert ev.FILES["dev-v15"] == "heldout-v15"
    assert ev.FILES["dev-v16"] == "heldout-v16"
    assert ev.FILES["dev-v17"] == "heldout-v17"
    assert ev.FILES["dev-v18"] == "heldout-v18"
    assert ev.FILES["dev-v19"] == "heldout-v19"
    assert ev.FILES["dev-v20"] == "heldout-v20"
    assert ev.FILES["dev-v21"] == "heldout-v21"
    assert ev.FILES["dev-v22"] == "heldout-v22"
    assert ev.FILES["dev-v23"] == "heldout-v23"
    assert ev.FILES["dev-v24"] == "heldout-v24"
    assert ev.FILES["dev-v25"] == "heldout-v25"
    assert ev.FILES["dev-v26"] == "heldout-v26"
    assert ev.FILES["dev-v27"] == "heldout-v27"
    assert ev.FILES["dev-v28"] == "heldout-v28"
    assert ev.FILES["dev-v29"] == "heldout-v29"
    assert ev.FILES["dev-v30"] == "heldout-v30"
    assert ev.FILES["dev-v31"] == "heldout-v31"
    assert ev.FILES["dev-v32"] == "heldout-v32"
    assert ev.FILES["dev-v33"] == "heldout-v33"
    assert ev.FILES["dev-v34"] == "heldout-v34"
    assert ev.FILES["dev-v35"] == "heldout-v35"
    assert ev.FILES["dev-v36"] == "heldout-v36"
    assert ev.FILES["dev-v37"] == "heldout-v37"
    assert ev.FILES["dev-v38"] == "heldout-v38"
    assert ev.FILES["dev-v39"] == "heldout-v39"
    assert ev.FILES["dev-v40"] == "heldout-v40"
    assert ev.FILES["dev-v41"] == "heldout-v41"
    assert ev.FILES["dev-v42"] == "heldout-v42"
    assert ev.FILES["dev-v43"] == "heldout-v43"
    assert ev.FILES["dev-v44"] == "heldout-v44"
    assert ev.FILES["dev-v45"] == "heldout-v45"
    assert ev.FILES["dev-v46"] == "heldout-v46"
    assert ev.FILES["dev-v47"] == "heldout-v47"
    assert ev.FILES["dev-v48"] == "heldout-v48"
    assert ev.FILES["dev-v49"] == "heldout-v49"
    assert ev.FILES["dev-v50"] == "heldout-v50"
    assert ev.FILES["dev-v51"] == "heldout-v51"
    assert ev.FILES["dev-v52"] == "heldout-v52"
    assert all((ev.QUESTIONS / f"{ev.FILES[p]}.jsonl").exists() for p in ev.PARTS["dev"])


def test_the_held_out_part_is_the_fifty_third():
    ev = _load()
    assert ev.PARTS["heldout"] == ("heldout",)
    assert ev.FILES["heldout"] == "heldout-v53"


def test_the_fifteenth_part_is_printed_with_the_development_data_and_shows_its_misses(monkeypatch, tmp_path, capsys):
    ev = _load()
    # one call of each development file, so the run stays short
    for part in ev.PARTS["dev"]:
        with open(ev.QUESTIONS / f"{ev.FILES[part]}.jsonl", encoding="utf-8") as f:
            first = next(line for line in f if line.strip())
        (tmp_path / f"{ev.FILES[part]}.jsonl").write_text(first, encoding="utf-8")
    monkeypatch.setattr(ev, "QUESTIONS", tmp_path)
    assert ev.main(["--part", "dev", "--show-misses", "dev-v15"]) == 0
    out = capsys.readouterr().out
    assert "\ndev-v15: settled right" in out
    assert "dev + dev-v1 + dev-v2 + dev-v3 + dev-v4 + dev-v5 + dev-v6 + dev-v7 + dev-v8 + dev-v9 + dev-v10 + dev-v11 + dev-v12 + dev-v13 + dev-v14 + dev-v15" in out


def test_a_missing_held_out_file_is_skipped_with_a_message(monkeypatch, tmp_path, capsys):
    ev = _load()
    monkeypatch.setattr(ev, "QUESTIONS", tmp_path)
    assert ev.main(["--part", "heldout", "--json"]) == 0
    out = capsys.readouterr()
    assert "heldout-v53.jsonl does not exist yet" in out.err
    assert out.out.strip() == "{}"
