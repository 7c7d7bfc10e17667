"""A PHP project's tools as the project installs and carries them: what Composer puts in
``vendor/bin`` is that tool (judged by its own options, as ``node_modules/.bin``), and a
Symfony project's ``bin/console`` is read by its command as Laravel's ``artisan`` is."""

from __future__ import annotations

import pytest

from warden.judge.permission import judge


def _decision(command: str) -> str:
    return judge("Bash", {"command": command}, "/home/dev/proj", home="/home/dev").decision


@pytest.mark.parametrize("command", [
    "vendor/bin/pest --parallel", "./vendor/bin/phpstan analyse src --level=8", "vendor/bin/phpcs --standard=PSR12 src",
    "vendor/bin/php-cs-fixer fix --dry-run --diff", "vendor/bin/rector process --dry-run", "vendor/bin/psalm --no-cache",
    "bin/console lint:xliff translations", "php bin/console debug:container --parameters",
    "bin/console doctrine:mapping:info", "bin/console make:controller InvoiceController",
    "bin/console cache:clear", "bin/console lint:twig templates --env=prod",
])
def test_a_php_projects_own_checks_and_generators_are_allowed(command: str) -> None:
    assert _decision(command) == "allow"


@pytest.mark.parametrize("command", [
    "vendor/bin/phpunit -c /home/dev/shared/phpunit.xml",  # configuration from outside: code not the project's
    "bin/console doctrine:database:drop --force",
    "bin/console doctrine:fixtures:load --no-interaction",  # purges the database first
    "bin/console secrets:reveal STRIPE_KEY",
    "bin/console secrets:list --reveal",
    "APP_ENV=prod php bin/console cache:warmup",
    "bin/console mailer:test ops@example.org",
])
def test_what_reaches_the_database_secrets_mail_or_a_deployed_environment_is_held(command: str) -> None:
    assert _decision(command) == "hold"


@pytest.mark.parametrize("command", ["bin/console", "bin/console app:import-customers", "bin/console doctrine:migrations:migrate"])
def test_a_console_with_no_command_or_the_projects_own_is_left_to_a_person(command: str) -> None:
    # a Ruby gem's bin/console is an interactive session; a project's own command does what its code says
    assert _decision(command) == "unknown"
