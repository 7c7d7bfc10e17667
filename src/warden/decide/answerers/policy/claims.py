"""What planning documents say beside naming an option: that something changed since it
was written, whether the facts a question states hold, that they decide a question's
topic without naming its default, or that they speak of an option at all.
"""

from __future__ import annotations

import re

from warden.askuser.model import Item
from warden.decide.answerers.policy.evidence import (
    _PAREN,
    _label_patterns,
    _STOPWORDS,
    Doc,
    _distinctive,
    _sentences,
    _stem,
    _tokens,
)
from warden.decide.answerers.policy.mentioned import _mention_kind
from warden.decide.answerers.policy.wording import asking, bare_yes, is_delegation_label, is_open_option, straighten
from warden.decide.answerers.policy.wording import word_re as _word_re

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterator

    from warden.decide.answerers.policy.structure import View

_I = re.IGNORECASE

_STALE = re.compile(
    r"\b(?:changed|revised|rewritten|rewrote|reworked|replaced|superseded|outdated|stale|predates?|re-?discuss|re-?plan|re-?run"
    r"|after the last|since the last|no longer (?:matches|valid|current)|executed after|added after|moved to)\b",
    _I,
)


def staleness(docs: list[Doc]) -> str | None:
    """A sentence of the documents saying something changed after it was written down."""
    for d in docs:
        if d.name == "the project's configuration":
            continue
        for sentence, _ in _sentences(d.text):
            if _STALE.search(sentence) and not sentence.rstrip().endswith("?"):
                return f"{d.name}: {sentence.strip()}"
    return None


_CLAIM_RULES_OUT = re.compile(r"\b(?:not|no|never|without)\s+([\w.+#-]{2,})", _I)
# the claims of a list: numbered "(1)", separated by ";", or one per bulleted line
_CLAIM_SPLIT = re.compile(r"\(\d+\)|;|\bQ\d+\b|\n[ \t]*[-*\u2022][ \t]+")
_GENERIC = frozenset("""feed feeds item items use uses used using covers cover last these those look looks right correct all
    answers answer accept display order target features feature milestone capture want build what does this that""".split())


def claims(question: str, docs: list[Doc]) -> tuple[list[str], list[str], list[str]]:
    """(supported, contradicted, unknown) claims of a question that states facts and asks
    whether they are right ("Assumptions: (1) ...; (2) .... These all look right?").
    A claim's distinctive words (names, numbers, terms) decide it when it has any."""
    text = straighten(question)
    m = re.search(r"[:\u2014]\s*(.+)$", text, re.S)
    body = m.group(1) if m else text
    body = re.sub(r"(?:^|[.!?]\s+|\s[-\u2014]\s|,\s)(?:(?!\s[-\u2014]\s)[^.!?,])*\?\s*$", "", body.strip())
    parts = []
    for raw in _CLAIM_SPLIT.split(body):
        if raw.strip().endswith("?"):
            continue  # the sentence asking about the claims states none
        listed = raw.rpartition(":")[2] if ":" in raw else ""
        items = listed.split(",")
        if len(items) > 1 and all(0 < len(x.split()) <= 4 for x in items):
            parts.extend(items)
        else:
            parts.append(raw)
    return _weigh(parts, docs)


# a row of a summary shown before asking: "Power Source: 2×AA lithium" or "| Workload | AI / ML |"
# (the value runs to the line's end and is trimmed after: a lazy value before optional trailing space backtracks over a
# long run of spaces once per character)
_MAX_ROWS = 40
_ROW = re.compile(r"^[ \t>*-]*(?:\|[ \t]*)?([A-Za-z][\w /&()-]{0,30}?)[ \t]*(?::|\|)[ \t]+(\S[^\n]*)$", re.M)


