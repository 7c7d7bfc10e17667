"""A project's ``bin/rails``, ``bin/rspec``, ``bin/rake``: the stubs bundler and Rails write into
the project's (or the app's) ``bin`` folder run the installed program of that name, and are
judged as it, as ``gradlew`` is judged as Gradle. Rails' own command line is read as Laravel's
``artisan``: tests, the server, built assets and generated files are the project's; the
database, its console and the credentials are a person's; a project's own task abstains."""

from __future__ import annotations

from tests.judge.helpers import bash, decision


def test_a_binstub_of_a_test_runner_runs_the_tests() -> None:
    assert decision("bin/rspec spec/models/invoice_spec.rb --tag focus") == "allow"
    assert decision("./bin/rake test:units") == "allow"
    assert decision("cd services/billing && bin/rails test test/models") == "allow"


def test_rails_builds_serves_and_generates_inside_the_project() -> None:
    assert decision("bin/rails assets:precompile") == "allow"
    assert decision("RAILS_ENV=test bin/rails zeitwerk:check") == "allow"
    assert decision("rails generate model Kiln firing_temp:integer") == "allow"
    assert decision("bin/rails server -p 3400") == "allow"
    assert decision("bin/rails tmp:clear") == "allow"


def test_rails_on_the_database_its_console_and_secrets_is_a_persons() -> None:
    assert decision("bin/rails db:drop") == "hold"
    assert decision("bin/rails db:seed:replant") == "hold"
    assert decision("rails credentials:show") == "hold"
    assert decision("bin/rails server -b 0.0.0.0 -p 443") == "hold"
    assert decision("bin/rails db:migrate") == "unknown"
    assert decision("bin/rails runner 'Ledger.rebuild!'") == "unknown"
    assert decision("bin/rails console") == "unknown"


def test_a_task_the_project_defines_abstains() -> None:
    v = bash("bin/rails orchard:import_harvest")
    assert v.decision == "unknown"
    assert "Rails task" in v.reason


def test_a_binstub_of_a_tool_is_still_judged_by_what_the_tool_does() -> None:
    assert decision("bin/kamal deploy -d staging") == "hold"
    assert decision("bin/rubocop -A app/") == "allow"
    assert decision("bin/bundle exec rake db:reset") == "hold"


def test_other_scripts_in_bin_and_stubs_elsewhere_stay_unread() -> None:
    assert decision("bin/setup") == "unknown"
    assert decision("bin/publish-docs") == "unknown"
    assert decision("vendor/tools/bin/rspec") == "unknown"
    assert decision("cd /srv/other-app && bin/rails test") == "unknown"
