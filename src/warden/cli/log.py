"""`warden log`: the event log, every hook payload and what warden did with it."""

from __future__ import annotations

import json
import time
from typing import Any

import click

from warden.text import one_line
from warden.cli.output import open_store, short


def _event_line(e: Any) -> str:
    t = time.strftime("%H:%M:%S", time.localtime(e["ts"]))
    what = (e["event"] or "?") + (f"/{e['tool_name']}" if e["tool_name"] else "")
    return (f"{t} #{e['id']:<6} {one_line(short(e['session_id'])):<8} {one_line(what, 64):<32} "
            f"{one_line(e['note'] or '', 160)}")


@click.command()
@click.option("--session", help="Only this session (name or id).")
@click.option("--follow", "-f", is_flag=True, help="Keep printing new events.")
@click.option("--limit", default=40, show_default=True)
@click.option("--json", "as_json", is_flag=True, help="One JSON object per line, payload included.")
def log(session: str | None, follow: bool, limit: int, as_json: bool) -> None:
    """The event log: every hook payload and what warden did with it."""
    store = open_store()
    last = 0

    def show(rows: list[Any]) -> int:
        nonlocal last
        for e in rows:
            if as_json:
                d = dict(e)
                try:
                    d["payload"] = json.loads(d["payload"])
                except (ValueError, RecursionError):
                    pass  # shown as the text it is
                click.echo(json.dumps(d, ensure_ascii=True))  # whatever a payload holds: one safe line
            else:
                click.echo(_event_line(e))
            last = max(last, e["id"])
        return len(rows)

    show(store.events(session, limit=limit))
    if follow:
        from warden.record.ingest import drain

        from warden.home import warden_home

        home = str(warden_home())
        while True:
            time.sleep(0.3)
            drain(store, home)  # hooks of unmanaged sessions only spool their events
            show(store.events(session, after=last, limit=1000))
