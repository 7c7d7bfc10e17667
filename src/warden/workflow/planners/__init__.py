"""Workflow brains: who decides the next commands when a managed session stops.

A brain is an object with a ``name`` and ``decide(context) -> Plan | Deferred`` (see
``warden.workflow.planners.base``); it may also have ``finished(report) -> bool``, told when a
queue it started has ended (True: it took the news; False: tell the person). Built-ins:
``none`` (the default: nothing), ``suggested`` (the slash commands the last message
suggests), ``llm`` (a model reads the message and plans), ``agent`` (an external agent is
woken and answers with ``warden queue``). Others come from the ``warden.brains``
entry-point group, exactly as the built-ins are registered (``warden.plugins``).

A profile picks one (read as ``profile.workflow.brain`` and ``.brain_options``, see
``warden.config``)::

    [profiles.auto]
    workflow = "suggested"                          # or a table with options:
    # workflow = { brain = "agent", command = "my-agent wake", url = "http://..." }
"""

from __future__ import annotations

from typing import Any

from warden.errors import ConfigError

ENTRY_POINT_GROUP = "warden.brains"
BUILTINS = {
    "none": "warden.workflow.planners.base:NoBrain",
    "suggested": "warden.workflow.planners.suggested:SuggestedBrain",
    "llm": "warden.workflow.planners.llm:LLMBrain",
    "agent": "warden.workflow.planners.agent:AgentBrain",
}


def load(name: str, options: dict[str, Any] | None = None) -> Any:
    """An instance of the brain called ``name``, built with ``options``."""
    from warden import plugins

    factory = plugins.find(ENTRY_POINT_GROUP, name, BUILTINS)
    if factory is None:
        raise ConfigError(f"no workflow brain named {name!r} (built in: {', '.join(sorted(BUILTINS))})")
    try:
        return factory(**(options or {}))
    except TypeError as e:
        raise ConfigError(f"workflow brain {name!r}: bad options: {e}") from None