def shown_claims(question: str, shown: str, docs: list[Doc]) -> tuple[list[str], list[str], list[str]]:
    """The claims of a question that states facts, or, when it states none and asks about what
    was shown ("Does this look right?" under a requirements summary), of the summary's rows:
    each row's value is a claim. A summary the session drew up holds what it inferred too, and
    a row the files do not hold may be one it got wrong: it is confirmed only when the files
    bear out every row."""
    found = claims(question, docs)
    if any(found) or not shown:
        return found
    rows = [value.rstrip(" \t|") for key, value in _ROW.findall(straighten(shown))
            if not re.fullmatch(r"-+|value|setting", value.strip(" \t|"), _I) and not re.fullmatch(r"setting|key|field", key.strip(), _I)]
    if not 2 <= len(rows) <= _MAX_ROWS:
        return found  # one row is no summary; a listing of hundreds is not one a person confirms at a glance
    supported, contradicted, unknown = _weigh(rows, docs)
    if unknown:
        return [], contradicted, supported + unknown
    return supported, contradicted, unknown


def _weigh(parts: list[str], docs: list[Doc]) -> tuple[list[str], list[str], list[str]]:
    supported, contradicted, unknown = [], [], []
    sentences = [(s, neg) for d in docs for s, neg in _sentences(d.text)]
    for raw in parts:
        claim = raw.strip(" .:()")
        # what the claim itself rules out ("Liquibase, not Flyway") is weighed the other way round: a file ruling it
        # out agrees, one adopting it ("ADR-009 Move to Flyway") contradicts the claim
        ruled = [m.group(1) for m in _CLAIM_RULES_OUT.finditer(claim)]
        tokens = _tokens(_CLAIM_RULES_OUT.sub(" ", claim))
        words = [t for t in tokens if t.lower() not in _STOPWORDS and t.lower() not in _GENERIC and len(t) >= 2]
        if not words:
            continue
        named = [t for t in tokens if t in words and (_distinctive(t) or t[0].isdigit() or t[0].isupper())]
        weigh = named or words
        hits, unnamed = 0, False
        against = any(_mention_kind(sent, mm.start(), mm.end(), neg) == 1
                      for w in ruled for sent, neg in sentences for mm in _word_re(w).finditer(sent))
        for w in weigh:
            pat = _word_re(w)
            found = False
            for sent, neg in sentences:
                for mm in pat.finditer(sent):
                    kind = _mention_kind(sent, mm.start(), mm.end(), neg)
                    if kind == -1:
                        against = True
                    elif kind == 1:
                        found = True
            hits += found
            # a product's name the files never mention ("MySQL" where they say Postgres, "TypeScript") is not confirmed by
            # its neighbours
            unnamed = unnamed or (not found and w.isalpha() and len(w) >= 5 and bool(re.search(r"[a-z][A-Z]", w)))
        if against:
            contradicted.append(claim)
        elif (named and hits * 2 >= len(named) and hits and not unnamed) or (not named and hits * 5 >= len(words) * 3):
            supported.append(claim)
        else:
            unknown.append(claim)
    return supported, contradicted, unknown


DECISION_CUE = re.compile(
    r"\b(?:decided|decision|settled|agreed|agreement|must|always|never|we use|we want|i like|i prefer|i want|prefer(?:s|red)?|policy"
    r"|locked|chose|chosen|requires?|mandat\w*|fixed|standardi[sz]ed)\b",
    _I,
)
_TOPIC_STOP = frozenset("""should would could which what when where your this that these those with from into before after each
    more most much many than then them they their there here want like does have will been being about also only just some
    other option options choose choice pick question answer""".split())


def topic_decision(item: Item, docs: list[Doc], label: str) -> str | None:
    """A sentence of the documents that decides the question's topic without naming
    ``label``: then the files speak, and ``label`` (a default) is not simply taken."""
    topic = {_stem(t) for t in _tokens(f"{item.header} {item.question}") if len(t) >= 4 and t.lower() not in _TOPIC_STOP
             and t.lower() not in ("recommended",)}
    if not topic:
        return None
    own = _word_re(_PAREN.sub(" ", straighten(label)).strip(" -:,.") or label)
    for d in docs:
        if d.name == "the project's configuration":
            continue
        for sentence, _ in _sentences(d.text):
            sentence = re.sub(r"\bphase\s+\d+(?:\.\d+)?", " ", sentence, flags=_I)
            if not DECISION_CUE.search(sentence) or own.search(sentence):
                continue
            words = {_stem(t) for t in _tokens(sentence)}
            if topic & words:
                return f"{d.name}: {sentence.strip()}"
    return None


