"""What planning documents say about a question's options: which they speak for, which
against, and which they only weigh.
"""

from __future__ import annotations

import re

from warden.askuser.model import Item
from warden.decide.answerers.policy.mentioned import _NEG_SECTION, _SUBJECT_NEG, _mention_kind
from warden.decide.answerers.policy.qualified import says_own_no, unqualified
from warden.decide.answerers.policy.found import Beside, Counted, DoneTo, Several
from warden.decide.answerers.policy.roadmap import phase_parts
from warden.decide.answerers.policy.wording import _root, asking_part, straighten
from warden.decide.answerers.policy.wording import word_re as _word_re

_I = re.IGNORECASE

_STOPWORDS = frozenset(
    """a an the and or but of to in on at for from with without by via per into onto over under as is are be it its this that never always ever
    these those we you i our your my use using used add adding new keep keeping make making create creating only just all both
    one two each also more less simple basic default standard custom existing current option options approach based file files
    folder directory module modules system support layer data code app application service local yes no none skip later now
    recommended recommend best good better way via do does not own same other another etc e.g i.e set up setup support
    first then when where which what who how why can should will would let lets let's go have has had any some that's it's
    i'm there here need needed thing things everything nothing something done fine ok okay right now via just
    phase phases plan plans planning task tasks step steps work works working project projects feature features item items
    change changes changed run runs running start starting add adds
    current existing each per every most more less much many few full part whole""".split()
)


_SENTENCE = re.compile(r"(?:[^.!?;\n]|[.!?;](?=[^\s.!?;]))*(?:[.!?;]+|\n|$)")
_TOKEN = re.compile(r"[A-Za-z0-9][A-Za-z0-9+#._/'-]*[A-Za-z0-9+#]|[A-Za-z0-9]")
_PAREN = re.compile(r"\([^)]*\)")
# what follows a dash in a label and reasons about the situation ("Proceed — the root cause genuinely spans these
# files", "Not needed — this is internal, existing deployment covers it"): the option's claim, which a file naming
# its subject does not confirm; a short one is the answer itself ("No — it's develop")
_REASON = re.compile(r"\s+[—–-]+\s+(?:the|this|that|it|it's|its|these|those|they|there|we|i|i'm|nothing|everything)\b(?:\W+[\w/'-]+){3,}.*$", _I)


class Doc:
    __slots__ = ("name", "text")

    def __init__(self, name: str, text: str):
        self.name, self.text = name, text


class Mentions:
    """Which options a set of documents speaks for (and against)."""

    __slots__ = ("positive", "negative", "why", "strength", "against", "where")

    def __init__(self) -> None:
        self.positive: dict[str, list[str]] = {}  # label -> documents
        self.negative: dict[str, list[str]] = {}
        self.why: dict[str, str] = {}  # label (or "-label") -> the sentence that speaks for (against) it
        self.strength: dict[str, int] = {}  # label -> how fully the strongest mention in favour names it (1-3)
        self.against: dict[str, int] = {}  # label -> how fully the strongest mention against names it (1-3)
        self.where: dict[str, list[tuple[int, int]]] = {}  # label -> where its sentence in favour (``why``) names it, if known

    def cite(self, label: str) -> str:
        return ", ".join(dict.fromkeys(self.positive.get(label, [])))


def _tokens(text: str) -> list[str]:
    return [t.strip("'") for t in _TOKEN.findall(straighten(text).replace("/", " ").replace("\u2014", " "))]


def _stem(token: str) -> str:
    """A crude stem, enough to tell "phase" and "phases" are one word."""
    t = token.lower().strip("'")
    for suffix in ("ies", "es", "s", "ing", "ed"):
        if t.endswith(suffix) and len(t) - len(suffix) >= 3 and not t.endswith("ss"):
            t = t[: -len(suffix)] + ("y" if suffix == "ies" else "")
            break
    for suffix in ("ing", "ed"):  # "sailings" -> "sailing" -> "sail", as "sailing" -> "sail"
        if t.endswith(suffix) and len(t) - len(suffix) >= 3:
            t = t[: -len(suffix)]
            break
    return t.rstrip("e")


