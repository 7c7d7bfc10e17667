"""Engines that build or run a project of their own kind in the folder: dbt (data models built in
a shared warehouse) and the Godot game engine.

dbt is read by its verb once its options keep it to this project: compiling, docs and data tests
are the project's work; runs, seeds, snapshots and builds write the warehouse. Godot imports,
checks and exports the project in the folder; another project, a script, a remote device or an
export path it does not show are not read as the project's.
"""

from __future__ import annotations

from warden.judge import effects as E
from warden.judge.programs.base import by_subcommand

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.judge.cmd import Cmd
    from warden.judge.effects import Effect


def _dbt_test(c: Cmd) -> list[Effect]:
    if any(a.startswith("--store-failures") for a in c.args):  # the failing rows become tables in the warehouse
        return [c.eff(E.ALTER_DATA, "dbt test --store-failures", "writes tables into the warehouse")]
    return [c.eff(E.READ, "dbt test", "runs the project's data tests: queries that only read")]


# dbt: the models live in the project, the tables they build in a shared warehouse
_DBT = {"debug": E.READ, "ls": E.READ, "list": E.READ, "show": E.READ, "parse": E.BUILD_TEST, "compile": E.BUILD_TEST,
        "docs": E.BUILD_TEST, "test": _dbt_test, "deps": E.INSTALL_LOCAL, "run": E.ALTER_DATA, "seed": E.ALTER_DATA,
        "snapshot": E.ALTER_DATA, "build": E.ALTER_DATA, "run-operation": E.ALTER_DATA}


_DBT_VERBS = by_subcommand(_DBT)
# where dbt reads the project, its connection profiles or packages from (their macros run SQL), and where it writes
_DBT_FROM = ("--project-dir", "--profiles-dir", "--packages-install-path")
_DBT_TO = ("--target-path", "--log-path")


def dbt(c: Cmd) -> list[Effect]:
    """dbt by its verb, once its options keep it to this project: a project, profiles or packages
    elsewhere run other SQL; output and logs elsewhere are writes there; `show` prints the
    warehouse's rows into the transcript; `docs serve` on every interface serves the docs to the network."""
    o = c.opts(_DBT_FROM + _DBT_TO + ("--host", "--port", "--select", "-s", "--target", "-t", "--vars", "--inline",
                                      "--limit", "--exclude"))
    for w in o.all(*_DBT_FROM):
        if not c.inside(w):
            return [c.eff(E.UNKNOWN, w.text, "runs dbt with a project, profiles or packages from outside this one")]
    out = [e for w in o.all(*_DBT_TO) for e in c.write(w)]
    sub = o.positional[0].text if o.positional else ""
    if sub == "show":
        return out + [c.eff(E.UNKNOWN, "dbt show", "prints rows of the warehouse's data into the transcript")]
    host = o.value("--host")
    if sub == "docs" and host is not None and host.text not in ("127.0.0.1", "localhost", "::1"):
        return out + [c.eff(E.LOCAL_NETWORK, host.text, "serves the project's docs to the network")]
    return out + _DBT_VERBS(c)


_GODOT_VALUED = ("--path", "--export-release", "--export-debug", "--export-pack", "-s", "--script", "--quit-after",
                 "--remote-fs", "--remote-fs-password", "--debug-server",
                 "--main-pack", "--upload-remote", "--remote-debug", "--log-file", "--doctool", "--gdscript-docs",
                 "--rendering-driver", "--display-driver", "--audio-driver", "--resolution", "--position", "--scene")


def godot(c: Cmd) -> list[Effect]:
    """The Godot engine on the project in the folder: importing, checking and exporting it
    are its build (an export writes where its last word says), the editor or the game run
    on this machine; a project or a script elsewhere, a log or a pack loaded from outside,
    or a remote it talks to are not the project's."""
    o = c.opts(_GODOT_VALUED)
    out: list[Effect] = []
    for w in o.all("--path", "--main-pack"):
        if not c.inside(w):
            return [c.eff(E.UNKNOWN, w.text, "runs a Godot project or pack that is not this one")]
    if o.has("--upload-remote", "--remote-debug", "--remote-fs", "--debug-server"):
        return [c.eff(E.UNKNOWN, "godot remote", "connects to or listens for a remote device, debugger or file system")]
    for w in o.positional:  # a project file or scene given by path: another project's, when outside
        if w.text.endswith((".godot", ".tscn", ".scn", ".pck", ".zip")) and not c.inside(w):
            return [c.eff(E.UNKNOWN, w.text, "runs a Godot project or pack that is not this one")]
    if script := o.value("-s", "--script"):
        return c.script(script)
    for w in o.all("--log-file", "--doctool", "--gdscript-docs"):
        out += c.write(w)
    if any(w.text.startswith(("--export-release=", "--export-debug=", "--export-pack=")) for w in c.words):
        return [c.eff(E.UNKNOWN, "godot --export", "exports with its preset given as `=`, so where it writes is not read")]
    exports = [i for i, w in enumerate(c.words) if w.text in ("--export-release", "--export-debug", "--export-pack")]
    for i in exports:  # `--export-release PRESET PATH`: the preset, then where the export is written
        if i + 2 < len(c.words):
            out += c.write(c.words[i + 2])
    return out + [c.eff(E.BUILD_TEST, "godot", "imports, checks, exports or runs the project in the folder")]


PROGRAMS = {"dbt": dbt, "godot": godot, "godot4": godot}
