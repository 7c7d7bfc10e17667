"""Whether a text names a destructive or irreversible action.

A judgement on the words alone, with no knowledge of questions or answers: the policy
asks it about a question and its options, and anything else that must not wave such an
action through can ask it about its own text.
"""

from __future__ import annotations

import re

from warden.decide.answerers.policy.wording import straighten

_I = re.IGNORECASE

# actions a confirmation must not wave through: they delete or overwrite data, history,
# branches or releases, reach production, or cannot be undone. Always destructive:
_DESTRUCTIVE_ALWAYS = re.compile(
    r"\b(?:force[- ]?push\w*|push(?:ing)? (?:--force|-f)\b|--force-with-lease|reset --hard"
    r"|drop(?:s|ped|ping)? (?:\w+ ){0,3}?(?:tables?|database|databases|db|schemas?|collections?|index(?:es)?|columns?)"
    r"|truncat\w* (?:\w+ ){0,3}?(?:tables?|data|database|db|collections?|logs?|files?|history)\b|overwrit(?:e|es|ing|ten)"
    r"|irreversibl[ey]|irrecoverabl[ey]|(?:cannot|can'?t|can ?not) be (?:undone|reversed|recovered)|no way back|destructive"
    r"|destroy\w*|shred\w*|rewrit\w* (?:the )?(?:git )?history"
    r"|(?:rotat|revok)(?:e|es|ed|ing) (?:\w+ ){0,3}?(?:keys?|tokens?|credentials?|secrets?|certificates?|passwords?)"
    r"|(?:deploy\w*|releas\w*|ship\w*|push\w*|publish\w*|roll\w* out) (?:\w+ ){0,4}?(?:to|in|into|on) (?:the )?(?:prod|production|live)\b"
    r"|(?:prod|production) (?:deploy\w*|release|rollout|push)"
    r"|migrat\w* (?:\w+ ){0,3}?(?:prod|production|live)\b|(?:prod|production) (?:data(?:base)?|db)\b)",
    _I,
)
# deleting is destructive unless all it removes is a build artefact or cache
_DELETE = re.compile(r"\b(?:delet(?:e|es|ed|ing|ion)|remov(?:e|es|ed|ing|al)|eras(?:e|es|ed|ing)|wip(?:e|es|ed|ing)"
                     r"|purg(?:e|es|ed|ing)|clear(?:s|ed|ing)? out|rm)\b", _I)
_DISPOSABLE = re.compile(
    r"\b(?:build|builds|dist|target|artifacts?|artefacts?|caches?|cached|node_modules|__pycache__|\.pyc|\.pytest_cache|\.mypy_cache"
    r"|coverage|temp|temporary|tmp|scratch|compiled|bytecode|stale lock ?file)\b",
    _I,
)
# what no "build folder" wording makes disposable
_PRECIOUS = re.compile(
    r"\b(?:data|records?|rows?|users?|accounts?|customers?|database|db|tables?|branch(?:es)?|tags?|releases?|history|commits?"
    r"|backups?|uploads?|files? of|migrations?|secrets?|keys?|repo(?:sitory)?|production|prod|source|src)\b",
    _I,
)


def destructive(text: str, context: str = "") -> str | None:
    """The wording in ``text`` that names a destructive or irreversible action, if any.

    The line: anything that deletes or overwrites data, history, branches or releases,
    reaches production or cannot be undone is destructive; deleting only build
    artefacts, caches or temporary files is not. ``context`` (the question, for an
    option's text) says what a bare "Yes, delete it" deletes.
    """
    text = straighten(text)
    hit = _DESTRUCTIVE_ALWAYS.search(text)
    if hit:
        return hit.group(0)
    for m in re.finditer(r"[^.!?;\n]+", text):
        clause = m.group(0)
        d = _DELETE.search(clause)
        if not d or _PRECIOUS.search(clause):
            if d:
                return d.group(0)
            continue
        context_disposable = bool(context) and bool(_DISPOSABLE.search(context)) and not _PRECIOUS.search(context)
        if not (_DISPOSABLE.search(clause) or context_disposable):
            return d.group(0)
    return None
