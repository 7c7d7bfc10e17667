"""The board in a real browser (Debian's chromium, driven by Playwright): questions
recorded by real hook processes appear live, are answered from the page, and the page
shows their delivery and verification — with no reload and no polling."""

from __future__ import annotations

import os
import shutil
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.realparts import require_chromium

from tests.payloads import SINGLE, THREE, HookResult, post, pre, run_hook

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]
MANAGED = {"WARDEN_SESSION": "web-test", "WARDEN_PROFILE": "t"}
REPO = Path(__file__).resolve().parents[2]



@pytest.fixture(autouse=True, scope="module")
def _chromium() -> None:
    require_chromium()


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    ctx = browser.new_context(viewport={"width": 1000, "height": 900})
    pg = ctx.new_page()
    pg.set_default_timeout(20000)
    pg.dialogs = []  # type: ignore[attr-defined]
    pg.on("dialog", lambda d: (pg.dialogs.append(d.message), d.dismiss()))  # type: ignore[attr-defined]
    pg.requests = []  # type: ignore[attr-defined]
    pg.on("request", lambda r: pg.requests.append(r.url))  # type: ignore[attr-defined]
    yield pg
    ctx.close()


@pytest.fixture
def human(isolated_home: Path) -> None:
    isolated_home.mkdir(parents=True, exist_ok=True)
    (isolated_home / "config.toml").write_text('[profiles.t]\nchain = ["human"]\nbudget = 60\n')


class Waiting:
    """A managed session's PreToolUse hook, waiting for a person's answer in a thread."""

    def __init__(self, questions: list[dict[str, Any]], tool_use_id: str = "toolu_1", name: str = "web-test",
                 cwd: str = "/tmp/project"):
        self.questions, self.tool_use_id = questions, tool_use_id
        self.env, self.cwd = {**MANAGED, "WARDEN_SESSION": name}, cwd
        self.result: HookResult | None = None
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        self.result = run_hook(pre(self.questions, self.tool_use_id) | {"cwd": self.cwd}, env=self.env, timeout=90)

    def answers(self, timeout: float = 30) -> dict[str, str]:
        self.thread.join(timeout)
        assert self.result is not None, "the hook did not return"
        assert self.result.stdout, "the hook printed no answer"
        return self.result.json["hookSpecificOutput"]["updatedInput"]["answers"]

    def post_tool_use(self, answers: dict[str, str]) -> None:
        assert run_hook(post(answers, self.questions, self.tool_use_id) | {"cwd": self.cwd}, env=self.env).returncode == 0


def open_board(page: Any, url: str) -> None:
    """Open the board through its login link (``Served.login``), as a person does."""
    page.goto(url if "?token=" in url else url + "/")
    page.wait_for_selector("#conn[data-state=live]")
    page.evaluate("window.__sameDocument = true")


def open_session(page: Any, name: str = "web-test") -> Any:
    card = page.locator("a.session-card", has_text=name)
    card.wait_for()
    assert card.locator(".badge").text_content() == "1"
    card.click()
    form = page.locator("form.call")
    form.wait_for()
    return form


def option(form: Any, item: int, label: str) -> Any:
    return form.locator(f'fieldset[data-item="{item}"] label.opt', has_text=label).locator("input").first


def assert_no_reload_no_polling(page: Any) -> None:
    assert page.evaluate("window.__sameDocument") is True
    api_gets = [u for u in page.requests if "/api/" in u and "/api/stream" not in u and "/answer" not in u]
    assert len(api_gets) <= 1, api_gets  # at most one access check; updates come on the stream


def test_single_question_appears_live_is_answered_and_verified(page: Any, server: Any, human: None) -> None:
    board = server()
    open_board(page, board.login)
    page.wait_for_selector("text=No sessions yet")
    hook = Waiting(SINGLE)
    form = open_session(page)  # the session and its badge appeared without a reload
    assert form.locator("legend").text_content().startswith("Database")
    assert form.locator('input[type="radio"]').count() == 4  # 3 options + Type something
    form.locator("button[type=submit]").click()
    assert "nothing chosen" in page.locator("form.call .form-error").text_content()
    option(form, 0, "SQLite").check()
    form.locator("button[type=submit]").click()
    answers = hook.answers()
    assert answers == {SINGLE[0]["question"]: "SQLite"}
    page.wait_for_selector('.status-line[data-status="delivered"]')
    hook.post_tool_use(answers)
    line = page.locator('.status-line[data-status="verified"]')
    line.wait_for()
    assert "Verified" in line.text_content()
    assert page.locator('#history article[data-status="verified"]').count() == 1
    assert "human:web" in page.locator("#history").text_content()
    assert page.locator("#log").text_content().count("PostToolUse") == 1
    assert_no_reload_no_polling(page)


