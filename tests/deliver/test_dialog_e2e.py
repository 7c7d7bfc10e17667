"""Permission and plan dialogs answered by keys on the real Claude Code 2.1.332
(``warden.deliver.dialog.choose``): each answer is checked where it lands — what the tool
did, what the model received — and every refusal before a key is checked to leave the
dialog as it was."""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path
from typing import Any

import pytest

from warden.deliver.dialog import choose, read
from warden.deliver.screen import dialog
from warden.errors import DeliveryError

pytestmark = pytest.mark.e2e

SCRIPT = Path(__file__).parent / "scripts" / "dialogs.toml"
REJECTED = "The user doesn't want to proceed with this tool use."
SAID = "To tell you how to proceed, the user said:\n"
NASTY = "Don't: use ./build instead — \"quoted\" $(touch /tmp/pwned-dialog) `id` ✓ 日本"


def script(project: Path) -> dict[str, Any]:
    def fill(value: Any) -> Any:
        if isinstance(value, str):
            return value.replace("{project}", str(project))
        if isinstance(value, dict):
            return {k: fill(v) for k, v in value.items()}
        if isinstance(value, list):
            return [fill(v) for v in value]
        return value

    return fill(tomllib.loads(SCRIPT.read_text()))


def start(tmp_path: Path, scripted_server: Any, claude_session: Any, prompt: str, *, mode: str = "default",
          width: int = 120) -> tuple[Any, Any, Path]:
    project = tmp_path / f"project-{prompt.replace(' ', '-')}"
    project.mkdir()
    (project / "sub").mkdir()
    (project / "notes.txt").write_text("alpha\nbeta\ngamma\n")
    server = scripted_server(script(project))
    s = claude_session(server, args=("--permission-mode", mode), cwd=project, width=width)
    if "plan" in prompt:
        plan_file_for(server, s)
    s.type_prompt(prompt)
    s.wait_for_screen(lambda screen: dialog(screen) is not None, timeout=60)
    return server, s, project


def plan_file_for(server: Any, s: Any) -> None:
    """In plan mode Claude Code names the plan file in its first request: the script's
    Write of the plan goes there, so the plan dialog shows the plan."""
    s.type_prompt("hello")
    body = server.wait_for(lambda srv: srv.requests("main"), timeout=30)[0].body
    path = re.search(r"create your plan at (\S+) using", json.dumps(body)).group(1)  # type: ignore[union-attr]
    for rule in server.script.rules:
        for step in rule.steps:
            if step.input.get("file_path") == "{plan_file}":
                step.input["file_path"] = path
    s.wait_for_screen("Ready: bash", timeout=30)


def result(server: Any, n: int = 0, timeout: float = 30) -> Any:
    """The n-th tool call, once its tool_result came back."""
    return server.wait_for(lambda srv: (c := srv.tool_calls(None)) and len(c) > n and c[n].answered and c[n],
                           timeout=timeout)


def test_bash_option_1_runs_the_command(tmp_path: Path, scripted_server: Any, claude_session: Any) -> None:
    server, s, project = start(tmp_path, scripted_server, claude_session, "bash dialog")
    d = read(s.pane, s.socket_path)
    assert d is not None and d.title == "Bash command" and [o.text for o in d.options][0] == "Yes"
    choose(s.pane, s.socket_path, 1, expect=f"touch {project}/bash-marker", timeout=10)
    call = result(server)
    assert (call.name, call.is_error, call.result_text) == ("Bash", False, "touched")
    assert (project / "bash-marker").exists()
    s.wait_for_screen("bash said: touched", timeout=30)


def test_write_option_2_accepts_the_sessions_next_edits_too(tmp_path: Path, scripted_server: Any,
                                                            claude_session: Any) -> None:
    server, s, project = start(tmp_path, scripted_server, claude_session, "always dialog")
    assert read(s.pane, s.socket_path).option(2).text.startswith("Yes, and switch to accept edits")  # type: ignore[union-attr]
    choose(s.pane, s.socket_path, 2, expect="first.txt", timeout=10)
    assert not result(server, 0).is_error
    # the second file is written without asking
    s.wait_for_screen("both said:", timeout=30)
    assert not result(server, 1).is_error
    assert (project / "first.txt").read_text() == "first\n" and (project / "second.txt").read_text() == "second\n"
    assert "accept edits on" in s.screen()


