"""Build tools of embedded and .NET work, and the command-line clients of services a project
runs beside it (a database server, a message broker, a key-value store, a simulator).

Each is judged by the same principles as the better-known tools: a build or test
subcommand works on the project (``west build``, ``nuget pack``); a data folder inside the
project is the project's own server (``pg_ctl -D .pgdata stop``); an administration
client's list and describe verbs only query (``kafka-topics --list``, ``etcdctl member
list``), its create, alter and delete verbs change the service's data; a value store's
``get`` prints what it stores, and a cluster keeps its secrets there. Any verb not named
here stays unknown.
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from warden.judge import effects as E
from warden.judge.leaks import SECRET_VAR
from warden.judge.programs.base import user_settings

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.judge.cmd import Cmd
    from warden.judge.effects import Effect
    from warden.judge.words import Word


def _first(c: Cmd, takes: tuple[str, ...] = ()) -> tuple[str, list]:
    pos = c.opts(takes).positional
    return (pos[0].text if pos else ""), pos[1:]


def _unknown(c: Cmd, sub: str) -> list[Effect]:
    return [c.eff(E.UNKNOWN, f"{c.name} {sub}".strip(), f"runs `{c.name} {sub}`, which the policy does not know")]


_WEST_WORK = frozenset({"build", "twister", "boards", "shields", "list", "status", "diff", "manifest", "topdir", "help",
                        "config", "zephyr-export", "spdx", "blobs", "compare", "grep", "--version", "-V"})
_WEST_DEVICE = frozenset({"flash", "debug", "debugserver", "attach", "rtt"})
_WEST_READS = frozenset({"list", "status", "diff", "manifest", "topdir", "help", "boards", "shields", "config", ""})


def west(c: Cmd) -> list[Effect]:
    """Zephyr's meta-tool: build and test in the workspace, fetch its modules, or drive a board."""
    o = c.opts(("-m", "--manifest-url", "--mr", "--manifest-rev", "--mf", "--manifest-file", "-b", "--board", "-d",
                "--build-dir", "-T", "--testsuite-root", "-p", "--pristine", "-z", "--zephyr-base", "-O", "--outdir",
                "-s", "--spdx-dir"))
    sub = o.positional[0].text if o.positional else ""
    if sub == "config":  # config's own -d is --delete, not the build folder
        o = c.opts((), start=next(i for i, w in enumerate(c.words) if w is o.positional[0]))
    if sub == "config" and o.has("--global", "--system") and (len(o.positional) > 2 or o.has("-d", "--delete", "-D",
                                                                                                "--delete-all")):
        return [user_settings(c, "west")]  # the user's or the machine's; the default is the workspace's own
    if sub == "config" and (len(o.positional) > 2 or o.has("-d", "--delete", "-D", "--delete-all")):
        return [c.eff(E.WRITE_PROJECT, "west config", "changes the workspace's settings")]
    if sub == "zephyr-export":
        # registers the workspace in the user's CMake package registry (~/.cmake/packages)
        return [user_settings(c, "west", "CMake package registry")]
    base = o.value("-z", "--zephyr-base")
    if base is not None and not c.inside(base):
        return [c.eff(E.UNKNOWN, base.text, "builds with Zephyr code from outside the project, not in view")]
    outputs = {"build": ("-d", "--build-dir"), "twister": ("-O", "--outdir"),
               "spdx": ("-d", "--build-dir", "-s", "--spdx-dir")}.get(sub, ())
    for build_dir in o.all(*outputs):
        if not c.inside(build_dir):
            return c.write(build_dir)  # the build's output goes where the person did not put the project
    if sub in _WEST_WORK or not sub:
        return [c.eff(E.READ if sub in _WEST_READS else E.BUILD_TEST, f"west {sub}".strip())]
    if sub == "update":
        return [c.eff(E.INSTALL_LOCAL, "west update", "fetches the workspace's modules into it")]
    if sub == "init":
        return [e for w in o.positional[1:2] for e in c.write(w)] or [c.eff(E.WRITE_PROJECT, "west init")]
    if sub in _WEST_DEVICE:
        return [c.eff(E.SYSTEM, f"west {sub}", "writes to or drives a connected board")]
    return _unknown(c, sub)


