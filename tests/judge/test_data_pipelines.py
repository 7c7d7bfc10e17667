"""A data pipeline's models live in the project and the tables they build in a shared
warehouse: checking, compiling, documenting and testing the models is the project's own
work; building tables or loading seed data into the warehouse is left to a person."""

from __future__ import annotations

import pytest

from tests.judge.helpers import decision


@pytest.mark.parametrize("command", ["dbt debug", "dbt parse", "dbt compile --select orders", "dbt ls -s tag:daily",
                                     "dbt test --select customers --target dev", "dbt docs generate", "dbt docs serve",
                                     "dbt deps"])
def test_checking_compiling_documenting_or_testing_models_is_allowed(command):
    assert decision(command) == "allow"


@pytest.mark.parametrize("command", ["dbt run --select invoices", "dbt seed --full-refresh", "dbt build --target ci",
                                     "dbt snapshot", "dbt run-operation grant_select", "dbt test --store-failures"])
def test_writing_tables_into_the_warehouse_is_held(command):
    assert decision(command) == "hold"


def test_a_pipeline_verb_the_judge_does_not_know_is_not_allowed():
    assert decision("dbt retry") != "allow"