def _distinctive(token: str) -> bool:
    """A token unlikely to be an ordinary word: PostgreSQL, SQLite, S3, Next.js, C++, self-hosted."""
    return bool(re.search(r"[0-9+#./_]", token) or re.search(r".[A-Z]", token) or (token.isupper() and len(token) >= 3)
                or re.search(r"[a-z]-[a-z]", token, _I))


def _parts(token: str) -> list[str]:
    return [p for p in re.split(r"-", token) if p]


# the verb an action option opens with ("Review spec", "Start the next story"): it says what to do, and a
# document using the same word about something else ("2-3 roster sync (review)") does not speak for doing it
ACTION_VERB = re.compile(
    r"^\W*(?:(?:yes|no|ok(?:ay)?|sure)\W+)?(?:re-?)?(?:start|run|review|verify|validate|check|create|add|update|write|generate|apply|approve|continue|proceed|skip"
    r"|cancel|show|view|open|specify|choose|pick|select|mark|leave|keep|use|move|split|merge|fix|retry|plan|execute|implement"
    r"|discuss|explore|research|refresh|replace|delete|remove|edit|adjust|change|save|stop|exit|define|resume|deep-dive|dig|walk"
    r"|treat|record|track|defer|accept|reject|revise|request|install|enable|disable|import|export|switch|return|go|finish|close|include|exclude|stash|commit|discard|archive|assign|rebase|squash|revert|restore|deploy|publish|push|tag|release)(?=,?\s+\w)", _I)


# a verb's object that refers back to what is at hand: "commit it", "stash them", "discard these"
_OBJECT = r"(?:it|them|these|those|everything)\b"


def _acts(item: Item, label: str) -> bool:
    """Whether ``label`` opens with an action the question does not already ask about: "Start the
    next story" in "What next?" is an action, "Merge with commit history" in "How should the commits
    be merged?" names how to do what is asked."""
    verb = ACTION_VERB.match(label)
    if not verb:
        return False
    # (what it asks about is in the sentences that ask: "PR #212 created. What next?" does not ask about creating)
    asked = {_stem(t) for t in _tokens(f"{asking_part(item.question)} {item.header}")}
    return _stem(verb.group(0).strip(" \t-")) not in asked


# the alternatives a question names: "Dark or light theme?", "REST vs GraphQL?", "Tabs, spaces or both?"
_ALTERNATIVES = re.compile(r"(?<![\w+#.-])([A-Za-z0-9][\w+#.-]*)((?:,\s*[A-Za-z0-9][\w+#.-]*)*,?\s+(?:or|vs\.?|versus)\s+[A-Za-z0-9][\w+#.-]*)", _I)


def _alternatives(item: Item) -> set[str]:
    """The stems of the words the question offers as its alternatives ("Dark or light theme?"), where each is
    the word of one option's label and of no other's (empty: it names no alternatives)."""
    if item.multi or any(ACTION_VERB.match(straighten(o.label)) or len(_tokens(o.label)) > 3 for o in item.options):
        return set()  # a choice of things by short names, not of actions ("Proceed with a release or stop here?")
    named: set[str] = set()
    for m in _ALTERNATIVES.finditer(straighten(item.question)):
        named.update(_stem(t) for t in re.findall(r"[A-Za-z0-9][\w+#.-]*", m.group(0)) if t.lower() not in ("or", "vs", "vs.", "versus"))
    if not named:
        return set()
    owners = {n: [o for o in item.options if n in {_stem(t) for t in _tokens(o.label)}] for n in named}
    mine = {n for n, os in owners.items() if len(os) == 1}
    # every alternative is one option's own: the question lists the options, not words of one topic
    return mine if len(mine) >= 2 else set()


