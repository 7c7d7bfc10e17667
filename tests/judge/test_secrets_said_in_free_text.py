"""A secret said in free text reaches whoever reads the text: a search query goes to the search
provider. An age private key has a shape of its own; a value given right after a word naming a
secret ("the client_secret Zq81…") is that secret when it is random letters and digits, not a word,
a name or a version; and the files an encryption tool keeps its private keys in are secret."""

from __future__ import annotations

import pytest

from warden.judge.permission import judge


def _search(query: str) -> str:
    return judge("WebSearch", {"query": query}, "/home/dev/proj", home="/home/dev").decision


@pytest.mark.parametrize("query", [
    "restic restore fails AGE-SECRET-KEY-1W9F3J8K2L7Q4R6T0Y5U1P8A3S6D9F2G4H7J0K3L5Z8X1C4V7B0N2M5",
    "payments api returns 401 with client_secret Zq81vT4mW9xK2pL7rB3n",
    "smtp login rejected for smtp_password 7fj3k9dm2qp8xw4nz6",
    "nightly import: the api key A8s7D6f5G4h3J2k1L0qW is refused",
])
def test_a_secret_said_in_a_search_query_is_held(query: str) -> None:
    assert _search(query) == "hold"


@pytest.mark.parametrize("query", [
    "how to rotate the client secret in keycloak 24",
    "api key x86_64-unknown-linux-gnu build error",
    "password hashing bcrypt12rounds vs argon2id19",
    "token refresh_token_rotation_enabled setting docs",
    "age encryption tool secret key format",
])
def test_a_query_that_only_speaks_of_secrets_stays_allowed(query: str) -> None:
    assert _search(query) == "allow"


@pytest.mark.parametrize("path", ["/home/dev/.config/sops/age/keys.txt", "/home/dev/.config/age/work.txt"])
def test_an_encryption_tools_private_keys_are_secret(path: str) -> None:
    assert judge("Read", {"file_path": path}, "/home/dev/proj", home="/home/dev").decision == "hold"


def test_the_projects_encryption_rules_stay_readable() -> None:
    assert judge("Read", {"file_path": "/home/dev/proj/.sops.yaml"}, "/home/dev/proj", home="/home/dev").decision == "allow"
