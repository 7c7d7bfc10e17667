"""What planning documents say about a question's options: which they speak for, which
against, and which they only weigh.
"""

from __future__ import annotations

import re

from warden.askuser.model import Item
from warden.decide.answerers.policy.wording import straighten

_I = re.IGNORECASE

_STOPWORDS = frozenset(
    """a an the and or but of to in on at for from with without by via per into onto over under as is are be it its this that
    these those we you i our your my use using used add adding new keep keeping make making create creating only just all both
    one two each also more less simple basic default standard custom existing current option options approach based file files
    folder directory module modules system support layer data code app application service local yes no none skip later now
    recommended recommend best good better way via do does not own same other another etc e.g i.e set up setup support
    first then when where which what who how why can should will would let lets let's go have has had any some that's it's
    i'm there here need needed thing things everything nothing something done fine ok okay right now via just""".split()
)

# negation and preference cues around a mention in a planning file
_NEG_BEFORE = re.compile(
    r"(?:\bnot\b|n't\b|\bnever\b|\bno\b|\bavoid(?:ing)?\b|\binstead of\b|\brather than\b|\bwithout\b|\bdrop(?:ped|ping)?\b"
    r"|\breject(?:ed|ing)?\b|\bremov(?:e|ed|ing)\b|\bdeprecat\w*|\bexcept\b|\bnon-?goals?\b|\bout of scope\b|\bdefer(?:red)?\b"
    r"|\blater\b|\bv2\b|\bpostpone[ds]?\b|\bexclud(?:e|ed|ing)\b|\breplac(?:e|ed|ing)\b|\b(?:migrat|switch|mov|port)\w* (?:away )?from\b)"
    r"(?:\s+(?:\w+\s+){0,2}?(?:use|using|go with|choose|adopt|pick|need|want|include|support|add|build))?",
    _I,
)
_POS_BEFORE = re.compile(
    r"\b(?:in favou?r of|prefer(?:red|s)?|chose|chosen|choose|decided(?: on| to use)?|decision:?|go(?:ing)? with|use|uses|using"
    r"|adopt(?:ed)?|pick(?:ed)?|select(?:ed)?|locked(?: in)?|settled on|standardi[sz]e on|built (?:on|with)|include[sd]?|must|will"
    r"|with|to)\b",
    _I,
)
# a mention that only weighs options: no evidence either way
_TENTATIVE = re.compile(
    r"\b(?:consider(?:s|ed|ing)?|maybe|might|could|evaluat\w*|candidates?|options? (?:are|include)|tbd|undecided|open question"
    r"|unsure|unclear|not sure|pros and cons|trade-?offs?|compared?|comparing|versus|vs\.?|either)\b",
    _I,
)
_NEG_AFTER = re.compile(
    r"^[\s\W]*(?:(?:is|was|are|were|will be|has been|have been|gets|got)\s+)?(?:not\b|rejected|out of scope|deferred|dropped|excluded"
    r"|postponed|removed|deprecated|later|not needed|unnecessary|overkill|too (?:heavy|complex|slow|much)|comes later|in v2|for v2"
    r"|can wait|is a non-goal)",
    _I,
)
_NEG_SECTION = re.compile(
    r"out of scope|deferred|non-?goals?|not doing|won'?t|rejected|alternatives|considered|future|later|backlog|\bv2\b|exclu|parking lot|someday|icebox",
    _I,
)
_SENTENCE = re.compile(r"(?:[^.!?;\n]|[.!?;](?=[^\s.!?;]))*(?:[.!?;]+|\n|$)")
_TOKEN = re.compile(r"[A-Za-z0-9][A-Za-z0-9+#._/'-]*[A-Za-z0-9+#]|[A-Za-z0-9]")
_PAREN = re.compile(r"\([^)]*\)")


class Doc:
    __slots__ = ("name", "text")

    def __init__(self, name: str, text: str):
        self.name, self.text = name, text


class Mentions:
    """Which options a set of documents speaks for (and against)."""

    __slots__ = ("positive", "negative")

    def __init__(self) -> None:
        self.positive: dict[str, list[str]] = {}  # label -> documents
        self.negative: dict[str, list[str]] = {}

    def cite(self, label: str) -> str:
        return ", ".join(dict.fromkeys(self.positive.get(label, [])))


def _tokens(text: str) -> list[str]:
    return [t.strip("'") for t in _TOKEN.findall(straighten(text))]


def _distinctive(token: str) -> bool:
    """A token unlikely to be an ordinary word: PostgreSQL, SQLite, S3, Next.js, C++."""
    return bool(re.search(r"[0-9+#./_]", token) or re.search(r".[A-Z]", token) or (token.isupper() and len(token) >= 3))


def _key_tokens(item: Item, label: str) -> list[str]:
    qtokens = {t.lower() for t in _tokens(item.question)}
    others: set[str] = set()
    for o in item.options:
        if o.label != label:
            others.update(t.lower() for t in _tokens(o.label))
    out = []
    for t in _tokens(label):
        low = t.lower()
        if low in _STOPWORDS or low in others or low in qtokens:
            continue
        if len(t) < 3 and not re.search(r"[0-9+#]", t):
            continue
        if t not in out:
            out.append(t)
    return out


def _word_re(phrase: str, case_sensitive: bool = False) -> re.Pattern[str]:
    body = r"\s+".join(re.escape(p) for p in phrase.split())
    return re.compile(r"(?<![A-Za-z0-9_])" + body + r"(?![A-Za-z0-9_])", 0 if case_sensitive else _I)


