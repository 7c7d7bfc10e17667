"""An extra the question offers as optional ("Would you like email notifications for your site? … You can
always add this later"): taking it adds to what the person asked for, often with a service or an account of
its own. Where a file of the project asks for it (a sentence sharing two of the offer's words: "Must have: a
contact form that emails me"), going on is what they asked; otherwise whether they want it is theirs.
"""

from __future__ import annotations

import re

from warden.decide.answerers.policy.evidence import _sentences
from warden.decide.answerers.policy.wording import content_words, straighten

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.decide.answerers.policy.evidence import Doc

# the question says the extra can wait or is not needed: "You can always add this later", "(optional)"
_DEFERRABLE = re.compile(r"\byou can (?:always )?(?:add|set up|enable|turn on) (?:it|this|them|that) later\b|\(optional\)"
                         r"|\bthis is optional\b|\boptional (?:feature|add-?on|extra|integration)s?\b", re.I)
# the words of an offer that say nothing of what is offered
_OFFERING = frozenset("would like want your site project things like always later optional feature features".split())


def unasked_extra(question: str, docs: list[Doc]) -> str | None:
    """The words with which ``question`` offers an optional extra no file asks for (None: it offers none, or a
    file's sentence shares two of its words)."""
    text = straighten(question)
    m = _DEFERRABLE.search(text)
    if not m:
        return None
    offer = content_words(text) - content_words(m.group(0)) - _OFFERING
    if len(offer) < 2:
        return None
    if any(len(offer & content_words(sentence)) >= 2 for d in docs for sentence, _ in _sentences(d.text)):
        return None
    return m.group(0)
