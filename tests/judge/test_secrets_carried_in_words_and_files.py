"""Secrets the judge finds by what they are, not where they were seen: a private key or
keystore given as base64 (told from a certificate by its version number), a secret-named
variable set to a word in free text, a token given in a WebFetch prompt, a file an
encryption tool wrote out in the clear, an exported OpenPGP key; and a package's code
installed into a toolchain's user home, which every later run in every project loads."""

from __future__ import annotations

import base64

import pytest

from warden.judge.permission import judge

PROJ, HOME = "/home/dev/proj", "/home/dev"


def _decision(tool: str, tool_input: dict[str, str]) -> str:
    return judge(tool, tool_input, PROJ, home=HOME).decision


def _der(version: int, tail: bytes) -> str:
    body = b"\x02\x01" + bytes([version]) + tail + bytes(range(40))
    return base64.b64encode(b"\x30\x82" + len(body).to_bytes(2, "big") + body).decode()[:48]


@pytest.mark.parametrize("blob", [
    _der(0, b"\x02\x82\x01\x01"),  # an RSA private key (PKCS#1)
    _der(0, b"\x30\x0d\x06\x09"),  # a PKCS#8 private key
    _der(3, b"\x30\x82\x09\x00"),  # a PKCS#12 keystore
    "MHcCAQEEIBkg4LVWM9nuwNSk3yByxZpYRTBnVJk5oGPcBsdENhSHoAoGCCqGSM49",  # an EC private key (SEC1)
])
def test_a_private_key_given_as_base64_is_a_secret(blob: str) -> None:
    assert _decision("WebSearch", {"query": f"android signing fails with keystore {blob} padding"}) == "hold"
    assert _decision("Bash", {"command": f"echo {blob} | base64 -d > release.p12"}) == "hold"


def test_a_certificate_given_as_base64_is_not() -> None:
    cert = base64.b64encode(b"\x30\x82\x03\x77\x30\x82\x02\x5f\xa0\x03\x02\x01\x02" + bytes(range(30))).decode()
    assert _decision("WebSearch", {"query": f"x509 parse error {cert[:40]}"}) == "allow"


@pytest.mark.parametrize("query", [
    "consul acl bootstrap fails CONSUL_HTTP_TOKEN=letmein",
    "redis AUTH error REDIS_PASSWORD=sunflower after upgrade",
])
def test_a_secret_named_variable_set_to_a_word_is_that_secret(query: str) -> None:
    assert _decision("WebSearch", {"query": query}) == "hold"


@pytest.mark.parametrize("query", [
    "GITHUB_TOKEN=required error in actions",
    "DB_PASSWORD=changeme default in docker compose",
    "api_token=string schema openapi",
    "export VAULT_TOKEN=$(cat token) not working",
])
def test_a_setting_that_names_no_value_stays_allowed(query: str) -> None:
    assert _decision("WebSearch", {"query": query}) == "allow"


def test_a_token_given_in_a_fetch_prompt_is_held() -> None:
    prompt = "Call it with the header X-Api-Key: glpat-Hq7v2LmX9sPz4RkT8wYb and list the projects"
    assert _decision("WebFetch", {"url": "https://gitlab.example.org/api/v4/projects", "prompt": prompt}) == "hold"


def test_a_fetch_prompt_about_tokens_stays_allowed() -> None:
    prompt = "Explain how the API token is passed (header or query)"
    assert _decision("WebFetch", {"url": "https://docs.example.org/auth", "prompt": prompt}) == "allow"


@pytest.mark.parametrize("name", ["decrypted-data", "vault/prod.decrypted.json", "keys/release-signing-key.asc",
                                  "ci/secring.gpg", "deploy_private.pgp"])
def test_a_file_written_out_in_the_clear_or_an_exported_key_is_secret(name: str) -> None:
    assert _decision("Read", {"file_path": f"{PROJ}/{name}"}) == "hold"


@pytest.mark.parametrize("name", ["KEYS.pub.asc", "dist/app-1.2.tar.gz.asc", "public-key.asc", "src/decrypted_view.ts",
                                  "docs/decrypted-output.md"])
def test_a_public_key_a_signature_or_code_about_decryption_stays_readable(name: str) -> None:
    assert _decision("Read", {"file_path": f"{PROJ}/{name}"}) == "allow"


@pytest.mark.parametrize("command", ["mix archive.install hex phx_new 1.7.14", "mix escript.install github acme/fmt"])
def test_a_package_installed_into_the_toolchains_user_home_is_held(command: str) -> None:
    assert _decision("Bash", {"command": command}) == "hold"


@pytest.mark.parametrize("command", ["mix local.hex --force", "mix deps.get", "mix test --cover"])
def test_the_toolchains_own_tools_and_the_projects_tasks_stay_allowed(command: str) -> None:
    assert _decision("Bash", {"command": command}) == "allow"
