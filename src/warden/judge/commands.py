"""A simple command → its effects.

Every simple command is weighed the same way: what its redirections write or read, any
secret it expands or carries, an environment that changes which code runs, the privilege
it runs with, and then what its program does, by program, subcommand and flags (the
handlers in :mod:`warden.judge.programs`, which see it as a :class:`~warden.judge.cmd.Cmd`).
A program the judge does not know is ``unknown``: the judge abstains rather than guess
from its name.
"""

from __future__ import annotations

import re

from warden.judge import budget, files, paths
from warden.judge import effects as E
from warden.judge.cmd import Cmd
from warden.judge.effects import Effect
from warden.judge.launchers import assigned, launched
from warden.judge.leaks import AUTH_HEADER, PROXY_ENV, RISKY_ENV, SECRET_LITERAL, SECRET_OPTION, SECRET_VAR
from warden.judge.names import program_name
from warden.judge.operands import named, outputs
from warden.judge.paths import Place
from warden.judge.programs import PROGRAMS
from warden.judge.programs.base import operation
from warden.judge.shell import ShellSyntaxError, SimpleCommand, Word, parse
from warden.judge.wrappers import PRIVILEGED, expand

# where a project keeps tools it installed: programs there are tools, not project scripts
TOOL_DIRS = ("/.venv/bin/", "/venv/bin/", "/env/bin/", "/node_modules/.bin/", "/vendor/bin/", "/.tox/", "/.nox/")
# the standard wrapper scripts build tools check into projects: judged as the tool
BUILD_WRAPPERS = frozenset({"gradlew", "mvnw", "gradlew.bat", "mvnw.cmd", "sbtw", "bazelisk"})


def units(text: str, cwd: str, place: Place) -> list[tuple[SimpleCommand, list[Effect]]]:
    """Each simple command ``text`` runs, with its effects. Unparseable → one unknown.
    Past the judgement's budget (:mod:`warden.judge.budget`): the commands read so far,
    and one unknown for the rest."""
    found: list[tuple[SimpleCommand, list[Effect]]] = []
    cmds: list[SimpleCommand] = []
    with budget.judging():
        try:
            cmds = expand(parse(text, cwd, place.home), place.home)
            for sc in cmds:
                budget.check()
                found.append((sc, judge(sc, place)))
        except ShellSyntaxError as e:
            # unread: no allow rule may grant it by its first words (a deny rule still sees the text)
            return [(SimpleCommand([], cwd=cwd, text=text, problems=[str(e)]), [Effect(E.UNKNOWN, "", text, str(e))])]
        except budget.OutOfTime as e:
            read = [(sc, []) for sc in (e.found or cmds)[len(found):]]
            return found + read + [_unread(text, cwd, str(e), f"{len(found)} of them judged")]
        except RecursionError:
            return [_unread(text, cwd, "the command nests too deeply to follow", "")]
    return _after_rewrites(found, place)


def _unread(text: str, cwd: str, why: str, detail: str) -> tuple[SimpleCommand, list[Effect]]:
    """The unknown a judgement left unfinished ends with; logged, as the hook logs its own limits."""
    from warden.home import home_dir
    from warden.hooklog import log

    log(home_dir(), "warning", f"judge: abstained, {why} ({len(text)} characters{'; ' + detail if detail else ''})")
    return SimpleCommand([], cwd=cwd, text=text, problems=[why]), [Effect(E.UNKNOWN, "", E.shorten(text), why)]


# files that say what a build or an install runs (scripts, recipes, hooks, plugins)
_DEFINES = frozenset({"package.json", "Makefile", "makefile", "GNUmakefile", "setup.py", "setup.cfg", "pyproject.toml",
                      "Cargo.toml", "build.rs", "conftest.py", "tox.ini", "noxfile.py", "Rakefile", "Gemfile",
                      "justfile", "Justfile", "Taskfile.yml", "build.gradle", "build.gradle.kts", "pom.xml",
                      ".npmrc", ".yarnrc", ".yarnrc.yml", "bunfig.toml", "deno.json", "composer.json", "CMakeLists.txt",
                      "meson.build", "go.mod", "pytest.ini", "vite.config.ts", "vite.config.js", "webpack.config.js"})


# programs that change a file's mode or times, not what it runs
_MODE_ONLY = frozenset({"chmod", "chown", "chgrp", "touch"})


