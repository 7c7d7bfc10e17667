"""Package managers: installing into the project is allowed; anything beyond it is not.

Installing, removing and updating dependencies of the project (``npm install``,
``uv sync``, ``cargo add``) is ``install_local``. Installing for the whole user or
machine (``-g``, ``pip install`` with no virtualenv in sight, ``cargo install``,
``pipx``, ``gem install``) is ``system``; ``pip install --user`` and clearing a
global cache write outside the project. Publishing (``npm publish``, ``uv publish``,
``cargo publish``, ``twine upload`` in :mod:`.tools`) is a person's call, as are
logins and tokens. Runners (``npx``, ``npm exec``, ``uv run``, ``poetry run``,
``bundle exec``) are judged by what they run; a project script named after a
deployment or a release (``npm run deploy``) is held by its name.
"""

from __future__ import annotations

import re

from warden.judge import effects as E
from warden.judge.programs.code import module, shell_string
from warden.judge.programs.base import script_target, user_settings
from warden.judge.shell import Word

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.judge.cmd import Cmd, Opts
    from warden.judge.effects import Effect

def _global(o: Opts) -> bool:
    loc = o.value("--location")
    return o.has("-g", "--global") or (loc is not None and loc.text == "global")


_NPM_VALUES = ("--location", "-w", "--workspace", "--prefix", "-C", "--registry", "--tag", "--access", "--otp",
               "-p", "--package", "--save-prefix", "--loglevel", "--omit", "--include", "--filter", "-F")
_NPM_INSTALL = frozenset("""install i in ins inst insta instal isnt isnta isntal isntall add ci clean-install ic
install-clean isntall-clean uninstall un remove rm r update up upgrade udpate dedupe ddp prune rebuild rb
install-test it install-ci-test cit shrinkwrap import fetch""".split())
_NPM_READ = frozenset("""ls list la ll view v info show outdated search s se find why explain doctor help root prefix
bin whoami ping get fund query sbom docs home repo bugs completion diff licenses audit-ci outdated-deps store
env""".split())
_NPM_BUILD = frozenset("test t tst start stop restart pack build lint dev serve check typecheck format".split())
_NPM_PUBLISH = frozenset("publish unpublish deprecate dist-tag owner access team hook org star unstar".split())
_NPM_CREDENTIALS = frozenset("login adduser add-user logout token".split())


