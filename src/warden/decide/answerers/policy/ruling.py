"""A rule the project's files lay down on what a question is about.

"Hotfixes branch from the live release tag, never from main", "Applied migrations are never
edited", "GDDs are Noor's; agents never edit design/gdd/": where a file forbids something and
names what the question names, going on by default assumes that what it proposes keeps the
rule. Whether it does takes reading what it proposes against the rule, which is the
person's (or an answerer that reads as they do): a default — the option that goes on, the
recommended one — does not stand on such a question.
"""

from __future__ import annotations

import re

from warden.decide.answerers.policy.evidence import _STOPWORDS, Doc, _sentences, _tokens

# a sentence that forbids: what must not be done, what is not accepted, what was ruled out
_FORBIDS = re.compile(r"\b(?:never|must\s+not|mustn't|do\s+not|don't|may\s+not|not\s+allowed|not\s+accepted|ruled?\s+out"
                      r"|forbid\w*|no\s+longer)\b", re.I)
# "X, never Y": what the sentence asks for, set against what it forbids
_AGAINST = re.compile(r"\S\s*[,;:\u2014\u2013]\s*(?:(?:but|and|yet)\s+)?$|\s[-\u2014\u2013]+\s*$")
# words too common in questions and rules to tie one to the other
_COMMON = _STOPWORDS | frozenset("""about above after again against their them they than while could before under
    more most very here proceed continue change changes update updates write writes written ready want like
    question questions answer apply review check run runs session sessions optional required""".split())


def _words(text: str) -> set[str]:
    return {w for t in _tokens(text) if len(w := t.lower().strip(".,:;!?()[]`*_")) >= 4 and "'" not in w
            and w not in _COMMON}


def rule_on(text: str, docs: list[Doc]) -> str | None:
    """The first sentence of ``docs`` that forbids something and shares a word with ``text``
    (the question, with what the session showed before asking); None: no file lays down such a rule.
    A sentence that sets what to do against what not to ("Hotfixes branch from the release tag, never
    from main", "run only inside Docker, never on a shared server") is a rule on ``text`` only where
    ``text`` names what it forbids: one that names only what it asks for is doing as it says."""
    words = _words(text)
    if not words:
        return None
    for d in docs:
        if d.name == "the project's configuration":
            continue
        for sentence, _ in _sentences(d.text):
            forbids = _FORBIDS.search(sentence)
            if not forbids:
                continue
            against = _AGAINST.search(sentence[:forbids.start()])
            if words & _words(sentence[forbids.start():] if against else sentence):
                return sentence.strip(" -*\t")
    return None