def spoken_of(item: Item, docs: list[Doc]) -> tuple[int, str] | None:
    """(the option's index, the sentence) for a sentence of the documents that speaks of
    one of the options (two of its own words, or one distinctive name, from its label or
    description), though not plainly enough to choose it: then "You decide", or another
    option's "recommended", would pass over what the files say."""
    qwords = {_stem(t) for t in _tokens(f"{item.header} {item.question}")}
    sentences = [s for d in docs if d.name != "the project's configuration" for s, _ in _sentences(d.text)]
    keys = []
    for o in item.options:
        if is_delegation_label(o.label) or is_open_option(o.label):
            keys.append((set(), set(), set(), set()))  # "You decide", "Other": not a choice the files could speak of
            continue
        text = f"{o.label} {o.description}"
        words = {_stem(t) for t in _tokens(text) if len(t) >= 4 and t.lower() not in _STOPWORDS} - qwords
        names = {_stem(t) for t in _tokens(text) if _distinctive(t) and len(t) >= 4} - qwords
        # short capitalised names ("DB", "API", "UI" of "Build layers (DB, API, UI)") speak two together
        acronyms = {t for t in _tokens(text) if re.fullmatch(r"[A-Z]{2,3}", t)} - {t.upper() for t in qwords}
        label = {_stem(t) for t in _tokens(o.label) if len(t) >= 4 and t.lower() not in _STOPWORDS} - qwords
        keys.append((words, names, label, acronyms))
    for sentence in sentences:
        said = {_stem(t) for t in _tokens(sentence)}
        caps = set(_tokens(sentence))
        spoken = [n for n, (words, names, label, acronyms) in enumerate(keys)
                  if len(words & said) >= 2 or names & said or (label and label <= said) or len(acronyms & caps) >= 2]
        # a sentence that names two options weighs them ("Recharts and Chart.js both fit"): it leaves the choice open
        if len(spoken) == 1:
            return spoken[0], sentence.strip()
    return None


_WHEN = re.compile(r"(?<!not )\b(?:best|good|ideal|meant|useful|recommended) for\b([^.;]*)|\buse (?:this |it )?(?:if|when|for)\b([^.;]*)", _I)
_WHEN_STOP = frozenset("""simple small large well-understood understood existing new other more less most very quick fast""".split())


def fits(item: Item, docs: list[Doc]) -> tuple[int, str] | None:
    """(the option's index, what shows it) when exactly one option says when it is the one
    to take ("Skip research: best for bug fixes") and the question or the project's files
    say that is the case ("Phase 3.1: Fix off-by-one in retention pruning")."""
    asked = {_stem(t) for t in _tokens(f"{item.header} {item.question}")}
    # the topic (the header, the options' names) is what every option speaks of: only the situation decides
    topic = {_stem(t) for t in _tokens(" ".join([item.header, *(o.label for o in item.options)]))}
    sentences = [s for d in docs for s, _ in _sentences(d.text)]
    hits = []
    for n, o in enumerate(item.options):
        for m in _WHEN.finditer(straighten(o.description or "")):
            words = {_stem(t) for t in _tokens(m.group(1) or m.group(2) or "")
                     if len(t) >= 3 and t.lower() not in _STOPWORDS and t.lower() not in _WHEN_STOP}
            words = {w for w in words if not any(w.startswith(x) or x.startswith(w) for x in topic if len(x) >= 3)}
            if words & asked:
                hits.append((n, f"the question: {', '.join(sorted(words & asked))}"))
                break
            said = next((s for s in sentences if len(words & {_stem(t) for t in _tokens(s)}) >= 2), None)
            if said:
                hits.append((n, f"the files: {said.strip()}"))
                break
    return hits[0] if len({n for n, _ in hits}) == 1 else None


