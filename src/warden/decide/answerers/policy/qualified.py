"""Two readings of an option's label against a file's sentence, where the label's words alone would mislead.

- A label that is one key word and a qualifier ("Support team", where "support" is too common a word to
  count): the key word names it, but not where the sentence qualifies it by a word that names another
  option ("Checkout team (Dana)" beside "Checkout engineers").
- A label that opens with a no ("No check-in in 30 days"): a sentence saying the same no ("no check-in for
  30 days") agrees with it; it does not rule it out.
"""

from __future__ import annotations

import re

from warden.decide.answerers.policy.wording import straighten, word_re

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Collection

    from warden.askuser.model import Item

# an option that opens with a no ("No check-in in 30 days", "No authentication"), and the word it says no to
_OWN_NO = re.compile(r"^\W*(no|not|never|without)\s+([A-Za-z][\w-]{2,})", re.I)


def says_own_no(label: str, sentence: str) -> bool:
    """Whether ``sentence`` says the no that ``label`` opens with, to the same thing, within a few words."""
    m = _OWN_NO.match(straighten(label))
    if not m:
        return False
    return re.search(rf"\b{m.group(1)}\s+(?:[\w-]+\s+){{0,2}}?{re.escape(m.group(2))}\b", sentence, re.I) is not None


def unqualified(key: str, item: Item, label: str, common: Collection[str]) -> re.Pattern[str]:
    """``key`` as a word, not right after a word that names one other option of ``item`` (its label's alone,
    not one of the ``common`` words)."""
    pattern = word_re(key, case_sensitive=len(key) < 4)
    own = {w.lower() for w in re.findall(r"[A-Za-z]{3,}", label)}
    held: dict[str, int] = {}
    for o in item.options:
        if o.label != label:
            for w in {w.lower() for w in re.findall(r"[A-Za-z]{3,}", o.label)}:
                held[w] = held.get(w, 0) + 1
    others = {w for w, n in held.items() if n == 1 and w not in own and w not in common}
    if not others:
        return pattern
    guard = "".join(f"(?<!\\b{re.escape(w)}\\s)" for w in sorted(others))
    return re.compile(guard + pattern.pattern if pattern.flags & re.I else f"(?i:{guard})" + pattern.pattern, pattern.flags)
