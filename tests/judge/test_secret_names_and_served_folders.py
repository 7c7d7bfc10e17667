"""A variable is a secret when a word of its name names one (a secret key ``*_SK``, a personal
access token ``*_PAT``, a pass, credentials): printing it holds, to the terminal by whatever
name (``> /dev/stdout``, ``> /dev/tty``). A secret file moved into a folder the project serves
as it is (``public/``) is anyone's to fetch."""

from __future__ import annotations

import pytest

from tests.judge.helpers import decision
from warden.judge.leaks import SECRET_VAR


@pytest.mark.parametrize("name", ["STRIPE_SK", "GITHUB_PAT", "DB_PASS", "SMTP_PASSPHRASE", "GCP_CREDENTIALS",
                                  "REGISTRY_CREDS", "WIFI_PSK", "MQTT_PW", "APP_SECRETS"])
def test_a_word_that_names_a_secret_makes_the_name_secret(name: str) -> None:
    assert SECRET_VAR.search(name)


@pytest.mark.parametrize("name", ["PATH", "PWD", "OLDPWD", "DISK", "TASK_NAME", "APP_NAME", "PATTERN", "SKIP_TESTS",
                                  "PASSTHROUGH"])
def test_an_ordinary_name_is_not_secret(name: str) -> None:
    assert not SECRET_VAR.search(name)


@pytest.mark.parametrize("command", [
    "envsubst > /dev/stdout", "envsubst < tpl > /dev/tty", "envsubst '$STRIPE_SK'", "envsubst '$GITHUB_PAT' < t.tmpl",
    "mv secrets.yml public/", "mv config/credentials.json static/", "mv .env www/",
])
def test_secrets_shown_or_served_hold(command: str) -> None:
    assert decision(command) == "hold"


@pytest.mark.parametrize("command", [
    "envsubst '$APP_NAME' < t.tmpl", "envsubst < t.tmpl > out.conf", "mv secrets.yml config/",
    "mv README.md public/", "mv out/html/* _site/",
])
def test_plain_values_and_moves_inside_stay_allowed(command: str) -> None:
    assert decision(command) == "allow"
