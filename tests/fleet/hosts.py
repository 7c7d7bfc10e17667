"""Separate hosts on one machine for fleet tests: a network namespace per machine, joined
to the root namespace (the server's) by a veth pair; else (no root, no `ip`) separate
loopback addresses in the root namespace.

``Host.run(argv)`` prefixes what must run on that host (``ip netns exec NAME``); a host
has its own loopback, so a scripted model server started there is reachable only there.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import uuid


def _ip(*args: str) -> None:
    subprocess.run(["ip", *args], check=True, capture_output=True, text=True)


def netns_unavailable() -> str | None:
    if os.geteuid() != 0:
        return "network namespaces need root"
    if shutil.which("ip") is None:
        return "the ip command (iproute2) is missing"
    probe = f"wprobe{uuid.uuid4().hex[:6]}"
    try:
        _ip("netns", "add", probe)
    except subprocess.CalledProcessError as e:
        return f"ip netns add failed: {e.stderr.strip()}"
    _ip("netns", "delete", probe)
    return None


class Host:
    """One machine: ``address`` is how the server sees it; ``server_address`` is where
    it reaches the server."""

    def __init__(self, name: str, index: int, netns: bool):
        self.name = name
        self.netns = f"wf{uuid.uuid4().hex[:6]}{index}" if netns else None
        self.index = index
        if netns:
            self.address, self.server_address = f"10.213.{index}.2", f"10.213.{index}.1"
        else:
            self.address, self.server_address = f"127.0.{index}.2", "127.0.0.1"
        self._veth = f"wfv{uuid.uuid4().hex[:5]}{index}"

    def up(self) -> None:
        if self.netns is None:
            return
        ns, outer, inner = self.netns, self._veth, self._veth + "p"
        _ip("netns", "add", ns)
        _ip("link", "add", outer, "type", "veth", "peer", "name", inner)
        _ip("link", "set", inner, "netns", ns)
        _ip("addr", "add", f"{self.server_address}/24", "dev", outer)
        _ip("link", "set", outer, "up")
        _ip("netns", "exec", ns, "ip", "addr", "add", f"{self.address}/24", "dev", inner)
        _ip("netns", "exec", ns, "ip", "link", "set", inner, "up")
        _ip("netns", "exec", ns, "ip", "link", "set", "lo", "up")

    def down(self) -> None:
        if self.netns is None:
            return
        subprocess.run(["ip", "link", "delete", self._veth], capture_output=True)
        subprocess.run(["ip", "netns", "delete", self.netns], capture_output=True)

    def prefix(self) -> list[str]:
        """What to put before a command that must run on this host."""
        return ["ip", "netns", "exec", self.netns] if self.netns else []

    def reachable_from_root(self) -> bool:
        """Whether the root namespace can reach this host's loopback (it cannot with netns)."""
        return self.netns is None
