"""What an action does, as a person would weigh it: the effect taxonomy.

Every judgement in warden.judge is built on *effects*, not on how an action is worded:
a shell command, a file edit, a URL fetch (and, later, the prose of a question's option)
are each turned into a list of :class:`Effect`, and one table below says which kinds a
careful person lets an unattended agent do on its own.

Allowed families (inside the project, visible in git or regenerable):
``read``, ``build_test``, ``write_project``, ``vcs_local``, ``install_local``, ``clean``.

Everything else is a person's call: it deletes or discards work, rewrites history, leaves
the machine (push, publish, deploy, send), touches secrets, writes outside the project,
gains privilege, reads the person's private files, runs code fetched from the network,
changes the machine, reaches a private network service, changes data in a database, or
hides what it runs (a command name spelled in escapes or a variable, a shortened link).
``unknown`` means the judge cannot tell what the action does; the policy
abstains on it instead of guessing.
"""

from __future__ import annotations

import re

READ = "read"
BUILD_TEST = "build_test"
WRITE_PROJECT = "write_project"
VCS_LOCAL = "vcs_local"
INSTALL_LOCAL = "install_local"
CLEAN = "clean"

DELETE = "delete"
DISCARD_WORK = "discard_work"
REWRITE_HISTORY = "rewrite_history"
PUSH = "push"
MERGE = "merge"
PUBLISH = "publish"
DEPLOY = "deploy"
SEND = "send"
CREDENTIALS = "credentials"
PERSONAL = "personal"
OUTSIDE_PROJECT = "outside_project"
PRIVILEGE = "privilege"
NETWORK_EXEC = "network_exec"
SYSTEM = "system"
ALTER_DATA = "alter_data"
LOCAL_NETWORK = "local_network"
CONCEALED = "concealed"
UNKNOWN = "unknown"

# the one-line reason a person reads, per kind
REASONS: dict[str, str] = {
    READ: "only reads",
    BUILD_TEST: "builds, tests or runs the project's own tooling",
    WRITE_PROJECT: "writes files inside the project",
    VCS_LOCAL: "changes the local git repository only",
    INSTALL_LOCAL: "installs dependencies into the project",
    CLEAN: "removes regenerable build output or caches inside the project",
    DELETE: "deletes data",
    DISCARD_WORK: "throws away uncommitted work",
    REWRITE_HISTORY: "rewrites git history",
    PUSH: "pushes to a remote repository",
    MERGE: "merges work into a shared line (main, a release branch)",
    PUBLISH: "publishes a package or release",
    DEPLOY: "changes a deployed system or cloud resources",
    SEND: "sends data to another party or machine",
    CREDENTIALS: "reads, sends or changes secrets",
    PERSONAL: "reads the person's private files",
    OUTSIDE_PROJECT: "writes outside the project",
    PRIVILEGE: "gains privileges or changes the agent's own permissions",
    NETWORK_EXEC: "runs code fetched from the network",
    SYSTEM: "changes the machine (system packages, services, processes, devices)",
    ALTER_DATA: "changes records in a database",
    LOCAL_NETWORK: "reaches a service on this machine or the private network",
    CONCEALED: "hides what it runs or where it goes",
    UNKNOWN: "what it does cannot be told from the command",
}

ALLOWED: frozenset[str] = frozenset({READ, BUILD_TEST, WRITE_PROJECT, VCS_LOCAL, INSTALL_LOCAL, CLEAN})
HELD: frozenset[str] = frozenset(REASONS) - ALLOWED - {UNKNOWN}

# when several effects hold an action, the reason a person reads first: the gravest
SEVERITY: tuple[str, ...] = (
    NETWORK_EXEC, CONCEALED, PRIVILEGE, CREDENTIALS, PERSONAL, DELETE, DISCARD_WORK, REWRITE_HISTORY, ALTER_DATA, DEPLOY,
    PUBLISH, PUSH, MERGE, SEND, SYSTEM, OUTSIDE_PROJECT, LOCAL_NETWORK, UNKNOWN,
    WRITE_PROJECT, INSTALL_LOCAL, VCS_LOCAL, CLEAN, BUILD_TEST, READ,
)


class Effect:
    """One thing an action does.

    ``kind`` is one of the names above; ``target`` what it acts on (a path, a host, a
    branch; "" when there is none or it cannot be known); ``evidence`` the text it was
    read from (a simple command, a file path, a URL); ``note`` a more specific reason
    than the kind's own ("deletes files outside the project").
    """

    __slots__ = ("kind", "target", "evidence", "note")

    def __init__(self, kind: str, target: str = "", evidence: str = "", note: str = ""):
        if kind not in REASONS:
            raise ValueError(f"unknown effect kind {kind!r}")
        self.kind, self.target, self.evidence, self.note = kind, target, evidence, note

    @property
    def allowed(self) -> bool:
        return self.kind in ALLOWED

    def reason(self) -> str:
        """The sentence a person reads: "deletes files outside the project: rm -rf ~/old"."""
        what = self.note or REASONS[self.kind]
        return f"{what}: {shorten(self.evidence)}" if self.evidence else what

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Effect) and (self.kind, self.target, self.evidence, self.note) == (
            other.kind, other.target, other.evidence, other.note)

    def __hash__(self) -> int:
        return hash((self.kind, self.target, self.evidence, self.note))

    def __repr__(self) -> str:
        return f"Effect({self.kind!r}, target={self.target!r}, evidence={shorten(self.evidence, 40)!r})"


def gravest(effects: list[Effect]) -> list[Effect]:
    """``effects`` ordered gravest first (stable within a kind)."""
    rank = {k: i for i, k in enumerate(SEVERITY)}
    return sorted(effects, key=lambda e: rank.get(e.kind, len(rank)))


_MORE = re.compile(r"\S")


def shorten(text: str, limit: int = 120) -> str:
    """One line, at most ``limit`` characters, for a reason a person reads. Only the text's head is read: a
    command of thousands of parts shortens its whole text once per effect."""
    head = 4 * limit
    cut = len(text) > head and _MORE.search(text, head) is not None
    line = " ".join(text[:head].split())
    return line if len(line) <= limit and not cut else line[: limit - 1] + "…"
