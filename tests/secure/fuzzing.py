"""Property-based fuzzing of warden's two doors: hook payloads and API bodies.

Shared by the suite (a small sample, ``tests/secure/test_fuzz.py``) and the soak
(``bench/soak_fuzz.py``, 10,000+ examples each). The properties:

* a hook never fails: ``answer()`` returns nothing or one JSON object of the hook
  output shape, whatever the payload, and every payload reaches the event log (none is
  lost, none fails ingestion);
* the API never answers 5xx, and every JSON response parses, whatever the body, path
  or query.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

HOSTILE = ["\x1b[2J", "\x1b]52;c;ZXZpbA==\x07", "\ud800", "\udcff", "\u202e", "\u200b", "\x00", "\r\n",
           "!rm -rf ~", "#mem", "/evil", "%s%n", "'\"", "$(id)", "`id`", "../../etc/passwd", "é" * 50, "x" * 5000]
EVENTS = ["PreToolUse", "PostToolUse", "PostToolUseFailure", "UserPromptSubmit", "Stop", "SessionStart",
          "SessionEnd", "Notification", "PermissionRequest", "SubagentStop", "PreCompact", ""]

text = st.one_of(st.text(alphabet=st.characters(exclude_categories=()), max_size=40), st.sampled_from(HOSTILE))
scalars = st.one_of(st.none(), st.booleans(), st.integers(min_value=-(1 << 70), max_value=1 << 70),
                    st.floats(allow_nan=False, allow_infinity=False), text)
json_values = st.recursive(scalars, lambda kids: st.one_of(st.lists(kids, max_size=5),
                                                           st.dictionaries(text, kids, max_size=5)), max_leaves=25)

option = st.fixed_dictionaries({"label": text}, optional={"description": json_values})
item = st.fixed_dictionaries({"question": text, "options": st.lists(option, max_size=5)},
                             optional={"header": json_values, "multiSelect": json_values})
questions = st.one_of(st.lists(item, min_size=1, max_size=4), json_values)
answers_map = st.dictionaries(text, text, max_size=4)


@st.composite
def hook_payloads(draw: Any) -> bytes:
    """A hook payload: mostly Claude Code's shapes with hostile contents, sometimes
    anything at all (not JSON, not an object, deeply nested)."""
    kind = draw(st.integers(0, 9))
    if kind == 0:
        return draw(st.binary(max_size=200))
    if kind == 1:
        return json.dumps(draw(json_values)).encode()
    if kind == 2:
        return b"[" * draw(st.integers(1000, 50_000))
    event = draw(st.sampled_from(EVENTS))
    p: dict[str, Any] = {"session_id": draw(st.one_of(st.sampled_from(["s1", "s2", "s3"]), text)),
                         "hook_event_name": event, "cwd": draw(st.one_of(st.just("/tmp/p"), text)),
                         "transcript_path": draw(st.one_of(st.just("/etc/passwd"), text))}
    if event.endswith("ToolUse") or event == "PostToolUseFailure":
        p["tool_name"] = draw(st.sampled_from(["AskUserQuestion", "Bash", "ExitPlanMode"]))
        p["tool_use_id"] = draw(st.one_of(st.just("toolu_x"), text))
        p["tool_input"] = draw(st.one_of(st.fixed_dictionaries({"questions": questions},
                                                               optional={"answers": answers_map}), json_values))
        if event == "PostToolUse":
            p["tool_response"] = draw(st.one_of(st.fixed_dictionaries({"answers": answers_map}), json_values))
    for key in draw(st.lists(st.sampled_from(["prompt", "last_assistant_message", "source", "reason",
                                              "stop_hook_active", "message", "error"]), max_size=3)):
        p[key] = draw(json_values)
    data = json.dumps(p, ensure_ascii=draw(st.booleans()))
    return data.encode("utf-8", "surrogatepass")


metas = st.one_of(st.just({}), st.fixed_dictionaries({"managed": st.just("1"), "name": st.sampled_from(["m1", "m2"]),
                                                      "profile": st.just("f")}),
                  st.fixed_dictionaries({"managed": st.just("1"), "name": text, "profile": text,
                                         "pane": text, "socket": text}))


def fuzz_settings(n: int) -> settings:
    return settings(max_examples=n, deadline=None, database=None, derandomize=n <= 500,
                    suppress_health_check=list(HealthCheck))


def prepare_home(home: Path) -> None:
    home.mkdir(parents=True, exist_ok=True)
    # every profile decides at once (the default one too: a payload may name any profile)
    (home / "config.toml").write_text('[profiles.f]\nchain = ["first"]\nbudget = 2\n'
                                       '[profiles.default]\nchain = ["first"]\nbudget = 2\n')


def check_hook_output(raw: bytes, out: Any) -> None:
    assert out is None or isinstance(out, str), type(out)
    if out:
        doc = json.loads(out)
        assert isinstance(doc, dict), out
        hso = doc.get("hookSpecificOutput")
        if hso is not None:
            assert isinstance(hso, dict) and hso.get("hookEventName") == json.loads(raw)["hook_event_name"], out
            assert hso.get("permissionDecision") in (None, "allow", "deny", "ask"), out
        if "decision" in doc:
            assert doc["decision"] == "block" and isinstance(doc.get("reason"), str), out
        out.encode("utf-8")


def hook_property(home: Path, n: int) -> Any:
    """A hypothesis test (call it) feeding ``n`` payloads to the hook; returns the number
    of hook calls made (the caller checks the event log holds them all)."""
    from warden.capture.hook import HookCall, answer

    calls = [0]

    @fuzz_settings(n)
    @given(hook_payloads(), metas)
    def run(raw: bytes, meta: dict[str, str]) -> None:
        out = answer(HookCall(raw, str(home), dict(meta)))
        calls[0] += 1
        check_hook_output(raw, out)

    run()
    return calls[0]


def event_log_holds(home: Path, calls: int) -> dict[str, int]:
    """Drain, then count: every hook call is one event, none failed ingestion."""
    from warden.record.ingest import open_store

    store = open_store(str(home))
    try:
        events = store.db.execute("SELECT count(*) FROM events WHERE rec_id IS NOT NULL AND rec_id NOT LIKE '%-error'"
                                  ).fetchone()[0]
        failed = store.db.execute("SELECT count(*) FROM events WHERE rec_id LIKE '%-error'").fetchone()[0]
    finally:
        store.close()
    return {"calls": calls, "events": events, "failed": failed}


# ------------------------------------------------------------------ the API


def api_setup(home: Path, pending: int = 40) -> None:
    """A store with ``pending`` questions in a managed session without a pane (answers
    are recorded, nothing is typed, no process is started)."""
    from tests.payloads import SINGLE, THREE, pre
    from warden.capture import spool
    from warden.record.ingest import open_store

    prepare_home(home)
    for i in range(pending):
        q = THREE if i % 2 else SINGLE
        spool.append(str(home), json.dumps(pre(q, f"toolu_{i}", "sess-1")).encode(), {"managed": "1", "name": "api"})
    open_store(str(home)).close()


refs = st.one_of(st.sampled_from(["sess-1", "api", "sess", "nope", "%2e%2e", "a" * 300]), text)
qids = st.one_of(st.integers(1, 45), st.integers(-(1 << 70), 1 << 70), text)
actions = st.lists(st.one_of(
    st.fixed_dictionaries({"action": st.just("select"), "optionIndex": st.one_of(st.integers(-5, 5), json_values)}),
    st.fixed_dictionaries({"action": st.just("multi-select"), "selectedIndices": st.one_of(st.lists(st.integers(-2, 4)),
                                                                                          json_values)},
                          optional={"text": json_values}),
    st.fixed_dictionaries({"action": st.sampled_from(["type", "chat"]), "text": json_values}),
    json_values), max_size=4)
answer_bodies = st.one_of(st.fixed_dictionaries({"actions": actions}),
                          st.fixed_dictionaries({"choices": st.one_of(st.lists(st.one_of(
                              st.sampled_from(["1", "2", "1,2", "--type", "--chat", "--extra", "--decline", "9"]),
                              text), max_size=6), json_values)}),
                          st.fixed_dictionaries({"decline": json_values}), json_values)
queue_bodies = st.one_of(st.fixed_dictionaries({"commands": st.one_of(st.lists(text, max_size=4), json_values)},
                                               optional={"reason": json_values}), json_values)


@st.composite
def requests(draw: Any) -> tuple[str, str, dict[str, str], bytes]:
    """(method, path, headers, body) for any route of the board."""
    route = draw(st.integers(0, 8))
    hdr = {"content-type": draw(st.sampled_from(["application/json", "application/json; charset=utf-8",
                                                 "text/plain", ""]))}
    body: Any = b""
    if route == 0:
        method, path, body = "POST", f"/api/questions/{draw(qids)}/answer", draw(answer_bodies)
    elif route == 1:
        method, path, body = "POST", f"/api/sessions/{draw(refs)}/queue", draw(queue_bodies)
    elif route == 2:
        method, path, body = "POST", f"/api/sessions/{draw(refs)}/queue/cancel", draw(json_values)
    elif route == 3:
        method, path, body = "POST", "/api/login", draw(json_values)
    elif route == 4:
        method, path = "POST", "/hooks/claude-code"
        body = draw(hook_payloads())
        for name in draw(st.lists(st.sampled_from(["x-warden-session", "x-warden-profile", "x-warden-pane",
                                                   "x-warden-tmux"]), max_size=4)):
            hdr[name] = draw(st.text(alphabet=st.characters(min_codepoint=32, max_codepoint=126), max_size=30))
    elif route == 5:
        q = draw(st.dictionaries(st.sampled_from(["status", "session", "after", "limit"]), text, max_size=3))
        method, path = "GET", draw(st.sampled_from(["/api/questions", "/api/sessions/sess-1/events", "/api/board",
                                                    "/api/sessions"]))
        from urllib.parse import urlencode

        path += "?" + urlencode({k: v.encode("utf-8", "surrogatepass") for k, v in q.items()})
    elif route == 6:
        method, path = "GET", draw(st.sampled_from(["/api/sessions/{}", "/api/sessions/{}/events",
                                                    "/api/sessions/{}/queue"])).format(draw(refs))
    elif route == 7:
        method, path = "GET", f"/api/questions/{draw(qids)}"
    else:
        method, path = draw(st.sampled_from(["GET", "POST", "PUT", "DELETE"])), draw(st.sampled_from(
            ["/api/info", "/api/openapi.json", "/", "/favicon.ico", "/static/nope", "/api/nope"]))
    if not isinstance(body, bytes):
        body = json.dumps(body).encode("utf-8", "surrogatepass")
    return method, path, hdr, body


def api_property(client: Any, hook_token: str, n: int) -> dict[str, int]:
    """A hypothesis test (call it) sending ``n`` requests; returns counts by status class."""
    from urllib.parse import quote

    seen: dict[str, int] = {}

    @fuzz_settings(n)
    @given(requests())
    def run(req: tuple[str, str, dict[str, str], bytes]) -> None:
        method, path, hdr, body = req
        if path.startswith("/hooks/"):
            hdr = {**hdr, "authorization": f"Bearer {hook_token}"}
        path = quote(path.encode("utf-8", "surrogatepass"), safe="/?=&%:,;+-._~")
        r = client.request(method, path, content=body, headers=hdr)
        seen[f"{r.status_code // 100}xx"] = seen.get(f"{r.status_code // 100}xx", 0) + 1
        assert r.status_code < 500, (method, path, r.status_code, r.text[:300])
        if r.headers.get("content-type", "").startswith("application/json") and r.content:
            json.loads(r.content.decode("ascii"))

    run()
    return seen