def _key_tokens(item: Item, label: str, description: str = "", strip_verb: bool = True, topic: str = "") -> tuple[list[str], list[str]]:
    """(label key words, description key words): words of this option that no other
    option, not the question itself and not the running command's name (``topic``: "release"
    of "/release") uses; an action's opening verb is not one."""
    qtokens = {_stem(t) for t in _tokens(item.question)} | {_stem(t) for t in _tokens(item.header)} | {_stem(t) for t in _tokens(topic)}
    others: set[str] = set()
    for o in item.options:
        if o.label != label:
            for t in _tokens(o.label):
                others.add(_stem(t))
                others.update(_stem(p) for p in _parts(t))
    # a question naming its alternatives ("Dark or light theme?") uses each option's own word: that word still names the option
    qtokens -= _alternatives(item) - others

    def keys(text: str) -> list[str]:
        out = []
        for t in _tokens(text):
            low = t.lower()
            if low in _STOPWORDS or _stem(t) in others or _stem(t) in qtokens:
                continue
            if len(t) < 3 and not re.search(r"[0-9+#]", t):
                continue
            if re.fullmatch(r"\d{1,2}", t) and re.search(r"\b(?:step|stage|phase|part|task|wave|round|item|slice|section|no\.?|#)\s*" + t + r"\b", text, _I):
                continue  # a number that indexes ("Resume from step 3") names a position any sentence's number may share
            if t not in out:
                out.append(t)
        return out

    verb = ACTION_VERB.match(label) if strip_verb else None
    return keys(_PAREN.sub(" ", label[verb.end():] if verb else label)), keys(description)


_STATUS_CELL = re.compile(r"(?:in progress|complete[d]?|planned|done|pending|todo|not started|blocked|executing|verified|shipped|\d+(?:\.\d+)?)", _I)


# a tool's marker in a file ("<!-- sdlc:wf-rules-import -->", "<!-- BEGIN:managed -->"): one word in a comment, which
# fences what a tool wrote and says nothing a person decided
_MARKER = re.compile(r"<!--[ \t]*[^\s<>]{1,80}[ \t]*-->")


def _sentences(text: str) -> list[tuple[str, bool]]:
    """(sentence, under a section that rules things out) for every sentence of a document."""
    out = []
    section_negative = False
    for line in text.splitlines():
        if "<!--" in line:
            line = _MARKER.sub(" ", line)
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
        if stripped.startswith("|"):
            # a table row: its status cells ("in progress", "complete") say nothing about options
            cells = [c.strip() for c in stripped.strip("|").split("|")]
            line = " | ".join(c for c in cells if not _STATUS_CELL.fullmatch(c) and not re.fullmatch(r"[-: ]*", c))
        for sm in _SENTENCE.finditer(line):
            if sm.group(0).strip():
                out.append((sm.group(0), section_negative))
    return out


def _words(text: str) -> set[str]:
    return {_stem(t.lower()) for t in _tokens(text) if len(t) >= 4 and t.lower() not in _STOPWORDS}


def _listed(description: str) -> list[set[str]]:
    """The items an option's description lists ("Completion + time + quiz scores + engagement (7 days)"), each
    as its words: empty unless it lists three or more."""
    items = [_words(x) for x in re.split(r"\s*(?:\+|,|\band\b)\s*", _PAREN.sub(" ", straighten(description)).strip())]
    return items if len(items) >= 3 and all(items) else []


_HOLDS_BACK = re.compile(r"\b(?:not|no|never|without|except|but|defer\w*|later|v2|out of scope|exclud\w*|postpon\w*|future|until)\b", _I)


def _fuller(sentence: str, label: str, listing: dict[str, list[set[str]]]) -> str | None:
    """The option whose description lists what ``label`` names and more, every item of which ``sentence`` names
    ("v1 must show completion, time, quiz scores and engagement": "Full analytics: Completion + time + quiz scores
    + engagement", not "Completion + time"): the sentence speaks for the fuller option."""
    if _HOLDS_BACK.search(sentence):
        return None  # "by category, with price range and rating deferred to v2": a listing with exceptions is no fuller one
    mine, said = _words(_PAREN.sub(" ", straighten(label))), _words(sentence)
    fuller = [b for b, items in listing.items() if b != label and mine and mine <= set().union(*items)
              and len(items) > len(mine) and all(item & said for item in items)]
    return fuller[0] if len(fuller) == 1 else None


