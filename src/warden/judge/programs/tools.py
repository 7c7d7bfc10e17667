"""Build tools, test runners, linters, formatters, dev servers, migrations.

Building, testing, linting and serving the project is the agent's normal work:
``build_test``. A formatter or linter told to fix files writes inside the project.
Tasks are judged by their names (``make deploy`` is held, ``make test`` is not; see
:func:`.base.script_target`). Publishing artefacts (``twine upload``,
``mkdocs gh-deploy``, ``semantic-release``) and changing databases (``prisma migrate``,
``alembic upgrade``) are a person's call.
"""

from __future__ import annotations

import re

from warden.judge import effects as E
from warden.judge import files
from warden.judge.launchers import secret_paths
from warden.judge.programs.base import by_subcommand, just, script_target, user_settings
from warden.judge.programs.projects import deployed_env, in_deployed
from warden.judge.programs.tooling import away, tooling
from warden.judge.shell import Word

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.judge.cmd import Cmd
    from warden.judge.effects import Effect

BUILD = just(E.BUILD_TEST)


def make(c: Cmd) -> list[Effect]:
    o = c.opts(("-C", "--directory", "-f", "--file", "--makefile", "-j", "--jobs", "-l", "--load-average", "-o",
                "-W", "-I", "--include-dir", "-E", "--eval"))
    out: list[Effect] = []
    for code in o.all("--eval", "-E"):
        out += _make_code(c, code)
    for w in o.all("-f", "--file", "--makefile", "-C", "--directory", "-I", "--include-dir"):
        if not c.inside(w):
            out.append(c.eff(E.OUTSIDE_PROJECT, w.text, "runs a build whose rules come from outside the project"))
    if out:
        return out
    if o.has("-n", "--dry-run", "--just-print", "-q", "--question", "-p", "--print-data-base"):
        return [c.eff(E.READ)]
    targets = [w.text for w in o.positional if "=" not in w.text]
    if not targets:
        return [c.eff(E.BUILD_TEST, c.name, "runs the default build target")]
    return [script_target(c, t, c.name) for t in targets]


def _make_code(c: Cmd, code: Word) -> list[Effect]:
    """Makefile text given on the command line: ``$(shell …)`` and recipes run commands,
    ``$(file <x)`` reads a file."""
    if code.dynamic:
        return [c.eff(E.UNKNOWN, "make --eval", "runs make code built at run time")]
    out = secret_paths(c, code.text.replace("<", " "))
    if re.search(r"\$[({]\s*shell\b|^\t|:.*;|\$[({]\s*(?:eval|file\s*>)", code.text, re.M):
        out.append(c.eff(E.UNKNOWN, "make --eval", "runs make code that starts commands or writes files"))
    return out or [c.eff(E.UNKNOWN, "make --eval", "runs make code given on the command line")]


def task_runner(c: Cmd) -> list[Effect]:
    """just, task, mage, invoke, rake, npm-run-all, turbo, nx, lerna run…: by task names."""
    o = c.opts(("-f", "--justfile", "--taskfile", "-d", "--dir", "--filter", "-F", "--scope", "--concurrency",
                "--cache-dir", "--parallel", "-p", "--project", "--configuration", "-c"))
    names = [w.text for w in o.positional if not w.text.startswith("-") and "=" not in w.text]
    if c.name in ("turbo", "nx", "lerna", "npm-run-all", "run-s", "run-p") and names and names[0] in (
            "run", "run-many", "exec", "affected"):
        names = names[1:]
    if c.name == "lerna" and names[:1] in (["publish"], ["version"]):
        return [c.eff(E.PUBLISH if names[0] == "publish" else E.VCS_LOCAL, f"lerna {names[0]}")]
    if c.name in ("turbo", "nx") and names[:1] in (["login"], ["link"], ["connect"]):
        return [c.eff(E.CREDENTIALS, f"{c.name} {names[0]}")]
    if not names or names[0] in ("--list", "-l", "--version", "--help", "-T", "--tasks", "graph", "show", "ls"):
        return [c.eff(E.READ if names else E.BUILD_TEST, c.name)]
    done = [script_target(c, n, c.name) for n in names]
    if c.name == "rake":
        # `RAILS_ENV=production rake jobs:work`, or `rake db:migrate RAILS_ENV=production` (rake sets it)
        said = [w for w in o.positional if w.text.startswith(("RAILS_ENV=", "RACK_ENV="))]
        env = deployed_env(c, Word(said[-1].text.partition("=")[2], said[-1].dynamic) if said else None,
                           ("RAILS_ENV", "RACK_ENV"))
        return in_deployed(c, done, env)
    return done


