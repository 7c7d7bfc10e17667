"""Names inside text read as names: a database object named for production ("ANALYTICS_PROD.AGG") in a statement
written in SQL's capitals is a production write; a tool's one-word marker comment in a file says nothing a person
decided; a file an option names ("ship-plan.md") is not the step the person's request names. Written for these tests,
in styles unlike any workflow the evaluation set holds."""

from __future__ import annotations

import pytest

from warden.decide.answerers.policy.evidence import _sentences
from warden.decide.answerers.policy.phase import Phase
from warden.judge.prose import effects
from warden.judge.prose_words import PRODUCTION


@pytest.mark.parametrize("text", ["load into WAREHOUSE_PROD.SALES", "prod_orders", "billing-prod", "PROD.LEDGER",
                                  "the production_db replica"])
def test_a_name_with_a_production_part_is_production(text: str) -> None:
    assert PRODUCTION.search(text)


@pytest.mark.parametrize("text", ["non_prod", "preprod", "pre-prod", "product", "reproduce", "a prod-like setup",
                                  # the project's own files for production: writing them is project work
                                  "settings_prod.py", "settings/production.py", "webpack.prod.js",
                                  "docker-compose-prod.yml", "prod_config.yaml", "config.prod.json"])
def test_a_name_that_is_not_production_is_not(text: str) -> None:
    assert not PRODUCTION.search(text)


def test_a_sql_statement_on_a_production_object_deploys() -> None:
    kinds = {e.effect for e in effects("Run it now (ALTER TABLE FINANCE_PROD.GL.ENTRIES ADD COLUMN memo)?")}
    assert "deploy" in kinds
    assert "deploy" not in {e.effect for e in effects("Run it now (CREATE TABLE scratch.gl_entries)?")}
    # lowercase prose is the ordinary verb, read as before
    assert "deploy" not in {e.effect for e in effects("Create the entries table?")}


def test_a_tools_marker_comment_is_no_sentence() -> None:
    text = "# Notes\n<!-- managed:begin -->\nWe keep reports in CSV.\n<!-- managed:end -->\n<!-- TODO decide the export format -->\n"
    said = [s for s, _ in _sentences(text)]
    assert not any("managed" in s for s in said)
    assert any("CSV" in s for s in said)
    assert any("TODO decide" in s for s in said)  # a comment in words is still read


def test_a_file_an_option_names_is_not_the_step_the_request_names() -> None:
    phase = Phase("/flow release-notes draft")
    options = ["Keep local: writes .gitignore with release-notes.md", "Commit them"]
    assert phase.repeats(options) is None
    assert phase.repeats(["Go to the release notes draft", "Skip"]) == "Go to the release notes draft"
