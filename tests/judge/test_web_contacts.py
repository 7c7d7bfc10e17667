"""Secrets and personal data carried in a search query or a URL: a password in any URL's
userinfo, a webhook URL (its secret is its path), a host named for request capture, and
a person's contact data (an email address with a phone number)."""

from __future__ import annotations

from urllib.parse import quote_plus

import pytest

from tests.judge.helpers import decision, fetch, search
from warden.judge.leaks import disclosed, personal


@pytest.mark.parametrize("query", [
    "mongodb+srv://svc_app:Qm7x9Lp2@cluster0.ab1cd.mongodb.net timeout",
    "redis://default:hN4%21kq9@cache.internal:6379 NOAUTH",
    "error connecting amqp://worker:w0rk3r-pw@mq.prod:5672/ vhost",
])
def test_a_password_in_a_urls_userinfo_anywhere_in_a_query_holds(query: str) -> None:
    assert search(query) == "hold"


@pytest.mark.parametrize("query", [
    "postgres://user:password@localhost:5432/db connection string format",  # the documented placeholder
    "mysql://root:${DB_PASSWORD}@db/app",
    "git clone git@github.com:org/repo.git permission denied",
])
def test_a_placeholder_or_a_plain_address_is_not_a_password(query: str) -> None:
    assert search(query) == "allow"


@pytest.mark.parametrize("url", [
    "https://hooks.slack.com/services/T0AB12CD/B0EF34GH/x9Y8z7W6v5U4",
    "https://example.org/relay?to=https%3A%2F%2Fdiscordapp.com%2Fapi%2Fwebhooks%2F99887766%2FAbC-dEf",
    "https://mybin.requestbin.xyz/r/8h2k?x=1",  # a host named for request capture
    "https://e7a1.dnslog.example.net/?q=hello",
])
def test_a_webhook_url_or_a_request_capture_host_with_a_query_holds(url: str) -> None:
    assert fetch(url) == "hold"


@pytest.mark.parametrize("text, found", [
    # a secret-named key quoted as JSON and YAML quote theirs, given a value
    ('{"GITEA_TOKEN": "3f9c0e7a41b2d85c6e0f1a9b7c24d6e8f0a1b3c5"}', "a value for GITEA_TOKEN"),
    ("'DB_PASSWORD': 'x7Kd2m9Qw'", "a value for DB_PASSWORD"),
    # the twins: a reference to the environment, a placeholder
    ('{"GITEA_TOKEN": "${GITEA_TOKEN}"}', ""),
    ('{"GITEA_TOKEN": "<your-token>"}', ""),
])
def test_a_quoted_key_given_a_secret_value_discloses_it(text: str, found: str) -> None:
    assert disclosed(text) == found


def test_a_webhook_url_in_a_command_is_a_credential_too() -> None:
    assert disclosed("curl -d '{\"text\":\"hi\"}' https://hooks.slack.com/services/T0AB12CD/B0EF34GH/x9Y8z7W6v5U4")


@pytest.mark.parametrize("query", [
    "chargeback customer maria.lopez@northwind-traders.co +44 20 7946 0958",
    "lead: tom.baker@fabrikam.io (206) 555-0147 follow up",
    "patient contact k.ito@clinic-mail.jp 090-1234-5678",
])
def test_an_email_address_with_a_phone_number_in_a_search_holds(query: str) -> None:
    assert search(query) == "hold"
    assert fetch("https://www.bing.com/search?q=" + quote_plus(query)) == "hold"


@pytest.mark.parametrize("query", [
    "git@github.com: Permission denied (publickey) 2024-01-15 12:30:45",
    "noreply@example.com bounce 550 5.1.1",
    "call 415-555-0134 support hours",  # a phone number alone
    "jane@acme.dev unsubscribe link broken",  # an address alone
])
def test_an_address_or_a_number_alone_stays_a_search(query: str) -> None:
    assert search(query) == "allow"


def test_long_hostile_text_is_read_in_linear_time() -> None:
    # many `@`, `://` and digits, none making a match: the scans start at those marks only
    text = ("a@" * 20000) + ("x://" * 20000) + ("1-" * 20000)
    assert personal(text) == ""
    assert disclosed(text) == ""
    assert decision("curl -s https://docs.python.org/3/") == "allow"
