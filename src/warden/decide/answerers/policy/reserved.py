"""What the project's files reserve for a named person: "Alarm thresholds are set by the hatchery
biologist; code never changes them", "Shift lengths are decided by the rota officer only".

A change the question proposes to such a thing is that person's to make, whatever the phase
says is going on: a debug session's fix that lowers an alarm threshold is the biologist's
decision, not the fix's. Only a sentence that both says who sets the thing and keeps it from
everyone else (never, only, do not) reserves it; "timeouts are set by environment variables"
says where a value lives, not whose it is.

Spending, approval and budget are reserved the same way: "Extra provider spend needs Maya's OK",
"paid API usage requires approval from the finance lead" keep the thing from everyone but that
person, so an option that would do it (use the providers, the paid API) is theirs to choose.

Files that speak for such an option lift the reservation only where the line names the person it is
reserved for ("Maya approved Team mode") or states the approval or decision itself ("the team uses
multi-AI Team mode for brainstorms"): a changelog or a tip mentioning the option says it exists, not
that its holder chose it.
"""

from __future__ import annotations

import re

from warden.decide.answerers.policy import holders
from warden.decide.answerers.policy.evidence import Doc
from warden.decide.answerers.policy.wording import straighten

_I = re.IGNORECASE
# what is done to the thing: set, decided... and what puts it out: tagged, submitted, published
_DONE = (r"set|decided|chosen|changed|owned|tuned|fixed|agreed|tagged|submitted|published|released|deployed|shipped|uploaded"
         r"|written|maintained|edited|curated|run")
# "<thing> are set by <someone>", "<thing> is decided only by <someone>", "<thing> are tagged and submitted to the stores by Aiko only"
_RESERVED = re.compile(
    r"(?<![\w.-])(?P<subj>(?:[A-Za-z][\w-]*\s+){0,2}?[A-Za-z][\w-]*(?:\.[A-Za-z]+)?)\s+(?:are|is)\s+(?:only\s+)?"
    r"(?:" + _DONE + r")(?:\s+and\s+(?:" + _DONE + r"))?(?:\s+(?:to|in|on|into)\s+(?:the\s+)?[\w-]+)?"
    r"\s+(?:only\s+)?by\s+(?P<who>[^.;,()\n]{2,60})", _I)
# "<thing> needs Maya's OK", "<thing> requires approval from <someone>": the need keeps it from everyone else
# (two things may share it: "Minor and major releases need Ines's sign-off", "Minor releases (milestones) and 1.0 need …")
# (the thing may be an activity: "installing or updating packages from npm needs Lena's (IT security) approval";
# the holder's role may follow in brackets; "opus only with Lena's OK", "is used only with" say the same)
_NEEDS = re.compile(
    r"(?<![\w-])(?P<subj>(?:[A-Za-z]+ing\s+(?:or|and)\s+)?(?:[A-Za-z]+ing\s+)?(?:(?:[A-Za-z][\w-]*\s+)?[A-Za-z][\w-]*(?:\s+\([^()\n]{1,40}\))?(?:,|\s+and|\s+or)\s+)?"
    r"(?:[A-Za-z][\w-]*\s+){0,2}?(?:[A-Za-z][\w-]*(?:\.[A-Za-z]{1,5})?|\d+(?:\.\d+){1,6}))(?:\s+\([^()\n]{1,60}\))?\s+(?:needs?|requires?|must have|must get"
    r"|(?:(?:is|are)\s+)?(?:(?:used|run|allowed|done)\s+)?only\s+with)\s+"
    r"(?:(?P<who>[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?)'s\s+(?:\([^()\n]{1,40}\)\s+)?(?:(?:written|explicit|prior|signed)\s+)?"
    r"(?:OK|okay|approval|sign-off|signoff|go-ahead|consent)"
    r"|(?:approval|sign-off|signoff|an? OK|consent)\s+(?:from|by)\s+(?P<from>[^.;,()\n]{2,60}))", _I)