_CONFIG = ("--config", "--configuration", "--config-file")  # a fixer's configuration file, by its long option


def fixer(write_flags: tuple[str, ...], check_flags: tuple[str, ...] = (), always_writes: bool = False):
    """A linter or formatter: writes the project when told to fix (or by default)."""
    def handler(c: Cmd) -> list[Effect]:
        args = c.args
        for i, a in enumerate(args):  # a configuration file is code or rules the tool loads (php-cs-fixer's is PHP)
            name, eq, value = a.partition("=")
            if name in _CONFIG and (eq or i + 1 < len(args)):
                given = Word(value, c.words[i + 1].dynamic) if eq else c.words[i + 2]
                if away(c, given):
                    return [c.eff(E.UNKNOWN, a, f"runs {c.name} with a configuration from outside the project")]
        if any(a in check_flags or a.startswith(tuple(f + "=" for f in check_flags if f.startswith("--")))
               for a in args):
            return [c.eff(E.BUILD_TEST, c.name)]
        if always_writes or any(a in write_flags or any(a.startswith(f + "=") for f in write_flags) for a in args):
            # what it rewrites is its operands: one outside the project is a write there
            outside = [e for w in c.words[1:] if not w.text.startswith("-") and ("/" in w.text or w.text.startswith(".."))
                    for e in c.write(w) if e.kind != E.WRITE_PROJECT]
            return outside or [c.eff(E.WRITE_PROJECT, c.name, "rewrites project files (formatting or fixes)")]
        return [c.eff(E.BUILD_TEST, c.name)]
    return handler


def ruff(c: Cmd) -> list[Effect]:
    sub = next((a for a in c.args if not a.startswith("-")), "check")
    if sub == "format" and "--check" not in c.args and "--diff" not in c.args:
        return [c.eff(E.WRITE_PROJECT, "ruff format", "rewrites project files (formatting)")]
    if "--fix" in c.args or "--unsafe-fixes" in c.args or "--add-noqa" in c.args:
        return [c.eff(E.WRITE_PROJECT, "ruff --fix", "rewrites project files (fixes)")]
    if sub in ("clean",):
        return [c.eff(E.CLEAN, "ruff clean")]
    return [c.eff(E.BUILD_TEST, f"ruff {sub}")]


def biome(c: Cmd) -> list[Effect]:
    sub = next((a for a in c.args if not a.startswith("-")), "")
    if sub in ("explain", "rage", "version", "lsp-proxy", "search"):
        return [c.eff(E.READ)]
    if sub == "init" or sub == "migrate" or any(a in ("--write", "--apply", "--apply-unsafe", "--fix", "--unsafe")
                                                 for a in c.args) or sub == "format" and "--check" not in c.args \
            and any(a == "--write" for a in c.args):
        return [c.eff(E.WRITE_PROJECT, f"biome {sub}", "rewrites project files")]
    return [c.eff(E.BUILD_TEST, f"biome {sub}")]


def tsc(c: Cmd) -> list[Effect]:
    if "--init" in c.args:
        return [c.eff(E.WRITE_PROJECT, "tsc --init")]
    return [c.eff(E.BUILD_TEST, "tsc")]


def twine(c: Cmd) -> list[Effect]:
    sub = c.args[0] if c.args else ""
    return [c.eff(E.PUBLISH if sub in ("upload", "register") else E.BUILD_TEST, f"twine {sub}")]


def prisma(c: Cmd) -> list[Effect]:
    args = [a for a in c.args if not a.startswith("-")]
    first, second = (args + ["", ""])[:2]
    if first in ("generate", "format", "validate", "studio", "init", "version", "-v", "debug"):
        return [c.eff(E.BUILD_TEST, f"prisma {first}")]
    if first == "migrate" and second in ("status", "diff"):
        return [c.eff(E.READ)]
    if first == "migrate" and second == "reset" or first == "db" and second == "drop":
        return [c.eff(E.DELETE, f"prisma {first} {second}", "drops and recreates the database")]
    if first == "migrate" and second == "deploy":
        return [c.eff(E.DEPLOY, "prisma migrate deploy", "applies migrations to a deployed database")]
    if first in ("migrate", "db"):
        return [c.eff(E.ALTER_DATA, f"prisma {first} {second}", "changes the database schema or data")]
    return [c.eff(E.UNKNOWN, f"prisma {first}", "runs a prisma command the policy does not know")]