def _after_rewrites(found: list[tuple[SimpleCommand, list[Effect]]], place: Place
                    ) -> list[tuple[SimpleCommand, list[Effect]]]:
    """A build or install after the same command rewrote what it runs (``echo … >
    package.json; npm i``, ``cat > build.sh <<EOF …; ./build.sh``) runs what was just
    written, not the project's own tooling. A file ``envsubst`` filled from the environment,
    read back in the same command (``envsubst < t > out && cat out``), shows its values."""
    rewritten: list[str] = []
    written: set[str] = set()
    filled: set[str] = set()  # files envsubst filled from the environment: their text holds its values
    for _sc, effects in found:
        effects += [Effect(E.CREDENTIALS, e.target, e.evidence, "shows a file the command filled from the environment, "
                           "whose values hold secrets") for e in effects if e.kind == E.READ and e.target in filled]
        runs = [e for e in effects if e.kind in (E.BUILD_TEST, E.INSTALL_LOCAL, E.CLEAN)]
        if rewritten and runs:
            effects.append(Effect(E.UNKNOWN, rewritten[-1], runs[0].evidence,
                                  f"runs a build or install whose definition ({rewritten[-1]}) the command rewrote first"))
        effects += [Effect(E.UNKNOWN, e.target, e.evidence, "runs a script the command wrote first")
                    for e in runs if e.target in written]
        if written and (ran := _program_path(_sc, place)) in written:
            # a tool's name on a file the same command downloaded or wrote (`curl -o vendor/bin/phpstan …;
            # vendor/bin/phpstan`, `cp x bin/console; bin/console about`) is that file's code, not the tool
            effects.append(Effect(E.UNKNOWN, ran, _sc.text, "runs a program the command wrote or downloaded first"))
        rewritten += [e.target.rsplit("/", 1)[-1] for e in effects
                      if e.kind == E.WRITE_PROJECT and e.target.rsplit("/", 1)[-1] in _DEFINES]
        if _sc.words and program_name(_sc.words[0].text) == "envsubst":
            filled |= {e.target for e in effects if e.kind == E.WRITE_PROJECT}
        if not (_sc.words and program_name(_sc.words[0].text) in _MODE_ONLY):
            written |= {e.target for e in effects if e.kind == E.WRITE_PROJECT}
    return found


# programs that run the file named next (`php bin/console`, `sh ./x`)
_RUNS_NEXT = frozenset({"php", "python", "python3", "node", "ruby", "perl", "bash", "sh", "zsh", "Rscript", "deno", "bun"})


def _program_path(sc: SimpleCommand, place: Place) -> str:
    """The file a simple command runs, as a path: its first word, or the script an
    interpreter is given; "" when it names no file."""
    words = [w for w in sc.words if not w.text.startswith("-")]
    if words and program_name(words[0].text) in _RUNS_NEXT and len(words) > 1:
        words = words[1:]
    if not words or words[0].dynamic or "/" not in words[0].text:
        return ""
    found = paths.resolve(words[0].text, sc.cwd, place)
    return found[0] if found else ""


def judge(sc: SimpleCommand, place: Place) -> list[Effect]:
    """The effects of one simple command."""
    out = [Effect(p[0], "", sc.text, p[1]) if isinstance(p, tuple) else Effect(E.UNKNOWN, "", sc.text, p)
           for p in sc.problems]
    name = program_name(sc.words[0].text) if sc.words and not sc.words[0].dynamic else ""

    def nested(inner: SimpleCommand) -> list[Effect]:
        return [e for u in expand([inner], place.home) for e in judge(u, place)]

    c = Cmd(sc, place, name, nested)
    out += _redirects(c)
    out += _carried_secrets(c)
    out += _environment(c)
    out += launched(c)
    if any(v.split()[0] in PRIVILEGED for v in sc.via):
        out.append(c.eff(E.PRIVILEGE, "", "runs as another user"))
    if sc.words and sc.words[0].masked:
        out.append(c.eff(E.CONCEALED, sc.words[0].text, "spells the command's name in escapes or a variable"))
    if sc.words:
        if sc.extra_args:  # xargs appends arguments read at run time
            c = Cmd(sc.derive(sc.words + [_xargs_input(sc)], text=sc.text), place, name, nested)
        out += _program(c)
        if not sc.words[0].dynamic:
            out += outputs(c, out)
            out += named(c, out)
    if sc.cwd and not place.inside(paths.strip(sc.cwd)):
        out = [_elsewhere(e, sc.cwd) for e in out]
    if any(v.split()[0] == "watch" for v in sc.via):
        out = [_repeated(e) for e in out]
    return out


