"""The category of a question, from its wording, its options and its multiSelect flag."""

from __future__ import annotations

import re

from warden.askuser.model import Item
from warden.decide.answerers.policy.wording import (
    affirmatives,
    asks_observation,
    is_delegation_label,
    is_open_option,
    question_text,
    straighten,
)

_I = re.IGNORECASE

CATEGORIES = ("confirmation", "delegation", "scope", "style", "architecture", "open_floor")

_OPEN_STRONG = re.compile(
    r"\b(?:anything else|something else|what else|anything (?:more|further|to add)|is there anything"
    r"|any (?:other|additional|further|more) (?:\w+ )?(?:thoughts|requirements|comments|concerns|questions|notes|feedback"
    r"|details|context|ideas|preferences|constraints|features|changes|suggestions|input)"
    r"|in your own words|free[- ]?form)\b",
    _I,
)
_OPEN_WEAK = re.compile(
    r"\b(?:what would you like|what do you (?:want|have in mind|think|envision)|tell me (?:more|about)|describe"
    r"|how do you (?:envision|imagine|see))\b",
    _I,
)
_NEGATIVE_OPTION = re.compile(
    r"^\W*(?:no|nope|not (?:yet|now)|cancel|stop|abort|wait|hold|pause|skip|don'?t|do not|revise|adjust|change|edit|modify"
    r"|let me|i'?ll|back|go back|discuss|review|later|exit|quit|reject|decline|rethink|redo|more questions)\b",
    _I,
)
_CONFIRM_WORDING = re.compile(
    r"^\W*(?:proceed|continue|ready|shall|should i|should we|can i|may i|ok(?:ay)? to|go ahead|approve|confirm)\b"
    r"|\b(?:proceed|continue|go ahead|move on|keep going|ready to|good to go|shall i|shall we|should i|should we|ok(?:ay)? to"
    r"|do you want (?:me|us) to|would you like (?:me|us) to|want me to|is (?:this|that|it|the \w+) (?:ok|okay|correct|right|good|fine|acceptable)"
    r"|(?:does|do) (?:this|that|these|the [\w-]+(?: [\w-]+)?) look|sounds? (?:good|right)|looks? (?:good|right)|lgtm|approve|confirm|commit (?:this|these|the)"
    r"|create (?:it|this|the)|apply (?:this|these|the)|start (?:the|phase|execution|planning))\b",
    _I,
)

_STYLE_OPTION = re.compile(
    r"\b(?:camel[_ -]?case|snake[_ -]?case|kebab[_ -]?case|pascal[_ -]?case|screaming[_ -]?snake|upper[_ -]?case|lower[_ -]?case"
    r"|tabs?|\d+[- ]?spaces?|spaces|single[- ]quotes?|double[- ]quotes?|semicolons?|no semicolons|trailing commas?"
    r"|dark (?:mode|theme)|light (?:mode|theme)|serif|sans[- ]serif|monospace)\b",
    _I,
)
_STYLE_STRONG = re.compile(
    r"\b(?:nam(?:e|es|ed|ing)|rename|casing|camel ?case|snake[_ ]?case|kebab[- ]?case|formatt(?:ing|er)|indent(?:ation|ing)?"
    r"|tabs or spaces|quotes?|quoting|semicolons?|line (?:length|width)|trailing commas?|import (?:order|sorting)|convention|conventions"
    r"|theme|colou?rs?|palette|fonts?|typography|icons?|spacing|padding|margins?|look and feel|visual|wording|tone|phrasing"
    r"|lint(?:er|ing)?|docstrings?|comment style|commit message|prefix|suffix|where should (?:the |this |it )?[\w./ -]*(?:live|go|be placed|sit)"
    r"|folder|directory|file location|file path|path for)\b",
    _I,
)
_STYLE_WEAK = re.compile(r"\b(?:format|layout|structure|style|styled|styling|styles|look)\b", _I)
_ARCHITECTURE = re.compile(
    r"\b(?:database|db|framework|storage|store|persist\w*|sync|async\w*|synchronous|queue|protocol|api|architecture|library|orm"
    r"|cache|caching|auth\w*|deploy\w*|hosting|runtime|language|backend|frontend|state management|monorepo|transport|serializ\w*"
    r"|message|broker|server|client|engine|pattern|concurrency|thread\w*|process\w*|schema|migration\w*|output|response|payload)\b",
    _I,
)


def _is_confirmation(item: Item) -> bool:
    if item.multi or len(item.options) > 4:
        return False
    # "Does it work now?" is a yes/no question too (decided by abstaining: see PolicyAnswerer._confirmation)
    worded = bool(_CONFIRM_WORDING.search(straighten(item.question)) or asks_observation(item.question))
    affirm = affirmatives(item, bare=worded)
    if not affirm:
        return False
    others = [o.label for o in item.options if o.label not in affirm]
    if worded:
        return True
    # no confirming wording: the options themselves must read as go / don't go
    return bool(others) and all(_NEGATIVE_OPTION.search(straighten(x)) for x in others)


def _is_style(item: Item) -> bool:
    q = question_text(item)
    labels = " | ".join(straighten(o.label) for o in item.options)
    if sum(1 for o in item.options if _STYLE_OPTION.search(straighten(o.label))) >= 2:
        return True
    if _STYLE_STRONG.search(q):
        return True
    return bool(_STYLE_WEAK.search(q)) and not _ARCHITECTURE.search(q) and not _ARCHITECTURE.search(labels)


def classify(item: Item) -> str:
    """The category of one question, from its wording, options and multiSelect flag."""
    q = question_text(item)
    if _OPEN_STRONG.search(q) or any(is_open_option(o.label) for o in item.options):
        return "open_floor"
    if _is_confirmation(item):
        return "confirmation"
    if item.multi:
        return "scope"
    if _is_style(item):
        return "style"
    if any(is_delegation_label(o.label) for o in item.options):
        return "delegation"
    if _OPEN_WEAK.search(q):
        return "open_floor"
    return "architecture"