def migrations(c: Cmd) -> list[Effect]:
    """alembic, knex, sequelize, typeorm, drizzle-kit, flyway, liquibase, dbmate, goose, diesel."""
    args = [a for a in c.args if not a.startswith("-")]
    sub = " ".join(args[:2]).lower()
    if any(k in sub for k in ("drop", "reset", "destroy", "clean", "undo:all", "rollback:all")):
        return [c.eff(E.DELETE, f"{c.name} {sub}", "drops database objects")]
    if any(k in sub for k in ("current", "history", "heads", "show", "status", "check", "info", "list", "validate",
                              "version", "branches")) and not any(k in sub for k in ("push", "up")):
        return [c.eff(E.READ)]
    if any(k in sub for k in ("revision", "generate", "new", "make", "create", "init", "studio", "introspect", "pull")):
        return [c.eff(E.WRITE_PROJECT if "studio" not in sub else E.BUILD_TEST, f"{c.name} {sub}")]
    return [c.eff(E.ALTER_DATA, f"{c.name} {sub}".strip(), "changes the database schema or data")]


def supabase(c: Cmd) -> list[Effect]:
    args = [a for a in c.args if not a.startswith("-")]
    first, second = (args + ["", ""])[:2]
    if first in ("start", "stop", "status", "init", "--version", "help") or first == "gen":
        return [c.eff(E.BUILD_TEST if first != "gen" else E.WRITE_PROJECT, f"supabase {first}")]
    if first in ("login", "link", "secrets", "logout"):
        return [c.eff(E.CREDENTIALS, f"supabase {first}")]
    if first == "db" and second in ("reset",):
        return [c.eff(E.DELETE, "supabase db reset", "drops and recreates the database")]
    if first == "db" and second in ("diff", "lint", "dump"):
        return [c.eff(E.READ)]
    if first in ("functions", "db", "deploy", "projects", "branches", "storage"):
        return [c.eff(E.DEPLOY, f"supabase {first} {second}".strip())]
    if first == "migration":
        return [c.eff(E.WRITE_PROJECT if second in ("new", "list", "squash") else E.ALTER_DATA, f"supabase migration {second}")]
    return [c.eff(E.UNKNOWN, f"supabase {first}", "runs a supabase command the policy does not know")]


def playwright(c: Cmd) -> list[Effect]:
    sub = c.args[0] if c.args else ""
    if sub in ("install", "install-deps"):
        if "--with-deps" in c.args or sub == "install-deps":
            return [c.eff(E.SYSTEM, "playwright install --with-deps", "installs system packages")]
        return [c.eff(E.INSTALL_LOCAL, "playwright install", "downloads browsers into the user's cache")]
    return [c.eff(E.BUILD_TEST, f"playwright {sub}")]


def shadcn(c: Cmd) -> list[Effect]:
    sub = c.args[0] if c.args else ""
    if sub in ("add", "init", "diff", "migrate", "build"):
        return [c.eff(E.WRITE_PROJECT, f"{c.name} {sub}", "adds UI component source files to the project")]
    return [c.eff(E.READ if sub in ("view", "search", "list", "info", "--version", "") else E.UNKNOWN, f"{c.name} {sub}")]


def docs_site(c: Cmd) -> list[Effect]:
    """mkdocs, docusaurus, hugo, jekyll, gatsby: building and serving; deploying is not."""
    sub = next((a for a in c.args if not a.startswith("-")), "")
    if sub in ("gh-deploy", "deploy", "publish"):
        return [c.eff(E.PUBLISH, f"{c.name} {sub}", "publishes the site")]
    return [c.eff(E.BUILD_TEST, f"{c.name} {sub}".strip())]


def publisher(c: Cmd) -> list[Effect]:
    if "--dry-run" in c.args or "-d" in c.args and c.name == "semantic-release":
        return [c.eff(E.BUILD_TEST, f"{c.name} --dry-run")]
    return [c.eff(E.PUBLISH, c.name, "publishes a release")]