# a label that is one thing only ("English only", "Web only", "Just the subject"), and a mention joined to another
_ONLY = re.compile(r"\b(?:only|alone|just)\b", _I)
_JOINED_AFTER = re.compile(r"\s*(?:and|&|\+|plus|as well as)\s+[A-Za-z]", _I)
_JOINED_BEFORE = re.compile(r"\b(?:both|[A-Za-z][\w-]*\s+(?:and|&|\+|plus))\s+$", _I)


def _scan(text: str, patterns: dict[str, list[tuple[re.Pattern[str], int]]], exclusive: bool, additions: bool = False,
          listing: dict[str, list[set[str]]] | None = None
          ) -> tuple[dict[str, str], dict[str, str], dict[str, int], dict[str, int], dict[str, list[tuple[int, int]]]]:
    """The labels a document speaks for and against, each with the sentence that does,
    how fully the sentences in favour name them, and where in them.
    For a choice of one (``exclusive``), a sentence in favour of two options
    (``PostgreSQL or SQLite``) only weighs them and counts for neither, unless one is
    named more fully than the other."""
    pos: dict[str, str] = {}
    pos_strength: dict[str, int] = {}
    pos_where: dict[str, list[tuple[int, int]]] = {}
    neg: dict[str, str] = {}
    neg_strength: dict[str, int] = {}
    # a heading of a word or two names what its section is about, not a choice ("## Reviews"): the section decides
    topics = {t for line in text.splitlines() if line.lstrip().startswith("#")
              and len((t := line.strip().lstrip("#").strip()).split()) <= 2}
    for sentence, section_negative in _sentences(text):
        if sentence in topics and not section_negative:
            continue
        here: dict[str, int] = {}
        strength: dict[str, int] = {}
        starts: dict[str, int] = {}
        spot: dict[str, list[tuple[int, int]]] = {}
        spans = {label: [(m.end() - m.start(), m.start(), m.end(), w) for pat, w in pats for m in pat.finditer(sentence)]
                 for label, pats in patterns.items()}
        for label, found in spans.items():
            others = frozenset(a for other, f in spans.items() if other != label for _, a, _, _ in f) if len(spans) > 1 else frozenset()
            kinds: list[tuple[int | None, int, int]] = []
            for span in sorted(found, reverse=True):
                # the fullest mention speaks ("GFS rotation is a v2 idea" over "GFS")
                if any(a <= span[1] and span[2] <= b for _, a, b in kinds):
                    continue
                kinds.append((_mention_kind(sentence, span[1], span[2], section_negative, additions, others), span[1], span[2]))
            if any(k == -1 for k, _, _ in kinds) and says_own_no(label, sentence):
                # the option itself says no ("No check-in in 30 days"): the sentence's "no check-in for 30 days" agrees
                kinds = [(1 if k == -1 else k, a, b) for k, a, b in kinds]
            decided = {k for k, _, _ in kinds} - {None}
            at = [(a, b) for k, a, b in kinds if k == 1]
            if at:
                spot[label] = at
            if decided:
                here[label] = -1 if -1 in decided else 1
                strength[label] = max(w for _, _, _, w in found)
                starts[label] = min(a for _, a, _ in kinds)
        for x in [x for x, k in here.items() if k == 1 and _ONLY.search(x)]:
            # an option that is one thing only ("No — English only") is not what a sentence naming it with another is
            # ("Every screen ships in English and Arabic")
            if any(_JOINED_AFTER.match(sentence, b) or _JOINED_BEFORE.search(sentence, 0, a) for a, b in spot.get(x, [])):
                del here[x]
        if len(here) == 1:
            # a sentence about one option that opens with it and then rules it out: "infra/ is owned by the
            # platform team - we must not commit there", "docs-site/ is the marketing site, unrelated"
            (x, k), = here.items()
            if k == 1 and not sentence[:starts[x]].strip(" -*\t>") and _SUBJECT_NEG.search(sentence[starts[x]:]):
                here[x] = -1
        favoured = [x for x, k in here.items() if k == 1]
        if exclusive and len(favoured) > 1:
            top = max(strength[x] for x in favoured)
            favoured = [x for x in favoured if strength[x] == top]
        if exclusive and listing and len(favoured) == 1 and (full := _fuller(sentence, favoured[0], listing)):
            strength[full] = strength[favoured[0]]
            favoured = [full]
        if len(favoured) == 1 or not exclusive:
            for x in favoured:
                if x not in pos or strength[x] > pos_strength.get(x, 0):
                    pos[x] = sentence.strip()
                    pos_strength[x] = strength[x]
                    lead = len(sentence) - len(sentence.lstrip())
                    if x in spot:
                        pos_where[x] = [(a - lead, b - lead) for a, b in spot[x]]
        for x, k in here.items():
            if k == -1:
                neg.setdefault(x, sentence.strip())
                neg_strength[x] = max(neg_strength.get(x, 0), strength[x])
    return pos, neg, pos_strength, neg_strength, pos_where


