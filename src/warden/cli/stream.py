"""`warden stream parse`: AskUserQuestion calls in Claude Code stream-json output."""

from __future__ import annotations

import sys
from typing import IO

import click


@click.group("stream")
def stream() -> None:
    """Read Claude Code stream-json output (NDJSON)."""


@stream.command("parse")
@click.argument("source", type=click.File("rb"), default="-")
@click.option("--json", "as_json", is_flag=True, help="One JSON object per call, then a summary object.")
@click.option("--strict", is_flag=True, help="Parse every line as JSON (exact malformed count; slower).")
def parse_command(source: IO[bytes], as_json: bool, strict: bool) -> None:
    """Every AskUserQuestion call in SOURCE (a file, or - for stdin) and its answer.

    Streams: each call is printed once it is settled; malformed lines are skipped and
    counted in the summary.
    """
    from warden.headless.stream import run_parse

    run_parse(source, sys.stdout, as_json=as_json, strict=strict)