def npm(c: Cmd) -> list[Effect]:
    if c.name == "bun" and any(w.text in ("-e", "--eval", "-p", "--print") for w in c.words[1:2]):
        from warden.judge.programs.code import interpreter

        return interpreter(c)  # inline code, read as node's
    o = c.opts(_NPM_VALUES)
    pos = o.positional
    sub = pos[0].text if pos else ""
    tool = c.name
    if not sub:
        if c.name in ("yarn",) and not o.has("-v", "--version", "-h", "--help"):
            return [c.eff(E.INSTALL_LOCAL, "yarn install")]
        return [c.eff(E.READ)]
    if tool == "yarn" and sub == "global":
        return [c.eff(E.SYSTEM, "yarn global", "installs packages for the whole user")]
    prefix = o.value("--prefix", "-C")
    if prefix is not None and not c.inside(prefix):
        return [c.eff(E.OUTSIDE_PROJECT, f"{tool} --prefix {prefix.text}", "installs or runs outside the project")]
    if tool == "yarn" and sub == "npm" and len(pos) > 1:
        return c.inner([Word("npm")] + pos[1:])
    if sub in ("setup", "self-update") or tool == "bun" and sub == "upgrade":
        return [c.eff(E.SYSTEM, f"{tool} {sub}", "updates the package manager or the user's shell setup")]
    if tool == "yarn" and sub == "workspace" and len(pos) > 2:
        return c.inner([Word("yarn")] + pos[2:])
    if sub in ("exec", "x", "dlx") or tool == "bun" and sub == "x":
        return _npx_rest(c, pos[1:])
    if sub in _NPM_CREDENTIALS:
        return [c.eff(E.CREDENTIALS, f"{tool} {sub}")]
    if sub in _NPM_PUBLISH or tool == "yarn" and sub == "npm" and len(pos) > 1 and pos[1].text == "publish":
        if o.has("--dry-run"):
            return [c.eff(E.BUILD_TEST, f"{tool} {sub} --dry-run", "only shows what would be published")]
        return [c.eff(E.PUBLISH, f"{tool} {sub}")]
    if sub in _NPM_INSTALL or tool in ("yarn", "bun") and sub in ("add", "remove", "upgrade", "up", "link", "unlink"):
        if _global(o):
            return [c.eff(E.SYSTEM, f"{tool} {sub} -g", "installs or removes packages for the whole machine")]
        return [c.eff(E.INSTALL_LOCAL, f"{tool} {sub}")]
    if sub == "audit":
        return [c.eff(E.INSTALL_LOCAL if len(pos) > 1 and pos[1].text == "fix" else E.READ, f"{tool} audit")]
    if sub == "link":
        if len(pos) == 1 or _global(o):
            return [c.eff(E.SYSTEM, f"{tool} link", "links the package into the machine's global packages")]
        return [c.eff(E.INSTALL_LOCAL, f"{tool} link")]
    if sub in ("cache", "store"):
        action = pos[1].text if len(pos) > 1 else ""
        if action in ("clean", "clear", "prune", "rm", "remove", "delete", "purge"):
            return [c.eff(E.OUTSIDE_PROJECT, f"{tool} {sub} {action}", "clears a cache shared by every project")]
        return [c.eff(E.READ if action in ("ls", "list", "dir", "path", "verify", "status") else E.INSTALL_LOCAL)]
    if sub in ("config", "c", "set"):
        action = pos[1].text if len(pos) > 1 else ""
        if action in ("get", "list", "ls", ""):
            return [c.eff(E.READ)]
        if o.value("--location") is not None and o.value("--location").text == "project":
            return [c.eff(E.WRITE_PROJECT, "npm config set --location=project")]
        return [user_settings(c, tool)]
    if sub in ("init", "create", "innit"):
        return [c.eff(E.WRITE_PROJECT if len(pos) == 1 else E.INSTALL_LOCAL, f"{tool} {sub}", "scaffolds files")]
    if sub in ("version",) and len(pos) > 1:
        return [c.eff(E.VCS_LOCAL, f"{tool} version", "bumps the version (commits and tags)")]
    if sub in ("pkg", "set-script"):
        return [c.eff(E.READ if len(pos) > 1 and pos[1].text == "get" else E.WRITE_PROJECT, f"{tool} {sub}")]
    if sub in _NPM_READ or sub in ("version", "why") or tool == "yarn" and sub in ("info", "list", "why"):
        return [c.eff(E.READ)]
    if sub in ("env",) and tool == "pnpm":
        return [c.eff(E.SYSTEM, "pnpm env", "installs Node.js for the user")]
    if sub in ("run", "run-script", "rum", "urn"):
        return _script_or_bin(c, pos[1], f"{tool} run") if len(pos) > 1 else [c.eff(E.READ)]
    if sub in _NPM_BUILD:
        return [script_target(c, sub, tool)]
    if tool == "npm":
        return [c.eff(E.UNKNOWN, f"npm {sub}", f"runs `npm {sub}`, which the policy does not know")]
    if tool in ("bun", "deno") and (sub.endswith((".ts", ".js", ".tsx", ".mjs", ".cjs")) or "/" in sub):
        return c.script(pos[0])
    if tool == "bun" and sub == "run" or tool == "deno" and sub == "run":
        return c.run(pos[1:])
    return _script_or_bin(c, pos[0], tool)  # pnpm X, yarn X, bun X: a package.json script or binary


def _script_or_bin(c: Cmd, name: Word, tool: str) -> list[Effect]:
    """``yarn run X args`` runs the package.json script X or, without one, the installed
    binary X with those arguments: what the binary would do that a person must decide
    (``playwright install --with-deps``) holds it either way."""
    words = c.words
    i = next((k for k, w in enumerate(words) if w is name), len(words))
    as_bin = c.inner(words[i:]) if i < len(words) else []
    return [script_target(c, name.text, tool)] + [e for e in as_bin if e.kind in E.HELD]


