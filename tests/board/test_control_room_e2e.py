"""The board as a control room, in a real browser (Debian's chromium), against the real
Claude Code in tmux and a real headless task, both talking to the scripted model: a
message sent from the page reaches the model; a session is interrupted, stopped and
resumed; a session and a task are started from the page and run; a command queue is
started and cancelled; the page stays usable on a phone; the stats page shows a busy
store's numbers and charts. Screenshots go to docs/ with
WARDEN_UPDATE_SCREENSHOT=1."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.board.test_browser import ARGS, CHROMIUM, REPO, open_board
from tests.realparts import require_chromium
from warden.sandbox.claude_session import UNSET_VARS, claude_env, prepare_config_dir

pytestmark = pytest.mark.e2e
NAME = "cr-tui"
MANAGED = {"WARDEN_SESSION": NAME, "WARDEN_PROFILE": "t"}


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


def new_page(browser: Any, width: int = 1000, height: int = 1000, **kw: Any) -> Any:
    ctx = browser.new_context(viewport={"width": width, "height": height}, **kw)
    pg = ctx.new_page()
    pg.set_default_timeout(30000)
    pg.on("dialog", lambda d: d.accept())  # "Stop this session?": yes
    pg.errors = []  # type: ignore[attr-defined]
    pg.on("pageerror", lambda e: pg.errors.append(str(e)))  # type: ignore[attr-defined]
    return pg


def shot(page: Any, name: str, tmp_path: Path, full: bool = False) -> None:
    out = tmp_path / name
    page.screenshot(path=str(out), full_page=full)
    assert out.stat().st_size > 5000
    if os.environ.get("WARDEN_UPDATE_SCREENSHOT") == "1":
        shutil.copy(out, REPO / "docs" / name)


class Room:
    """A board whose environment can start Claude Code (against the scripted model) in a
    private tmux server, and the Claude config its sessions use (warden's hooks installed)."""

    def __init__(self, tmp_path: Path, home: Path, model: Any, claude_bin: Path, server: Any):
        self.project = tmp_path / "project"
        self.project.mkdir()
        self.config = tmp_path / "claude-config"
        prepare_config_dir(self.config, self.project)
        subprocess.run([sys.executable, "-m", "warden", "install", "--settings", str(self.config / "settings.json")],
                       check=True, capture_output=True, text=True)
        self.socket = f"warden-room-{os.getpid()}-{uuid.uuid4().hex[:6]}"
        home.mkdir(parents=True, exist_ok=True)
        (home / "config.toml").write_text(
            '[profiles.t]\nchain = ["human"]\nbudget = 60\n'
            '[profiles.auto]\nchain = [{ answerer = "policy", rules = [{ question = "which database", '
            'choose = "SQLite" }] }]\n'
            f'[board]\ntmux_socket = "{self.socket}"\nstart_args = ["--permission-mode", "default"]\n')
        self.env = {k: v for k, v in os.environ.items() if k not in UNSET_VARS}
        self.env.update(claude_env(self.config, model.url, {"WARDEN_HOME": str(home)}))
        self.env["WARDEN_CLAUDE_BIN"] = str(claude_bin)
        self.model = model
        self.board = server(env=self.env)

    def close(self) -> None:
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], capture_output=True)

    def server_log(self) -> str:
        """What the board printed (tracebacks of a 500), once it has stopped."""
        from tests.board.conftest import stop_server

        stop_server(self.board)
        assert self.board.proc.stdout is not None
        return self.board.proc.stdout.read()

    def said_to_model(self, text: str, timeout: float = 60) -> Any:
        """The model's request carrying ``text``, as soon as it arrived (a slow turn's too)."""
        return self.model.wait_for(lambda m: next((r for r in m.arrived("main") if text in (r.user_text or "")), None),
                                   timeout=timeout)


@pytest.fixture
def room(tmp_path: Path, isolated_home: Path, scripted_server: Any, claude_bin: Path, server: Any) -> Iterator[Room]:
    r = Room(tmp_path, isolated_home, scripted_server("control"), claude_bin, server)
    yield r
    r.close()


def open_card(page: Any, name: str) -> None:
    page.locator("a.session-card", has_text=name).first.click()
    page.locator("#head h1", has_text=name).wait_for()


def send(page: Any, text: str) -> str:
    page.get_by_label("Message").fill(text)
    page.get_by_role("button", name="Send").click()
    # the click cleared the line's verdict (data-ok=""); the answer sets it to yes or no
    said = page.locator('#message-form .said[data-ok="yes"], #message-form .said[data-ok="no"]')
    said.wait_for(timeout=60000)
    return str(said.text_content())