def test_bash_last_option_refuses_and_ends_the_turn(tmp_path: Path, scripted_server: Any,
                                                    claude_session: Any) -> None:
    server, s, project = start(tmp_path, scripted_server, claude_session, "bash dialog")
    last = read(s.pane, s.socket_path).options[-1]  # type: ignore[union-attr]
    assert last.text == "No"
    choose(s.pane, s.socket_path, last.number, expect="Do you want to proceed?", timeout=10)
    s.wait_for_screen("What should Claude do instead?", timeout=30)
    assert not (project / "bash-marker").exists()
    # as with Escape, the refusal reaches the model with the next prompt
    s.type_prompt("bash dialog again")
    call = result(server)
    assert call.is_error and call.result_text.startswith(REJECTED)


def test_bash_no_with_a_message_for_claude(tmp_path: Path, scripted_server: Any, claude_session: Any) -> None:
    server, s, project = start(tmp_path, scripted_server, claude_session, "bash dialog", width=60)
    choose(s.pane, s.socket_path, 4, text=NASTY, expect="bash-marker", timeout=10)
    call = result(server)
    assert call.is_error and call.result_text.endswith(SAID + NASTY)
    assert not (project / "bash-marker").exists() and not Path("/tmp/pwned-dialog").exists()
    s.wait_for_screen("bash said:", timeout=30)  # the turn went on


def test_bash_yes_with_a_message_runs_it_and_sends_the_message(tmp_path: Path, scripted_server: Any,
                                                               claude_session: Any) -> None:
    server, s, project = start(tmp_path, scripted_server, claude_session, "bash dialog")
    choose(s.pane, s.socket_path, 1, text="then say what you touched", expect="bash-marker", timeout=10)
    assert not result(server).is_error and (project / "bash-marker").exists()
    server.wait_for(lambda srv: any(r.user_text == "then say what you touched" for r in srv.requests()), timeout=30)


def test_a_long_command_in_a_narrow_pane(tmp_path: Path, scripted_server: Any, claude_session: Any) -> None:
    server, s, project = start(tmp_path, scripted_server, claude_session, "long dialog", width=50)
    choose(s.pane, s.socket_path, 1, expect="second part, with quotes\" && touch", timeout=10)
    assert not result(server).is_error and (project / "long-marker").exists()


def test_write_a_new_file_whose_content_looks_like_a_dialog(tmp_path: Path, scripted_server: Any,
                                                           claude_session: Any) -> None:
    server, s, project = start(tmp_path, scripted_server, claude_session, "write dialog")
    d = read(s.pane, s.socket_path)
    assert d is not None and d.title == "Create file" and len(d.options) == 3
    choose(s.pane, s.socket_path, 1, expect="created.txt", timeout=10)
    assert not result(server).is_error
    assert (project / "created.txt").read_text().startswith("Do you want to proceed?\n❯ 1. Yes")


def test_edit_refused_with_a_message_leaves_the_file(tmp_path: Path, scripted_server: Any,
                                                     claude_session: Any) -> None:
    server, s, project = start(tmp_path, scripted_server, claude_session, "edit dialog")
    s.wait_for_screen("+BETA — edited")  # the diff is drawn a moment after the dialog
    d = read(s.pane, s.socket_path)
    assert d is not None and d.title == "Edit file" and "+BETA — edited" in d.body
    choose(s.pane, s.socket_path, 3, text="keep beta lowercase", expect="notes.txt", timeout=10)
    call = result(server, 1)
    assert call.name == "Edit" and call.is_error and call.result_text.endswith(SAID + "keep beta lowercase")
    assert (project / "notes.txt").read_text() == "alpha\nbeta\ngamma\n"


def test_edit_accepted(tmp_path: Path, scripted_server: Any, claude_session: Any) -> None:
    server, s, project = start(tmp_path, scripted_server, claude_session, "edit dialog")
    choose(s.pane, s.socket_path, 1, expect="Do you want to make this edit to notes.txt?", timeout=10)
    assert not result(server, 1).is_error
    assert (project / "notes.txt").read_text() == "alpha\nBETA — edited\ngamma\n"