def electron_builder(c: Cmd) -> list[Effect]:
    args = c.args
    if any(a in ("-p", "--publish") or a.startswith("--publish=") for a in args) and "never" not in args:
        return [c.eff(E.PUBLISH, "electron-builder --publish")]
    return [c.eff(E.BUILD_TEST, c.name)]


def expo(c: Cmd) -> list[Effect]:
    sub = c.args[0] if c.args else ""
    if sub in ("publish", "submit", "upload") or c.name == "eas" and sub in ("submit", "update"):
        return [c.eff(E.PUBLISH, f"{c.name} {sub}")]
    if sub in ("login", "logout", "whoami") or c.name == "eas" and sub in ("login", "secret", "credentials", "env"):
        return [c.eff(E.CREDENTIALS if sub != "whoami" else E.READ, f"{c.name} {sub}")]
    if c.name == "eas" and sub == "build":
        return [c.eff(E.SEND, "eas build", "uploads the project to a remote build service")]
    return [c.eff(E.BUILD_TEST, f"{c.name} {sub}".strip())]


def changeset(c: Cmd) -> list[Effect]:
    sub = c.args[0] if c.args else "add"
    if sub == "publish":
        return [c.eff(E.PUBLISH, "changeset publish")]
    return [c.eff(E.WRITE_PROJECT if sub in ("add", "version", "pre", "init") else E.READ, f"changeset {sub}")]


def pre_commit(c: Cmd) -> list[Effect]:
    sub = next((a for a in c.args if not a.startswith("-")), "run")
    if sub in ("install", "uninstall", "install-hooks", "init-templatedir"):
        return [c.eff(E.VCS_LOCAL, f"{c.name} {sub}", "installs the project's own declared git hooks")]
    if sub in ("autoupdate", "auto-update", "migrate-config", "sample-config"):
        return [c.eff(E.WRITE_PROJECT, f"{c.name} {sub}", "updates the hook configuration")]
    if sub in ("clean", "gc"):
        return [c.eff(E.OUTSIDE_PROJECT, f"{c.name} {sub}", "clears a cache shared by every project")]
    if sub == "try-repo":
        return [c.eff(E.UNKNOWN, f"{c.name} try-repo", "runs hooks from another repository")]
    return [c.eff(E.BUILD_TEST, f"{c.name} {sub}")]


def maven(c: Cmd) -> list[Effect]:
    goals = [a for a in c.args if not a.startswith("-")]
    for g in goals:
        if g in ("deploy", "site-deploy") or g.startswith(("release:", "deploy:", "gpg:sign-and-deploy", "jib:build")):
            return [c.eff(E.PUBLISH, f"{c.name} {g}", "publishes artefacts or images")]
    return [c.eff(E.BUILD_TEST, c.name)]


def gradle(c: Cmd) -> list[Effect]:
    tasks = [a for a in c.args if not a.startswith("-")]
    for t in tasks:
        low = t.lower().rsplit(":", 1)[-1]
        if low.startswith(("publish", "upload", "release", "jib")) and low != "publishtomavenlocal":
            return [c.eff(E.PUBLISH, f"{c.name} {t}", "publishes artefacts")]
        if low.startswith("deploy"):
            return [c.eff(E.DEPLOY, f"{c.name} {t}")]
    return [c.eff(E.BUILD_TEST, c.name)]


def jvm_simple(c: Cmd) -> list[Effect]:
    """lein, sbt, mix, dotnet, swift: build and test, except publishing."""
    # tasks and subcommands, not option values (`--configuration Release` is a build)
    words = c.args
    args = " ".join(a for i, a in enumerate(words) if not a.startswith("-") and not (
        i and words[i - 1].startswith("-") and "=" not in words[i - 1] and words[i - 1][1:2] != "D")).lower()
    if any(k in args for k in ("deploy", "publish", "hex.publish", "nuget push", "release")):
        if c.name == "dotnet" and "publish" in args and "nuget" not in args:
            return [c.eff(E.BUILD_TEST, "dotnet publish", "builds deployable output locally")]
        return [c.eff(E.PUBLISH, c.name, "publishes artefacts")]
    if c.name == "dotnet" and (re.match(r"new (?:install|uninstall|update)\b", args) or c.args[:1] == ["new"] and any(
            a in ("-i", "--install", "-u", "--uninstall") for a in c.args)):  # the older spelling
        return [user_settings(c, "dotnet", "templates")]
    if c.name == "dotnet" and "tool install" in args and ("-g" in c.args or "--global" in c.args):
        return [c.eff(E.SYSTEM, "dotnet tool install -g")]
    if c.name == "mix" and re.match(r"(?:archive|escript)\.(?:install|uninstall)\b", args):
        # a package's code into the user's Mix home (~/.mix), which every later `mix` run in every
        # project loads (`mix local.hex` fetches mix's own package manager: the toolchain's)
        return [user_settings(c, "mix", "archives and escripts")]
    if c.name == "mix" and ("ecto.drop" in args or "ecto.reset" in args):
        return [c.eff(E.DELETE, "mix ecto.drop", "drops the database")]
    if c.name == "mix" and "ecto.migrate" in args:
        return [c.eff(E.ALTER_DATA, "mix ecto.migrate")]
    return [c.eff(E.BUILD_TEST, c.name)]


