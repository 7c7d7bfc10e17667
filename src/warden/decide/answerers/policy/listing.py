"""A sentence that lists several of a multi-select's options by their whole names: the
project's own enumeration of what belongs ("Each row shows: species name, count, site
code."). What it lists is in; an option other sentences name only in passing (one
word of it, in a sentence about something else) is not.
"""

from __future__ import annotations

import re

from warden.decide.answerers.policy.evidence import _label_patterns, _sentences
from warden.decide.answerers.policy.mentioned import _mention_kind

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.askuser.model import Item
    from warden.decide.answerers.policy.evidence import Doc


def enumeration(docs: list[Doc], item: Item, labels: list[str]) -> tuple[list[str], list[str], str] | None:
    """(the labels the fullest listing sentence names, the labels other sentences name by
    their whole names, that sentence), or None when no sentence names two or more options
    whole, or two sentences list different sets equally fully."""
    descriptions = {o.label: o.description for o in item.options}
    whole = {}
    for label in labels:
        pats = [p for p, w in _label_patterns(item, label, descriptions.get(label, "")) if w == 3]
        if pats:
            whole[label] = pats
    best: tuple[list[str], str] | None = None
    tie = False
    named_whole: dict[str, set[str]] = {}
    for d in docs:
        for sentence, negative in _sentences(d.text):
            if negative:
                continue
            here = []
            for label, pats in whole.items():
                spans = [m for p in pats for m in p.finditer(sentence)]
                if spans and all(_mention_kind(sentence, m.start(), m.end(), False) == 1 for m in spans):
                    here.append(label)
                    named_whole.setdefault(label, set()).add(sentence.strip())
            if here:
                here += [label for label in labels if label not in here and _listed_by_head(sentence, label, labels)]
            if len(here) < 2:
                continue
            if best is None or len(here) > len(best[0]):
                best, tie = (here, sentence.strip()), False
            elif len(here) == len(best[0]) and set(here) != set(best[0]):
                tie = True
    if best is None or tie:
        return None
    listed, sentence = best
    for label in labels:
        # the list names another option too, in other words ("FEED-01 activity feed"): it is not closed to it
        if label not in listed and any(w >= 2 and p.search(sentence) for p, w in _label_patterns(item, label, descriptions.get(label, ""))):
            return None
    elsewhere = [x for x in labels if x not in listed and named_whole.get(x, set()) - {sentence}]
    return listed, elsewhere, sentence


# a sentence that gives the set the options come from, not which of them apply: "Labels from: Feature, Bug, UX"
_MENU = re.compile(r"\b(?:from|one of|any of|choose from|pick from|available|allowed|valid|options?|choices?|vocabulary)\s*:", re.I)


def is_menu(sentence: str) -> bool:
    """Whether ``sentence`` introduces what it lists as the set to choose from ("Labels from: …", "Allowed: …")."""
    return bool(_MENU.search(sentence))


# the elements of a list in a sentence: what its commas, "and", "or" and a colon separate
_ELEMENTS = re.compile(r"\s*(?:[,;:]|\band\b|\bor\b)\s*", re.I)


def _listed_by_head(sentence: str, label: str, labels: list[str]) -> bool:
    """Whether an element of the list in ``sentence`` is the bare word ``label`` ends in ("revenue" of "active
    members, weekly check-ins and revenue" for "Monthly revenue"), a word no other label holds."""
    words = re.findall(r"[A-Za-z][\w-]*", label)
    if len(words) < 2 or len(words[-1]) < 4:
        return False
    head = words[-1].lower()
    if any(head in (w.lower() for w in re.findall(r"[A-Za-z][\w-]*", other)) for other in labels if other != label):
        return False
    # the list is what follows a lead-in's colon ("Owners asked for: …", not the "Login" of "Login: email + password")
    tail = sentence.rstrip(" .!\n").rpartition(":")[2]
    return any(re.fullmatch(r"[A-Za-z][\w-]*", element) and element.lower() == head for element in _ELEMENTS.split(tail))
