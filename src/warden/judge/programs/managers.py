"""Ruby's, PHP's and conda's package managers: the project's own bundle and composer
files are the project's; gems, global composer packages, conda environments and every
tool's user-level settings are the person's (:func:`~warden.judge.programs.base.user_settings`).
"""

from __future__ import annotations

from warden.judge import effects as E
from warden.judge.programs.base import script_target, user_settings

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.judge.cmd import Cmd
    from warden.judge.effects import Effect


def gem(c: Cmd) -> list[Effect]:
    sub = c.words[1].text if len(c.words) > 1 else ""
    if sub in ("push", "yank", "owner"):
        return [c.eff(E.PUBLISH, f"gem {sub}")]
    if sub in ("signin", "signout"):
        return [c.eff(E.CREDENTIALS, f"gem {sub}")]
    if sub in ("install", "uninstall", "update", "cleanup", "pristine"):
        target = c.opts(("-i", "--install-dir", "-v", "--version", "-s", "--source")).value("-i", "--install-dir")
        if target is not None:
            return c.write(target)
        return [c.eff(E.SYSTEM, f"gem {sub}", "installs gems for the whole user")]
    if sub in ("sources", "source") and any(a in c.args for a in ("-a", "--add", "-r", "--remove", "-c", "--clear-all",
                                                                   "-u", "--update")):
        return [user_settings(c, "gem")]
    return [c.eff(E.BUILD_TEST if sub == "build" else E.READ, f"gem {sub}")]


def bundle(c: Cmd) -> list[Effect]:
    sub = c.words[1].text if len(c.words) > 1 else "install"
    if sub in ("exec", "ex"):
        return c.run(c.words[2:], "bundle exec")
    if sub in ("install", "update", "add", "remove", "lock", "init", "binstubs", "cache", "package", "clean"):
        return [c.eff(E.SYSTEM if "--system" in c.args else E.INSTALL_LOCAL, f"bundle {sub}")]
    if sub == "config":
        return _bundle_config(c)
    return [c.eff(E.READ)]


def _bundle_config(c: Cmd) -> list[Effect]:
    """``bundle config`` lists, ``bundle config NAME`` / ``get NAME`` prints; a value set or
    unset goes to the project's ``.bundle/config`` only with ``--local``: otherwise (``set``,
    ``--global``, the old ``bundle config NAME VALUE``) it is the user's own settings."""
    o = c.opts(start=2)
    pos = [w.text for w in o.positional]
    verb = pos[0] if pos and pos[0] in ("set", "unset", "get", "list") else ""
    rest = pos[1:] if verb else pos
    if verb in ("get", "list") or not verb and len(rest) <= 1 and not o.has("--delete"):
        return [c.eff(E.READ)]
    if o.has("--local") and not o.has("--global"):
        return [c.eff(E.INSTALL_LOCAL, "bundle config --local", "sets the project's own bundler settings")]
    return [user_settings(c, "bundler")]


def composer(c: Cmd) -> list[Effect]:
    o = c.opts(("-d", "--working-dir"))
    pos = o.positional
    sub = pos[0].text if pos else ""
    if sub == "global":
        return [c.eff(E.SYSTEM, "composer global", "installs packages for the whole user")]
    if sub in ("exec",):
        return c.run(pos[1:], "composer exec")
    if sub == "config" and len(pos) > 2 and (o.has("-g", "--global")):
        return [user_settings(c, "composer")]
    if sub in ("run-script", "run"):
        return [script_target(c, pos[1].text, "composer run")] if len(pos) > 1 else [c.eff(E.READ)]
    if sub in ("install", "i", "update", "u", "upgrade", "require", "r", "remove", "rm", "dump-autoload", "dumpautoload",
               "reinstall", "bump", "create-project", "init"):
        return [c.eff(E.INSTALL_LOCAL, f"composer {sub}")]
    if sub in ("show", "info", "outdated", "validate", "diagnose", "depends", "why", "why-not", "licenses", "search",
               "check-platform-reqs", "audit", "fund", "status", "--version", "about", "list", "help", ""):
        return [c.eff(E.READ)]
    return [script_target(c, sub, "composer")]


def conda(c: Cmd) -> list[Effect]:
    sub = c.words[1].text if len(c.words) > 1 else ""
    if sub in ("activate", "deactivate"):
        return [c.eff(E.READ, f"{c.name} {sub}", "switches the shell to an environment")]
    if sub == "run":
        o = c.opts(("-n", "--name", "-p", "--prefix", "--cwd"), start=2)
        return c.run(o.positional, "conda run")
    if sub == "config" and not _conda_reads(c.args[1:]):
        return [user_settings(c, c.name)]
    if sub in ("list", "info", "search", "env", "config", "--version", "doctor") and (sub != "env" or len(c.words) > 2 and
                                                                                    c.words[2].text == "list"):
        return [c.eff(E.READ)]
    return [c.eff(E.SYSTEM, f"{c.name} {sub}", "changes a conda environment outside the project")]


def _conda_reads(args: list[str]) -> bool:
    """``conda config`` with only options that show (``--show``, ``--get``, ``--describe``…)."""
    shows = ("--show", "--get", "--describe", "--validate", "--show-sources", "--json", "-q", "--quiet", "--verbose")
    return all(a.split("=")[0] in shows or not a.startswith("-") and i and args[i - 1] in ("--show", "--get", "--describe")
               for i, a in enumerate(args))


PROGRAMS = {
    "gem": gem, "bundle": bundle, "bundler": bundle, "composer": composer, "conda": conda, "mamba": conda,
    "micromamba": conda,
}
