"""`warden install`: warden's hooks in a Claude Code settings file."""

from __future__ import annotations

from pathlib import Path

import click

from warden.cli.output import emit_json


@click.command()
@click.option("--settings", "settings_path", type=click.Path(dir_okay=False, path_type=Path),
              help="Install into this settings file.")
@click.option("--project", is_flag=True, help="Install into ./.claude/settings.json (this project only).")
@click.option("--uninstall", is_flag=True, help="Remove warden's entries, and only those.")
@click.option("--python", "python", help="Interpreter baked into the hook command (default: this one).")
@click.option("--http", "http", metavar="URL",
              help="Register http hooks to a running `warden serve` at URL instead of command hooks.")
@click.option("--json", "as_json", is_flag=True, help="Print the result as JSON.")
def install(settings_path: Path | None, project: bool, uninstall: bool, python: str | None, as_json: bool,
            http: str | None = None) -> None:
    """Add warden's hooks to a Claude Code settings file.

    Default: the user's settings ($CLAUDE_CONFIG_DIR/settings.json, else
    ~/.claude/settings.json). Other tools' hooks are kept; running it again upgrades
    warden's entries in place; the old file is kept as settings.json.warden.bak.
    """
    from warden import install as inst
    if settings_path and project:
        raise click.UsageError("give either --settings or --project")
    path = settings_path or (inst.project_settings_path() if project else inst.user_settings_path())
    r = inst.install(path, uninstall=uninstall, python=python, http=http)
    if as_json:
        emit_json({"path": str(r.path), "changed": r.changed, "backup": str(r.backup) if r.backup else None,
                   "removed": r.removed, "added": r.added, "warnings": r.warnings})
        return
    if not r.changed:
        click.echo(f"{path}: already {'clean of warden hooks' if uninstall else 'up to date'}; nothing changed")
    elif uninstall:
        click.echo(f"{path}: removed {r.removed} warden hook(s)")
    else:
        verb = "upgraded" if r.removed else "installed"
        click.echo(f"{path}: {verb} warden hooks for {r.added} events")
        click.echo(f"  hook url: {inst.http_url(http)}" if http else f"  hook command: {inst.hook_command(python)}")
    if r.backup:
        click.echo(f"  backup: {r.backup}")
    for w in r.warnings:
        click.echo(f"  warning: {w}", err=True)
