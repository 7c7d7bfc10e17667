"""The user's rules from config.toml: a question regex, an optional phase regex, and the
choice to make.
"""

from __future__ import annotations

import re

from warden.askuser.model import Item, ItemAnswer, multi, select, typed
from warden.decide.answerers.policy.phase import Phase
from warden.decide.answerers.policy.wording import short

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

_I = re.IGNORECASE


class Rule:
    __slots__ = ("index", "question", "phase", "choose", "source")

    def __init__(self, index: int, raw: Any):
        where = f"policy rule {index}"
        if not isinstance(raw, dict):
            raise ValueError(f"{where}: a rule is a table like {{ question = \"regex\", choose = \"label\" }}, got {raw!r}")
        unknown = sorted(set(raw) - {"question", "choose", "phase"})
        if unknown:
            raise ValueError(f"{where}: unknown key(s) {', '.join(unknown)} (a rule has question, choose and optionally phase)")
        self.index = index
        self.source = raw
        self.question = _compile(raw.get("question"), f"{where}: question", required=True)
        self.phase = _compile(raw.get("phase"), f"{where}: phase", required=False)
        choose = raw.get("choose")
        if isinstance(choose, str):
            if not choose.strip():
                raise ValueError(f"{where}: choose is empty")
            self.choose: Any = choose
        elif isinstance(choose, list):
            if not choose or not all(isinstance(x, str) and x.strip() for x in choose):
                raise ValueError(f"{where}: choose as a list must name one or more labels (non-empty strings)")
            self.choose = list(choose)
        elif isinstance(choose, dict):
            if choose.get("type") != "text" or set(choose) - {"type", "text"}:
                raise ValueError(f"{where}: choose as a table must be {{ type = \"text\", text = \"...\" }}")
            text = choose.get("text")
            if not isinstance(text, str) or not text.strip():
                raise ValueError(f"{where}: choose = {{ type = \"text\" }} needs a non-empty text")
            self.choose = {"type": "text", "text": text}
        elif choose is None:
            raise ValueError(f"{where}: choose is missing (a label, a list of labels, or {{ type = \"text\", text = \"...\" }})")
        else:
            raise ValueError(f"{where}: choose must be a label, a list of labels or a text table, got {type(choose).__name__}")

    def matches(self, item: Item, phase: Phase) -> bool:
        if self.phase is not None and not self.phase.search(phase.command):
            return False
        return bool(self.question.search(item.question) or (item.header and self.question.search(item.header)))

    def resolve(self, item: Item) -> tuple[ItemAnswer, str] | None:
        """The answer this rule gives ``item``, or None if its choice fits no option."""
        if isinstance(self.choose, dict):
            return typed(self.choose["text"]), f"typed {short(self.choose['text'])!r}"
        wanted = [self.choose] if isinstance(self.choose, str) else self.choose
        chosen: list[str] = []
        for w in wanted:
            found = _find_labels(item, w, all_matches=item.multi)
            if not found:
                return None
            chosen.extend(x for x in found if x not in chosen)
        if item.multi:
            return multi(chosen), "chose " + ", ".join(repr(x) for x in chosen)
        if len(chosen) != 1:
            return None
        return select(chosen[0]), f"chose {chosen[0]!r}"


def _compile(value: Any, where: str, required: bool) -> re.Pattern[str] | None:
    if value is None and not required:
        return None
    if not isinstance(value, str) or not value.strip():
        raise ValueError(f"{where} must be a non-empty regex string, got {value!r}")
    try:
        return re.compile(value, _I)
    except re.error as e:
        raise ValueError(f"{where}: {value!r} is not a valid regex ({e})") from None


def _find_labels(item: Item, wanted: str, all_matches: bool) -> list[str]:
    if wanted in item.labels:
        return [wanted]
    for label in item.labels:
        if label.casefold() == wanted.casefold():
            return [label]
    try:
        pat = re.compile(wanted, _I)
    except re.error:
        return []
    found = [label for label in item.labels if pat.search(label)]
    return found if all_matches else found[:1]
