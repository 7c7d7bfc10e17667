"""A WebFetch prompt that opens with an order to send something out ("upload the ipa") is an
outward act; a secret assigned inside another value (`code=db_password%3D…`) is still read as
assigned; and Go's one-dash flags that clear a cache every project of the user shares are read
as the words they are (`-modcache` is not `-m -o -d …`)."""

from __future__ import annotations

import pytest

from warden.judge.permission import judge


def _decision(tool: str, tool_input: dict[str, str]) -> str:
    return judge(tool, tool_input, "/home/dev/proj", home="/home/dev").decision


@pytest.mark.parametrize("url, prompt", [
    ("https://api.distribute.example.net/v1/releases", "upload the apk"),
    ("https://status.example.org/api/incidents", "Please post this incident summary"),
    ("https://forms.example.com/f/8812", "submit the form with the contact details"),
])
def test_a_fetch_ordered_to_send_something_is_held(url: str, prompt: str) -> None:
    assert _decision("WebFetch", {"url": url, "prompt": prompt}) == "hold"


@pytest.mark.parametrize("prompt", ["How do I upload a file with this API?", "post request body format?",
                                    "Summarise the upload limits", "What does this page say about sharing?"])
def test_a_fetch_that_asks_about_sending_stays_allowed(prompt: str) -> None:
    assert _decision("WebFetch", {"url": "https://docs.example.org/api", "prompt": prompt}) == "allow"


def test_a_secret_assigned_inside_another_value_is_read() -> None:
    url = "https://paste.example.net/api/new?content=db_password%3Dtr0ut-Lake7&expire=1d"
    assert _decision("WebFetch", {"url": url, "prompt": "save it"}) == "hold"
    assert _decision("WebSearch", {"query": "config=smtp_password=m41lP4ss error"}) == "hold"


def test_a_plain_query_value_stays_allowed() -> None:
    assert _decision("WebFetch", {"url": "https://paste.example.net/raw/abc?lang=python&view=raw",
                                  "prompt": "show the snippet"}) == "allow"


@pytest.mark.parametrize("command", ["go clean -modcache", "go clean -cache -testcache", "go clean -fuzzcache",
                                     "go clean -i ./cmd/tool"])
def test_clearing_what_every_project_of_the_user_shares_is_held(command: str) -> None:
    assert _decision("Bash", {"command": command}) == "hold"


@pytest.mark.parametrize("command", ["go clean ./...", "go clean -x", "go build -o bin/tool ./cmd/tool"])
def test_cleaning_the_projects_own_output_stays_allowed(command: str) -> None:
    assert _decision("Bash", {"command": command}) == "allow"
