"""A scripted Anthropic-compatible model server (stdlib only).

Claude Code pointed at it with ``ANTHROPIC_BASE_URL`` gets replies played from a
script (see :mod:`warden.sandbox.model_server.script`), so a real session can be driven to ask
AskUserQuestion calls on cue. Every request is recorded, and every tool_use sent is
followed until a later request carries its tool_result.
"""

from __future__ import annotations

import itertools
import json
import re
import threading
import time
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, Callable, TypeVar
from urllib.parse import parse_qs, urlsplit

from warden.askuser.tool_result import (
    classify_result,
    format_answers,
    parse_answer_details,
    tool_result_text,
)
from warden.sandbox.model_server.records import Recorded, ToolCall
from warden.sandbox.model_server.wire import (
    fake_json,
    fill_input,
    last_user_text,
    session_id_of,
    side_subject,
    stream,
)
from warden.sandbox.model_server.script import (
    ASK_TOOL,
    Script,
    Step,
    load_script,
    read_turn,
    tool_names,
)

T = TypeVar("T")

MAIN = "main"
SIDE = "side"
COUNT_TOKENS = "count_tokens"
OTHER = "other"


_PLACEHOLDER_RE = re.compile(r"\{(answers|answers_list|all_answers|answer|result|prompt|is_error|outcome)\}")


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "warden-scripted/1"
    timeout = 120  # an idle keep-alive connection is dropped after this

    # -- plumbing --
    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - stdlib signature
        pass

    @property
    def owner(self) -> "ScriptedModelServer":
        return self.server.owner  # type: ignore[attr-defined]

    def _read_body(self) -> bytes:
        length = int(self.headers.get("Content-Length") or 0)
        if length:
            return self.rfile.read(length)
        if "chunked" in (self.headers.get("Transfer-Encoding") or "").lower():
            chunks = []
            while True:
                size = int(self.rfile.readline().strip().split(b";")[0] or b"0", 16)
                if size == 0:
                    while self.rfile.readline() not in (b"\r\n", b"\n", b""):
                        pass
                    break
                chunks.append(self.rfile.read(size))
                self.rfile.readline()
            return b"".join(chunks)
        return b""

    def _send(self, status: int, body: bytes, ctype: str, extra: dict[str, str] | None = None) -> None:
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("request-id", "req_" + uuid.uuid4().hex[:24])
        for k, v in (extra or {}).items():
            self.send_header(k, v)
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)
        self.wfile.flush()

    def _json(self, status: int, obj: Any) -> None:
        self._send(status, json.dumps(obj).encode(), "application/json")

    # -- verbs --
    def do_GET(self) -> None:  # noqa: N802
        self._dispatch("GET")

    def do_HEAD(self) -> None:  # noqa: N802
        self._dispatch("HEAD")

    def do_POST(self) -> None:  # noqa: N802
        self._dispatch("POST")

    def do_PUT(self) -> None:  # noqa: N802
        self._dispatch("PUT")

    def do_DELETE(self) -> None:  # noqa: N802
        self._dispatch("DELETE")

    def do_PATCH(self) -> None:  # noqa: N802
        self._dispatch("PATCH")

    def _dispatch(self, method: str) -> None:
        try:
            raw = self._read_body() if method in ("POST", "PUT", "PATCH", "DELETE") else b""
            self.owner._handle(self, method, raw)
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True
        except Exception as e:  # never hang a client on a server bug
            try:
                self._json(500, {"type": "error", "error": {"type": "api_error", "message": repr(e)}})
            except OSError:
                pass
            self.close_connection = True


