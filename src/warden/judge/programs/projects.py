"""Command lines of frameworks and tools that act on the project's own files.

Django's ``manage.py`` and ``django-admin`` by their subcommand (tests, checks and
generated files are the project's; the database, its users and settings are a person's, and
``migrate``, which may run any code the project's migrations hold, is left to one), and
Laravel's ``artisan``, Rails' ``rails`` and Symfony's ``bin/console`` the same way;
beads (``bd``), an issue tracker kept as files in the repository (reading and editing
issues is local work; ``bd sync`` commits and pushes); macOS ``plutil`` (lint and print
read, the rest edits the file in place).
"""

from __future__ import annotations

import re

from warden.judge import effects as E
from warden.judge.leaks import SECRET_VAR
from warden.judge.programs.base import by_subcommand

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.judge.cmd import Cmd
    from warden.judge.effects import Effect
    from warden.judge.words import Word

_DJANGO = {
    **dict.fromkeys(("check", "showmigrations", "sqlmigrate", "sqlflush", "sqlsequencereset", "help", "version",
                     "findstatic", "inspectdb", "show_urls", "validate_templates"), E.READ),
    **dict.fromkeys(("test", "compilemessages"), E.BUILD_TEST),
    **dict.fromkeys(("makemigrations", "squashmigrations", "optimizemigration", "makemessages", "collectstatic",
                     "startapp", "startproject"), E.WRITE_PROJECT),
    **dict.fromkeys(("loaddata", "createcachetable", "clearsessions", "remove_stale_contenttypes"), E.ALTER_DATA),
    "flush": E.DELETE, "diffsettings": E.CREDENTIALS, "createsuperuser": E.CREDENTIALS, "changepassword": E.CREDENTIALS,
    "sendtestemail": E.SEND,
}
_DJANGO_NOTES = {"diffsettings": "prints the settings, secret key included", "flush": "empties the database",
                 "loaddata": "loads records into the database"}


def django(c: Cmd) -> list[Effect]:
    """``python manage.py SUB`` / ``django-admin SUB``; ``runserver`` is the project's app
    on this machine, held on a privileged port like any app server."""
    o = c.opts(("--settings", "--pythonpath", "-v", "--verbosity", "--database"))
    sub = o.positional[0].text if o.positional and not o.positional[0].dynamic else ""
    if sub == "runserver":  # the project's app on this machine; `0.0.0.0:80` takes a port only root may bind
        port = o.positional[1].text.rsplit(":", 1)[-1] if len(o.positional) > 1 else ""
        if port.isdigit() and 0 < int(port) < 1024:
            return [c.eff(E.SYSTEM, port, f"listens on port {port}, a privileged port only root may bind")]
        return [c.eff(E.BUILD_TEST, "runserver")]
    if sub in ("startapp", "startproject") and len(o.positional) > 2:
        return [e for w in o.positional[2:3] for e in c.write(w)]  # the directory it fills
    kind = _DJANGO.get(sub)
    if kind is None or sub == "makemigrations" and o.has("--check", "--dry-run"):
        return [c.eff(E.READ if kind else E.UNKNOWN, f"django {sub}".strip(),
                      "" if kind else f"runs the Django command `{sub}`, which the policy does not know")]
    return [c.eff(kind, f"django {sub}", _DJANGO_NOTES.get(sub, ""))]