def _repeated(e: Effect) -> Effect:
    """``watch`` runs its command again and again until stopped: a read repeated is a read,
    but a write, a build or a request to a server repeated without end (``watch -n 5 'curl
    -X POST …/retry'``) is no longer the one action the command shows."""
    if e.kind not in E.ALLOWED or e.kind == E.READ:
        return e
    return Effect(E.UNKNOWN, e.target, e.evidence, "repeats, until stopped, a command that changes something")


# work that is the project's own when done in the project, and another's anywhere else
_PROJECT_WORK = frozenset({E.BUILD_TEST, E.CLEAN, E.INSTALL_LOCAL, E.VCS_LOCAL})


def _elsewhere(e: Effect, cwd: str) -> Effect:
    """A build, clean, install or commit run after a ``cd`` out of the project acts on
    another directory: it runs that directory's code and writes there."""
    if e.kind not in _PROJECT_WORK:
        return e
    return Effect(E.OUTSIDE_PROJECT, cwd, e.evidence, f"runs or changes another directory's project ({cwd})")


# upstream commands that list only files git tracks: what xargs hands on is project files
_TRACKED = (("git", "ls-files"), ("git", "diff", "--name-only"), ("git", "grep", "-l"))


def _lists_tracked(u: SimpleCommand) -> bool:
    a = u.argv
    return any(a[:len(t)] == list(t) or a[:2] == list(t[:2]) and t[2] in a for t in _TRACKED)


def _xargs_input(sc: SimpleCommand) -> Word:
    """The arguments ``xargs`` reads: tracked project files when the pipe starts at a
    git listing, otherwise nothing the judge can know."""
    if sc.upstream and sc.upstream.all(_lists_tracked):
        return Word("{files git tracks}")
    return Word("{arguments read at run time}", dynamic=True)


def _program(c: Cmd) -> list[Effect]:
    found = _by_table(c)
    # a runner's (`npx X …`) effects are X's, judged with X's own subcommand already
    own = any(e.evidence == c.evidence for e in found)
    if own and all(e.kind in _TOOLING for e in found) and not c.sc.words[0].dynamic:
        op = operation(c)
        if op is not None:
            return found + [op]
    return found


def _binstub(path: str, c: Cmd) -> bool:
    """``bin/rails``, ``bin/rspec``: the stubs bundler and Rails write into a project's ``bin``
    folder (the project's, or the app's it ``cd``-ed into) run the installed program of that
    name, so they are judged as it, as ``gradlew`` is judged as Gradle."""
    import posixpath

    if c.name not in _STUBS:
        return False  # `bin/cat` is the project's own script, whatever its name
    apps = {c.place.project, posixpath.normpath(c.sc.cwd or c.place.project)}
    return any(path == f"{a}/bin/{c.name}" for a in apps)


# the programs bundler (`bundle binstubs`) and Rails write stubs for
_STUBS = frozenset({"rails", "rake", "rspec", "bundle", "rubocop", "spring", "yarn", "brakeman"})


# what a tool the judge does not read closely says of itself: its subcommand may still say more
_TOOLING = frozenset({E.BUILD_TEST, E.UNKNOWN})


def _by_table(c: Cmd) -> list[Effect]:
    w0 = c.sc.words[0]
    if w0.dynamic:
        return [c.eff(E.UNKNOWN, w0.text, "runs a command named at run time")]
    handler = PROGRAMS.get(c.name)
    if "/" in w0.text or "\\" in w0.text:
        found = paths.resolve(w0.text, c.sc.cwd, c.place)
        path = found[0] if found else ""
        if found and c.place.inside(path) and not any(d in path for d in TOOL_DIRS) and c.name not in BUILD_WRAPPERS \
                and not (handler and _binstub(path, c)):
            return c.script(w0)
        if handler is None or found and not c.place.inside(path) and not _installed(path, c.place):
            return [c.eff(E.UNKNOWN, w0.text, "runs a program from outside the project")]
    if handler is None:
        if c.args in (["--help"], ["--version"], ["help"], ["version"]) and \
                not any(v.split()[0] in _FETCHING_RUNNERS for v in c.sc.via):
            return [c.eff(E.READ, c.name, f"asks {c.name} for its help or version")]
        if _message(c):
            return [c.eff(E.READ, c.name, f"prints a message: {c.name} is named for it and given only prose "
                                          "(a script's own logging function)")]
        return [c.eff(E.UNKNOWN, c.name, f"runs {c.name}, a program the policy does not know")]
    return handler(c)