def cmake(c: Cmd) -> list[Effect]:
    if "--install" in c.args or c.name in ("ninja", "meson") and "install" in c.args:
        return [c.eff(E.SYSTEM, f"{c.name} install", "installs the build onto the machine")]
    return [c.eff(E.BUILD_TEST, c.name)]


def bazel(c: Cmd) -> list[Effect]:
    sub = next((a for a in c.args if not a.startswith("-")), "")
    if sub == "clean":
        return [c.eff(E.OUTSIDE_PROJECT if "--expunge" in c.args else E.CLEAN, "bazel clean")]
    if sub == "run":
        return [c.eff(E.UNKNOWN, "bazel run", "runs a build target whose effect the command does not show")]
    return [c.eff(E.BUILD_TEST, f"bazel {sub}")]


_LOOPBACK = ("127.0.0.1", "localhost", "::1", "[::1]")
# the options a server takes its address or port by: `--port 80`, `-b 0.0.0.0:80`, `--bind=:443`
_LISTEN = frozenset({"-p", "--port", "-b", "--bind", "--listen", "-l", "--address", "-a", "--host", "--http",
                     "--server.port", "--server-port"})
_PORT = re.compile(r"(?:^|:)(\d{1,5})$")


def privileged_port(c: Cmd) -> Effect | None:
    """A server listening on a port below 1024: only root may, and the port is a system
    service's (80, 443, 22), so starting it is a change to the machine."""
    words = c.words[1:]
    for i, w in enumerate(words):
        name, eq, value = w.text.partition("=")
        if w.dynamic:
            continue
        if eq and name in _LISTEN:
            given = value
        elif i and words[i - 1].text in _LISTEN or c.name == "http.server" and w.text.isdigit():
            given = w.text  # an option's value, or http.server's port given bare
        else:
            continue
        m = _PORT.search(given)
        if m and 0 < int(m.group(1)) < 1024:
            return c.eff(E.SYSTEM, w.text, f"listens on port {m.group(1)}, a privileged port only root may bind")
    return None


def app_server(c: Cmd) -> list[Effect]:
    """uvicorn, gunicorn, flask run…: the project's own app, run on this machine, unless it
    takes a privileged port."""
    held = privileged_port(c)
    return [held] if held else [c.eff(E.BUILD_TEST, c.name)]


def static_server(c: Cmd) -> list[Effect]:
    """http-server, serve, live-server: fine for build output or on loopback; a project
    root served to the network hands out its secrets too."""
    if held := privileged_port(c):
        return [held]
    words = c.words[1:]
    if any(w.text in _LOOPBACK or w.text.split("=")[-1] in _LOOPBACK for w in words):
        return [c.eff(E.BUILD_TEST, c.name, "serves files on this machine only")]
    dirs = [w for w in c.opts(("-p", "--port", "-a", "--address", "-l", "--listen", "-c", "--cache", "-d",
                                "--directory", "--host", "-b", "--bind")).positional if not w.text.isdigit()]
    directory = c.opts(("-d", "--directory")).value("-d", "--directory") or (dirs[0] if dirs else Word("."))
    found = c.resolve(directory)
    if found and all(files.regenerable(p, c.place) for p in found):
        return [c.eff(E.BUILD_TEST, c.name, "serves build output")]
    return [c.eff(E.SEND, directory.text, "serves the directory's files, secrets included, to the network")]


