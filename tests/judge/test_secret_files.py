"""Env files by any name hold a deployment's secrets, MCP configurations hold the servers'
tokens, and a database container's data files hold its users' records: reading, rewriting
or copying them out is the person's call. Samples of env files stay ordinary files."""

from __future__ import annotations

import pytest

from tests.judge.helpers import HOME, PROJECT, decision
from warden.judge.permission import judge


def tool(name: str, path: str) -> str:
    return judge(name, {"file_path": path}, PROJECT, home=HOME).decision


@pytest.mark.parametrize("path", [
    f"{PROJECT}/infra/staging.env", f"{PROJECT}/compose/wiki.env", f"{PROJECT}/.env.development.local",
    f"{PROJECT}/mcp_config.json", f"{PROJECT}/tools/mcp-servers.json", f"{PROJECT}/.cursor/mcp.json",
    f"{HOME}/.config/Claude/claude_desktop_config.json",
])
def test_reading_an_env_file_or_an_mcp_config_holds(path: str) -> None:
    assert tool("Read", path) == "hold"


@pytest.mark.parametrize("path", [
    f"{PROJECT}/deploy/example.env", f"{PROJECT}/app.sample.env", f"{PROJECT}/config/template.env",
    f"{PROJECT}/src/mcp_server.py", f"{PROJECT}/docs/env.md",
])
def test_samples_and_code_about_them_stay_readable(path: str) -> None:
    assert tool("Read", path) == "allow"


@pytest.mark.parametrize("command", [
    "sed -i 's/^DB_PASSWORD=.*/DB_PASSWORD=hunter2/' stack/outline.env",
    "cat deploy/prod.env",
    "echo 'API_TOKEN=abc' >> services/mail.env",
    "cp ~/keys/app.env ./app.env",
])
def test_rewriting_or_printing_an_env_file_holds(command: str) -> None:
    assert decision(command) == "hold"


@pytest.mark.parametrize("command", [
    "docker cp wiki-db:/var/lib/postgresql/data ./backup/pg",
    "docker cp -a 9b1e77:/var/lib/mysql/. /home/dev/proj/dump/",
    "docker container cp mongo:/data/db ./snapshots",
    "docker cp api:/run/secrets/stripe_key .",
    "docker cp app:/srv/app/config.json /home/dev/elsewhere/",
])
def test_copying_data_files_or_secrets_out_of_a_container_holds(command: str) -> None:
    assert decision(command) == "hold"


@pytest.mark.parametrize("command", [
    "docker cp web:/app/coverage.xml ./reports/",
    "docker cp ./fixtures/seed.sql db:/tmp/seed.sql",
    "docker cp app:/usr/share/nginx/html/index.html build/",
])
def test_copying_ordinary_files_with_a_container_stays_allowed(command: str) -> None:
    assert decision(command) == "allow"
