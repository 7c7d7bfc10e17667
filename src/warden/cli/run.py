"""`warden run`: a managed Claude Code session in a new tmux session."""

from __future__ import annotations

import os
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
    base = tmux.safe_name(name or f"warden-{workdir.name}")
    session_name = base if name else tmux.unique_name(base, socket_name)
    from warden.board.auth import HOOK_TOKEN_ENV, hook_token
    from warden.home import ensure_home, home_dir

    # http hooks (`warden install --http`) authenticate with the hook-only credential
    env = {"WARDEN_SESSION": session_name, HOOK_TOKEN_ENV: hook_token(ensure_home(home_dir()))}
    if profile:
        env["WARDEN_PROFILE"] = profile
    if os.environ.get("WARDEN_HOME"):
        env["WARDEN_HOME"] = os.environ["WARDEN_HOME"]
    started = tmux.new_session(session_name, argv, cwd=str(workdir), env=env, socket_name=socket_name)
    click.echo(f"started {session_name!r} (pane {started.pane_id}) in {workdir}")
    click.echo(f"  watch it:  {started.attach_command}")
    if attach is None:
        attach = sys.stdin.isatty() and sys.stdout.isatty()
    if attach:
        tmux.attach(started)