# a label that opens with a reply to the question ("Yes, ADR compliance verified", "No — keep REST")
_REPLY = re.compile(r"^\W*(?:yes|no)\b\W", _I)
# words that work in a sentence rather than name a thing ("About / Company": "nerdy about coffee" names no page)
_FUNCTION_WORDS = frozenset("about above after again against along among around before behind below beside between beyond"
                            " during except inside near other others otherwise since through toward towards until upon within".split())


def _label_patterns(item: Item, label: str, description: str = "", topic: str = "") -> list[tuple[re.Pattern[str], int]]:
    """Patterns that find a mention of an option, each with how strongly it names the
    option: its whole label (3), a distinctive word or a pair of its key words (2), one
    ordinary key word of a short label or a compound word of its description (1). Key
    words are words no other option and not the question itself uses."""
    clean = _PAREN.sub(" ", _REASON.sub("", straighten(label))).strip(" -:,.") or straighten(label)
    pats = [(_word_re(clean, case_sensitive=len(clean) < 4), 3)]
    for inner in _PAREN.findall(straighten(label)):
        inner = inner.strip("() ")
        if inner and not re.search(r"recommended|default|current", inner, _I) and (len(inner) >= 4 or inner.isupper()):
            pats.append((_word_re(inner, case_sensitive=len(inner) < 4), 2))
    keys, desc_keys = _key_tokens(item, clean, straighten(description), topic=topic)
    verb = ACTION_VERB.match(clean)
    act = verb.group(0).strip(" \t-").split()[-1] if verb else ""  # the verb an action opens with ("Commit")
    if not keys and act and _acts(item, clean):
        # an action that is its verb alone ("Commit, then switch" beside "Stash, then switch"): a sentence doing that
        # to something ("commit it on its branch") speaks for it; one naming a thing by the word ("Commit messages:
        # Conventional Commits") does not
        if all(_stem(act) not in {_stem(t) for t in _tokens(o.label)} for o in item.options if o.label != label):
            pats.append((DoneTo(re.compile(rf"\b{re.escape(act)}\s+{_OBJECT}", _I)), 2))
    # a label that gives its option two names ("Reliability / Availability", "CI / CD"): either names it, where
    # each is the option's own (no other option and not the question uses its words)
    sides = [x.strip() for x in re.split(r"\s+/\s+", clean)]
    if len(sides) > 1 and all(len(x) >= 3 for x in sides):
        for x in sides:
            words = [t for t in _tokens(x) if t.lower() not in _STOPWORDS and t.lower() not in _FUNCTION_WORDS]
            if words and all(t in keys for t in words):
                pats.append((_word_re(x, case_sensitive=len(x) < 4), 2))
    # what an option distinguishes is its name, not a word that only qualifies it: a bare count ("2" of "2 per
    # hour") names it only with its unit (the whole label does that: "eu-west-2" says nothing of slots per hour),
    # and whose it is ("the co-op's" of "The co-op's MessageBird account") is not what it is
    qualifiers = [t for t in keys if (re.fullmatch(r"\d{1,3}", t) and not re.search(r"#\s*" + t + r"\b", clean))
                  or (t.lower().endswith("'s") and len(keys) > 1)]
    keys = [t for t in keys if t not in qualifiers]
    for t in qualifiers:
        unit = re.search(r"(?<![\w-])" + re.escape(t) + r"\s+(?:per\s+|an?\s+)?([A-Za-z]{3,})", clean)
        if unit and unit.group(1).lower() not in _STOPWORDS:
            # (any word of the label says what: "feed" of "Feed covers the last 30 days" in "the feed shows 14 days")
            about = [w for w in dict.fromkeys(re.findall(r"[A-Za-z][\w-]{3,}", clean))
                     if w.lower() != unit.group(1).lower() and w.lower() not in _STOPWORDS]
            pats.append((Counted(t, unit.group(1), about), 2))
    distinctive = [t for t in keys if _distinctive(t)]
    if distinctive and len(keys) == 1 and keys[0].isalpha() and keys[0].isupper() and _acts(item, clean):
        # an action's object alone, written in capitals ("SPEC" of "Create Next SPEC"): capitals stress an ordinary
        # word, they do not make it a name; a sentence about specs ("Docs and specs in English") does not speak
        # for creating one, one that names the act as well does
        pats.append((Beside(_word_re(keys[0]), _word_re(_root(act))), 2))
        pats.append((_word_re(keys[0]), 1))
    elif distinctive:
        if _REPLY.match(clean):
            # a reply's word in capitals ("ADR" of "Yes, ADR compliance verified") names what the reply is about, not
            # the reply: a sentence about ADRs does not say the check passed, one that names the check as well does
            caps = [t for t in distinctive if t.isalpha() and t.isupper()]
            rest = [t for t in keys if t not in caps and re.fullmatch(r"[A-Za-z]{4,}", t)]
            if caps and rest:
                also = re.compile("|".join(_word_re(_root(t)).pattern for t in rest), _I)
                pats.extend((Beside(_word_re(t), also), 2) for t in caps)
                pats.extend((_word_re(t), 1) for t in caps)
                distinctive = [t for t in distinctive if t not in caps]
        pats.extend((_word_re(t), 2) for t in distinctive)
        # the parts of a compound ("Friend-based") and the label's other words speak weakly; a part another option's
        # label holds too ("docs" of "docs-writing.md" beside "docs-numbering.md") names neither
        shared = {w.lower() for o in item.options if o.label != label for w in re.findall(r"[A-Za-z]+", o.label)}
        weak = [p for t in distinctive for p in _parts(t) if re.fullmatch(r"[A-Za-z]{4,}", p) and p.lower() not in _STOPWORDS
                and p.lower() not in shared]
        weak += [t for t in keys if t not in distinctive and len(t) >= 4]
        pats.extend((_word_re(t), 1) for t in dict.fromkeys(weak))
    elif keys and len(keys) <= 2:
        # ordinary words: one key word stands for a short label (fully, when it is the only one, or
        # when both are in one sentence)
        # (an action's object alone, "status" of "Review current phase status", names it only weakly)
        alone = len(keys) == 1 and not _acts(item, clean)
        if alone:
            # the one key word standing for the label, but not where the sentence qualifies it by another option's
            # word ("Checkout team (Dana)" is not "Support team" beside "Checkout engineers")
            pats.append((unqualified(keys[0], item, label, _FUNCTION_WORDS | _STOPWORDS), 2))
        else:
            pats.extend((_word_re(t, case_sensitive=len(t) < 4), 1) for t in keys)
        if len(keys) == 2:
            a, b = keys
            pats.append((re.compile(_word_re(a).pattern + r"[^.!?;\n]{0,60}?" + _word_re(b).pattern, _I), 2))
            pats.append((re.compile(_word_re(b).pattern + r"[^.!?;\n]{0,60}?" + _word_re(a).pattern, _I), 2))
    elif len(keys) >= 5:
        # a long label: three of its key words in one sentence; two of five are the project's topic as often as
        # the option's ("Students book 2h lessons by wind window" and "Lesson cut short by wind drop")
        pats.append((Several([_word_re(t) for t in keys], 3), 2))
    elif keys:
        # a long label: two of its key words in one sentence
        for i, a in enumerate(keys):
            for b in keys[i + 1 :]:
                pats.append((re.compile(_word_re(a).pattern + r"[^.!?;\n]{0,60}?" + _word_re(b).pattern, _I), 2))
                pats.append((re.compile(_word_re(b).pattern + r"[^.!?;\n]{0,60}?" + _word_re(a).pattern, _I), 2))
    # a description's words are weaker evidence than a label's: only a compound ("self-hosted") counts
    pats.extend((_word_re(t), 1) for t in desc_keys if re.fullmatch(r"[A-Za-z]{3,}(?:-[A-Za-z]{3,})+", t))
    if sum(ch.isalpha() and ord(ch) > 0x24F for ch in clean) >= 2:
        # a label whose words are mostly in a script the key words do not read ("API を簡素化": simplify the API):
        # its Latin word is what it acts on, not what it is; only the whole label names it fully
        pats = [(p, w if w == 3 else 1) for p, w in pats]
    return pats