_DECISION_RECORD = re.compile(r"(?:^|/)(?:decisions?|adrs?)(?:[/._-]|$)", _I)


def decided(item: Item, docs: list[Doc], label: str) -> str | None:
    """A sentence of the documents that records a decision about option ``label`` ("We decided
    on sequential invoice numbering"), naming it at least by a distinctive word or two of its words."""
    option = next((o for o in item.options if o.label == label), None)
    pats = [p for p, w in _label_patterns(item, label, option.description if option else "") if w >= 2]
    for d in docs:
        if d.name == "the project's configuration":
            continue
        # a decision record (DECISIONS.md, docs/adr/...) holds only decisions: each of its sentences is one
        record = bool(_DECISION_RECORD.search(d.name))
        for sentence, _ in _sentences(d.text):
            if (record or DECISION_CUE.search(sentence)) and any(p.search(sentence) for p in pats):
                return f"{d.name}: {sentence.strip()}"
    return None


# a sentence or heading that rules something out: "No Redis cache layer", "do not add a cache store",
# "never call the billing API from views", "we moved away from X"
_RULES_OUT = re.compile(r"\b(?:no|not|never|don'?t|do not|does not|must not|shouldn'?t|without|avoid|instead of|rather than|forbid\w*|ban(?:s|ned)?"
                        r"|ruled? out|moved? away from|dropped|removed|abandoned|deprecated)\b", _I)
# a name in an option: a capitalised word not opening it, or a word shaped like code ("Rails.cache", "bd", "packages/auth")
# (a word shaped like a name, "GORM", "AutoMigrate", "float64", is one even where a sentence opens)
_NAME = re.compile(r"(?<![\w./-])[\w-]+(?:[./][\w-]+)+\b|(?<![.!?:)]\s)(?<=\s)[A-Z][A-Za-z0-9]{2,}\b"
                   r"|(?<![\w./-])(?:[A-Z]{4,}|[A-Z][a-z]+[A-Z]\w*|[a-z]{3,}\d+)\b")


def _near(*names: str) -> re.Pattern[str]:
    """One of ``names`` within a few words after a match's end."""
    return re.compile(r"\W+(?:[\w./-]+\W+){0,4}?(?:" + "|".join(re.escape(n) for n in sorted(names)) + r")(?:e?s)?(?![\w-])")


def ruled_out(docs: list[Doc], option_text: str, label: str = "") -> str | None:
    """A sentence of the documents that rules out a name the option uses ("ADR 0005: No Redis
    cache layer" against "Cache availability in Redis"), or the thing its ``label`` names ("No
    worktrees" against "Yes — worktree"): the name within a few words after words that rule it out."""
    names = {n for n in _NAME.findall(" " + straighten(option_text)) if n.lower() not in _TOPIC_STOP and n.lower() not in _STOPWORDS}
    names |= {w for w in re.findall(r"(?<![\w-])[a-z][a-z-]{4,}(?![\w-])", _PAREN.sub(" ", straighten(label)))
              if w not in _TOPIC_STOP and w not in _STOPWORDS and w not in _GENERIC}
    # a file is ruled out by its kind too: "TODOS.md" by "Do not add TODO files"
    names |= {re.sub(r"(?<=[A-Za-z]{3})[sS]$", "", n.rsplit(".", 1)[0]) for n in names if re.fullmatch(r"[\w-]{3,}\.[a-z]{1,4}", n)}
    # what the option itself says no to ("No check-in in 30 days"): a sentence saying no to it agrees with the option
    said_no = straighten(f"{label} {option_text}")
    names = {n for n in names if not any(_near(n).match(said_no, m.end()) for m in _RULES_OUT.finditer(said_no))}
    if not names:
        return None
    near = _near(*names)
    return next((f"{name}: {s.strip()}" for name, s, end in _rules(docs) if near.match(s, end)), None)


def _rules(docs: list[Doc]) -> Iterator[tuple[str, str, int]]:
    """Each sentence of the documents (not the project's configuration) with words that rule something out: the
    document's name, the sentence, and where those words end, once for each time it has them."""
    for d in docs:
        if d.name == "the project's configuration":
            continue
        for s, _ in _sentences(d.text):
            for m in _RULES_OUT.finditer(s):
                yield d.name, s, m.end()


