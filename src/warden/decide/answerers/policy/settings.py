"""A question about a workflow setting the person has already chosen: keep their value.

"Enable TDD Mode?" in a project whose ``.planning/config.json`` says
``"tdd_mode": false`` is answered "No" even when "Yes" is marked recommended: the
person's own setting is their answer, and changing it is not warden's call.
"""

from __future__ import annotations

import re

from warden.decide.answerers.policy.structure import Question, View
from warden.decide.answerers.policy.wording import straighten

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

_OFF = re.compile(r"^\W*(?:no|skip|disable[sd]?|off|false|never|don'?t|do not|without|none|keep (?:it )?off|turn off)\b", re.I)
_GENERIC = frozenset({"workflow", "workflows", "git", "hooks", "config", "settings", "setting", "enable", "enabled", "use", "the"})


def _words(text: str) -> set[str]:
    text = re.sub(r"([a-z])([A-Z])", r"\1 \2", straighten(text))
    return {w.lower() for w in re.findall(r"[A-Za-z0-9]+", text)}


def choose(q: Question, settings: dict[str, Any]) -> tuple[View, str, Any] | None:
    """(the option that keeps the current value, the setting, its value), if a setting
    of ``settings`` is what the question asks about."""
    if not settings or q.item.multi:
        return None
    asked = _words(q.text)
    best: tuple[int, str] | None = None
    for key in settings:
        words = {w for w in _words(key.replace(".", " ").replace("_", " ").replace("-", " ")) if w not in _GENERIC}
        if not words or not words <= asked:
            continue
        if best is None or len(words) > best[0]:
            best = (len(words), key)
    if best is None:
        return None
    key = best[1]
    value = settings[key]
    view = _option_for(q, value)
    return (view, key, value) if view is not None else None


def _option_for(q: Question, value: Any) -> View | None:
    options = [v for v in q.options if not v.has("delegate", "open", "unsure", "view")]
    if isinstance(value, bool):
        off = [v for v in options if _OFF.search(straighten(v.label))]
        on = [v for v in options if v not in off and not v.has("stall", "manual")]
        pick = off if not value else on
        return pick[0] if len(pick) == 1 else None
    if isinstance(value, (int, float)):
        hits = [v for v in options if re.search(rf"(?<![\d.]){re.escape(str(value))}(?![\d.])", v.text)]
        return hits[0] if len(hits) == 1 else None
    if isinstance(value, str) and value.strip():
        want = value.strip().lower()
        hits = [v for v in options if want in _words(v.label) or want == straighten(v.label).lower()]
        if not hits:
            hits = [v for v in options if re.search(rf"(?<![A-Za-z]){re.escape(want)}", straighten(v.label), re.I)]
        return hits[0] if len(hits) == 1 else None
    return None
