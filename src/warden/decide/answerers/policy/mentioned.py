"""How a sentence of a project's files speaks of what it mentions: for it, against it (a negation before
or after, a heading that rules out, someone else's, kept for someone's approval), or not at all (a
question, a weighing of candidates). The evidence reader (``evidence``) asks this of every mention."""

from __future__ import annotations

import re

_I = re.IGNORECASE


# negation and preference cues around a mention in a planning file
_NEG_BEFORE = re.compile(
    r"(?:\bnot\b|n't\b|\bnever\b|\bno\b|\bavoid(?:s|ed|ing)?\b|\binstead of\b|\brather than\b|\bwithout\b|\bdrop(?:s|ped|ping)?\b"
    r"|\breject(?:s|ed|ing)?\b|\bremov(?:e|ed|ing)\b|\bdeprecat\w*|\bexcept\b|\bnon-?goals?\b|\bout of scope\b|\bdefer(?:s|red)?\b"
    r"|\blater\b|\bv2\b(?!\.\d)|\bpostpone[ds]?\b|\bexclud(?:e|ed|es|ing)\b|\breplac(?:e|ed|ing)\b|\babandon(?:s|ed|ing)?\b|\bveto(?:es|ed)?\b"
    r"|\bruled? out\b|\bban(?:s|ned)?\b|\bforb(?:id|ade|idden)\b|\bdisallow\w*|\bno longer\b|\bgave up on\b|\bstop(?:ped)? using\b"
    r"|\bstay(?:ing)? (?:away from|off)\b|\b(?:migrat|switch|mov|port)\w* (?:(?:it|them|this|that|everything|all)\s+)?(?:away from|out of|off|from)\b|\bone-off\b|\bthrowaway\b)"
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
    # the mention may modify the subject's head ("Time tracking and quiz analytics are out of scope")
    r"^[\s\W]*(?:(?-i:[a-z][\w-]*)\s+(?=(?:and|or|is|are|was|were)\b))?(?:(?:and|or|,)\s+[\w./-]+(?:\s+(?-i:[a-z][\w-]*)(?=\s+(?:and|or|is|are|was|were)\b))?[\s/,]*){0,3}(?:(?:is|was|are|were|will be|has been|have been|gets|got|stays?|remains?)\s+)?(?:(?:now|also|explicitly|simply)\s+)?"
    r"(?:(?:not|never)\b(?!\s+(?:optional|negotiable|skippable|skipped|bypassed|disabled|muted|up for debate|an option)\b)"
    r"|rejected|ruled out|vetoed|off the table|abandoned|dropped|out of scope|deferred|postponed|excluded|removed|(?:the |a |our )?legacy\b"
    # its object, then who does not do it: "Duplication we don't track"
    r"|(?:we|they|i)\s+(?:don'?t|do not|never|no longer)\s+[a-z]+"
    r"|deprecated|banned|forbidden|untouched|unused|later|not needed|unnecessary|overkill|too (?:heavy|complex|slow|much|chatty|expensive|costly)"
    r"|judged too|comes later|(?:its|their) own (?:project|ticket|epic|issue|story|task|workstream|effort)|(?:goes|go|moved?|pushed|parked|sent) (?:to|into|on) (?:the )?backlog|release-only|(?:reserved )?for releases only|reserved for releases|waits? (?:for|until) (?:v\d|version \d|a later|the next|next|later)|(?:a )?(?:v2|future|later) (?:idea|item|feature|thing)|in v2(?!\.\d)|for v2(?!\.\d)|can wait|(?:is )?a non-goal|one-off|throwaway"
    r"|deleted after|to be (?:removed|deleted|dropped)|private|hidden|never (?:shown|appear|displayed))",
    _I,
)
# for a question about what to add or enable: what the project already has is not wanted again
_ALREADY = re.compile(
    r"^[\s\W]*(?:[\w ]{0,30}?)(?:is |are |was |were )?(?:already (?:set up|exists?|in place|handled|configured|done|covered|runs?|there)"
    r"|handled by|exists?\b|(?:is|are) (?:set up|in place|configured)\b|(?:is|are) covered by)",
    _I,
)
_NEG_SECTION = re.compile(
    r"out of scope|deferred|non-?goals?|not doing|won'?t|rejected|alternatives|considered|future|later|backlog|(?:\b(?:for|to|in|until|till|after)\s+|(?<![A-Za-z]\s))\bv2\b(?!\.\d)|exclu|parking lot|someday|icebox"
    r"|ruled out|vetoed|abandoned",
    _I,
)  # (a v2 right after a word is a name's version, "Epic 012 — settlement v2", unless it says for when: "Planned for v2")
# a sentence's own short label, up to its first colon ("Not this season:", "- Deferred to v2:"); what follows lists
# a label that rules out for a time or a release, not a named thing ("Not this season", "Not for v1", "Not yet")
_NOT_WHEN = re.compile(r"(?:not|no)\s+(?:in\s+|for\s+|until\s+|before\s+)?(?:this|these|the first|v\d|yet|now|launch|release|mvp)\b", _I)
_LEAD_IN = re.compile(r"^[\s*>#-]*([\w'./-]+(?: [\w'./-]+){0,5}):\s")


