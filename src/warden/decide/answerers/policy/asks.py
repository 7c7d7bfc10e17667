"""What a question asks the options to be, beyond the choice itself: the ones to leave
out, a sample of an answer the person is invited to give in their own words, or other
work in place of what the person asked for.

Each changes what the files' evidence means. A file naming an option places it in the
work; asked what to leave *out*, that is evidence against the option, not for it. Where
an option offers to give the answer in the person's own words ("I'll list them"), the
others are samples of that answer, and a file agreeing with one sample does not say the
sample is the whole answer. An option doing other work *instead* of what was asked is
a change of the person's request, which a file naming that other work does not make.
"""

from __future__ import annotations

import re

from warden.askuser.model import Item
from warden.decide.answerers.policy.evidence import Doc, _sentences
from warden.decide.answerers.policy.mentioned import unlabelled
from warden.decide.answerers.policy.wording import asking_part, content_words, straighten

_I = re.IGNORECASE

# asked which to leave out: what is excluded, out of scope, not to be done
_EXCLUDES = re.compile(
    r"\b(?:out of (?:the )?scope|exclud\w*|leave out|left out|leav\w+ \w+ out|not (?:be )?(?:included|in scope|built|done|covered)"
    r"|(?:won'?t|will not|should not|shouldn'?t|not) (?:\w+ )?(?:include|cover|build|do|support)|non-goals?|drop(?:ped)? from)\b", _I)
# an option that offers the person's own account: "I'll list them", "Yes — I'll describe it", "Let me explain"
# (not "Other (I'll type it)": another choice beside the listed ones, which stay whole answers)
_OWN_WORDS = re.compile(
    r"\b(?:i'?ll|i will|let me|i'?d like to|i want to) (?:\w+ )?(?:explain|describe|list|detail|spell|tell|write (?:\w+ )?out)\b"
    r"|\b(?:in my own words|my own (?:account|list|words))\b", _I)
_ANOTHER = re.compile(r"^\W*(?:other|something else|none of (?:these|the above))\b", _I)
# an option doing other work in place of what was asked
_INSTEAD = re.compile(r"\binstead\b|\brather than\b|\bin place of\b", _I)


# asked which pieces of work to start: the files speak for one only where they plan it
_WHICH_WORK = re.compile(r"\b(?:which|what)\s+(?:\w+\s+)?(?:tasks?|features?|items?|issues?|stories|story|tickets?|todos?|pieces? of work)\b"
                         r"[^?]*\b(?:start|begin|work on|tackle|take up|pick up|get|do next|next)\b"
                         r"|\b(?:what(?:'s| is)|which is) the next (?:\w+ )?(?:tasks?|features?|items?|issues?|story|tickets?|todos?|piece of work)\b", _I)
# an open entry that marks itself as the next one: "- [ ] moon phase badge (next)", "Next: club login", "up next"
_NEXT = re.compile(r"\((?:next|up next)\)|\bup next\b|^\s*(?:[-*+]\s+(?:\[ \]\s+)?)?next\s*:|[-\u2014\u2190<]+\s*next\s*$", _I)
# where a document plans work: an open checkbox, or an entry under a heading of planned work
_OPEN_BOX = re.compile(r"^\s*[-*+]\s+\[ \]\s+")
_PLAN_HEADING = re.compile(r"\b(?:to-?do|todos?|next|this (?:week|sprint|cycle|month)|backlog|roadmap|planned|up next|sprint|milestones?|open)\b", _I)


def asks_which_work(item: Item) -> bool:
    """Whether the question asks which pieces of work to start ("Which tasks should get a worktree?")."""
    return bool(_WHICH_WORK.search(straighten(asking_part(item.question))))


def planned(docs: list[Doc]) -> list[Doc]:
    """The documents cut to the lines that plan work: open checkboxes and the entries under a
    heading of planned work ("## This week", "## Backlog")."""
    out = []
    for d in docs:
        kept, under = [], False
        for line in d.text.splitlines():
            if line.lstrip().startswith("#"):
                under = bool(_PLAN_HEADING.search(line))
                continue
            if _OPEN_BOX.match(line) or (under and re.match(r"^\s*(?:[-*+]|\d+[.)])\s+", line)):
                kept.append(line)
        if kept:
            out.append(Doc(d.name, "\n".join(kept)))
    return out


