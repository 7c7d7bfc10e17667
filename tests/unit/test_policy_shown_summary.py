"""A summary shown above "Does this look right?": its rows are the facts asked about, confirmed when the files bear
them out (every row), left when a row is missing from the files or contradicted by them. A diff's
count of removed lines is no deletion. Written for these tests, in styles unlike any workflow the evaluation set
holds."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.unit.test_policy_shown import ask, chosen
from tests.unit.test_policy_shown import projects as projects_dir  # noqa: F401  (the transcript's folder, a fixture)
from warden.decide.answerers.policy.claims import claims, shown_claims
from warden.decide.answerers.policy.evidence import Doc
from warden.judge.prose import hazards

BRIEF = {"README.md": "# greenhouse logger\nReads soil moisture (capacitive, ADC) and CO2 (SCD41 over I2C). Runs on an "
                     "RP2040, powered from a 12 V greenhouse rail. Logs to a microSD card every 5 minutes. "
                     "Board fits the 80 x 50 mm DIN-rail case.\n"}
QUESTION = ("Do these look accurate to you?", ["All accurate \u2014 continue", "Edit something"])


def summary(power: str = "12 V greenhouse rail", extra: str = "") -> str:
    return ("--- Spec recap ---\n"
            f"MCU       : RP2040\nSensors   : soil moisture (capacitive, ADC), CO2 (SCD41, I2C)\nPower     : {power}\n"
            f"Storage   : microSD, every 5 minutes\nEnclosure : 80 x 50 mm DIN-rail case\n{extra}")


def test_a_shown_summary_the_files_bear_out_is_confirmed(projects_dir: Path) -> None:
    out = ask(projects_dir, *QUESTION, "", summary(), files=BRIEF)
    assert chosen(out) == "All accurate \u2014 continue"


def test_a_shown_summary_with_a_row_the_files_do_not_hold_is_left(projects_dir: Path) -> None:
    out = ask(projects_dir, *QUESTION, "", summary(power="18650 Li-ion cell, USB-C charging"), files=BRIEF,
              tuid="toolu_power")
    assert chosen(out) is None


def test_a_short_summary_needs_every_row_borne_out() -> None:
    docs = [Doc("NOTES.md", "Client: Harbour Feeds (Ilse). Scope: the product catalogue, about 1,200 SKUs.")]
    shown = "Client: Harbour Feeds (Ilse)\nScope: product catalogue (~1,200 SKUs)\nDeadline: March 2027\n"
    supported, contradicted, unknown = shown_claims("Do these details look right?", shown, docs)
    assert not supported and not contradicted and "March 2027" in unknown
    # the question's own facts come first; what was shown is read only when it states none
    stated = "I'm assuming: (1) Harbour Feeds is the client; (2) about 1,200 SKUs. Is that correct?"
    assert shown_claims(stated, shown, docs) == claims(stated, docs)
    assert claims(stated, docs)[0]


def test_a_table_of_settings_is_read_by_its_value_cells() -> None:
    docs = [Doc("decisions.md", "Cluster: eu-west, 3 nodes on t4g.large, Postgres 16 managed.")]
    shown = "| Setting | Value |\n|---|---|\n| Region | eu-west |\n| Nodes | 3 x t4g.large |\n| Database | Postgres 16 |\n"
    supported, _, unknown = shown_claims("Does this look right?", shown, docs)
    assert len(supported) == 3 and not unknown


def test_a_diffs_count_of_removed_lines_is_no_deletion() -> None:
    kinds = {e.effect for e in hazards(" 4 files changed, 88 insertions(+), 17 deletions(-)")}
    assert "delete" not in kinds
    assert "delete" in {e.effect for e in hazards("Delete 17 files from the archive")}
    assert "deploy" in {e.effect for e in hazards("Start the deployment of 2 services")}


@pytest.mark.timeout(60)  # a guard against a hang, not a speed target: the row reader once backtracked over long runs
def test_hostile_shown_text_is_read_without_backtracking_and_confirms_nothing() -> None:
    docs = [Doc("README.md", "value x. " * 2000)]
    for shown in ("Power: 12 V" + " " * 50_000 + "x\nMCU: value x\n", "key: value x\n" * 100_000,
                  "|" + " | ".join(["x"] * 50_000) + "|\n", "Note:" + "\t" * 50_000):
        supported, _, _ = shown_claims("Does this look right?", shown, docs)
        assert not supported