# the holder acting on every one of the things: "Sora (release manager) writes or approves every title",
# "Ingrid signs off each schema migration"; the quantifier keeps it from everyone else
_ACTS = r"(?:writes|approves|reviews|decides|sets|chooses|picks|owns|signs\s+off(?:\s+on)?|tags|publishes|releases)"
_HOLDS = re.compile(
    r"(?<![\w-])(?P<who>[A-Z][a-z][\w-]*(?:\s+[A-Z][a-z][\w-]*)?)(?:\s*\([^()\n]{1,40}\)|,\s+(?:the|our)\s+[\w\s-]{2,30},)?"
    r"\s+(?:alone\s+|personally\s+|always\s+)?" + _ACTS + r"(?:\s+(?:or|and)\s+" + _ACTS + r")?"
    r"\s+(?:every|each|all)\s+(?P<subj>(?:[A-Za-z][\w-]*\s+)?[A-Za-z][\w-]*)")
# a gate by a named person's review before the thing goes on: "<thing> is reviewed by Jonas ... before it ships"
_GATED = re.compile(
    r"(?<![\w-])(?P<subj>(?:[A-Za-z][\w-]*\s+){0,2}?[A-Za-z][\w-]*)\s+(?:are|is|must be|has to be|have to be)\s+"
    r"(?:reviewed|approved|signed[- ]off|checked)\s+(?:\w+\s+)?by\s+(?P<who>[A-Z][a-z][\w-]*(?:\s+[A-Z][a-z][\w-]*)?)"
    r"(?=[^.;\n]{0,60}\bbefore\b)")
# the same sentence keeps it from everyone else
_KEPT = re.compile(r"\b(?:never|only|do not|don't|must not|may not|cannot|can't|not to be)\b", _I)
_WHO_NOT_A_PERSON = re.compile(r"\b(?:env\w*|variables?|config\w*|files?|defaults?|code|scripts?|CI|flags?|settings?|the build"
                               r"|pipelines?|jobs?|cron\w*|workflows?|bots?|actions?|hooks?|the scheduler|automation)\b", _I)
# a line stating the approval or the decision itself, not only that a thing exists or helps
_DECIDED = re.compile(r"\b(?:approv(?:ed|es)|agreed|decided|decision|chose|chosen|signed[- ]off|OK'?d|okayed|authori[sz]ed|budgeted"
                      # a practice someone states ("the bakery always uses"), not advice ("Tip: always use"): an
                      # imperative names no one who decided
                      r"|(?:we|team)\s+(?:always\s+)?(?:uses?|runs?|prefers?|picks?)|always\s+(?:uses|runs|prefers|picks))\b", _I)
# a line of advice ("Tip: always use X", "Hint: ...", "Pro tip: ..."): advice, whoever it names, is not the approval
_ADVICE = re.compile(r"^\W*(?:(?:pro\s+)?tips?|hints?|advice|suggestions?)\b\s*[:\-—]", _I)
# what makes a proposal recurring: a clock time ("at 08:30") or a word of recurrence
_RECURS = re.compile(r"\b\d{1,2}:\d{2}\b|\b(?:daily|nightly|weekly|hourly|routines?|cron|every\s+(?:day|morning|evening|night|week|hour))\b", _I)
_STOP = frozenset("the a an our all any each every its their this that these those from with into onto over under about after before".split())
# a line's subject: its opening words up to the first verb ("Literature reviews" of "Literature reviews use …")
_LEAD = re.compile(r"^((?:[A-Za-z][\w-]*\s+){0,2}?[A-Za-z][\w-]*)\s+(?:use|uses|are|is|run|runs|need|needs|cost|costs|go|goes|get|gets|take|takes)\b", _I)
# what is done to the thing, naming it after a preposition: "Changes to", "Edits of", "Anything written to"
_CHANGES_TO = re.compile(r"^(?:any\s+)?(?:changes?|edits?|updates?|additions?|writes?|commits?|anything\s+(?:written|added))\s+(?:to|in|of|into)\s+", _I)
_FILE_NAME = re.compile(r"(?<![\w.-])[A-Za-z][\w-]*\.(?:md|txt|json|ya?ml|toml|csv|ini|cfg|conf|env|lock|py|js|ts|sql)\b")
_CLAUSE_AFTER = re.compile(r"\s+(?:after|before|when|once|if|unless|who|which|that|and\s+then)\b", _I)
_MAX_LINES = 400  # lines read per document: the cost stays linear in the files' length


