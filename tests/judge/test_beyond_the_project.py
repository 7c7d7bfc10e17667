"""Actions that look like project work but change what lives beyond the project: a file
copied into a container, a cloud CLI's account or project, a tool's store of templates for
every project, a database on another machine copied here, a project script named for taking
software off the machine."""

from __future__ import annotations

import pytest

from tests.judge.helpers import bash, decision


@pytest.mark.parametrize("command", [
    "docker cp backup.rdb cache-7:/data/backup.rdb",
    "docker cp ./conf/nginx.conf edge-proxy:/etc/nginx/nginx.conf",
    "docker container cp settings.ini worker:/srv/app/settings.ini",
    "docker cp patch.bin box:/tmp/../usr/local/bin/tool",
    "docker cp build.tar box:$TARGET_DIR",
    "kubectl cp ./seed.json shop/api-5d9f:/srv/seed.json",
])
def test_copying_into_a_container_replaces_what_it_holds_and_holds(command: str) -> None:
    assert decision(command) == "hold"


@pytest.mark.parametrize("command", [
    "docker cp ./fixtures/orders.csv worker:/tmp/orders.csv",
    "docker cp worker:/srv/app/report.html ./reports/",
])
def test_a_containers_scratch_space_or_a_copy_out_of_it_stays_allowed(command: str) -> None:
    assert decision(command) == "allow"


@pytest.mark.parametrize("command", [
    "gcloud config set account ops@corp.example",
    "gcloud config set project billing-sandbox",
    "gcloud config unset compute/region",
    "gcloud config configurations activate staging",
    "az account set --subscription 0000-1111",
    "az config set defaults.group=rg-sandbox",
    "aws configure set region ap-south-1",
])
def test_a_cloud_clis_account_or_settings_are_the_users_and_hold(command: str) -> None:
    v = bash(command)
    assert v.decision == "hold", command


@pytest.mark.parametrize("command", [
    "gcloud config list", "gcloud config get-value project", "az account show", "az account list",
    "gcloud auth list", "aws configure list",
])
def test_looking_at_a_cloud_clis_settings_stays_a_read(command: str) -> None:
    assert decision(command) == "allow"


def test_printing_a_cloud_token_still_holds() -> None:
    assert decision("gcloud auth print-access-token") == "hold"


@pytest.mark.parametrize("command", [
    "dotnet new install Contoso.Web.Templates",
    "dotnet new install .",
    "dotnet new install out/Contoso.Templates.2.1.0.nupkg --force",
    "dotnet new uninstall Contoso.Web.Templates",
    "dotnet new -i Contoso.Web.Templates",
])
def test_dotnet_templates_are_the_users_store_and_hold(command: str) -> None:
    v = bash(command)
    assert v.decision == "hold"
    assert "every project of the user" in v.reason


@pytest.mark.parametrize("command", ["dotnet new console -o tools/probe", "dotnet new list", "dotnet build"])
def test_dotnet_new_from_a_template_into_the_project_stays_allowed(command: str) -> None:
    assert decision(command) == "allow"


@pytest.mark.parametrize("command", [
    "pg_dump -h orders.db.corp.example -U viewer -d orders > orders.sql",
    "pg_dump --host=10.20.0.7 ledger > ledger.sql",
    "pg_dump 'postgresql://viewer@pg.corp.example:5432/ledger' -f ledger.sql",
    "pg_dump -d 'host=pg.corp.example dbname=ledger' -f ledger.sql",
    "mysqldump -h mysql.corp.example crm > crm.sql",
    "mongodump --uri mongodb+srv://viewer@cluster0.corp.example/crm --out dump",
    "mongodump --host rs0/mongo-a.corp.example:27017 --out dump",
    "pg_dump -h $DB_HOST ledger > ledger.sql",
])
def test_dumping_a_database_on_another_machine_copies_its_records_and_holds(command: str) -> None:
    v = bash(command)
    assert v.decision == "hold", command
    assert "another machine" in v.reason


@pytest.mark.parametrize("command", [
    "pg_dump ledger > ledger.sql",
    "pg_dump -h localhost -p 5433 ledger > ledger.sql",
    "pg_dump -h 127.0.0.1 ledger -f ledger.sql",
    "pg_dump -h /var/run/postgresql ledger > ledger.sql",
    "mysqldump crm > crm.sql",
])
def test_dumping_a_database_on_this_machine_stays_allowed(command: str) -> None:
    assert decision(command) == "allow"


@pytest.mark.parametrize("command", [
    "ci/uninstall-rustup.sh", "tests/deinstall_docker.sh", "./scripts/uninstall-node.sh", "npm run uninstall:brew",
])
def test_a_project_script_named_for_uninstalling_software_holds(command: str) -> None:
    v = bash(command)
    assert v.decision == "hold"
    assert "uninstalls software" in v.reason


@pytest.mark.parametrize("command", ["tests/run.sh", "ci/build-installer.sh", "make install-hooks"])
def test_other_project_scripts_keep_their_verdicts(command: str) -> None:
    assert decision(command) == "allow"
