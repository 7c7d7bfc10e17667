"""`warden demo`: a real Claude Code session under warden, against a scripted model."""

from __future__ import annotations

import click


@click.command()
@click.option("--keep", is_flag=True, help="Keep the demo's project, Claude config and warden state.")
@click.option("--pause", type=float, default=0.0, help="Seconds to wait before the prompt, to attach and watch.")
@click.option("--timeout", type=float, default=180.0, show_default=True, help="Give up after this many seconds.")
@click.option("--ask-me", is_flag=True,
              help="Then leave one question for you to answer on the board (it prints the login link) and wait.")
@click.option("--ask-timeout", type=float, default=900.0, show_default=True,
              help="With --ask-me: seconds to wait for your answer.")
def demo(keep: bool, pause: float, timeout: float, ask_me: bool, ask_timeout: float) -> None:
    """Run a real Claude Code session under warden, against a scripted local model.

    Needs tmux and the Claude Code binary (./scripts/setup installs both); no Anthropic
    account. Prints each question, its answer, who decided, how it was delivered,
    whether it was verified, and the question-to-answer latency the model measured; then
    how to see it all on the board (`warden serve` on the demo's store, its login link).
    """
    from warden.sandbox.demo import run_demo

    raise SystemExit(run_demo(keep=keep, pause=pause, timeout=timeout, echo=click.echo, ask_me=ask_me,
                              ask_timeout=ask_timeout))