def _npx_rest(c: Cmd, words: list[Word]) -> list[Effect]:
    """``npx [options] pkg args`` / ``npm exec -- cmd``: what it runs."""
    i = 0
    sources: list[str] = []
    while i < len(words):
        t = words[i].text
        if t == "--":
            i += 1
            break
        if t in ("-c", "--call") and i + 1 < len(words):
            return shell_string(c, words[i + 1])
        if t.split("=")[0] in ("--with", "--with-editable", "--with-requirements"):
            return [c.eff(E.UNKNOWN, t, "adds packages to the environment the tool runs in")]
        if t in ("--from", "-p", "--package") and i + 1 < len(words):
            sources.append(words[i + 1].text)
        elif t.startswith(("--from=", "--package=")):
            sources.append(t.split("=", 1)[1])
        if t in ("-p", "--package", "--node-options", "--registry", "--cache", "-w", "--workspace", "--from",
                 "--python", "--index", "--index-url", "--extra-index-url"):
            i += 2
            continue
        if t.startswith("-"):
            i += 1
            continue
        break
    rest = list(words[i:])
    if not rest:
        return [c.eff(E.READ)]
    name = rest[0].text
    # a package given apart from the command (`uvx --from P cmd`, `npx -p P cmd`) supplies the program run by that
    # name: the tool is the one the command names only when the package is that tool's own
    for source in sources:
        if _package_name(source) != name.lower():
            return [c.eff(E.UNKNOWN, source, f"runs `{name}` from the package {source}, which is not the tool's own")]
    bare = re.sub(r"(?<=.)@[^/]*$", "", name)  # shadcn@latest → shadcn, @scope/pkg@1 → @scope/pkg
    if bare != name:
        rest[0] = Word(bare, rest[0].dynamic)
    if re.fullmatch(r"(?:@[\w.-]+/)?create-[\w.-]+", bare) and not rest[0].dynamic:
        return _scaffold(c, rest)
    return c.run(rest, c.name if c.name in ("uvx", "bunx", "pnpx") else "npx")


def _package_name(spec: str) -> str:
    """A package's name in a requirement (``ruff==0.5``, ``black[jupyter]``, ``typescript@5``)."""
    scope = "@" if spec.startswith("@") else ""
    return scope + re.split(r"[\[=<>~!@ ]", spec[len(scope):], maxsplit=1)[0].lower().replace("_", "-")


def _scaffold(c: Cmd, rest: list[Word]) -> list[Effect]:
    """``npx create-X DIR``: the package ``npm create X DIR`` runs, filling the directory it is given."""
    target = next((w for w in rest[1:] if w.text != "--" and not w.text.startswith("-")), None)
    found = c.write(target) if target is not None else []
    if found and all(e.kind == E.WRITE_PROJECT for e in found) or target is None:
        return [c.eff(E.INSTALL_LOCAL, rest[0].text, "scaffolds files")]
    return found


def npx(c: Cmd) -> list[Effect]:
    return _npx_rest(c, c.words[1:])


def _venv(c: Cmd) -> bool:
    prog = c.words[0].text
    return bool(re.search(r"(?:^|/)(?:\.?venv|env|\.tox|\.nox|virtualenvs|envs)/", prog)) or \
        any(a.text.startswith("VIRTUAL_ENV=") for a in c.sc.assignments) or \
        "/" not in prog and c.sc.venv is not None and c.place.inside(c.sc.venv)  # `source .venv/bin/activate && pip …`


def pip(c: Cmd) -> list[Effect]:
    o = c.opts(("-r", "--requirement", "-c", "--constraint", "-e", "--editable", "-t", "--target", "-i",
                "--index-url", "--extra-index-url", "--python", "--prefix", "--root", "-d", "--dest", "-f",
                "--find-links", "--platform", "--python-version", "--log", "--cache-dir", "--src", "--report"))
    sub = o.positional[0].text if o.positional else ""
    if sub in ("install", "uninstall", "download", "wheel"):
        target = o.value("-t", "--target", "-d", "--dest", "--prefix", "--root")
        if o.has("--user"):
            return [c.eff(E.OUTSIDE_PROJECT, "pip --user", "installs into the user's own site-packages")]
        if o.has("--break-system-packages") or o.has("--system"):
            return [c.eff(E.SYSTEM, "pip --system", "installs into the system Python")]
        if sub in ("download", "wheel") or target is not None:
            return c.write(target or Word("."))
        if _venv(c) or c.name == "uv":
            return [c.eff(E.INSTALL_LOCAL, f"pip {sub}")]
        return [c.eff(E.SYSTEM, f"pip {sub}", "installs into a Python the command does not show is the project's "
                                              "virtualenv")]
    if sub in ("cache",):
        action = o.positional[1].text if len(o.positional) > 1 else ""
        return [c.eff(E.OUTSIDE_PROJECT if action in ("purge", "remove") else E.READ, "pip cache")]
    if sub == "config" and len(o.positional) > 1 and o.positional[1].text in ("set", "unset", "edit"):
        return [user_settings(c, "pip")]
    if sub in ("compile",):  # uv pip compile
        out = o.value("-o", "--output-file")
        return c.write(out) if out else [c.eff(E.READ)]
    if sub in ("sync",):
        return [c.eff(E.INSTALL_LOCAL if _venv(c) or c.name == "uv" else E.SYSTEM, "pip sync")]
    return [c.eff(E.READ)]