def nuget(c: Cmd) -> list[Effect]:
    sub, rest = _first(c, ("-Version", "-OutputDirectory", "-Source", "-ApiKey", "-ConfigFile", "-Properties"))
    sub = sub.lower()
    if sub in ("pack", "spec"):
        return [c.eff(E.BUILD_TEST, f"nuget {sub}")]
    if sub in ("restore", "install", "update"):
        for a, out in zip(c.words, c.words[1:]):
            if a.text.lower() in ("-outputdirectory", "-o", "-packagesdirectory", "-solutiondirectory") and \
                    not c.inside(out):
                return c.write(out)  # the packages land outside the project
        return [c.eff(E.INSTALL_LOCAL, f"nuget {sub}")]
    if sub in ("list", "search", "help", "?", "verify", ""):
        return [c.eff(E.READ)]
    if sub == "locals":
        return [c.eff(E.READ)] if any(a.lower() == "-list" for a in c.args) else [
            c.eff(E.OUTSIDE_PROJECT, "nuget locals", "clears the user's package caches")]
    if sub in ("push", "add", "init"):
        return [c.eff(E.PUBLISH, f"nuget {sub}", "publishes packages to a feed")]
    if sub == "delete":
        return [c.eff(E.DELETE, "nuget delete", "removes a package from a feed")]
    if sub in ("setapikey",):
        return [c.eff(E.CREDENTIALS, "nuget setapikey")]
    if sub in ("sources", "config", "trusted-signers", "client-certs"):
        return [user_settings(c, "nuget")]
    return _unknown(c, sub)


def pg_ctl(c: Cmd) -> list[Effect]:
    """pg_ctl and initdb on a data folder: inside the project it is the project's own
    database server (``.pgdata``); elsewhere it is the machine's; unnamed (``$PGDATA``) it
    cannot be told."""
    o = c.opts(("-D", "--pgdata", "-l", "--log", "-m", "--mode", "-o", "--options", "-t", "--timeout", "-U",
                "--username", "-E", "--encoding", "--locale", "-A", "--auth", "-N", "-s", "--signal", "-X", "--waldir", "-L"))
    data = o.value("-D", "--pgdata")
    if data is None or data.dynamic:
        return [c.eff(E.UNKNOWN, c.name, "acts on a database server whose data folder the command does not show")]
    if not c.inside(data):
        return [c.eff(E.SYSTEM, data.text, "starts, stops or changes a database server that is not the project's")]
    for log in o.all("-l", "--log", "-X", "--waldir"):
        if not c.inside(log):
            return c.write(log)  # the server's log file, or the write-ahead log, is written where named
    if (share := o.value("-L")) is not None and not c.inside(share):
        return [c.eff(E.UNKNOWN, share.text, "bootstraps the database from files outside the project, not in view")]
    if o.has("-o", "--options"):
        # server options can set archive_command/restore_command or load libraries: commands not in view
        return [c.eff(E.UNKNOWN, c.name, "passes options to the server, which can make it run other commands")]
    sub = o.positional[0].text if o.positional else ""
    if c.name == "initdb" or sub in ("init", "initdb"):
        return c.write(data)
    if sub == "status":
        return [c.eff(E.READ)]
    if sub in ("start", "stop", "restart", "reload", "logrotate"):
        return [c.eff(E.BUILD_TEST, f"pg_ctl {sub}", "runs the project's own database server from its data folder")]
    return _unknown(c, sub)


def kafka(c: Cmd) -> list[Effect]:
    """kafka-topics, kafka-consumer-groups, kafka-configs, kafka-acls: the verb is an option."""
    args = set(c.args)
    if args & {"--delete", "--delete-offsets", "--remove"}:
        return [c.eff(E.DELETE, c.name, "deletes topics, groups, offsets or ACLs")]
    if args & {"--create", "--alter", "--add"} or "--reset-offsets" in args and "--execute" in args:
        return [c.eff(E.ALTER_DATA, c.name, "changes the broker's topics, offsets, settings or ACLs")]
    if args & {"--list", "--describe", "--version", "--help", "--reset-offsets"}:  # offsets reset without --execute is a preview
        return [c.eff(E.READ, c.name, "only lists or describes")]
    return _unknown(c, "")