def _mention_kind(sentence: str, start: int, end: int, section_negative: bool) -> int | None:
    """+1 for a mention in favour, -1 against, None for a mention that decides nothing."""
    if sentence.rstrip().endswith("?"):
        return None
    if section_negative:
        return -1
    before = sentence[max(0, start - 60) : start]
    # a negation speaks about what closely follows it ("no ORM: plain SQL" rules out the ORM only)
    neg_end = max((m.end() for m in _NEG_BEFORE.finditer(before) if len(before) - m.end() <= 30), default=-1)
    pos_end = max((m.end() for m in _POS_BEFORE.finditer(before)), default=-1)
    tent_end = max((m.end() for m in _TENTATIVE.finditer(before)), default=-1)
    if tent_end > max(neg_end, pos_end):
        return None
    if neg_end >= 0 and neg_end >= pos_end:
        return -1
    if pos_end < 0 and _NEG_AFTER.search(sentence[end : end + 40]):
        return -1
    return 1


def _sentences(text: str) -> list[tuple[str, bool]]:
    """(sentence, under a section that rules things out) for every sentence of a document."""
    out = []
    section_negative = False
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith("#"):
            section_negative = bool(_NEG_SECTION.search(stripped))
            title = stripped.lstrip("#").strip()
            if title:
                out.append((title, section_negative))
            continue
        tag = re.match(r"^<(/?)([A-Za-z_][\w-]*)>$", stripped)
        if tag:
            closing = bool(tag.group(1))
            section_negative = False if closing else bool(_NEG_SECTION.search(tag.group(2).replace("_", " ")))
            continue
        if not stripped:
            continue
        for sm in _SENTENCE.finditer(line):
            if sm.group(0).strip():
                out.append((sm.group(0), section_negative))
    return out


def _scan(text: str, patterns: dict[str, list[re.Pattern[str]]], exclusive: bool) -> tuple[set[str], set[str]]:
    """The labels a document speaks for and against. For a choice of one (``exclusive``),
    a sentence in favour of two options (``PostgreSQL or SQLite``) only weighs them and
    counts for neither."""
    pos: set[str] = set()
    neg: set[str] = set()
    for sentence, section_negative in _sentences(text):
        here: dict[str, int] = {}
        for label, pats in patterns.items():
            kinds = {
                _mention_kind(sentence, m.start(), m.end(), section_negative)
                for pat in pats
                for m in pat.finditer(sentence)
            } - {None}
            if kinds:
                here[label] = 1 if 1 in kinds else -1
        favoured = [x for x, k in here.items() if k == 1]
        if len(favoured) == 1 or not exclusive:
            pos.update(favoured)
        neg.update(x for x, k in here.items() if k == -1)
    return pos, neg


def _phase_section(text: str, number: str | None) -> str | None:
    """The part of a roadmap under the heading of phase ``number``, if there is one."""
    if not number:
        return None
    lines = text.splitlines()
    num = re.escape(number.lstrip("0") or "0")
    head = re.compile(r"^(#+)\s.*\bphase\s+0*" + num + r"(?![\d.])", _I)
    for i, line in enumerate(lines):
        m = head.match(line.strip())
        if not m:
            continue
        level = len(m.group(1))
        out = []
        for nxt in lines[i + 1 :]:
            h = re.match(r"^(#+)\s", nxt.strip())
            if h and len(h.group(1)) <= level:
                break
            out.append(nxt)
        return "\n".join(out)
    return None



def _label_patterns(item: Item, label: str) -> list[re.Pattern[str]]:
    """Patterns that find a mention of an option: its whole label, or its key words
    (words no other option and not the question itself uses)."""
    clean = _PAREN.sub(" ", straighten(label)).strip(" -:,.") or straighten(label)
    pats = [_word_re(clean, case_sensitive=len(clean) < 4)]
    keys = _key_tokens(item, clean)
    distinctive = [t for t in keys if _distinctive(t)]
    if distinctive:
        pats.extend(_word_re(t) for t in distinctive)
    elif keys and len(keys) <= 2:
        # ordinary words: one key word stands for a short label
        pats.extend(_word_re(t) for t in keys)
    elif keys:
        # a long label: two of its key words in one sentence
        for i, a in enumerate(keys):
            for b in keys[i + 1 :]:
                pats.append(re.compile(_word_re(a).pattern + r"[^.!?;\n]{0,60}?" + _word_re(b).pattern, _I))
                pats.append(re.compile(_word_re(b).pattern + r"[^.!?;\n]{0,60}?" + _word_re(a).pattern, _I))
    return pats


def mentions_in(docs: list[Doc], item: Item, labels: list[str], phase_number: str | None, *,
                for_scope: bool = False) -> Mentions:
    """Which of ``labels`` the documents speak for or against. For a scope question a
    roadmap speaks only in the section of the current phase (``phase_number``), if it has one."""
    result = Mentions()
    if not docs:
        return result
    texts = []
    for d in docs:
        text = d.text
        if for_scope and d.name.endswith("ROADMAP.md"):
            text = _phase_section(text, phase_number) or text
        texts.append(Doc(d.name, text))
    patterns = {label: pats for label in labels if (pats := _label_patterns(item, label))}
    for d in texts:
        pos, neg = _scan(d.text, patterns, exclusive=not for_scope)
        for label in labels:
            if label in pos:
                result.positive.setdefault(label, []).append(d.name)
            elif label in neg:
                result.negative.setdefault(label, []).append(d.name)
    return result
