"""`warden escalate`: remind people of decisions nobody answers, then let the fallback decide."""

from __future__ import annotations

import os
import time

import click

from warden.cli.output import open_store


@click.command()
@click.option("--watch", is_flag=True,
              help="Keep escalating until nothing is left (what the hook starts, detached); one watcher at a time.")
def escalate(watch: bool) -> None:
    """Do the reminders and fallbacks that are due (profiles' `escalate = {...}`).

    Without --watch: one round now, e.g. from cron after a restart.
    """
    from warden import config
    from warden.decide import escalate as esc
    from warden.home import warden_home

    home = str(warden_home())
    if watch:
        if not esc.watch(home):
            click.echo("another escalation watcher is running")
        return
    store = open_store()
    try:
        nxt = esc.step(home, store, config.load(os.path.join(home, "config.toml")), time.time())
    finally:
        store.close()
    click.echo("nothing left to escalate" if nxt is None else f"next escalation in {max(0, nxt - time.time()):.0f}s")
