"""A stack started from a production or deploy configuration is a deployment, and moving
infrastructure state to another backend overwrites what is there."""

from __future__ import annotations

import pytest

from tests.judge.helpers import decision, kinds


@pytest.mark.parametrize("command", [
    "docker compose -f docker-compose.yml -f docker-compose.production.yml up -d --build",
    "docker-compose -f deploy/compose.live.yml up",
    "docker compose --profile production up -d",
    "podman-compose -p shop-prod up -d",
    "docker compose -f compose.staging.yaml restart api",
    "docker compose -f compose.prod.yml down",  # stopping it is an outage
])
def test_a_compose_stack_of_a_deployed_environment_holds(command: str) -> None:
    assert decision(command) == "hold"
    assert "deploy" in kinds(command)


@pytest.mark.parametrize("command", [
    "docker compose up -d",
    "docker compose -f docker-compose.dev.yml up",
    "docker compose -f compose.test.yml run --rm api pytest",
    "docker compose -f compose.prod.yml config --services",  # reading it
    "docker compose -f compose.prod.yml build",  # an image built here
    "docker compose -f docker-compose.product-catalog.yml up",  # a word that only starts like one
])
def test_development_stacks_and_reading_a_production_file_do_not(command: str) -> None:
    assert decision(command) != "hold"


@pytest.mark.parametrize("command", [
    "terraform init -migrate-state",
    "tofu init -force-copy -backend-config=prod.hcl",
    "terraform -chdir=infra init -migrate-state -force-copy",
])
def test_migrating_terraform_state_holds(command: str) -> None:
    assert decision(command) == "hold"


def test_an_ordinary_terraform_init_stays_a_local_install() -> None:
    assert decision("terraform init -upgrade") == "allow"
