"""Command lines of frameworks and tools that act on the project's own files.

Django's ``manage.py`` and ``django-admin`` by their subcommand (tests, checks and
generated files are the project's; the database, its users and settings are a person's, and
``migrate``, which may run any code the project's migrations hold, is left to one);
beads (``bd``), an issue tracker kept as files in the repository (reading and editing
issues is local work; ``bd sync`` commits and pushes); macOS ``plutil`` (lint and print
read, the rest edits the file in place).
"""

from __future__ import annotations

from warden.judge import effects as E
from warden.judge.leaks import SECRET_VAR
from warden.judge.programs.base import by_subcommand

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.judge.cmd import Cmd
    from warden.judge.effects import Effect

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
    "django-admin": django, "django-admin.py": django,
    "bd": by_subcommand({**_BEADS, "sync": lambda c: [c.eff(E.UNKNOWN, "bd sync", "commits the issues to git and may "
                                                                              "pull or push them")]}),
    "plutil": plutil,
}