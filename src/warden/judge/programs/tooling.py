"""The project's own tooling, pointed by its arguments at paths outside the project.

A test runner, a type checker or a bundler is build work because it works on the project.
Some of their options name the paths they work on, and then the tool acts wherever the
option points: pytest empties its ``--basetemp`` folder before the run, a test runner
imports and runs the code under its root and the test paths it is given, a configuration
file decides what the tool runs. Pointed outside the project (``pytest --basetemp=~``,
``pytest --rootdir=/ /etc``, ``jest --config /srv/other/jest.config.js``) it is no longer
the project's tooling; inside the project, or at the null device or a temporary folder,
it stays build work.
"""

from __future__ import annotations

from warden.judge import effects as E
from warden.judge import files, paths

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.judge.cmd import Cmd, Opts
    from warden.judge.effects import Effect
    from warden.judge.shell import Word

# options whose folder the tool empties before it runs
_EMPTIED = {"pytest": ("--basetemp",), "py.test": ("--basetemp",)}
# options naming where the tool finds its configuration, its root or its plugins: what it runs
_CODE_FROM: dict[str, tuple[str, ...]] = {
    "pytest": ("--rootdir", "-c", "--config-file", "--confcutdir", "--inifile"),
    "jest": ("--rootDir", "--config", "-c", "--roots", "--setupFiles", "--globalSetup"),
    "vitest": ("--root", "-r", "--config", "-c", "--dir", "--workspace"),
    "mocha": ("--config", "--require", "-r", "--file", "--package"),
    "tox": ("-c", "--conf", "--workdir", "--root"), "nox": ("-f", "--noxfile"),
    "playwright": ("--config", "-c"), "cypress": ("--config-file", "-C", "--project", "-P"),
    "phpunit": ("-c", "--configuration", "--bootstrap"), "pest": ("-c", "--configuration", "--bootstrap"),
    "paratest": ("-c", "--configuration", "--bootstrap"), "phpstan": ("-c", "--configuration", "-a", "--autoload-file"),
    "rspec": ("--require", "-r", "-I", "--default-path"),
    "behave": ("--config",), "ava": ("--config",), "karma": ("--config",),
}
_CODE_FROM["py.test"] = _CODE_FROM["pytest"]
# test runners import and run the test files they are given
_RUNS_GIVEN = frozenset({"pytest", "py.test", "jest", "vitest", "mocha", "ava", "tap", "phpunit", "pest", "paratest",
                         "rspec", "bats", "behave", "ward"})
# options of those runners that take a value, so the value is not read as a test path
_VALUED = ("-k", "-m", "-p", "-o", "--override-ini", "-W", "--maxfail", "--tb", "-n", "--numprocesses", "--durations",
           "--junitxml", "--junit-xml", "--cov", "--cov-report", "--log-level", "--reporter", "-t", "--testNamePattern",
           "--grep", "-g", "--timeout", "--project", "--shard", "--seed", "--reporters", "--ignore", "--deselect")


def tooling(c: Cmd) -> list[Effect]:
    """A build or test tool: build work unless an option or a test path takes it outside."""
    name = c.name
    code_from = _CODE_FROM.get(name, ())
    emptied = _EMPTIED.get(name, ())
    if not code_from and not emptied and name not in _RUNS_GIVEN:
        return [c.eff(E.BUILD_TEST, name)]
    o = c.opts(code_from + emptied + _VALUED)
    out: list[Effect] = []
    # one effect of each kind says enough (and keeps a command of many such words linear)
    # a scratch folder inside the project is the run's own; the project itself is not
    if w := next((w for w in o.all(*emptied) if away(c, w) or
                  any(paths.strip(p) == c.place.project for p in c.resolve(w) or ())), None):
        out.append(c.eff(E.DELETE, w.text, f"{name} empties its {emptied[0]} folder before the run, and this one "
                                           "is not a scratch folder of the project"))
    if w := next((w for w in o.all(*code_from) if away(c, w)), None):
        out.append(c.eff(E.OUTSIDE_PROJECT, w.text, f"runs {name} with its root or configuration outside the "
                                                    "project, so it runs code that is not the project's"))
    if name in _RUNS_GIVEN and (w := next((w for w in _given(o) if away(c, w)), None)):
        out.append(c.eff(E.OUTSIDE_PROJECT, w.text, f"runs {name} on code outside the project"))
    return out or [c.eff(E.BUILD_TEST, name)]


def _given(o: Opts) -> list[Word]:
    """The runner's positional words that name paths (test names like ``auth`` stay)."""
    return [w for w in o.positional if w.dynamic or w.text.startswith(("/", "~", "..", "$"))]


def away(c: Cmd, w: Word) -> bool:
    """``w`` names a place outside the project that is not a temporary folder or a device;
    a value only known when it runs counts as away."""
    found = c.resolve(w)
    if found is None:
        return True
    return any(not c.place.inside(paths.strip(p)) and not files.temp(p) and not files.harmless_device(p)
               for p in found)