def test_a_note_beside_the_choice_reaches_the_hook_as_an_annotation(page: Any, server: Any, human: None) -> None:
    board = server()
    open_board(page, board.login)
    hook = Waiting(SINGLE)
    form = open_session(page)
    option(form, 0, "SQLite").check()
    form.locator('fieldset[data-item="0"] input.note-text').fill("<b>one file</b> is enough for now")
    form.locator("button[type=submit]").click()
    hook.thread.join(30)
    assert hook.result is not None and hook.result.stdout
    updated = hook.result.json["hookSpecificOutput"]["updatedInput"]
    question = SINGLE[0]["question"]
    assert updated["answers"] == {question: "SQLite"}
    assert updated["annotations"] == {question: {"notes": "<b>one file</b> is enough for now"}}
    page.wait_for_selector('.status-line[data-status="delivered"]')
    assert page.locator("form.call b").count() == 0 and page.locator("#history b").count() == 0  # text, never markup


def test_multi_question_call_with_checkboxes_and_typed_answers(page: Any, server: Any, human: None) -> None:
    board = server()
    open_board(page, board.login)
    hook = Waiting(THREE)
    form = open_session(page)
    assert form.locator("fieldset").count() == 3
    assert form.locator('fieldset[data-item="1"] input[type="checkbox"]').count() == 4
    option(form, 0, "PostgreSQL").check()
    form.locator("button[type=submit]").click()
    assert "Question 2 (Scope): nothing chosen" in page.locator("form.call .form-error").text_content()
    option(form, 1, "Login").check()
    option(form, 1, "Search").check()
    form.locator('fieldset[data-item="1"] input.typed').fill("and an admin page")
    assert form.locator('fieldset[data-item="1"] input.type-choice').is_checked()  # typing ticks it
    form.locator('fieldset[data-item="2"] input.typed').fill('Rate limits, "per user" — $(not run)')
    assert form.locator('fieldset[data-item="2"] input.type-choice').is_checked()
    form.locator("button[type=submit]").click()
    answers = hook.answers()
    assert answers == {
        THREE[0]["question"]: "PostgreSQL",
        THREE[1]["question"]: "Login, Search, and an admin page",
        THREE[2]["question"]: 'Rate limits, "per user" — $(not run)',
    }
    hook.post_tool_use(answers)
    page.wait_for_selector('.status-line[data-status="verified"]')
    assert_no_reload_no_polling(page)


HOSTILE = [{
    "question": 'Pick <b>one</b> "now" $(touch /tmp/warden-pwned) `id`',
    "header": "<img src=x onerror=alert(1)>",
    "options": [
        {"label": "<img src=x onerror=\"window.pwned=1;alert('x')\">", "description": "<script>window.pwned=2</script>"},
        {"label": "'; DROP TABLE questions; --", "description": "$(rm -rf ~) && `reboot`"},
    ],
    "multiSelect": False,
}]


def test_hostile_text_is_shown_literally_and_never_run(page: Any, server: Any, human: None) -> None:
    board = server()
    open_board(page, board.login)
    hook = Waiting(HOSTILE)
    form = open_session(page)
    text = form.text_content()
    for s in (HOSTILE[0]["header"], HOSTILE[0]["question"], HOSTILE[0]["options"][0]["label"],
              HOSTILE[0]["options"][0]["description"], HOSTILE[0]["options"][1]["description"]):
        assert s in text
    assert page.locator("main img, main script, main b").count() == 0
    option(form, 0, "<img src=x").check()
    form.locator("button[type=submit]").click()
    answers = hook.answers()
    assert answers == {HOSTILE[0]["question"]: HOSTILE[0]["options"][0]["label"]}
    hook.post_tool_use(answers)
    page.wait_for_selector('.status-line[data-status="verified"]')
    assert page.locator("main img, main script").count() == 0
    assert page.evaluate("window.pwned") is None
    assert page.dialogs == []
    assert not os.path.exists("/tmp/warden-pwned")


