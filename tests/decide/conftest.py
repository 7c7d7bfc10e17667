"""Local receivers for what warden sends off the machine (webhooks, notifications), and
questions put in a real store."""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, Callable

import pytest


class Receiver:
    """A small HTTP server that records every POST. ``statuses`` are answered in turn
    (then 200); ``on_post(path, body)`` runs for each accepted POST, in its own thread."""

    def __init__(self) -> None:
        self.posts: list[tuple[str, Any, dict[str, str]]] = []
        self.statuses: list[int] = []
        self.on_post: Callable[[str, Any], None] | None = None
        self.lock = threading.Condition()
        owner = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802
                raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                try:
                    body: Any = json.loads(raw)
                except ValueError:
                    body = raw.decode("utf-8", "replace")
                with owner.lock:
                    status = owner.statuses.pop(0) if owner.statuses else 200
                    owner.posts.append((self.path, body, dict(self.headers)))
                    owner.lock.notify_all()
                self.send_response(status)
                self.send_header("Content-Length", "2")
                self.end_headers()
                self.wfile.write(b"{}")
                if status < 300 and owner.on_post is not None:
                    threading.Thread(target=owner.on_post, args=(self.path, body), daemon=True).start()

            def log_message(self, *args: Any) -> None:
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        threading.Thread(target=self.httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()

    @property
    def port(self) -> int:
        return self.httpd.server_address[1]

    def url(self, path: str = "/hook") -> str:
        return f"http://127.0.0.1:{self.port}{path}"

    def wait(self, n: int = 1, timeout: float = 30) -> list[tuple[str, Any, dict[str, str]]]:
        end = time.monotonic() + timeout
        with self.lock:
            while len(self.posts) < n:
                left = end - time.monotonic()
                if left <= 0:
                    raise AssertionError(f"receiver: {len(self.posts)} POST(s) within {timeout}s, wanted {n}")
                self.lock.wait(min(left, 0.1))
            return list(self.posts)

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def receiver() -> Any:
    made: list[Receiver] = []

    def make() -> Receiver:
        r = Receiver()
        made.append(r)
        return r

    yield make
    for r in made:
        r.close()


def write_config(home: Path, text: str) -> None:
    home.mkdir(parents=True, exist_ok=True)
    (home / "config.toml").write_text(text)


def add_question(home: Path, questions: list[dict[str, Any]], session: str = "sess-1", name: str = "api",
                 profile: str | None = None, cwd: str = "/tmp/project") -> int:
    """A question in the store of a managed session, as the hook records it while it waits."""
    from warden.record.ingest import open_store
    from warden.store import write

    store = open_store(str(home))
    with write(store.db):
        store.upsert_session(session, name=name, cwd=cwd, managed=1, profile=profile)
        qid = store.add_question(session, f"toolu_{time.monotonic_ns()}", questions, {"questions": questions},
                                 time.time() + 60)
    store.close()
    return qid