class _HTTPServer(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    owner: "ScriptedModelServer"


class ScriptedModelServer:
    """An Anthropic Messages API stand-in that plays a script.

    ``ScriptedModelServer("single").start()`` (or use it as a context manager); point
    Claude Code at ``.url``. Read back ``.requests()`` and ``.tool_calls()``, or over
    HTTP at ``GET /_scripted/requests`` and ``GET /_scripted/tool_calls``.
    """

    def __init__(
        self,
        script: "str | Path | dict[str, Any] | Script",
        host: str = "127.0.0.1",
        port: int = 0,
        log_path: str | Path | None = None,
    ) -> None:
        self.script = load_script(script)
        self.host = host
        self.port = port
        self.log_path = Path(log_path) if log_path else None
        self._lock = threading.Condition()
        self._requests: list[Recorded] = []
        self._arrived: list[Recorded] = []  # Messages requests as they come in, before a step's delay
        self._calls: dict[str, ToolCall] = {}
        self._seq = itertools.count(1)
        self._httpd: _HTTPServer | None = None
        self._thread: threading.Thread | None = None

    # -- lifecycle --
    def start(self) -> "ScriptedModelServer":
        if self._httpd is not None:
            return self
        httpd = _HTTPServer((self.host, self.port), _Handler)
        httpd.owner = self
        self._httpd = httpd
        self.port = httpd.server_address[1]
        self._thread = threading.Thread(target=httpd.serve_forever, kwargs={"poll_interval": 0.05},
                                        name=f"scripted-model-{self.port}", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        httpd, self._httpd = self._httpd, None
        if httpd is None:
            return
        httpd.shutdown()
        httpd.server_close()
        if self._thread:
            self._thread.join(timeout=5)

    def __enter__(self) -> "ScriptedModelServer":
        return self.start()

    def __exit__(self, *exc: Any) -> None:
        self.stop()

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}"

    # -- reading the record --
    def requests(self, kind: str | None = None) -> list[Recorded]:
        with self._lock:
            return [r for r in self._requests if kind is None or r.kind == kind]

    def arrived(self, kind: str | None = None) -> list[Recorded]:
        """Messages requests as soon as they came in, answered or not: a slow step's
        request shows here while its answer is still held back."""
        with self._lock:
            return [r for r in self._arrived if kind is None or r.kind == kind]

    def tool_calls(self, name: str | None = ASK_TOOL) -> list[ToolCall]:
        """Tool calls sent, oldest first; AskUserQuestion only unless ``name=None``
        (all) or another tool name is given."""
        with self._lock:
            calls = sorted(self._calls.values(), key=lambda c: c.sent_monotonic)
            return [c for c in calls if name is None or c.name == name]

    def reset(self) -> None:
        """Forget everything recorded so far."""
        with self._lock:
            self._requests.clear()
            self._arrived.clear()
            self._calls.clear()

    def wait_for(self, predicate: Callable[["ScriptedModelServer"], T], timeout: float = 10.0,
                 interval: float = 0.02) -> T:
        """Poll ``predicate(self)`` until it returns something truthy; return that value.
        Raises TimeoutError after ``timeout`` seconds."""
        deadline = time.monotonic() + timeout
        while True:
            value = predicate(self)
            if value:
                return value
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"scripted server: condition not met within {timeout}s "
                                   f"({len(self._requests)} requests, {len(self._calls)} tool calls)")
            with self._lock:
                self._lock.wait(min(interval, left))

    def wait_for_tool_call(self, index: int = 0, timeout: float = 10.0) -> ToolCall:
        """Wait until the ``index``-th AskUserQuestion call has been sent."""
        return self.wait_for(lambda s: (c := s.tool_calls()) and len(c) > index and c[index], timeout)

    def wait_for_result(self, index: int = 0, timeout: float = 10.0) -> ToolCall:
        """Wait until the ``index``-th AskUserQuestion call's tool_result has arrived."""
        return self.wait_for(
            lambda s: (c := s.tool_calls()) and len(c) > index and c[index].answered and c[index], timeout)

    # -- handling --
    def _handle(self, h: _Handler, method: str, raw: bytes) -> None:
        now, mono = time.time(), time.monotonic()
        parts = urlsplit(h.path)
        path = parts.path.rstrip("/") or "/"
        if path.startswith("/_scripted"):
            self._control(h, method, path, parse_qs(parts.query), raw)
            return
        body: Any = None
        if raw:
            try:
                body = json.loads(raw)
            except ValueError:
                body = raw.decode("utf-8", "replace")
        rec = Recorded(seq=next(self._seq), time=now, monotonic=mono, method=method, path=h.path,
                       kind=OTHER, body=body)
        if method == "POST" and path.endswith("/messages/count_tokens"):
            rec.kind = COUNT_TOKENS
            tokens = max(1, len(raw) // 4)
            rec.response = {"input_tokens": tokens}
            self._record(rec)
            h._json(200, rec.response)
        elif method == "POST" and path.endswith("/messages") and isinstance(body, dict):
            self._messages(h, rec, body)
        elif method == "HEAD" or method == "GET":
            rec.response = {}
            self._record(rec)
            h._json(200, {})
        else:
            rec.response = {}
            self._record(rec)
            h._json(200, {})

    def _record(self, rec: Recorded) -> None:
        with self._lock:
            self._requests.append(rec)
            self._lock.notify_all()
        if self.log_path:
            try:
                with self.log_path.open("a", encoding="utf-8") as f:
                    f.write(json.dumps(rec.to_dict(), default=str) + "\n")
            except OSError:
                pass

    def _note_results(self, rec: Recorded, results: list[dict[str, Any]]) -> None:
        """Close every pending tool call whose tool_result this request carries."""
        with self._lock:
            for block in results:
                call = self._calls.get(str(block.get("tool_use_id")))
                if call is None or call.result_at is not None:
                    continue
                text = tool_result_text(block)
                call.result_at, call.result_monotonic = rec.time, rec.monotonic
                call.result_request_seq = rec.seq
                call.result_text = text
                call.is_error = bool(block.get("is_error", False))
                if call.name == ASK_TOOL:
                    details = parse_answer_details(text, call.question_texts)
                    call.answers = {q: d["answer"] for q, d in details.items() if d["answer"] is not None}
                    call.notes = {q: d["notes"] for q, d in details.items() if d["notes"]}
                    call.outcome = classify_result(text, call.is_error)
                else:
                    call.outcome = "error" if call.is_error else "done"
            self._lock.notify_all()

    def classify(self, body: dict[str, Any]) -> str:
        """``main`` for a turn of the conversation the script plays, ``side`` for the
        client's own helper calls (titles, summaries, quota probes, ...)."""
        names = tool_names(body)
        if ASK_TOOL not in names:
            return SIDE
        return MAIN

    def _messages(self, h: _Handler, rec: Recorded, body: dict[str, Any]) -> None:
        turn = read_turn(body)
        self._note_results(rec, turn.results)
        rec.kind = self.classify(body)
        rec.session_id = session_id_of(body)
        rec.user_text = turn.user_text
        rec.tool_results = turn.tool_results
        with self._lock:
            self._arrived.append(rec)
            self._lock.notify_all()
        model = str(body.get("model") or "claude-scripted")
        delay = 0.0
        side_rule = self.script.find_side_rule(last_user_text(body)) if rec.kind == SIDE else None
        if side_rule is not None:
            rec.rule = side_rule.name
            step = side_rule.steps[0]
            delay = step.delay
            blocks, stop = self._play(step, turn, body)
        elif rec.kind == SIDE:
            blocks: list[dict[str, Any]] = [{"type": "text", "text": self.side_reply(body)}]
            stop = "end_turn"
        else:
            rule = self.script.find_rule(turn.user_text)
            rec.rule = rule.name
            rec.step = turn.tool_results
            if turn.tool_results < len(rule.steps):
                step = rule.steps[turn.tool_results]
            else:
                step = Step(kind="text", text=rule.done if rule.done is not None else self.script.done_text)
            delay = step.delay
            if step.kind == "error":
                self._error(h, rec, step)
                return
            blocks, stop = self._play(step, turn, body)
        message = {
            "id": "msg_" + uuid.uuid4().hex[:24],
            "type": "message",
            "role": "assistant",
            "model": model,
            "content": blocks,
            "stop_reason": stop,
            "stop_sequence": None,
            "usage": {"input_tokens": max(1, len(json.dumps(body.get("messages", []))) // 4),
                      "output_tokens": max(1, len(json.dumps(blocks)) // 4),
                      "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0},
        }
        rec.response = message
        if delay > 0:
            time.sleep(delay)
        if body.get("stream"):
            payload = stream(message)
            ctype = "text/event-stream; charset=utf-8"
        else:
            payload = json.dumps(message).encode()
            ctype = "application/json"
        # Register the calls before writing: a quick client may answer before we return.
        sent, sent_mono = time.time(), time.monotonic()
        rec.answered_at = sent
        with self._lock:
            for b in blocks:
                if b["type"] == "tool_use":
                    self._calls[b["id"]] = ToolCall(
                        tool_use_id=b["id"], name=b["name"], input=b["input"], request_seq=rec.seq,
                        session_id=rec.session_id, sent_at=sent, sent_monotonic=sent_mono)
        self._record(rec)
        h._send(200, payload, ctype, {"Cache-Control": "no-cache"})

    def _error(self, h: _Handler, rec: Recorded, step: Step) -> None:
        """Answer with an API error (an ``error`` step): Claude Code retries 429 and 5xx,
        and ends the turn on other statuses."""
        if step.delay > 0:
            time.sleep(step.delay)
        kind = {400: "invalid_request_error", 401: "authentication_error", 403: "permission_error",
                404: "not_found_error", 413: "request_too_large", 429: "rate_limit_error",
                529: "overloaded_error"}.get(step.status, "api_error")
        body = {"type": "error", "error": {"type": kind, "message": step.text or "scripted error"}}
        rec.status, rec.response = step.status, body
        rec.answered_at = time.time()
        self._record(rec)
        h._send(step.status, json.dumps(body).encode(), "application/json")

    def side_reply(self, body: dict[str, Any]) -> str:
        """The text for a side request: short, and shaped as the caller asks (a JSON
        object when ``output_config.format`` carries a JSON schema, as the session-title
        request of Claude Code 2.1.332 does)."""
        fmt = (body.get("output_config") or {}).get("format") or {}
        if isinstance(fmt, dict) and fmt.get("type") == "json_schema":
            return json.dumps(fake_json(fmt.get("schema") or {}, side_subject(body)))
        return self.script.side_text

    def _play(self, step: Step, turn: Any, body: dict[str, Any]) -> tuple[list[dict[str, Any]], str]:
        blocks: list[dict[str, Any]] = []
        text = self._fill(step.text, turn) if step.text else ""
        if step.kind == "text":
            return [{"type": "text", "text": text or "OK"}], "end_turn"
        if text:
            blocks.append({"type": "text", "text": text})
        blocks.append({
            "type": "tool_use",
            "id": "toolu_" + uuid.uuid4().hex[:24],
            "name": ASK_TOOL if step.kind == "ask" else step.tool,
            "input": fill_input(step.tool_input(), body),
        })
        return blocks, "tool_use"

    def _answers_of(self, block: dict[str, Any]) -> dict[str, str]:
        call = self._calls.get(str(block.get("tool_use_id")))
        questions = call.question_texts if call else None
        return {q: d["answer"] for q, d in parse_answer_details(tool_result_text(block), questions).items()
                if d["answer"] is not None}

    def _fill(self, text: str, turn: Any) -> str:
        block = turn.last_result
        result = tool_result_text(block) if block else ""
        is_error = bool(block.get("is_error")) if block else False
        answers = self._answers_of(block) if block else {}
        every: dict[str, str] = {}
        for b in turn.since:
            every.update(self._answers_of(b))
        values = {
            "answers": format_answers(answers) if answers else (result or "(no answers)"),
            "answers_list": "\n".join(f"- {q} \u2192 {a}" for q, a in answers.items()) or "- (no answers)",
            "all_answers": "\n".join(f"- {q} \u2192 {a}" for q, a in every.items()) or "- (no answers)",
            "answer": next(iter(answers.values()), result or "(no answer)"),
            "result": result,
            "prompt": turn.user_text or "",
            "is_error": "yes" if is_error else "no",
            "outcome": classify_result(result, is_error) if block else "none",
        }
        return _PLACEHOLDER_RE.sub(lambda m: values[m.group(1)], text)

    # -- control endpoints --
    def _control(self, h: _Handler, method: str, path: str, query: dict[str, list[str]], raw: bytes) -> None:
        sub = path[len("/_scripted"):].strip("/")
        if sub == "requests" and method in ("GET", "HEAD"):
            kind = (query.get("kind") or [None])[0]
            since = int((query.get("since") or ["0"])[0])
            h._json(200, [r.to_dict() for r in self.requests(kind) if r.seq > since])
        elif sub == "tool_calls" and method in ("GET", "HEAD"):
            name = (query.get("name") or [ASK_TOOL])[0]
            h._json(200, [c.to_dict() for c in self.tool_calls(None if name in ("*", "all") else name)])
        elif sub == "reset" and method == "POST":
            self.reset()
            h._json(200, {"ok": True})
        elif sub in ("", "health"):
            h._json(200, {"ok": True, "url": self.url, "script": self.script.name,
                          "requests": len(self._requests), "tool_calls": len(self._calls)})
        else:
            h._json(404, {"error": f"unknown control path {path}"})