_UV_RUN_VALUES = ("--with", "--python", "-p", "--extra", "--group", "--package", "--directory", "--project",
                  "--env-file", "--with-requirements", "--with-editable", "--index", "--index-url", "-m", "--module",
                  "--only-group", "--no-group", "--default-index", "--exclude-newer", "--isolated")


def uv(c: Cmd) -> list[Effect]:
    words = c.words[1:]
    sub = words[0].text if words else ""
    rest = words[1:]
    if sub == "run":
        i = 0
        while i < len(rest) and rest[i].text.startswith("-"):
            if rest[i].text == "--":
                i += 1
                break
            if rest[i].text in ("-m", "--module") and i + 1 < len(rest):
                return module(c, rest[i + 1], rest[i + 2:])
            i += 2 if rest[i].text in _UV_RUN_VALUES else 1
        return c.run(rest[i:], "uv run") or [c.eff(E.INSTALL_LOCAL, "uv run")]
    if sub == "tool":
        action = rest[0].text if rest else ""
        if action == "run":
            return _npx_rest(c, rest[1:])
        if action in ("list", "dir"):
            return [c.eff(E.READ)]
        return [c.eff(E.SYSTEM, f"uv tool {action}", "installs tools for the whole user")]
    if sub == "pip":
        o = c.opts(("-o", "--output-file", "-r", "-c", "--python", "-p"), words=rest)
        python = o.value("--python", "-p")
        if o.has("--system") or python is not None and (python.dynamic or python.text.startswith("/") and
                                                        not c.inside(python)):
            return [c.eff(E.SYSTEM, "uv pip --system", "installs into a Python outside the project")]
        return pip(c.sibling([Word("uv")] + rest, "uv"))
    if sub == "cache":
        action = rest[0].text if rest else ""
        return [c.eff(E.OUTSIDE_PROJECT, f"uv cache {action}", "clears a cache shared by every project")] \
            if action in ("clean", "prune") else [c.eff(E.READ)]
    if sub == "python":
        action = rest[0].text if rest else ""
        return [c.eff(E.READ)] if action in ("list", "find", "dir", "pin") else \
            [c.eff(E.SYSTEM, f"uv python {action}", "installs a Python for the whole user")]
    if sub in ("publish",):
        return [c.eff(E.PUBLISH, "uv publish")]
    if sub == "self":
        return [c.eff(E.SYSTEM, "uv self", "updates uv itself")]
    if sub in ("sync", "lock", "add", "remove", "venv", "init", "export"):
        return [c.eff(E.INSTALL_LOCAL, f"uv {sub}")]
    if sub in ("build",):
        return [c.eff(E.BUILD_TEST, "uv build")]
    if sub in ("format",):
        return [c.eff(E.WRITE_PROJECT, "uv format")]
    if sub in ("tree", "version", "--version", "-V", "help", "--help", ""):
        return [c.eff(E.READ)]
    return [c.eff(E.UNKNOWN, f"uv {sub}", f"runs `uv {sub}`, which the policy does not know")]


def uvx(c: Cmd) -> list[Effect]:
    return _npx_rest(c, c.words[1:])


def pipx(c: Cmd) -> list[Effect]:
    sub = c.words[1].text if len(c.words) > 1 else ""
    if sub == "run":
        return _npx_rest(c, c.words[2:])
    if sub in ("list", "environment", "--version"):
        return [c.eff(E.READ)]
    return [c.eff(E.SYSTEM, f"pipx {sub}", "installs tools for the whole user")]