def state(page: Any, want: str, timeout: float = 60000) -> None:
    page.locator(f'#head .state[data-state="{want}"]').wait_for(timeout=timeout)


def control(page: Any, action: str) -> str:
    page.locator(f'#controls button[data-action="{action}"]').click()
    said = page.locator('#control-said[data-ok="yes"], #control-said[data-ok="no"]')
    said.wait_for(timeout=90000)
    return str(said.text_content())


def test_a_message_from_the_page_reaches_the_model_and_the_session_is_interrupted_stopped_and_resumed(
        room: Room, browser: Any, claude_session: Any, tmp_path: Path) -> None:
    session = claude_session(room.model, warden=True, env=MANAGED, args=("--permission-mode", "default"),
                             session_name="cr-tmux")
    page = new_page(browser)
    open_board(page, room.board.login)
    session.type_prompt("hello")  # the session reports in (SessionStart comes with its first prompt's events)
    open_card(page, NAME)
    state(page, "idle")
    assert page.locator("#head .chip", has_text="tmux cr-tmux").count() == 1  # its tmux session's name

    said = send(page, "a message from the board")
    assert said.startswith("Sent"), said + room.server_log()
    request = room.said_to_model("a message from the board")
    assert request.session_id  # the model got it, in this session's conversation
    page.locator("#said", has_text="You said: a message from the board").wait_for()  # its last message, live
    page.locator("#log", has_text="message (human:web)").wait_for()

    # not while a turn runs: the message is refused, the turn interrupted
    assert send(page, "go slow please").startswith("Sent")
    room.said_to_model("go slow please")
    state(page, "working")
    refused = send(page, "are you there?")
    assert "a turn is running" in refused, refused + "\n" + session.screen() + "\n" + str(
        [(r.user_text, r.rule, r.time) for r in room.model.requests("main")])
    assert "interrupted" in control(page, "interrupt")
    state(page, "idle")
    assert "go slow please" not in (session.input_text() or "")  # the prompt Claude Code put back was cleared
    if os.environ.get("WARDEN_UPDATE_SCREENSHOT") == "1":
        page.set_viewport_size({"width": 1000, "height": 1400})
        shot(page, "board-session.png", tmp_path)
        page.set_viewport_size({"width": 1000, "height": 1000})

    # stop: Claude Code exits (/exit), the session ends; resume: it comes back in its pane
    sid = request.session_id
    assert "stopped" in control(page, "stop")
    state(page, "ended")
    assert not session.alive()
    page.get_by_label("Message").fill("after the resume")
    assert "resumed" in control(page, "resume")
    back = room.said_to_model("after the resume", timeout=90)
    assert back.session_id == sid  # the same conversation, continued
    state(page, "idle")
    assert session.alive()
    assert page.errors == []  # type: ignore[attr-defined]


def test_a_session_started_from_the_page_runs_and_a_queue_is_started_and_cancelled(
        room: Room, browser: Any, tmp_path: Path) -> None:
    page = new_page(browser)
    open_board(page, room.board.login)
    page.locator("nav.views a", has_text="Start").click()
    form = page.locator("#start-tui")
    form.get_by_label("Working directory").fill(str(room.project))
    form.get_by_label("Name").fill("cr-new")
    form.get_by_role("button", name="Start session").click()
    page.wait_for_url("**/#/s/cr-new")
    state(page, "working", timeout=90000)  # Claude Code started in tmux reported in
    assert subprocess.run(["tmux", "-L", room.socket, "has-session", "-t", "=cr-new"]).returncode == 0
    said = ""
    for _ in range(40):  # it takes a message once its prompt is up
        said = send(page, "hello new session")
        if said.startswith("Sent"):
            break
        time.sleep(0.5)
    assert said.startswith("Sent"), said
    room.said_to_model("hello new session")

    # a queue: the first command runs (slowly), the queue is cancelled, the second never typed
    state(page, "idle")
    page.locator("#queue-text").fill("go slow please\nthe second command")
    page.get_by_role("button", name="Start queue").click()
    page.locator("#queue .queue[data-status=active]").wait_for()
    room.said_to_model("go slow please")
    state(page, "queue running")
    page.locator('#queue button[data-action="cancel_queue"]').click()
    page.locator("#queue .queue[data-status=cancelled]").wait_for()
    assert page.errors == []  # type: ignore[attr-defined]

    # on a phone: the same page, no sideways scrolling, the message box works
    phone = new_page(browser, 390, 844, is_mobile=True, has_touch=True)
    open_board(phone, room.board.login)
    phone.locator("a.session-card", has_text="cr-new").first.tap()
    phone.locator("#head h1", has_text="cr-new").wait_for()
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    for _ in range(60):  # the slow turn the queue started may still run
        said = send(phone, "from a phone")
        if said.startswith("Sent"):
            break
        time.sleep(1)
    assert said.startswith("Sent"), said
    room.said_to_model("from a phone")
    # the slow turn has ended since, and the cancelled queue typed nothing after it
    assert not [r for r in room.model.arrived("main") if "the second command" in (r.user_text or "")]
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    shot(phone, "board-phone.png", tmp_path)