# a name a rule rules out right after its words: "No SQLite anywhere" (a capitalised name, or one shaped like code)
_RULED_NAME = re.compile(r"\W+(?:(?:the|a|an|any|more|new)\s+)?([A-Z][A-Za-z0-9.+-]{1,30}|[a-z]+[A-Z][\w-]*)(?![\w-])")


def uses_ruled_out(text: str, docs: list[Doc]) -> str | None:
    """A sentence of the documents that rules out a name ``text`` uses, however it spells it ("No SQLite anywhere,
    including tests" against "tests/conftest.py uses sqlite:///:memory:"); None where it uses none."""
    plain = straighten(text)
    for doc, s, end in _rules(docs):
        name = _RULED_NAME.match(s, end)
        if name and name.group(1).lower() not in _STOPWORDS and re.search(
                r"(?<![A-Za-z0-9])" + re.escape(name.group(1)) + r"(?![A-Za-z0-9])", plain, _I):
            return f"{doc}: {s.strip()}"
    return None


def _proposed(question: str) -> str:
    """What the question proposes: its asking sentences past the verb that proposes ("Create", "Please review")."""
    return " ".join(re.sub(r"^\W*(?:please\s+|(?:shall|should|can|may)\s+(?:I|we)\s+|(?:do|would)\s+you\s+(?:want|like)\s+"
                           r"(?:me\s+)?to\s+)?[\w-]+", "", sentence, count=1, flags=re.I)
                    for sentence in asking(straighten(question)) if sentence.rstrip().endswith("?"))


# an option that only says no to what the question proposes: "No", "No (default)", "Skip", "Not now"
_BARE_NO = re.compile(r"^\W*(?:no|nope|skip|not now|no thanks|don'?t)\W*$", re.I)


def practised(docs: list[Doc], question: str) -> str | None:
    """A sentence of the documents stating what the question proposes as what the project does: three of the
    proposal's own words, each spoken of in its favour ("Install GrumPHP git hooks to lint staged files on every
    commit?" and "GrumPHP runs phpcs and phpstan on every commit (hooks are part of onboarding)")."""
    words = list(dict.fromkeys(t for t in _tokens(_proposed(question)) if len(t) >= 4 and t.lower() not in _STOPWORDS
                               and t.lower() not in _GENERIC))
    if len(words) < 3:
        return None
    pats = [_word_re(w) for w in words]
    for d in docs:
        if d.name == "the project's configuration":
            continue
        for sent, neg in _sentences(d.text):
            found = [mm for p in pats if (mm := p.search(sent))]
            if len(found) >= 3 and all(_mention_kind(sent, mm.start(), mm.end(), neg) == 1 for mm in found):
                return f"{d.name}: {sent.strip()}"
    return None


def option_ruled_out(docs: list[Doc], option: View, question: str, text: str = "") -> str | None:
    """``ruled_out`` for an option of a question (``text``: what it does, its own text unless given): a bare yes
    does what the question proposes, so the things the question names are its own ("Create isolated worktree for
    this feature? Yes (Recommended)" against "Don't use git worktrees here: the build cache breaks"). A bare no
    declines it, so a file stating it as what the project does rules the no out (``practised``)."""
    named = option.label
    if bare_yes(option):
        named += " " + _proposed(question)
    elif _BARE_NO.match(re.sub(r"\([^)]*\)", " ", straighten(option.label))):
        done = practised(docs, question)
        if done:
            return done
    return ruled_out(docs, text or option.text, named)


# an item of work a question lists for approval: a checkbox line ("- [ ] 4.0 Payroll export"), a numbered line ("2. Join button")
_LISTED = re.compile(r"^[ \t]*(?:[-*][ \t]*\[[ xX]\][ \t]*|[-*\u2022\u25e6][ \t]+|\d+(?:\.\d+)*[.)]?[ \t]+)(?:\d+(?:\.\d+)*[.)]?[ \t]+)?(\S.*)$",
                     re.M)


