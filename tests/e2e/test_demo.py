"""`warden demo` end to end, as the README's first command runs it."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.e2e


def test_demo_answers_every_question_and_verifies_it(claude_bin: object) -> None:
    r = subprocess.run([sys.executable, "-m", "warden", "demo", "--timeout", "150"], capture_output=True, text=True,
                       timeout=240)
    assert r.returncode == 0, r.stdout + r.stderr
    out = r.stdout
    assert "every answer verified by PostToolUse" in out
    assert "tmux -L warden-demo-" in out  # how to watch
    for kind in ("Yes, create them", "You decide", "Receipt upload", "FastAPI + PostgreSQL", "typed: An audit log"):
        assert kind in out
    assert out.count(" verified ") >= 7
    assert "warden-demo-" in out and "kept" not in out  # cleaned up after itself
    # then a plan approved by the person, a command the policy allows, one the person denies
    assert "plan #" in out and "approve" in out
    assert "permission #" in out and "allowed: writes files inside the project" in out
    assert "deny: Keep .planning/" in out and "the deny read by the model" in out
    # it ends pointing at the board with its history: the command and the login link
    m = re.search(r"WARDEN_HOME=(\S+) (\S*warden) serve\n.*login link: http://127\.0\.0\.1:\d+/\?token=\S+", out)
    assert m, out
    assert shutil.which(m.group(2)), f"{m.group(2)} does not run from a shell"
    shutil.rmtree(Path(m.group(1)).parent, ignore_errors=True)


def test_demo_ask_me_leaves_one_question_that_a_person_answers_on_the_board(claude_bin: object,
                                                                             tmp_path: Path) -> None:
    from tests.board.test_browser import ARGS, CHROMIUM, open_board
    from tests.realparts import require_chromium

    require_chromium()
    from playwright.sync_api import sync_playwright

    proc = subprocess.Popen([sys.executable, "-m", "warden", "demo", "--timeout", "150", "--ask-me",
                             "--ask-timeout", "150"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    assert proc.stdout is not None
    out: list[str] = []
    try:
        link = ""
        while not link:
            line = proc.stdout.readline()
            assert line, "".join(out)
            out.append(line)
            m = re.search(r"open: (http://\S+/\?token=\S+)", line)
            link = m.group(1) if m else ""
        assert "every answer verified by PostToolUse" in "".join(out)  # the rest was decided first
        with sync_playwright() as p:
            b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            page = b.new_page()
            page.set_default_timeout(90000)
            open_board(page, link)
            page.locator("a.session-card", has_text="demo").locator(".badge").wait_for()
            page.locator("a.session-card", has_text="demo").click()
            form = page.locator("form.call")
            assert "What should the expense tracker be called?" in (form.text_content() or "")
            form.locator("label.opt", has_text="Ledgerly").locator("input").first.check()
            form.locator("button[type=submit]").click()
            page.locator('.status-line[data-status="verified"]').wait_for(timeout=120000)
            b.close()
        rest, _ = proc.communicate(timeout=120)
        out.append(rest)
    finally:
        if proc.poll() is None:
            proc.kill()
    text = "".join(out)
    assert proc.returncode == 0, text
    assert "your answer landed: Ledgerly (decided by human:web" in text and "verified)" in text
    # then where to see it all again: the board on the demo's store
    m = re.search(r"WARDEN_HOME=(\S+) \S*warden serve", text)
    assert m and "/?token=" in text.split("the demo's history on the board", 1)[1]
    shutil.rmtree(Path(m.group(1)).parent, ignore_errors=True)