# the first word of a script's own logging functions (`log`, `print_header`, `warn`, `die`)
_SAYS = frozenset({"log", "logger", "info", "warn", "warning", "error", "err", "die", "fatal", "fail", "msg", "message",
                   "note", "notice", "say", "success", "step", "header", "banner", "debug", "print", "echo", "status",
                   "announce", "title", "section", "heading"})


def _message(c: Cmd) -> bool:
    """An unknown command named for printing (its first name word is one of :data:`_SAYS`)
    whose words are only prose: a sentence (a word with a space in it), no options, no
    command output in them. Such a function prints the sentence; anything it does besides
    would have to be in its name or its words."""
    first = re.split(r"[-_]", c.name.lower(), maxsplit=1)[0]
    args = c.sc.words[1:]
    return first in _SAYS and bool(args) and not c.sc.redirects and \
        all(not w.feeds and not w.text.startswith("-") for w in args) and any(" " in w.text.strip() for w in args)


# runners that fetch a package from a registry to run it: even its help runs code nobody has seen
_FETCHING_RUNNERS = frozenset({"npx", "uvx", "bunx", "pnpx", "pipx", "dlx"})


# where installed programs live, under the home directory
_HOME_TOOLS = ("/.local/bin/", "/.cargo/bin/", "/go/bin/", "/.nvm/", "/.pyenv/", "/.rbenv/", "/.bun/bin/", "/.deno/bin/",
               "/.volta/", "/.asdf/", "/.sdkman/", "/.nix-profile/", "/.rustup/", "/.local/share/", "/.fnm/",
               "/.npm-global/", "/.yarn/bin/", "/.config/yarn/", "/.poetry/bin/", "/miniconda3/", "/anaconda3/",
               "/.linuxbrew/", "/bin/", "/.virtualenvs/", "/.cache/")


def _installed(path: str, place: Place) -> bool:
    """A program installed on the machine (system directories, tool managers' directories
    under home), not one dropped somewhere (``/tmp/x``) under a known program's name."""
    if files.system(path) or path.startswith(("/nix/store/", "/home/linuxbrew/", "/usr/local/")):
        return True
    rel = place.in_home(path)
    if rel is not None and any(d in "/" + rel for d in TOOL_DIRS):
        return False  # another project's own tools (`~/other/vendor/bin/phpunit`): that project's code, not installed
    return rel is not None and (("/" + rel).startswith(_HOME_TOOLS) or "/bin/" in "/" + rel)


def _redirects(c: Cmd) -> list[Effect]:
    out = []
    for r in c.sc.redirects:
        if r.target is None or r.heredoc is not None or r.op in (">&", "<&") and r.target.text.isdigit() \
                or r.target.text == "-":
            continue  # a descriptor, standard input, or text given inline (a here-string)
        if r.op.startswith("<") and r.op not in ("<>",):
            out += c.read(r.target)
        elif r.op in (">", ">|", "&>") and r.fd in (None, 1) and (what := _replaces(c, r.target)):
            out += what
        else:
            out += c.write(r.target)
    return out


# files a project keeps by convention: a redirect over one replaces what is there, never creates it
_KEPT = re.compile(r"^(?:readme|license|licence|copying|changelog|changes|history|contributing|authors|notice"
                   r"|code_of_conduct|security|claude|agents)(?:\.[a-z]+)?$|^__(?:init|main)__\.py$|^\.gitignore$",
                   re.I)


def _replaces(c: Cmd, target: Word) -> list[Effect]:
    """A redirect that truncates a file: with nothing (``: > f``, ``echo -n "" > f``) it
    empties the file, like ``truncate -s 0``; with one line given in the command (``echo
    "# Title" > README.md``) it throws away a file every project keeps (its README, licence,
    a package's ``__init__.py``, a manifest) for that line. Output a program computes
    (``pip freeze > requirements.txt``) and new files stay writes."""
    said = _literal_output(c)
    if said is None or not c.inside(target):
        return []
    if not said:
        out = c.delete(target)
        for e in out:
            if e.kind == E.DELETE and e.note == "deletes project files":
                e.note = "empties a project file (a redirect of nothing truncates it)"
        return out
    base = target.text.rstrip("/").rsplit("/", 1)[-1]
    if _KEPT.match(base) or base in _DEFINES:
        return [c.eff(E.DELETE, target.text, f"replaces {base}, a file the project keeps, with one line given in "
                                             "the command: its contents are lost")]
    return []


