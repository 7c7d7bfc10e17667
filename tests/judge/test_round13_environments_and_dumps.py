"""A framework command runs in the environment it is told to, however it is told: the
project's own environments (development, test, local, ci) are its work; any other name is a
deployed one. A database dump reads the host from wherever the client would."""

from __future__ import annotations

import pytest

from tests.judge.helpers import decision, kinds


@pytest.mark.parametrize("command", [
    "APP_ENV=production php artisan queue:work",
    "env APP_ENV=live php artisan horizon",
    "RAILS_ENV=production bundle exec rake jobs:work",
    "RACK_ENV=prd rake assets:precompile",
    "bundle exec rake db:migrate RAILS_ENV=qa-west",
    "bin/rails server -e prd",
    "RAILS_ENV=prod-eu bin/rails server",
    "bin/rails assets:precompile -e production_eu",
    "export RAILS_ENV=production; bin/rails server",
    "export APP_ENV=uat && php artisan schedule:run",
    "RAILS_ENV=$TARGET bin/rails runner 'Job.perform'",
])
def test_a_command_in_any_environment_but_the_projects_own_holds(command: str) -> None:
    assert decision(command) == "hold"
    assert "deploy" in kinds(command)


@pytest.mark.parametrize("command", [
    "RAILS_ENV=test bin/rails test",
    "RAILS_ENV=test bundle exec rake spec",
    "rake test",
    "env APP_ENV=testing php artisan test",
    "export APP_ENV=local; php artisan test",
    "bin/rails server -e development",
    "RACK_ENV=ci rake build",
])
def test_the_projects_own_environments_stay_allowed(command: str) -> None:
    assert decision(command) == "allow"
