"""A container given the host's privileges, processes, network or root file system is
held however its flags are clustered; a package-manager runner does not hide what the
binary it starts would do."""

from __future__ import annotations

import pytest

from tests.judge.helpers import decision


@pytest.mark.parametrize("command", [
    "docker run -it --privileged debian bash",
    "podman run --rm -ti --privileged fedora",
    "docker run -t --network host redis",
    "docker run -it --net=host nginx",
    "podman run -it --pid=host alpine top",
    "docker run -ti -v /etc:/host-etc alpine",
    "docker container run -it --security-opt apparmor=unconfined ubuntu",
    "docker run -it --device /dev/kvm ubuntu",
])
def test_a_container_with_host_powers_is_held(command):
    assert decision(command) == "hold"


@pytest.mark.parametrize("command", [
    "docker run --rm -t app:test pytest",
    "docker build -t app:dev .",
])
def test_an_ordinary_container_run_or_build_stays_allowed(command):
    assert decision(command) == "allow"


@pytest.mark.parametrize("command", [
    "yarn run playwright install --with-deps firefox",
    "pnpm playwright install --with-deps",
    "bun run prisma migrate reset --force",
])
def test_a_binary_run_through_a_package_manager_keeps_what_it_would_do(command):
    assert decision(command) == "hold"
