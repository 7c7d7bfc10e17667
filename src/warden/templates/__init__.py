"""Message and prompt templates, overridable by the user.

``render("llm.md", values)`` reads ``$WARDEN_HOME/templates/llm.md`` when it exists,
else the copy shipped in this package, and fills ``$name`` placeholders
(:class:`string.Template`; ``$$`` is a literal dollar). Unknown placeholders are left as
they are, so a user's template cannot break rendering.
"""

from __future__ import annotations

import os
from importlib import resources
from string import Template


def source(name: str, home: str | None = None) -> tuple[str, str]:
    """The template text and where it came from (the user's override or the package)."""
    from warden.home import home_dir

    override = os.path.join(home or home_dir(), "templates", name)
    try:
        with open(override, encoding="utf-8") as f:
            return f.read(), override
    except FileNotFoundError:
        pass
    return (resources.files("warden.templates") / name).read_text(encoding="utf-8"), f"warden/templates/{name}"


def render(name: str, values: dict[str, object], home: str | None = None) -> str:
    text, _ = source(name, home)
    return Template(text).safe_substitute({k: str(v) for k, v in values.items()})