def goreleaser(c: Cmd) -> list[Effect]:
    """GoReleaser: ``build`` builds the project's binaries into its ``dist/`` (``--snapshot``
    or not, it never publishes); ``release`` publishes them."""
    o = c.opts(("--config", "-f", "--id", "--skip", "--parallelism", "-p", "--timeout", "--output", "-o",
                "--release-notes", "--single-target"))
    sub = o.positional[0].text if o.positional and not o.positional[0].dynamic else "release"
    if sub in ("check", "healthcheck", "jsonschema", "help", "completion", "--version", "-v"):
        return [c.eff(E.READ)]
    if sub == "init":
        return [c.eff(E.WRITE_PROJECT, "goreleaser init", "writes the project's .goreleaser.yaml")]
    if sub == "build":
        return [c.eff(E.BUILD_TEST, f"goreleaser {sub}", "builds the project's binaries into its dist/ folder")]
    if sub == "release":
        return [c.eff(E.PUBLISH, "goreleaser release", "builds and publishes a release")]
    return [c.eff(E.UNKNOWN, f"goreleaser {sub}", f"runs `goreleaser {sub}`, which the policy does not know")]


def starship(c: Cmd) -> list[Effect]:
    """The starship prompt: printing a module, the prompt, its timings, its configuration or
    the shell code that loads it; ``config`` and ``toggle`` change the user's own
    starship.toml, ``preset -o`` writes a file, ``bug-report`` sends a report."""
    sub = c.args[0] if c.args else ""
    if sub in ("module", "prompt", "explain", "timings", "print-config", "init", "completions", "session", "time",
               "help", "--help", "-h", "--version", "-V", "") or sub == "preset" and not {"-o", "--output"} & \
            {a.split("=")[0] for a in c.args}:
        return [c.eff(E.READ)]
    if sub == "preset":
        out = c.opts(("-o", "--output"), start=2).value("-o", "--output")
        return c.write(out) if out is not None else [c.eff(E.READ)]
    if sub in ("config", "toggle"):
        return [user_settings(c, "starship")]
    if sub == "bug-report":
        return [c.eff(E.SEND, "starship bug-report", "sends a report about this machine")]
    return [c.eff(E.UNKNOWN, f"starship {sub}", f"runs `starship {sub}`, which the policy does not know")]


_TEST = ("pytest", "py.test", "tox", "nox", "jest", "vitest", "mocha", "ava", "tap", "karma", "cypress", "phpunit",
         "pest", "paratest", "phpstan", "phpcs", "phpmd",
         "rspec", "minitest", "unittest", "coverage", "nyc", "c8", "mypy", "pyright", "pyre", "ty", "flake8",
         "pylint", "bandit", "pydocstyle", "pycodestyle", "pyflakes", "vulture", "shellcheck", "hadolint",
         "yamllint", "actionlint", "cspell", "vale", "commitlint", "lint-staged", "golangci-lint", "staticcheck",
         "clippy-driver", "tflint", "checkov", "trivy", "semgrep", "gitleaks", "detect-secrets", "safety",
         "pip-audit", "knip", "depcheck", "madge", "size-limit", "lighthouse", "sphinx-build", "sphinx-autobuild",
         "typedoc", "jsdoc", "vite", "webpack", "esbuild", "rollup", "parcel", "tsup", "swc", "babel", "next",
         "nuxt", "astro", "remix", "gatsby", "ng", "vue-cli-service", "react-scripts", "svelte-kit", "tauri",
         "electron", "storybook", "start-storybook", "build-storybook", "jupyter", "papermill", "nbstripout",
         "wait-on", "ctest", "scons", "autoreconf", "bazelisk", "xcodebuild", "swiftc", "gcc", "g++", "clang",
         "clang++", "cc", "c++", "rustc", "javac", "kotlinc", "ghc", "cabal", "stack", "zig", "nim", "dune", "elm",
         "bats", "shunit2", "testem", "pa11y", "axe", "protoc", "buf", "openapi-generator", "swagger-codegen",
         "graphql-codegen", "sqlc", "wasm-pack", "trunk", "json-server", "uvicorn", "gunicorn", "hypercorn",
         "daphne", "flask", "fastapi", "streamlit", "gradio",
         "panel", "voila", "miniflare", "azurite", "mailhog", "pa11y-ci", "htmlproofer", "htmltest")
# servers of the project's own app
APP_SERVERS = ("json-server", "uvicorn", "gunicorn", "hypercorn", "daphne", "flask", "fastapi", "streamlit", "gradio",
               "panel", "voila", "waitress-serve")