_ARTISAN = {
    **dict.fromkeys(("list", "help", "about", "env", "inspire", "route:list", "schedule:list", "migrate:status",
                     "event:list", "channel:list", "model:show", "queue:failed", "queue:monitor", "pail", "completion",
                     "--version", "-V", ""), E.READ),
    **dict.fromkeys(("test", "dusk", "queue:listen", "queue:work", "config:cache", "route:cache", "view:cache",
                     "event:cache", "optimize", "icons:cache"), E.BUILD_TEST),
    **dict.fromkeys(("config:clear", "route:clear", "view:clear", "event:clear", "clear-compiled"), E.CLEAN),
    **dict.fromkeys(("vendor:publish", "lang:publish", "stub:publish", "config:publish", "storage:link",
                     "package:discover"), E.WRITE_PROJECT),
    **dict.fromkeys(("install:api", "install:broadcasting"), E.INSTALL_LOCAL),
    **dict.fromkeys(("migrate:fresh", "migrate:reset", "migrate:refresh", "migrate:rollback", "db:wipe", "queue:flush",
                     "queue:clear"), E.DELETE),
    "db:seed": E.ALTER_DATA, "key:generate": E.CREDENTIALS, "config:show": E.CREDENTIALS, "env:decrypt": E.CREDENTIALS,
    "env:encrypt": E.CREDENTIALS,
    **dict.fromkeys(("migrate", "tinker", "db", "cache:clear", "optimize:clear", "schedule:run", "schedule:work"),
                    E.UNKNOWN),
}
_ARTISAN_NOTES = {"key:generate": "writes the application's secret key into .env",
                  "config:show": "prints the configuration, secrets included", "db:seed": "loads records into the database",
                  "migrate": "changes the schema of a database the command does not show is a local one",
                  "tinker": "opens an interactive shell inside the application", "db": "opens a database client",
                  "cache:clear": "empties the application's cache store, which may be shared (a Redis database)",
                  "optimize:clear": "empties the application's cache store, which may be shared (a Redis database)",
                  "schedule:run": "runs the application's scheduled jobs, which the command does not show",
                  "schedule:work": "runs the application's scheduled jobs, which the command does not show"}


def artisan(c: Cmd) -> list[Effect]:
    o = c.opts(("--env", "--port", "--host", "--filter", "--testsuite", "--tag", "--provider", "--path", "--database",
                "--class", "--seeder", "--timeout", "--tries", "--queue"))
    return in_deployed(c, _artisan(c, o), deployed_env(c, o.value("--env"), ("APP_ENV",)))


def _artisan(c: Cmd, o) -> list[Effect]:
    """``php artisan SUB``, Laravel's command line: its tests, its development server and
    queue worker, its caches of the project's own configuration (built or cleared), the
    files it generates or publishes into the project; migrations, seeds and wipes change
    the database, and the application's key and configuration are its secrets. A command
    the project defines itself does what its code says, which the command does not show."""
    sub = o.positional[0].text if o.positional and not o.positional[0].dynamic else ""
    if sub == "serve":
        port = o.value("--port")
        if port is not None and port.text.isdigit() and 0 < int(port.text) < 1024:
            return [c.eff(E.SYSTEM, port.text, f"listens on port {port.text}, a privileged port only root may bind")]
        return [c.eff(E.BUILD_TEST, "artisan serve", "serves the project's app on this machine")]
    kind = _ARTISAN.get(sub)
    if kind is None and sub.startswith("make:"):
        kind = E.WRITE_PROJECT  # generates a class file from the framework's template
    if kind is None:
        return [c.eff(E.UNKNOWN, f"artisan {sub}".strip(), f"runs the artisan command `{sub}`, which the policy "
                                                            "does not know (a project can define its own)")]
    return [c.eff(kind, f"artisan {sub}".strip(), _ARTISAN_NOTES.get(sub, ""))]


