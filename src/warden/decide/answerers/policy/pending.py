"""What is not done yet, and why: a check the question says was not run, a requirement the
project's files say waits on someone's decision.

- "Ran tests/patterns only. The full suite was not run. What next?": the option that runs the
  full suite comes before committing, whatever a file says about how commits are made;
- "Drift: AC-7 (refund when the trust cancels) is not implemented" where the files list "Refund
  amount when the trust cancels: awaiting the trust board" under open questions: implementing it
  now would guess what someone else is to decide, so it waits (the option that defers), or the
  person says.
"""

from __future__ import annotations

import re

from warden.decide.answerers.policy.evidence import Doc
from warden.decide.answerers.policy.wording import straighten

_I = re.IGNORECASE
# a check the question says it did not do: "The full suite was not run", "the e2e tests have not been run"
_NOT_RUN = re.compile(r"\b(?:the\s+)?(?P<what>[A-Za-z][\w/ -]{2,40}?)\s+(?:was|were|has|have)\s+not\s+(?:been\s+)?"
                      r"(?:run|executed|checked|tested|verified)\b", _I)
# an open question the files record, waiting on someone: under an "Open questions" heading, or said so in its line
_OPEN_HEADING = re.compile(r"^#+\s*(?:open (?:questions?|issues?|decisions?)|pending decisions?|undecided|tbd)\b", _I)
_AWAITING = re.compile(r"\b(?:awaiting|waiting (?:on|for)|pending (?:a |the )?decision|to be decided|not (?:yet )?decided|tbd)\b", _I)
_STOP = frozenset("when what which that this with from into have been does their there the and for not".split())
_MAX_LINES = 400  # lines read per document: the cost stays linear in the files' length


def _words(text: str) -> set[str]:
    out = set()
    for w in re.findall(r"[a-z]{4,}", text.lower()):
        if w in _STOP:
            continue
        out.add(w[:-1] if w.endswith("s") and not w.endswith("ss") else w)
    return out


def not_run(question: str, labels: list[str]) -> tuple[str, str] | None:
    """(the one label that runs what the question says was not run, what it says), or None."""
    m = _NOT_RUN.search(straighten(question))
    if not m:
        return None
    what = _words(m.group("what"))
    if not what:
        return None
    hit = [label for label in labels if re.match(r"^\W*(?:run|execute|check|test|verify)\b", label, _I) and what <= _words(label)]
    return (hit[0], m.group(0)) if len(hit) == 1 else None


def awaiting(question: str, docs: list[Doc]) -> str | None:
    """The files' line recording an open question (waiting on someone) about what the question reports, or None:
    it shares two of its words."""
    asked = _words(question)
    for d in docs:
        under_open = False
        for line in d.text.splitlines()[:_MAX_LINES]:
            if line.startswith("#"):
                under_open = bool(_OPEN_HEADING.match(line))
                continue
            if not line.strip() or not (under_open or _AWAITING.search(line)):
                continue
            if len(_words(line) & asked) >= 2:
                return line.strip(" -*\t")
    return None