def unlabelled(sentence: str) -> str:
    """A sentence without its own short label ("Out of scope: disputes" -> "disputes")."""
    lead = _LEAD_IN.match(sentence)
    return sentence[lead.end():] if lead else sentence



# "X, not Y", "X (not for Y)": the negation after a mention contrasts it with what follows
_CONTRAST = re.compile(r"[\s,()\u2014\u2013-]*not\s+(?:(?:for|the|a|an|on|in|with|via|to|at|by|as)\s+){0,2}", _I)
# what a contrast sets against the mention: a thing ("the whole flow, not single screens"), not a state of it ("not yet")
_A_STATE = re.compile(r"(?:yet|now|needed|necessary|used|using|wanted|required|supported|allowed|planned|included|scope|part|ours|important"
                      r"|relevant|possible|ready|done|worth|an option|this|that|it|them|until|anymore|any more|v\d|before|after|here|there"
                      r"|always|ever|only|just|really|so|too|very|\d)\b", _I)


def _mention_kind(sentence: str, start: int, end: int, section_negative: bool, additions: bool = False,
                  others: frozenset[int] = frozenset()) -> int | None:
    """+1 for a mention in favour, -1 against, None for a mention that decides nothing.
    ``others``: where the sentence names the question's other options; a negation that
    goes on to name one of them ("SQLite, not PostgreSQL") is about that one."""
    if sentence.rstrip().endswith("?"):
        return None
    if section_negative:
        return -1
    lead = _LEAD_IN.match(sentence[:start])
    if lead and (_NEG_SECTION.match(lead.group(1)) or _NOT_WHEN.match(lead.group(1))):
        return -1  # "Not this season: text alerts, card payments": a line's own label works as a heading does
    if _IN_A_NAME.match(sentence, end):
        return None  # "never put 'extractor' or 'writer' in a name": the word inside names, not the thing it names
    before = sentence[max(0, start - 60) : start]
    # a negation speaks within its clause: "PostgreSQL was ruled out: ops only run MySQL" is for MySQL
    cut = max(before.rfind(":"), before.rfind(","), before.rfind(" - "), before.rfind("\u2014"), before.rfind("("))
    if cut >= 0 and not re.search(r"\b(?:not|no)\s*$", before[:cut + 1].rstrip(",")[-6:], _I):
        before = before[cut + 1 :]
    # a mention joined to another by a slash speaks with it: "Moderate/Info go to the backlog"
    after = re.sub(r"^/[A-Za-z][\w-]*", "", sentence[end : end + 80])[:60]
    # a negation speaks about what closely follows it ("no ORM: plain SQL" rules out the ORM only)
    neg_end = max((m.end() for m in _NEG_BEFORE.finditer(before) if len(before) - m.end() <= 30), default=-1)
    pos_end = max((m.end() for m in _POS_BEFORE.finditer(before)), default=-1)
    tent_end = max((m.end() for m in _TENTATIVE.finditer(before)), default=-1)
    if tent_end > max(neg_end, pos_end):
        return None
    if neg_end >= 0 and neg_end >= pos_end:
        return -1
    if _FORBIDS.search(before):
        return -1  # what a prohibition's clause names: "no code may be sent to third-party model providers"
    if _NEG_AFTER.search(after) and not re.match(r"[\s\W]*(?:is|are|was|were)?\s*not (?:only|just)\b", after, _I):
        contrast = _CONTRAST.match(sentence, end)
        # "SQLite, not PostgreSQL", "the whole flow (…), not single screens": the negation is about what follows
        if contrast is None or not (contrast.end() in others or re.match(r"[A-Za-z]", sentence[contrast.end():contrast.end() + 1])
                                    and not _A_STATE.match(sentence, contrast.end())):
            return -1
    if _ANOTHERS.match(after):
        return -1  # "the `billing` session is Mira's": someone else's, not a choice for it
    if _NEEDS_SOMEONE.match(after):
        return None  # "Major releases need Matt's go-ahead first": kept for someone, neither chosen nor ruled out
    if _CLASS_RULE.match(after):
        return None  # "Major versions always go through an -rc first": how such releases are made, not this one's choice
    if _KIND_OF_RELEASE.match(after) and _MAY.search(before):
        return None  # "Claude may cut patch releases": who may make such releases, not that this one is of the kind
    if additions and (_ALREADY.search(after) or re.search(r"\balready\b", before[-30:], _I)):
        return -1
    return 1