def _loose_patterns(item: Item, label: str) -> list[tuple[re.Pattern[str], int]]:
    """Each key word of a label alone: whether a roadmap's phase is about the option."""
    keys, _ = _key_tokens(item, _PAREN.sub(" ", straighten(label)))
    return [(_word_re(t), 1) for t in keys if len(t) >= 4]


def mentions_in(docs: list[Doc], item: Item, labels: list[str], phase_number: str | None, *,
                for_scope: bool = False, additions: bool = False, topic: str = "") -> Mentions:
    """Which of ``labels`` the documents speak for or against. For a scope question a
    roadmap speaks only in the part about the current phase (``phase_number``), and an
    option it places in another phase is against."""
    result = Mentions()
    if not docs:
        return result
    descriptions = {o.label: o.description for o in item.options}
    patterns = {label: pats for label in labels if (pats := _label_patterns(item, label, descriptions.get(label, ""), topic))}
    listing = {label: items for label in labels if (items := _listed(descriptions.get(label, "")))}
    for d in docs:
        text = d.text
        if for_scope and d.name.endswith("ROADMAP.md"):
            mine, other = phase_parts(text, phase_number)
            if mine is not None:
                text = mine
                loose = {label: patterns.get(label, []) + _loose_patterns(item, label) for label in labels}
                elsewhere = _scan(other, loose, exclusive=False)[0]
                here = _scan(mine, loose, exclusive=False)[0]
                for label, sentence in here.items():
                    result.positive.setdefault(label, []).append(d.name)
                    result.why.setdefault(label, f"the current phase: {sentence.strip()}")
                for label, sentence in elsewhere.items():
                    if label not in here:
                        result.negative.setdefault(label, []).append(d.name)
                        result.why.setdefault("-" + label, f"another phase: {sentence.strip()}")
        pos, neg, strengths, against, where = _scan(text, patterns, exclusive=not for_scope, additions=additions, listing=listing)
        for label, w in strengths.items():
            result.strength[label] = max(result.strength.get(label, 0), w)
        for label, w in against.items():
            result.against[label] = max(result.against.get(label, 0), w)
        for label in labels:
            if label in neg:
                result.negative.setdefault(label, []).append(d.name)
                result.why.setdefault("-" + label, neg[label])
            elif label in pos:
                if d.name not in result.positive.get(label, []):
                    result.positive.setdefault(label, []).append(d.name)
                if label not in result.why:
                    result.why[label] = pos[label]
                    if label in where:
                        result.where[label] = where[label]
    return result
