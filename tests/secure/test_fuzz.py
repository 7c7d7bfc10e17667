"""Property-based fuzzing, a sample (the soak, bench/soak_fuzz.py, runs 10,000+ each):
hook payloads never make a hook fail and all reach the event log; no API body, path or
query gets a 5xx; schemathesis finds no 5xx and no schema violation in the OpenAPI."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from tests.secure import fuzzing
from warden.board import auth
from warden.board.app import create_app

SAMPLE = 150


def test_hook_payloads_never_fail_and_all_reach_the_event_log(isolated_home: Path) -> None:
    fuzzing.prepare_home(isolated_home)
    calls = fuzzing.hook_property(isolated_home, SAMPLE)
    counts = fuzzing.event_log_holds(isolated_home, calls)
    assert counts["failed"] == 0 and counts["events"] == calls, counts


def test_the_hook_process_exits_0_with_valid_output(isolated_home: Path) -> None:
    """A few payloads through the real entry point (a process, as Claude Code runs it)."""
    from hypothesis import given

    from tests.payloads import run_hook

    fuzzing.prepare_home(isolated_home)

    @fuzzing.fuzz_settings(15)
    @given(fuzzing.hook_payloads(), fuzzing.metas)
    def run(raw: bytes, meta: dict[str, str]) -> None:
        env = {"WARDEN_SESSION": meta["name"], "WARDEN_PROFILE": meta["profile"]} if meta.get("managed") else {}
        r = run_hook(raw, env={k: v.encode("utf-8", "surrogateescape").decode("utf-8", "replace").replace("\x00", "")
                               for k, v in env.items()})
        assert r.returncode == 0 and r.stderr == ""
        fuzzing.check_hook_output(raw, r.stdout or None)

    run()


def test_no_api_request_gets_a_5xx(isolated_home: Path) -> None:
    fuzzing.api_setup(isolated_home)
    token, _ = auth.board_token(str(isolated_home))
    app = create_app(str(isolated_home), live=False)
    with TestClient(app, base_url="http://localhost", headers={"authorization": f"Bearer {token}"}) as c:
        seen = fuzzing.api_property(c, auth.hook_token(str(isolated_home)), SAMPLE)
    assert "5xx" not in seen and sum(seen.values()) >= SAMPLE, seen


def schemathesis_run(home: Path, n: int) -> dict[str, Any]:
    """schemathesis against the board's own OpenAPI: every operation but the endless
    event stream, ``n`` examples each, checks: no server error, status codes, content
    types and bodies as documented."""
    import schemathesis
    from hypothesis import given

    from schemathesis.checks import (content_type_conformance, not_a_server_error, response_schema_conformance,
                                     status_code_conformance)

    fuzzing.api_setup(home)
    token, _ = auth.board_token(str(home))
    # its test client names no loopback Host: the host check is tested in tests/board
    app = create_app(str(home), loopback=False, live=False)
    schema = schemathesis.openapi.from_asgi("/api/openapi.json", app,
                                           headers={"authorization": f"Bearer {token}"})
    checks = [not_a_server_error, status_code_conformance, content_type_conformance, response_schema_conformance]
    ops = [r.ok() for r in schema.get_all_operations()]
    ran: dict[str, Any] = {"operations": 0, "cases": 0, "failures": []}
    for op in ops:
        if op.path == "/api/stream":
            continue  # an event stream never ends; tests/board/test_live.py reads it
        ran["operations"] += 1

        @fuzzing.fuzz_settings(n)
        @given(op.as_strategy())
        def one(case: Any) -> None:
            ran["cases"] += 1
            headers = {"authorization": f"Bearer {token if op.path != '/hooks/claude-code' else auth.hook_token(str(home))}"}
            case.call_and_validate(headers=headers, checks=checks)

        try:
            one()
        except Exception as e:  # noqa: BLE001 - collected, reported together
            ran["failures"].append(f"{op.method.upper()} {op.path}: {str(e)[:600]}")
    return ran


def test_schemathesis_finds_no_5xx_and_no_schema_violation(isolated_home: Path) -> None:
    ran = schemathesis_run(isolated_home, 25)
    assert ran["failures"] == [], "\n".join(ran["failures"])
    assert ran["operations"] >= 12 and ran["cases"] >= 12 * 10, ran