def etcdctl(c: Cmd) -> list[Effect]:
    o = c.opts(("--endpoints", "--cacert", "--cert", "--key", "--user", "--password", "-w", "--write-out",
                "--dial-timeout", "--command-timeout", "--prefix-range"))
    pos = [w.text for w in o.positional]
    sub, action = (pos + ["", ""])[:2]
    user = o.value("--user")
    # the password in the environment's prefix is on the command line as much as --password is
    if o.has("--password") or user is not None and ":" in user.text or any(
            a.startswith("--user=") and ":" in a for a in c.args) or any(
            v is None or v for v in c.sc.env("ETCDCTL_PASSWORD")) or any(":" in (v or ":") for v in c.sc.env("ETCDCTL_USER")):
        return [c.eff(E.CREDENTIALS, "etcdctl", "puts a password on the command line")]
    if sub in ("version", "help", "") or (sub, action) in (("member", "list"), ("endpoint", "health"),
                                                           ("endpoint", "status"), ("endpoint", "hashkv"),
                                                           ("alarm", "list"), ("lease", "list")):
        return [c.eff(E.READ, f"etcdctl {sub} {action}".strip(), "only queries the cluster's members")]
    if sub in ("get", "watch"):
        if o.has("--keys-only", "--count-only"):
            return [c.eff(E.READ, f"etcdctl {sub}", "only lists keys")]
        return [c.eff(E.CREDENTIALS, f"etcdctl {sub}", "prints stored values, and a cluster keeps its secrets there")]
    if (sub, action) in (("check", "perf"), ("check", "datascale")):
        return [c.eff(E.ALTER_DATA, f"etcdctl check {action}", "writes a test load of keys onto the cluster")]
    if sub == "snapshot" and action in ("save", "restore"):
        return [c.eff(E.CREDENTIALS, "etcdctl snapshot", "copies the whole store, secrets included")]
    if sub in ("del", "defrag", "compaction"):
        return [c.eff(E.DELETE, f"etcdctl {sub}", "deletes keys or history")]
    if sub in ("put", "txn", "lease", "lock", "elect"):
        return [c.eff(E.ALTER_DATA, f"etcdctl {sub}", "changes the cluster's stored data")]
    if sub in ("user", "role", "auth"):
        return [c.eff(E.CREDENTIALS, f"etcdctl {sub}")]
    return [c.eff(E.DEPLOY, f"etcdctl {sub} {action}".strip(), "changes the cluster's members or alarms")]


# the files that are the terminal or one of the command's own outputs: writing there prints
_SCREENS = re.compile(r"^/(?:dev/(?:stdout|stderr|tty\w*|console|fd/\d+|pts/\d+)|proc/(?:self|thread-self|\d+)/fd/\d+)$")


def _screen(c: Cmd, target: Word) -> bool:
    """Whether a redirect's target is the screen, however the path is spelt (``/dev//stdout``,
    ``/dev/fd/3`` after ``3>&1``); a target named at run time might be."""
    found = c.resolve(target)
    return found is None or any(_SCREENS.match("/" + f.lstrip("/")) for f in found)


def envsubst(c: Cmd) -> list[Effect]:
    """Fills ``$VAR`` in its input from the environment: into a file it only writes that file
    (judged with the redirect); onto the screen it prints the values, as ``printenv`` does,
    unless it is told which variables and none of them sounds secret."""
    names = [w.text for w in c.words[1:] if not w.text.startswith("-")]
    if "-v" in c.args or "--variables" in c.args or "--help" in c.args or "--version" in c.args:
        return [c.eff(E.READ)]
    to_file = any(r.target is not None and r.op in (">", ">>", ">|", "&>", "&>>") and r.fd in (None, 1)
                  and not _screen(c, r.target) for r in c.sc.redirects)
    if to_file or names and not any(w.dynamic for w in c.words[1:]) and not any(SECRET_VAR.search(v) for n in names
                                                                             for v in re.findall(r"\w+", n)):
        return [c.eff(E.READ, "envsubst")]
    return [c.eff(E.CREDENTIALS, "envsubst", "prints environment variables, which hold secrets")]


