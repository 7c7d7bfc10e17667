"""The `warden` command.

`warden hook` is dispatched before anything heavy is imported: it runs on every
Claude Code event of every session and must cost almost nothing.
"""

import sys


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "hook":
        from warden.capture.hook import run

        raise SystemExit(run())
    from warden.cli.main import main as cli_main

    raise SystemExit(cli_main())


if __name__ == "__main__":
    main()