def pyproject_tool(c: Cmd) -> list[Effect]:
    """poetry, pdm, hatch, rye, pipenv."""
    o = c.opts(("-C", "--directory", "-P", "--project", "-G", "--group", "-E", "--extras", "-e", "--env", "-p"))
    pos = o.positional
    sub = pos[0].text if pos else ""
    if sub == "run":
        return c.run(pos[1:], f"{c.name} run")
    if sub in ("publish", "upload", "release"):
        return [c.eff(E.PUBLISH, f"{c.name} {sub}")]
    if sub in ("install", "add", "remove", "lock", "update", "sync", "init", "new", "upgrade", "uninstall"):
        if o.has("--system"):
            return [c.eff(E.SYSTEM, f"{c.name} {sub} --system")]
        return [c.eff(E.INSTALL_LOCAL, f"{c.name} {sub}")]
    if sub in ("build", "test", "check", "fmt", "lint", "cov"):
        return [c.eff(E.BUILD_TEST, f"{c.name} {sub}")]
    if sub in ("show", "info", "list", "env", "version", "search", "graph", "--version", "help", "") and len(pos) <= 2:
        return [c.eff(E.READ)]
    if sub == "config":
        return _project_config(c, o)
    if sub in ("shell", "self"):
        return [c.eff(E.SYSTEM if sub != "shell" else E.UNKNOWN, f"{c.name} {sub}")]
    return [script_target(c, sub, c.name)] if c.name in ("pdm", "hatch", "rye") else \
        [c.eff(E.UNKNOWN, f"{c.name} {sub}", f"runs `{c.name} {sub}`, which the policy does not know")]


_CARGO_BUILD = frozenset("""build b check c test t bench doc d rustc rustdoc run r nextest clippy machete audit outdated
deny udeps llvm-cov tarpaulin expand bloat hack watch criterion semver-checks msrv miri careful""".split())
_CARGO_READ = frozenset("search info version --version -V help locate-project pkgid read-manifest verify-project tree "
                        "metadata report config".split())
_CARGO_LOCAL = frozenset("add remove rm update fetch generate-lockfile vendor new init".split())


def cargo(c: Cmd) -> list[Effect]:
    o = c.opts(("-p", "--package", "--manifest-path", "-j", "--jobs", "--target", "--features", "-F", "--bin",
                "--example", "--test", "--bench", "--profile", "--target-dir", "-Z", "--config", "-C"))
    sub = o.positional[0].text if o.positional else ""
    if sub.startswith("+"):
        sub = o.positional[1].text if len(o.positional) > 1 else ""
    if sub in ("publish", "yank", "owner", "release"):
        if o.has("--dry-run"):
            return [c.eff(E.BUILD_TEST, f"cargo {sub} --dry-run")]
        return [c.eff(E.PUBLISH, f"cargo {sub}")]
    if sub in ("login", "logout"):
        return [c.eff(E.CREDENTIALS, f"cargo {sub}")]
    if sub in ("install", "uninstall"):
        return [c.eff(E.SYSTEM, f"cargo {sub}", "installs programs for the whole user")]
    if sub == "clean":
        return [c.eff(E.CLEAN, "cargo clean")]
    if sub in ("fmt", "fix") or sub == "clippy" and o.has("--fix"):
        return [c.eff(E.WRITE_PROJECT, f"cargo {sub}")]
    if sub in _CARGO_BUILD:
        return [c.eff(E.BUILD_TEST, f"cargo {sub}")]
    if sub in _CARGO_LOCAL:
        return [c.eff(E.INSTALL_LOCAL, f"cargo {sub}")]
    if sub in _CARGO_READ or not sub:
        return [c.eff(E.READ)]
    if sub == "make" and len(o.positional) > 1:
        return [script_target(c, o.positional[1].text, "cargo make")]
    return [c.eff(E.UNKNOWN, f"cargo {sub}", f"runs `cargo {sub}`, which the policy does not know")]


def go(c: Cmd) -> list[Effect]:
    o = c.opts(("-C", "-o", "-p", "-tags", "-run", "-count", "-timeout", "-ldflags", "-gcflags", "-mod", "-modfile",
                "-exec", "-toolexec", "-coverprofile", "-bench", "-cpu", "-parallel"))
    pos = o.positional
    sub = pos[0].text if pos else ""
    if o.has("-exec", "-toolexec"):
        return [c.eff(E.UNKNOWN, "go -exec", "runs the build through another program")]
    if sub in ("install",):
        return [c.eff(E.SYSTEM, "go install", "installs programs for the whole user")]
    if sub == "env" and o.has("-w", "-u"):
        return [user_settings(c, "go")]
    # go's flags are words of one dash (`-modcache` is not `-m -o -d …`)
    shared = next((a for a in c.args if a.split("=", 1)[0] in ("-cache", "-modcache", "-fuzzcache", "-i")), None)
    if sub == "clean" and shared:
        return [c.eff(E.OUTSIDE_PROJECT, f"go clean {shared}", "clears a cache shared by every project of the user")]
    if sub in ("fmt",):
        return [c.eff(E.WRITE_PROJECT, "go fmt")]
    if sub in ("get", "mod", "work"):
        return [c.eff(E.INSTALL_LOCAL, f"go {sub}")]
    if sub in ("build", "test", "vet", "run", "generate", "tool", "clean", "fix"):
        return [c.eff(E.BUILD_TEST, f"go {sub}")]
    return [c.eff(E.READ)] if sub in ("list", "doc", "env", "version", "help", "bug", "") else \
        [c.eff(E.UNKNOWN, f"go {sub}", f"runs `go {sub}`, which the policy does not know")]


