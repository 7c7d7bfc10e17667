"""The `warden` command line: the click group, its commands, and the one error handler.

Each command family is a module of this package; :data:`COMMAND_MODULES` registers them
(one line each). A command only parses, calls the library, and prints. Known errors
print one line and exit 1; Ctrl-C exits 130; anything else writes a crash log with
versions and traceback and says where it is. Nothing outside this package imports it.
"""

from __future__ import annotations

import os
import sys
import time

import click

from warden import __version__
from warden.errors import WardenError
from warden.home import warden_home


@click.group(context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100})
@click.version_option(__version__, prog_name="warden")
@click.option("--db", metavar="URL|PATH", help="The store: a postgresql:// URL (shared by several machines) or a "
              "SQLite file [env: WARDEN_DB; default: $WARDEN_HOME/warden.db].")
def cli(db: str | None) -> None:
    """warden stands in for the human at Claude Code sessions.

    It captures each decision a session stops for (a question, a permission, a plan to
    approve, an idle prompt, a failure), gets it decided (a policy, a model, an agent or
    you), delivers the answer into the session and verifies that it landed.

    \b
    Start:   warden install            hooks into ~/.claude/settings.json
             warden run -- claude      a managed session in tmux
             warden status             sessions and open decisions
             warden answer ID 2        answer decision ID with option 2
             warden serve              the board: a page to watch and run them all
    State lives in $WARDEN_HOME (now: %s).
    """
    if db:  # the environment carries it to every process the command starts
        import os

        os.environ["WARDEN_DB"] = db


cli.help = (cli.help or "").replace("%s", str(warden_home()))

# Each command family keeps its commands in its own module; one line here registers them.
COMMAND_MODULES: list[str] = [
    "warden.cli.install:install",
    "warden.cli.run:run",
    "warden.cli.status:status",
    "warden.cli.questions:questions",
    "warden.cli.questions:decisions",
    "warden.cli.answer:answer",
    "warden.cli.escalate:escalate",
    "warden.cli.log:log",
    "warden.cli.doctor:doctor",
    "warden.cli.demo:demo",
    "warden.cli.decide:decide",
    "warden.cli.serve:serve",
    "warden.cli.queue:queue_group",
    "warden.cli.deliver:deliver",
    "warden.cli.deliver:drive",
    "warden.cli.task:task",
    "warden.cli.stream:stream",
    "warden.cli.control:send",
    "warden.cli.control:interrupt",
    "warden.cli.control:stop",
    "warden.cli.control:resume",
    "warden.cli.control:done",
    "warden.cli.control:stats",
    "warden.cli.machines:machines_group",
    "warden.cli.relay:relay",
]


def _register() -> None:
    from warden import plugins

    for ref in COMMAND_MODULES:
        cli.add_command(plugins.load_ref(ref))


_register()


def main(argv: list[str] | None = None) -> int:
    # whatever warden creates (the store, logs, markers, its children's files) is the user's alone
    os.umask(0o077)
    try:
        cli.main(args=argv, prog_name="warden", standalone_mode=False)
    except click.exceptions.Abort:
        click.echo("aborted", err=True)
        return 130
    except KeyboardInterrupt:
        return 130
    except click.ClickException as e:
        e.show()
        return e.exit_code
    except WardenError as e:
        from warden.text import one_line

        # an error may quote untrusted text (a session's name, a label): each line made safe
        click.echo("warden: " + "\n".join(one_line(line) for line in str(e).splitlines()), err=True)
        return 1
    except SystemExit as e:
        return int(e.code or 0) if not isinstance(e.code, str) else 1
    except Exception:
        return _crash()
    return 0


def _crash() -> int:
    import platform
    import traceback

    path = warden_home() / "crash.log"
    try:
        from warden.home import ensure_home

        ensure_home(str(path.parent))
        with open(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600), "a", encoding="utf-8") as f:
            f.write(f"--- {time.ctime()} warden {__version__} python {platform.python_version()} "
                    f"{platform.platform()}\nargv: {sys.argv}\n{traceback.format_exc()}\n")
        where = str(path)
    except OSError:
        where = "(could not write the crash log)"
        traceback.print_exc()
    click.echo(f"warden: internal error; details in {where}", err=True)
    return 3
