"""Command lines that act on the project's own files, read by subcommand: Django's
``manage.py``/``django-admin``, an issue tracker kept in the repository (beads, ``bd``),
``plutil``; a ``create-*`` package a runner starts is ``npm create``; an unknown program
asked only for its help or version. What reaches the database, secrets, the network or
the machine stays held or a person's."""

from __future__ import annotations

import pytest

from tests.judge.helpers import decision


@pytest.mark.parametrize("command", [
    "python manage.py test shop.tests",
    "./manage.py check --deploy",
    "uv run python manage.py showmigrations",
    "python manage.py makemigrations orders",
    "python manage.py makemigrations --check --dry-run",
    "python manage.py runserver 127.0.0.1:8000",
    "django-admin startapp payments",
    "bd ready",
    "bd list --status=open | grep api",
    "bd show proj-12",
    "bd create --title='Flaky login test' --type=bug",
    "bd close proj-12 proj-13",
    "plutil -lint Resources/Info.plist",
    "plutil -convert xml1 fixtures/Settings.plist",
    "npx --yes create-astro@latest site -- --template minimal",
    "pnpm dlx create-svelte@latest ui",
    "acme-cli --help",
    "acme-cli version",
])
def test_local_project_work_is_allowed(command: str) -> None:
    assert decision(command) == "allow"


@pytest.mark.parametrize("command", [
    "python manage.py flush --noinput",
    "python manage.py diffsettings",
    "python manage.py createsuperuser --username admin",
    "python manage.py sendtestemail ops@example.org",
    "python manage.py runserver 0.0.0.0:80",
    "django-admin startapp payments /srv/apps/payments",
    "plutil -p ~/Library/Preferences/com.example.app.plist",
    "npx create-next-app ~/elsewhere/app",
])
def test_what_reaches_data_secrets_or_beyond_the_project_holds(command: str) -> None:
    assert decision(command) == "hold"


@pytest.mark.parametrize("command", [
    "python manage.py shell -c 'print(1)'",
    "python manage.py dbshell",
    "python manage.py migrate",
    "bd sync",
    "npx some-package --help",
    "uvx some-tool --version",
    "acme-cli --help now",
])
def test_what_the_command_does_not_show_stays_a_persons_call(command: str) -> None:
    assert decision(command) == "unknown"
