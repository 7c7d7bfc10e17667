"""The ``agent`` answerer: woken by a webhook or a command, answering through ``warden answer``."""

from __future__ import annotations

import shlex
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from tests.decide.conftest import add_question, write_config
from tests.payloads import SINGLE, THREE, post, pre, run_hook, warden
from warden.askuser.model import Answer, Call, select
from warden.decide.answerers.agent import AgentAnswerer
from warden.decide.context import Abstain, Context, Decision
from warden.record.ingest import open_store


def context(home: Path, qid: int, questions: list[dict[str, Any]] = SINGLE, seconds: float = 30,
            mismatches: list[str] | None = None) -> Context:
    store = open_store(str(home))
    return Context(Call.from_questions(questions), {"questions": questions}, time.monotonic() + seconds,
                   question_id=qid, session_id="sess-1", session_name="api", cwd="/tmp/project",
                   phase="/gsd:discuss-phase 2", mismatches=mismatches or [], store=store)


def answer_with(*choices: str) -> Any:
    """An agent that answers the question it was woken for, with the CLI, as the message says."""

    def on_post(path: str, body: Any) -> None:
        r = warden("answer", str(body["question_id"]), "--by", "agent", *choices)
        assert r.returncode == 0, r.stderr

    return on_post


def test_webhook_wakes_the_agent_which_answers_with_the_cli(isolated_home: Path, receiver: Any) -> None:
    qid = add_question(isolated_home, THREE)
    hook = receiver()
    hook.on_post = answer_with("2", "1,3", "--extra", "audit log", "--type", "rate limits")
    outcome = AgentAnswerer(webhook=hook.url()).decide(context(isolated_home, qid, THREE))
    assert isinstance(outcome, Decision), outcome
    assert outcome.answer.describe() == "SQLite | Login, Search, + typed: audit log | typed: rate limits"
    assert outcome.decided_by == "agent" and outcome.answer_id is not None
    assert outcome.reason.startswith(f"woke the agent (webhook {hook.url()}); it answered through agent")
    [(path, body, headers)] = hook.posts
    assert (body["question_id"], body["session"], body["name"]) == (qid, "api", "warden")
    assert body["questions"] == THREE
    msg = body["message"]
    # the message says exactly how to answer
    assert f"**Question ID:** {qid}" in msg and "**Session:** api" in msg
    assert "Question 2: [Scope] Which features belong in this phase? (multi-select)" in msg
    assert "  2. Billing, invoices — label with a comma" in msg
    assert f"    warden answer {qid} --by agent 1 1,2 1\n" in msg
    actions = ('[{"action": "select", "optionIndex": 0}, {"action": "multi-select", "selectedIndices": [0, 1]}, '
               '{"action": "select", "optionIndex": 0}]')
    assert f"    warden drive --session api --question {qid} '{actions}'" in msg
    assert "option indices 0-based" in msg
    assert body["answer_with"]["cli"] == f"warden answer {qid} --by agent 1 1,2 1"


def test_webhook_is_retried_with_backoff(isolated_home: Path, receiver: Any) -> None:
    qid = add_question(isolated_home, SINGLE)
    hook = receiver()
    hook.statuses = [500, 503]
    hook.on_post = answer_with("1")
    outcome = AgentAnswerer(webhook=hook.url(), backoff=0.2).decide(context(isolated_home, qid))
    assert isinstance(outcome, Decision), outcome
    assert len(hook.posts) == 3
    assert "attempt 3" in outcome.reason


def test_an_unreachable_agent_abstains_after_three_attempts(isolated_home: Path, receiver: Any) -> None:
    qid = add_question(isolated_home, SINGLE)
    hook = receiver()
    hook.statuses = [500, 500, 500, 500]
    t0 = time.monotonic()
    outcome = AgentAnswerer(webhook=hook.url(), backoff=0.1).decide(context(isolated_home, qid))
    assert isinstance(outcome, Abstain)
    assert outcome.reason.startswith(f"could not wake the agent (webhook {hook.url()}) after 3 attempt(s)")
    assert "the webhook answered 500" in outcome.reason
    assert len(hook.posts) == 3 and time.monotonic() - t0 < 5


