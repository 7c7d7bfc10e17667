"""Whether the project or its product is so: "Does the design support Arabic / RTL?" asks a fact about
what is being built, with a yes and a no on offer.

Going on is no answer to it: the yes would claim the fact. A file that states it ("Every screen ships
in English and Arabic (RTL)") answers yes, one that rules it out ("English only; no Arabic version")
answers no, and where none speaks of it the person says what their product is.
"""

from __future__ import annotations

import re

from warden.decide.answerers.policy.evidence import _STOPWORDS, _sentences
from warden.decide.answerers.policy.mentioned import _mention_kind
from warden.decide.answerers.policy.wording import asking, straighten
from warden.decide.answerers.policy.wording import word_re as _word_re

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.askuser.model import Item, ItemAnswer
    from warden.decide.answerers.policy.project import Project
    from warden.decide.answerers.policy.structure import Question, View

    Verdict = tuple[ItemAnswer | None, str]

_I = re.IGNORECASE
# "Does the design support Arabic / RTL?", "Does this service store personal data?": what it is asked to have
_ASKS = re.compile(r"^\W*(?:does|do|is|are|will)\s+(?:the|this|our|its)\s+(?:[\w-]+\s+){0,2}?(?:support|use|include|contain|target|ship"
                   r"|handle|serve|store|allow|offer|provide)s?\s+([^?]{2,80})\?\s*$", _I)
_YES = re.compile(r"^\W*yes\b", _I)
_NO = re.compile(r"^\W*no\b", _I)


def asked_trait(question: str) -> list[str] | None:
    """The words of what ``question`` asks the project to have ("Arabic", "RTL"), or None: it asks no such fact."""
    asks = asking(straighten(question))
    m = _ASKS.match(asks[-1]) if asks else None
    if not m:
        return None
    words = [w for w in re.findall(r"[A-Za-z][\w+#.-]*[\w+#]|[A-Za-z]", m.group(1))
             if (len(w) >= 4 or w.isupper() and len(w) >= 2) and w.lower() not in _STOPWORDS]
    return words or None


def stated(words: list[str], docs) -> tuple[int, str] | None:
    """(+1 or -1, the sentence) where a sentence of the files names every one of ``words`` and speaks for or against
    them; None where none does."""
    pats = [_word_re(w, case_sensitive=w.isupper()) for w in words]
    for d in docs:
        if d.name == "the project's configuration":
            continue
        for sent, neg in _sentences(d.text):
            found = [m for p in pats if (m := p.search(sent))]
            if len(found) < len(pats):
                continue
            kinds = {_mention_kind(sent, m.start(), m.end(), neg) for m in found} - {None}
            if kinds == {1} or kinds == {-1}:
                return kinds.pop(), sent.strip()
    return None


class Trait:
    """A step of :class:`~warden.decide.answerers.policy.reading.Reading`, which provides what it uses
    besides: ``_unsafe``, ``_pick``."""

    item: Item
    q: Question
    project: Project

    def _trait(self) -> Verdict | None:
        if self.item.multi or len(self.q.options) != 2:
            return None
        words = asked_trait(self.item.question)
        if not words:
            return None
        yes = [v for v in self.q.options if _YES.match(straighten(v.label))]
        no = [v for v in self.q.options if _NO.match(straighten(v.label))]
        if len(yes) != 1 or len(no) != 1:
            return None
        said = stated(words, self.project.docs)
        if said is None:
            return None, f"it asks whether the project has {' '.join(words)!r}, which no file states: the person says what it is"
        v: View = yes[0] if said[0] == 1 else no[0]
        if self._unsafe(v):
            return None
        return self._pick(v), f"it asks whether the project has {' '.join(words)!r}, and the files say: {said[1][:100]!r}"
