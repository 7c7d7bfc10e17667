"""`warden run`: a managed Claude Code session in a new tmux session."""

from __future__ import annotations

import sys
from pathlib import Path

import click


@click.command(context_settings={"ignore_unknown_options": True, "allow_interspersed_args": False})
@click.option("--name", help="Session name (default: warden-<folder>).")
@click.option("--profile", help="Profile from config.toml for this session.")
@click.option("--cwd", type=click.Path(file_okay=False, exists=True, path_type=Path), help="Working directory.")
@click.option("--attach/--no-attach", default=None, help="Attach to the tmux session (default: when on a terminal).")
@click.option("--socket-name", help="tmux socket name (tmux -L); default: the default server.")
@click.argument("command", nargs=-1, type=click.UNPROCESSED, required=True)
def run(name: str | None, profile: str | None, cwd: Path | None, attach: bool | None,
        socket_name: str | None, command: tuple[str, ...]) -> None:
    """Start a managed Claude Code session in a new tmux session.

    \b
    warden run -- claude
    warden run --name api --profile auto -- claude --model opus
    """
    from warden import tmux
    argv = list(command)
    if argv and argv[0] == "--":
        argv = argv[1:]
    if not argv:
        raise click.UsageError("give the command to run, e.g. `warden run -- claude`")
    workdir = (cwd or Path.cwd()).resolve()
    if profile:
        from warden import config
        from warden.home import config_path

        config.load(config_path()).profile(profile)  # fail now, not at the first question
    from warden.control.tui import launch
    from warden.home import home_dir
    from warden.record.ingest import open_store

    base = tmux.safe_name(name or f"warden-{workdir.name}")
    store = open_store(home_dir())
    try:
        # recorded, so that the session can be started again with --resume once its pane is gone
        started = launch(store, base, argv, str(workdir), profile, socket_name, unique=not name)
    finally:
        store.close()
    session_name = started.session_name
    click.echo(f"started {session_name!r} (pane {started.pane_id}) in {workdir}")
    click.echo(f"  watch it:  {started.attach_command}")
    if attach is None:
        attach = sys.stdin.isatty() and sys.stdout.isatty()
    if attach:
        tmux.attach(started)
