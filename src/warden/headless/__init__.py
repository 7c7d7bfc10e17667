"""Headless sessions: Claude Code run through the SDK protocol, supervised by warden.

``warden task run`` starts a detached runner (``warden.headless.runner``) that drives
Claude Code through the official ``claude-agent-sdk`` package. AskUserQuestion reaches
the runner through the SDK's ``can_use_tool`` callback; the runner records the
question in the store, runs the session's answer chain with no time limit (a person
may answer hours later with ``warden answer`` or on the board), answers with
``updatedInput`` answers, and verifies the answer against the tool result that comes
back in the stream. The task's state, output and questions live in the store
(``warden.store.tasks``), where ``warden status`` and the board read them.

``warden.headless.defer`` is the other headless path: plain ``claude -p`` pipelines,
whose questions the PreToolUse hook defers until they are answered. ``stream`` reads
stream-json output.
"""