PROGRAMS = {name: tooling for name in _TEST}
PROGRAMS.update({name: app_server for name in APP_SERVERS})
PROGRAMS.update({
    "make": make, "gmake": make, "just": task_runner, "task": task_runner, "mage": task_runner, "invoke": task_runner,
    "inv": task_runner, "rake": task_runner, "npm-run-all": task_runner, "run-s": task_runner, "run-p": task_runner,
    "turbo": task_runner, "nx": task_runner, "lerna": task_runner, "grunt": task_runner, "gulp": task_runner,
    "ruff": ruff, "biome": biome, "tsc": tsc, "vue-tsc": tsc, "twine": twine, "prisma": prisma,
    "alembic": migrations, "knex": migrations, "sequelize": migrations, "sequelize-cli": migrations,
    "typeorm": migrations, "drizzle-kit": migrations, "flyway": migrations, "liquibase": migrations,
    "dbmate": migrations, "goose": migrations, "diesel": migrations, "sqlx": migrations, "migrate": migrations,
    "atlas": migrations, "supabase": supabase, "playwright": playwright,
    "shadcn": shadcn, "shadcn-ui": shadcn,
    "mkdocs": docs_site, "docusaurus": docs_site, "hugo": docs_site, "jekyll": docs_site, "eleventy": docs_site,
    "semantic-release": publisher, "release-it": publisher, "np": publisher, "gh-pages": publisher,
    "surge": publisher, "smokeshow": by_subcommand({"upload": E.PUBLISH, "generate-key": E.CREDENTIALS}),
    "electron-builder": electron_builder, "expo": expo, "eas": expo, "changeset": changeset, "changesets": changeset,
    "pre-commit": pre_commit, "prek": pre_commit, "mvn": maven, "mvnw": maven, "mvnw.cmd": maven, "gradle": gradle,
    "gradlew": gradle, "gradlew.bat": gradle,
    "lein": jvm_simple, "sbt": jvm_simple, "mix": jvm_simple, "dotnet": jvm_simple, "swift": jvm_simple,
    "ant": BUILD, "cmake": cmake, "ninja": cmake, "meson": cmake, "bazel": bazel,
    "eslint": fixer(("--fix", "--fix-dry-run")), "prettier": fixer(("--write", "-w"), ("--check", "-c", "-l")),
    "black": fixer((), ("--check", "--diff"), always_writes=True), "isort": fixer((), ("--check", "--check-only",
                                                                                     "-c", "--diff"), always_writes=True),
    "autopep8": fixer(("-i", "--in-place")), "yapf": fixer(("-i", "--in-place")), "stylelint": fixer(("--fix",)),
    "rubocop": fixer(("-a", "-A", "--auto-correct", "--autocorrect", "--autocorrect-all")),
    "standardrb": fixer(("--fix",)), "gofmt": fixer(("-w",)), "goimports": fixer(("-w",)),
    "rustfmt": fixer((), ("--check",), always_writes=True), "clang-format": fixer(("-i",)),
    "clang-tidy": fixer(("--fix", "-fix")), "shfmt": fixer(("-w", "--write")), "markdownlint": fixer(("--fix",)),
    "markdownlint-cli2": fixer(("--fix",)), "taplo": fixer(("fmt", "format")), "sqlfluff": fixer(("fix", "format")),
    "codespell": fixer(("-w", "--write-changes")), "djlint": fixer(("--reformat",)), "dprint": fixer(("fmt",)),
    "nbqa": fixer(("--fix",)), "psalm": fixer(("--alter",)), "phpcbf": fixer((), (), always_writes=True),
    "php-cs-fixer": fixer((), ("--dry-run", "check"), always_writes=True),
    "rector": fixer((), ("--dry-run", "-n"), always_writes=True), "docformatter": fixer(("-i", "--in-place")),
    "pyupgrade": fixer((), (), always_writes=True), "ktlint": fixer(("-F", "--format")), "swiftformat": fixer(
        (), ("--lint",), always_writes=True), "swiftlint": fixer(("--fix", "--autocorrect")),
    "goreleaser": goreleaser, "starship": starship,
    "http-server": static_server, "serve": static_server, "live-server": static_server,
    "browser-sync": static_server, "husky": just(E.VCS_LOCAL, "installs the project's own declared git hooks"),
})