_RAILS = {
    **dict.fromkeys(("about", "routes", "stats", "notes", "version", "--version", "-v", "help", "--help", "-h", "",
                     "middleware", "initializers", "time:zones", "time:zones:all", "db:migrate:status", "db:version",
                     "zeitwerk:check", "secret"), E.READ),
    **dict.fromkeys(("test", "t", "test:all", "test:system", "test:models", "test:controllers", "spec", "server", "s",
                     "assets:precompile", "javascript:build", "css:build", "tailwindcss:build", "dartsass:build",
                     "tmp:create"), E.BUILD_TEST),
    **dict.fromkeys(("tmp:clear", "tmp:cache:clear", "log:clear", "assets:clobber", "assets:clean"), E.CLEAN),
    **dict.fromkeys(("generate", "g"), E.WRITE_PROJECT),
    **dict.fromkeys(("db:drop", "db:reset", "db:purge", "db:rollback", "db:migrate:reset", "db:truncate_all",
                     "db:schema:load", "db:seed:replant", "db:migrate:redo"), E.DELETE),
    **dict.fromkeys(("db:seed", "db:fixtures:load"), E.ALTER_DATA),
    **dict.fromkeys(("credentials:show", "credentials:edit", "secrets:show", "secrets:edit", "credentials:diff"),
                    E.CREDENTIALS),
    **dict.fromkeys(("db:migrate", "db:create", "db:setup", "db:prepare", "console", "c", "dbconsole", "db",
                     "runner", "r", "destroy", "d", "new", "app:update", "app:template"), E.UNKNOWN),
}
_RAILS_NOTES = {"db:seed": "loads records into the database", "db:fixtures:load": "loads records into the database",
                "db:migrate": "changes the schema of a database the command does not show is a local one",
                "console": "opens an interactive shell inside the application", "dbconsole": "opens a database client",
                "runner": "runs Ruby code the command names", "destroy": "removes files a generator made",
                "new": "creates an application and installs its gems", "app:template": "applies a template, "
                "which may be fetched from the network"}
_RAILS_NOTES.update({"c": _RAILS_NOTES["console"], "db": _RAILS_NOTES["dbconsole"], "r": _RAILS_NOTES["runner"],
                     "d": _RAILS_NOTES["destroy"], "db:create": "creates databases the command does not show are "
                     "local ones", "db:setup": "creates and seeds databases the command does not show are local ones",
                     "db:prepare": "creates and seeds databases the command does not show are local ones"})


# an application environment that is a deployed one: its database and services are the users'
# the environments a project keeps for its own work; any other name (production, prd, prod-eu,
# staging, qa…) is one deployed somewhere, with its own database and services
_OWN_ENV = re.compile(r"(?i)^(?:development|dev|test|testing|local|ci)$")


def deployed_env(c: Cmd, option: Word | None, variables: tuple[str, ...]) -> str:
    """The deployed environment a framework command is told to run in, by option (``-e
    production``, ``--env=production``) or by the environment (``RAILS_ENV=production``,
    ``env``, an earlier ``export``); one named only at run time counts as deployed."""
    given: list[str | None] = [] if option is None else [None if option.dynamic else option.text.strip("'\"")]
    given += c.sc.env(*variables)
    for g in given:
        if g is None:
            return "(named at run time)"
        if not _OWN_ENV.match(g):
            return g
    return ""


def in_deployed(c: Cmd, effects: list[Effect], env: str) -> list[Effect]:
    if not env:
        return effects
    return [e if e.kind == E.READ else c.eff(E.DEPLOY, e.target, f"runs in the {env} environment, against its "
                                                                  "database and services") for e in effects]


_SYMFONY = {
    **dict.fromkeys(("list", "help", "about", "--version", "-V", "lint:yaml", "lint:twig", "lint:container",
                     "lint:xliff", "lint:translations", "doctrine:schema:validate", "doctrine:mapping:info",
                     "doctrine:migrations:status", "doctrine:migrations:list", "router:match", "config:dump-reference",
                     "secrets:list", "messenger:stats", "importmap:audit", "importmap:outdated"), E.READ),
    **dict.fromkeys(("cache:warmup", "assets:install", "importmap:install", "asset-map:compile", "tailwind:build",
                     "sass:build"), E.BUILD_TEST),
    "cache:clear": E.CLEAN, "translation:extract": E.WRITE_PROJECT, "importmap:require": E.INSTALL_LOCAL,
    **dict.fromkeys(("doctrine:database:drop", "doctrine:schema:drop", "doctrine:fixtures:load"), E.DELETE),
    "doctrine:schema:update": E.ALTER_DATA, "messenger:consume": E.ALTER_DATA, "mailer:test": E.SEND,
    **dict.fromkeys(("secrets:reveal", "secrets:decrypt-to-local", "secrets:set", "secrets:remove",
                     "secrets:generate-keys", "secrets:encrypt-from-local"), E.CREDENTIALS),
}
_SYMFONY_NOTES = {"doctrine:fixtures:load": "empties the database before loading fixtures (unless --append)",
                  "messenger:consume": "handles queued messages, which may send mail or call services"}


