"""`warden relay`: link this machine to a fleet's server (``warden.fleet.relay``)."""

from __future__ import annotations

import os
import signal

import click

from warden.errors import WardenError

TOKEN_ENV = "WARDEN_RELAY_TOKEN"


@click.command()
@click.option("--server", required=True, metavar="URL", help="The server's `warden serve`, e.g. https://warden.lan:8765")
@click.option("--token", metavar="TOKEN", help=f"This machine's token (`warden machines add NAME` on the server) "
              f"[env: {TOKEN_ENV}].")
@click.option("--token-file", type=click.Path(dir_okay=False), help="Read the token from this file instead "
              "(it stays out of the process list).")
@click.option("--cafile", type=click.Path(dir_okay=False, exists=True),
              help="The certificate of a private CA that signed the server's TLS certificate.")
@click.option("--quiet", is_flag=True, help="Only errors.")
def relay(server: str, token: str | None, token_file: str | None, cafile: str | None, quiet: bool) -> None:
    """Ship this machine's events to the server and carry its decisions back (foreground).

    The hooks keep writing the local spool and store as always: nothing here waits for
    the network. Events written while the server is unreachable are shipped, in order,
    once it is back; answers given on the server (the board, its CLI, its answerers)
    are recorded here, where the waiting hook or keystroke delivery takes them.
    """
    from warden.fleet.relay import Relay, TokenRefused
    from warden.home import home_dir

    if token_file:
        try:
            with open(token_file, encoding="utf-8") as f:
                token = f.read().strip()
        except OSError as e:
            raise WardenError(f"cannot read the token file: {e.strerror or e}") from None
    token = token or os.environ.get(TOKEN_ENV, "").strip() or None
    if not token:
        raise click.UsageError(f"give --token, --token-file or {TOKEN_ENV}")

    def say(line: str) -> None:
        if not quiet:
            click.echo(line, err=True)

    r = Relay(home_dir(), server, token, say=say, cafile=cafile)

    def stop(signum: int, frame: object) -> None:
        r.stop.set()

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    try:
        r.run()
    except TokenRefused as e:
        click.echo(f"warden relay: {e}", err=True)
        raise SystemExit(2) from None
    say("relay: stopped")
