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


@pytest.mark.parametrize("command", [
    "pg_dump 'postgresql:///mydb?host=db.prod.example.com' > dump.sql",
    "pg_dump 'postgres:///shop?sslmode=require&host=10.2.0.9' -f shop.sql",
    "pg_dump -d 'dbname=mydb hostaddr=10.0.0.5' > dump.sql",
    "pg_dump -d 'dbname=mydb host = db.prod.example.com' > dump.sql",
    "pg_dump 'postgresql:///mydb?service=prod' > dump.sql",
    "pg_dump 'host=/tmp host=prod.example.com' mydb",
    "export PGHOST=db.prod.example.com; pg_dump mydb > dump.sql",
    "PGHOSTADDR=10.9.8.7 env pg_dump crm > crm.sql",
    "export PGSERVICE=reporting && pg_dump > r.sql",
    "mysqldump --defaults-extra-file=/home/dev/.prod.cnf app > dump.sql",
    "mysqldump --defaults-file ~/.replica.cnf shop > shop.sql",
    "mysqldump --login-path=prod app > dump.sql",
    "mongodump --uri='mongodb://localhost,prod.example.com/app'",
    "mongodump --uri 'mongodb://u@127.0.0.1:27017,db2.internal:27017/crm?replicaSet=rs0'",
])
def test_a_dump_of_a_database_on_another_machine_holds(command: str) -> None:
    assert decision(command) == "hold"


@pytest.mark.parametrize("command", [
    "pg_dump mydb > dump.sql",
    "pg_dump 'postgresql://localhost/mydb' > d.sql",
    "pg_dump 'postgresql:///mydb?host=/var/run/postgresql' > d.sql",
    "pg_dump 'postgresql://%2Fvar%2Frun%2Fpostgresql/mydb' > d.sql",
    "pg_dump -d 'dbname=mydb host = localhost' > d.sql",
    "export PGHOST=localhost; pg_dump mydb > d.sql",
    "mongodump --uri='mongodb://localhost:27017,127.0.0.1:27018/app'",
    "mysqldump -h 127.0.0.1 app > d.sql",
])
def test_a_dump_of_this_machines_database_stays_allowed(command: str) -> None:
    assert decision(command) == "allow"