def test_a_task_started_from_the_page_runs_streams_its_output_and_takes_a_new_message(
        room: Room, browser: Any, tmp_path: Path) -> None:
    pytest.importorskip("claude_agent_sdk")
    page = new_page(browser)
    open_board(page, room.board.login)
    page.goto(room.board.url + "/#/new")
    form = page.locator("#start-task")
    form.get_by_label("Prompt").fill("pick a database for the orders service")
    form.get_by_label("Working directory").fill(str(room.project))
    form.get_by_label("Name").fill("cr-task")
    form.get_by_label("Profile").fill("auto")
    form.get_by_role("button", name="Start task").click()
    page.wait_for_url("**/#/s/task*")
    rows = page.locator("#output-rows li")
    page.locator('#output-rows li[data-kind="result"]').wait_for(timeout=120000)
    kinds = rows.evaluate_all("rows => rows.map(r => r.dataset.kind)")
    assert kinds[0] == "prompt" and "question" in kinds and "verified" in kinds, kinds
    assert "SQLite" in page.locator('#output-rows li[data-kind="result"]').last.text_content()
    state(page, "idle")
    assert room.model.tool_calls()[0].answers == {"Which database should the orders service use?": "SQLite"}

    said = send(page, "now say hello")  # a new turn of the task
    assert "new turn" in said, said
    room.said_to_model("now say hello", timeout=120)
    page.locator('#output-rows li[data-kind="result"]', has_text="You said: now say hello").wait_for(timeout=120000)
    shot(page, "board-task.png", tmp_path)
    assert page.errors == []  # type: ignore[attr-defined]


def test_the_stats_page_renders_a_busy_stores_numbers_and_charts(
        isolated_home: Path, browser: Any, server: Any, tmp_path: Path) -> None:
    from warden.sandbox.board_fill import fill
    from warden.store import open_home

    isolated_home.mkdir(parents=True, exist_ok=True)
    ids = fill(open_home(str(isolated_home)), sessions=40, decisions=800)
    board = server()
    page = new_page(browser, 1100, 1000)
    open_board(page, board.login)
    page.locator("a.session-card").nth(39).wait_for()
    if os.environ.get("WARDEN_UPDATE_SCREENSHOT") == "1":
        shot(page, "board-sessions.png", tmp_path)
    page.locator("nav.views a", has_text="Stats").click()
    page.wait_for_url("**/#/stats*")
    assert page.locator('.tile[data-tile="decisions"] .v').text_content() == "800"
    charts = page.locator("figure.chart img")
    assert charts.count() == 6
    for i in range(6):  # each chart is an SVG the server drew, loaded
        charts.nth(i).scroll_into_view_if_needed()
        page.wait_for_function("img => img.complete && img.naturalWidth > 0", arg=charts.nth(i).element_handle())
    svg = board.get("/api/stats/by_decider.svg?hours=24")
    assert svg.status_code == 200 and svg.headers["content-type"].startswith("image/svg+xml")
    assert "policy" in svg.text and "<script" not in svg.text
    assert page.locator("table.per-session tbody tr").count() == len(ids)
    page.locator("#stats-window").select_option("1")
    page.wait_for_url("**/#/stats?hours=1*")
    assert int(page.locator('.tile[data-tile="decisions"] .v').text_content() or 0) < 800
    page.locator("#stats-window").select_option("24")
    page.locator('.tile[data-tile="decisions"] .v', has_text="800").wait_for()
    shot(page, "board-stats.png", tmp_path, full=True)
    assert page.errors == []  # type: ignore[attr-defined]
