"""`warden serve`: the board and its API over the store the hooks write."""

from __future__ import annotations

import click

from warden.board import DEFAULT_PORT
from warden.errors import WardenError

DEFAULT_HOST = "127.0.0.1"


class ServeError(WardenError):
    pass


def url_host(host: str) -> str:
    return f"[{host}]" if ":" in host and not host.startswith("[") else host


@click.command()
@click.option("--host", default=DEFAULT_HOST, show_default=True,
              help="Address to listen on (loopback or not, every request needs the token).")
@click.option("--port", default=DEFAULT_PORT, show_default=True, type=int, help="Port (0: any free port).")
@click.option("--token/--no-token", "want_token", default=None, hidden=True)
@click.option("--new-token", is_flag=True, help="Replace the board token (and the hook credential) with new ones.")
@click.option("--log-level", default="warning", show_default=True,
              type=click.Choice(["critical", "error", "warning", "info", "debug"]))
@click.option("--workers", default=1, show_default=True, type=click.IntRange(1, 64),
              help="Server processes sharing the port (one per CPU, on a PostgreSQL store).")
def serve(host: str, port: int, want_token: bool | None, new_token: bool, log_level: str, workers: int) -> None:
    """Serve the board (a web page) and its JSON API, live, over warden's store.

    Every request needs the board token, loopback included: open the login link this
    command prints (it sets a cookie), or send `Authorization: Bearer TOKEN`. The token
    is kept in $WARDEN_HOME/board.token (0600). Claude Code's http hooks use a separate
    credential that can only post events ($WARDEN_HOOK_TOKEN; `warden run` sets it).

    \b
    warden serve                           http://127.0.0.1:8765
    warden serve --host 0.0.0.0            reachable from a phone
    warden install --http http://127.0.0.1:8765/hooks/claude-code
                                           Claude Code's hooks as HTTP calls to this server
    """
    import socket

    import uvicorn

    from warden.board import auth
    from warden.board.app import create_app
    from warden.home import ensure_home, home_dir

    if want_token is False:
        raise ServeError("the board always requires its token, loopback included (any local process could "
                         "otherwise answer for you); open the login link it prints")
    import os

    home = ensure_home(home_dir())
    parent = os.getpid()
    loopback = auth.is_loopback(host)
    token, made = auth.board_token(home, rotate=new_token)
    auth.hook_token(home, rotate=new_token)

    # proto=IPPROTO_TCP: asyncio sets TCP_NODELAY only on sockets that say so; without it a
    # response written in two parts waits ~40 ms for a delayed ACK on keep-alive connections
    sock = socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host.strip("[]"), port))
    except OSError as e:
        raise ServeError(f"cannot listen on {host}:{port}: {e.strerror or e}") from None
    port = sock.getsockname()[1]
    base = f"http://{url_host(host)}:{port}"
    shown_host = "localhost" if host in ("127.0.0.1", "::1") else ("<this machine>" if host in ("0.0.0.0", "::") else host)
    click.echo(f"warden board: {base}/  (store: {home})", err=False)
    click.echo(f"  login link ({'a new token' if made else 'the token'} is kept in {auth.token_path(home)}):")
    click.echo(f"    http://{url_host(shown_host)}:{port}/?token={token}")
    if not loopback:
        click.echo("  warning: plain http beyond loopback: the token link and its cookie cross the network in "
                   "cleartext; put a TLS proxy in front or reach the board through an SSH tunnel")
    click.echo(f"  http hooks: warden install --http {base}/hooks/claude-code "
               f"(they send ${auth.HOOK_TOKEN_ENV}, which `warden run` sets)")
    if workers > 1:
        click.echo(f"  {workers} worker processes")
    from warden.board import ingester

    # recording what the hooks spooled is one process's work, beside the server's
    recorder = ingester.start(home)
    ingester.wait_ready(recorder)
    children = _fork(workers - 1)
    app = create_app(home, loopback=loopback, drains=False)
    _settle_in()
    from warden.board.protocol import http_protocol

    config = uvicorn.Config(app, http=http_protocol(), log_level=log_level, access_log=False, lifespan="on",
                            timeout_graceful_shutdown=2)
    live = app.state.live

    class Server(uvicorn.Server):
        def handle_exit(self, sig: int, frame: object) -> None:
            live.stop()  # end the event streams, so shutdown need not wait for them
            super().handle_exit(sig, frame)  # type: ignore[arg-type]

    try:
        Server(config).run(sockets=[sock])
    finally:
        if os.getpid() == parent:  # a worker leaves its siblings and the ingester to the parent
            _reap(children)
            ingester.stop(recorder)


# Objects the collector may allocate past those freed before it walks its youngest
# generation (Python's default: 700). A hook request leaves no garbage in a cycle, but
# 100 requests in flight hold that many objects alive at once, so at 700 the collector
# ran every ~30 events and walked the requests in flight to free next to nothing (per
# 12,000 events of the HTTP bench: 460 young collections and 45 older ones, 55 ms, 29
# objects freed; ~4 % of the serving process).
GC_YOUNG = 10_000


def _settle_in() -> None:
    """Before the first request: import what answering a hook takes, then move every
    object alive now out of the garbage collector's sight (``gc.freeze``): they live as
    long as the server, and a full collection that walks them all stalls every request
    waiting behind it; and collect the young generation less often (``GC_YOUNG``)."""
    import gc

    from warden.capture import http

    http.warm()
    gc.collect()
    gc.freeze()
    gc.set_threshold(GC_YOUNG, *gc.get_threshold()[1:])


def _fork(n: int) -> list[int]:
    """Fork ``n`` more workers, each serving the listening socket the kernel shares
    among them; return their pids (in a worker: none). A worker ends with its parent."""
    import os
    import signal
    import sys

    children: list[int] = []
    for _ in range(n):
        sys.stdout.flush()
        pid = os.fork()
        if pid == 0:
            parent = os.getppid()

            def orphaned() -> None:
                import time

                while os.getppid() == parent:
                    time.sleep(1.0)
                os.kill(os.getpid(), signal.SIGTERM)

            import threading

            threading.Thread(target=orphaned, daemon=True, name="warden-worker-parent").start()
            return []
        children.append(pid)
    return children


def _reap(children: list[int]) -> None:
    import os
    import signal

    for pid in children:
        try:
            os.kill(pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
    for pid in children:
        try:
            os.waitpid(pid, 0)
        except ChildProcessError:
            pass
