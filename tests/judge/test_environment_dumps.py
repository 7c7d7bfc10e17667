"""The environment printed by a program's own code rather than by env or printenv: the
whole of it, or a variable whose name says it holds a secret."""

from __future__ import annotations

import pytest

from tests.judge.helpers import decision, kinds


@pytest.mark.parametrize("command", [
    "gojq -n env",
    "jq -n '$ENV | keys'",  # the names are printed with the values at hand
    "jq -n '$ENV' > env.json",
    "jaq -n 'env | to_entries[]'",
    "node -e 'console.log(JSON.stringify({...process.env}))'",
    "bun -p 'process.env'",
    "python3 -c 'import os, json; print(json.dumps(dict(os.environ)))'",
    "python -c 'import os; [print(k, v) for k, v in os.environ.items()]'",
    "ruby -e 'ENV.each { |k, v| puts \"#{k}=#{v}\" }'",
    "perl -le 'print \"$_=$ENV{$_}\" for keys %ENV'",
    "gawk 'BEGIN { for (name in ENVIRON) print name \"=\" ENVIRON[name] }'",
    "deno eval 'console.log(Deno.env.toObject())'",
])
def test_code_that_reads_the_whole_environment_holds(command: str) -> None:
    assert decision(command) == "hold"
    assert "credentials" in kinds(command)


@pytest.mark.parametrize("command", [
    "jq -n env.NPM_TOKEN",
    "jq -rn '$ENV.AWS_SECRET_ACCESS_KEY'",
    "node -p 'process.env[\"STRIPE_SECRET_KEY\"]'",
    "python3 -c 'import os; print(os.getenv(\"SLACK_BOT_TOKEN\"))'",
    "ruby -e 'puts ENV.fetch(\"DATABASE_PASSWORD\")'",
    "awk 'BEGIN { print ENVIRON[\"API_KEY\"] }'",
])
def test_code_that_reads_a_secret_variable_by_name_holds(command: str) -> None:
    assert decision(command) == "hold"


@pytest.mark.parametrize("command", [
    "jq -n 'env.HOME'",
    "jq -r '.scripts.env' package.json",  # a key named env in a document
    "jq '.[] | select(.environment == \"staging\")' deploys.json",
    "awk 'BEGIN { print ENVIRON[\"PATH\"] }'",
    "awk -F: '{ print $1 }' data.txt",
])
def test_a_harmless_variable_or_a_field_named_env_is_not_a_dump(command: str) -> None:
    assert decision(command) == "allow"


def test_inline_code_given_to_bun_is_read_as_code() -> None:
    assert decision("bun -e 'require(\"child_process\").execSync(\"make\")'") == "unknown"
    assert decision("bun --print 6*7") == "allow"
