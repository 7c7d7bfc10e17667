"""`warden machines`: the machines of a fleet, on its server (``warden.fleet``)."""

from __future__ import annotations

import click

from warden.cli.output import ago, emit_json, open_store
from warden.text import one_line


@click.group("machines")
def machines_group() -> None:
    """The machines whose relays ship to this server's store (run these on the server).

    \b
    warden machines add NAME       register a machine; prints its token (last line, shown once)
    warden machines list           each machine: last seen, backlog, work pending, sessions
    warden machines revoke NAME    its token stops working (within seconds)

    On the machine: warden relay --server URL --token TOKEN
    """


@machines_group.command("add")
@click.argument("name")
def add_cmd(name: str) -> None:
    """Register machine NAME and print its token (only its hash is kept)."""
    from warden.fleet import machines

    store = open_store()
    try:
        token = machines.add(store, name)
    finally:
        store.close()
    click.echo(f"machine {name} added; its token (shown once, the server keeps only its hash).")
    click.echo("On the machine run:  warden relay --server URL --token TOKEN")
    click.echo(token)


@machines_group.command("list")
@click.option("--json", "as_json", is_flag=True)
def list_cmd(as_json: bool) -> None:
    """Every machine with its relay's health."""
    from warden.fleet import machines

    store = open_store()
    try:
        rows = machines.listing(store)
    finally:
        store.close()
    if as_json:
        emit_json(rows)
        return
    if not rows:
        click.echo("no machines yet: `warden machines add NAME`")
        return
    click.echo(f"{'MACHINE':<20} {'LAST SEEN':<10} {'BACKLOG':>7} {'WORK':>5} {'SESSIONS':>8}  RELAY")
    for m in rows:
        name = one_line(m["name"], 20) + (" (revoked)" if m["revoked"] else "")
        backlog = "-" if m["backlog"] is None else str(m["backlog"])
        relay = one_line(" ".join(x for x in (m["address"] or "", m["relay_version"] or "") if x), 40)
        click.echo(f"{name:<20} {ago(m['last_seen']) if m['last_seen'] else 'never':<10} {backlog:>7} "
                   f"{m['work_pending']:>5} {m['sessions']:>8}  {relay}")


@machines_group.command("revoke")
@click.argument("name")
def revoke_cmd(name: str) -> None:
    """Stop accepting machine NAME's token (its sessions stay on the board)."""
    from warden.fleet import machines

    store = open_store()
    try:
        machines.revoke(store, name)
    finally:
        store.close()
    click.echo(f"machine {name} revoked: its relay is refused from now on")
