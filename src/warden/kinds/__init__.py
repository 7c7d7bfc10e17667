"""Decision kinds: what a session may need its person for.

A kind is one module exposing ``KIND``, an object with the interface of
:class:`warden.kinds.base.Kind`: how its offer is read from Claude Code's payload, how an
answer is validated, printed by the hook, typed into the pane, and compared with what
Claude Code received. Adding a kind is that module plus one line in ``REGISTRY``, plus the
lines routing its events in ``warden.capture.hook.ACT`` (answered in the hook) and
``warden.record.ingest.ROUTES`` (recorded and verified at ingestion).
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from warden.kinds.base import Kind

# kind name -> "module:attribute" of its Kind object
REGISTRY: dict[str, str] = {
    "question": "warden.kinds.question:KIND",
    "permission": "warden.kinds.permission:KIND",
    "plan": "warden.kinds.plan:KIND",
    "idle": "warden.kinds.idle:KIND",
    "failure": "warden.kinds.failure:KIND",
}
DEFAULT = "question"


def get(name: str | None) -> Kind:
    """The kind called ``name`` (None: a row recorded before kinds existed, a question)."""
    from warden import plugins

    ref = REGISTRY.get(name or DEFAULT)
    if ref is None:
        raise KeyError(f"no decision kind {name!r} (known: {', '.join(REGISTRY)})")
    return plugins.load_ref(ref)


def of(row: Any) -> Kind:
    """The kind of a stored decision row (None, for a row that is gone: the default kind)."""
    return get(row["kind"] if row is not None else None)