# what a mention is said to need someone's approval for: "(breaking changes) need Matt's go-ahead first"
# ("New paid services over $50/month need Ana (founder) to approve": the person as the object, then the approving verb)
_NEEDS_SOMEONE = re.compile(r"[\s`'\"*]*(?:[\w.$/%-]+\s+|\([^()]{0,40}\)\s*){0,4}?(?:needs?|requires?|must (?:have|get))\s+(?:(?-i:[A-Z][a-z]+)'s\s+"
                            r"(?:\([^()]{0,30}\)\s+)?(?:explicit\s+|written\s+|prior\s+)?(?:go-?ahead|ok|okay|approval|sign-?off|consent)"
                            r"|(?:an?\s+)?(?:explicit\s+|written\s+|prior\s+)?(?:approval|sign-?off|go-?ahead)\s+(?:from|by)\b"
                            r"|(?-i:[A-Z][a-z]+)\s+(?:\([^()]{1,30}\)\s+)?to\s+(?:approve|sign\s+off|okay|ok|agree)\b)", _I)
# a rule for every release of the mention's kind: "(Major) versions always go through at least one -rc first"
_CLASS_RULE = re.compile(r"[\s`'\"*]*(?:versions?|releases?|bumps?)\s+(?:always|must|need|needs|require|requires|should|have\s+to|has\s+to"
                         r"|go\s+through|are|is|get)\b", _I)
# a mention as a word put in names: "'extractor' or 'writer' in a name", "the word draft in titles"
_IN_A_NAME = re.compile(r"[`'\"]?(?:\s*(?:,|or|and|/)\s*[`'\"]?[\w-]{1,30}[`'\"]?)*\s+(?:in|into|inside)\s+"
                        r"(?:(?:a|an|the|any|its|their|your|our)\s+)?(?:[\w-]+\s+)?(?:names?|titles?|ids?|identifiers?|filenames?|slugs?)\b", _I)