def marked_next(docs: list[Doc]) -> list[Doc]:
    """The planned lines that mark themselves as the next piece of work."""
    out = []
    for d in planned(docs):
        kept = [line for line in d.text.splitlines() if _NEXT.search(line)]
        if kept:
            out.append(Doc(d.name, "\n".join(kept)))
    return out


# a line giving a field's value: "Author: kyle", "- **Goal:** offline mode."
_FIELD = re.compile(r"^[ \t>]*(?:[-*+][ \t]+)?(?:\*\*)?([A-Za-z][A-Za-z /-]{1,30}?)(?:\*\*)?[ \t]*:(?:\*\*)?[ \t]+\S", _I)


def fields(docs: list[Doc], item: Item) -> list[Doc]:
    """The documents cut to the lines that give the value of what the question asks for: a field named by the
    question's own words ("Who is the author?" and "Author: kyle"; "the main goal of this sprint?" and "Goal: offline
    mode.", not "Nice-to-have: dark mode polish")."""
    asked = content_words(asking_part(item.question))
    out = []
    for d in docs:
        kept = []
        for line in d.text.splitlines():
            m = _FIELD.match(line)
            key = content_words(m.group(1)) if m else None
            if key and key <= asked:
                kept.append(line)
        if kept:
            out.append(Doc(d.name, "\n".join(kept)))
    return out


def excludes(item: Item) -> str | None:
    """The words with which the question asks which options to leave out."""
    m = _EXCLUDES.search(straighten(f"{item.header} {asking_part(item.question)}"))
    return m.group(0) if m else None


def leaving_out(docs: list[Doc]) -> list[Doc]:
    """The documents cut to the sentences that leave something out: those saying so themselves
    ("Out of scope: disputes") and those under a heading that does ("## Non-goals")."""
    out = []
    for d in docs:
        # (what a sentence's own label rules out is what the sentence lists: read without the label)
        kept = [s if under else unlabelled(s) for s, under in _sentences(d.text) if under or _EXCLUDES.search(straighten(s))]
        if kept:
            out.append(Doc(d.name, "\n".join(kept)))
    return out


def own_words(item: Item) -> str | None:
    """An option that offers to give the answer in the person's own words: the other options
    are samples of what they would say."""
    for o in item.options:
        m = _OWN_WORDS.search(straighten(f"{o.label} {o.description}"))
        if m and not _ANOTHER.match(straighten(o.label)):
            return o.label
    return None


def substitutes(option_text: str) -> bool:
    """Whether an option (its label and description) does other work in place of what was
    asked ("Work on T7 instead")."""
    return bool(_INSTEAD.search(straighten(option_text)))


# asked which one to put forward: the headline, the takeaway, what to lead with; a file answers that only where it
# names the slot ("Lead with time saved", "Takeaway: a stream you start on your laptop …"), not where it lists
# what there is ("32 hours saved a month, 0 late filings")
_SLOT = re.compile(r"\b(?:takeaway|headline|hero|lead with|main (?:point|message)|key (?:message|point)|most important|angle|thesis"
                   r"|emphasi[sz]e|highlight|focus on)\b", _I)
_SLOT_NAMED = re.compile(r"\b(?:takeaways?|headlines?|hero|leads?\s+with|lead\b|main (?:point|message)|key (?:message|point)|most important"
                         r"|angle|thesis|emphasi\w*|highlight\w*|focus\w*|primary|first|above all)\b", _I)


def slot(item: Item) -> str | None:
    """What the question asks to put forward ("What's the reader takeaway?", "Which metric should be the headline?")."""
    m = _SLOT.search(asking_part(straighten(item.question)))
    return m.group(0) if m else None


def names_slot(sentence: str) -> bool:
    """Whether a file's sentence speaks of what is put forward (a headline, a takeaway, what to lead with)."""
    return bool(_SLOT_NAMED.search(straighten(sentence)))
