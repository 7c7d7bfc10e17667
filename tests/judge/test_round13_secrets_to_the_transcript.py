"""Secrets printed into the transcript: a redirect to the screen is the screen however its
path is spelt, and a variable's name says it holds a secret when it names a client's
password, a webhook, a JWT or a database/broker URL."""

from __future__ import annotations

import pytest

from tests.judge.helpers import decision


@pytest.mark.parametrize("command", [
    "envsubst < t.tmpl > /dev//stdout",
    "envsubst < t.tmpl >/dev/fd/3 3>&1",
    "envsubst < conf.in > //proc/self/fd/1",
    "envsubst < conf.in > /dev/./stderr",
    "envsubst '$MYSQL_PWD' < t.tmpl",
    "envsubst '$MONGODB_URI' < t.tmpl",
    "printenv MYSQL_PWD",
    "printenv MARIADB_ROOT_PWD",
    "printenv SLACK_WEBHOOK_URL",
    "printenv TEAMS_WEBHOOK",
    "printenv CI_JOB_JWT",
    'echo "$REDIS_URL"',
    "echo $AMQP_URL",
    "echo $CELERY_BROKER_URL",
    "echo $DB_READONLY_URI",
])
def test_a_secret_reaching_the_screen_holds(command: str) -> None:
    assert decision(command) == "hold"


@pytest.mark.parametrize("command", [
    "envsubst < t.tmpl > out.conf",
    "envsubst '${APP_URL} $PORT' < t.tmpl",
    "echo $PWD",
    "echo $OLDPWD",
    "echo $API_URL",
    "printenv HOME",
])
def test_plain_names_and_files_stay_allowed(command: str) -> None:
    assert decision(command) == "allow"