def symfony_console(c: Cmd) -> list[Effect]:
    o = c.opts(("--env", "-e", "--format", "--em", "--connection", "--group", "--limit", "--time-limit", "--env-var"))
    return in_deployed(c, _symfony_console(c, o), deployed_env(c, o.value("--env", "-e"), ("APP_ENV",)))


def _symfony_console(c: Cmd, o) -> list[Effect]:
    """A Symfony project's ``bin/console``, read as ``artisan`` is: its linters, checks and
    debug listings read; its caches and built assets are the project's; generated files
    (``make:``) are written into it; the database's schema and records, the secrets vault
    and mail are a person's. Without a command (a Ruby gem's ``bin/console`` is an
    interactive session), or one the project defines itself, it does what its code says."""
    sub = o.positional[0].text if o.positional and not o.positional[0].dynamic else ""
    kind = _SYMFONY.get(sub)
    if sub == "assets:install" and len(o.positional) > 1:
        return c.write(o.positional[1]) + [c.eff(E.BUILD_TEST, "console assets:install")]
    if sub == "secrets:list" and o.has("--reveal", "-r") or sub == "debug:dotenv" or sub.startswith("debug:") and (
            o.has("--resolve-env", "--env-var", "--env-vars") or any(a.startswith("--env-var") for a in c.args)):
        kind = E.CREDENTIALS  # the environment's values: database URLs, API keys
    elif sub == "doctrine:fixtures:load" and o.has("--append"):
        kind = E.ALTER_DATA
    elif kind is None and sub.startswith("debug:"):
        kind = E.READ
    elif kind is None and sub.startswith("make:"):
        kind = E.WRITE_PROJECT  # generates a class file from the bundle's template
    if kind is None:
        return [c.eff(E.UNKNOWN, f"console {sub}".strip(), f"runs the console command `{sub}`, which the policy does "
                                                             "not know (a project can define its own)")]
    return [c.eff(kind, f"console {sub}", _SYMFONY_NOTES.get(sub, ""))]


def rails(c: Cmd) -> list[Effect]:
    o = c.opts(("-e", "--environment", "-p", "--port", "-b", "--binding", "-n", "--name", "--seed", "-r", "--require"))
    return in_deployed(c, _rails(c, o), deployed_env(c, o.value("-e", "--environment"), ("RAILS_ENV", "RACK_ENV")))


def _rails(c: Cmd, o) -> list[Effect]:
    """``rails SUB`` (and the project's ``bin/rails``), Rails' command line, read as Laravel's
    ``artisan`` is: tests, the development server, built assets and generated files are the
    project's; the database's schema and records, its console and the credentials are a
    person's. A task the project defines itself does what its code says. In a deployed
    environment (``-e production``) it works on the users' database and services."""
    sub = o.positional[0].text if o.positional and not o.positional[0].dynamic else ""
    if sub in ("server", "s"):
        port = o.value("-p", "--port")
        if port is not None and port.text.isdigit() and 0 < int(port.text) < 1024:
            return [c.eff(E.SYSTEM, port.text, f"listens on port {port.text}, a privileged port only root may bind")]
        return [c.eff(E.BUILD_TEST, "rails server", "serves the project's app on this machine")]
    kind = _RAILS.get(sub)
    if kind is None:
        return [c.eff(E.UNKNOWN, f"rails {sub}".strip(), f"runs the Rails task `{sub}`, which the policy does not "
                                                          "know (a project can define its own)")]
    return [c.eff(kind, f"rails {sub}".strip(), _RAILS_NOTES.get(sub, ""))]


