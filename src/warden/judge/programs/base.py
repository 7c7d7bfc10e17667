"""Shared handler shapes: most programs are readers, writers or no-ops."""

from __future__ import annotations

import re

from warden.judge import effects as E
from warden.judge.names import task_kind

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

    from warden.judge.cmd import Cmd
    from warden.judge.effects import Effect

    Handler = Callable[[Cmd], list[Effect]]


def just(kind: str, note: str = "") -> Handler:
    """A handler that says the same thing whatever the arguments."""
    def handler(c: Cmd) -> list[Effect]:
        return [c.eff(kind, c.name, note)]
    return handler


def reader(takes: Iterable[str] = (), content: bool = True) -> Handler:
    """A program that reads the files it is given (``-`` and no file: standard input)."""
    takes = tuple(takes)

    def handler(c: Cmd) -> list[Effect]:
        o = c.opts(takes)
        out = [e for w in o.positional if w.text != "-" for e in c.read(w, content)]
        return out or [c.eff(E.READ)]
    return handler


def writer(takes: Iterable[str] = ()) -> Handler:
    """A program that creates or changes the files it is given."""
    takes = tuple(takes)

    def handler(c: Cmd) -> list[Effect]:
        o = c.opts(takes)
        return [e for w in o.positional for e in c.write(w)] or [c.eff(E.READ)]
    return handler


def by_subcommand(table: dict[str, str | Handler], default: str | Handler | None = None,
                  takes: Iterable[str] = (), notes: dict[str, str] | None = None) -> Handler:
    """Dispatch on the first positional word: a kind, or a handler of its own."""
    takes = tuple(takes)
    notes = notes or {}

    def handler(c: Cmd) -> list[Effect]:
        o = c.opts(takes)
        sub = o.positional[0].text if o.positional else ""
        entry = table.get(sub, default)
        if entry is None:
            return [c.eff(E.UNKNOWN, f"{c.name} {sub}".strip(), f"runs `{c.name} {sub}`, which the policy does not know")]
        if isinstance(entry, str):
            return [c.eff(entry, f"{c.name} {sub}".strip(), notes.get(sub, ""))]
        return entry(c)
    return handler


def positional_after(c: Cmd, sub: str, takes: Iterable[str] = ()) -> list:
    """Positional words after subcommand ``sub``."""
    o = c.opts(takes)
    words = o.positional
    for i, w in enumerate(words):
        if w.text == sub:
            return words[i + 1:]
    return []


# a CLI's subcommand words that act beyond the project, whatever the tool is called
# (`fastapi deploy`, `flyctl auth login`, `wrangler secret put`, `mytool release`)
_OPERATIONS = (
    (frozenset({"deploy", "redeploy", "ship", "rollout", "promote"}), E.DEPLOY, "deploys"),
    (frozenset({"publish", "release", "upload", "push"}), E.PUBLISH, "publishes, releases or uploads"),
    (frozenset({"login", "logout", "signin", "sign-in", "auth", "authenticate", "authorize", "secret", "secrets", "token",
                "tokens", "credential", "credentials", "setup-ci"}), E.CREDENTIALS, "signs in or handles secrets"),
    (frozenset({"destroy", "teardown", "nuke"}), E.DELETE, "destroys what it manages"),
)
_SUBCOMMAND_DEPTH = 3  # `fastapi cloud setup-ci`, `gcloud auth application-default login`
# options that make any of them a preview
_PREVIEW = frozenset({"--dry-run", "--dryrun", "--help", "-h", "--what-if", "--whatif"})
# a test run's words are test names (`cargo test auth`, `npx vitest run login`)
_TESTS = frozenset({"test", "tests", "t", "spec", "e2e", "check", "lint", "bench"})
_TEST_RUNNERS = frozenset({"pytest", "py.test", "jest", "vitest", "mocha", "ava", "tap", "karma", "cypress", "playwright",
                           "phpunit", "rspec", "bats", "tox", "nox", "behave", "testem", "ward"})


def operation(c: Cmd) -> Effect | None:
    """The subcommand of a CLI that deploys, publishes, signs in or writes secrets, read
    from the words right after the program's name (and right after a ``--`` that hands
    the rest to the program a build tool runs: ``cargo run -- deploy``): a runner (``uv
    run``, ``npx``) makes a tool the project's own, not what its subcommand does."""
    words = c.words[1:]
    if c.name in _TEST_RUNNERS or any(w.text in _PREVIEW for w in words) or \
            any(w.text in _TESTS for w in words[:_SUBCOMMAND_DEPTH]):
        return None
    starts = [0] + [i + 1 for i, w in enumerate(words) if w.text == "--"][:1]
    for start in starts:
        for w in words[start:start + _SUBCOMMAND_DEPTH]:
            if w.dynamic or w.text.startswith("-"):
                break
            word = w.text.lower()
            for names, kind, what in _OPERATIONS:
                if word in names:
                    return c.eff(kind, f"{c.name} {w.text}", f"runs the subcommand `{w.text}`, which by its name {what}")
    return None


def user_settings(c: Cmd, tool: str, store: str = "settings") -> Effect:
    """A write to a tool's user- or machine-level settings or store (``git config --global``,
    ``npm config set``, ``pip config set``, ``bundle config set --global``, ``go env -w``,
    ``poetry config``, ``conda config --add``, ``gcloud config set``, ``dotnet new install``
    into the user's templates): the file lives outside the project, and what it says (a
    registry, a proxy, a hook, a key, an account, a template) holds for every project the
    person works on."""
    return c.eff(E.OUTSIDE_PROJECT, f"{tool} {store}",
                 f"changes {tool}'s {store} for every project of the user, outside the project")


def script_target(c: Cmd, name: str, tool: str) -> Effect:
    """A project-defined task (``npm run X``, ``make X``): judged by its name."""
    if said := task_kind(name):
        kind, what = said
        return c.eff(kind, name, f"runs the project's `{name}` task, which by its name {what}")
    if name in ("clean", "clobber", "distclean"):
        return c.eff(E.CLEAN, name, f"runs the project's `{name}` task")
    return c.eff(E.BUILD_TEST, f"{tool} {name}".strip())
