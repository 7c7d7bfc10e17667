"""A throwaway PostgreSQL cluster for the tests (Debian's ``postgresql`` package).

``Cluster.start()`` runs ``initdb`` as an unprivileged user (the tests may run as root:
then as the system user ``warden-pg``, created when missing), starts the server on a
free port of 127.0.0.1 with its unix socket in the cluster's temporary folder, trust
authentication for local connections only, and no durability (the data is thrown
away). ``new_database()`` gives each test a database of its own, copied from a
template that already has the schema. ``stop()`` stops the server and removes it all.
"""

from __future__ import annotations

import glob
import itertools
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path
from typing import Any

USER = "warden-pg"  # the unprivileged system user the server runs as when the tests run as root
ROLE = "warden"  # the cluster's superuser
MIGRATED = "warden_migrated"  # the template every test database is copied from


def bindir() -> Path | None:
    """Where initdb and pg_ctl are: on PATH, else Debian's /usr/lib/postgresql/<version>/bin."""
    found = shutil.which("initdb")
    if found:
        return Path(os.path.realpath(found)).parent
    candidates = glob.glob("/usr/lib/postgresql/*/bin/initdb")
    if not candidates:
        return None
    newest = max(candidates, key=lambda p: int(Path(p).parts[-3]) if Path(p).parts[-3].isdigit() else 0)
    return Path(newest).parent


def unavailable() -> str | None:
    """Why a cluster cannot be started here (None: it can)."""
    if bindir() is None:
        return "PostgreSQL is not installed (Debian: apt-get install postgresql; scripts/setup does it)"
    try:
        import psycopg  # noqa: F401
    except ImportError:
        return "psycopg is not installed (pip install 'warden[fleet]')"
    return None


def _server_user() -> str | None:
    """None: run the server as ourselves; else the user to run it as (we are root)."""
    if os.geteuid() != 0:
        return None
    try:
        pwd.getpwnam(USER)
    except KeyError:
        subprocess.run(["useradd", "--system", "--no-create-home", "--home-dir", "/nonexistent",
                        "--shell", "/usr/sbin/nologin", USER], check=True, capture_output=True)
    return USER


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Cluster:
    def __init__(self, root: Path, port: int, user: str | None):
        self.root, self.port, self.user = root, port, user
        self.data, self.sockets = root / "data", root / "sockets"
        self._n = itertools.count(1)

    # ------------------------------------------------------------ lifetime

    @classmethod
    def start(cls) -> Cluster:
        bins = bindir()
        assert bins is not None
        user = _server_user()
        root = Path(tempfile.mkdtemp(prefix="warden-pg-"))
        c = cls(root, _free_port(), user)
        c.sockets.mkdir()
        if user is not None:
            info = pwd.getpwnam(user)
            for p in (root, c.sockets):
                os.chown(p, info.pw_uid, info.pw_gid)
        try:
            c._run(str(bins / "initdb"), "-D", str(c.data), "-U", ROLE, "--auth=trust", "--no-sync", "-E", "UTF8",
                   "--locale=C")
            options = (f"-c listen_addresses=127.0.0.1 -p {c.port} -k {c.sockets} -c fsync=off "
                       "-c synchronous_commit=off -c full_page_writes=off -c max_connections=300")
            c._run(str(bins / "pg_ctl"), "-D", str(c.data), "-l", str(root / "server.log"), "-w", "-t", "60",
                   "-o", options, "start")
            c._prepare_template()
        except BaseException:
            c.stop()
            raise
        return c

    def stop(self) -> None:
        bins = bindir()
        if bins is not None and (self.data / "postmaster.pid").exists():
            self._run(str(bins / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w", "stop", check=False)
        shutil.rmtree(self.root, ignore_errors=True)

    def _run(self, *argv: str, check: bool = True) -> None:
        cmd = list(argv) if self.user is None else ["runuser", "-u", self.user, "--", *argv]
        r = subprocess.run(cmd, cwd=self.root, capture_output=True, text=True)
        if check and r.returncode != 0:
            log = (self.root / "server.log")
            raise RuntimeError(f"{' '.join(argv[:2])} failed ({r.returncode}): {r.stderr or r.stdout}"
                               + (f"\n{log.read_text()}" if log.exists() else ""))

    # ------------------------------------------------------------ databases

    def url(self, database: str, tcp: bool = False) -> str:
        if tcp:
            return f"postgresql://{ROLE}@127.0.0.1:{self.port}/{database}"
        return f"postgresql://{ROLE}@/{database}?host={self.sockets}&port={self.port}"

    def admin(self) -> Any:
        import psycopg

        return psycopg.connect(self.url("postgres"), autocommit=True)

    def _prepare_template(self) -> None:
        from warden.store import Store

        with self.admin() as c:
            c.execute(f"CREATE DATABASE {MIGRATED}")
        Store(self.url(MIGRATED), home=str(self.root)).close()

    def new_database(self, migrated: bool = True, tcp: bool = False) -> str:
        """The URL of a new database: with the schema (copied from the template), or empty."""
        name = f"test_{os.getpid()}_{next(self._n)}"
        with self.admin() as c:
            c.execute(f"CREATE DATABASE {name} TEMPLATE {MIGRATED if migrated else 'template0'}")
        return self.url(name, tcp=tcp)