# a mention naming a kind of release ("patch releases"), and a permission just before it ("Claude may cut ...")
_KIND_OF_RELEASE = re.compile(r"[\s`'\"*]*(?:versions?|releases?|bumps?)\b", _I)
_PERMITS = r"may|can|(?:is|are)\s+(?:allowed|permitted|free)\s+to"  # a permission's words, here and in ``_ALLOWS``
_MAY = re.compile(rf"\b(?:{_PERMITS})\s+(?:[\w-]+\s+){{0,2}}$", _I)
# what a mention is said to be someone else's: "is Mira's", "belongs to Mira", "is owned by Mira"
# ("are maintained by the standards desk (Rosa)": a desk or a team, the person in brackets)
_ANOTHERS = re.compile(r"[\s`'\"*]*(?:[\w-]+\s+){0,2}?(?:(?:is|are)\s+(?:(?-i:[A-Z][a-z]+)'s\b|(?:owned|run|held|reserved|maintained|managed|curated)\s+by\s+"
                       r"(?:(?-i:[A-Z][a-z]+)\b|(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:team|desk|office|group)\b(?:\s+\((?-i:[A-Z][a-z]+)\))?))"
                       r"|belongs?\s+to\s+(?-i:[A-Z][a-z]+)\b)", _I)


# a clause that forbids an act: "no" or "nothing" as its subject's determiner, then a modal and the act
# ("no code or data may be sent to …": a passive act after a modal; "no doubt we can use X", "no reason it should
# use X" are idioms in favour, not prohibitions)
_FORBIDS = re.compile(r"(?:^|\s)(?:no|nothing)\s(?!(?:doubt|question|reason|need|wonder|matter|surprise)\b)[^.;:]{0,40}?"
                      r"\b(?:may|can|shall|must|should|is to|are to)\s(?:ever\s)?be\s\w+(?:ed|en|t)\b", _I)
_SUBJECT_NEG = re.compile(
    r"\b(?:must not|mustn't|must never|never|unrelated|irrelevant|not ours|not part of|out of scope|owned by (?:another|the \w+|a different) team"
    r"|not (?:used|needed|wanted|in scope))\b",
    _I,
)


# What makes a mention a choice. A sentence naming an option may choose it ("Base branch: develop", "We keep full
# history on main", "Order work foundation-first") or describe the project by it ("docs in English", "Observing log for
# amateur astronomers (Flutter + Firebase)"). Or it only speaks of it: allows it ("Claude may cut patch releases"),
# says what it does, needs or is ("Ravi (tech lead) merges to main", "Major versions always go through an -rc first"),
# or holds it as a bare value (a file whose line is only a user name). For a choice of one option, the speaking kind
# decides nothing.
# a permission or a possibility in the mention's clause: "Claude may cut", "agents can open"
_ALLOWS = re.compile(rf"\b(?:{_PERMITS}|could|might)\b", _I)
# where the mention's clause begins: a comma, a semicolon, a dash, a colon (what follows a lead-in is its value)
_CLAUSE = re.compile(r"[,;:\u2014\u2013]|\s-\s")
# what may stand before the subject of a clause: list marks, a determiner, a quantifier
_BEFORE_SUBJECT = re.compile(r"^[\s*>#\d.)\[\]x`'\"(/-]*(?:(?:the|a|an|our|all|every|each|any|its|their|this|these|those)\s+)?[`'\"]*$", _I)
# after a subject: a modal, an auxiliary or an adverb that opens a predicate about it
_PREDICATE = re.compile(r"(?:must|should|shall|will|would|may|can|could|might|need|needs|needed|require[sd]?|always|never|also|still|already"
                        r"|usually|often|do|does|did|has|have|had|go|goes|went|get|gets|got)\b", _I)
# a named person as the clause's subject, with a role in brackets ("Mattie", "Ravi (tech lead)"), and a word in the
# third person after it ("merges", "approves")
_NAMED_SUBJECT = re.compile(r"^[\s*>-]*(?-i:[A-Z][a-z]+)(?:\s+(?-i:[A-Z][a-z]+))?(?:\s+\([^()]{1,40}\))?\s+$")
_THIRD_PERSON = r"(?-i:[a-z]+[^s\W]s)"  # "merges", "covers": not "class", "process"
_VERB_FORM = re.compile(_THIRD_PERSON)
# after a named person: a verb in the third person and its object ("cuts releases", "owns billing")
_NAMED_DOES = re.compile(r"\s+" + _THIRD_PERSON + r"\s+[a-z]")
# a mention in brackets after a named person, the brackets followed by what that person does: an aside naming them
_ASIDE_OPENS = re.compile(r"(?<![\w.-])(?!Claude\b)(?-i:[A-Z][a-z]+)\s+\(\s*[`'\"]?$")
_ASIDE_ACTS = re.compile(r"[^()]{0,60}\)\s+(?:(?:only|alone|always|also|then)\s+)?" + _THIRD_PERSON + r"\b")
# a named person, a role in brackets, a verb in the third person and the start of its object: the mention is that object
_NAMED_ACTS_ON = re.compile(r"(?<![\w.-])(?!Claude\b)(?-i:[A-Z][a-z]+)\s+\([^()]{1,40}\)\s+" + _THIRD_PERSON
                            + r"\s+(?:(?:the|a|an|our|its|their|every|each|all|this|that)\s+)?(?:[\w-]+\s+){0,2}$")
