"""Plugins and registries: ``"module:attr"`` references, and named plugins of a group.

Every registry of warden names its entries as ``"module:attr"`` strings, resolved here
when an entry is used: the hook's actions (``warden.capture.hook.ACT``), ingestion's
routes (``warden.record.ingest.ROUTES``), the CLI's command modules, and the two plugin
groups, ``warden.answerers`` (``warden.decide.chain.BUILTINS``) and ``warden.brains``
(``warden.workflow.planners.BUILTINS``).

A group's built-ins are registered in pyproject.toml's entry points like any third
party's plugin (a test keeps the two lists equal); the built-in map is read first only
so that the hook never scans installed distributions' metadata for a built-in.

On the hook's hot path: a reference is loaded with ``__import__``; importlib is imported
only to look up installed plugins.
"""

from __future__ import annotations

import sys

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping
    from typing import Any


def load_ref(ref: str) -> Any:
    """The object ``"package.module:attr"`` names (``attr`` may be dotted)."""
    module, _, attr = ref.partition(":")
    # what importlib.import_module does for an absolute name, without importing importlib
    __import__(module)
    obj: Any = sys.modules[module]
    for part in attr.split(".") if attr else ():
        obj = getattr(obj, part)
    return obj


def find(group: str, name: str, builtins: Mapping[str, str]) -> Any | None:
    """The plugin ``name`` of entry-point ``group``: a built-in, else an installed entry
    point; None when there is none."""
    if name in builtins:
        return load_ref(builtins[name])
    from importlib.metadata import entry_points

    for ep in entry_points(group=group):
        if ep.name == name:
            return ep.load()
    return None


def available(group: str, builtins: Mapping[str, str]) -> list[str]:
    """Every plugin name of ``group``: built-ins and installed entry points."""
    from importlib.metadata import entry_points

    return sorted({*builtins, *(ep.name for ep in entry_points(group=group))})
