"""Patterns that find an option's mention where one regular expression cannot say enough: a count with its
unit, a word beside another, several of a long label's words in one sentence. Each behaves as the compiled
pattern it stands beside (``finditer``, ``search``, ``pattern``), so ``evidence`` scans with them alike."""

from __future__ import annotations

import re

from warden.decide.answerers.policy.wording import word_re as _word_re

_I = re.IGNORECASE


class Counted:
    """A count with its unit ("30" of "Feed covers the last 30 days"): the count where the same sentence
    names the unit ("the feed shows 14 days, not 30"), and not a number of something else ("eu-west-2",
    "2. Quilting teacher"). Behaves as the compiled pattern it stands beside."""

    __slots__ = ("count", "unit", "about", "pattern")

    def __init__(self, count: str, unit: str, about: list[str] = ()):
        self.count = re.compile(r"(?<![\w.-])" + re.escape(count) + r"(?![\w-]|\.\d)", _I)
        self.unit = _word_re(unit)
        # what the figure measures ("re-filled" of "Freed lanes re-filled within 2 hours"): a sentence giving the
        # same figure for something else ("a member has 2 hours to accept") restates a number, not the option
        self.about = re.compile("|".join(_word_re(w).pattern for w in about), _I) if about else None
        self.pattern = self.count.pattern

    def _names(self, sentence: str) -> bool:
        return bool(self.unit.search(sentence)) and (self.about is None or bool(self.about.search(sentence)))

    def finditer(self, sentence: str) -> list[re.Match[str]]:
        return list(self.count.finditer(sentence)) if self._names(sentence) else []

    def search(self, sentence: str) -> re.Match[str] | None:
        return self.count.search(sentence) if self._names(sentence) else None


class Beside:
    """A word where the same sentence names another ("RFC" where the sentence says "write"): the word is the
    match, so what stands before it still says whether it is wanted. Behaves as the compiled pattern it
    stands beside."""

    __slots__ = ("word", "also", "pattern")

    def __init__(self, word: re.Pattern[str], also: re.Pattern[str]):
        self.word, self.also = word, also
        self.pattern = word.pattern

    def finditer(self, sentence: str) -> list[re.Match[str]]:
        return list(self.word.finditer(sentence)) if self.also.search(sentence) else []

    def search(self, sentence: str) -> re.Match[str] | None:
        return self.word.search(sentence) if self.also.search(sentence) else None


class Several:
    """Several of a long label's key words in one sentence (``need`` of them): found in one pass over the
    sentence; the match is the first of them, so what stands before it still says whether it is wanted."""

    __slots__ = ("words", "need", "pattern")

    def __init__(self, words: list[re.Pattern[str]], need: int):
        self.words = re.compile("|".join(f"({w.pattern})" for w in words), _I)
        self.need = need
        self.pattern = self.words.pattern

    def finditer(self, sentence: str) -> list[re.Match[str]]:
        found = list(self.words.finditer(sentence))
        return found[:1] if len({m.lastindex for m in found}) >= self.need else []

    def search(self, sentence: str) -> re.Match[str] | None:
        return next(iter(self.finditer(sentence)), None)


# a no just before a verb: "we never keep them", "don't commit it"
_NOT_BEFORE = re.compile(r"\b(?:never|not|no|don't|do not|won't|shouldn't|mustn't|cannot|can't)\s+(?:\w+\s+)?$", _I)


class DoneTo:
    """A verb done to what a pronoun refers back to ("commit it", "stash them"), where the same sentence names
    that first ("TMS-198 filters: done, not committed yet — commit it on its branch") and does not say no to it;
    a pronoun alone ("keep it.", cut from the sentence that named the file) refers to something unknown."""

    __slots__ = ("verb", "pattern")

    def __init__(self, verb: re.Pattern[str]):
        self.verb = verb
        self.pattern = verb.pattern

    def finditer(self, sentence: str) -> list[re.Match[str]]:
        # (what stands before each match is read over a bounded stretch: a long hostile line costs one pass)
        return [m for m in self.verb.finditer(sentence)
                if len(re.findall(r"[A-Za-z]{3,}", sentence[max(0, m.start() - 120):m.start()])) >= 3
                and not _NOT_BEFORE.search(sentence[max(0, m.start() - 40):m.start()])]

    def search(self, sentence: str) -> re.Match[str] | None:
        return next(iter(self.finditer(sentence)), None)