def test_bearer_token_and_headers(isolated_home: Path, receiver: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GATEWAY_TOKEN", "s3cret")
    qid = add_question(isolated_home, SINGLE)
    hook = receiver()
    hook.on_post = answer_with("1")
    AgentAnswerer(webhook=hook.url(), token_env="GATEWAY_TOKEN", headers={"X-Agent": "gsd"}).decide(
        context(isolated_home, qid))
    headers = hook.posts[0][2]
    assert headers["Authorization"] == "Bearer s3cret" and headers["X-Agent"] == "gsd"


def test_no_answer_within_the_budget_abstains(isolated_home: Path, receiver: Any) -> None:
    qid = add_question(isolated_home, SINGLE)
    hook = receiver()
    outcome = AgentAnswerer(webhook=hook.url()).decide(context(isolated_home, qid, seconds=1.5))
    assert outcome == Abstain(f"woke the agent (webhook {hook.url()}); no answer within the budget")


HOSTILE = [{"question": "Pick one $(touch PWNED)", "header": "`id`", "multiSelect": False,
            "options": [{"label": "a; touch PWNED2", "description": "$(rm -rf /)"}, {"label": "b", "description": ""}]}]


def agent_script(tmp_path: Path) -> Path:
    """A local agent: saves the message it got on stdin, then answers with `warden answer` itself."""
    script = tmp_path / "agent.py"
    script.write_text(
        "import os, subprocess, sys\n"
        f"open({str(tmp_path / 'message.txt')!r}, 'w').write(sys.stdin.read())\n"
        "qid = os.environ['WARDEN_QUESTION_ID']\n"
        "r = subprocess.run([sys.executable, '-m', 'warden', 'answer', qid, '2'], capture_output=True, text=True)\n"
        "sys.stderr.write(r.stderr)\n"
        "sys.exit(r.returncode)\n")
    return script


def test_a_local_command_gets_the_message_on_stdin_and_answers(isolated_home: Path, tmp_path: Path) -> None:
    qid = add_question(isolated_home, HOSTILE)
    agent = AgentAnswerer(command=[sys.executable, str(agent_script(tmp_path))])
    outcome = agent.decide(context(isolated_home, qid, HOSTILE))
    assert isinstance(outcome, Decision), outcome
    assert outcome.answer == Answer((select("b"),))
    assert outcome.reason.startswith(f"woke the agent (command {sys.executable})")
    message = (tmp_path / "message.txt").read_text()
    assert "Pick one $(touch PWNED)" in message and "1. a; touch PWNED2 — $(rm -rf /)" in message
    assert f"warden answer {qid} --by agent 1" in message
    # untrusted text went to stdin as data: nothing ran
    assert not list(tmp_path.glob("PWNED*")) and not list(Path.cwd().glob("PWNED*"))


def test_a_failing_command_is_retried_then_abstains(isolated_home: Path, tmp_path: Path) -> None:
    qid = add_question(isolated_home, SINGLE)
    count = tmp_path / "count"
    script = tmp_path / "fail.py"
    script.write_text(f"import sys\nopen({str(count)!r}, 'a').write('x')\nsys.stderr.write('gateway down\\n')\n"
                      "sys.exit(3)\n")
    outcome = AgentAnswerer(command=[sys.executable, str(script)], backoff=0.1).decide(context(isolated_home, qid))
    assert isinstance(outcome, Abstain)
    assert "after 3 attempt(s)" in outcome.reason and "exited 3: gateway down" in outcome.reason
    assert count.read_text() == "xxx"


def test_config_errors_are_clear() -> None:
    with pytest.raises(ValueError, match="exactly one of command"):
        AgentAnswerer()
    with pytest.raises(ValueError, match="argv, no shell"):
        AgentAnswerer(command="openclaw wake")  # type: ignore[arg-type]


@pytest.mark.parametrize("how", ["cli", "drive"])
def test_in_the_hook_the_agents_answer_is_delivered_inline(isolated_home: Path, receiver: Any, how: str) -> None:
    hook = receiver()

    def on_post(path: str, body: Any) -> None:
        # the agent runs the very command the message gave it
        argv = shlex.split(body["answer_with"][how])
        assert argv[0] == "warden"
        r = warden(*argv[1:], *(["--wait", "0"] if how == "drive" else []))
        assert r.returncode == 0, r.stderr

    hook.on_post = on_post
    write_config(isolated_home, '[profiles.t]\nbudget = 30\n'
                                f'chain = [{{ answerer = "agent", webhook = "{hook.url()}" }}, "human"]\n')
    r = run_hook(pre(SINGLE), {"WARDEN_SESSION": "api", "WARDEN_PROFILE": "t"})
    assert r.returncode == 0, r.stderr
    assert r.json["hookSpecificOutput"]["updatedInput"]["answers"] == {SINGLE[0]["question"]: "PostgreSQL"}
    explain = warden("questions", "explain", "1").stdout
    by = {"cli": "agent", "drive": "agent:drive"}[how]
    assert f"woke the agent (webhook {hook.url()}); it answered through {by}" in explain
    assert f"→ {by}: PostgreSQL (delivered by hook)" in explain


def test_a_mismatch_wakes_the_agent_with_the_correction_and_is_recorded(isolated_home: Path, receiver: Any) -> None:
    hook = receiver()
    hook.on_post = answer_with("2")
    write_config(isolated_home, '[profiles.t]\nbudget = 30\n'
                                f'chain = [{{ answerer = "agent", webhook = "{hook.url()}" }}, "human"]\n')
    env = {"WARDEN_SESSION": "api", "WARDEN_PROFILE": "t"}
    r = run_hook(pre(SINGLE), env)
    assert r.json["hookSpecificOutput"]["updatedInput"]["answers"] == {SINGLE[0]["question"]: "SQLite"}
    hook.on_post = None
    run_hook(post({SINGLE[0]["question"]: "PostgreSQL"}), env)  # something else landed
    _, body, _ = hook.wait(2)[1]
    assert body["kind"] == "mismatch" and body["question_id"] == 1
    assert "## AskUserQuestion Verification — MISMATCH" in body["message"]
    assert ("**Question:** Which database should the service use?\n**You intended:** SQLite\n"
            "**Claude Code received:** PostgreSQL") in body["message"]
    # recorded for `warden questions explain`, once the detached sender is done
    end = time.monotonic() + 20
    while time.monotonic() < end and "mismatch" not in (out := warden("questions", "explain", "1").stdout):
        time.sleep(0.2)
    assert f"told the agent (webhook {hook.url()})" in out
    # and the session's next question carries it to whoever answers
    store = open_store(str(isolated_home))
    ctx = Context(Call.from_questions(THREE), {}, time.monotonic() + 5, session_id="sess-1", store=store)
    assert ctx.mismatches and "expected 'SQLite', received 'PostgreSQL'" in ctx.mismatches[0]


def test_the_message_carries_earlier_mismatches_to_correct(isolated_home: Path, receiver: Any) -> None:
    qid = add_question(isolated_home, SINGLE)
    hook = receiver()
    hook.on_post = answer_with("1")
    ctx = context(isolated_home, qid, mismatches=["question #3: 'Naming?': expected 'snake_case', received 'kebab-case'"])
    AgentAnswerer(webhook=hook.url()).decide(ctx)
    msg = hook.posts[0][1]["message"]
    assert ("## Earlier answers that did not land — correct them first\n"
            "- question #3: 'Naming?': expected 'snake_case', received 'kebab-case'") in msg