def xcrun(c: Cmd) -> list[Effect]:
    """``xcrun [--sdk S] TOOL ARGS`` runs an Xcode developer tool: judged as that tool."""
    o = c.opts(("--sdk", "-sdk", "--toolchain", "-toolchain"))
    if not o.positional:
        return [c.eff(E.READ)]
    at = next(i for i, w in enumerate(c.words) if w is o.positional[0])
    # only xcrun's own options, before the tool's name: the tool's `-h` is the tool's
    own = {w.text for w in c.words[1:at]}
    if own & {"--find", "-f", "--show-sdk-path", "--show-sdk-version", "--version", "--help", "-h"}:
        return [c.eff(E.READ)]
    return c.inner(c.words[at:], "xcrun")


def _url_host(url: str) -> str:
    """The host a web address reaches (``http://localhost@evil.com`` reaches evil.com)."""
    try:
        return urlsplit(url).hostname or ""
    except ValueError:
        return url


def simctl(c: Cmd) -> list[Effect]:
    """The iOS simulators of this machine: the app under test runs in them."""
    sub, _ = _first(c, ("--set",))
    if sub in ("list", "help", "getenv", "listapps", "appinfo", "get_app_container", ""):
        return [c.eff(E.READ)]
    if sub == "openurl":
        found = [w.text for w in c.words if "://" in w.text and not w.text.startswith("file:") and (
            w.dynamic or _url_host(w.text) not in ("localhost", "127.0.0.1", "::1"))]
        if found:
            return [c.eff(E.SEND, found[0], "opens a web address, which sends a request to it")]
    if sub in ("boot", "shutdown", "install", "launch", "terminate", "openurl", "io", "status_bar", "spawn", "bootstatus",
               "addmedia", "push", "ui"):
        return [c.eff(E.BUILD_TEST, f"simctl {sub}", "runs the app under test in a simulator")]
    if sub in ("erase", "delete", "uninstall"):
        return [c.eff(E.DELETE, f"simctl {sub}", "erases a simulator or its app data")]
    return _unknown(c, sub)


def swift_format(c: Cmd) -> list[Effect]:
    o = c.opts(("--configuration", "-m", "--mode"))
    if o.has("--in-place", "-i"):
        return [e for w in o.positional if w.text not in ("format", "lint") for e in c.write(w)] or [
            c.eff(E.WRITE_PROJECT, "swift-format")]
    return [c.eff(E.READ, "swift-format")]


def ansible_lint(c: Cmd) -> list[Effect]:
    """Lints playbooks; ``--fix`` rewrites the files it is given, and ``-r``/``--rules-dir`` loads
    rule code from a folder: outside the project that is code the command does not show."""
    o = c.opts(("-r", "--rules-dir", "-c", "--config-file", "-x", "--skip-list", "-w", "--warn-list", "-t", "--tags",
                "-f", "--format", "--project-dir", "--exclude", "-i", "--ignore-file", "-P", "--profile"))
    for rules in o.all("-r", "--rules-dir"):
        if not c.inside(rules):
            return [c.eff(E.UNKNOWN, rules.text, "loads lint rules (code) from outside the project")]
    for conf in o.all("-c", "--config-file"):
        if not c.inside(conf):  # a configuration sets rulesdir (code) and what --fix rewrites
            return [c.eff(E.UNKNOWN, conf.text, "reads a lint configuration from outside the project")]
    # --write is --fix's older name
    if o.has("--fix", "--write") or any(a.startswith(("--fix=", "--write=")) for a in c.args):
        where = o.positional or o.all("--project-dir")
        return [e for w in where for e in c.write(w)] or [c.eff(E.WRITE_PROJECT, "ansible-lint --fix")]
    return [c.eff(E.BUILD_TEST, "ansible-lint")]


PROGRAMS = {
    "west": west, "nuget": nuget, "pg_ctl": pg_ctl, "initdb": pg_ctl, "etcdctl": etcdctl, "envsubst": envsubst,
    "xcrun": xcrun, "simctl": simctl, "swift-format": swift_format,
    "ansible-lint": ansible_lint,
    **{f"kafka-{n}{s}": kafka for n in ("topics", "consumer-groups", "configs", "acls") for s in ("", ".sh")},
}