# a clause saying who alone does something: "Only the Thursday architecture review moves an RFC to Approved", "only the
# release job publishes to npm": what it names is reserved to that subject, not the project's choice of it
_ONLY_ACTS = re.compile(r"^[\s*>\d.)\[\]`'\"(-]*only\s+(?:[\w'()-]+\s+){1,5}?" + _THIRD_PERSON + r"\b", _I)
_COPULA = re.compile(r"(?:is|are|was|were|stays?|remains?)\b\s*", _I)
_INNER_COPULA = re.compile(r"\s(?:is|are|was|were)\s+", _I)
# a copula's complement that gives the subject as the project's choice: "PostgreSQL is our database", "SSE is the default"
_ADOPTED = re.compile(r"(?:our|the\s+(?:project's|team's|default|standard|preferred|chosen|primary|main|canonical|only)|default|standard|preferred"
                      r"|required|mandatory|canonical|decided|chosen|approved|accepted|in use|used|not (?:optional|negotiable))\b", _I)
# a verb in the third person after a subject, before its object or its complement: "merges to main", "covers this repo"
_VERB_S = re.compile(_THIRD_PERSON + r"\s+(?:to|into|on|at|for|with|from|the|a|an|our|it|them|its|their|all|every|each|this|that|and|when|if|unless|before|after)\b")


# a numbered member of a series: "Arc 3", "chapter 2.5", "Sprint 14"
_SERIES = re.compile(r"\b([A-Za-z]{3,})\s+(\d+(?:\.\d+)*)\b")
# what follows a name that says only where the project keeps its kind: " nodes in esphome/", " files live under src/db/"
_KEPT_IN = re.compile(r"(?:\s+[\w-]+){0,2}\s+(?:(?:live|lives|are|is|go|goes|sit|sits)\s+)?(?:in|under)\s+`?[\w.-]+/[\w./-]*`?[.;]?\s*$", _I)
# a plan's numbered entry before what it names: "Phase 4: ", "## Step 2 — ", "Milestone 3. "
_NUMBERED_ENTRY = re.compile(r"^[\s#*>-]*(?:phase|step|stage|milestone|wave|sprint|increment|iteration|part)\s+[\w.]{1,5}\s*[:.)\u2014\u2013-]\s*$", _I)
# a field that names a person: who owns, wrote, maintains or answers for the project
_WHO_FIELD = re.compile(r"^[\s>*_#-]*(?:project\s+|code\s+|product\s+)?(?:owners?|authors?|maintainers?|maintained\s+by|written\s+by"
                        r"|contacts?|leads?|assignees?|reviewers?|on[- ]call)\s*:\s*$", re.I)


