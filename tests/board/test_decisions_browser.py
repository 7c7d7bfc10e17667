"""Permission, plan and idle decisions on the board, in a real browser: what is asked is
shown (the command, the diff, the plan as Markdown built from DOM nodes, never HTML), and
answered from the page, through the hook that waits or typed into the real Claude Code."""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any

import pytest

from tests.board.test_browser import CHROMIUM, browser, open_board, page  # noqa: F401
from tests.payloads import BASH, HookResult, base, permission, plan_input, run_hook, tool_pre

pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="chromium is not installed (scripts/setup)")

MANAGED = {"WARDEN_SESSION": "web-test", "WARDEN_PROFILE": "t"}
HOSTILE_PLAN = ("# Plan: <b>cache</b>\n\nKeep **the LRU** and `cache.py`.\n\n"
                "- <img src=x onerror=alert(1)>\n- [docs](javascript:alert(2))\n\n```\nrm -rf <script>alert(3)</script>\n```\n")


@pytest.fixture
def human(isolated_home: Path) -> None:
    isolated_home.mkdir(parents=True, exist_ok=True)
    (isolated_home / "config.toml").write_text('[profiles.t]\nchain = ["human"]\nbudget = 60\n')


class Waiting:
    def __init__(self, payload: dict[str, Any]):
        self.result: HookResult | None = None
        self.thread = threading.Thread(target=lambda: setattr(self, "result", run_hook(payload, MANAGED, timeout=90)),
                                       daemon=True)
        self.thread.start()

    def decision(self, timeout: float = 30) -> dict[str, Any]:
        self.thread.join(timeout)
        assert self.result is not None and self.result.stdout, "the hook printed no decision"
        return self.result.json["hookSpecificOutput"]["decision"]


def open_decision(page: Any, kind: str) -> Any:
    page.locator("a.session-card", has_text="web-test").click()
    form = page.locator(f"form.decision[data-kind={kind}]")
    form.wait_for()
    return form


def test_a_permission_shows_its_command_and_is_allowed_with_an_edit(page: Any, server: Any, human: None) -> None:
    board = server()
    open_board(page, board.login)
    run_hook(tool_pre("Bash", BASH), MANAGED)
    hook = Waiting(permission("Bash", BASH))
    form = open_decision(page, "permission")
    assert form.locator("pre.command").text_content() == BASH["command"]
    assert form.locator("label.opt").count() == 2  # Yes, No
    form.locator("input.edit-command").fill("pytest -x tests/unit")
    form.locator("button[type=submit]").click()
    assert hook.decision() == {"behavior": "allow", "updatedInput": {**BASH, "command": "pytest -x tests/unit"}}
    page.wait_for_selector('.status-line[data-status="delivered"]')


def test_a_plan_is_rendered_as_markdown_nodes_and_rejected_with_feedback(page: Any, server: Any,
                                                                        human: None) -> None:
    board = server()
    open_board(page, board.login)
    hook = Waiting(permission("ExitPlanMode", plan_input(HOSTILE_PLAN)))
    form = open_decision(page, "plan")
    plan = form.locator(".plan .md")
    assert plan.locator("h3").text_content() == "Plan: <b>cache</b>"  # markup shown as text
    assert plan.locator("strong").text_content() == "the LRU"
    assert plan.locator("code").first.text_content() == "cache.py"
    assert plan.locator("li").nth(0).text_content() == "<img src=x onerror=alert(1)>"
    assert plan.locator("li").nth(1).text_content() == "docs (javascript:alert(2))"
    assert "<script>" in plan.locator("pre").text_content()
    assert plan.locator("img, script, a, b").count() == 0
    form.locator("label.opt", has_text="tell Claude what to change").click()
    form.locator("button[type=submit]").click()
    assert "needs feedback" in form.locator(".form-error").text_content()
    form.locator("textarea.choice-text").fill("Add an eviction test")
    form.locator("button[type=submit]").click()
    assert hook.decision() == {"behavior": "deny", "message": "Add an eviction test"}
    assert page.dialogs == []  # type: ignore[attr-defined]


def test_an_idle_session_shows_what_it_last_said(page: Any, server: Any, human: None) -> None:
    board = server()
    open_board(page, board.login)
    run_hook(base("Stop", stop_hook_active=False, last_assistant_message="All green. <i>next?</i>"), MANAGED)
    run_hook(base("Notification", message="Claude is waiting for your input", notification_type="idle_prompt"), MANAGED)
    form = open_decision(page, "idle")
    assert form.locator("blockquote.said").text_content() == "All green. <i>next?</i>"
    assert [json.loads(json.dumps(t)) for t in form.locator("label.opt .label").all_text_contents()] == [
        "1. Type a prompt", "2. Queue commands", "3. Leave it"]


@pytest.mark.e2e
def test_a_real_permission_denied_from_the_board_reaches_the_model(page: Any, server: Any, human: None,
                                                                   scripted_server: Any, claude_session: Any) -> None:
    board = server()
    open_board(page, board.login)
    model = scripted_server("permissions")
    claude_session(model, warden=True, env=MANAGED, args=("--permission-mode", "default")).type_prompt("run the tests")
    form = open_decision(page, "permission")
    assert "echo tests passed" in form.locator("pre.command").text_content()
    form.locator("label.opt", has_text="No").click()
    form.locator("textarea.choice-text").fill("Not now: the suite is being rewritten")
    form.locator("button[type=submit]").click()
    call = model.wait_for(lambda srv: next((c for c in srv.tool_calls(None) if c.name == "Bash" and c.answered), None),
                          timeout=60)
    assert call.is_error and call.result_text == "Not now: the suite is being rewritten"
    page.wait_for_selector('#history article[data-status="declined"]', timeout=30000)