def test_plan_approved(tmp_path: Path, scripted_server: Any, claude_session: Any) -> None:
    server, s, _ = start(tmp_path, scripted_server, claude_session, "plan dialog", mode="plan")
    d = read(s.pane, s.socket_path)
    assert d is not None and d.title == "Ready to code?" and "2. Test it on real screens" in d.body
    choose(s.pane, s.socket_path, 2, expect="Ready to code?", timeout=10)
    call = result(server, 1)
    assert call.name == "ExitPlanMode" and not call.is_error and "approved" in call.result_text
    s.wait_for_screen(lambda screen: "plan mode on" not in screen and "plan said:" in screen, timeout=30)


def test_plan_rejected_with_feedback(tmp_path: Path, scripted_server: Any, claude_session: Any) -> None:
    server, s, _ = start(tmp_path, scripted_server, claude_session, "plan dialog", mode="plan", width=70)
    choose(s.pane, s.socket_path, 3, text="Add a rollback step — and test it", expect="Ship it", timeout=10)
    call = result(server, 1)
    assert call.is_error and call.result_text.endswith(SAID + "Add a rollback step — and test it")
    s.wait_for_screen("plan mode on", timeout=30)


def test_empty_plan_approved(tmp_path: Path, scripted_server: Any, claude_session: Any) -> None:
    server, s, _ = start(tmp_path, scripted_server, claude_session, "empty plan", mode="plan")
    d = read(s.pane, s.socket_path)
    assert d is not None and d.title == "Exit plan mode?" and [o.number for o in d.options] == [1, 2]
    with pytest.raises(DeliveryError, match="takes no text"):
        choose(s.pane, s.socket_path, 2, text="why?", timeout=10)  # this dialog has no feedback field
    choose(s.pane, s.socket_path, 1, expect="Exit plan mode?", timeout=10)
    call = result(server)
    assert not call.is_error and "approved" in call.result_text


def test_refusals_before_any_key_leave_the_dialog_as_it_was(tmp_path: Path, scripted_server: Any,
                                                            claude_session: Any) -> None:
    server, s, project = start(tmp_path, scripted_server, claude_session, "bash dialog")
    before = dialog(s.screen())
    with pytest.raises(DeliveryError, match="does not show 'rm -rf'") as e:
        choose(s.pane, s.socket_path, 1, expect="rm -rf", timeout=1)
    assert e.value.keys_sent is False and "Bash command" in e.value.screen  # type: ignore[attr-defined]
    with pytest.raises(DeliveryError, match="no option 5") as e:
        choose(s.pane, s.socket_path, 5, timeout=1)
    assert e.value.keys_sent is False  # type: ignore[attr-defined]
    with pytest.raises(DeliveryError, match="control characters") as e:
        choose(s.pane, s.socket_path, 4, text="two\nlines", timeout=1)
    assert e.value.keys_sent is False  # type: ignore[attr-defined]
    with pytest.raises(DeliveryError, match="takes no text"):
        choose(s.pane, s.socket_path, 2, text="a rule needs no words", timeout=1)
    assert dialog(s.screen()).same(before)  # type: ignore[union-attr]
    assert server.tool_calls(None)[0].result_at is None and not (project / "bash-marker").exists()


def test_no_dialog_stops_without_a_key(scripted_server: Any, claude_session: Any) -> None:
    s = claude_session(scripted_server(str(SCRIPT)), args=("--permission-mode", "default"))
    with pytest.raises(DeliveryError, match="no permission or plan dialog on screen after 1s") as e:
        choose(s.pane, s.socket_path, 1, timeout=1)
    assert e.value.keys_sent is False  # type: ignore[attr-defined]


def test_what_a_person_left_in_the_dialog(tmp_path: Path, scripted_server: Any, claude_session: Any) -> None:
    """Someone moved to "No", opened its field and typed, then left: the driver does not
    type over their text, and moves the cursor back up for another option."""
    server, s, project = start(tmp_path, scripted_server, claude_session, "bash dialog")
    s.send_keys("Down", "Down", "Down")
    s.wait_for_screen("❯ 4. No")
    s.press("Tab", expect="No, and tell Claude what to do differently")
    s.type_until("zzz", "No, zzz")
    with pytest.raises(DeliveryError, match="one already holding text"):
        choose(s.pane, s.socket_path, 4, text="use ls instead", timeout=10)
    assert dialog(s.screen()).option(4).text == "No, zzz"  # type: ignore[union-attr]
    choose(s.pane, s.socket_path, 1, expect="bash-marker", timeout=10)
    assert not result(server).is_error and (project / "bash-marker").exists()
