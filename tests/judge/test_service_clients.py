"""Build tools of embedded and .NET work and the clients of services a project runs beside
it: build and test subcommands, a server on a data folder inside the project, and the list
and describe verbs of administration clients are allowed; what changes a service's data,
a board, a feed or the user's settings holds; what cannot be seen stays unknown."""

from __future__ import annotations

import pytest

from tests.judge.helpers import bash, decision


@pytest.mark.parametrize("command", [
    "west build -b frdm_k64f firmware",
    "west build -b frdm_k64f firmware -- -DOVERLAY_CONFIG=trace.conf",
    "west twister -T firmware/tests --integration",
    "west update", "west list", "west config build.board",
    "west init -m https://git.example.org/fw/manifest --mr v2 fw-ws",
    "nuget pack Widgets.nuspec -Version 3.1.4", "nuget restore Widgets.sln",
    "pg_ctl -D ./var/pgdata -l var/pg.log start", "pg_ctl -D /home/dev/proj/var/pgdata -m fast -w stop",
    "pg_ctl -D var/pgdata status", "initdb -D var/pgdata",
    "kafka-topics --bootstrap-server localhost:29092 --list",
    "kafka-topics.sh --bootstrap-server localhost:29092 --describe --topic orders",
    "kafka-consumer-groups --bootstrap-server localhost:29092 --describe --group billing",
    "kafka-consumer-groups --bootstrap-server localhost:29092 --reset-offsets --to-earliest --group billing --all-topics",
    "etcdctl member list", "etcdctl endpoint health --endpoints=https://10.9.0.4:2379",
    "etcdctl get /config --prefix --keys-only",
    "envsubst < deploy/values.tmpl > values.yaml", "envsubst '$APP_HOST $APP_PORT' < deploy/values.tmpl",
    "xcrun simctl list devices available", "xcrun simctl boot 0A1B2C3D-0000-4000-8000-00000000000F",
    "xcrun swift-format --in-place Sources/Widgets/Widget.swift", "xcrun swift-format lint -r Sources",
    "ansible-lint", "ansible-lint playbooks/site.yml",
])
def test_build_and_query_work_of_these_tools_is_allowed(command: str) -> None:
    v = bash(command)
    assert v.decision == "allow", v.reason


@pytest.mark.parametrize("command", [
    "west flash", "west config --global manifest.path other",
    "nuget push bin/Widgets.3.1.4.nupkg -Source https://feed.example.org", "nuget setapikey 0f0f",
    "nuget sources add -Name corp -Source https://feed.example.org", "nuget locals all -clear",
    "pg_ctl -D /var/lib/postgresql/16/main restart",
    "kafka-topics --bootstrap-server localhost:29092 --delete --topic orders",
    "kafka-topics --bootstrap-server localhost:29092 --create --topic orders",
    "kafka-consumer-groups --bootstrap-server localhost:29092 --reset-offsets --to-earliest --group g --all-topics --execute",
    "etcdctl get /registry/secrets/default/api-token", "etcdctl get / --prefix", "etcdctl snapshot save snap.db",
    "etcdctl put /config/mode maintenance", "etcdctl del /config --prefix", "etcdctl member remove 8e9e05c52164694d",
    "envsubst < deploy/values.tmpl", "envsubst '$DB_PASSWORD' < deploy/values.tmpl",
    "xcrun simctl erase all", "xcrun swift-format --in-place /home/dev/other/Sources/A.swift",
])
def test_changes_to_a_service_a_device_a_feed_or_the_users_settings_hold(command: str) -> None:
    assert decision(command) == "hold", command


@pytest.mark.parametrize("command", [
    "west forall -c 'git clean -fdx'", "pg_ctl stop", "pg_ctl -D $PGDATA start", "kafka-topics --bootstrap-server x",
    "xcrun simctl keychain booted reset",
])
def test_what_these_tools_do_when_the_command_does_not_show_it_stays_unknown(command: str) -> None:
    assert decision(command) == "unknown"
