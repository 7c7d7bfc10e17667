"""A tool's subcommand that deploys, publishes, signs in or writes secrets: what the
subcommand does matters, whatever the tool is called and whichever runner starts it."""

from __future__ import annotations

import pytest

from tests.judge.helpers import decision, kinds


@pytest.mark.parametrize("command", [
    "uv run litestar deploy --env staging",  # a framework's own cloud CLI through a runner
    "poetry run reflex deploy",
    "pnpm exec shuttle deploy",
    "npx --yes convex deploy",
    "bunx trigger.dev deploy",
    "hatch run mytool promote v2",
    "pipenv run ./manage.py deploy",
    "cargo run --bin ops -- rollout canary",  # the project's own binary, after `--`
    "go run ./cmd/ops ship",
])
def test_a_subcommand_that_deploys_holds_whatever_the_tool(command: str) -> None:
    assert decision(command) == "hold"
    assert "deploy" in kinds(command)


@pytest.mark.parametrize("command", [
    "uv run modal token new",
    "npx @acme/cli login",
    "poetry run acmectl auth",
    "pnpm exec acme secrets set STRIPE_KEY",
    "uv run acme cloud setup-ci",
    "yarn dlx acme-cli credentials add",
])
def test_a_subcommand_that_signs_in_or_writes_secrets_holds(command: str) -> None:
    assert decision(command) == "hold"
    assert "credentials" in kinds(command)


@pytest.mark.parametrize("command", [
    "uv run acme release 1.4.0",
    "npx my-docs-tool publish",
    "poetry run assets upload build/",
    "bunx acme destroy",
])
def test_a_subcommand_that_publishes_or_destroys_holds(command: str) -> None:
    assert decision(command) == "hold"


@pytest.mark.parametrize("command", [
    "uv run fastapi dev app/main.py",  # the same tools doing the project's own work
    "uv run litestar run --reload",
    "npx convex dev",
    "cargo run --bin ops -- status",
    "uv run pytest -k login",  # a word after an option is the option's value
    "npm test -- --grep deploy",
    "npx acme-cli deploy --dry-run",  # a preview
    "npx vitest run login",  # a test run's words are test names
    "npx playwright test auth",
    "cargo test auth",
    "npm test -- publish",
    "ls deploy",  # a reader's operand is a file
    "git checkout release",  # git's subcommands are read by git's own table
])
def test_the_same_words_elsewhere_are_not_a_subcommand(command: str) -> None:
    assert decision(command) != "hold"