def _stem(word: str) -> str:
    w = word.lower()
    if len(w) > 7 and w.endswith("ing"):
        return w[:-3]  # an activity: "updating" reserves what an "Update" does
    return w[:-1] if len(w) > 4 and w.endswith("s") and not w.endswith("ss") else w


def reservations(docs: list[Doc]) -> list[tuple[list[str], str]]:
    """(the reserved thing's words, the sentence) for every reservation the documents record. A decision asks
    this of the same documents several times (the go-ahead, each option): the last few answers are kept."""
    key = tuple((d.name, d.text) for d in docs)
    got = _KEPT_ANSWERS.get(key)
    if got is None:
        got = _reservations(docs)
        if len(_KEPT_ANSWERS) >= 8:
            _KEPT_ANSWERS.pop(next(iter(_KEPT_ANSWERS)))
        _KEPT_ANSWERS[key] = got
    return got


_KEPT_ANSWERS: dict[tuple[tuple[str, str], ...], list[tuple[list[str], str]]] = {}
# a line that may keep a decision for someone names a relation: most lines of a project's files name none, and
# are passed over at the cost of reading their words once
_MAY_KEEP_WORDS = frozenset("""call calls decision decisions choice say ok okay consent domain mine ask only never not don't dont cannot
    can't need needs require requires required must every each all route routes leave leaves refer refers up set fixed done made
    handled performed tagged submitted published released deployed shipped uploaded changed tuned owned owns own chosen picked
    picks pick before don can""".split())
_MAY_KEEP_STEMS = ("sign", "approv", "decid", "choos", "chose", "consult", "escalat", "review", "responsib", "check", "clear")
_LINE_WORDS = re.compile(r"[a-z']+")


def _may_keep(line: str) -> bool:
    return any(w in _MAY_KEEP_WORDS or w.startswith(_MAY_KEEP_STEMS) for w in _LINE_WORDS.findall(line.lower()))


def _reservations(docs: list[Doc]) -> list[tuple[list[str], str]]:
    out = []
    for d in docs:
        for line in d.text.splitlines()[:_MAX_LINES]:
            if not _may_keep(line):
                continue
            plain = straighten(line)
            found = list(_RESERVED.finditer(plain)) if "by" in line and _KEPT.search(line) else []
            found += list(_NEEDS.finditer(plain)) if re.search(r"need|require|must|only with", line, _I) else []
            found += list(_HOLDS.finditer(plain)) if re.search(r"\b(?:every|each|all)\b", line, _I) else []
            found += list(_GATED.finditer(plain)) if "by" in line and "before" in line else []
            for m in found:
                who = m.group("who") or m.groupdict().get("from") or ""
                # the holder, not what the sentence goes on to say they do ("Marta after she reviews the generated files")
                who = _CLAUSE_AFTER.split(who, 1)[0]
                if _WHO_NOT_A_PERSON.search(who):
                    continue
                subj = m.group("subj")
                if subj.lower() in ("one", "of them", "them"):
                    # "Literature reviews use the paid plan: Priya approves each one": the line's own subject
                    lead = _LEAD.match(plain.strip(" -*\t"))
                    subj = lead.group(1) if lead else subj
                # "Changes to brand-philosophy.md need Dana's sign-off": the change is what is done, the file is the thing
                subj = _CHANGES_TO.sub("", subj)
                named = _FILE_NAME.search(subj)
                # a file is named whole ("brand-philosophy.md"), not by a word of its name ("brand" of "brand colour")
                words = [named.group(0)] if named else \
                    [_stem(w) for w in re.findall(r"[A-Za-z][^\W_]+", subj) if len(w) >= 4 and w.lower() not in _STOP]
                words = [w for w in words if len(w) >= 4]
                if words:
                    out.append((words, line.strip(" -*\t")))
            for thing, _who in holders.held(plain):
                head = [_stem(w) for w in re.findall(r"[A-Za-z][^\W_]+", thing) if len(w) >= 4 and w.lower() not in _STOP][-1:]
                if head and len(head[0]) >= 4:
                    out.append((head, line.strip(" -*\t")))
    return out