# an acronym of three to five capitals that names a thing, not a format or a layer of every project
_ACRONYM = re.compile(r"^(?!(?:API|APIS|UI|UX|CLI|URL|URLS|JSON|YAML|HTTP|HTTPS|SDK|CSS|HTML|SQL|CI|CD|PR|PRS|ID|IDS|MVP|TODO|README|NOTE"
                      r"|OK|AND|OR|NOT|THE|FOR|WITH)$)[A-Z]{3,5}$")


def excluded_item(question: str, docs: list[Doc]) -> str | None:
    """A sentence of the documents that places an item the question lists out of the work ("## Non-Goals
    - Pay, overtime or payroll export" against "- [ ] 4.0 Payroll export of swapped hours"): approving
    the list approves each item, so such an item argues against going on. The item is named by two of
    its own words (all of them when it has fewer) in a sentence that rules it out."""
    sentences = [(s, neg) for d in docs if d.name != "the project's configuration" for s, neg in _sentences(d.text)]
    for m in _LISTED.finditer(straighten(question)):
        tokens = _tokens(m.group(1))
        words = list(dict.fromkeys(t for t in tokens if len(t) >= 4 and t.lower() not in _STOPWORDS and t.lower() not in _GENERIC))
        # an acronym names its thing by itself ("SMS notifications" against "Out of scope: SMS")
        # (one the item itself leaves out, "Out of scope: SMS notifications", agrees with the files)
        item = _sentences(m.group(1))
        acronyms = [a for t in dict.fromkeys(tokens) if _ACRONYM.match(t)
                    for a in (re.compile(rf"(?<![\w-]){t}(?![\w-])"),)
                    if not any((mm := a.search(s)) and _mention_kind(s, mm.start(), mm.end(), neg) == -1 for s, neg in item)]
        if not words and not acronyms:
            continue
        need = min(2, len(words))
        pats = [_word_re(w) for w in words]
        for sent, neg in sentences:
            found = [(p, mm) for p in pats if (mm := p.search(sent))]
            if words and len(found) >= need and any(_mention_kind(sent, mm.start(), mm.end(), neg) == -1 for _, mm in found):
                return sent.strip()
            if any((mm := a.search(sent)) and _mention_kind(sent, mm.start(), mm.end(), neg) == -1 for a in acronyms):
                return sent.strip()
    return None


# the thing a question asks to take into the work, named in quotes at its start: '"iCloud sync" — sync habits across devices.
# Include it in v1.3?'
_QUOTED_SUBJECT = re.compile(r"^\W{0,3}[\"\u201c'`]([^\"\u201d'`\n]{3,60})[\"\u201d'`]")


def excluded_subject(question: str, docs: list[Doc]) -> str | None:
    """A sentence of the documents that places the thing ``question`` names in quotes at its start out of the work
    ("iCloud sync is out of scope for 2025", "Widgets wait for v2.0"): taking it in goes against them. The thing
    is named as ``excluded_item`` names an item, or by its head word (its last) opening the sentence."""
    subject = quoted_subject(question)
    if not subject:
        return None
    found = excluded_item(f"- {subject}", docs)
    if found:
        return found
    words = [t for t in _tokens(subject) if t.lower() not in _STOPWORDS]
    if len(words) < 2:
        return None
    head = _word_re(words[-1].split("-")[-1])
    for d in docs:
        if d.name == "the project's configuration":
            continue
        for sent, neg in _sentences(d.text):
            opening = re.match(r"[\s*>#-]*", sent).end()
            mm = head.match(sent, opening)
            if mm and _mention_kind(sent, mm.start(), mm.end(), neg) == -1:
                return sent.strip()
    return None


# a question asking to take something into a release or a plan: "Include it in v1.3?", "Add it to the roadmap?"
INTO_RELEASE = re.compile(r"\b(?:include|add|put|take|pull)\b[^?]{0,30}?\b(?:in|to|into)\s+(?:the\s+)?(v\d[\w.]*|roadmap|release|milestone"
                          r"|scope|sprint|mvp|next version)", _I)