def _project_config(c: Cmd, o) -> list[Effect]:
    """``poetry config``: listing or one key prints; ``--local`` writes the project's
    ``poetry.toml``; anything else is the user's settings."""
    pos = o.positional[1:]
    if o.has("--list") or len(pos) <= 1 and not o.has("--unset"):
        return [c.eff(E.READ)]
    if o.has("--local"):
        return [c.eff(E.WRITE_PROJECT, f"{c.name} config --local", "writes the project's own settings file")]
    return [user_settings(c, c.name)]


def corepack(c: Cmd) -> list[Effect]:
    """``corepack pnpm install`` runs the project's pinned package manager; enabling,
    preparing with ``--activate`` or ``use`` changes the user's package managers."""
    sub = c.args[0] if c.args else ""
    if sub in ("enable", "disable", "use", "up", "install") and not (sub == "install" and "-g" not in c.args and
                                                                     "--global" not in c.args) \
            or sub == "prepare" and "--activate" in c.args:
        return [c.eff(E.SYSTEM, f"corepack {sub}", "installs or activates package managers for the whole user")]
    if sub in ("pnpm", "yarn", "npm"):
        return c.inner(c.words[1:])
    return [c.eff(E.INSTALL_LOCAL, f"corepack {sub}".strip())]


def toolchain(c: Cmd) -> list[Effect]:
    """nvm, fnm, volta, asdf, mise, pyenv, rbenv, rustup, sdkman: switching versions in this
    shell is harmless; installing or changing defaults changes the user's machine."""
    sub = next((a for a in c.args if not a.startswith("-")), "")
    if c.name in ("mise", "rtx") and sub == "use":
        # mise's `use` installs the tool and pins it in a config: the user's own with -g, the project's without
        if any(a in ("-g", "--global") for a in c.args):
            return [c.eff(E.SYSTEM, f"{c.name} use -g", "installs a tool and sets it in the user's global configuration")]
        return [c.eff(E.INSTALL_LOCAL, f"{c.name} use", "installs a tool and pins it in the project's mise configuration")]
    if sub in ("use", "shell", "which", "current", "ls", "list", "ls-remote", "list-remote", "show", "version",
               "versions", "where", "exec", "run", "env", "help", "--version", "doctor", "") or c.name == "rustup" and \
            sub in ("show", "which", "doc", "target", "component") and "add" not in c.args:
        if sub in ("exec", "run") and c.name == "rustup":
            # `rustup run [--install] TOOLCHAIN COMMAND…`: the command, under the toolchain it names
            rest, installs = c.words[2:], False
            while rest and rest[0].text.startswith("-"):
                installs |= rest[0].text == "--install"
                rest = rest[1:]
            found = c.run(rest[1:], "rustup run")
            return found + [c.eff(E.SYSTEM, "rustup run --install", "installs the toolchain for the whole user")] \
                if installs else found
        if sub in ("exec", "run"):
            rest = c.opts(start=2).positional
            return c.run(rest[1:] if c.name in ("nvm", "fnm", "asdf", "mise") and rest else rest, f"{c.name} {sub}")
        return [c.eff(E.READ)]
    return [c.eff(E.SYSTEM, f"{c.name} {sub}", "installs or switches toolchains for the whole user")]


PROGRAMS = {
    "nvm": toolchain, "fnm": toolchain, "volta": toolchain, "asdf": toolchain, "mise": toolchain, "rtx": toolchain,
    "pyenv": toolchain, "rbenv": toolchain, "rustup": toolchain, "sdk": toolchain, "n": toolchain, "nodenv": toolchain,
    "npm": npm, "pnpm": npm, "yarn": npm, "bun": npm, "npx": npx, "pnpx": npx, "bunx": npx,
    "pip": pip, "uv": uv, "uvx": uvx, "pipx": pipx, "poetry": pyproject_tool, "pdm": pyproject_tool,
    "hatch": pyproject_tool, "rye": pyproject_tool, "pipenv": pyproject_tool, "cargo": cargo, "go": go,
    "corepack": corepack,
}