def reserved(question: str, docs: list[Doc], *, whole: bool = False) -> str | None:
    """The files' sentence reserving for someone a thing the question proposes to change (None: none).
    ``whole``: the question names the whole thing (every word of it: "alarm thresholds", not a stale "alarm.md")."""
    text = straighten(question)
    for words, sentence in reservations(docs):
        if (all if whole else any)(re.search(r"\b" + re.escape(w), text, _I) for w in words):
            return sentence
        # a scheduled or recurring thing is what an option setting clock times or a recurrence does
        if any(w.startswith(("schedul", "recurr")) for w in words) and _RECURS.search(text):
            return sentence
    return None


def _holder(sentence: str) -> list[str]:
    """The words naming whom ``sentence`` reserves its thing for ("Maya", "finance lead")."""
    plain = straighten(sentence)
    named = [m.group("who") or m.groupdict().get("from") or "" for m in
             list(_NEEDS.finditer(plain)) + list(_RESERVED.finditer(plain)) + list(_HOLDS.finditer(plain)) + list(_GATED.finditer(plain))]
    for who in named + [who for _, who in holders.held(plain) if who != "the writer"]:
        words = [w for w in re.findall(r"[A-Za-z][^\W_]+", who) if len(w) >= 3 and w.lower() not in _STOP]
        if words:
            return words
    return []


def lifted(sentence: str, line: str) -> bool:
    """Whether ``line``, a file's line speaking for an option, lifts the reservation ``sentence`` records: it
    names the person the thing is reserved for, or states the approval or decision itself."""
    plain = straighten(line)
    if not plain.strip() or plain.strip(" -*\t") == straighten(sentence).strip(" -*\t") or _NEEDS.search(plain):
        return False
    if _ADVICE.search(plain):
        return False  # a tip tells the reader what to do, even where it names the holder; it is not their approval
    who = _holder(sentence)
    if who and all(re.search(r"\b" + re.escape(w) + r"\b", plain, _I) for w in who):
        return True
    return bool(_DECIDED.search(plain))


# a line asking the agent to check with someone first: "ask Priya before starting one", "check with Ops first"
_ASK_FIRST = re.compile(r"\b(?:ask|check with|ping|get (?:an? )?(?:ok|okay|approval|sign-off|go-ahead) from)\s+(?:the\s+)?"
                        r"[A-Z][\w-]+\b[^.;\n]{0,40}?\b(?:before|first)\b")
_WORD = re.compile(r"[A-Za-z][\w-]{3,}")
_COMMON = frozenset("""with this that from have before first starting start one ones them they their there what when which will
would should could into onto about only also just than then runs running after check""".split())


def asks_first(docs: list[Doc], text: str) -> str | None:
    """A line of the files asking the agent to check with someone before an act that ``text`` (the question and what
    the session showed) proposes: the line and ``text`` share two of the line's own words ("Full `dbt build` runs on
    the shared ANALYTICS_WH ...; ask Priya before starting one" against "run dbt build ... on ANALYTICS_WH"). None:
    no such line."""
    said = {w.lower() for w in _WORD.findall(text)}
    for d in docs:
        for line in d.text.splitlines():
            plain = straighten(line)
            if _ASK_FIRST.search(plain):
                shared = {w.lower() for w in _WORD.findall(plain)} & said - _COMMON
                if len(shared) >= 2:
                    return plain.strip(" -*\t#>")
    return None