def included_subject(question: str, target: str, docs: list[Doc]) -> str | None:
    """A sentence of the documents placing the thing ``question`` names in quotes at its start in ``target``
    ("v1.3 is streaks only" for "Streak freeze" and v1.3): it names the target and a word of the thing in its favour."""
    subject = quoted_subject(question)
    if not subject:
        return None
    pats = [_word_re(t) for t in _tokens(subject) if len(t) >= 4 and t.lower() not in _STOPWORDS and t.lower() not in _GENERIC]
    where = _word_re(target)
    for d in docs:
        if d.name == "the project's configuration":
            continue
        for sent, neg in _sentences(d.text):
            if not where.search(sent):
                continue
            if any((mm := p.search(sent)) and _mention_kind(sent, mm.start(), mm.end(), neg) == 1 for p in pats):
                return sent.strip()
    return None


def quoted_subject(question: str) -> str | None:
    """The thing a question names in quotes at its start, or None."""
    m = _QUOTED_SUBJECT.match(straighten(question))
    return m.group(1) if m else None


# kinds of change a project may rule out for a stretch of work, each as a proposal names it and as a rule forbids it
_CHANGE_KINDS = (
    ("a refactor", re.compile(r"\b(?:refactor\w*|rewrit\w*|restructur\w*|re-?architect\w*|migrat\w* (?:\w+ )?to\b|rewritten as)", _I),
     re.compile(r"\bno (?:big |large |major )?(?:refactor\w*|rewrites?|restructuring)\b|\b(?:don'?t|do not|never) (?:refactor|rewrite|restructure)\b"
                r"|\bminimal (?:diffs?|changes)\b", _I)),
    ("a new dependency", re.compile(r"\bnew (?:dependency|dependencies|package|library|libraries)\b|\badds? (?:a |the )?(?:dependency|package)\b"
                                    r"|\b(?:npm|pnpm|yarn|bun) (?:install|add|i) [@\w]", _I),
     re.compile(r"\bno (?:new )?(?:dependencies|deps|packages|libraries)\b|\b(?:don'?t|do not|never) add (?:new |any )?(?:dependencies|deps|packages)\b"
                r"|\bnew (?:dependencies|deps|packages) (?:need|require|must)\b|\bminimal (?:diffs?|changes)\b", _I)),
    # a service the project would have to run or pay for: "Requires provisioning managed Redis", "a new Postgres instance"
    ("new infrastructure", re.compile(r"\bprovision\w*|\bnew (?:managed |hosted |dedicated )?(?:services?|servers?|clusters?|instances?|queues?"
                                      r"|databases?|infrastructure)\b|\bmanaged (?:redis|postgres\w*|mysql|kafka|rabbitmq|elasticsearch|opensearch"
                                      r"|mongo\w*|database|queue|cache|cluster)\b", _I),
     re.compile(r"\bno (?:new )?(?:infra(?:structure)?|services|servers|clusters|managed services)\b"
                r"|\b(?:don'?t|do not|never) (?:add|provision|introduce|run) (?:new |any |more )?(?:infra(?:structure)?|services|servers)\b"
                r"|\b(?:infra(?:structure)?|services?|servers?) (?:freeze|frozen)\b", _I)),
)


def ruled_out_change(proposal: str, docs: list[Doc]) -> str | None:
    """A sentence of the documents ruling out a kind of change ``proposal`` makes ("Code fixes: minimal diffs, no
    refactors" against "Header.tsx rewritten as a new <NavBar> component", "no new dependencies" against "migrate
    to @radix-ui/react-dialog (new dependency)"); None where it makes none of those kinds or nothing rules them out."""
    text = straighten(proposal)
    for kind, made, rule in _CHANGE_KINDS:
        if not made.search(text):
            continue
        for d in docs:
            if d.name == "the project's configuration":
                continue
            for sent, _ in _sentences(d.text):
                if rule.search(sent):
                    return f"{kind}: {sent.strip()}"
    return None