def test_token_board_needs_the_token_in_the_browser(page: Any, server: Any) -> None:
    board = server("--new-token")
    token = board.token
    run_hook(pre(SINGLE), env=MANAGED | {"WARDEN_PROFILE": "", "WARDEN_SESSION": ""})
    page.goto(board.url + "/")
    page.wait_for_selector("#login:not([hidden])")
    page.fill("#login-token", "wrong")
    page.click("#login-form button")
    page.wait_for_selector("text=wrong token")
    page.fill("#login-token", token)
    page.click("#login-form button")
    page.wait_for_selector("#conn[data-state=live]")
    page.locator("a.session-card").wait_for()
    # a fresh browser with the one-time link
    ctx = page.context.browser.new_context()
    p2 = ctx.new_page()
    p2.goto(f"{board.url}/?token={token}")
    p2.wait_for_selector("#conn[data-state=live]")
    assert "token" not in p2.url
    ctx.close()


def test_usable_on_a_phone(browser: Any, server: Any, human: None) -> None:
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    pg = ctx.new_page()
    board = server()
    open_board(pg, board.login)
    hook = Waiting(THREE, cwd="/home/dev/src/" + "a-rather-long-folder-name/" * 6)
    form = open_session(pg)
    assert pg.evaluate("document.documentElement.scrollWidth") <= 390  # no sideways scrolling
    option(form, 0, "SQLite").tap()
    option(form, 1, "Login").tap()
    option(form, 2, "No").tap()
    form.locator("button[type=submit]").tap()
    answers = hook.answers()
    assert answers[THREE[1]["question"]] == "Login"
    hook.post_tool_use(answers)
    pg.wait_for_selector('.status-line[data-status="verified"]')
    assert pg.evaluate("document.documentElement.scrollWidth") <= 390
    ctx.close()


def test_screenshot_of_a_pending_multi_question_call(page: Any, server: Any, human: None, tmp_path: Path) -> None:
    """Writes docs/board.png when WARDEN_UPDATE_SCREENSHOT=1."""
    board = server()
    page.set_viewport_size({"width": 900, "height": 1250})
    open_board(page, board.login)
    run_hook(pre(SINGLE, "toolu_x", "sess-other") | {"cwd": "/home/dev/src/billing"})  # an observed session
    hook = Waiting(THREE, name="orders-api", cwd="/home/dev/src/orders-service")
    page.locator("a.session-card", has_text="orders-api").wait_for()
    page.locator("a.session-card", has_text="billing").wait_for()
    assert page.locator("#total").text_content() == "2"
    form = open_session(page, "orders-api")
    option(form, 0, "PostgreSQL").check()
    option(form, 1, "Login").check()
    option(form, 1, "Billing, invoices").check()
    out = tmp_path / "board.png"
    page.screenshot(path=str(out), full_page=False)
    assert out.stat().st_size > 10000
    if os.environ.get("WARDEN_UPDATE_SCREENSHOT") == "1":
        shutil.copy(out, REPO / "docs" / "board.png")
    form.locator('fieldset[data-item="2"] input.typed').fill("done")
    form.locator("button[type=submit]").click()
    hook.answers()


def test_chat_about_this_redirects_the_call(page: Any, server: Any, human: None) -> None:
    board = server()
    open_board(page, board.login)
    hook = Waiting(SINGLE)
    form = open_session(page)
    form.locator("details.chat summary").click()
    form.locator("textarea.chat-text").fill("Neither: we already have a DynamoDB table for this")
    form.locator("button[type=submit]").click()
    hook.thread.join(30)
    assert hook.result is not None
    out = hook.result.json["hookSpecificOutput"]
    assert out["permissionDecision"] == "deny"
    assert "we already have a DynamoDB table" in out["permissionDecisionReason"]
    page.wait_for_selector('.status-line[data-status="delivered"]')
    # the session moves on (its next prompt): the call is closed as redirected
    assert run_hook({**pre(SINGLE), "hook_event_name": "UserPromptSubmit", "prompt": "ok"}, env=MANAGED).returncode == 0
    page.wait_for_selector('.status-line[data-status="redirected"]')
