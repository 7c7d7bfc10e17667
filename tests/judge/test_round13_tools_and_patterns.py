"""A pattern that picks out secrets moved into a served folder exposes them, as the secret's
own name does; tools' options that move output, code or configuration out of the project
are judged where they point."""

from __future__ import annotations

import pytest

from tests.judge.helpers import decision, kinds


@pytest.mark.parametrize("command", [
    "mv .e?v public/",
    "mv .[e]nv public/",
    "mv -t public .e?v",
    "mv config/master.k?y public/",
    "mv *.pem static/",
    "mv secrets.y?ml dist/",
    "mv deploy/*.tfst?te www/",
    "mv .* public/",
])
def test_a_pattern_picking_out_secrets_moved_into_a_served_folder_holds(command: str) -> None:
    assert decision(command) == "hold"


@pytest.mark.parametrize("command", [
    "mv out/html/* site",
    "mv build/* public/",
    "mv *.css public/",
    "mv docs/*.md public/",
    "mv .e?v backup/",
])
def test_patterns_for_every_file_or_into_a_private_folder_stay_allowed(command: str) -> None:
    assert decision(command) == "allow"


@pytest.mark.parametrize("command", [
    "ansible-lint --write /etc/ansible/site.yml",
    "ansible-lint --write=all /srv/playbooks/deploy.yml",
    "ansible-lint --project-dir /etc/ansible --fix",
    "ansible-lint -c /tmp/x.yml playbooks",
    "ansible-lint --config-file ~/shared/lint.yml site.yml",
    "initdb -D .pgdata -X /tmp/wal",
    "initdb -D .pgdata --waldir=/var/lib/wal",
    "initdb -D .pgdata -L /tmp/share",
    "west twister -O /tmp/out",
    "west twister --outdir ~/twister-runs",
    "west spdx -d build -s /tmp/spdx",
    "west -z /tmp/zephyr build",
    "nuget restore -PackagesDirectory /opt/pkgs",
    "nuget restore -SolutionDirectory /opt/sol",
    "xcrun simctl openurl booted http://localhost.evil.com/x",
    "xcrun simctl openurl booted http://localhost@evil.com/x",
    "xcrun simctl openurl booted http://127.0.0.1.attacker.net/",
    "ETCDCTL_PASSWORD=x etcdctl get --keys-only /",
    "ETCDCTL_USER=root:pw etcdctl get foo",
])
def test_options_pointing_out_of_the_project_are_not_allowed(command: str) -> None:
    assert decision(command) != "allow"


@pytest.mark.parametrize("command", [
    "ansible-lint --fix",
    "ansible-lint --write site.yml",
    "ansible-lint -c .ansible-lint playbooks",
    "initdb -D .pgdata -X .pgwal",
    "initdb -D .pgdata",
    "west twister -O twister-out",
    "west build -b nrf52dk",
    "nuget restore -PackagesDirectory packages",
    "xcrun simctl openurl booted http://localhost:3000/x",
    "etcdctl get --keys-only /",
])
def test_the_same_options_inside_the_project_stay_allowed(command: str) -> None:
    assert decision(command) == "allow"


def test_the_aws_auto_prompt_flag_takes_no_value() -> None:
    assert kinds("aws --cli-auto-prompt s3 rm s3://bucket/key") == {"delete"}
    assert decision("aws --cli-auto-prompt logs get-log-events --log-group-name g --log-stream-name s") == "allow"
