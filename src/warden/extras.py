"""Optional parts of warden, installed as extras, and the one-line message when one is missing.

``pip install warden`` brings the core: the hook, the store, the CLI, the board, the
policy and keystroke delivery. Heavier parts come with an extra:

* ``headless``: ``claude-agent-sdk`` (with its bundled Claude Code), for ``warden task``;
* ``llm``: ``anthropic``, for the ``llm`` answerer and the ``llm`` workflow brain;
* ``fleet``: ``psycopg``, for a store in PostgreSQL shared by several machines
  (``WARDEN_DB=postgresql://...``).

A command that needs a missing extra fails with the message; an answerer or a brain
abstains with it, so the trace says what to install.
"""

from __future__ import annotations

from warden.errors import WardenError

# extra -> the module it installs
EXTRAS = {"headless": "claude_agent_sdk", "llm": "anthropic", "fleet": "psycopg"}


class MissingExtra(WardenError):
    pass


def missing(extra: str, what: str) -> str | None:
    """None when ``extra`` is installed, else the message: ``what`` says who needs it,
    verb included ("headless tasks need")."""
    import importlib.util

    try:
        found = importlib.util.find_spec(EXTRAS[extra]) is not None
    except (ImportError, ValueError):
        found = False
    return None if found else f"{what} the {extra} extra: pip install 'warden[{extra}]'"


def require(extra: str, what: str) -> None:
    """Raise MissingExtra (one line, naming the extra) unless ``extra`` is installed."""
    why = missing(extra, what)
    if why:
        raise MissingExtra(why)