def _literal_output(c: Cmd) -> str | None:
    """What a command prints when it is written in the command: "" for nothing (no
    command, ``:``, ``true``, ``cat /dev/null``, ``echo -n ""``), the line of an
    ``echo``/``printf`` ("…" when a variable fills it); None when a program computes it."""
    words = c.sc.words
    if not words:
        return ""
    if words[0].dynamic or any("\n" in w.text for w in words):
        return None  # a document written out in full, like a heredoc or the Write tool, is the file's new text
    if any(w.dynamic for w in words):  # a variable's value: one line all the same, but not known to be empty
        return "…" if c.name in ("echo", "printf") else None
    if c.name in (":", "true", "false") or c.name == "cat" and [w.text for w in words[1:]] == ["/dev/null"]:
        return ""
    if c.name == "echo":
        args = [w.text for w in words[1:]]
        while args and re.fullmatch(r"-[neE]+", args[0]):
            args.pop(0)
        return " ".join(args).strip()
    if c.name == "printf" and len(words) >= 2:
        return " ".join(w.text for w in words[1:]).replace("\\n", "").strip()
    return None


def _carried_secrets(c: Cmd) -> list[Effect]:
    """A secret in the command line ends up in the transcript, a log, or another party."""
    sc = c.sc
    words = sc.words + sc.assignments + [r.target for r in sc.redirects if r.target is not None]
    names = sorted({v for w in words for v in w.vars if SECRET_VAR.search(v)})
    if sc.heredoc is not None and sc.heredoc.heredoc and not sc.heredoc.literal:
        names += sorted({m for m in re.findall(r"\$\{?([A-Za-z_][A-Za-z0-9_]*)", sc.heredoc.heredoc)
                         if SECRET_VAR.search(m)})
    out = [c.eff(E.CREDENTIALS, f"${n}", f"uses the secret ${n}") for n in names]
    literal = [w for w in words if SECRET_LITERAL.search(w.text) or SECRET_OPTION.match(w.text)
               or AUTH_HEADER.match(w.text)]
    if literal:
        out.append(c.eff(E.CREDENTIALS, "", "puts a credential on the command line"))
    return out


def _environment(c: Cmd) -> list[Effect]:
    """Variables the command sets that change what runs or where its traffic goes: a prefix
    (``NODE_OPTIONS=… node x``) for that command, an ``export`` or a bare assignment for
    every command after it."""
    out = []
    sets, later = assigned(c)
    for a in sets:
        name, _, value = a.text.partition("=")
        name = name.rstrip("+")
        whose = "the commands that follow" if later else "the command"
        if PROXY_ENV.match(name) and (value.strip() or a.dynamic):
            out.append(c.eff(E.SEND, name, f"sends the network traffic of {whose} through a proxy ({name})"))
        elif name in ("HUSKY", "SKIP", "HUSKY_SKIP_HOOKS", "LEFTHOOK", "PRE_COMMIT_ALLOW_NO_CONFIG"):
            out.append(c.eff(E.PRIVILEGE, name, "skips the project's commit hooks"))
        elif RISKY_ENV.match(name) and not (name == "PATH" and _tool_path(a, c.sc.cwd, c.place)) \
                and not (name in _VIEWERS and not a.dynamic):
            out.append(c.eff(E.UNKNOWN, name, f"sets {name}, which changes what code {whose} run{'' if later else 's'}"))
    return out


# variables naming the program that shows or edits text: the program a literal value names is
# judged as run (warden.judge.launchers), which is the whole of what the variable changes
_VIEWERS = frozenset({"PAGER", "GIT_PAGER", "EDITOR", "VISUAL"})


def _tool_path(a: Word, cwd: str | None, place: Place) -> bool:
    """A PATH that keeps the one the session has and adds only installed tools' directories
    (``~/go/bin``, ``/usr/local/go/bin``, the project's ``.venv/bin``) or, after it, folders of
    the project: what the command names still runs the program it ran before, or a tool the
    person installed."""
    _, _, value = a.text.partition("=")
    entries = value.split(":")
    keep = [i for i, e in enumerate(entries) if e in ("$PATH", "${PATH}")]
    if len(keep) != 1:
        return False
    for i, entry in enumerate(entries):
        if i == keep[0]:
            continue
        if not entry or "$" in entry.replace("$HOME", "").replace("${HOME}", "") or "`" in entry:
            return False
        found = paths.resolve(entry.replace("${HOME}", "~").replace("$HOME", "~"), cwd, place)
        where = (found[0] if found else "").rstrip("/") + "/"
        if not found or ".." in entry:
            return False
        if place.inside(where):
            if not (i > keep[0] or any(d in where for d in TOOL_DIRS)):
                return False
        elif not _installed(where, place):
            return False
    return True