def plutil(c: Cmd) -> list[Effect]:
    """``plutil -lint/-p/-type`` and ``-o -`` print; anything else rewrites the file it names (the last word)."""
    args = c.args
    if len(c.words) < 2:
        return [c.eff(E.READ, "plutil")]
    if any(a in ("-lint", "-p", "-help", "-type") for a in args) or "-o" in args and "-" in args:
        return c.read(c.words[-1])
    return c.write(c.words[-1])


_BEADS = {
    **dict.fromkeys(("list", "show", "ready", "blocked", "stats", "status", "search", "info", "help", "version",
                     "stale", "count", "where", "graph", "--help", "--version"), E.READ),
    **dict.fromkeys(("create", "new", "update", "close", "reopen", "dep", "label", "comment", "comments", "edit",
                     "init", "rename-prefix", "compact"), E.WRITE_PROJECT),
}

_AZD = {
    **dict.fromkeys(("version", "show", "monitor", "template", "config", "hooks", "help", "--help", "--version"), E.READ),
    **dict.fromkeys(("init", "add"), E.WRITE_PROJECT),
    **dict.fromkeys(("provision", "deploy", "up", "package", "publish", "pipeline"), E.DEPLOY),
    "down": E.DELETE, "auth": E.CREDENTIALS, "login": E.CREDENTIALS,
}


def azd(c: Cmd) -> list[Effect]:
    """The Azure Developer CLI: ``init`` writes the project's ``azure.yaml`` and ``.azure/``;
    ``env`` keeps the environments' settings in ``.azure/`` (printing them prints the secrets
    a provision stored there); provisioning, deploying and signing in are a person's."""
    o = c.opts(("-e", "--environment", "--cwd", "-C", "-t", "--template", "-l", "--location", "--subscription",
                "--output", "-o"))
    words = [w.text for w in o.positional]
    sub = words[0] if words else ""
    if sub == "env":
        action = words[1] if len(words) > 1 else ""
        if action in ("get-values", "get-value", "refresh"):
            return [c.eff(E.CREDENTIALS, f"azd env {action}", "prints or fetches an environment's values, its "
                                                              "secrets included")]
        if action == "set" and len(words) > 2 and SECRET_VAR.search(words[2]):
            return [c.eff(E.CREDENTIALS, f"azd env set {words[2]}", "stores a secret in the environment's settings")]
        if action in ("set", "new", "select", "list", "ls"):
            return [c.eff(E.WRITE_PROJECT if action in ("set", "new", "select") else E.READ, f"azd env {action}",
                          "keeps the environment's settings in the project's .azure folder")]
        return [c.eff(E.UNKNOWN, f"azd env {action}", f"runs `azd env {action}`, which the policy does not know")]
    if sub == "init" and o.has("-t", "--template"):
        return [c.eff(E.UNKNOWN, "azd init --template", "fills the project from a template fetched from the network")]
    kind = _AZD.get(sub)
    if kind is None:
        return [c.eff(E.UNKNOWN, f"azd {sub}".strip(), f"runs `azd {sub}`, which the policy does not know")]
    return [c.eff(kind, f"azd {sub}".strip())]


PROGRAMS = {
    "azd": azd,
    "django-admin": django, "django-admin.py": django, "artisan": artisan, "rails": rails,
    "symfony-console": symfony_console,
    "bd": by_subcommand({**_BEADS, "sync": lambda c: [c.eff(E.UNKNOWN, "bd sync", "commits the issues to git and may "
                                                                              "pull or push them")]}),
    "plutil": plutil,
}