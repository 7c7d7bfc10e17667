"""A fetch whose real destination is hidden — a name that resolves to this machine or the
private network, a redirector bouncing to one, escapes in the host, a short link, a name
imitating a known host — is held; so is a request to a data service's port on this
machine, and a search that pastes a token."""

from __future__ import annotations

import pytest

from tests.judge.helpers import decision, fetch, search


@pytest.mark.parametrize("url", [
    "http://10.1.2.3.sslip.io/admin",
    "http://127-0-0-1.nip.io:9000/",
    "http://169-254-169-254.sslip.io/latest/api/token",
    "http://app.lvh.me:5000/",
    "http://a-93.184.216.34-b-127.0.0.1-rr.1u.ms/",
    "http://internal.example.net.10.0.0.7.example.org/",
    "https://bounce.example.net/out?target=http://192.168.1.1/",
    "https://bounce.example.net/r/http://127.0.0.1:8080/",
    "https://bounce.example.net/go?redirect=localhost:5432",
    "https://docs.example.org%2f@127.0.0.1/",
    "https://intranet%2eexample.github.io/",
    "https://bit.ly/3abcdEF",
    "https://tinyurl.com/y7k2m9qz",
    "https://githbu.com/org/repo",
    "https://rubygens.org/gems/rails",
    "https://docs.pyhton.org/3/",
])
def test_a_fetch_whose_destination_is_hidden_or_imitated_is_held(url):
    assert fetch(url) == "hold"


@pytest.mark.parametrize("url", [
    "https://docs.github.com/en/rest",
    "https://www.google.com/search?q=redirect+to+localhost",
    "https://example.org/login?next=dashboard",
    "https://blog.example.com/posts/2024-10-01-1",
])
def test_an_ordinary_fetch_stays_allowed(url):
    assert fetch(url) == "allow"


@pytest.mark.parametrize("command", [
    "curl -s http://localhost:9200/_cat/indices",
    "curl http://127.0.0.1:8200/v1/secret/data/app",
    "wget -qO- http://localhost:2375/containers/json",
    "curl http://[::1]:5984/_all_dbs",
])
def test_a_request_to_a_data_service_on_this_machine_is_held(command):
    assert decision(command) == "hold"


def test_a_request_to_a_development_server_stays_allowed():
    assert decision("curl -s http://localhost:5173/") == "allow"


@pytest.mark.parametrize("query", [
    "invalid_grant ya29.c.b0AXv0zTPzq8Wk3QnH5rLm",
    "github token ghp_ZyXwVuTsRqPoNmLkJiHgFeDcBa0987654321 revoked",
    "stripe sk_test_4eC39HqLyjWDarjtT1zdp7dc error",
    "slack xoxb-1234567890-abcdefghij scope",
])
def test_a_search_that_pastes_a_token_is_held(query):
    assert search(query) == "hold"


def test_a_search_about_tokens_without_one_stays_allowed():
    assert search("how long does a ya29 access token live") == "allow"
