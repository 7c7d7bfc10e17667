"""The test, build and lint entry points of PHP, Ruby, Go and Rust projects, and programs that
only print, are the project's own work; what they run beyond it (a database, a release, a
package from elsewhere, the user's settings) is not."""

from __future__ import annotations

import pytest

from tests.judge.helpers import bash, decision


@pytest.mark.parametrize("command", [
    "php artisan test",
    "php artisan test --parallel --filter=InvoiceTotals",
    "./artisan dusk",
    "php artisan route:list --path=api",
    "php artisan view:clear",
    "php artisan config:cache",
    "php artisan make:model Lantern --migration",
    "php artisan vendor:publish --tag=ledger-config",
    "php artisan storage:link",
    "php artisan serve --port=8088",
    "php artisan pail --timeout=0",
    "npx concurrently \"php artisan serve\" \"php artisan queue:listen --tries=1\" \"npm run dev\"",
    "composer lint",
    "composer run-script analyse",
])
def test_a_laravel_projects_local_commands_are_allowed(command: str) -> None:
    assert decision(command) == "allow"


@pytest.mark.parametrize(("command", "expected"), [
    ("php artisan migrate:fresh --seed", "hold"),
    ("php artisan db:wipe --force", "hold"),
    ("php artisan db:seed --class=LanternSeeder", "hold"),
    ("php artisan key:generate", "hold"),
    ("php artisan config:show database", "hold"),
    ("php artisan serve --port=443", "hold"),
    ("php artisan migrate", "unknown"),
    ("php artisan tinker", "unknown"),
    ("php artisan cache:clear", "unknown"),
    ("php artisan lanterns:sync-remote", "unknown"),
])
def test_artisan_commands_that_change_data_secrets_or_are_the_projects_own_are_not_allowed(command: str,
                                                                                            expected: str) -> None:
    assert decision(command) == expected


@pytest.mark.parametrize("command", [
    "ruby -S bundle exec rake TESTOPTS=-v test",
    "time ruby -S bundle exec ruby -I test test/test_lantern.rb",
    "bundle exec rake test",
    "ruby -I test test/helper_check.rb",
    "ruby spec/runner.rb",
    "bundle exec htmlproofer ./_site --disable-external",
])
def test_ruby_test_entry_points_are_allowed(command: str) -> None:
    assert decision(command) == "allow"


@pytest.mark.parametrize("command", [
    "ruby -S gem push lantern-1.0.gem",
    "ruby -S bundle exec rake release",
    "perl -S cpan-upload Lantern-1.0.tar.gz",
    "./tests/reset-shared-db.sh",
])
def test_a_program_found_on_path_or_a_test_folder_script_is_judged_by_what_it_is(command: str) -> None:
    assert decision(command) != "allow"


@pytest.mark.parametrize("command", [
    "goreleaser build --snapshot --clean",
    "goreleaser build --single-target --snapshot",
    "goreleaser check",
    "rustup run beta rustc --version",
    "rustup run nightly-2024-01-01 cargo clippy",
])
def test_go_and_rust_builds_are_allowed(command: str) -> None:
    assert decision(command) == "allow"


@pytest.mark.parametrize("command", [
    "goreleaser release --clean",
    "goreleaser",
    "rustup run --install beta cargo build",
    "rustup run stable cargo publish",
])
def test_a_release_or_a_toolchain_install_is_not_allowed(command: str) -> None:
    assert decision(command) != "allow"


@pytest.mark.parametrize("command", [
    "starship module git_branch",
    "env STARSHIP_LOG=debug starship module nodejs",
    "starship explain",
    "starship print-config",
    "pkgutil --pkg-info=com.vendor.pkg.Lantern",
    "pkgutil --pkgs | grep -i lantern",
    "pkgutil --files com.vendor.pkg.Lantern",
])
def test_programs_that_only_print_are_allowed(command: str) -> None:
    assert decision(command) == "allow"


@pytest.mark.parametrize("command", [
    "starship config add_newline false",
    "starship toggle git_status",
    "starship preset plain-text-symbols -o ~/.config/starship.toml",
    "pkgutil --forget com.vendor.pkg.Lantern",
    "pkgutil --expand Lantern.pkg /tmp/lantern-expanded",
])
def test_their_settings_and_receipts_changes_are_not_allowed(command: str) -> None:
    assert decision(command) != "allow"


@pytest.mark.parametrize("command", [
    "uvx --from lint-helper ruff check .",
    "uvx --with lint-plugin ruff check .",
    "npx -p some-package tsc --noEmit",
    "npx --package=other-thing prettier --check .",
])
def test_a_tool_run_from_another_package_is_not_the_tool(command: str) -> None:
    v = bash(command)
    assert v.decision == "unknown"


@pytest.mark.parametrize("command", [
    "uvx --from ruff==0.6.0 ruff check .",
    "uvx --from 'black[jupyter]' black --check .",
])
def test_a_tool_pinned_from_its_own_package_is_the_tool(command: str) -> None:
    assert decision(command) == "allow"


def test_a_sed_program_a_variable_fills_in_is_not_read_as_printing_only() -> None:
    v = bash("sed -n \"/^${TAG}$/,/^v[0-9]/p\" NEWS.md")
    assert v.decision == "unknown"
    assert "variable" in v.reason


@pytest.mark.parametrize("command", [
    "sed -n '/^## 2.1/,/^## 2.0/p' NEWS.md | tail -r",
    "tail -r build.log | head -20",
])
def test_printing_sed_and_reversed_tail_are_reads(command: str) -> None:
    assert decision(command) == "allow"
