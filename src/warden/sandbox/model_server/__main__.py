"""``python -m warden.sandbox.model_server --script FILE [--port N] [--port-file F] [--log FILE]``

Serves a script until killed and prints its URL on the first line of stdout.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import threading

from warden.sandbox.model_server.script import ScriptError, builtin_scripts
from warden.sandbox.model_server.server import ScriptedModelServer


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m warden.sandbox.model_server",
                                description="Serve a scripted Anthropic-compatible model.")
    p.add_argument("--script", required=True,
                   help=f"a .toml/.json script file or a built-in name ({', '.join(builtin_scripts())})")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=0, help="0 picks a free port (the default)")
    p.add_argument("--port-file", help="write the chosen port to this file once listening")
    p.add_argument("--log", help="append every request and reply to this file as JSON lines")
    args = p.parse_args(argv)
    try:
        server = ScriptedModelServer(args.script, host=args.host, port=args.port, log_path=args.log)
    except ScriptError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    server.start()
    if args.port_file:
        tmp = args.port_file + ".tmp"
        with open(tmp, "w") as f:
            f.write(str(server.port))
        os.replace(tmp, args.port_file)
    print(server.url, flush=True)
    done = threading.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda *_: done.set())
    done.wait()
    server.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