def states_choice(sentence: str, start: int, end: int, label: str = "") -> bool:
    """Whether a mention in favour (``_mention_kind`` gave +1) chooses what it names or describes the project by it;
    False where the sentence only speaks of it (see above). ``label``: the option's label the mention names."""
    before = sentence[:start]
    if not before.strip(" `'\"*") and sentence.count(" | ") >= 2:
        return False  # a table's row that opens with it ("DEV-47 | Invoice PDF | invoicing | Medium"): an entry of a listing
    series = _SERIES.fullmatch(sentence[start:end].strip()) or _SERIES.fullmatch(label.strip())
    if series and len({n for w, n in _SERIES.findall(sentence) if w.lower() == series.group(1).lower()}) > 1:
        return False  # "Arc 1 (done), arc 2 (drafting), arc 3": one of a series the sentence lists, not the one to take
    if _NUMBERED_ENTRY.match(before) and not sentence[end:].strip(" `'\"*.\u2705"):
        return False  # "Phase 4: iCloud sync": the plan's fourth entry, which names it in its place, not as the next
    cuts = [m.end() for m in _CLAUSE.finditer(before)]
    clause = before[cuts[-1]:] if cuts else before
    aside = clause.rfind("(")
    if aside >= 0 and ")" not in clause[aside:]:
        clause = clause[aside + 1:]  # an aside still open opens its own clause: "from develop (Minji cuts releases)"
    if sentence[end:end + 1] == "/" and _KEPT_IN.search(sentence, 0, end + 1):
        return False  # the folder itself ("in esphome/"), where a sentence says what the project keeps there
    if _KEPT_IN.match(sentence, end) and _BEFORE_SUBJECT.match(clause):
        return False  # "ESPHome nodes in esphome/": where the project keeps something, not a choice for new work
    if _ALLOWS.search(clause):
        return False
    if _WHO_FIELD.match(before) and label and re.search(r"[^\W_]{2,}", re.sub(re.escape(sentence[start:end]), " ", label, flags=re.I)):
        # "Owner: Jonas Lind." answers who ("Author: kyle" names the option "kyle"), not which of options that only hold the
        # name ("jonas/retry-budget") to take
        return False
    if _NAMED_SUBJECT.match(clause) and _VERB_FORM.fullmatch(sentence[start:end]):
        return False  # "Mattie merges release PRs": what a named person does, not the agent's choice
    if _NAMED_ACTS_ON.search(clause):
        return False  # "after Jen (executive director) approves the final PDF": what a named person does with it
    if _ONLY_ACTS.match(clause):
        return False  # "Only the architecture review moves an RFC to Approved": reserved to whoever does it
    if _ASIDE_OPENS.search(sentence, 0, start) and _ASIDE_ACTS.match(sentence, end):
        return False  # "only James (thruflo, head of content) merges blog PRs": the person's handle, not a choice
    inner = _INNER_COPULA.search(sentence, start, end)
    if inner and _BEFORE_SUBJECT.match(clause) and not _INNER_COPULA.search(f" {label} "):
        # the mention spans its own clause's verb ("Sessions are stored in Postgres" for "session store"): a statement
        # about the subject, which chooses only where its complement gives it as the project's (where the option's label
        # holds no such verb itself: "Parts are learnt before the first rehearsal" names that option whole)
        return bool(_ADOPTED.match(sentence[inner.end():]))
    if not _BEFORE_SUBJECT.match(clause):
        return True  # it stands after a verb, a preposition or a modifier: what the clause does with it, or how
    rest = sentence[end:]
    if not rest.strip(" \t`'\"*") and not clause.strip() and not re.search(r"[.!?;:](?:\s|$)", sentence):
        return False  # a line that is only the value: a listing's entry (a user name, a tag), which chooses nothing
    if _NAMED_SUBJECT.match(sentence[start:end] + " ") and _NAMED_DOES.match(rest):
        return False  # "(Minji cuts releases)": what a named person does, whatever its object
    # the predicate of the subject the mention opens, past the rest of its noun phrase and an aside: "Ravi (tech lead)
    # merges", "Major releases (breaking changes) need"
    for _ in range(3):
        rest = re.sub(r"^[\s`'\"*]*(?:\([^()]{0,60}\)\s*)?", "", rest)
        if _PREDICATE.match(rest) or _VERB_S.match(rest):
            return False
        copula = _COPULA.match(rest)
        if copula:
            return bool(_ADOPTED.match(rest[copula.end():]))
        word = re.match(r"(?-i:[A-Za-z][\w-]*|[\d.]+)(?=[\s(`'\"*])", rest)
        if not word:
            break
        rest = rest[word.end():]
    return True  # a subject with no predicate: a line naming what the project is or has ("Audit log on every PHI read")
